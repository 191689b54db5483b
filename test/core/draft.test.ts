import { describe, expect, it } from 'vitest';
import {
  DraftChange,
  cancelResponse,
  createAmendment,
  createDraft,
  declineResponse,
  draftReducer,
  readAnswers,
  readResponse,
  summarizeDraft,
  toIdKeyedAnswers,
  toResponse,
} from '../../src/core';
import type { AnswerDraft, DraftAction } from '../../src/core';
import { claudeInput, claudePreviewInput, idKeyedInput, mcpElicitParams } from '../fixtures/inputs';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';

function apply(draft: AnswerDraft, ...actions: DraftAction[]): AnswerDraft {
  return actions.reduce(draftReducer, draft);
}

describe('draftReducer: single-select', () => {
  it('replaces the selection when another option is picked', () => {
    const draft = apply(
      createDraft(claudeInput),
      { type: DraftChange.SelectOption, key: DB, label: 'SQLite' },
      { type: DraftChange.SelectOption, key: DB, label: 'DynamoDB' },
    );
    expect(draft.entries[DB]?.selected).toEqual(['DynamoDB']);
  });

  it('selects the free-text choice by typing, and keeps the text when switching away and back', () => {
    let draft = apply(
      createDraft(claudeInput),
      { type: DraftChange.SelectOption, key: DB, label: 'SQLite' },
      { type: DraftChange.SetCustomText, key: DB, text: 'CockroachDB, if possible' },
    );
    expect(draft.entries[DB]).toMatchObject({
      selected: [],
      customSelected: true,
      customText: 'CockroachDB, if possible',
    });
    expect(toResponse(draft)).toEqual({
      action: 'accept',
      content: { answers: { [DB]: 'CockroachDB, if possible' } },
    });

    draft = draftReducer(draft, { type: DraftChange.SelectOption, key: DB, label: 'SQLite' });
    expect(draft.entries[DB]).toMatchObject({
      selected: ['SQLite'],
      customSelected: false,
      customText: 'CockroachDB, if possible',
    });
    expect(toResponse(draft)).toEqual({ action: 'accept', content: { answers: { [DB]: 'SQLite' } } });

    draft = draftReducer(draft, { type: DraftChange.SelectCustom, key: DB });
    expect(toResponse(draft)).toEqual({
      action: 'accept',
      content: { answers: { [DB]: 'CockroachDB, if possible' } },
    });
  });

  it('does not answer with blank free text', () => {
    const draft = apply(createDraft(claudeInput), { type: DraftChange.SetCustomText, key: DB, text: '   ' });
    expect(toResponse(draft)).toEqual({ action: 'accept', content: { answers: {} } });
  });

  it('sends the chosen option preview as an annotation', () => {
    const key = 'Which layout should the settings page use?';
    const draft = apply(createDraft(claudePreviewInput), {
      type: DraftChange.SelectOption,
      key,
      label: 'Tabs',
    });
    expect(toResponse(draft)).toEqual({
      action: 'accept',
      content: {
        answers: { [key]: 'Tabs' },
        annotations: { [key]: { preview: claudePreviewInput.questions[0].options[1].preview } },
      },
    });
  });

  it('sends no preview annotation for a multi-select question: the runtime holds one per question', () => {
    const key = 'Which layout should the settings page use?';
    const input = { questions: [{ ...claudePreviewInput.questions[0], multiSelect: true }] };
    const draft = apply(createDraft(input), { type: DraftChange.ToggleOption, key, label: 'Tabs' });
    expect(toResponse(draft)).toEqual({ action: 'accept', content: { answers: { [key]: 'Tabs' } } });
  });
});

describe('draftReducer: multi-select', () => {
  it('toggles options and keeps them in option order', () => {
    const draft = apply(
      createDraft(claudeInput),
      { type: DraftChange.ToggleOption, key: FEATURES, label: 'Export, CSV' },
      { type: DraftChange.ToggleOption, key: FEATURES, label: 'Auth' },
      { type: DraftChange.ToggleOption, key: FEATURES, label: 'Search' },
      { type: DraftChange.ToggleOption, key: FEATURES, label: 'Search' },
    );
    expect(draft.entries[FEATURES]?.selected).toEqual(['Auth', 'Export, CSV']);
    expect(toResponse(draft)).toEqual({
      action: 'accept',
      content: { answers: { [FEATURES]: 'Auth, Export, CSV' } },
    });
  });

  it('appends free text verbatim after the labels, commas included', () => {
    const draft = apply(
      createDraft(claudeInput),
      { type: DraftChange.SelectOption, key: FEATURES, label: 'Search' },
      { type: DraftChange.SetCustomText, key: FEATURES, text: 'dark mode, obviously' },
    );
    expect(toResponse(draft)).toEqual({
      action: 'accept',
      content: { answers: { [FEATURES]: 'Search, dark mode, obviously' } },
    });
  });

  it('selects all and none', () => {
    let draft = apply(createDraft(claudeInput), { type: DraftChange.SelectAll, key: FEATURES });
    expect(draft.entries[FEATURES]?.selected).toEqual(['Auth', 'Search', 'Export, CSV']);
    draft = draftReducer(draft, { type: DraftChange.SelectNone, key: FEATURES });
    expect(draft.entries[FEATURES]?.selected).toEqual([]);
  });

  it('respects a maximum number of selections (MCP maxItems)', () => {
    const draft = apply(
      createDraft(mcpElicitParams),
      { type: DraftChange.SelectOption, key: 'targets', label: 'ios' },
      { type: DraftChange.SelectOption, key: 'targets', label: 'android' },
    );
    // 'web' is the default, so the second pick exceeds maxItems: 2.
    expect(draft.entries.targets?.selected).toEqual(['web', 'ios']);
  });
});

describe('draftReducer: skip, clear, reset, submit', () => {
  it('omits skipped questions; all skipped gives answers: {}', () => {
    let draft = apply(
      createDraft(claudeInput),
      { type: DraftChange.SelectOption, key: DB, label: 'SQLite' },
      { type: DraftChange.SkipQuestion, key: FEATURES },
    );
    expect(toResponse(draft)).toEqual({ action: 'accept', content: { answers: { [DB]: 'SQLite' } } });
    draft = draftReducer(draft, { type: DraftChange.SkipQuestion, key: DB });
    expect(toResponse(draft)).toEqual({ action: 'accept', content: { answers: {} } });
    expect(summarizeDraft(draft)).toMatchObject({ answered: 0, skipped: 2, unanswered: 0 });
    draft = draftReducer(draft, { type: DraftChange.UnskipQuestion, key: DB });
    expect(toResponse(draft)).toEqual({ action: 'accept', content: { answers: { [DB]: 'SQLite' } } });
  });

  it('un-skips a question when the user picks something in it', () => {
    const draft = apply(
      createDraft(claudeInput),
      { type: DraftChange.SkipQuestion, key: DB },
      { type: DraftChange.SelectOption, key: DB, label: 'SQLite' },
    );
    expect(draft.entries[DB]?.skipped).toBe(false);
  });

  it('keeps notes separate from answers', () => {
    const draft = apply(createDraft(claudeInput), {
      type: DraftChange.SetNotes,
      key: DB,
      notes: 'Ask ops first',
    });
    expect(toResponse(draft)).toEqual({
      action: 'accept',
      content: { answers: {}, annotations: { [DB]: { notes: 'Ask ops first' } } },
    });
  });

  it('clears one question, clears all, and resets to the initial draft', () => {
    const initial = createDraft(mcpElicitParams);
    let draft = apply(
      initial,
      { type: DraftChange.SelectOption, key: 'license', label: 'Apache 2.0' },
      { type: DraftChange.ClearQuestion, key: 'targets' },
    );
    expect(draft.entries.targets?.selected).toEqual([]);
    draft = draftReducer(draft, { type: DraftChange.Clear });
    expect(
      Object.values(draft.entries).every((entry) => entry.selected.length === 0 && !entry.customSelected),
    ).toBe(true);
    draft = draftReducer(draft, { type: DraftChange.Reset });
    expect(draft.entries).toBe(initial.entries);
    expect(draft.entries.license?.selected).toEqual(['MIT']);
  });

  it("holds answer edits only: sending is the card machine's, so submit leaves the draft as it is", () => {
    const chosen = apply(createDraft(claudeInput), {
      type: DraftChange.SelectOption,
      key: DB,
      label: 'SQLite',
    });
    for (const type of ['submit', 'skip-all', 'decline', 'sent', 'refused'])
      expect(draftReducer(chosen, { type } as never)).toBe(chosen);
  });

  it('restores kept answers in one change, checked against each question', () => {
    const draft = createDraft(claudeInput);
    const restored = draftReducer(draft, {
      type: DraftChange.Restore,
      entries: {
        [DB]: { selected: ['DynamoDB', 'SQLite', 'not an option'], notes: 'kept', skipped: false },
        [FEATURES]: { selected: 'not a list' as never, customText: 'Audit log', customSelected: true },
        'no such question': { selected: ['x'] },
      },
    });
    // One option of a single-select question, in option order.
    expect(restored.entries[DB]).toMatchObject({ selected: ['SQLite'], notes: 'kept' });
    expect(restored.entries[FEATURES]).toMatchObject({
      selected: [],
      customText: 'Audit log',
      customSelected: true,
    });
    expect(Object.keys(restored.entries)).toEqual(Object.keys(draft.entries));
    expect(restored.initial).toBe(draft.initial);
    expect(draftReducer(draft, { type: DraftChange.Restore, entries: null as never })).toBe(draft);
  });

  it('returns the state unchanged for unknown actions, keys and labels instead of throwing', () => {
    const draft = createDraft(claudeInput);
    for (const action of [
      { type: 'explode' },
      { type: DraftChange.SelectOption, key: 'no such question', label: 'SQLite' },
      { type: DraftChange.SelectOption, key: DB, label: 'no such label' },
      null,
      42,
      { type: DraftChange.SetCustomText },
    ]) {
      expect(draftReducer(draft, action as unknown as DraftAction)).toBe(draft);
    }
  });

  it('refuses free text where the runtime does not allow it', () => {
    const draft = apply(createDraft(mcpElicitParams), {
      type: DraftChange.SetCustomText,
      key: 'license',
      text: 'GPL',
    });
    expect(draft.entries.license?.customSelected).toBe(false);
  });

  it('takes no note where the runtime has nowhere to put one (a form field)', () => {
    const draft = apply(
      createDraft(mcpElicitParams),
      { type: DraftChange.SelectOption, key: 'license', label: 'MIT' },
      { type: DraftChange.SetNotes, key: 'license', notes: 'Ask legal' },
    );
    expect(draft.entries.license?.notes).toBe('');
    expect(JSON.stringify(toResponse(draft))).not.toContain('Ask legal');
  });
});

describe('draftReducer: one state machine', () => {
  /** One action of every change type, aimed at a real question and label. */
  const everyChange: DraftAction[] = Object.values(DraftChange).map((type): DraftAction => {
    switch (type) {
      case 'restore':
        return { type, entries: { [DB]: { selected: ['SQLite'] } } };
      case 'set-custom-text':
        return { type, key: DB, text: 'MariaDB' };
      case 'set-notes':
        return { type, key: DB, notes: 'later' };
      case 'select-option':
      case 'deselect-option':
      case 'toggle-option':
        return { type, key: DB, label: 'SQLite' };
      case 'select-custom':
        return { type, key: DB, selected: true };
      case 'clear':
      case 'reset':
        return { type };
      default:
        return { type, key: FEATURES };
    }
  });

  it('names every change once: no two change types share a string', () => {
    const types = Object.values(DraftChange);
    expect(new Set(types).size).toBe(types.length);
    expect(everyChange.map((action) => action.type)).toEqual(types);
  });

  it('changes an editing draft with every editing change type', () => {
    const start = apply(createDraft(claudeInput), {
      type: DraftChange.SelectOption,
      key: FEATURES,
      label: 'Auth',
    });
    const unchanged = everyChange
      .filter((action) => draftReducer(start, action) === start)
      .map((action) => action.type);
    // Only this leaves the draft as it is: 'SQLite' is not selected yet.
    expect(unchanged).toEqual(['deselect-option']);
  });
});

describe('createDraft', () => {
  it('pre-fills runtime defaults', () => {
    const draft = createDraft(mcpElicitParams);
    expect(draft.entries.license?.selected).toEqual(['MIT']);
    expect(draft.entries.name).toMatchObject({ customText: 'my-app', customSelected: true });
    expect(draft.entries.port?.customText).toBe('3000');
  });

  it('starts from a stored answer for amending', () => {
    const reading = readAnswers({
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: { [DB]: 'Mongo', [FEATURES]: 'Auth, Search, and SSO' } },
    });
    const draft = createDraft(claudeInput, { from: reading });
    expect(draft.entries[DB]).toMatchObject({ selected: [], customText: 'Mongo', customSelected: true });
    expect(draft.entries[FEATURES]).toMatchObject({ selected: ['Auth', 'Search'], customText: 'and SSO' });
    expect(toResponse(draft)).toEqual({
      action: 'accept',
      content: { answers: { [DB]: 'Mongo', [FEATURES]: 'Auth, Search, and SSO' } },
    });
  });
});

describe('toIdKeyedAnswers', () => {
  it('lists every question; custom supplements multi-select and overrides single-select', () => {
    const draft = apply(
      createDraft(idKeyedInput),
      { type: DraftChange.SelectOption, key: 'auth', label: 'JWT' },
      { type: DraftChange.SetCustomText, key: 'auth', text: 'Passkeys' },
      { type: DraftChange.SetCustomText, key: 'name', text: 'Orbit' },
      { type: DraftChange.SelectOption, key: 'langs', label: 'Rust' },
      { type: DraftChange.SelectOption, key: 'langs', label: 'Go' },
      { type: DraftChange.SetCustomText, key: 'langs', text: 'Zig' },
    );
    expect(toIdKeyedAnswers(draft)).toEqual({
      answers: [
        { id: 'auth', selected: [], custom: 'Passkeys' },
        { id: 'name', selected: [], custom: 'Orbit' },
        { id: 'langs', selected: ['Go', 'Rust'], custom: 'Zig' },
      ],
    });
    const skipped = draftReducer(draft, { type: DraftChange.SkipQuestion, key: 'langs' });
    expect(toIdKeyedAnswers(skipped).answers[2]).toEqual({ id: 'langs', selected: [] });
  });
});

describe('decline and cancel', () => {
  it('are separate responses, never empty answers', () => {
    expect(declineResponse()).toEqual({ action: 'decline' });
    expect(declineResponse('Not now')).toEqual({ action: 'decline', reason: 'Not now' });
    expect(cancelResponse()).toEqual({ action: 'cancel' });
  });
});

describe('createAmendment', () => {
  const stored = () =>
    readAnswers({
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite', [FEATURES]: 'Auth' } },
    });

  it('lists what changed and tells the model', () => {
    const amendment = createAmendment(claudeInput, stored(), {
      action: 'accept',
      content: { answers: { [DB]: 'PostgreSQL (Recommended)', [FEATURES]: 'Auth' } },
    });
    expect(amendment?.changed).toEqual([
      { key: DB, question: DB, before: 'SQLite', after: 'PostgreSQL (Recommended)' },
    ]);
    expect(amendment?.message).toContain(`"${DB}": "SQLite" → "PostgreSQL (Recommended)"`);
    expect(amendment?.content.answers[FEATURES]).toBe('Auth');
  });

  it('reports an answer taken back as now skipped', () => {
    const amendment = createAmendment(claudeInput, stored(), {
      action: 'accept',
      content: { answers: { [DB]: 'SQLite' } },
    });
    expect(amendment?.changed).toEqual([{ key: FEATURES, question: FEATURES, before: 'Auth' }]);
    expect(amendment?.message).toContain('"Auth" → (no answer)');
  });

  it('is undefined when nothing changed or the new response is not an accept', () => {
    expect(
      createAmendment(claudeInput, stored(), {
        action: 'accept',
        content: { answers: { [DB]: 'SQLite', [FEATURES]: 'Auth' } },
      }),
    ).toBeUndefined();
    expect(createAmendment(claudeInput, stored(), { action: 'decline' })).toBeUndefined();
    expect(createAmendment(null, null as never, null as never)).toBeUndefined();
  });
});

describe('readResponse', () => {
  it('keeps a well-formed response as it is', () => {
    const response = {
      action: 'accept',
      content: { answers: { [DB]: 'SQLite' }, annotations: { [DB]: { notes: 'Only for now' } } },
    } as const;
    expect(readResponse(response)).toEqual(response);
    expect(readResponse({ action: 'decline', reason: 'Not now' })).toEqual({
      action: 'decline',
      reason: 'Not now',
    });
    expect(readResponse({ action: 'accept', content: { answers: {} } })).toEqual({
      action: 'accept',
      content: { answers: {} },
    });
  });

  it('drops answers and annotation fields that are not strings', () => {
    expect(
      readResponse({
        action: 'accept',
        content: {
          answers: { [DB]: 'SQLite', [FEATURES]: ['Auth'], x: 3 },
          annotations: { [DB]: { notes: 7 } },
        },
      }),
    ).toEqual({ action: 'accept', content: { answers: { [DB]: 'SQLite' } } });
  });

  it('never turns an unreadable response into answers: it becomes a cancel', () => {
    for (const value of [
      null,
      'accept',
      {},
      { action: 'submit' },
      { action: 'accept' },
      { action: 'accept', content: { answers: 'SQLite' } },
    ]) {
      expect(readResponse(value)).toEqual({ action: 'cancel', reason: 'The response could not be read.' });
    }
  });
});

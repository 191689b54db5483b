import { describe, expect, it, vi } from 'vitest';
import {
  CardChange,
  type CardAction,
  MissingHandlerError,
  cardReducer,
  normalizeQuestions,
} from '../../src/core';
import { createCardState } from '../../src/core/card/machine';
import { selectCard } from '../../src/core/card/selectors';
import { type CardStoreProps, createCardStore } from '../../src/core/card/store';

const input = {
  questions: [
    { question: 'Q?', header: 'Q', multiSelect: false, options: [{ label: 'a' }, { label: 'b' }] },
    { question: 'R?', header: 'R', multiSelect: true, options: [{ label: 'c' }, { label: 'd' }] },
  ],
};
const normalized = normalizeQuestions(input);

/** One action of every change type, with what it carries. */
const EXAMPLES: { readonly [Type in CardAction['type']]: Extract<CardAction, { type: Type }> } = {
  'select-option': { type: 'select-option', key: 'Q?', label: 'a' },
  'deselect-option': { type: 'deselect-option', key: 'R?', label: 'c' },
  'toggle-option': { type: 'toggle-option', key: 'R?', label: 'c' },
  'select-all': { type: 'select-all', key: 'R?' },
  'select-none': { type: 'select-none', key: 'R?' },
  'select-custom': { type: 'select-custom', key: 'Q?' },
  'set-custom-text': { type: 'set-custom-text', key: 'Q?', text: 'own' },
  'set-notes': { type: 'set-notes', key: 'Q?', notes: 'why' },
  'skip-question': { type: 'skip-question', key: 'Q?' },
  'unskip-question': { type: 'unskip-question', key: 'Q?' },
  'clear-question': { type: 'clear-question', key: 'Q?' },
  clear: { type: 'clear' },
  reset: { type: 'reset' },
  restore: { type: 'restore', entries: { 'Q?': { selected: ['b'] } } },
  'toggle-notes': { type: 'toggle-notes', key: 'Q?' },
  'show-preview': { type: 'show-preview', key: 'Q?', label: 'b', via: 'hover' },
  submit: { type: 'submit' },
  'skip-all': { type: 'skip-all' },
  decline: { type: 'decline', reason: 'not now' },
  cancel: { type: 'cancel' },
  sent: { type: 'sent', response: { action: 'cancel' } },
  refused: { type: 'refused', response: { action: 'cancel' }, error: 'no' },
  'go-to-step': { type: 'go-to-step', step: 1 },
  'start-amend': { type: 'start-amend', draft: createCardState(normalized).draft },
  'cancel-amend': { type: 'cancel-amend' },
  amend: { type: 'amend', response: { action: 'accept', content: { answers: {} } } },
  'sync-questions': { type: 'sync-questions', normalized },
};

describe('the card machine', () => {
  it('has one vocabulary: every change type is a CardChange value with an example here', () => {
    const types = Object.values(CardChange);
    expect(new Set(types)).toEqual(new Set(Object.keys(EXAMPLES)));
    // No two names share a string: a change type means one thing everywhere.
    expect(new Set(types).size).toBe(types.length);
  });

  it.each(Object.values(EXAMPLES))('takes $type as a card state, and ignores a garbage key', (action) => {
    const state = createCardState(normalized);
    expect(Object.keys(cardReducer(state, action)).sort()).toEqual(Object.keys(state).sort());
    const garbage = cardReducer(state, { ...action, key: 42, label: null } as never);
    if ('key' in action) expect(garbage).toBe(state);
    else expect(Object.keys(garbage).sort()).toEqual(Object.keys(state).sort());
  });

  it('returns the state unchanged for an unknown change or a non-object', () => {
    const state = createCardState(normalized);
    expect(cardReducer(state, { type: 'explode' } as never)).toBe(state);
    expect(cardReducer(state, null as never)).toBe(state);
  });

  it('puts one response out, freezes the answers, and lets only the verdict move it', () => {
    let state = cardReducer(createCardState(normalized), EXAMPLES['select-option']);
    state = cardReducer(state, { type: 'submit' });
    expect(state.delivery).toMatchObject({ state: 'sending', response: { action: 'accept' } });
    expect(cardReducer(state, EXAMPLES.restore)).toBe(state);
    const out = state.delivery.state === 'sending' ? state.delivery.response : undefined;
    expect(cardReducer(state, { type: 'decline' })).toBe(state);
    expect(cardReducer(state, { type: 'select-option', key: 'Q?', label: 'b' })).toBe(state);
    // A verdict for another response is not this one's.
    expect(cardReducer(state, { type: 'sent', response: { action: 'cancel' } })).toBe(state);
    const refused = cardReducer(state, { type: 'refused', response: out!, error: 'offline' });
    expect(refused.delivery).toEqual({ state: 'refused', response: out, error: 'offline' });
    expect(refused.draft.entries['Q?']?.selected).toEqual(['a']);
    const changed = cardReducer(refused, { type: 'select-option', key: 'Q?', label: 'b' });
    expect(changed.draft.entries['Q?']?.selected).toEqual(['b']);
    const again = cardReducer(refused, { type: 'decline', reason: 'changed my mind' });
    expect(again.delivery).toMatchObject({
      state: 'sending',
      response: { action: 'decline', reason: 'changed my mind' },
    });
  });

  it('toggles a note field, open by default when the question has a note', () => {
    let state = cardReducer(createCardState(normalized), { type: 'set-notes', key: 'Q?', notes: 'n' });
    state = cardReducer(state, { type: 'toggle-notes', key: 'Q?' });
    expect(state.notesOpen).toEqual({ 'Q?': false });
    state = cardReducer(state, { type: 'toggle-notes', key: 'R?' });
    expect(state.notesOpen).toEqual({ 'Q?': false, 'R?': true });
  });

  it('keeps what the user did when the questions grow (arguments streaming in)', () => {
    const partial = normalizeQuestions({ questions: [input.questions[0]] });
    let state = cardReducer(createCardState(partial), { type: 'select-option', key: 'Q?', label: 'b' });
    state = cardReducer(state, { type: 'sync-questions', normalized });
    expect(state.draft.questions).toBe(normalized.questions);
    expect(state.draft.entries['Q?']?.selected).toEqual(['b']);
    expect(state.draft.entries['R?']?.selected).toEqual([]);
  });
});

function storeProps(change: Partial<CardStoreProps> = {}): CardStoreProps {
  return {
    normalized,
    source: input,
    hasInput: true,
    record: undefined,
    status: 'pending',
    response: undefined,
    disabled: false,
    answeredElsewhere: false,
    canAmend: false,
    idBase: 'card',
    shortcuts: 'digits',
    ...change,
  };
}

describe('the card store', () => {
  it('hands one response to the host, however often the user presses', () => {
    const onSubmit = vi.fn();
    const store = createCardStore(storeProps({ onSubmit }));
    store.actions.selectOption('Q?', 'a');
    store.actions.submit();
    store.actions.submit();
    store.actions.skipAll();
    store.actions.decline();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().state.delivery.state).toBe('sent');
  });

  it('says sent only once the host took it, and opens the draft again when it refused', async () => {
    let settle!: { resolve: () => void; reject: (error: unknown) => void };
    const onSubmit = vi.fn(() => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
    const onDraftChange = vi.fn();
    const onStateChange = vi.fn();
    const store = createCardStore(storeProps({ onSubmit, onDraftChange, onStateChange }));
    store.actions.selectOption('Q?', 'a');
    store.actions.submit();
    expect(selectCard(store.getSnapshot()).phase).toBe('sending');
    settle.reject(new Error('offline'));
    await vi.waitFor(() => expect(store.getSnapshot().state.delivery.state).toBe('refused'));
    expect(selectCard(store.getSnapshot()).phase).toBe('editing');
    // The draft changed once; the card moved three times.
    expect(onDraftChange.mock.calls.map(([, details]) => details.type)).toEqual(['select-option']);
    expect(onStateChange.mock.calls.map(([, details]) => details.type)).toEqual([
      'select-option',
      'submit',
      'refused',
    ]);
    store.actions.submit();
    settle.resolve();
    await vi.waitFor(() => expect(store.getSnapshot().state.delivery.state).toBe('sent'));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('refuses a response nobody receives, and one whose handler throws', () => {
    const store = createCardStore(storeProps());
    store.actions.selectOption('Q?', 'a');
    store.actions.submit();
    const delivery = store.getSnapshot().state.delivery;
    expect(delivery.state === 'refused' && delivery.error).toBeInstanceOf(MissingHandlerError);
    const throwing = createCardStore(
      storeProps({
        onDecline: () => {
          throw new Error('boom');
        },
      }),
    );
    throwing.actions.decline();
    expect(throwing.getSnapshot().state.delivery).toMatchObject({
      state: 'refused',
      error: new Error('boom'),
    });
  });

  it('shows every change to the stateReducer with its type, and keeps what it returns', () => {
    const seen: string[] = [];
    const store = createCardStore(
      storeProps({
        onSubmit: () => undefined,
        stateReducer: (state, { type, changes }) => {
          seen.push(type);
          return type === 'skip-question' ? state : changes;
        },
      }),
    );
    store.actions.skipQuestion('Q?');
    store.actions.selectOption('Q?', 'a');
    store.actions.goToStep(1);
    store.actions.submit();
    expect(seen).toEqual(['skip-question', 'select-option', 'go-to-step', 'submit', 'sent']);
    expect(store.getSnapshot().state.draft.entries['Q?']?.skipped).toBe(false);
  });

  it('takes no edit while the input streams in or the host disabled it, but Decline', () => {
    const onDecline = vi.fn();
    const store = createCardStore(storeProps({ status: 'streaming', onDecline }));
    store.actions.selectOption('Q?', 'a');
    expect(store.getSnapshot().state.draft.entries['Q?']?.selected).toEqual([]);
    store.actions.decline();
    expect(onDecline).toHaveBeenCalledWith({ action: 'decline' });
    const disabled = createCardStore(storeProps({ disabled: true, onDecline }));
    disabled.actions.decline();
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('shows a controlled draft and proposes changes to its owner', () => {
    const host = createCardState(normalized).draft;
    const onDraftChange = vi.fn();
    const store = createCardStore(storeProps({ draft: host, onDraftChange }));
    store.actions.selectOption('Q?', 'b');
    expect(store.getSnapshot().state.draft).toBe(host);
    expect(onDraftChange.mock.calls[0]?.[0].entries['Q?'].selected).toEqual(['b']);
  });

  it('re-renders nothing when only the callbacks changed', () => {
    const store = createCardStore(storeProps({ onSubmit: () => 1 }));
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.setProps(storeProps({ onSubmit: () => 2 }));
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    store.setProps(storeProps({ status: 'streaming' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('amends a finished call: the correction goes to onAmend, nothing when nothing changed', () => {
    const onAmend = vi.fn();
    const record = { input, output: { answers: { 'Q?': 'a' } } };
    const store = createCardStore(storeProps({ status: undefined, record, canAmend: true, onAmend }));
    store.actions.startAmend();
    expect(selectCard(store.getSnapshot()).view).toBe('amend');
    expect(store.getSnapshot().state.draft.entries['Q?']?.selected).toEqual(['a']);
    store.actions.submit();
    expect(onAmend).not.toHaveBeenCalled();
    expect(selectCard(store.getSnapshot()).view).toBe('summary');
    store.actions.startAmend();
    store.actions.selectOption('Q?', 'b');
    store.actions.submit();
    expect(onAmend.mock.calls[0]?.[0].changed).toEqual([
      { key: 'Q?', question: 'Q?', before: 'a', after: 'b' },
    ]);
    expect(selectCard(store.getSnapshot())).toMatchObject({ view: 'summary', status: 'amended' });
    expect(selectCard(store.getSnapshot()).reading?.questions[0]?.selected).toEqual(['b']);
    // Opened again and left without a change: nothing new was sent, and the status says nothing.
    store.actions.startAmend();
    expect(selectCard(store.getSnapshot()).status).toBe('none');
    store.actions.submit();
    expect(onAmend).toHaveBeenCalledTimes(1);
    expect(selectCard(store.getSnapshot())).toMatchObject({ view: 'summary', status: 'none' });
    expect(selectCard(store.getSnapshot()).reading?.questions[0]?.selected).toEqual(['b']);
  });

  it("tells a question's listeners when any change touched it, whatever the action said", () => {
    const store = createCardStore(
      storeProps({
        // A host that answers R? whenever Q? is answered.
        stateReducer: (_state, { type, changes }) =>
          type === 'select-option'
            ? cardReducer(changes, { type: 'select-option', key: 'R?', label: 'c' })
            : changes,
      }),
    );
    const other = vi.fn();
    const untouched = vi.fn();
    store.subscribe(other, 'R?');
    store.subscribe(untouched, 'S?');
    store.actions.selectOption('Q?', 'a');
    expect(other).toHaveBeenCalledTimes(1);
    expect(untouched).not.toHaveBeenCalled();
    // A change beyond answers (the step) tells every listener.
    store.actions.goToStep(1);
    expect(untouched).toHaveBeenCalledTimes(1);
  });

  it('restores a kept draft in one change, once the card takes answers, and only once', () => {
    const onDraftChange = vi.fn();
    const seen: string[] = [];
    const kept = {
      'Q?': { selected: ['b', 'a', 'zzz'], notes: 'from before' },
      'R?': { selected: ['d', 'c'] },
    };
    const store = createCardStore(
      storeProps({
        status: 'streaming',
        restore: kept,
        onDraftChange,
        stateReducer: (_state, { type, changes }) => (seen.push(type), changes),
      }),
    );
    store.setProps(storeProps({ status: 'streaming', restore: kept, onDraftChange }));
    expect(store.getSnapshot().state.draft.entries['Q?']?.selected).toEqual([]);
    store.setProps(storeProps({ restore: kept, onDraftChange }));
    const { entries } = store.getSnapshot().state.draft;
    // Unknown labels are dropped; a single-select question keeps one, the first in option order.
    expect(entries['Q?']).toMatchObject({ selected: ['a'], notes: 'from before' });
    expect(entries['R?']?.selected).toEqual(['c', 'd']);
    expect(onDraftChange).toHaveBeenCalledTimes(1);
    expect(onDraftChange.mock.calls[0]?.[1]).toMatchObject({ type: 'restore' });
    store.setProps(storeProps({ restore: kept, onDraftChange }));
    expect(onDraftChange).toHaveBeenCalledTimes(1);
  });

  it('given the host props, refuses what they rule out: no edit while the input streams in', () => {
    const state = createCardState(normalized);
    const edit = { type: 'select-option', key: 'Q?', label: 'a' } as const;
    expect(cardReducer(state, edit, storeProps({ status: 'streaming' }))).toBe(state);
    expect(cardReducer(state, { type: 'submit' }, storeProps())).toBe(state);
    expect(cardReducer(state, edit, storeProps()).draft.entries['Q?']?.selected).toEqual(['a']);
  });

  it('never restores kept answers after a response went out, nor into the amend editor', async () => {
    const kept = { 'Q?': { selected: ['b'] } };
    let settle!: { reject: (error: unknown) => void };
    const onSubmit = vi.fn(() => new Promise<void>((_resolve, reject) => (settle = { reject })));
    const sending = createCardStore(storeProps({ onSubmit }));
    sending.actions.selectOption('Q?', 'a');
    sending.actions.submit();
    sending.setProps(storeProps({ onSubmit, restore: kept }));
    settle.reject(new Error('offline'));
    await vi.waitFor(() => expect(sending.getSnapshot().state.delivery.state).toBe('refused'));
    sending.setProps(storeProps({ onSubmit, restore: kept }));
    expect(sending.getSnapshot().state.draft.entries['Q?']?.selected).toEqual(['a']);

    const record = { input, output: { answers: { 'Q?': 'a' } } };
    const finished = storeProps({ status: undefined, record, canAmend: true, restore: kept });
    const amending = createCardStore(finished);
    amending.setProps(finished);
    amending.actions.startAmend();
    amending.setProps({ ...finished });
    expect(amending.getSnapshot().state.draft.entries['Q?']?.selected).toEqual(['a']);
    expect(cardReducer(amending.getSnapshot().state, { type: 'restore', entries: kept }, finished)).toBe(
      amending.getSnapshot().state,
    );
  });

  it('shows the stateReducer a change the card refuses, with the props it decided under', () => {
    const seen: { type: string; refused: boolean; disabled: boolean }[] = [];
    const store = createCardStore(
      storeProps({
        disabled: true,
        stateReducer: (state, { type, changes, props }) => {
          seen.push({ type, refused: changes === state, disabled: props.disabled });
          return changes;
        },
      }),
    );
    store.actions.selectOption('Q?', 'a');
    expect(seen).toEqual([{ type: 'select-option', refused: true, disabled: true }]);
    expect(store.getSnapshot().state.draft.entries['Q?']?.selected).toEqual([]);
  });

  it("the amend editor: Skip all is not offered, its drafts stay the card's, a vetoed correction goes nowhere", () => {
    const onAmend = vi.fn();
    const onDraftChange = vi.fn();
    const record = { input, output: { answers: { 'Q?': 'a' } } };
    const store = createCardStore(
      storeProps({
        status: undefined,
        record,
        canAmend: true,
        onAmend,
        onDraftChange,
        stateReducer: (state, { type, changes }) => (type === 'amend' ? state : changes),
      }),
    );
    store.actions.startAmend();
    expect(selectCard(store.getSnapshot()).canSkipAll).toBe(false);
    store.actions.selectOption('Q?', 'b');
    expect(onDraftChange).not.toHaveBeenCalled();
    store.actions.submit();
    expect(onAmend).not.toHaveBeenCalled();
    expect(store.getSnapshot().state.amending).toBe(true);
  });
});

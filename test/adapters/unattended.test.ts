// Issue #23 "Nothing lost, nothing misread": unattended continuations, dismissals and runs the
// runtime cancelled read as what they were; foreign finished parts are read or not claimed;
// questions that share their text keep their own answers.
import { describe, expect, it } from 'vitest';
import * as aiSdk from '../../src/adapters/ai-sdk';
import * as claude from '../../src/adapters/claude-agent-sdk';
import {
  DraftChange,
  createDraft,
  draftReducer,
  normalizeQuestions,
  readAnswers,
  toResponse,
} from '../../src/core';
import { aiSdkCustomAskTool } from '../fixtures/adapter-values';

const input = {
  questions: [
    {
      question: 'Which database?',
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'Postgres', description: 'Relational' },
        { label: 'Redis', description: 'Key-value' },
      ],
    },
    {
      question: 'Which regions?',
      header: 'Regions',
      multiSelect: true,
      options: [
        { label: 'EU', description: 'Frankfurt' },
        { label: 'US', description: 'Virginia' },
      ],
    },
  ],
};

/** A transcript whose result keeps only Claude Code's words to the model (no toolUseResult). */
function onlyModelText(content: string) {
  const [record] = claude.toRecords([
    {
      type: 'assistant',
      message: { content: [{ type: 'tool_use', id: 'tu1', name: 'AskUserQuestion', input }] },
    },
    { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: 'tu1', content }] } },
  ]);
  return readAnswers(record);
}

describe('Claude Code’s words to the model, when nothing else was kept', () => {
  // Templates of Claude Code 2.1.332 (RUNTIME-SHAPES.md, verified in the binary).
  it('reads the answered pairs, with notes', () => {
    const reading = onlyModelText(
      'The user answered: "Which database?"="Redis" notes: cache only, "Which regions?"=(no option selected) notes: ask legal. Read the answers carefully — they may request clarification, changes, or that you not proceed — and follow what they actually say.',
    );
    expect(reading.outcome).toBe('partial');
    expect(reading.questions[0]).toMatchObject({ selected: ['Redis'], notes: 'cache only' });
    expect(reading.questions[1]).toMatchObject({ state: 'skipped', notes: 'ask legal' });
    const all = onlyModelText(
      'Your questions have been answered: "Which database?"="Postgres", "Which regions?"="EU, US". You can now continue with these answers in mind.',
    );
    expect(all.questions.map((question) => question.selected)).toEqual([['Postgres'], ['EU', 'US']]);
  });

  it('reads an AFK timeout as auto-resolved, keeping what was selected before going idle', () => {
    const idle = onlyModelText(
      'No response after 60s — the user may be away from keyboard. Proceed using your best judgment about what the user would want.\n\nBefore going idle the user had selected: "Which database?"="Redis".',
    );
    expect(idle.autoResolvedAfterMs).toBe(60_000);
    expect(idle.questions[0]?.selected).toEqual(['Redis']);
    expect(idle.questions[1]?.resolution).toBe('auto-resolved');
    const away = onlyModelText(
      'No response after 120s — the user may be away from keyboard. Proceed using your best judgment.',
    );
    expect(away.questions.map((question) => question.resolution)).toEqual(['auto-resolved', 'auto-resolved']);
  });

  it('reads "did not answer" as skipped and a chat reply as the response; other words stay unknown', () => {
    expect(onlyModelText('The user did not answer the questions.').outcome).toBe('none-answered');
    expect(onlyModelText('The user responded: use whatever you think').response).toBe(
      'use whatever you think',
    );
    expect(onlyModelText('Something else entirely').outcome).toBe('unknown');
  });
});

describe('a dismissal is not a skip', () => {
  it('reads every question dismissed (Claude Code’s unanswered: "dismissed") as cancelled', () => {
    const record = {
      input,
      state: 'answered',
      output: {
        answers: {},
        annotations: {
          'Which database?': { unanswered: 'dismissed' },
          'Which regions?': { unanswered: 'dismissed' },
        },
      },
    };
    const reading = readAnswers(record);
    expect(reading.outcome).toBe('cancelled');
    expect(reading.questions.map((question) => question.resolution)).toEqual(['cancelled', 'cancelled']);
    const oneSkipped = readAnswers({
      ...record,
      output: { answers: {}, annotations: { 'Which database?': { unanswered: 'dismissed' } } },
    });
    expect(oneSkipped.outcome).toBe('none-answered');
  });
});

describe('finished parts of a foreign tool', () => {
  const part = (output: unknown) => ({
    type: 'tool-ask_user',
    toolCallId: 't',
    state: 'output-available',
    input,
    output,
  });

  it('are read where the output says what was answered, and not claimed where it does not', () => {
    expect(
      readAnswers(aiSdk.toRecord(part({ answers: { 'Which database?': 'Redis' } }))).questions[0]?.selected,
    ).toEqual(['Redis']);
    const claudeWords = aiSdk.toRecord(
      part(
        'Your questions have been answered: "Which database?"="Postgres". You can now continue with these answers in mind.',
      ),
    );
    expect(readAnswers(claudeWords).questions[0]?.selected).toEqual(['Postgres']);
    for (const output of [{ choice: 'Redis' }, 'Redis', { answers: { '0': 'Redis' } }]) {
      expect(aiSdk.toRecord(part(output))).toBeUndefined();
      expect(aiSdk.isAskUserToolPart(part(output))).toBe(false);
    }
  });

  it('read a one-question tool whose output is the answer itself as text', () => {
    const custom = aiSdkCustomAskTool;
    const reading = readAnswers(aiSdk.toRecord(custom));
    expect(reading.outcome).toBe('answered');
    expect(reading.questions[0]?.selected).toEqual(['Yes']);
    const typed = readAnswers(aiSdk.toRecord({ ...custom, output: 'Tomorrow morning' }));
    expect(typed.questions[0]?.custom).toBe('Tomorrow morning');
  });

  it('finds AI SDK v4 tool-invocation parts', () => {
    const record = aiSdk.toRecord({
      type: 'tool-invocation',
      toolInvocation: {
        state: 'result',
        toolCallId: 'v4',
        toolName: 'askUserQuestion',
        args: input,
        result: { answers: { 'Which database?': 'Postgres' } },
      },
    });
    expect(readAnswers(record).questions[0]?.selected).toEqual(['Postgres']);
  });
});

describe('questions that share their text', () => {
  it('keep their own answers through the response and back', () => {
    const twins = {
      questions: [
        {
          id: 'first',
          question: 'Allow this tool call?',
          header: 'A',
          multiSelect: false,
          options: [{ label: 'Approve' }, { label: 'Deny' }],
        },
        {
          id: 'second',
          question: 'Allow this tool call?',
          header: 'B',
          multiSelect: false,
          options: [{ label: 'Approve' }, { label: 'Deny' }],
        },
      ],
    };
    const { questions } = normalizeQuestions(twins);
    const draft = draftReducer(createDraft(twins), {
      type: DraftChange.SelectOption,
      key: questions[1]!.key,
      label: 'Approve',
    });
    const response = toResponse(draft);
    expect(response).toEqual({ action: 'accept', content: { answers: { second: 'Approve' } } });
    const reading = readAnswers({ input: twins, output: (response as { content: unknown }).content });
    expect(reading.questions.map((question) => question.selected)).toEqual([[], ['Approve']]);
  });
});

describe('review findings (second pass)', () => {
  it('reads pairs in any order, older note and preview suffixes, and notes that say "notes:"', () => {
    const swapped = onlyModelText(
      'Your questions have been answered: "Which regions?"="EU", "Which database?"="Redis". You can now continue with these answers in mind.',
    );
    expect(swapped.questions.map((question) => question.selected)).toEqual([['Redis'], ['EU']]);
    const older = onlyModelText(
      'User has answered your questions: "Which database?"="Postgres" user notes: hi, "Which regions?"="US". You can now continue with the user\'s answers in mind.',
    );
    expect(older.questions[0]).toMatchObject({ selected: ['Postgres'], notes: 'hi' });
    expect(older.questions[1]?.selected).toEqual(['US']);
    const noted = onlyModelText(
      'The user answered: "Which database?"="Redis" notes: see "x" notes: y. Read the answers carefully — they may request clarification.',
    );
    expect(noted.questions[0]).toMatchObject({ selected: ['Redis'], notes: 'see "x" notes: y' });
    const followUp = onlyModelText(
      'The user asked for more questions before you proceed. So far they answered: "Which database?"="Redis". Ask them what else you need.',
    );
    expect(followUp.questions[0]?.selected).toEqual(['Redis']);
    const sentence = onlyModelText(
      'The user asked for more questions before you proceed. So far they answered: "Which database?"="Redis. Or Postgres". Call ask_user_question again with follow-up questions that build on these answers (do not repeat these); do not start the task yet.',
    );
    expect(sentence.questions[0]).toMatchObject({ state: 'answered', custom: 'Redis. Or Postgres' });
  });

  it('keeps a Claude tool part whose words it cannot take apart, and reads no answers as none', () => {
    const part = {
      type: 'tool-AskUserQuestion',
      toolCallId: 'd',
      state: 'output-available',
      input,
      output: 'Your questions have been answered.',
    };
    expect(aiSdk.isAskUserToolPart(part)).toBe(true);
    expect(readAnswers({ output: { answers: {} } }).outcome).not.toBe('cancelled');
    const deadlineOnly = readAnswers({
      input,
      output: { answers: {} },
      autoResolution: { deadline: 5, resolvedAt: null, policy: null },
    });
    expect(deadlineOnly.questions.map((question) => question.resolution)).toEqual(['skipped', 'skipped']);
  });

  it('never credits a twin’s answer to a question whose text is the twin’s key', () => {
    const tricky = {
      questions: [
        { question: 'A', header: 'A', options: [{ label: 'x' }, { label: 'y' }] },
        { question: 'A', header: 'A', options: [{ label: 'x' }, { label: 'y' }] },
        { question: 'A#2', header: 'C', options: [{ label: 'x' }, { label: 'y' }] },
      ],
    };
    const { questions } = normalizeQuestions(tricky);
    let draft = createDraft(tricky);
    questions.forEach((question, index) => {
      draft = draftReducer(draft, {
        type: DraftChange.SelectOption,
        key: question.key,
        label: index === 1 ? 'y' : 'x',
      });
    });
    const reading = readAnswers({
      input: tricky,
      output: (toResponse(draft) as { content: unknown }).content,
    });
    // The third question keeps its own answer; the twin's is never credited to it.
    expect(reading.questions[2]?.selected).toEqual(['x']);
    expect(reading.questions[0]?.selected).toEqual(['x']);
  });
});

describe("Kimi CLI's notes, wherever a host stored its output", () => {
  const afk = 'Running in afk mode. No user is present. Make your own decision.';

  it('reads the AFK note as auto-resolved, never as the user skipping everything', () => {
    for (const output of [{ answers: {}, note: afk }, JSON.stringify({ answers: {}, note: afk })]) {
      const reading = readAnswers({ input, output });
      expect(reading.questions.map((question) => question.resolution)).toEqual([
        'auto-resolved',
        'auto-resolved',
      ]);
      expect(reading.autoResolution?.policy).toBe(afk);
    }
  });

  it('reads the dismissal note as dismissed', () => {
    const output = { answers: {}, note: 'User dismissed the question without answering.' };
    expect(readAnswers({ input, output }).outcome).toBe('cancelled');
  });

  it('leaves an unknown note alone: skipped questions stay skipped', () => {
    const reading = readAnswers({ input, output: { answers: {}, note: 'something else' } });
    expect(reading.questions.map((question) => question.resolution)).toEqual(['skipped', 'skipped']);
  });
});

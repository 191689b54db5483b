import { describe, expect, it } from 'vitest';
import {
  type CardFacts,
  cardProblem,
  cardViewState,
  contractProblems,
  isAmendable,
  isCardFinished,
  statusKind,
  statusTone,
  submitHint,
} from '../../src/core/card/card-state';
import { decisionChips, recordFromResponse } from '../../src/core/card/finished-call';
import { normalizeQuestions, readAnswers } from '../../src/core';

const base: CardFacts = {
  hasInput: true,
  hasRecord: false,
  responded: false,
  questionCount: 1,
  streaming: false,
};

describe('isCardFinished', () => {
  it.each<[string, Partial<CardFacts>, boolean]>([
    ['a pending input', { status: 'pending' }, false],
    ['an input without status', {}, false],
    ['a response given', { responded: true, status: 'pending' }, true],
    ['a finished status', { status: 'declined' }, true],
    ['status error', { status: 'error' }, true],
    [
      'a live status over an answered record',
      { status: 'streaming', hasRecord: true, readingSource: 'output' },
      false,
    ],
    ['a record whose carriers hold answers', { hasRecord: true, readingSource: 'display' }, true],
    [
      'a record with no answers but a final state',
      { hasRecord: true, readingSource: 'none', recordState: 'cancelled' },
      true,
    ],
    ['a record with no answers and no state', { hasRecord: true, readingSource: 'none' }, false],
    [
      'a record with a made-up state',
      { hasRecord: true, readingSource: 'none', recordState: 'weird' },
      false,
    ],
  ])('%s', (_name, facts, expected) => {
    expect(isCardFinished({ ...base, ...facts })).toBe(expected);
  });
});

describe('cardProblem', () => {
  it.each<[string, Partial<CardFacts> & { finished?: boolean }, string | undefined]>([
    ['neither input nor record', { hasInput: false, questionCount: 0 }, 'no-input'],
    [
      'neither, while streaming',
      { hasInput: false, status: 'streaming', questionCount: 0, streaming: true },
      undefined,
    ],
    [
      'a record without questions',
      { hasInput: false, hasRecord: true, questionCount: 0 },
      'record-without-questions',
    ],
    [
      'a record whose output echoes the questions',
      { hasInput: false, hasRecord: true, questionCount: 0, readingQuestionCount: 2, finished: true },
      undefined,
    ],
    [
      'a live record still streaming',
      { hasInput: false, hasRecord: true, questionCount: 0, recordState: 'streaming', streaming: true },
      undefined,
    ],
    ['input with no usable question', { questionCount: 0 }, 'unrenderable'],
    ['input still streaming in', { questionCount: 0, streaming: true }, undefined],
    ['a usable input', {}, undefined],
  ])('%s', (_name, facts, expected) => {
    expect(cardProblem({ ...base, finished: false, ...facts })).toBe(expected);
  });
});

describe('cardViewState', () => {
  it.each([
    [
      { answeredElsewhere: true, finished: true, outcome: 'answered' as const, streaming: false },
      'answered-elsewhere',
    ],
    [
      { answeredElsewhere: false, finished: true, outcome: 'declined' as const, streaming: false },
      'declined',
    ],
    [{ answeredElsewhere: false, finished: true, outcome: undefined, streaming: false }, 'answered'],
    [{ answeredElsewhere: false, finished: false, outcome: undefined, streaming: true }, 'streaming'],
    [{ answeredElsewhere: false, finished: false, outcome: undefined, streaming: false }, 'pending'],
  ])('%o → %s', (options, expected) => {
    expect(cardViewState(options)).toBe(expected);
  });
});

describe('isAmendable', () => {
  const yes = {
    canAmend: true,
    finished: true,
    outcome: 'answered' as const,
    questionCount: 2,
    answeredElsewhere: false,
  };
  it.each([
    [{}, true],
    [{ canAmend: false }, false],
    [{ finished: false }, false],
    [{ outcome: 'pending' as const }, false],
    [{ outcome: undefined }, false],
    [{ questionCount: 0 }, false],
    [{ answeredElsewhere: true }, false],
  ])('%o → %s', (change, expected) => {
    expect(isAmendable({ ...yes, ...change })).toBe(expected);
  });
});

describe('submitHint', () => {
  it.each([
    [{ editing: false, missingRequired: 2, canSubmit: false }, undefined],
    [{ editing: true, missingRequired: 1, canSubmit: false }, 'needs-required'],
    [{ editing: true, missingRequired: 0, canSubmit: false }, 'needs-answer'],
    [{ editing: true, missingRequired: 0, canSubmit: true }, undefined],
  ])('%o → %s', (options, expected) => {
    expect(submitHint(options)).toBe(expected);
  });
});

describe('statusKind and its tone', () => {
  const accept = (answers: Record<string, string>) => ({ action: 'accept' as const, content: { answers } });
  it.each([
    [{ state: 'idle' as const }, { streaming: true }, 'receiving', undefined],
    [{ state: 'idle' as const }, { streaming: false }, 'none', undefined],
    [{ state: 'sending' as const, response: accept({ q: 'a' }) }, { streaming: false }, 'sending', undefined],
    [{ state: 'failed' as const, response: accept({ q: 'a' }) }, { streaming: false }, 'none', undefined],
    [{ state: 'sent' as const, response: accept({ q: 'a' }) }, { streaming: false }, 'sent', undefined],
    [{ state: 'sent' as const, response: accept({}) }, { streaming: false }, 'skipped-all', undefined],
    [
      { state: 'sent' as const, response: { action: 'decline' as const } },
      { streaming: false },
      'declined',
      'neutral',
    ],
    [
      { state: 'sent' as const, response: { action: 'cancel' as const } },
      { streaming: false },
      'cancelled',
      'neutral',
    ],
    [{ state: 'idle' as const }, { streaming: false, amended: true }, 'amended', undefined],
  ])('%o %o → %s', (delivery, options, kind, tone) => {
    expect(statusKind(delivery, options)).toBe(kind);
    expect(statusTone(statusKind(delivery, options))).toBe(tone);
  });
});

describe('contractProblems', () => {
  it('reports contract warnings of a complete input and none while it streams', () => {
    const tooMany = {
      questions: [
        {
          question: 'Q?',
          header: 'A header far too long for a chip',
          options: [{ label: 'a' }, { label: 'b' }],
        },
      ],
    };
    const problems = contractProblems(normalizeQuestions(tooMany)).map((warning) => warning.code);
    expect(problems).toContain('header-too-long');
    const streaming = normalizeQuestions('{"questions":[{"question":"Q?","options":[{"label":"a"}');
    expect(streaming.complete).toBe(false);
    expect(contractProblems(streaming)).toEqual([]);
  });
});

describe('recordFromResponse', () => {
  const input = { questions: [{ question: 'Q?', header: 'Q', options: [{ label: 'a' }, { label: 'b' }] }] };
  it('reads back exactly what the card sent, through the same carriers as a stored record', () => {
    const record = recordFromResponse(input, { action: 'accept', content: { answers: { 'Q?': 'b' } } });
    const reading = readAnswers(record);
    expect(reading.outcome).toBe('answered');
    expect(reading.questions[0]?.selected).toEqual(['b']);
  });
  it.each([
    ['decline', 'declined'],
    ['cancel', 'cancelled'],
  ] as const)('a %s reads as %s', (action, outcome) => {
    expect(readAnswers(recordFromResponse(input, { action })).outcome).toBe(outcome);
  });
});

describe('decisionChips', () => {
  const question = normalizeQuestions({
    questions: [{ question: 'Q?', header: 'Q', options: [{ label: 'a (Recommended)' }, { label: 'b' }] }],
  }).questions[0];
  const plain = normalizeQuestions({
    questions: [{ question: 'Q?', header: 'Q', options: [{ label: 'a' }, { label: 'b' }] }],
  }).questions[0];
  const answered = (selected: string[], custom?: string) => ({
    key: 'Q?',
    question: 'Q?',
    state: 'answered' as const,
    selected,
    resolution: 'user' as const,
    ...(custom === undefined ? {} : { custom }),
  });
  it.each([
    [
      'the recommended option',
      answered(['a (Recommended)']),
      question,
      { other: false, notRecommended: false },
    ],
    ['another option', answered(['b']), question, { other: false, notRecommended: true }],
    ['own text only', answered([], 'c'), question, { other: true, notRecommended: true }],
    ['no recommendation to go against', answered(['b']), plain, { other: false, notRecommended: false }],
    ['an unknown question', answered(['b']), undefined, { other: false, notRecommended: false }],
  ])('%s', (_name, item, of, expected) => {
    expect(decisionChips(item as never, of)).toEqual(expected);
  });
  it('a skipped question has no chips', () => {
    expect(
      decisionChips({ key: 'Q?', question: 'Q?', state: 'skipped', selected: [] } as never, question),
    ).toEqual({
      other: false,
      notRecommended: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createCardState } from '../../src/core/card/machine';
import { cardReducer } from '../../src/core/card/reducer';
import { type CardProps, type CardSnapshot, selectCard } from '../../src/core/card/selectors';
import { decisionChips, recordFromResponse } from '../../src/core/card/finished-call';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';

// Everything a card derives — finished, problem, phase, locked, view, status, hints — is decided
// in one selectors module; these tables hold each decision, from state and props alone.

const input = {
  questions: [
    { question: 'Q?', header: 'Q', multiSelect: false, options: [{ label: 'a' }, { label: 'b' }] },
    { question: 'R?', header: 'R', multiSelect: false, options: [{ label: 'c' }, { label: 'd' }] },
  ],
};
const normalized = normalizeQuestions(input);
const empty = normalizeQuestions({ questions: 'not a list' });
const streamingIn = normalizeQuestions('{"questions":[{"question":"Q?","options":[{"label":"a"}');

const props = (change: Partial<CardProps> = {}): CardProps => ({
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
});
const accept = (answers: Record<string, string>): AskUserResponse => ({
  action: 'accept',
  content: { answers },
});
const fresh = createCardState(normalized);
const picked = cardReducer(fresh, { type: 'select-option', key: 'Q?', label: 'a' });
const sending = cardReducer(picked, { type: 'submit' });
const out = sending.delivery.state === 'sending' ? sending.delivery.response : accept({});
const sent = cardReducer(sending, { type: 'sent', response: out });
const refused = cardReducer(sending, { type: 'refused', response: out, error: new Error('offline') });
const declining = cardReducer(fresh, { type: 'decline' });
const declined = cardReducer(declining, {
  type: 'sent',
  response: declining.delivery.state === 'sending' ? declining.delivery.response : accept({}),
});
const card = (state = fresh, change: Partial<CardProps> = {}) => selectCard({ state, props: props(change) });

describe('finished: the summary shows instead of the questions', () => {
  it.each<[string, CardSnapshot['state'], Partial<CardProps>, boolean]>([
    ['a pending input', fresh, {}, false],
    ['an input without status', fresh, { status: undefined }, false],
    ['a response the host took', sent, {}, true],
    ['a response still going out', sending, {}, false],
    ['a refused response', refused, {}, false],
    ['a response the host gives', fresh, { response: accept({ 'Q?': 'a' }) }, true],
    ['a finished status', fresh, { status: 'declined' }, true],
    ['status error', fresh, { status: 'error' }, true],
    [
      'a live status over an answered record',
      fresh,
      { status: 'streaming', record: { input, output: { answers: { 'Q?': 'a' } } } },
      false,
    ],
    [
      'a record whose carriers hold answers',
      fresh,
      {
        status: undefined,
        record: { input, display: { kind: 'ask_user_question', answers: { 'Q?': 'a' } } },
      },
      true,
    ],
    [
      'a record with no answers but a final state',
      fresh,
      { status: undefined, record: { input, state: 'cancelled' } },
      true,
    ],
    ['a record with no answers and no state', fresh, { status: undefined, record: { input } }, false],
    ['a record with a made-up state', fresh, { status: undefined, record: { input, state: 'weird' } }, false],
  ])('%s', (_name, state, change, expected) => {
    expect(card(state, change).finished).toBe(expected);
  });
});

describe('problem: what the error card reports', () => {
  it.each<[string, Partial<CardProps>, string | undefined]>([
    ['neither input nor record', { hasInput: false, normalized: empty, source: undefined }, 'no-input'],
    [
      'neither, while streaming',
      { hasInput: false, normalized: empty, source: undefined, status: 'streaming' },
      undefined,
    ],
    [
      'a record without questions',
      {
        hasInput: false,
        normalized: empty,
        source: undefined,
        status: undefined,
        record: { state: 'answered' },
      },
      'record-without-questions',
    ],
    [
      'a live record still streaming',
      {
        hasInput: false,
        normalized: empty,
        source: undefined,
        status: undefined,
        record: { state: 'streaming' },
      },
      undefined,
    ],
    ['input with no usable question', { normalized: empty }, 'unrenderable'],
    ['input still streaming in', { normalized: streamingIn, status: 'streaming' }, undefined],
    ['a usable input', {}, undefined],
  ])('%s', (_name, change, expected) => {
    expect(card(fresh, change).problem).toBe(expected);
  });
});

describe('phase and locked: decided once', () => {
  it.each<[string, CardSnapshot['state'], Partial<CardProps>, string, boolean]>([
    ['editing', fresh, {}, 'editing', false],
    ['streaming', fresh, { status: 'streaming' }, 'streaming', true],
    ['disabled by the host', fresh, { disabled: true }, 'disabled', true],
    ['answered elsewhere', fresh, { answeredElsewhere: true }, 'disabled', true],
    ['sending', sending, {}, 'sending', true],
    ['refused: editable again', refused, {}, 'editing', false],
    ['responded', sent, {}, 'responded', true],
    ['a restored call', fresh, { status: undefined, record: { input, state: 'declined' } }, 'finished', true],
    ['an error card', fresh, { normalized: empty }, 'editing', true],
  ])('%s', (_name, state, change, phase, locked) => {
    const derived = card(state, change);
    expect(derived.phase).toBe(phase);
    expect(derived.locked).toBe(locked);
  });
});

describe("view and the card's data-state", () => {
  it.each<[string, CardSnapshot['state'], Partial<CardProps>, string, string]>([
    ['pending', fresh, {}, 'questions', 'pending'],
    ['streaming', fresh, { status: 'streaming' }, 'questions', 'streaming'],
    ['answered elsewhere', fresh, { answeredElsewhere: true }, 'questions', 'answered-elsewhere'],
    ['declined here', declined, {}, 'summary', 'declined'],
    ['answered here', sent, {}, 'summary', 'partial'],
    [
      'a restored declined call',
      fresh,
      { status: undefined, record: { input, state: 'declined' } },
      'summary',
      'declined',
    ],
    ['an error card', fresh, { normalized: empty }, 'error', 'pending'],
  ])('%s', (_name, state, change, view, viewState) => {
    expect(card(state, change).view).toBe(view);
    expect(card(state, change).viewState).toBe(viewState);
  });
});

describe('amendable', () => {
  const answered = {
    status: undefined,
    record: { input, output: { answers: { 'Q?': 'a' } } },
    canAmend: true,
  };
  it.each<[string, Partial<CardProps>, boolean]>([
    ['a finished call the host lets the user amend', answered, true],
    ['without onAmend', { ...answered, canAmend: false }, false],
    ['a pending call', { canAmend: true }, false],
    ['answered elsewhere', { ...answered, answeredElsewhere: true }, false],
    ['a finished call without questions', { ...answered, normalized: empty }, false],
  ])('%s', (_name, change, expected) => {
    expect(card(fresh, change).amendable).toBe(expected);
  });
});

describe('submit hint, can submit, can decline', () => {
  it.each<[string, CardSnapshot['state'], Partial<CardProps>, string | undefined, boolean, boolean]>([
    ['nothing answered', fresh, {}, 'needs-answer', false, true],
    ['one answered', picked, {}, undefined, true, true],
    ['sending', sending, {}, undefined, false, false],
    ['refused', refused, {}, undefined, true, true],
    ['streaming: decline stays possible', fresh, { status: 'streaming' }, undefined, false, true],
    ['disabled', fresh, { disabled: true }, undefined, false, false],
    ['an error card', fresh, { normalized: empty }, undefined, false, true],
    [
      'a stored record it cannot read: nobody to refuse to',
      fresh,
      { hasInput: false, status: 'pending', record: { input: 'garbage' }, normalized: empty },
      undefined,
      false,
      false,
    ],
    ['finished', sent, {}, undefined, false, false],
  ])('%s', (_name, state, change, hint, canSubmit, canDecline) => {
    const derived = card(state, change);
    expect(derived.submitHint).toBe(hint);
    expect(derived.canSubmit).toBe(canSubmit);
    expect(derived.canDecline).toBe(canDecline);
  });

  it('asks for the required questions first', () => {
    const required = normalizeQuestions({
      message: 'Details',
      requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    });
    expect(card(createCardState(required), { normalized: required }).submitHint).toBe('needs-required');
  });
});

describe('status line', () => {
  const answers = (action: AskUserResponse) => {
    const going = cardReducer(
      picked,
      action.action === 'decline'
        ? { type: 'decline' }
        : action.action === 'cancel'
          ? { type: 'cancel' }
          : Object.keys(action.content.answers).length
            ? { type: 'submit' }
            : { type: 'skip-all' },
    );
    return going.delivery.state === 'sending'
      ? cardReducer(going, { type: 'sent', response: going.delivery.response })
      : going;
  };
  it.each<[string, CardSnapshot['state'], Partial<CardProps>, string]>([
    ['receiving', fresh, { status: 'streaming' }, 'receiving'],
    ['nothing to say', fresh, {}, 'none'],
    ['sending', sending, {}, 'sending'],
    ['refused: the alert says it', refused, {}, 'none'],
    ['sent', answers(accept({ 'Q?': 'a' })), {}, 'sent'],
    ['skipped all', answers(accept({})), {}, 'skipped-all'],
    ['declined', answers({ action: 'decline' }), {}, 'declined'],
    ['cancelled', answers({ action: 'cancel' }), {}, 'cancelled'],
    ['amended', { ...sent, amended: accept({ 'Q?': 'b' }), correctionSent: true }, {}, 'amended'],
    ['amend editor left without a change', { ...sent, amended: accept({ 'Q?': 'b' }) }, {}, 'none'],
  ])('%s', (_name, state, change, expected) => {
    expect(card(state, change).status).toBe(expected);
  });
});

describe('contract problems', () => {
  it('reports contract warnings of a complete input and none while it streams', () => {
    const tooLong = normalizeQuestions({
      questions: [
        {
          question: 'Q?',
          header: 'A header far too long for a chip',
          options: [{ label: 'a' }, { label: 'b' }],
        },
      ],
    });
    expect(card(fresh, { normalized: tooLong }).contractProblems.map((warning) => warning.code)).toContain(
      'header-too-long',
    );
    expect(card(fresh, { normalized: streamingIn, status: 'streaming' }).contractProblems).toEqual([]);
  });
});

describe('steps', () => {
  it('clamps the step to the review and leaves out questions without text', () => {
    const withBlank = normalizeQuestions({
      questions: [...input.questions, { question: ' ', options: [{ label: 'x' }, { label: 'y' }] }],
    });
    const derived = card(cardReducer(fresh, { type: 'go-to-step', step: 9 }), { normalized: withBlank });
    expect(derived.steps.questions.map((question) => question.key)).toEqual(['Q?', 'R?']);
    expect(derived.steps).toMatchObject({ current: 2, reviewIndex: 2, onReview: true });
  });
});

describe('the reading of a finished call', () => {
  it('reads the response the card sent through the carriers a stored record has', () => {
    const reading = card(sent).reading;
    expect(reading?.source).toBe('display');
    expect(reading?.questions[0]).toMatchObject({ state: 'answered', selected: ['a'] });
  });
  it('is not read for a pending card', () => {
    expect(card(picked).reading).toBeUndefined();
  });
  it('is read once per snapshot', () => {
    const snapshot = { state: sent, props: props() };
    expect(selectCard(snapshot)).toBe(selectCard(snapshot));
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

import { describe, expect, it } from 'vitest';
import { formatModelContent, readAnswers } from '../../src/core';
import { ANSWER_CARRIERS } from '../../src/core/answers/read-answers';
import type { AnswerReading } from '../../src/core';
import { claudeInput, codexSecretInput, idKeyedInput, opencodeInput } from '../fixtures/inputs';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';

const single = {
  questions: [
    {
      question: 'Pick one?',
      header: 'One',
      options: [
        { label: 'A', description: 'a' },
        { label: 'B', description: 'b' },
      ],
    },
  ],
};

function answersOf(reading: AnswerReading): Record<string, unknown> {
  return Object.fromEntries(
    reading.questions.map((q) => [q.key, { state: q.state, selected: q.selected, custom: q.custom }]),
  );
}

describe('readAnswers: the four carriers', () => {
  it('reads the display payload', () => {
    const reading = readAnswers({
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite', [FEATURES]: 'Auth, Search' } },
    });
    expect(reading.source).toBe('display');
    expect(reading.outcome).toBe('answered');
    expect(answersOf(reading)).toEqual({
      [DB]: { state: 'answered', selected: ['SQLite'], custom: undefined },
      [FEATURES]: { state: 'answered', selected: ['Auth', 'Search'], custom: undefined },
    });
  });

  it('reads the structured output, with answer values as strings or arrays', () => {
    const reading = readAnswers({
      input: claudeInput,
      output: {
        questions: claudeInput.questions,
        answers: { [DB]: ['DynamoDB'], [FEATURES]: ['Search', 'Export, CSV'] },
      },
    });
    expect(reading.source).toBe('output');
    expect(reading.questions.map((q) => q.selected)).toEqual([['DynamoDB'], ['Search', 'Export, CSV']]);
    expect(reading.questions[1]?.text).toBe('Search, Export, CSV');
  });

  it('reads answers back-filled into the input', () => {
    const reading = readAnswers({ input: { ...claudeInput, answers: { [DB]: 'PostgreSQL (Recommended)' } } });
    expect(reading.source).toBe('input');
    expect(reading.outcome).toBe('partial');
    expect(reading.questions[0]?.selected).toEqual(['PostgreSQL (Recommended)']);
    expect(reading.questions[1]).toMatchObject({ state: 'skipped', reason: 'skipped' });
  });

  it('reads raw.answers, answer_<index> and a lone answer', () => {
    expect(
      readAnswers({ input: claudeInput, raw: { answers: { [DB]: 'SQLite' } } }).questions[0]?.selected,
    ).toEqual(['SQLite']);
    const indexed = readAnswers({ input: claudeInput, raw: { answer_0: 'SQLite', answer_1: 'Auth' } });
    expect(indexed.source).toBe('raw');
    expect(indexed.questions.map((q) => q.selected)).toEqual([['SQLite'], ['Auth']]);
    expect(readAnswers({ input: single, raw: { answer: 'B' } }).questions[0]?.selected).toEqual(['B']);
  });

  it('attributes the old single selected / answered_custom fields only to a one-question call', () => {
    expect(readAnswers({ input: single, raw: { selected: 'A' } }).questions[0]).toMatchObject({
      state: 'answered',
      selected: ['A'],
    });
    expect(
      readAnswers({ input: single, raw: { answered_custom: 'my own words' } }).questions[0],
    ).toMatchObject({
      state: 'answered',
      selected: [],
      custom: 'my own words',
    });
    expect(
      readAnswers({ input: single, raw: { selected: 'typed text', answered_custom: true } }).questions[0]
        ?.custom,
    ).toBe('typed text');

    // Several questions: no identity, so no answer rather than a misplaced one.
    for (const raw of [{ selected: 'SQLite' }, { answer: 'SQLite' }, { answered_custom: 'x' }]) {
      const reading = readAnswers({ input: claudeInput, raw, state: 'answered' });
      expect(reading.source).toBe('none');
      expect(reading.questions.map((q) => q.state)).toEqual(['no-answer', 'no-answer']);
      expect(reading.outcome).toBe('unknown');
    }
  });
});

describe('readAnswers: carrier priority (docs/core.md)', () => {
  const carrierValues = {
    display: { kind: 'ask_user_question', answers: { 'Pick one?': 'A' } },
    output: { questions: single.questions, answers: { 'Pick one?': 'B' } },
    input: { ...single, answers: { 'Pick one?': 'from input' } },
    raw: { answers: { 'Pick one?': 'from raw' } },
  } as const;
  const expectedText = { display: 'A', output: 'B', input: 'from input', raw: 'from raw' } as const;

  const combinations = Array.from({ length: 16 }, (_, mask) =>
    ANSWER_CARRIERS.filter((_, bit) => (mask & (1 << bit)) !== 0),
  );

  it.each(combinations.map((present) => [present.join('+') || '(none)', present] as const))(
    'with %s present, the first in priority order wins',
    (_name, present) => {
      const record: Record<string, unknown> = { input: single };
      for (const carrier of present) record[carrier] = carrierValues[carrier];
      const reading = readAnswers(record);
      const winner = ANSWER_CARRIERS.find((carrier) => present.includes(carrier));
      expect(reading.source).toBe(winner ?? 'none');
      expect(reading.questions[0]?.text).toBe(winner ? expectedText[winner] : undefined);
    },
  );

  it('treats display answers: {} as "seen and skipped", above answers in lower carriers', () => {
    const reading = readAnswers({
      input: { ...single, answers: { 'Pick one?': 'A' } },
      display: { kind: 'ask_user_question', answers: {} },
    });
    expect(reading.source).toBe('display');
    expect(reading.outcome).toBe('none-answered');
    expect(reading.questions[0]).toMatchObject({ state: 'skipped', reason: 'skipped' });
  });

  it('distinguishes no display at all from an empty one', () => {
    const none = readAnswers({ input: single, state: 'answered' });
    expect(none.source).toBe('none');
    expect(none.outcome).toBe('unknown');
    expect(none.questions[0]?.state).toBe('no-answer');
  });

  it('skips a carrier whose answers belong to other questions', () => {
    const reading = readAnswers({
      input: single,
      display: { kind: 'ask_user_question', answers: { 'A different question?': 'X' } },
      output: { answers: { 'Pick one?': 'B' } },
    });
    expect(reading.source).toBe('output');
    expect(reading.questions[0]?.selected).toEqual(['B']);
  });

  it('ignores display payloads of other kinds and finds this one in a list', () => {
    expect(
      readAnswers({ input: single, display: { kind: 'bash', answers: { 'Pick one?': 'A' } } }).source,
    ).toBe('none');
    const listed = readAnswers({
      input: single,
      display: [{ kind: 'diff' }, { kind: 'ask_user_question', answers: { 'Pick one?': 'B' } }],
    });
    expect(listed.source).toBe('display');
  });
});

describe('readAnswers: outcome from state when no carrier holds answers', () => {
  it.each([
    ['declined', 'declined'],
    ['cancelled', 'cancelled'],
    ['pending', 'pending'],
    ['streaming', 'pending'],
    ['answered', 'unknown'],
    ['error', 'error'],
    ['unavailable', 'unavailable'],
    [undefined, 'unknown'],
  ])('state %s reads as %s', (state, outcome) => {
    const reading = readAnswers({ input: single, state });
    expect(reading.outcome).toBe(outcome);
    expect(reading.source).toBe('none');
    expect(reading.questions[0]?.state).toBe('no-answer');
  });

  it('keeps the reason a call ended without answers, and only then', () => {
    expect(readAnswers({ input: single, state: 'error', reason: '  hook said no ' }).reason).toBe(
      'hook said no',
    );
    expect(readAnswers({ input: single, state: 'error', reason: '   ' }).reason).toBeUndefined();
    const answered = readAnswers({
      input: single,
      output: { answers: { 'Pick one?': 'A' } },
      reason: 'stale',
      state: 'answered',
    });
    expect(answered.reason).toBeUndefined();
    expect(readAnswers({ input: single, state: 'error' }).questions[0]?.resolution).toBe('error');
  });

  it('never reads answers out of the model-visible result text', () => {
    const sentence = formatModelContent(single, { 'Pick one?': 'A' });
    expect(sentence).toContain('"Pick one?"="A"');
    const reading = readAnswers({ input: single, output: sentence, raw: sentence, state: 'answered' });
    expect(reading.source).toBe('none');
    expect(reading.questions[0]?.state).toBe('no-answer');
  });
});

describe('readAnswers: multi-select splitting against the known labels', () => {
  const read = (answer: string) =>
    readAnswers({
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: { [FEATURES]: answer } },
    }).questions[1];

  it.each([
    ['Auth, Search', ['Auth', 'Search'], undefined],
    ['Export, CSV', ['Export, CSV'], undefined],
    ['Auth, Export, CSV', ['Auth', 'Export, CSV'], undefined],
    ['Search, Auth', ['Auth', 'Search'], undefined],
    ['Auth, also dark mode, please', ['Auth'], 'also dark mode, please'],
    ['Just a typed answer', [], 'Just a typed answer'],
    ['Auth,Search', [], 'Auth,Search'],
  ])('%j → selected %j, custom %j', (answer, selected, custom) => {
    const question = read(answer);
    expect(question?.selected).toEqual(selected);
    expect(question?.custom).toBe(custom);
    expect(question?.text).toBe(answer);
  });

  it('keeps single-select custom text verbatim, commas and spaces included', () => {
    const reading = readAnswers({
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: { [DB]: '  Mongo, maybe  ' } },
    });
    expect(reading.questions[0]).toMatchObject({
      selected: [],
      custom: '  Mongo, maybe  ',
      text: '  Mongo, maybe  ',
    });
  });

  it('recognises a label given without its "(Recommended)" marker', () => {
    const reading = readAnswers({ input: claudeInput, output: { answers: { [DB]: 'PostgreSQL' } } });
    expect(reading.questions[0]?.selected).toEqual(['PostgreSQL (Recommended)']);
  });
});

describe('readAnswers: Claude Code output details', () => {
  it('reads response, annotations (notes, preview, unanswered) and afkTimeoutMs', () => {
    const reading = readAnswers({
      input: claudeInput,
      output: {
        questions: claudeInput.questions,
        answers: { [DB]: 'SQLite' },
        response: 'Actually, let us talk first.',
        annotations: {
          [DB]: { notes: 'Only for the prototype', preview: 'db preview' },
          [FEATURES]: { unanswered: 'replied_in_chat' },
        },
        afkTimeoutMs: 60_000,
      },
    });
    expect(reading.response).toBe('Actually, let us talk first.');
    expect(reading.autoResolvedAfterMs).toBe(60_000);
    expect(reading.questions[0]).toMatchObject({ notes: 'Only for the prototype', preview: 'db preview' });
    expect(reading.questions[1]).toMatchObject({ state: 'skipped', reason: 'replied_in_chat' });
  });

  it('reads the "(notes only)" sentinel as no choice plus a note', () => {
    const reading = readAnswers({
      input: single,
      output: {
        answers: { 'Pick one?': '(notes only)' },
        annotations: { 'Pick one?': { notes: 'Neither fits' } },
      },
    });
    expect(reading.outcome).toBe('none-answered');
    expect(reading.questions[0]).toMatchObject({
      state: 'skipped',
      reason: 'notes-only',
      notes: 'Neither fits',
      selected: [],
    });
    expect(reading.questions[0]?.text).toBeUndefined();
  });

  it('marks unanswered questions of an auto-resolved dialog as continued automatically', () => {
    const reading = readAnswers({
      input: claudeInput,
      output: { answers: { [DB]: 'SQLite' }, afkTimeoutMs: 30_000 },
    });
    expect(reading.outcome).toBe('partial');
    expect(reading.questions[1]).toMatchObject({ state: 'skipped', reason: 'auto-resolved' });
  });

  it('treats unknown unanswered reasons as absent', () => {
    const reading = readAnswers({
      input: single,
      output: { answers: {}, annotations: { 'Pick one?': { unanswered: 'exploded' } } },
    });
    expect(reading.questions[0]?.reason).toBe('skipped');
  });

  it('takes the questions from the output when the input is missing', () => {
    const reading = readAnswers({
      output: { questions: claudeInput.questions, answers: { [FEATURES]: 'Auth' } },
    });
    expect(reading.questions.map((q) => q.key)).toEqual([DB, FEATURES]);
    expect(reading.questions[1]?.selected).toEqual(['Auth']);
  });

  it('falls back to the answer keys when only a display payload survived', () => {
    const reading = readAnswers({
      display: { kind: 'ask_user_question', answers: { 'Deploy now?': 'Yes, now' } },
    });
    expect(reading.questions).toEqual([
      {
        key: 'Deploy now?',
        question: 'Deploy now?',
        state: 'answered',
        resolution: 'answered',
        text: 'Yes, now',
        selected: [],
      },
    ]);
  });

  it('fills notes into a display-sourced reading from the output annotations', () => {
    const reading = readAnswers({
      input: single,
      display: { kind: 'ask_user_question', answers: { 'Pick one?': 'A' } },
      output: { answers: { 'Pick one?': 'A' }, annotations: { 'Pick one?': { notes: 'because' } } },
    });
    expect(reading.source).toBe('display');
    expect(reading.questions[0]?.notes).toBe('because');
  });
});

describe('readAnswers: other runtimes', () => {
  it('reads id-keyed answers { id, selected, custom }', () => {
    const reading = readAnswers({
      input: idKeyedInput,
      output: {
        answers: [
          { id: 'auth', selected: ['JWT'], custom: 'with refresh tokens' },
          { id: 'name', selected: [], custom: 'Orbit' },
          { id: 'langs', selected: ['Go', 'TypeScript'], custom: 'Zig' },
        ],
      },
    });
    expect(reading.source).toBe('output');
    expect(answersOf(reading)).toEqual({
      auth: { state: 'answered', selected: [], custom: 'with refresh tokens' },
      name: { state: 'answered', selected: [], custom: 'Orbit' },
      langs: { state: 'answered', selected: ['TypeScript', 'Go'], custom: 'Zig' },
    });
  });

  it('reads OpenCode positional string[][] only when it has one entry per question', () => {
    const reading = readAnswers({
      input: opencodeInput,
      output: { answers: [['Vitest'], ['ESLint', 'Biome']] },
    });
    expect(reading.questions.map((q) => q.selected)).toEqual([['Vitest'], ['ESLint', 'Biome']]);
    const misaligned = readAnswers({ input: opencodeInput, output: { answers: [['Vitest']] } });
    expect(misaligned.source).toBe('none');
  });

  it('reads Codex { answers: string[] } values keyed by id, also from JSON text', () => {
    const codexOutput = JSON.stringify({
      answers: { auth: { answers: ['JWT'] }, name: { answers: ['Orbit'] } },
    });
    const reading = readAnswers({ input: idKeyedInput, output: codexOutput });
    expect(reading.source).toBe('output');
    expect(reading.questions[0]?.selected).toEqual(['JWT']);
    expect(reading.questions[1]?.custom).toBe('Orbit');
  });

  it('is safe with question texts that are Object.prototype keys', () => {
    const input = {
      questions: [
        { question: 'constructor', options: ['A', 'B'] },
        { question: '__proto__', options: ['C', 'D'] },
      ],
    };
    const reading = readAnswers({ input, display: { kind: 'ask_user_question', answers: {} } });
    expect(reading.questions.map((q) => q.state)).toEqual(['skipped', 'skipped']);
    const answered = readAnswers({
      input,
      display: { kind: 'ask_user_question', answers: JSON.parse('{"__proto__":"C"}') },
    });
    expect(answered.questions[1]?.selected).toEqual(['C']);
    expect(answered.questions[0]?.state).toBe('skipped');
  });
});

describe('readAnswers: never throws', () => {
  it.each([null, undefined, 1, 'text', [], { input: 5, output: 'x', display: [null], raw: Symbol('s') }])(
    'reads %s',
    (record) => {
      const reading = readAnswers(record);
      expect(reading.source).toBe('none');
      expect(reading.questions).toEqual([]);
      expect(reading.outcome).toBe('unknown');
    },
  );

  it('survives throwing getters anywhere in the record', () => {
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    const reading = readAnswers({ input: single, display: trap, output: { answers: trap }, raw: trap });
    expect(reading.source).toBe('none');
    expect(reading.questions).toHaveLength(1);
  });
});

describe('readAnswers: how each question ended (resolution provenance)', () => {
  const resolutions = (record: unknown) => readAnswers(record).questions.map((q) => q.resolution);

  it.each([
    [
      { input: claudeInput, display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite' } } },
      ['answered', 'skipped'],
    ],
    [
      { input: claudeInput, output: { answers: { [DB]: 'SQLite' }, afkTimeoutMs: 5000 } },
      ['answered', 'auto-resolved'],
    ],
    [{ input: claudeInput, state: 'declined' }, ['declined', 'declined']],
    [{ input: claudeInput, state: 'cancelled' }, ['cancelled', 'cancelled']],
    [{ input: claudeInput, state: 'unavailable' }, ['unavailable', 'unavailable']],
    [{ input: claudeInput, state: 'pending' }, ['pending', 'pending']],
    [{ input: claudeInput, state: 'answered' }, ['unknown', 'unknown']],
  ])('record %# resolves its questions as %j', (record, expected) => {
    expect(resolutions(record)).toEqual(expected);
  });

  it('marks the call unavailable when the host says no UI could show it', () => {
    expect(readAnswers({ input: claudeInput, state: 'unavailable' }).outcome).toBe('unavailable');
  });

  it('records a host auto-resolution with its policy and time', () => {
    const reading = readAnswers({
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: {} },
      autoResolution: { policy: 'continue with defaults', resolvedAt: '2026-11-30T10:05:00Z' },
    });
    expect(reading.autoResolution).toEqual({
      policy: 'continue with defaults',
      resolvedAt: '2026-11-30T10:05:00Z',
    });
    expect(reading.questions.map((q) => [q.reason, q.resolution])).toEqual([
      ['auto-resolved', 'auto-resolved'],
      ['auto-resolved', 'auto-resolved'],
    ]);
  });
});

describe('an answer key answers one question only', () => {
  it('does not give a question the answer keyed by its id when that id is another question’s text', () => {
    const input = {
      questions: [
        {
          id: 'Which features should ship first?',
          question: 'Which database?',
          options: [{ label: 'SQLite' }, { label: 'Auth' }],
        },
        {
          id: 'q2',
          question: 'Which features should ship first?',
          multiSelect: true,
          options: [{ label: 'Auth' }, { label: 'Search' }],
        },
      ],
    };
    const reading = readAnswers({
      input,
      output: { answers: { 'Which features should ship first?': 'Auth' } },
      state: 'answered',
    });
    expect(reading.questions.map((question) => question.state)).toEqual(['skipped', 'answered']);
    expect(reading.questions[1]?.selected).toEqual(['Auth']);
    expect(reading.outcome).toBe('partial');
  });
});

describe('readAnswers: reading the same records again', () => {
  const input = () => ({
    questions: [{ question: 'Q?', header: 'Q', options: [{ label: 'a' }, { label: 'b' }] }],
  });
  it('reads a record whose input changed in place against the new questions', () => {
    const record = { input: input(), display: { kind: 'ask_user_question', answers: { 'Q?': 'b' } } };
    expect(readAnswers(record).questions[0]?.selected).toEqual(['b']);
    record.input.questions[0]!.options[1]!.label = 'c';
    record.display.answers['Q?'] = 'c';
    expect(readAnswers(record).questions[0]?.selected).toEqual(['c']);
    record.input.questions[0]!.question = 'Renamed?';
    expect(readAnswers(record).questions[0]?.question).toBe('Renamed?');
  });

  it('notices every change the matching depends on: mode, options added, questions replaced', () => {
    const record = { input: input(), display: { kind: 'ask_user_question', answers: { 'Q?': 'a, b' } } };
    expect(readAnswers(record).questions[0]).toMatchObject({ selected: [], custom: 'a, b' });
    (record.input.questions[0] as { multiSelect?: boolean }).multiSelect = true;
    expect(readAnswers(record).questions[0]).toMatchObject({ selected: ['a', 'b'] });
    record.input.questions[0]!.options.push({ label: 'a, b' });
    expect(readAnswers(record).questions[0]).toMatchObject({ selected: ['a, b'] });
    record.input.questions = [{ question: 'Q?', header: 'Q', options: [{ label: 'x' }] }];
    expect(readAnswers(record).questions[0]).toMatchObject({ selected: [], custom: 'a, b' });
  });

  it('notices a field the common shape does not have, added in place', () => {
    const record = { input: input(), display: { kind: 'ask_user_question', answers: { 'Q?': 'a, b' } } };
    expect(readAnswers(record).questions[0]).toMatchObject({ selected: [], custom: 'a, b' });
    (record.input.questions[0] as { type?: string }).type = 'multi_select';
    expect(readAnswers(record).questions[0]).toMatchObject({ selected: ['a', 'b'] });
  });

  it('notices a form schema added to the input in place, and an option removed', () => {
    const record = { input: input(), display: { kind: 'ask_user_question', answers: { 'Q?': 'b' } } };
    expect(readAnswers(record).questions[0]?.selected).toEqual(['b']);
    record.input.questions[0]!.options.pop();
    expect(readAnswers(record).questions[0]).toMatchObject({ selected: [], custom: 'b' });
    const form = {
      type: 'object',
      properties: { pick: { type: 'string', title: 'Pick?', enum: ['x', 'y'] } },
    };
    const cached = { input: input(), display: { kind: 'ask_user_question', answers: { 'Q?': 'b' } } };
    expect(readAnswers(cached).questions[0]?.selected).toEqual(['b']);
    (cached.input as Record<string, unknown>).requestedSchema = form;
    expect(readAnswers(cached).questions.map((question) => question.question)).toEqual(['Pick?']);
  });

  it('reads other shapes afresh every time, wrapped inputs included', () => {
    const wrapped = { arguments: input() };
    const record = { input: wrapped, display: { kind: 'ask_user_question', answers: { 'Q?': 'b' } } };
    expect(readAnswers(record).questions[0]?.selected).toEqual(['b']);
    wrapped.arguments.questions[0]!.options[1]!.label = 'c';
    record.display.answers['Q?'] = 'c';
    expect(readAnswers(record).questions[0]?.selected).toEqual(['c']);
  });

  it('gives the same reading on the second pass as on the first', () => {
    const record = { input: input(), output: { answers: { 'Q?': 'a' } } };
    expect(readAnswers(record)).toEqual(readAnswers(structuredClone(record)));
    expect(readAnswers(record)).toEqual(readAnswers(record));
  });
});

describe('secret answers (Codex isSecret)', () => {
  const input = codexSecretInput;
  const record = {
    input,
    output: { answers: { 'Which API key should the job use?': 'hunter2', 'Deploy where?': 'staging' } },
  };

  it('are marked secret and carry no text unless the host asks for it', () => {
    const [secret, plain] = readAnswers(record).questions;
    expect(secret).toMatchObject({ state: 'answered', secret: true });
    expect(secret?.text).toBeUndefined();
    expect(secret?.custom).toBeUndefined();
    expect(JSON.stringify(readAnswers(record))).not.toContain('hunter2');
    expect(plain).toMatchObject({ state: 'answered', text: 'staging' });
    expect(plain?.secret).toBeUndefined();
    expect(readAnswers(record, { revealSecrets: true }).questions[0]).toMatchObject({
      secret: true,
      text: 'hunter2',
    });
  });
});

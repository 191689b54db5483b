import { describe, expect, it } from 'vitest';
import { DISPLAY_ANSWER_MAX_BYTES, TRUNCATION_MARKER } from '../../src/core/display/create-display-payload';
import {
  autoResolutionState,
  createDisplayPayload,
  formatModelContent,
  normalizeResponseContent,
} from '../../src/core';
import { claudeInput, claudePreviewInput, legacySingleInput } from '../fixtures/inputs';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';
const utf8 = (text: string) => new TextEncoder().encode(text).length;

describe('normalizeResponseContent', () => {
  it('keeps only answers and annotations, keyed by question text', () => {
    expect(
      normalizeResponseContent(
        {
          answers: { [DB]: 'SQLite' },
          annotations: { [DB]: { notes: 'n', extra: 1 } },
          answer_0: 'x',
          clientVersion: 3,
        },
        claudeInput,
      ),
    ).toEqual({ answers: { [DB]: 'SQLite' }, annotations: { [DB]: { notes: 'n' } } });
  });

  it('fills answer_<index> by position and joins array values', () => {
    expect(
      normalizeResponseContent({ answer_0: 'SQLite', answer_1: ['Auth', 'Search'] }, claudeInput),
    ).toEqual({
      answers: { [DB]: 'SQLite', [FEATURES]: 'Auth, Search' },
    });
  });

  it('uses a lone `answer` only for a single-question call', () => {
    expect(normalizeResponseContent({ answer: 'Later' }, legacySingleInput)).toEqual({
      answers: { 'Should I run the migrations now?': 'Later' },
    });
    expect(normalizeResponseContent({ answer: 'SQLite' }, claudeInput)).toEqual({ answers: {} });
  });

  it('preserves answers: {} and returns undefined for content without answers', () => {
    expect(normalizeResponseContent({ answers: {} }, claudeInput)).toEqual({ answers: {} });
    expect(normalizeResponseContent({}, claudeInput)).toBeUndefined();
    expect(normalizeResponseContent(undefined, claudeInput)).toBeUndefined();
    expect(normalizeResponseContent({ annotations: { [DB]: { notes: 'n' } } }, claudeInput)).toBeUndefined();
  });

  it('drops blank answers, unknown questions and non-string values; maps ids to texts', () => {
    expect(
      normalizeResponseContent({ answers: { [DB]: '  ', Unknown: 'x', [FEATURES]: 3 } }, claudeInput),
    ).toEqual({ answers: {} });
    expect(
      normalizeResponseContent(
        { answers: { auth: 'JWT' } },
        { questions: [{ id: 'auth', question: 'Auth?', options: ['JWT', 'OAuth'] }] },
      ),
    ).toEqual({
      answers: { 'Auth?': 'JWT' },
    });
  });

  it('reads the legacy annotation `markdown` as preview', () => {
    expect(
      normalizeResponseContent(
        { answers: { [DB]: 'SQLite' }, annotations: { [DB]: { markdown: 'm' } } },
        claudeInput,
      ),
    ).toEqual({
      answers: { [DB]: 'SQLite' },
      annotations: { [DB]: { preview: 'm' } },
    });
  });
});

describe('formatModelContent: three tiers', () => {
  it('all answered: every question with its answer, preview and notes', () => {
    const text = formatModelContent(
      claudePreviewInput,
      { 'Which layout should the settings page use?': 'Tabs' },
      { 'Which layout should the settings page use?': { preview: '| Profile |', notes: 'mobile first' } },
    );
    expect(text).toBe(
      'User has answered your questions: "Which layout should the settings page use?"="Tabs" selected preview:\n| Profile | user notes: mobile first. ' +
        "You can now continue with the user's answers in mind.",
    );
  });

  it('partially answered: lists the skipped questions and says a skip is not a preference', () => {
    const text = formatModelContent(claudeInput, { [DB]: 'SQLite' });
    expect(text).toContain(`"${DB}"="SQLite"`);
    expect(text).toContain(`The user skipped: "${FEATURES}"`);
    expect(text).toMatch(/not a refusal/);
    expect(text).toMatch(/must not be read as a preference/);
    expect(text).not.toContain('User has answered your questions:');
  });

  it('none answered: silence is not a preference; proceed on own judgment and say so', () => {
    const text = formatModelContent(claudeInput, {});
    expect(text).toMatch(/chose to continue without answering/);
    expect(text).toMatch(/silence is not a preference/i);
    expect(text).toMatch(/own judgment/);
    expect(text).toMatch(/tell the user which assumptions/);
  });

  it('mentions notes left without a choice', () => {
    expect(formatModelContent(claudeInput, {}, { [DB]: { notes: 'ask the DBA' } })).toContain(
      `"${DB}"=(no option selected) user notes: ask the DBA`,
    );
  });

  it('never throws on garbage', () => {
    for (const args of [
      [null, null],
      [42, 'x', 3],
      [claudeInput, { [DB]: 5 }, null],
    ] as const) {
      // Nothing readable was answered: the model hears that the user continued without answers.
      expect(formatModelContent(...(args as [unknown, unknown, unknown]))).toBe(
        formatModelContent(claudeInput, {}),
      );
    }
  });
});

describe('createDisplayPayload', () => {
  it('builds { kind, answers } from the structured output, joining arrays', () => {
    expect(
      createDisplayPayload({
        questions: claudeInput.questions,
        answers: { [DB]: 'SQLite', [FEATURES]: ['Auth', 'Search'] },
      }),
    ).toEqual({
      kind: 'ask_user_question',
      answers: { [DB]: 'SQLite', [FEATURES]: 'Auth, Search' },
    });
  });

  it('preserves an empty answers object', () => {
    expect(createDisplayPayload({ questions: [], answers: {} })).toEqual({
      kind: 'ask_user_question',
      answers: {},
    });
  });

  it('yields undefined for output that is not from this tool', () => {
    for (const output of [
      undefined,
      null,
      'text',
      { stdout: 'ok' },
      { answers: 'x' },
      { answers: { a: 1 } },
      { answers: {}, questions: 'x' },
    ]) {
      expect(createDisplayPayload(output)).toBeUndefined();
    }
  });

  it('truncates each answer to 4 KiB of UTF-8 with an inline marker; keys are never cut', () => {
    const longKey = `${'Q'.repeat(10_000)}?`;
    const ascii = 'a'.repeat(5000);
    const payload = createDisplayPayload({ answers: { [longKey]: ascii, short: 'ok' } });
    const answer = payload?.answers[longKey] ?? '';
    expect(Object.keys(payload?.answers ?? {})).toEqual([longKey, 'short']);
    expect(answer.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(utf8(answer)).toBeLessThanOrEqual(DISPLAY_ANSWER_MAX_BYTES);
    expect(utf8(answer)).toBeGreaterThan(DISPLAY_ANSWER_MAX_BYTES - 4);
    expect(payload?.answers.short).toBe('ok');
  });

  it.each([
    ['two-byte', 'é'],
    ['three-byte', '数'],
    ['four-byte', '😀'],
    ['mixed', 'aé数😀'],
  ])('never splits a %s code point', (_name, unit) => {
    const text = unit.repeat(3000);
    const answer = createDisplayPayload({ answers: { q: text } })?.answers.q ?? '';
    const kept = answer.slice(0, -TRUNCATION_MARKER.length);
    expect(utf8(answer)).toBeLessThanOrEqual(DISPLAY_ANSWER_MAX_BYTES);
    expect(text.startsWith(kept)).toBe(true);
    expect(kept).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(utf8(kept) + utf8(unit) + utf8(TRUNCATION_MARKER)).toBeGreaterThan(DISPLAY_ANSWER_MAX_BYTES - 4);
  });

  it('keeps an answer of exactly 4 KiB unchanged', () => {
    const exact = 'b'.repeat(DISPLAY_ANSWER_MAX_BYTES);
    expect(createDisplayPayload({ answers: { q: exact } })?.answers.q).toBe(exact);
    expect(createDisplayPayload({ answers: { q: `${exact}b` } })?.answers.q).not.toBe(`${exact}b`);
  });
});

describe('autoResolutionState', () => {
  const deadline = Date.parse('2026-11-30T10:05:00Z');
  it.each([
    [{ now: deadline - 30_000 }, { phase: 'scheduled', remainingMs: 30_000, deadline }],
    [{ now: deadline }, { phase: 'due', remainingMs: 0, deadline }],
    [{ now: deadline + 5 }, { phase: 'due', remainingMs: 0, deadline }],
    [
      { now: deadline - 10_000, pausedAt: deadline - 20_000 },
      { phase: 'paused', remainingMs: 20_000, deadline },
    ],
    [
      { now: deadline - 30_000, pausedAt: deadline - 20_000 },
      { phase: 'scheduled', remainingMs: 30_000, deadline },
    ],
    [
      { now: deadline + 1, resolvedAt: deadline },
      { phase: 'resolved', remainingMs: 0, deadline },
    ],
  ])('at %j', (at, expected) => {
    expect(autoResolutionState({ deadline, ...at })).toEqual(expected);
  });

  it('accepts ISO strings and Dates, and is disabled without a valid deadline', () => {
    expect(autoResolutionState({ deadline: '2026-11-30T10:05:00Z', now: new Date(deadline - 1000) })).toEqual(
      {
        phase: 'scheduled',
        remainingMs: 1000,
        deadline,
      },
    );
    for (const bad of [undefined, null, 'soon', Number.NaN]) {
      expect(autoResolutionState({ deadline: bad as never, now: deadline }).phase).toBe('disabled');
    }
  });

  it('shows the same times when the same events are replayed later', () => {
    const events = { deadline, pausedAt: deadline - 12_000 };
    const live = autoResolutionState({ ...events, now: deadline - 11_000 });
    const replay = autoResolutionState({ ...events, now: deadline + 86_400_000 });
    expect(replay).toEqual(live);
  });
});

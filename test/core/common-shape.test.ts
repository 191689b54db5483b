import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeQuestions } from '../../src/core';
import { readCommonShape } from '../../src/core/normalize/common-shape';
import { CONTRACT_CHECKS } from '../../src/core/normalize/checks';
import { readQuestionsOnly } from '../../src/core/normalize/normalize-questions';
import { normalizeAnyShape } from '../../src/core/normalize/read-any-shape';

/**
 * The common-shape reader is a shortcut, never a second opinion: for every input it either
 * declines or yields exactly what the general reader yields.
 */

const text = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'Other',
    'Other (please specify)',
    '其他',
    'A (Recommended)',
    'B（推荐）',
    '(Recommended)',
  ),
  fc.string({ maxLength: 14 }),
  fc.string({ unit: 'grapheme', maxLength: 14 }),
);
const optionValue = fc.oneof(
  { weight: 6, arbitrary: fc.record({ label: text, description: text }, { requiredKeys: ['label'] }) },
  fc.record({ label: text, preview: text }),
  fc.record({ label: fc.integer(), description: fc.constant(7) }),
  fc.record({ label: text, recommended: fc.boolean() }),
  text,
);
const questionValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      {
        question: text,
        header: text,
        multiSelect: fc.oneof(fc.boolean(), fc.constant('true')),
        options: fc.array(optionValue, { maxLength: 6 }),
      },
      { requiredKeys: ['question', 'options'] },
    ),
  },
  fc.record({ question: text, id: text, options: fc.array(optionValue, { maxLength: 4 }) }),
);
/** Inputs as agents write them — mostly taking the shortcut — for the agreement to be tested on. */
const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}$/);
const cleanQuestion = fc.record(
  {
    question: word.map((words) => `${words}?`),
    header: fc.oneof(word, fc.constant('')),
    multiSelect: fc.boolean(),
    options: fc.oneof(
      fc.array(fc.record({ label: fc.constantFrom('A', 'B', 'B (Recommended)') }), {
        minLength: 2,
        maxLength: 4,
      }),
      fc.uniqueArray(
        fc.record(
          {
            label: fc.oneof(
              word,
              word.map((words) => `${words} (Recommended)`),
            ),
            description: word,
          },
          { requiredKeys: ['label'] },
        ),
        { minLength: 2, maxLength: 4, selector: (option) => option.label },
      ),
    ),
  },
  { requiredKeys: ['question', 'options'] },
);
const inputValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      questions: fc.uniqueArray(cleanQuestion, { minLength: 1, maxLength: 4, selector: (q) => q.question }),
    }),
  },
  fc.record({
    questions: fc.array(cleanQuestion, { minLength: 2, maxLength: 3 }).map((list) => [...list, list[0]]),
  }),
  { weight: 6, arbitrary: fc.record({ questions: fc.array(questionValue, { maxLength: 6 }) }) },
  fc.record({ questions: fc.array(questionValue, { maxLength: 3 }), title: text }),
  fc.record({ questions: fc.array(questionValue, { maxLength: 3 }), answers: fc.dictionary(text, text) }),
  fc.array(questionValue, { maxLength: 3 }),
);

const claudeInput = {
  questions: [
    {
      question: 'Which database?',
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'PostgreSQL (Recommended)', description: 'Relational.' },
        { label: 'SQLite', description: 'A file.' },
      ],
    },
  ],
};

describe('readCommonShape', () => {
  it('agrees with the general reader on every input, and takes the common ones', () => {
    let taken = 0;
    fc.assert(
      fc.property(inputValue, (input) => {
        const shortcut = readCommonShape(input);
        if (shortcut !== undefined) {
          taken += 1;
          expect(shortcut).toStrictEqual(normalizeAnyShape(input, CONTRACT_CHECKS));
        }
        const full = normalizeQuestions(input);
        expect(full).toStrictEqual(normalizeAnyShape(input, CONTRACT_CHECKS));
        // Reading answers skips the checks that only warn: the same questions, fewer warnings.
        const questionsOnly = readQuestionsOnly(input);
        expect(questionsOnly.questions).toStrictEqual(full.questions);
        expect(full.warnings).toEqual(expect.arrayContaining([...questionsOnly.warnings]));
      }),
      { numRuns: 1_000 },
    );
    // Enough of the generated inputs take the shortcut for the agreement to mean something.
    expect(taken).toBeGreaterThan(100);
    // Counted in runs, not seconds: sized for a loaded 2-core machine.
  }, 120_000);

  it("reads Claude's own shape, recommended marker included", () => {
    const read = readCommonShape(claudeInput);
    expect(read).toStrictEqual(normalizeAnyShape(claudeInput, CONTRACT_CHECKS));
    expect(read?.questions[0]?.options[0]).toEqual({
      label: 'PostgreSQL (Recommended)',
      displayLabel: 'PostgreSQL',
      recommended: true,
      description: 'Relational.',
    });
  });

  it.each([
    [
      'a preview',
      { ...claudeInput.questions[0], options: [{ label: 'A', preview: '<b>x</b>' }, { label: 'B' }] },
    ],
    ['a header over 12 characters', { ...claudeInput.questions[0], header: 'A long header here' }],
    ['a trailing "Other"', { ...claudeInput.questions[0], options: [{ label: 'A' }, { label: 'Other' }] }],
    ['one option', { ...claudeInput.questions[0], options: [{ label: 'A' }] }],
    ['a question id', { ...claudeInput.questions[0], id: 'db' }],
    [
      'an over-long label',
      { ...claudeInput.questions[0], options: [{ label: 'x'.repeat(1_001) }, { label: 'B' }] },
    ],
  ])('leaves %s to the general reader', (_case, question) => {
    const input = { questions: [question] };
    expect(readCommonShape(input)).toBeUndefined();
    expect(normalizeQuestions(input)).toStrictEqual(normalizeAnyShape(input, CONTRACT_CHECKS));
  });

  it('leaves a call over the text budget to the general reader, which cuts it', () => {
    // Every field within its own cap; 4 × (10,000 + 4 × 11,000) characters in all is over 200,000.
    const big = (index: number) => ({
      question: `${index}${'q'.repeat(9_999)}`,
      header: 'H',
      options: ['a', 'b', 'c', 'd'].map((letter) => ({
        label: letter.repeat(1_000),
        description: 'd'.repeat(10_000),
      })),
    });
    const input = { questions: [big(1), big(2), big(3), big(4)] };
    expect(readCommonShape(input)).toBeUndefined();
    expect(normalizeQuestions(input).warnings.some((warning) => warning.code === 'capped')).toBe(true);
    expect(readCommonShape({ questions: [big(1), big(2), big(3)] })).toBeDefined();
  });

  it('leaves everything to the general reader while Object.prototype is polluted', () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.id = 'inherited';
    try {
      expect(readCommonShape(claudeInput)).toBeUndefined();
      expect(normalizeQuestions(claudeInput)).toStrictEqual(normalizeAnyShape(claudeInput, CONTRACT_CHECKS));
    } finally {
      delete prototype.id;
    }
    expect(readCommonShape(claudeInput)).toBeDefined();
  });

  it('leaves class instances, getters that throw and repeated questions to the general reader', () => {
    class Input {
      questions = claudeInput.questions;
    }
    const throwing = Object.defineProperty({}, 'questions', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    const repeated = { questions: [claudeInput.questions[0], claudeInput.questions[0]] };
    for (const input of [new Input(), throwing, repeated]) expect(readCommonShape(input)).toBeUndefined();
    expect(normalizeQuestions(throwing)).toStrictEqual(normalizeAnyShape(throwing, CONTRACT_CHECKS));
  });
});

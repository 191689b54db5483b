import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeQuestions } from '../../src/core';
import { CONTRACT_CHECKS } from '../../src/core/normalize/checks';
import { readQuestionsOnly } from '../../src/core/normalize/normalize-questions';
import { normalizeAnyShape } from '../../src/core/normalize/read-any-shape';

/**
 * Reading answers reads the questions without the checks that only warn (the preview contract,
 * header lengths): the same questions as `normalizeQuestions`, with fewer warnings.
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

describe('the questions reading answers needs', () => {
  it('are the questions normalizeQuestions reads, for every input', () => {
    fc.assert(
      fc.property(inputValue, (input) => {
        const full = normalizeQuestions(input);
        expect(full).toStrictEqual(normalizeAnyShape(input, CONTRACT_CHECKS));
        const questionsOnly = readQuestionsOnly(input);
        expect(questionsOnly.questions).toStrictEqual(full.questions);
        expect(full.warnings).toEqual(expect.arrayContaining([...questionsOnly.warnings]));
      }),
      // Counted in runs, not seconds: sized for a loaded 2-core machine.
      { numRuns: 1_000 },
    );
  }, 120_000);
});

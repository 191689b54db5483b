import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAskUserKit } from '../../src';
import { useCardInput } from '../../src/components/parts/card-input';
import { normalizeQuestions } from '../../src/core';
import { withoutFreeText } from '../../src/hooks/card/engine';
import * as fixtures from '../fixtures/inputs';

// The card reads Claude's own shape itself and anything else with the general reader: whichever
// way, it must show exactly the questions, keys and warnings `normalizeQuestions` gives.
beforeAll(() => preloadAskUserKit());

const cardReads = (input: unknown, allowCustom: boolean | undefined) => {
  const { result, unmount } = renderHook(() => useCardInput(input, allowCustom));
  unmount();
  return result.current;
};

describe("the card's reading of its input", () => {
  it('is normalizeQuestions for every fixture, as an object and as argument text', () => {
    const inputs = Object.values(fixtures).filter((value) => typeof value === 'object');
    expect(inputs.length).toBeGreaterThan(5);
    for (const input of [...inputs, ...inputs.map((input) => JSON.stringify(input))])
      for (const allowCustom of [undefined, true, false])
        expect(cardReads(input, allowCustom)).toStrictEqual(
          withoutFreeText(normalizeQuestions(input), allowCustom),
        );
  });

  it('is normalizeQuestions for inputs near Claude’s shape, on either side of its edges', () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', 'Other', 'A (Recommended)', 'x\u202Ey', 'A header of 13'),
      fc.string({ unit: 'grapheme', maxLength: 14 }),
    );
    const option = fc.record({ label: text, description: text, preview: text }, { requiredKeys: ['label'] });
    const question = fc.record(
      {
        question: text,
        header: text,
        multiSelect: fc.boolean(),
        options: fc.array(option, { maxLength: 5 }),
      },
      { requiredKeys: ['question', 'options'] },
    );
    fc.assert(
      fc.property(
        fc.record({ questions: fc.array(question, { maxLength: 5 }) }),
        fc.constantFrom(undefined, true, false),
        (input, allowCustom) => {
          expect(cardReads(input, allowCustom)).toStrictEqual(
            withoutFreeText(normalizeQuestions(input), allowCustom),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

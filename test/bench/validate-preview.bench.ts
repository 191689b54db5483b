import { bench, describe } from 'vitest';
import { validatePreview } from '../../src/rules/preview';

// 100 000 characters each (the preview size limit): pathological shapes against a benign
// fragment of the same size. Linear scanning keeps them all within a small factor.
const SIZE = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length));
/** Exactly SIZE characters, so no input takes the early "too long" exit. */
const sized = (text: string) => text.slice(0, SIZE);

const inputs: Record<string, string> = {
  'benign fragment': fill('<p>Settings <b>page</b></p>'),
  'plain text': fill('lorem ipsum '),
  '"<" only': fill('<'),
  '"<a" only': fill('<a'),
  'unterminated quote': `<p a="${fill('x')}`,
  'attribute starts': `<p ${fill('a=')}`,
  'comment dashes': `<!--${fill('-')}`,
  'comment openers': fill('<!--'),
  'raw text near-misses': `<title>${fill('</titl')}`,
  'script prefixes': fill('<scrip'),
  'late script': `${fill('<p>x</p>').slice(0, SIZE - 20)}<script>x()</script>`.slice(-SIZE),
};

describe('validatePreview on 100 000-character inputs', () => {
  for (const [name, text] of Object.entries(inputs)) {
    const input = name === 'late script' ? text : sized(text);
    if (input.length > SIZE) throw new Error(`${name} is over the preview limit`);
    bench(name, () => {
      validatePreview(input);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { isFreeTextChoiceLabel } from '../../src/rules/free-text-choice';
import { countGraphemes } from '../../src/rules/graphemes';

describe('countGraphemes: user-perceived characters', () => {
  it.each([
    ['Database', 8],
    ['数据库', 3],
    ['é', 1],
    ['e\u0301', 1],
    ['🇫🇷', 1],
    ['👩‍💻', 1],
    ['👍🏽', 1],
    ['', 0],
  ])('%j has %d', (text, count) => {
    expect(countGraphemes(text)).toBe(count);
  });

  it('stops counting once past the limit', () => {
    expect(countGraphemes('x'.repeat(1_000_000), 12)).toBe(13);
  });
});

describe('isFreeTextChoiceLabel', () => {
  it.each([
    'Other',
    'other:',
    ' Other ',
    'Other, please specify',
    'Other - type below',
    'Ｃｕｓｔｏｍ',
    '其他：请注明',
    '自定义输入',
  ])('%j is the free-text choice', (label) => {
    expect(isFreeTextChoiceLabel(label)).toBe(true);
  });

  it.each([
    'Other databases',
    'Another',
    'Customer',
    'None of the above',
    'Specify later',
    '其他数据库',
    'PostgreSQL',
    '',
    3,
    null,
  ])('%j is not', (label) => {
    expect(isFreeTextChoiceLabel(label)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_TEXT_PHRASES, isFreeTextChoiceLabel } from '../../src/shared/free-text-choice';
import { mayBeFreeTextChoice } from '../../src/shared/may-be-free-text';

// The card's first look must never miss a free-text choice: a label it lets through is shown as
// an ordinary option, and the user would pick "Other" without being asked for their text.
const phrases = [...FREE_TEXT_PHRASES];
const toFullWidth = (text: string) =>
  text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
const decorations = ['', ' ', '- ', '* ', '(', '【', '"', '...', '→ ', '\t'];
const qualifiers = [
  '',
  ' (please specify)',
  ': type below',
  ' - write it',
  '（请填写）',
  '…',
  ', specify',
  '/',
];

describe('mayBeFreeTextChoice: the first look before the phrase list', () => {
  it('lets every phrase through, however it is cased, decorated or qualified', () => {
    for (const phrase of phrases) {
      for (const cased of [phrase, phrase.toUpperCase(), phrase[0]!.toUpperCase() + phrase.slice(1)]) {
        for (const before of decorations) {
          for (const after of qualifiers) {
            const label = `${before}${cased.replace(/ /g, '  ')}${after}`;
            if (isFreeTextChoiceLabel(label)) expect(mayBeFreeTextChoice(label), label).toBe(true);
          }
        }
      }
      expect(isFreeTextChoiceLabel(phrase), phrase).toBe(true);
      expect(mayBeFreeTextChoice(phrase), phrase).toBe(true);
      expect(mayBeFreeTextChoice(toFullWidth(phrase)), phrase).toBe(true);
    }
  });

  it('never says no to a label the full check recognises', () => {
    const pieces = fc.oneof(
      fc.constantFrom(...phrases, ...decorations, ...qualifiers),
      fc.string({ maxLength: 6 }),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
    );
    const labels = fc.oneof(
      fc.array(pieces, { maxLength: 5 }).map((parts) => parts.join('')),
      fc.constantFrom(...phrases).map((phrase) => phrase.toUpperCase()),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    fc.assert(
      fc.property(labels, (label) => !isFreeTextChoiceLabel(label) || mayBeFreeTextChoice(label)),
      { numRuns: 20_000 },
    );
  });

  it('keeps the usual options of an English card on the card’s own reader', () => {
    for (const label of [
      'PostgreSQL (Recommended)',
      'SQLite',
      'TypeScript',
      'Known issues first',
      'Center the layout',
      'Download the report',
      'Export, CSV',
      'Yes',
      'No',
    ]) {
      expect(mayBeFreeTextChoice(label), label).toBe(false);
    }
    // A label starting as a phrase does but is a real option goes to the full check, which keeps it.
    for (const label of ['Other databases', 'Freeze the schema', '其他数据库']) {
      expect(mayBeFreeTextChoice(label), label).toBe(true);
      expect(isFreeTextChoiceLabel(label), label).toBe(false);
    }
  });
});

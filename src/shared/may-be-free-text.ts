// The first look at a label, before the phrase list of `free-text-choice.ts` is needed: the card
// reads Claude's shape with this alone, and hands a label that may be the free-text choice to
// the general reader, which loads on demand and decides.

/**
 * Where a recognised label's phrase may begin in an ASCII label: a phrase is recognised only as
 * the label's start, once the decoration before it (whitespace, punctuation, symbols) is
 * trimmed, and ASCII is compared as is but for case and runs of whitespace. Each alternative is
 * the first word of some phrase.
 */
const PHRASE_START =
  /^[^a-z0-9]*(?:other|something\s|anything\s|custom|free|specify|please\s|type\s|write[\s-]|enter\s|your\s|own\s|let\s)/i;

/**
 * Whether `label` may be the free-text choice: true for every label `isFreeTextChoiceLabel`
 * accepts (the tests hold it to that) and for few others. Any label outside ASCII may be one
 * (Chinese, full-width letters), so it is left to the full check.
 */
export function mayBeFreeTextChoice(label: string): boolean {
  return /[\u0080-\uffff]/.test(label) || PHRASE_START.test(label);
}

/**
 * Characters that may act unseen, as a cheap first look: controls (but tab, line feed and
 * carriage return), format characters (bidirectional controls, zero-width characters, tags),
 * combining marks, the Hangul fillers and the tag block. It covers every character
 * `revealInvisibleCharacters` marks or cuts, and some it keeps (joiners, single accents): a text
 * it does not match is shown exactly as written.
 */
// eslint-disable-next-line no-control-regex -- controls are what it looks for
const MAY_HIDE = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u{e0000}-\u{e007f}]/u;

/** Whether `text` may hold a character that `revealInvisibleCharacters` would mark or cut. */
export function mayHideCharacters(text: string): boolean {
  return MAY_HIDE.test(text);
}

/**
 * What `revealInvisibleCharacters` may change, as a cheap first look: controls (but tab, line
 * feed and carriage return), format characters but the joiners emoji and scripts need, the
 * Hangul fillers, the tag block, and stacks of five or more combining marks (fewer are kept).
 * It covers every character the marks change and a few they keep (rare format characters): a
 * text it does not match is shown exactly as written.
 */
const MAY_HIDE =
  // eslint-disable-next-line no-control-regex -- controls are what it looks for
  /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u115f\u1160\u3164\uffa0\u{e0000}-\u{e007f}]|(?![\u200c\u200d])\p{Cf}|\p{M}{5,}/u;

/** Whether `text` may hold a character that `revealInvisibleCharacters` would mark or cut. */
export function mayHideCharacters(text: string): boolean {
  return MAY_HIDE.test(text);
}

const EACH = new RegExp(MAY_HIDE.source, 'gu');

/**
 * The text with what may hide written out without the marks' module: each such character as
 * `⟨U+XXXX⟩`, a stack of combining marks cut to four and `⟨+N⟩`. Safe, but plainer than the
 * marks (no names, no runs): what a card shows while they load, or if they cannot.
 */
export function escapeHiddenCharacters(text: string): string {
  return text.replace(EACH, (found) => {
    const chars = [...found];
    if (chars.length > 1) return `${chars.slice(0, 4).join('')}⟨+${chars.length - 4}⟩`;
    return `⟨U+${(found.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}⟩`;
  });
}

// What `revealInvisibleCharacters` may change, as a cheap first look: controls (but tab, line
// feed and carriage return), format characters but the joiners emoji and scripts need, the
// Hangul fillers, the tag block — one character each — and stacks of five or more combining
// marks (fewer are kept). It covers every character the marks change and a few they keep (rare
// format characters): a text it does not match is shown exactly as written.
const ONE_CHARACTER = String.raw`[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u115f\u1160\u3164\uffa0\u{e0000}-\u{e007f}]|(?![\u200c\u200d])\p{Cf}`;
const MARK_STACK = String.raw`\p{M}{5,}`;
const MAY_HIDE = new RegExp(`${ONE_CHARACTER}|${MARK_STACK}`, 'u');
// A run of one such character, or a stack of marks.
const EACH = new RegExp(`(${ONE_CHARACTER})\\1*|${MARK_STACK}`, 'gu');
/** As the marks: a run is one mark, and past this many the rest are counted, not shown. */
const MAX_MARKS = 64;

/** `U+202E`: how a mark names its character. */
export function codePointLabel(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A mark as text: `⟨U+202E⟩`, a run as `⟨U+200B ×3⟩`. */
export function writtenMark(codePoint: string, count: number): string {
  return count > 1 ? `⟨${codePoint} ×${count}⟩` : `⟨${codePoint}⟩`;
}

/** Whether `text` may hold a character that `revealInvisibleCharacters` would mark or cut. */
export function mayHideCharacters(text: string): boolean {
  return MAY_HIDE.test(text);
}

/**
 * The text with what may hide written out without the marks' module: each such character as
 * `⟨U+XXXX⟩` (a run as `⟨U+XXXX ×N⟩`, at most 64 of them, the rest counted as `⟨+N⟩` at the
 * end), a stack of combining marks cut to four and `⟨+N⟩`. Safe, but plainer than the marks (no
 * names): what a card shows while they load, or if they cannot.
 */
export function escapeHiddenCharacters(text: string): string {
  let shown = 0;
  let omitted = 0;
  const escaped = text.replace(EACH, (found: string, single: string | undefined) => {
    const chars = [...found];
    if (single === undefined) return `${chars.slice(0, 4).join('')}⟨+${chars.length - 4}⟩`;
    if (shown >= MAX_MARKS) {
      omitted += chars.length;
      return '';
    }
    shown += 1;
    return writtenMark(codePointLabel(single.codePointAt(0) as number), chars.length);
  });
  return omitted > 0 ? `${escaped}⟨+${omitted}⟩` : escaped;
}

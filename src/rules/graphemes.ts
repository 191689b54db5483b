/**
 * User-perceived character counting, shared by the contract (header limit) and by core
 * (the lenient "header too long" warning), so both layers count the same way.
 *
 * The rule: a header's length is its number of extended grapheme clusters as defined by
 * Unicode UAX #29 and implemented by `Intl.Segmenter` with `granularity: 'grapheme'`.
 * "🇫🇷", "👩‍💻", "é" (e + combining accent) and "数" each count as one.
 */

let segmenter: Intl.Segmenter | null | undefined;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function getSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

/**
 * Counts grapheme clusters, stopping early once `stopAfter` is exceeded so a megabyte
 * string costs no more than a short one when only "is it longer than 12?" is asked.
 */
export function countGraphemes(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  // Printable ASCII has one grapheme per character (no combining marks, no joiners; a CR LF
  // pair is the one exception, and control characters are excluded here).
  if (PRINTABLE_ASCII.test(text)) return text.length > stopAfter ? stopAfter + 1 : text.length;
  const seg = getSegmenter();
  let count = 0;
  if (seg) {
    for (const _ of seg.segment(text)) {
      count += 1;
      if (count > stopAfter) return count;
    }
    return count;
  }
  // Runtimes without Intl.Segmenter: code points are the closest safe approximation.
  for (const _ of text) {
    count += 1;
    if (count > stopAfter) return count;
  }
  return count;
}

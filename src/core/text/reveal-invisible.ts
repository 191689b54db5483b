/** `U+202E`: how a mark names its character. */
export function codePointLabel(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A mark as text: `⟨U+202E⟩`, a run as `⟨U+200B ×3⟩`. */
export function writtenMark(codePoint: string, count: number): string {
  return count > 1 ? `⟨${codePoint} ×${count}⟩` : `⟨${codePoint}⟩`;
}

/** One piece of text: literal, or characters that would act unseen, made visible. */
export type TextSegment =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'invisible';
      /** The character as it was (once, even when `count` is more). */
      readonly text: string;
      readonly codePoint: string;
      readonly name: string;
      /** How many of it stood in a row: a run is one mark. */
      readonly count: number;
    }
  | {
      /** Characters left out so the text stays inert and cheap to lay out. */
      readonly kind: 'omitted';
      /** `combining-marks`: a stack over one character was cut; `invisible`: over the mark budget. */
      readonly what: 'combining-marks' | 'invisible';
      readonly count: number;
    };

/** Options of `revealInvisibleCharacters`. */
export interface RevealOptions {
  /** Combining marks kept on one character; the rest of the stack is left out. Default 4. */
  readonly maxCombiningMarks?: number;
  /** Marks shown for invisible characters; later ones are left out and counted. Default 64. */
  readonly maxMarks?: number;
}

const NAMES: Readonly<Record<number, string>> = {
  0x00ad: 'SOFT HYPHEN',
  0x061c: 'ARABIC LETTER MARK',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
  0x1b: 'ESCAPE',
  0x7f: 'DELETE',
};

/**
 * Characters that can make text say something other than what it shows: bidirectional
 * controls (Trojan Source), zero-width and filler characters, Unicode tag characters
 * ("ASCII smuggling"), and C0/C1 control characters such as the ANSI escape. Zero-width
 * joiners are kept: emoji sequences and several scripts need them. Tab, line feed and
 * carriage return are ordinary text.
 */
function isInvisible(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  if (code < 0x7f) return false;
  if (code >= 0xe0000 && code <= 0xe007f) return true;
  return code === 0x7f || (code >= 0x80 && code < 0xa0) || NAMES[code] !== undefined;
}

const MARK = /^\p{M}$/u;
const PLAIN = /^[\x20-\x7e\t\n\r]*$/;

function nameOf(code: number): string {
  if (code >= 0xe0000 && code <= 0xe007f) return 'TAG CHARACTER';
  return NAMES[code] ?? 'CONTROL CHARACTER';
}

/**
 * Splits text into literal runs and the characters that would act unseen, made visible:
 * each invisible character becomes a mark (a run of the same one is one mark with a count),
 * a stack of combining marks over one character is cut to `maxCombiningMarks` ("zalgo" text
 * cannot paint over its neighbours), and past `maxMarks` marks the remaining invisible
 * characters are left out and counted. Linear in the length of the text. Renderers show each
 * mark visibly (e.g. `⟨U+202E⟩`) with its name for assistive technology.
 *
 * @example
 * revealInvisibleCharacters('pay\u200Bpal');
 * // [{ kind: 'text', text: 'pay' }, { kind: 'invisible', codePoint: 'U+200B', count: 1, … }, { kind: 'text', text: 'pal' }]
 */
export function revealInvisibleCharacters(text: string, options: RevealOptions = {}): TextSegment[] {
  if (PLAIN.test(text)) return text.length > 0 ? [{ kind: 'text', text }] : [];
  const maxCombining = options.maxCombiningMarks ?? 4;
  const maxMarks = options.maxMarks ?? 64;
  const segments: TextSegment[] = [];
  let literal = '';
  let marksShown = 0;
  let omittedInvisible = 0;
  let stack = 0;
  let omittedStack = 0;
  const flushLiteral = () => {
    if (literal.length > 0) segments.push({ kind: 'text', text: literal });
    literal = '';
  };
  const flushStack = () => {
    if (omittedStack === 0) return;
    flushLiteral();
    segments.push({ kind: 'omitted', what: 'combining-marks', count: omittedStack });
    omittedStack = 0;
  };
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i) as number;
    const char = code > 0xffff ? text.slice(i, i + 2) : (text[i] as string);
    i += char.length;
    if (code >= 0x300 && MARK.test(char)) {
      stack += 1;
      if (stack > maxCombining) omittedStack += 1;
      else literal += char;
      continue;
    }
    stack = 0;
    flushStack();
    if (!isInvisible(code)) {
      literal += char;
      continue;
    }
    let count = 1;
    while (text.codePointAt(i) === code) {
      count += 1;
      i += char.length;
    }
    if (marksShown >= maxMarks) {
      omittedInvisible += count;
      continue;
    }
    flushLiteral();
    marksShown += 1;
    segments.push({
      kind: 'invisible',
      text: char,
      codePoint: codePointLabel(code),
      name: nameOf(code),
      count,
    });
  }
  flushStack();
  flushLiteral();
  if (omittedInvisible > 0) segments.push({ kind: 'omitted', what: 'invisible', count: omittedInvisible });
  return segments;
}

/**
 * The text with every invisible character written out as a visible mark (`⟨U+202E⟩`, `⟨U+200B ×3⟩`)
 * and combining-mark stacks cut, for places that take plain text only: attributes such as
 * `aria-label`, `placeholder` and `title`.
 */
export function toVisibleText(text: string, options?: RevealOptions): string {
  if (PLAIN.test(text)) return text;
  return revealInvisibleCharacters(text, options)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      if (segment.kind === 'invisible') return writtenMark(segment.codePoint, segment.count);
      return `⟨+${segment.count}⟩`;
    })
    .join('');
}

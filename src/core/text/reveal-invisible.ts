/** One piece of text: literal, or an invisible character made visible. */
export type TextSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'invisible'; readonly text: string; readonly codePoint: string; readonly name: string };

const NAMES: Readonly<Record<number, string>> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200b: 'ZERO WIDTH SPACE',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0x1b: 'ESCAPE',
  0x7f: 'DELETE',
};

/**
 * Characters that can make a text preview say something other than what it shows:
 * bidirectional controls (Trojan Source), zero-width spaces, and C0 control characters
 * such as the ANSI escape. Zero-width joiners are kept: emoji sequences and several
 * scripts need them. Tab, line feed and carriage return are ordinary text.
 */
function isInvisible(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  return code === 0x7f || NAMES[code] !== undefined || (code >= 0x80 && code < 0xa0);
}

/**
 * Splits text into literal runs and invisible characters made visible, so a
 * preview cannot disguise what it says. Renderers show each invisible one as a visible mark
 * (e.g. `⟨U+202E⟩`) with its name for assistive technology.
 */
export function revealInvisibleCharacters(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (!isInvisible(code)) continue;
    if (i > start) segments.push({ kind: 'text', text: text.slice(start, i) });
    const hex = code.toString(16).toUpperCase().padStart(4, '0');
    segments.push({
      kind: 'invisible',
      text: text[i] as string,
      codePoint: `U+${hex}`,
      name: NAMES[code] ?? 'CONTROL CHARACTER',
    });
    start = i + 1;
  }
  if (start < text.length) segments.push({ kind: 'text', text: text.slice(start) });
  return segments;
}

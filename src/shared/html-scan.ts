/**
 * A single-pass scanner that follows the tokenizer states of the WHATWG HTML standard
 * closely enough to answer "which tags would a browser see in this string?" without a DOM
 * and without regular expressions. Every character is visited a bounded number of times,
 * so its cost is linear in the input whatever the input is (no backtracking, no ReDoS);
 * `work` reports the number of character visits so tests can prove that without a clock.
 *
 * It deliberately does not build a tree: the preview contract only needs to know whether
 * a real element occurs, and whether a doctype, a document wrapper, `script` or `style`
 * occurs anywhere.
 */

/** Elements whose content the tokenizer reads as text up to the matching end tag. */
const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
]);

/** Every element name an HTML parser knows, current and obsolete (HTML, plus svg/math roots). */
export const KNOWN_HTML_ELEMENTS: ReadonlySet<string> = new Set(
  (
    'a abbr acronym address area article aside audio b base basefont bdi bdo big blink ' +
    'blockquote body br button canvas caption center cite code col colgroup data datalist dd ' +
    'del details dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form ' +
    'frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe image img input ins ' +
    'kbd keygen label legend li link listing main map mark marquee math menu menuitem meta ' +
    'meter nav nobr noembed noframes noscript object ol optgroup option output p param picture ' +
    'plaintext pre progress q rb rp rt rtc ruby s samp script search section select ' +
    'selectedcontent slot small source span strike strong style sub summary sup svg table ' +
    'tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr xmp'
  ).split(' '),
);

/** Bounds on how much markup a preview may make the browser build. */
export interface HtmlBudget {
  /** Start and end tags. */
  readonly maxTags: number;
  /** Open elements at once, counted the way a tokenizer sees nesting. */
  readonly maxDepth: number;
  /** Attributes over all tags. */
  readonly maxAttributes: number;
  /** Tables open at once (nested tables are costly for layout and the accessibility tree). */
  readonly maxTableDepth: number;
}

export interface HtmlScan {
  /** Lower-cased names of all start and end tags, in order of first appearance. */
  readonly tagNames: ReadonlySet<string>;
  /**
   * With a budget: the index of the `<` of the first tag that would exceed it. The markup
   * before it is within the budget.
   */
  readonly cutAt?: number;
  readonly hasDoctype: boolean;
  /** `<![CDATA[`, which HTML content treats as a bogus comment. */
  readonly hasCdata: boolean;
  readonly hasComment: boolean;
  /** Character visits made; stays within a small constant times the input length. */
  readonly work: number;
}

/** Elements that never hold content, so they add no depth. */
const VOID_ELEMENTS: ReadonlySet<string> = new Set(
  'area base br col embed hr img input keygen link meta param source track wbr image frame'.split(' '),
);
/** Elements a parser closes by itself when a sibling starts, so a run of them adds no depth. */
const SELF_CLOSING_SIBLINGS: ReadonlySet<string> = new Set(
  'p li dt dd tr td th option optgroup rb rt rp rtc tbody thead tfoot colgroup caption'.split(' '),
);

function isAsciiAlpha(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isTagWhitespace(code: number): boolean {
  // tab, line feed, form feed, carriage return, space
  return code === 9 || code === 10 || code === 12 || code === 13 || code === 32;
}

function asciiLower(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** Case-insensitive ASCII comparison of `input` at `at` with the lower-case `word`. */
function matchesAt(input: string, at: number, word: string): boolean {
  if (at + word.length > input.length) return false;
  for (let k = 0; k < word.length; k += 1) {
    if (asciiLower(input.charCodeAt(at + k)) !== word.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * Scans a string for the tags a browser would see. With a `budget`, also reports where the
 * markup first exceeds it, so a caller can cut the input there before any parser builds it:
 * the cost of parsing is then bounded whatever the input (deep nesting, floods of elements or
 * attributes), and so is the cost of everything that follows (layout, accessibility tree).
 */
export function scanHtml(input: string, budget?: HtmlBudget): HtmlScan {
  const tagNames = new Set<string>();
  let tags = 0;
  let depth = 0;
  let tableDepth = 0;
  let attributes = 0;
  let cutAt: number | undefined;
  let hasDoctype = false;
  let hasCdata = false;
  let hasComment = false;
  let work = 0;
  const length = input.length;
  let i = 0;

  /** Skips to just after the next `>` (bogus comment, doctype); returns the new index. */
  const skipPast = (from: number, char: string): number => {
    const at = input.indexOf(char, from);
    const end = at === -1 ? length : at + 1;
    work += end - from;
    return end;
  };

  /**
   * Reads a tag's attributes up to its closing `>` with the tokenizer's attribute states:
   * a quote opens a value only right after `=`; elsewhere it is part of a name.
   */
  const skipAttributes = (from: number): { end: number; closed: boolean } => {
    let j = from;
    const notClosed = { end: length, closed: false };
    while (j < length) {
      // before attribute name
      let code = input.charCodeAt(j);
      work += 1;
      if (isTagWhitespace(code) || code === 47 /* / */) {
        j += 1;
        continue;
      }
      if (code === 62 /* > */) return { end: j + 1, closed: true };
      // attribute name (a leading "=" belongs to the name)
      attributes += 1;
      j += 1;
      while (j < length) {
        code = input.charCodeAt(j);
        if (isTagWhitespace(code) || code === 47 || code === 62 || code === 61 /* = */) break;
        work += 1;
        j += 1;
      }
      // after attribute name
      while (j < length && isTagWhitespace(input.charCodeAt(j))) {
        work += 1;
        j += 1;
      }
      if (j >= length) return notClosed;
      if (input.charCodeAt(j) !== 61 /* = */) continue;
      j += 1;
      // before attribute value
      while (j < length && isTagWhitespace(input.charCodeAt(j))) {
        work += 1;
        j += 1;
      }
      if (j >= length) return notClosed;
      code = input.charCodeAt(j);
      if (code === 34 /* " */ || code === 39 /* ' */) {
        const close = input.indexOf(code === 34 ? '"' : "'", j + 1);
        if (close === -1) {
          work += length - j;
          return notClosed;
        }
        work += close + 1 - j;
        j = close + 1;
        continue;
      }
      if (code === 62) return { end: j + 1, closed: true };
      // unquoted value
      while (j < length) {
        code = input.charCodeAt(j);
        if (isTagWhitespace(code) || code === 62) break;
        work += 1;
        j += 1;
      }
    }
    return notClosed;
  };

  /** Index of the `<` of `</name` followed by a delimiter, or `length`. */
  const findRawTextEnd = (from: number, name: string): number => {
    let j = from;
    while (j < length) {
      const lt = input.indexOf('<', j);
      if (lt === -1) {
        work += length - j;
        return length;
      }
      work += lt - j + 1;
      if (input.charCodeAt(lt + 1) === 47 /* / */ && matchesAt(input, lt + 2, name)) {
        work += name.length;
        const after = input.charCodeAt(lt + 2 + name.length);
        if (Number.isNaN(after) || isTagWhitespace(after) || after === 47 || after === 62) {
          return lt;
        }
      }
      j = lt + 1;
    }
    return length;
  };

  while (i < length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      work += length - i;
      break;
    }
    work += lt - i + 1;
    const next = input.charCodeAt(lt + 1);

    if (isAsciiAlpha(next) || (next === 47 /* / */ && isAsciiAlpha(input.charCodeAt(lt + 2)))) {
      const isEndTag = next === 47;
      let j = isEndTag ? lt + 2 : lt + 1;
      let name = '';
      while (j < length) {
        const code = input.charCodeAt(j);
        if (isTagWhitespace(code) || code === 47 || code === 62) break;
        work += 1;
        // Tag names are bounded in practice; past 64 characters it is not an element we know.
        if (name.length < 64) name += String.fromCharCode(asciiLower(code));
        j += 1;
      }
      const { end, closed } = skipAttributes(j);
      // A tag cut off by the end of input is dropped by the tokenizer (eof-in-tag).
      if (closed) {
        if (budget) {
          tags += 1;
          if (!isEndTag && name === 'table') tableDepth += 1;
          if (isEndTag && name === 'table') tableDepth = Math.max(0, tableDepth - 1);
          if (!VOID_ELEMENTS.has(name) && !SELF_CLOSING_SIBLINGS.has(name))
            depth = isEndTag ? Math.max(0, depth - 1) : depth + 1;
          if (
            tags > budget.maxTags ||
            depth > budget.maxDepth ||
            tableDepth > budget.maxTableDepth ||
            attributes > budget.maxAttributes
          ) {
            cutAt = lt;
            break;
          }
        }
        tagNames.add(name);
        if (!isEndTag && name === 'plaintext') {
          work += length - end;
          break;
        }
        if (!isEndTag && RAW_TEXT_ELEMENTS.has(name)) {
          i = findRawTextEnd(end, name);
          continue;
        }
      }
      i = end;
      continue;
    }

    if (next === 33 /* ! */ || next === 63 /* ? */ || next === 47 /* "</" + non-letter */) {
      // Comments build nodes too: a flood of them counts against the budget like tags.
      tags += 1;
      if (budget && tags > budget.maxTags) {
        cutAt = lt;
        break;
      }
    }

    if (next === 33 /* ! */) {
      if (input.startsWith('--', lt + 2)) {
        hasComment = true;
        // `<!-->` and `<!--->` close at once; otherwise the first `-->` or `--!>`.
        if (input.charCodeAt(lt + 4) === 62) {
          i = lt + 5;
          continue;
        }
        if (input.startsWith('->', lt + 4)) {
          i = lt + 6;
          continue;
        }
        const close = input.indexOf('--', lt + 4);
        let j = close;
        let end = length;
        while (j !== -1) {
          if (input.charCodeAt(j + 2) === 62) {
            end = j + 3;
            break;
          }
          if (input.charCodeAt(j + 2) === 33 && input.charCodeAt(j + 3) === 62) {
            end = j + 4;
            break;
          }
          j = input.indexOf('--', j + 1);
        }
        work += end - lt;
        i = end;
        continue;
      }
      if (matchesAt(input, lt + 2, 'doctype')) {
        hasDoctype = true;
        i = skipPast(lt + 2, '>');
        continue;
      }
      if (input.startsWith('[CDATA[', lt + 2)) hasCdata = true;
      hasComment = true;
      i = skipPast(lt + 2, '>');
      continue;
    }

    if (next === 63 /* ? */ || next === 47 /* "</" + non-letter */) {
      hasComment = true;
      i = skipPast(lt + 1, '>');
      continue;
    }

    i = lt + 1;
  }

  return cutAt === undefined
    ? { tagNames, hasDoctype, hasCdata, hasComment, work }
    : { tagNames, cutAt, hasDoctype, hasCdata, hasComment, work };
}

/** ASCII-case-insensitive "does `needle` (lower case) occur anywhere in `haystack`". */
export function containsAsciiCaseInsensitive(haystack: string, needle: string): boolean {
  const first = needle.charCodeAt(0);
  const upperFirst = first >= 97 && first <= 122 ? first - 32 : first;
  for (let i = 0; i <= haystack.length - needle.length; i += 1) {
    const code = haystack.charCodeAt(i);
    if ((code === first || code === upperFirst) && matchesAt(haystack, i, needle)) return true;
  }
  return false;
}

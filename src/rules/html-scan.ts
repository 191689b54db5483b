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

/** The scanner's state while it walks the input once, left to right. */
class HtmlScanner {
  readonly tagNames = new Set<string>();
  tags = 0;
  depth = 0;
  tableDepth = 0;
  attributes = 0;
  cutAt: number | undefined;
  hasDoctype = false;
  hasCdata = false;
  hasComment = false;
  work = 0;
  readonly length: number;

  constructor(
    readonly input: string,
    readonly budget: HtmlBudget | undefined,
  ) {
    this.length = input.length;
  }

  /** Skips to just after the next `char` (bogus comment, doctype); returns the new index. */
  skipPast(from: number, char: string): number {
    const at = this.input.indexOf(char, from);
    const end = at === -1 ? this.length : at + 1;
    this.work += end - from;
    return end;
  }

  /** Advances past characters while `more` holds, counting the work. */
  skipWhile(from: number, more: (code: number) => boolean): number {
    let j = from;
    while (j < this.length && more(this.input.charCodeAt(j))) {
      this.work += 1;
      j += 1;
    }
    return j;
  }

  /**
   * Reads a tag's attributes up to its closing `>` with the tokenizer's attribute states:
   * a quote opens a value only right after `=`; elsewhere it is part of a name.
   */
  skipAttributes(from: number): { end: number; closed: boolean } {
    const { input, length } = this;
    const notClosed = { end: length, closed: false };
    let j = from;
    while (j < length) {
      const code = input.charCodeAt(j);
      this.work += 1;
      if (isTagWhitespace(code) || code === 47 /* / */) {
        j += 1;
        continue;
      }
      if (code === 62 /* > */) return { end: j + 1, closed: true };
      // attribute name (a leading "=" belongs to the name), then whitespace after it
      this.attributes += 1;
      j = this.skipWhile(j + 1, (c) => !(isTagWhitespace(c) || c === 47 || c === 62 || c === 61));
      j = this.skipWhile(j, isTagWhitespace);
      if (j >= length) return notClosed;
      if (input.charCodeAt(j) !== 61 /* = */) continue;
      j = this.skipWhile(j + 1, isTagWhitespace);
      if (j >= length) return notClosed;
      const first = input.charCodeAt(j);
      if (first === 34 /* " */ || first === 39 /* ' */) {
        const close = input.indexOf(first === 34 ? '"' : "'", j + 1);
        if (close === -1) {
          this.work += length - j;
          return notClosed;
        }
        this.work += close + 1 - j;
        j = close + 1;
        continue;
      }
      if (first === 62) return { end: j + 1, closed: true };
      j = this.skipWhile(j, (c) => !(isTagWhitespace(c) || c === 62));
    }
    return notClosed;
  }

  /** Index of the `<` of `</name` followed by a delimiter, or the end. */
  findRawTextEnd(from: number, name: string): number {
    const { input, length } = this;
    let j = from;
    while (j < length) {
      const lt = input.indexOf('<', j);
      if (lt === -1) {
        this.work += length - j;
        return length;
      }
      this.work += lt - j + 1;
      if (input.charCodeAt(lt + 1) === 47 /* / */ && matchesAt(input, lt + 2, name)) {
        this.work += name.length;
        const after = input.charCodeAt(lt + 2 + name.length);
        if (Number.isNaN(after) || isTagWhitespace(after) || after === 47 || after === 62) return lt;
      }
      j = lt + 1;
    }
    return length;
  }

  /** Counts a complete tag against the budget; true when it exceeds it. */
  overBudget(name: string, isEndTag: boolean): boolean {
    const budget = this.budget;
    if (!budget) return false;
    this.tags += 1;
    if (name === 'table') this.tableDepth = isEndTag ? Math.max(0, this.tableDepth - 1) : this.tableDepth + 1;
    if (!VOID_ELEMENTS.has(name) && !SELF_CLOSING_SIBLINGS.has(name))
      this.depth = isEndTag ? Math.max(0, this.depth - 1) : this.depth + 1;
    return (
      this.tags > budget.maxTags ||
      this.depth > budget.maxDepth ||
      this.tableDepth > budget.maxTableDepth ||
      this.attributes > budget.maxAttributes
    );
  }

  /** A start or end tag at `lt`: the index to go on from, or `undefined` to stop scanning. */
  readTag(lt: number, isEndTag: boolean): number | undefined {
    const { input, length } = this;
    let j = isEndTag ? lt + 2 : lt + 1;
    let name = '';
    while (j < length) {
      const code = input.charCodeAt(j);
      if (isTagWhitespace(code) || code === 47 || code === 62) break;
      this.work += 1;
      // Tag names are bounded in practice; past 64 characters it is not an element we know.
      if (name.length < 64) name += String.fromCharCode(asciiLower(code));
      j += 1;
    }
    const { end, closed } = this.skipAttributes(j);
    // A tag cut off by the end of input is dropped by the tokenizer (eof-in-tag).
    if (!closed) return end;
    if (this.overBudget(name, isEndTag)) {
      this.cutAt = lt;
      return undefined;
    }
    this.tagNames.add(name);
    if (!isEndTag && name === 'plaintext') {
      this.work += length - end;
      return undefined;
    }
    return !isEndTag && RAW_TEXT_ELEMENTS.has(name) ? this.findRawTextEnd(end, name) : end;
  }

  /** A comment at `lt` (`<!--`): the index just after it. */
  readComment(lt: number): number {
    const input = this.input;
    this.hasComment = true;
    // `<!-->` and `<!--->` close at once; otherwise the first `-->` or `--!>`.
    if (input.charCodeAt(lt + 4) === 62) return lt + 5;
    if (input.startsWith('->', lt + 4)) return lt + 6;
    let j = input.indexOf('--', lt + 4);
    let end = this.length;
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
    this.work += end - lt;
    return end;
  }

  /** `<!…`, `<?…` or `</` + non-letter at `lt`: the index to go on from. */
  readMarkupDeclaration(lt: number, next: number): number {
    const input = this.input;
    if (next === 33 /* ! */) {
      if (input.startsWith('--', lt + 2)) return this.readComment(lt);
      if (matchesAt(input, lt + 2, 'doctype')) {
        this.hasDoctype = true;
        return this.skipPast(lt + 2, '>');
      }
      if (input.startsWith('[CDATA[', lt + 2)) this.hasCdata = true;
      this.hasComment = true;
      return this.skipPast(lt + 2, '>');
    }
    this.hasComment = true;
    return this.skipPast(lt + 1, '>');
  }

  run(): HtmlScan {
    const { input, length } = this;
    let i = 0;
    while (i < length) {
      const lt = input.indexOf('<', i);
      if (lt === -1) {
        this.work += length - i;
        break;
      }
      this.work += lt - i + 1;
      const next = input.charCodeAt(lt + 1);
      let after: number | undefined = lt + 1;
      if (isAsciiAlpha(next) || (next === 47 /* / */ && isAsciiAlpha(input.charCodeAt(lt + 2)))) {
        after = this.readTag(lt, next === 47);
      } else if (next === 33 /* ! */ || next === 63 /* ? */ || next === 47 /* "</" + non-letter */) {
        // Comments build nodes too: a flood of them counts against the budget like tags.
        this.tags += 1;
        if (this.budget && this.tags > this.budget.maxTags) {
          this.cutAt = lt;
          break;
        }
        after = this.readMarkupDeclaration(lt, next);
      }
      if (after === undefined) break;
      i = after;
    }
    const { tagNames, hasDoctype, hasCdata, hasComment, work, cutAt } = this;
    return cutAt === undefined
      ? { tagNames, hasDoctype, hasCdata, hasComment, work }
      : { tagNames, cutAt, hasDoctype, hasCdata, hasComment, work };
  }
}

/**
 * Scans a string for the tags a browser would see. With a `budget`, also reports where the
 * markup first exceeds it, so a caller can cut the input there before any parser builds it:
 * the cost of parsing is then bounded whatever the input (deep nesting, floods of elements or
 * attributes), and so is the cost of everything that follows (layout, accessibility tree).
 */
export function scanHtml(input: string, budget?: HtmlBudget): HtmlScan {
  return new HtmlScanner(input, budget).run();
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

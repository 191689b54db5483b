/**
 * A tolerant JSON reader for tool arguments that are still streaming in: it returns as much
 * of the value as has arrived (an unterminated string keeps its text so far; a dangling key
 * or literal is dropped) and says whether the text was complete. Linear in the input,
 * depth-limited, never throws.
 */

export interface PartialJson {
  /** The value read, or `undefined` when the text does not start like JSON. */
  readonly value: unknown;
  /** The whole text was one well-formed JSON value. */
  readonly complete: boolean;
}

const MAX_DEPTH = 64;

/** Characters only: a regular expression here could backtrack on long digit runs. */
function isNumberPrefix(token: string): boolean {
  for (let k = 0; k < token.length; k += 1) {
    if (!'0123456789+-.eE'.includes(token[k] ?? '')) return false;
  }
  return true;
}
const INCOMPLETE = Symbol('incomplete');

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

const notJson = (): never => {
  throw new SyntaxError('not JSON');
};

/** A tolerant reader over JSON text that may stop anywhere: it keeps what is complete. */
class PartialReader {
  private i = 0;
  /** The text ended inside a value. */
  truncated = false;
  private readonly n: number;
  constructor(private readonly text: string) {
    this.n = text.length;
  }

  skipWhitespace(): void {
    while (this.i < this.n) {
      const c = this.text.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.i += 1;
      else break;
    }
  }

  /** The first character after whitespace, or undefined at the end. */
  peek(): string | undefined {
    this.skipWhitespace();
    return this.text[this.i];
  }

  private stop<T>(value: T): T {
    this.i = this.n;
    this.truncated = true;
    return value;
  }

  /** Reads one escape at a backslash; returns undefined when the text ends inside it. */
  private readEscape(): string | undefined {
    const next = this.text[this.i + 1];
    if (next === undefined) return undefined;
    if (next !== 'u') {
      this.i += 2;
      return ESCAPES[next] ?? next;
    }
    const hex = this.text.slice(this.i + 2, this.i + 6);
    if (hex.length < 4) return undefined;
    const code = Number.parseInt(hex, 16);
    this.i += 6;
    return Number.isNaN(code) ? '' : String.fromCharCode(code);
  }

  /** At the opening quote. */
  readString(): string {
    this.i += 1;
    let out = '';
    let start = this.i;
    while (this.i < this.n) {
      const c = this.text.charCodeAt(this.i);
      if (c === 34) {
        out += this.text.slice(start, this.i);
        this.i += 1;
        return out;
      }
      if (c === 92) {
        out += this.text.slice(start, this.i);
        const escaped = this.readEscape();
        if (escaped === undefined) return this.stop(out);
        out += escaped;
        start = this.i;
        continue;
      }
      this.i += 1;
    }
    this.truncated = true;
    return out + this.text.slice(start, this.n);
  }

  readValue(depth: number): unknown {
    const c = this.peek();
    if (c === undefined) {
      this.truncated = true;
      return INCOMPLETE;
    }
    if (c === '"') return this.readString();
    if (c === '{' || c === '[')
      return depth >= MAX_DEPTH ? this.stop(INCOMPLETE) : this.readContainer(c, depth);
    return this.readScalar();
  }

  /** An object or array: every complete member, and the container as far as it goes. */
  private readContainer(open: '{' | '[', depth: number): unknown {
    const isObject = open === '{';
    this.i += 1;
    const out: Record<string, unknown> | unknown[] = isObject ? {} : [];
    for (;;) {
      const ch = this.peek();
      if (ch === undefined) {
        this.truncated = true;
        return out;
      }
      if (ch === (isObject ? '}' : ']')) {
        this.i += 1;
        return out;
      }
      if (ch === ',') {
        this.i += 1;
        continue;
      }
      const complete = isObject
        ? this.readMember(out as Record<string, unknown>, depth)
        : this.readItem(out as unknown[], depth);
      if (!complete || this.truncated) return out;
    }
  }

  private readMember(out: Record<string, unknown>, depth: number): boolean {
    if (this.text[this.i] !== '"') return notJson();
    const key = this.readString();
    this.skipWhitespace();
    if (this.i >= this.n || this.truncated) return false;
    if (this.text[this.i] !== ':') return notJson();
    this.i += 1;
    const value = this.readValue(depth + 1);
    if (value === INCOMPLETE) return false;
    out[key] = value;
    return true;
  }

  private readItem(out: unknown[], depth: number): boolean {
    const value = this.readValue(depth + 1);
    if (value === INCOMPLETE) return false;
    out.push(value);
    return true;
  }

  private readScalar(): unknown {
    const start = this.i;
    while (this.i < this.n && !' \t\r\n,]}'.includes(this.text[this.i] ?? '')) this.i += 1;
    const token = this.text.slice(start, this.i);
    if (token === 'true') return true;
    if (token === 'false') return false;
    if (token === 'null') return null;
    const atEnd = this.i >= this.n;
    if (/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(token)) {
      // A number at the very end may still be growing ("12" of "125"): keep what we have.
      if (atEnd) this.truncated = true;
      return Number(token);
    }
    const couldGrow =
      'true'.startsWith(token) ||
      'false'.startsWith(token) ||
      'null'.startsWith(token) ||
      isNumberPrefix(token);
    if (atEnd && couldGrow) {
      this.truncated = true;
      return INCOMPLETE;
    }
    return notJson();
  }
}

/** Reads JSON text that may still be streaming in: the value so far and whether it is complete. */
export function parsePartialJson(text: string): PartialJson {
  try {
    return { value: JSON.parse(text) as unknown, complete: true };
  } catch {
    // fall through to the tolerant reader
  }
  try {
    const reader = new PartialReader(text);
    const first = reader.peek();
    if (first !== '{' && first !== '[') return { value: undefined, complete: false };
    const value = reader.readValue(0);
    return { value: value === INCOMPLETE ? undefined : value, complete: false };
  } catch {
    return { value: undefined, complete: false };
  }
}

/**
 * A value as given, or — where it is text, as runtimes often send arguments and results — the
 * JSON it holds, read as far as it goes (`undefined` when the text is no JSON).
 */
export function jsonOrValue(value: unknown): unknown {
  return typeof value === 'string' ? parsePartialJson(value.trim()).value : value;
}

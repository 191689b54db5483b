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

export function parsePartialJson(text: string): PartialJson {
  try {
    return { value: JSON.parse(text) as unknown, complete: true };
  } catch {
    // fall through to the tolerant reader
  }
  let i = 0;
  let truncated = false;
  const n = text.length;

  const skipWhitespace = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i += 1;
      else break;
    }
  };

  const readString = (): string => {
    // at the opening quote
    i += 1;
    let out = '';
    let start = i;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        out += text.slice(start, i);
        i += 1;
        return out;
      }
      if (c === 92) {
        out += text.slice(start, i);
        const next = text[i + 1];
        if (next === undefined) {
          i = n;
          truncated = true;
          return out;
        }
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (next === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (hex.length < 4) {
            i = n;
            truncated = true;
            return out;
          }
          const code = Number.parseInt(hex, 16);
          out += Number.isNaN(code) ? '' : String.fromCharCode(code);
          i += 6;
        } else {
          out += simple[next] ?? next;
          i += 2;
        }
        start = i;
        continue;
      }
      i += 1;
    }
    truncated = true;
    return out + text.slice(start, n);
  };

  const readValue = (depth: number): unknown => {
    skipWhitespace();
    if (i >= n) {
      truncated = true;
      return INCOMPLETE;
    }
    const c = text[i];
    if (c === '"') return readString();
    if (c === '{' || c === '[') {
      if (depth >= MAX_DEPTH) {
        truncated = true;
        i = n;
        return INCOMPLETE;
      }
      const isObject = c === '{';
      i += 1;
      const out: Record<string, unknown> | unknown[] = isObject ? {} : [];
      for (;;) {
        skipWhitespace();
        if (i >= n) {
          truncated = true;
          return out;
        }
        const ch = text[i];
        if (ch === (isObject ? '}' : ']')) {
          i += 1;
          return out;
        }
        if (ch === ',') {
          i += 1;
          continue;
        }
        if (isObject) {
          if (ch !== '"') return fail();
          const key = readString();
          skipWhitespace();
          if (i >= n || truncated) return out;
          if (text[i] !== ':') return fail();
          i += 1;
          const value = readValue(depth + 1);
          if (value === INCOMPLETE) return out;
          (out as Record<string, unknown>)[key] = value;
        } else {
          const value = readValue(depth + 1);
          if (value === INCOMPLETE) return out;
          (out as unknown[]).push(value);
        }
        if (truncated) return out;
      }
    }
    return readScalar();
  };

  const fail = (): never => {
    throw new SyntaxError('not JSON');
  };

  const readScalar = (): unknown => {
    const start = i;
    while (i < n && !' \t\r\n,]}'.includes(text[i] ?? '')) i += 1;
    const token = text.slice(start, i);
    if (token === 'true') return true;
    if (token === 'false') return false;
    if (token === 'null') return null;
    if (/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(token)) {
      // A number at the very end may still be growing ("12" of "125"): keep what we have.
      if (i >= n) truncated = true;
      return Number(token);
    }
    const couldGrow =
      'true'.startsWith(token) ||
      'false'.startsWith(token) ||
      'null'.startsWith(token) ||
      isNumberPrefix(token);
    if (i >= n && couldGrow) {
      truncated = true;
      return INCOMPLETE;
    }
    return fail();
  };

  try {
    skipWhitespace();
    const first = text[i];
    if (first !== '{' && first !== '[') return { value: undefined, complete: false };
    const value = readValue(0);
    return { value: value === INCOMPLETE ? undefined : value, complete: false };
  } catch {
    return { value: undefined, complete: false };
  }
}

/**
 * Defensive readers. Core must never throw, and hostile values (getters that throw, revoked
 * proxies, cyclic objects) reach it straight from storage and the network, so every field
 * access goes through these.
 */

export type Dict = Readonly<Record<string, unknown>>;

export function isDict(value: unknown): value is Dict {
  try {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export function isList(value: unknown): value is readonly unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** Reads `value[key]`, or `undefined` when that throws or `value` is not an object. */
export function field(value: unknown, key: string): unknown {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

export function stringField(value: unknown, key: string): string | undefined {
  const found = field(value, key);
  return typeof found === 'string' ? found : undefined;
}

/** A string, or a finite number rendered as a string (ids are sometimes numbers). */
export function stringish(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Reads up to `limit` items of an array-like value without trusting its length. */
export function listItems(value: unknown, limit: number): { items: unknown[]; total: number } {
  if (!isList(value)) return { items: [], total: 0 };
  let total: number;
  try {
    total = value.length;
  } catch {
    return { items: [], total: 0 };
  }
  const items: unknown[] = [];
  const count = Math.min(total, limit);
  for (let index = 0; index < count; index += 1) {
    let item: unknown;
    try {
      item = value[index];
    } catch {
      item = undefined;
    }
    items.push(item);
  }
  return { items, total };
}

/** Own enumerable keys, capped; `undefined` when they cannot be read. */
export function readableKeys(value: unknown, limit: number): string[] | undefined {
  if (!isDict(value)) return undefined;
  try {
    const keys: string[] = [];
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      keys.push(key);
      if (keys.length >= limit) break;
    }
    return keys;
  } catch {
    return undefined;
  }
}

/** Own enumerable keys, capped; `[]` when they cannot be read. */
export function keysOf(value: unknown, limit: number): string[] {
  return readableKeys(value, limit) ?? [];
}

/**
 * Runs `compute`, returning `fallback()` if anything inside throws. The outermost guard of
 * every public core function, so totality does not depend on every branch being perfect.
 */
export function total<T>(compute: () => T, fallback: (error: unknown) => T): T {
  try {
    return compute();
  } catch (error) {
    return fallback(error);
  }
}

/** `record[key]` only when it is the record's own property (question texts may be "__proto__"). */
export function getOwn<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** Defines `record[key]` as an own, enumerable property — assignment would hit `__proto__`. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

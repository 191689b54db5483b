import { describe, expect, it } from 'vitest';
import { jsonOrValue } from '../../src/core/utils/partial-json';

describe('jsonOrValue: arguments and results a runtime may send as text or as values', () => {
  it('reads JSON text, with the whitespace a log line carries', () => {
    expect(jsonOrValue('  {"path":"/tmp/a.txt"}\n')).toEqual({ path: '/tmp/a.txt' });
  });

  it('reads as far as text that is still streaming in goes', () => {
    expect(jsonOrValue('{"path":"/tmp/a.txt","force":')).toEqual({ path: '/tmp/a.txt' });
  });

  it('gives undefined for text that is no JSON, and a value that is no text as it is', () => {
    const args = { path: '/tmp/a.txt' };
    expect(jsonOrValue('delete it')).toBeUndefined();
    expect(jsonOrValue(args)).toBe(args);
    expect(jsonOrValue(undefined)).toBeUndefined();
  });
});

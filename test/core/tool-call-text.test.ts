import { describe, expect, it } from 'vitest';
import { describeToolCall } from '../../src/core/text/tool-call-text';

describe('describeToolCall', () => {
  it('gives the reason, then the arguments as JSON, cut at 2,000 characters without splitting a character', () => {
    expect(describeToolCall('Deletes files', { path: '/tmp' })).toBe(
      'Deletes files\n\n{\n  "path": "/tmp"\n}',
    );
    // The 2,000th character is the first half of an emoji: the cut leaves the whole emoji out.
    const args = `${'x'.repeat(1_998)}😀 and more text`;
    const text = describeToolCall(undefined, args);
    expect(text).toBe(`"${'x'.repeat(1_998)}…`);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('leaves out arguments JSON cannot write', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(describeToolCall('Why', cycle)).toBe('Why');
    expect(describeToolCall(undefined, 10n)).toBe('');
  });
});

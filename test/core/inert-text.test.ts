import { describe, expect, it } from 'vitest';
import { normalizeQuestions } from '../../src/core';
import { revealInvisibleCharacters, toVisibleText } from '../../src/core/text/reveal-invisible';
import { NORMALIZE_LIMITS } from '../../src/core/normalize/limits';
import { scanHtml } from '../../src/rules/html-scan';
import { PREVIEW_HTML_BUDGET } from '../../src/rules/preview';

const marks = (text: string) => revealInvisibleCharacters(text).filter((segment) => segment.kind !== 'text');

describe('agent text is made inert: invisible characters become marks', () => {
  it.each([
    ['a right-to-left override', 'Cancel \u202Edeploy', 'U+202E'],
    ['an isolate', 'x\u2067y\u2069', 'U+2067'],
    ['a zero-width space', 'pay\u200Bpal', 'U+200B'],
    ['a tag character (ASCII smuggling)', 'ok\u{E0041}\u{E0042}', 'U+E0041'],
    ['a Hangul filler', 'name\u3164', 'U+3164'],
    ['the ANSI escape', 'ok \u001b[31m', 'U+001B'],
  ])('shows %s as a mark', (_what, text, codePoint) => {
    const found = marks(text);
    expect(found.some((segment) => segment.kind === 'invisible' && segment.codePoint === codePoint)).toBe(
      true,
    );
    expect(toVisibleText(text)).toContain(`⟨${codePoint}`);
    expect(toVisibleText(text)).not.toMatch(
      /[\u202A-\u202E\u2066-\u2069\u200B\u3164]|[\u{E0000}-\u{E007F}]/u,
    );
    expect(toVisibleText(text)).not.toContain(String.fromCharCode(0x1b));
  });

  it('keeps what scripts and emoji need: joiners, Arabic, CJK, accents', () => {
    for (const text of ['👩‍💻 dev', 'مرحبا بالعالم', '数据库', 'café crème', 'می‌خواهم']) {
      expect(revealInvisibleCharacters(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('collapses a run of one invisible character into one mark with its count', () => {
    const text = `a${'\u200B'.repeat(30_000)}b`;
    expect(revealInvisibleCharacters(text)).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'invisible', text: '\u200B', codePoint: 'U+200B', name: 'ZERO WIDTH SPACE', count: 30_000 },
      { kind: 'text', text: 'b' },
    ]);
    expect(toVisibleText(text)).toBe('a⟨U+200B ×30000⟩b');
  });

  it('shows at most 64 marks and counts the rest', () => {
    const text = Array.from({ length: 200 }, (_, i) => `w${i}\u200B`).join('');
    const segments = revealInvisibleCharacters(text);
    expect(segments.filter((segment) => segment.kind === 'invisible')).toHaveLength(64);
    expect(segments.at(-1)).toEqual({ kind: 'omitted', what: 'invisible', count: 136 });
  });

  it('cuts a stack of combining marks ("zalgo") to four over one character', () => {
    const zalgo = `Z${'\u0336\u0315\u0328'.repeat(20)}algo`;
    const segments = revealInvisibleCharacters(zalgo);
    expect(segments).toEqual([
      { kind: 'text', text: 'Z\u0336\u0315\u0328\u0336' },
      { kind: 'omitted', what: 'combining-marks', count: 56 },
      { kind: 'text', text: 'algo' },
    ]);
  });

  it('does a bounded amount of work per character (no super-linear case)', () => {
    // Linear by construction: the segment count never exceeds the mark budget plus the text
    // runs between marks, whatever the length.
    for (const size of [1_000, 100_000, 1_000_000]) {
      const text = `${'\u200B'.repeat(size)}${'a\u200C\u200E'.repeat(size / 1000)}`;
      expect(revealInvisibleCharacters(text).length).toBeLessThanOrEqual(64 * 2 + 2);
    }
  });
});

describe('HTML previews are cut by a budget before any parser sees them', () => {
  const cut = (html: string) => scanHtml(html, PREVIEW_HTML_BUDGET).cutAt;

  it('leaves an ordinary preview alone', () => {
    expect(cut('<h3>Sidebar</h3><ul><li>a</li><li>b</li></ul><table><tr><td>x</td></tr></table>')).toBe(
      undefined,
    );
  });

  it.each([
    ['10,000 nested <b>', `${'<b>'.repeat(10_000)}x${'</b>'.repeat(10_000)}`],
    ['10,000 nested <div>', `${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}`],
    ['a flood of 50,000 <br>', '<br>'.repeat(50_000)],
    [
      '12,000 attributes on one element',
      `<p ${Array.from({ length: 12_000 }, (_, i) => `a${i}=1`).join(' ')}>x</p>`,
    ],
    ['tables nested 20 deep', `${'<table><tr><td>'.repeat(20)}x${'</td></tr></table>'.repeat(20)}`],
  ])('cuts %s', (_what, html) => {
    const at = cut(html);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(html.length);
    // What is kept is within the budget.
    expect(scanHtml(html.slice(0, at), PREVIEW_HTML_BUDGET).cutAt).toBe(undefined);
  });

  it('counts a run of self-closing siblings as one level', () => {
    expect(cut(`<ul>${'<li>item'.repeat(1_000)}</ul>`)).toBe(undefined);
  });
});

describe('one call renders a bounded amount of text', () => {
  it('caps all text of a call together, then leaves options out', () => {
    const options = Array.from({ length: 50 }, (_, i) => ({
      label: `Option ${i}`,
      description: 'd'.repeat(9_000),
    }));
    const input = {
      questions: Array.from({ length: 20 }, (_, q) => ({ question: `Q${q}?`, header: 'H', options })),
    };
    const normalized = normalizeQuestions(input);
    const total = normalized.questions
      .flatMap((question) => [
        question.question,
        question.header ?? '',
        ...question.options.flatMap((option) => [option.label, option.description ?? '']),
      ])
      .reduce((sum, text) => sum + text.length, 0);
    expect(total).toBeLessThanOrEqual(NORMALIZE_LIMITS.maxTextPerCall);
    expect(normalized.warnings.some((warning) => warning.message.includes('as a whole is too large'))).toBe(
      true,
    );
  });

  it('caps all previews of a call together and leaves the rest out rather than empty', () => {
    const options = Array.from({ length: 50 }, (_, i) => ({
      label: `Option ${i}`,
      description: 'd',
      preview: 'p'.repeat(90_000),
    }));
    const normalized = normalizeQuestions({ questions: [{ question: 'Q?', header: 'H', options }] });
    const previews = normalized.questions[0]?.options.map((option) => option.preview) ?? [];
    expect(previews.reduce((sum, preview) => sum + (preview?.length ?? 0), 0)).toBeLessThanOrEqual(
      NORMALIZE_LIMITS.maxPreviewsPerCall,
    );
    expect(previews).not.toContain('');
    expect(previews.filter((preview) => preview === undefined).length).toBeGreaterThan(30);
  });
});

describe('comments count against the preview budget', () => {
  it.each([
    ['14,000 empty comments', `${'<!---->'.repeat(14_000)}<p>x</p>`],
    ['24,000 bogus comments', `${'<?x>'.repeat(24_000)}<p>x</p>`],
    ['10,000 end tags that are comments', `${'</ x>'.repeat(10_000)}<p>x</p>`],
  ])('cuts %s', (_what, html) => {
    const at = scanHtml(html, PREVIEW_HTML_BUDGET).cutAt;
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.length);
  });
});

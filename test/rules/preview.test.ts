import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanHtml } from '../../src/rules/html-scan';
import { PREVIEW_MAX_LENGTH, validatePreview } from '../../src/rules/preview';

describe('validatePreview: HTML or text (docs/previews.md)', () => {
  it.each([
    ['<b>Bold</b> choice'],
    ['<div><strong>Settings</strong><ul><li>Profile</li></ul></div>'],
    ['Intro text, then <p>a paragraph</p>'],
    ['<IMG src="https://example.com/x.png" alt="x">'],
    ['<table><tr><td>1</td></tr></table>'],
    ['<br>'],
    ['<svg viewBox="0 0 1 1"></svg>'],
  ])('%j is an HTML fragment', (preview) => {
    expect(validatePreview(preview)).toEqual({ kind: 'html' });
  });

  it.each([
    ['plain words'],
    ['# Title\n\n- a list\n- in markdown'],
    ['if a < b and c > d then'],
    ['List<String> and Map<K, V>'],
    ['x <- y'],
    ['1 <2> 3'],
    ['<not a tag'],
    ['<T>generic</T>'],
    ['&lt;b&gt;escaped&lt;/b&gt;'],
    ['+------+\n| box  |\n+------+'],
    ['<!-- just a comment -->'],
    ['<b'],
    [''],
  ])('%j is text', (preview) => {
    expect(validatePreview(preview)).toEqual({ kind: 'text' });
  });

  it.each([
    ['<!doctype html><p>x</p>', 'doctype'],
    ['<!DocType html>', 'doctype'],
    ['<html><p>x</p></html>', 'document-wrapper'],
    ['<HtMl>', 'document-wrapper'],
    ['<p>x</p></body>', 'document-wrapper'],
    ['<head><title>t</title></head>', 'document-wrapper'],
    ['<body/>', 'document-wrapper'],
    ['<p>ok</p><script>alert(1)</script>', 'script'],
    ['<p>ok</p><SCRIPT src=x></SCRIPT>', 'script'],
    ['<p>ok</p><!-- <script>alert(1)</script> -->', 'script'],
    ['<p title="<script>">x</p>', 'script'],
    ['<p>x</p></script >', 'script'],
    ['<p>x</p><style>p{color:red}</style>', 'style'],
    ['<svg><style>*{}</style></svg>', 'style'],
    [`${'<p>benign</p>'.repeat(5000)}<script>late()</script>`, 'script'],
    [`${'<p>benign</p>'.repeat(5000)}<style>late{}</style>`, 'style'],
  ])('case %#: the preview breaks the contract', (preview, code) => {
    const result = validatePreview(preview);
    expect(result).toMatchObject({ code });
    expect('error' in result && result.error.length > 10).toBe(true);
  });

  it('names the problem and the fix in the error', () => {
    expect(validatePreview('<body><p>x</p></body>')).toEqual({
      error: 'preview must be an HTML fragment: remove <body> and keep only its content',
      code: 'document-wrapper',
    });
  });

  it('refuses non-strings and over-long previews', () => {
    expect(validatePreview(42)).toMatchObject({ code: 'not-a-string' });
    expect(validatePreview(null)).toMatchObject({ code: 'not-a-string' });
    expect(validatePreview('a'.repeat(PREVIEW_MAX_LENGTH + 1))).toMatchObject({ code: 'too-long' });
  });

  it('follows the tokenizer: quotes open a value only after "="; raw text hides tags', () => {
    // A quote inside an attribute name does not swallow the rest of the input.
    expect(scanHtml('<b x"y>t</b><i>z</i>').tagNames).toEqual(new Set(['b', 'i']));
    expect(scanHtml('<p title="a > b">x</p>').tagNames).toEqual(new Set(['p']));
    expect(scanHtml('<textarea><b>not a tag</b></textarea><u>u</u>').tagNames).toEqual(
      new Set(['textarea', 'u']),
    );
    expect(scanHtml('<title>x</titlex></title><i>').tagNames).toEqual(new Set(['title', 'i']));
    expect(scanHtml('<plaintext><b>never</b>').tagNames).toEqual(new Set(['plaintext']));
    expect(scanHtml('<!-- a --!><b>after</b>').tagNames).toEqual(new Set(['b']));
    expect(scanHtml('<!--><b>after</b>').tagNames).toEqual(new Set(['b']));
    expect(scanHtml('<![CDATA[<i>]]><b>').hasCdata).toBe(true);
  });
});

describe('validatePreview: linear on pathological input', () => {
  // Work is counted in character visits, so this proves the bound without a clock; the
  // wall-clock figures are in test/bench/validate-preview.bench.ts.
  const pathological: [string, string][] = [
    ['many "<"', '<'.repeat(200_000)],
    ['many "<a"', '<a'.repeat(100_000)],
    ['unterminated attribute quotes', `<p a="${'x'.repeat(200_000)}`],
    ['many attribute starts', `<p ${'a='.repeat(100_000)}`],
    ['many quotes', `<p a=${'"'.repeat(200_000)}`],
    ['unterminated comment of dashes', `<!--${'-'.repeat(200_000)}`],
    ['many comment openers', '<!--'.repeat(50_000)],
    ['raw text with many "</"', `<title>${'</titl'.repeat(30_000)}`],
    ['many doctype-like openers', '<!d'.repeat(60_000)],
    ['nested tags', '<div>'.repeat(40_000)],
    ['script-like prefixes', '<scrip'.repeat(30_000)],
  ];

  it.each(pathological)('%s', (_name, input) => {
    const { work } = scanHtml(input);
    expect(work).toBeLessThanOrEqual(4 * input.length + 16);
    expect(validatePreview(input)).toHaveProperty(input.length > PREVIEW_MAX_LENGTH ? 'code' : 'kind');
  });

  it('does at most a constant amount of work per character on arbitrary input', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[<>!\-"'=/a-z [\]]{0,400}$/), (input) => {
        expect(scanHtml(input).work).toBeLessThanOrEqual(4 * input.length + 16);
      }),
      { numRuns: 500 },
    );
  });
});

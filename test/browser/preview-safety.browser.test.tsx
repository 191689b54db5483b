import DOMPurify from 'dompurify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserQuestion } from '../../src';
import { sanitizePreviewHtml } from '../../src/components/preview/sanitize';
import { hostilePreviews, spoofingTexts } from '../fixtures/hostile-previews';

/**
 * Hostile previews in real Chromium (never happy-dom, which DOMPurify does not consider a
 * safe DOM). For every payload: nothing executes, nothing escapes the box or steals focus or
 * clicks, nothing joins the card's accessibility tree or a host form, nothing loads from
 * evil.example, and contract violations fall back to text.
 */

const ALLOWED_TAGS = new Set([
  'A',
  'ABBR',
  'ACRONYM',
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'B',
  'BDI',
  'BIG',
  'BLOCKQUOTE',
  'BR',
  'CAPTION',
  'CENTER',
  'CITE',
  'CODE',
  'COL',
  'COLGROUP',
  'DATA',
  'DD',
  'DEL',
  'DFN',
  'DIR',
  'DIV',
  'DL',
  'DT',
  'EM',
  'FIGCAPTION',
  'FIGURE',
  'FONT',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HGROUP',
  'HR',
  'I',
  'IMG',
  'INS',
  'KBD',
  'LI',
  'MAIN',
  'MARK',
  'METER',
  'NAV',
  'NOBR',
  'OL',
  'P',
  'PRE',
  'PROGRESS',
  'Q',
  'RP',
  'RT',
  'RUBY',
  'S',
  'SAMP',
  'SECTION',
  'SMALL',
  'SPAN',
  'STRIKE',
  'STRONG',
  'SUB',
  'SUP',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TIME',
  'TR',
  'TT',
  'U',
  'UL',
  'VAR',
  'WBR',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'rel',
  'referrerpolicy',
  'target',
  'alt',
  'src',
  'decoding',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'align',
  'valign',
  'cite',
  'datetime',
  'lang',
  'start',
  'reversed',
  'type',
  'value',
  'color',
  'size',
  'face',
  'border',
  'cellpadding',
  'cellspacing',
  'span',
  'abbr',
  'scope',
  'headers',
  'nowrap',
  'summary',
  'min',
  'max',
  'low',
  'high',
  'optimum',
  'data-auq-blocked-image',
  'clear',
  'noshade',
  'bgcolor',
  'char',
  'charoff',
  'axis',
  'rules',
  'frame',
  'hspace',
  'vspace',
  'compact',
  'label',
  'translate',
  'xml:lang',
  'shape',
  'coords',
]);

const pwned = vi.fn();
beforeEach(() => {
  pwned.mockClear();
  (window as unknown as { __pwned: unknown }).__pwned = pwned;
  (window as unknown as { parent: { __pwned: unknown } }).parent.__pwned = pwned;
});
afterEach(() => {
  document.querySelectorAll('.host-fixture').forEach((element) => element.remove());
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Problems with sanitised preview content, as readable strings (empty when safe). */
function auditContent(
  root: Element | DocumentFragment,
  options: { allowRemoteImages?: boolean; layout?: boolean } = {},
): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(element.tagName)) problems.push(`tag <${element.tagName.toLowerCase()}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name.startsWith('aria-') || !ALLOWED_ATTRIBUTES.has(name)) {
        problems.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value.slice(0, 40)}">`);
      }
    }
    const href = element.getAttribute('href');
    if (href !== null) {
      if (!/^(https:|mailto:)/i.test(href)) problems.push(`href ${href}`);
      if (element.getAttribute('target') !== '_blank') problems.push('link without target _blank');
      if (
        !/noopener/.test(element.getAttribute('rel') ?? '') ||
        !/noreferrer/.test(element.getAttribute('rel') ?? '')
      ) {
        problems.push('link without rel noopener noreferrer');
      }
    }
    const src = element.getAttribute('src');
    if (src !== null && !/^data:image\//i.test(src) && !(options.allowRemoteImages && /^https:/i.test(src))) {
      problems.push(`src ${src.slice(0, 60)}`);
    }
    if (options.layout !== false) {
      const position = getComputedStyle(element).position;
      if (position !== 'static' && position !== 'relative') problems.push(`position ${position}`);
    }
  }
  return problems;
}

function evilRequests(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('evil.example'));
}

async function renderHostile(preview: string) {
  const host = document.createElement('div');
  host.className = 'host-fixture';
  host.innerHTML =
    '<form id="host-form"><input name="host-field"></form><textarea aria-label="Composer"></textarea>';
  document.body.append(host);
  const composer = host.querySelector('textarea') as HTMLTextAreaElement;
  const input = (text: string) => ({
    questions: [
      {
        question: 'Which variant?',
        header: 'Variant',
        options: [
          { label: 'First', description: 'has the preview', preview: text },
          { label: 'Second', description: 'plain', preview: 'plain text' },
        ],
      },
    ],
  });
  const screen = await render(<AskUserQuestion id="hostile" input={input('placeholder')} status="pending" />);
  const ids = {
    __CARD_TEXT_ID__: document.querySelector('[data-slot="question-text"]')?.id ?? '',
    __CARD_STATUS_ID__: document.querySelector('[data-slot="status"]')?.id ?? '',
    __CARD_OPTION_ID__: document.querySelector('[data-slot="option-control"]')?.id ?? '',
    __CARD_SUBMIT_ID__: 'hostile',
  };
  const payload = Object.entries(ids).reduce((text, [marker, id]) => text.replaceAll(marker, id), preview);
  composer.focus();
  await screen.rerender(<AskUserQuestion id="hostile" input={input(payload)} status="pending" />);
  await expect
    .poll(() => document.querySelector('[data-slot="preview-content"]')?.getAttribute('data-state') ?? 'text')
    .not.toBe('loading');
  await settle();
  return { screen, ids, composer, host };
}

describe('runs in a real browser, with checks that can fail', () => {
  it('is Chromium, not a simulated DOM', () => {
    expect(navigator.userAgent).toMatch(/Chrome\//);
    expect(navigator.userAgent).not.toMatch(/jsdom|happy-dom/i);
  });

  it('the audit flags unsanitised payloads (parsed inert, never run)', () => {
    let flagged = 0;
    for (const payloads of Object.values(hostilePreviews)) {
      for (const payload of payloads) {
        const template = document.createElement('template');
        template.innerHTML = payload;
        if (auditContent(template.content, { layout: false }).length > 0) flagged += 1;
      }
    }
    // Nearly every payload carries something the audit must reject when not sanitised.
    expect(flagged).toBeGreaterThan(45);
  });

  it('the __pwned trap fires for a raw event handler', async () => {
    const box = document.createElement('div');
    box.className = 'host-fixture';
    box.innerHTML = '<img src="x-missing.png" onerror="__pwned(0)">';
    document.body.append(box);
    await expect.poll(() => pwned.mock.calls.length).toBe(1);
  });

  it('the click-through check sees a real overlay', async () => {
    await render(<AskUserQuestion input={{ question: 'Q?', options: ['A', 'B'] }} status="pending" />);
    const overlay = document.createElement('div');
    overlay.className = 'host-fixture';
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
    document.body.append(overlay);
    const submit = document.querySelector('[data-slot="submit"]') as HTMLElement;
    const rect = submit.getBoundingClientRect();
    expect(submit.contains(document.elementFromPoint(rect.left + 4, rect.top + 4))).toBe(false);
  });
});

for (const [category, payloads] of Object.entries(hostilePreviews)) {
  describe(`hostile previews: ${category}`, () => {
    it.each(payloads.map((payload, index) => [index, payload] as const))(
      'payload %i stays harmless in the card',
      async (_index, payload) => {
        const { ids, composer, host } = await renderHostile(payload);
        const content = document.querySelector('[data-slot="preview-content"]') as HTMLElement;
        const box = document.querySelector('[data-slot="preview"]') as HTMLElement;

        expect(pwned).not.toHaveBeenCalled();
        expect(auditContent(content)).toEqual([]);
        expect(document.activeElement).toBe(composer);
        expect(document.querySelectorAll('dialog[open], :popover-open').length).toBe(0);
        // No fake or extra controls in the card, and nothing joined the host's form.
        expect(document.querySelectorAll('[data-slot="card"] [role="radio"]').length).toBe(3);
        expect(content.querySelectorAll('input, button, select, textarea, [role], [tabindex]').length).toBe(
          0,
        );
        expect((host.querySelector('#host-form') as HTMLFormElement).elements.length).toBe(1);
        // The card's own ids still point at the card's own elements.
        expect(document.getElementById(ids.__CARD_TEXT_ID__)?.getAttribute('data-slot')).toBe(
          'question-text',
        );
        expect(document.getElementById(ids.__CARD_STATUS_ID__)?.getAttribute('data-slot')).toBe('status');
        // Nothing drawn by the preview covers the card's controls.
        const submit = document.querySelector('[data-slot="submit"]') as HTMLElement;
        const rect = submit.getBoundingClientRect();
        submit.scrollIntoView();
        const hit = document.elementFromPoint(rect.left + 4, submit.getBoundingClientRect().top + 4);
        expect(submit.contains(hit)).toBe(true);
        expect(getComputedStyle(box).contain).toContain('paint');
        expect(evilRequests()).toEqual([]);

        // Clicking inside the preview chooses nothing.
        box.scrollIntoView();
        await page.elementLocator(box).click({ position: { x: 10, y: 10 } });
        expect(
          document.querySelectorAll('[data-slot="card"] [role="radio"][aria-checked="true"]').length,
        ).toBe(0);
        await settle();
        expect(pwned).not.toHaveBeenCalled();
        expect(window.location.hash).toBe('');
      },
    );

    it.each(payloads.map((payload, index) => [index, payload] as const))(
      'payload %i is neutralised by the sanitiser itself',
      async (_index, payload) => {
        const fragment = await sanitizePreviewHtml(payload, { view: window });
        const box = document.createElement('div');
        box.className = 'host-fixture';
        box.append(fragment);
        document.body.append(box);
        await settle();
        expect(pwned).not.toHaveBeenCalled();
        expect(auditContent(box)).toEqual([]);
        expect(evilRequests()).toEqual([]);
        // Sanitising the output again changes nothing.
        const again = await sanitizePreviewHtml(box.innerHTML, { view: window });
        const second = document.createElement('div');
        second.append(again);
        expect(second.innerHTML).toBe(box.innerHTML);
      },
    );
  });
}

describe('contract violations fall back to text', () => {
  it.each(hostilePreviews['contract-gate probes']!.slice(0, 4))('%s is shown literally', async (payload) => {
    await renderHostile(payload);
    const content = document.querySelector('[data-slot="preview-content"]') as HTMLElement;
    expect(content.tagName).toBe('PRE');
    expect(content.getAttribute('data-kind')).toBe('text');
    expect(content.children.length).toBe(0);
    expect(content.textContent).toBe(payload);
  });
});

describe('text previews cannot disguise what they say', () => {
  it.each(spoofingTexts)('$text', async ({ text, mustShow }) => {
    await renderHostile(text);
    const content = document.querySelector('[data-slot="preview-content"]') as HTMLElement;
    expect(content.getAttribute('data-kind')).toBe('text');
    expect(content.textContent).toContain(mustShow);
    // The raw escape character is exactly what must not survive.
    // eslint-disable-next-line no-control-regex
    expect(content.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u001b]/);
    expect(content.querySelectorAll('a, img').length).toBe(0);
    expect(pwned).not.toHaveBeenCalled();
  });
});

describe('integration foot-guns', () => {
  it('loads remote images only when the host opts in', async () => {
    const preview = '<p>x</p><img src="https://images.example/photo.png" alt="photo">';
    const input = {
      questions: [
        {
          question: 'Q?',
          header: 'H',
          options: [
            { label: 'A', description: 'a', preview },
            { label: 'B', description: 'b' },
          ],
        },
      ],
    };
    const blocked = await render(<AskUserQuestion input={input} status="pending" />);
    await expect.poll(() => document.querySelector('[data-slot="preview-content"] img')).not.toBeNull();
    expect(document.querySelector('[data-slot="preview-content"] img')?.hasAttribute('src')).toBe(false);
    expect(
      document.querySelector('[data-slot="preview-content"] img')?.hasAttribute('data-auq-blocked-image'),
    ).toBe(true);
    blocked.unmount();
    await render(<AskUserQuestion input={input} status="pending" allowRemoteImages />);
    await expect
      .poll(() => document.querySelector('[data-slot="preview-content"] img')?.getAttribute('src'))
      .toBe('https://images.example/photo.png');
    expect(document.querySelector('[data-slot="preview-content"] img')?.getAttribute('referrerpolicy')).toBe(
      'no-referrer',
    );
  });

  it("keeps its hooks off the host's DOMPurify", async () => {
    await sanitizePreviewHtml('<a href="https://example.com">a</a>', { view: window });
    const hostOutput = DOMPurify.sanitize('<a href="https://example.com">a</a><p style="color:red">s</p>');
    expect(hostOutput).toBe('<a href="https://example.com">a</a><p style="color:red">s</p>');
  });

  it('stores the raw preview and re-sanitises it on every render', async () => {
    const onSubmit = vi.fn();
    const raw = '<p onclick="__pwned(99)">chosen</p>';
    const input = {
      questions: [
        {
          question: 'Q?',
          header: 'H',
          options: [
            { label: 'A', description: 'a', preview: raw },
            { label: 'B', description: 'b' },
          ],
        },
      ],
    };
    await render(<AskUserQuestion input={input} status="pending" onSubmit={onSubmit} />);
    await page.getByRole('radio', { name: 'A' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { 'Q?': 'A' }, annotations: { 'Q?': { preview: raw } } },
    });
    // The summary's chosen preview is sanitised again from the raw string.
    await page.getByText('Chosen preview').click();
    await expect
      .poll(
        () =>
          document.querySelector('[data-slot="summary-preview"] [data-slot="preview-content"]')?.textContent,
      )
      .toBe('chosen');
    expect(document.querySelector('[data-slot="summary-preview"] [onclick]')).toBeNull();
  });
});

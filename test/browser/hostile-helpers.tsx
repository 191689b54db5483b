import { afterEach, beforeEach, expect, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AskUserQuestion } from '../../src';

/**
 * What the hostile-input tests share: the trap every payload calls if it ever runs, the audit
 * of sanitised markup against the kit's allow lists, and a card rendered next to a host form
 * and composer with the payload as its first option's preview.
 */

export const ALLOWED_TAGS = new Set([
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
export const ALLOWED_ATTRIBUTES = new Set([
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

export const pwned = vi.fn();
beforeEach(() => {
  pwned.mockClear();
  (window as unknown as { __pwned: unknown }).__pwned = pwned;
  (window as unknown as { parent: { __pwned: unknown } }).parent.__pwned = pwned;
});
afterEach(() => {
  document.querySelectorAll('.host-fixture').forEach((element) => element.remove());
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Every document in the page: the top one and those of its frames, nested frames included. */
function documentsInPage(): Document[] {
  const documents: Document[] = [document];
  for (let index = 0; index < documents.length; index += 1) {
    for (const frame of documents[index]!.querySelectorAll('iframe, frame')) {
      try {
        const inner = (frame as HTMLIFrameElement).contentDocument;
        if (inner) documents.push(inner);
      } catch {
        // A cross-origin frame: nothing of ours runs in it.
      }
    }
  }
  return documents;
}

/** Loads still in flight anywhere in the page: each may yet fire a handler. */
function pendingLoads(): number {
  let pending = 0;
  for (const view of documentsInPage()) {
    if (view.readyState !== 'complete') pending += 1;
    for (const frame of view.querySelectorAll('iframe[srcdoc]')) {
      // Right after insertion a srcdoc frame still shows its empty initial document.
      try {
        if ((frame as HTMLIFrameElement).contentDocument?.URL !== 'about:srcdoc') pending += 1;
      } catch {
        // Cross-origin (sandboxed without same-origin): its scripts cannot reach our trap.
      }
    }
    for (const image of view.images) if (!image.complete) pending += 1;
    for (const media of view.querySelectorAll('video, audio'))
      if ((media as HTMLMediaElement).networkState === HTMLMediaElement.NETWORK_LOADING) pending += 1;
  }
  return pending;
}

/**
 * Gives a payload every chance to act before the checks: every document, frame, image and
 * media load in the page finished (so its load or error handler has run), then a last short
 * wait for what the page does not report (object and embed content, SVG images, CSS urls,
 * requests still in flight), then two painted frames. The loads are waited on as events, so a
 * loaded machine makes it slower, not wrong; the short wait is only the margin of the old
 * fixed delay for the rest, which the sanitiser removes before anything could load it.
 */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect.poll(pendingLoads, { timeout: 20_000, interval: 10 }).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 40));
  await nextFrame();
  await nextFrame();
}

/** Problems with sanitised preview content, as readable strings (empty when safe). */
export function auditContent(
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

export function evilRequests(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('evil.example'));
}

export async function renderHostile(preview: string) {
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

import { afterEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import shadcnThemeCss from '../../src/themes/shadcn.css?raw';
import shadcnHostCss from '../fixtures/shadcn-host.css?raw';
import { AskUserQuestion } from '../../src';
import { nextFrame } from './story-helpers';

/**
 * Host styling in real Chromium with real Tailwind v4 (compiled by test/setup/tailwind.ts):
 * tokens from any ancestor, the host font, host classes beating the kit whatever the load
 * order, Tailwind's preflight not flattening previews, and the shadcn theme.
 */
const input = {
  questions: [
    {
      question: 'Which layout should the dashboard use?',
      header: 'Layout',
      multiSelect: false,
      options: [
        {
          label: 'Sidebar (Recommended)',
          description: 'Navigation on the left.',
          preview: '<h3>Sidebar</h3><ul><li>Projects</li><li>Settings</li></ul><ol><li>first</li></ol>',
        },
        { label: 'Top bar', description: 'Navigation on top.', preview: '<p>Top bar</p>' },
      ],
    },
  ],
};

const added: HTMLStyleElement[] = [];
function addStyle(css: string, where: 'first' | 'last'): void {
  const element = document.createElement('style');
  element.textContent = css;
  if (where === 'first') document.head.prepend(element);
  else document.head.append(element);
  added.push(element);
}
afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

const style = (element: Element | null | undefined) => getComputedStyle(element as Element);
let scope: Element = document.body;
const card = () => scope.querySelector('[data-slot="card"]');
const submit = () => scope.querySelector('[data-slot="submit"]');

async function renderCard(props: Record<string, unknown> = {}, wrapper: Record<string, unknown> = {}) {
  const screen = await render(
    <>
      <div data-testid="pointer-parking" style={{ height: 8 }} />
      <div {...wrapper}>
        <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} {...props} />
      </div>
    </>,
  );
  // The preview follows the pointer: park it, so the first option's preview is the one shown.
  await userEvent.hover(screen.getByTestId('pointer-parking').first());
  await expect
    .poll(() => document.querySelectorAll('[data-slot="preview-content"][data-state="loading"]').length)
    .toBe(0);
  await nextFrame();
  scope = screen.container;
  return screen;
}

describe('tokens', () => {
  it('work with no host CSS at all', async () => {
    await renderCard();
    expect(style(card()).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(style(submit()).backgroundColor).toBe('rgb(31, 79, 209)');
    expect(style(card()).borderTopLeftRadius).toBe('8px');
  });

  it('set on any ancestor reach the card', async () => {
    await renderCard(
      {},
      {
        style: {
          '--auq-primary': 'rgb(200, 0, 0)',
          '--auq-radius': '3px',
          '--auq-preview-max-height': '120px',
        },
      },
    );
    expect(style(submit()).backgroundColor).toBe('rgb(200, 0, 0)');
    expect(style(card()).borderTopLeftRadius).toBe('3px');
    expect(style(scope.querySelector('[data-slot="preview"]')).maxHeight).toBe('120px');
  });

  it('switch to dark under .dark or data-auq-theme, and the host value still wins there', async () => {
    await renderCard({}, { className: 'dark' });
    expect(style(card()).backgroundColor).toBe('rgb(22, 24, 29)');
    await renderCard({ theme: 'dark' }, { style: { '--auq-background': 'rgb(1, 2, 3)' } });
    expect(style(card()).backgroundColor).toBe('rgb(1, 2, 3)');
    expect(style(submit()).backgroundColor).toBe('rgb(122, 162, 255)');
  });

  it('leave the font to the host', async () => {
    await renderCard({}, { style: { fontFamily: '"Noto Sans CJK SC", monospace' } });
    expect(style(card()).fontFamily).toBe('"Noto Sans CJK SC", monospace');
    expect(style(submit()).fontFamily).toBe('"Noto Sans CJK SC", monospace');
  });
});

describe.each(['first', 'last'] as const)('real Tailwind v4 loaded %s', (where) => {
  it('host utilities passed through className and classNames win over the kit', async () => {
    addStyle(inject('tailwindCss'), where);
    await renderCard({
      className: 'bg-red-500 rounded-none p-8',
      classNames: { option: 'bg-emerald-100 rounded-2xl', submit: 'text-violet-700 font-mono' },
    });
    expect(style(card()).backgroundColor).toBe('oklch(0.637 0.237 25.331)');
    expect(style(card()).borderTopLeftRadius).toBe('0px');
    expect(style(card()).paddingTop).toBe('32px');
    const option = scope.querySelector('[data-slot="option"]');
    expect(style(option).backgroundColor).toBe('oklch(0.95 0.052 163.051)');
    expect(style(option).borderTopLeftRadius).toBe('16px');
    expect(style(submit()).color).toBe('oklch(0.491 0.27 292.581)');
    expect(style(submit()).fontFamily).toContain('monospace');
  });

  it('its preflight does not flatten an HTML preview', async () => {
    addStyle(inject('tailwindCss'), where);
    await renderCard();
    const content = scope.querySelector('[data-slot="preview-content"]');
    expect(content?.getAttribute('data-state')).toBe('ready');
    expect(style(content?.querySelector('h3')).fontWeight).toBe('700');
    expect(style(content?.querySelector('ul')).listStyleType).toBe('disc');
    expect(style(content?.querySelector('ol')).listStyleType).toBe('decimal');
    expect(style(content?.querySelector('ul')).paddingInlineStart).toBe('40px');
    // …while the kit's own controls keep their look under the reset.
    expect(style(card()).paddingTop).toBe('16px');
    expect(style(submit()).backgroundColor).toBe('rgb(31, 79, 209)');
  });
});

describe('a card styled with real Tailwind v4 utilities', () => {
  it('looks as the host styled it, light and dark (baseline)', async () => {
    const before = { width: window.innerWidth, height: window.innerHeight };
    await page.viewport(1240, 1100);
    onTestFinished(() => page.viewport(before.width, before.height));
    addStyle(inject('tailwindCss'), 'first');
    const classes = {
      className: 'rounded-2xl shadow-md',
      classNames: {
        option: 'rounded-xl bg-slate-50 dark:bg-slate-800',
        'question-chip': 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
        submit: 'rounded-full px-6 font-semibold',
      },
    };
    const screen = await render(
      <>
        <div data-testid="pointer-parking" style={{ height: 8 }} />
        <div
          data-testid="pair"
          style={{ display: 'flex', width: 1200, fontFamily: '"DejaVu Sans", sans-serif' }}
        >
          <div style={{ flex: '1 1 0', padding: 12 }}>
            <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} {...classes} />
          </div>
          <div className="dark" style={{ flex: '1 1 0', padding: 12, background: '#0b0d12' }}>
            <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} {...classes} />
          </div>
        </div>
      </>,
    );
    await userEvent.hover(screen.getByTestId('pointer-parking'));
    await expect
      .poll(() => document.querySelectorAll('[data-slot="preview-content"][data-state="loading"]').length)
      .toBe(0);
    await document.fonts.ready;
    await nextFrame();
    const option = screen.container.querySelector('[data-slot="option"]');
    expect(style(option).borderTopLeftRadius).toBe('12px');
    await expect.element(screen.getByTestId('pair')).toMatchScreenshot('tailwind-host');
  });
});

describe.each(['first', 'last'] as const)('the shadcn theme loaded %s', (where) => {
  it('takes the host’s shadcn variables, light and .dark', async () => {
    addStyle(shadcnHostCss, 'last');
    addStyle(shadcnThemeCss, where);
    await renderCard({}, { className: 'shadcn-host' });
    expect(style(card()).backgroundColor).toBe('oklch(1 0 0)');
    expect(style(card()).borderTopColor).toBe('oklch(0.922 0 0)');
    expect(style(card()).borderTopLeftRadius).toBe('10px');
    expect(style(submit()).backgroundColor).toBe('oklch(0.205 0 0)');
    expect(style(card()).fontFamily).toBe('"Noto Sans CJK SC", sans-serif');
    await renderCard({}, { className: 'shadcn-host dark' });
    expect(style(card()).backgroundColor).toBe('oklch(0.205 0 0)');
    expect(style(submit()).backgroundColor).toBe('oklch(0.922 0 0)');
  });

  it('still lets a token set on an ancestor win', async () => {
    addStyle(shadcnHostCss, 'last');
    addStyle(shadcnThemeCss, where);
    await renderCard({}, { className: 'shadcn-host', style: { '--auq-primary': 'rgb(0, 90, 60)' } });
    expect(style(submit()).backgroundColor).toBe('rgb(0, 90, 60)');
  });
});

describe('host layouts', () => {
  it.each([
    ['a centring flex row', { display: 'flex', justifyContent: 'center' }],
    ['a centring grid', { display: 'grid', placeItems: 'center' }],
    [
      'a message column that aligns its bubbles to the start',
      { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
    ],
  ] as const)('in %s the card keeps a readable width', async (_name, style) => {
    const screen = await render(
      <div style={{ width: 800 }}>
        <div style={style}>
          <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} />
        </div>
      </div>,
    );
    const card = screen.container.querySelector('[data-slot="card"]') as HTMLElement;
    // 32rem at the page's 16px: the card's own floor when nothing gives it a width.
    expect(card.getBoundingClientRect().width).toBeGreaterThanOrEqual(511);
  });

  it('a host width still wins, and a narrow container keeps the card inside it', async () => {
    addStyle('.host-wide { width: 700px; }', 'last');
    const screen = await render(
      <div style={{ width: 900 }}>
        <div style={{ width: 300 }}>
          <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} />
        </div>
        <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} className="host-wide" />
      </div>,
    );
    const [narrow, wide] = [...screen.container.querySelectorAll('[data-slot="card"]')] as HTMLElement[];
    expect(narrow!.getBoundingClientRect().width).toBe(300);
    expect(wide!.getBoundingClientRect().width).toBe(700);
  });
});

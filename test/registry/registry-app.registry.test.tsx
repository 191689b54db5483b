import axe from 'axe-core';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
// The files `shadcn add` wrote into the fresh app (see install.ts), as the app imports them.
import { App } from '../../.scratch/registry-app/src/App';
import { AskUserCard } from '../../.scratch/registry-app/src/components/ui/ask-user-card';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

let style: HTMLStyleElement | undefined;
function appCss() {
  style ??= Object.assign(document.createElement('style'), { textContent: inject('registryCss') });
  document.head.append(style);
}
afterEach(() => cleanup());

describe('the registry items installed by shadcn add into a Vite + Tailwind v4 app', () => {
  it('installs every item', () => {
    expect(inject('registryItems')).toEqual([
      'ask-user-card',
      'ask-user-dock',
      'ask-user-summary',
      'ask-user-ai-sdk',
    ]);
  });

  it('answers by keyboard alone, in the exact shape Claude expects', async () => {
    appCss();
    const onResponse = vi.fn();
    await render(<App onResponse={onResponse} />);
    const postgres = page.getByRole('radio', { name: /PostgreSQL/ });
    await expect.element(postgres).toBeVisible();
    await userEvent.tab();
    await expect.element(postgres).toHaveFocus();
    // Arrows move, Space chooses.
    const sqlite = page.getByRole('radio', { name: /SQLite/ });
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(sqlite).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(sqlite).toBeChecked();
    const auth = page.getByRole('checkbox', { name: /Auth/ });
    // Past "Other", its field, and the question's tools, to the next question's first option.
    for (let step = 0; step < 10 && document.activeElement !== auth.element(); step += 1)
      await userEvent.tab();
    await expect.element(auth).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(auth).toBeChecked();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onResponse).toHaveBeenCalledTimes(1);
    expect(onResponse.mock.calls[0]![0]).toMatchObject({
      action: 'accept',
      content: {
        answers: {
          'Which database should the service use?': 'SQLite',
          'Which features should ship first?': 'Auth',
        },
      },
    });
  });

  it('renders the host’s components and tokens, with no axe violation, light and dark', async () => {
    appCss();
    await page.viewport(1100, 1700);
    const screen = await render(
      <div
        data-testid="pair"
        style={{ display: 'flex', width: 1080, fontFamily: '"DejaVu Sans", sans-serif' }}
      >
        <div style={{ flex: '1 1 0' }}>
          <App />
        </div>
        <div className="dark" style={{ flex: '1 1 0' }}>
          <App />
        </div>
      </div>,
    );
    await expect.element(page.getByRole('radio', { name: /PostgreSQL/ }).first()).toBeVisible();
    const submit = screen.container.querySelector<HTMLButtonElement>('[data-action="submit"]')!;
    // The app's Button, through asChild: its classes, the kit's ARIA and label.
    expect(submit.className).toContain('bg-primary');
    expect(submit.className).toContain('inline-flex');
    expect(getComputedStyle(submit).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(submit.textContent).toBe('Submit');
    const results = await axe.run(screen.container, { runOnly: { type: 'tag', values: WCAG_TAGS } });
    expect(
      results.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
        ),
      ),
    ).toEqual([]);
    // Chosen options in both themes: a checked radio and a ticked checkbox.
    for (const index of [0, 1]) {
      await userEvent.click(page.getByRole('radio', { name: /SQLite/ }).nth(index));
      await userEvent.click(page.getByRole('checkbox', { name: /Auth/ }).nth(index));
    }
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.hover(screen.getByTestId('pair'), { position: { x: 1, y: 1 } });
    await document.fonts.ready;
    await nextFrame();
    await expect.element(screen.getByTestId('pair')).toMatchScreenshot('registry-card-light-dark');
  });

  it('keeps the kit’s error state: an unreadable input still lets the user decline', async () => {
    appCss();
    const onDecline = vi.fn();
    await render(
      <AskUserCard
        input={{ questions: 'not a list' }}
        status="pending"
        onSubmit={vi.fn()}
        onDecline={onDecline}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledWith(expect.objectContaining({ action: 'decline' }));
  });

  it('honours the card’s actions option, as AskUser.Root does', async () => {
    appCss();
    await render(
      <AskUserCard input={QUESTIONS} status="pending" onSubmit={vi.fn()} actions={{ skipAll: false }} />,
    );
    await expect.element(page.getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(document.querySelector('[data-slot="skip-all"]')).toBeNull();
  });

  it('steps through the questions by mouse to the review, and sends from it', async () => {
    appCss();
    const onSubmit = vi.fn();
    await render(<AskUserCard input={QUESTIONS} status="pending" layout="steps" onSubmit={onSubmit} />);
    await expect.element(page.getByRole('progressbar')).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: /SQLite/ }));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await userEvent.click(page.getByRole('checkbox', { name: /Auth/ }));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect.element(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: {
        answers: {
          'Which database should the service use?': 'SQLite',
          'Which features should ship first?': 'Auth',
        },
      },
    });
  });
});

const QUESTIONS = {
  questions: [
    {
      question: 'Which database should the service use?',
      header: 'Database',
      options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }],
      multiSelect: false,
    },
    {
      question: 'Which features should ship first?',
      header: 'Features',
      options: [{ label: 'Auth' }, { label: 'Search' }],
      multiSelect: true,
    },
  ],
};

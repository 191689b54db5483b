import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { normalizeQuestions } from '../../src/core';
import type { AskUserResponse, NormalizedQuestion } from '../../src/core';
import { AskUserQuestion } from '../../src';
import { claudeInput } from '../fixtures/inputs';
import { PENDING_STORIES, card, inputOf, nextFrame } from './story-helpers';

const DB = 'Which database should the service use?';

function active(): HTMLElement {
  return document.activeElement as HTMLElement;
}

/** The answer the screen shows for one question, built the way the kit builds answers. */
function shownAnswer(
  root: HTMLElement,
  question: NormalizedQuestion,
  ids: Map<string, string>,
): string | undefined {
  const textId = ids.get(question.key);
  const group = textId ? root.querySelector<HTMLElement>(`[aria-labelledby="${textId}"]`) : null;
  if (!group) return undefined;
  if (question.kind !== 'choice') {
    // A free-text question's input is labelled by the question itself.
    const field = (
      group.tagName === 'INPUT' ? group : group.querySelector('input')
    ) as HTMLInputElement | null;
    const value = field?.value ?? '';
    return value.trim() ? value : undefined;
  }
  const checked = Array.from(
    group.querySelectorAll<HTMLElement>('[data-slot="option-control"][data-state="checked"]'),
  );
  const labels: string[] = [];
  let custom: string | undefined;
  for (const control of checked) {
    const index = Number(control.dataset.optionIndex);
    const option = question.options[index];
    if (option) labels.push(option.label);
    else custom = (group.querySelector('[data-slot="custom-input"]') as HTMLInputElement | null)?.value;
  }
  const parts = custom?.trim() ? [...labels, custom] : labels;
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * Completes a card with the keyboard only: Tab through it; in each option group not yet
 * visited press Space on the focused item; type into free-text questions; press Next in the
 * steps layout; press Enter on Submit.
 */
async function completeWithKeyboard(root: HTMLElement): Promise<void> {
  const visited = new Set<Element>();
  for (let presses = 0; presses < 120; presses += 1) {
    await userEvent.keyboard('{Tab}');
    const element = active();
    if (!root.contains(element)) continue;
    const group = element.closest('[role="radiogroup"], [role="group"][data-selection-mode]');
    const role = element.getAttribute('role');
    if ((role === 'radio' || role === 'checkbox') && group && !visited.has(group)) {
      visited.add(group);
      await userEvent.keyboard(' ');
    } else if (
      element.tagName === 'INPUT' &&
      element.closest('[data-selection-mode="text"]') &&
      !visited.has(element)
    ) {
      visited.add(element);
      await userEvent.keyboard(element.getAttribute('type') === 'number' ? '7' : 'typed by keyboard');
    } else if (
      element.tagName === 'BUTTON' &&
      element.textContent === 'Next' &&
      !(element as HTMLButtonElement).disabled
    ) {
      await userEvent.keyboard('{Enter}');
      await nextFrame();
    } else if (element.dataset.slot === 'submit') {
      await userEvent.keyboard('{Enter}');
      return;
    }
  }
  throw new Error('never reached an enabled Submit button');
}

describe('keyboard-only completion of every pending story', () => {
  it.each(PENDING_STORIES)('%s', async (name) => {
    const Story = card[name];
    // Story args are typed with Storybook's spy, so callbacks passed to stories use it too.
    const onSubmit = fn();
    const screen = await render(<Story onSubmit={onSubmit} />);
    const root = screen.container.querySelector<HTMLElement>('[data-slot="card"]') as HTMLElement;
    const questions = normalizeQuestions(inputOf(name)).questions;
    const ids = new Map<string, string>();
    const expected: Record<string, string> = {};
    // What the screen shows for the questions on screen; the steps layout shows one at a
    // time, so this runs before every Next and before Submit.
    const capture = () => {
      for (const question of questions) {
        const textId = Array.from(root.querySelectorAll<HTMLElement>('[data-slot="question-text"]')).find(
          // In steps the text starts with where the step stands ("Question 1 of 2: "), for screen readers.
          (element) => element.textContent?.replace(/^Question \d+ of \d+: /, '') === question.question,
        )?.id;
        if (!textId) continue;
        ids.set(question.key, textId);
        const answer = shownAnswer(root, question, ids);
        if (answer === undefined) delete expected[question.question];
        else expected[question.question] = answer;
      }
    };
    root.addEventListener(
      'keydown',
      (event) => {
        const target = event.target as HTMLElement;
        if (event.key === 'Enter' && (target.dataset.slot === 'submit' || target.textContent === 'Next'))
          capture();
      },
      true,
    );

    await completeWithKeyboard(root);
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    const response = onSubmit.mock.calls[0]?.[0] as AskUserResponse | undefined;
    expect(response?.action).toBe('accept');
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    if (response?.action === 'accept') expect(response.content.answers).toEqual(expected);
    expect(root.querySelector('[data-slot="status"]')).not.toBeEmptyDOMElement();
  });

  it('declines an unrenderable input with the keyboard', async () => {
    const Story = card.Unrenderable;
    const onDecline = fn();
    await render(<Story onDecline={onDecline} />);
    await userEvent.keyboard('{Tab}');
    expect(active()).toHaveTextContent('Decline');
    await userEvent.keyboard('{Enter}');
    expect(onDecline).toHaveBeenCalledWith({ action: 'decline' });
  });
});

describe('pointer completion', () => {
  it('answers by clicking rows, typing and submitting; a double click submits once', async () => {
    const onSubmit = fn();
    const Story = card.Stacked;
    await render(<Story onSubmit={onSubmit} />);
    await page.getByText('A single file, no server.').click();
    await page.getByText('Full-text search over documents.').click();
    await page
      .getByRole('group', { name: 'Which features should ship first?' })
      .getByRole('textbox')
      .fill('Dark mode');
    await page.getByRole('button', { name: 'Submit' }).dblClick();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { [DB]: 'SQLite', 'Which features should ship first?': 'Search, Dark mode' } },
    });
  });
});

describe('a choice changes attributes, not the layout', () => {
  it('no element enters or leaves an option list, and only chosen options show their indicator', async () => {
    const Story = card.Stacked;
    const screen = await render(<Story onSubmit={fn()} />);
    const root = screen.container;
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const inList = (record.target as Element).closest?.('[data-slot="option-list"]');
        if (record.type === 'childList' && inList) added.push((record.target as Element).outerHTML);
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    await page.getByText('A single file, no server.').click();
    await page.getByText('Managed key-value store.').click();
    await page.getByText('Full-text search over documents.').click();
    await page.getByText('Sign-in with email and SSO.').click();
    await page.getByText('Full-text search over documents.').click();
    await nextFrame();
    observer.disconnect();
    expect(added).toEqual([]);

    const controls = Array.from(root.querySelectorAll<HTMLElement>('[data-slot="option-control"]'));
    const shown = controls
      .filter((control) => {
        const indicator = control.querySelector('[data-slot="option-indicator"]');
        return indicator !== null && getComputedStyle(indicator).visibility === 'visible';
      })
      .map((control) => control.getAttribute('aria-checked'));
    const chosen = controls.filter((control) => control.getAttribute('aria-checked') === 'true');
    // DynamoDB and Auth, each with a visible indicator; every other indicator is hidden.
    expect(chosen).toHaveLength(2);
    expect(shown).toEqual(['true', 'true']);
    expect(controls.every((control) => control.querySelector('[data-slot="option-indicator"]'))).toBe(true);
  });
});

describe('keyboard matrix (QUALITY.md B.3)', () => {
  /** Presses an arrow the way a person does: Radix checks the item only while it is held. */
  async function hold(key: string) {
    const before = active();
    await userEvent.keyboard(`{${key}>}`);
    await expect.poll(() => active() !== before).toBe(true);
    await expect.poll(() => active().getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard(`{/${key}}`);
  }

  it('radio group: Tab in lands on the first radio, arrows move and check with wrap, one Tab leaves', async () => {
    await render(<AskUserQuestion input={{ questions: [claudeInput.questions[0]] }} status="pending" />);
    await userEvent.keyboard('{Tab}');
    expect(active()).toHaveAccessibleName(/^PostgreSQL/);
    expect(active()).not.toBeChecked();
    await userEvent.keyboard(' ');
    expect(active()).toBeChecked();
    await hold('ArrowDown');
    expect(active()).toHaveAccessibleName('SQLite');
    await hold('ArrowUp');
    expect(active()).toHaveAccessibleName(/^PostgreSQL/);
    // Up from the first wraps to the last item, the free-text choice; down wraps back.
    await hold('ArrowUp');
    expect(active()).toHaveAccessibleName('Other');
    await hold('ArrowDown');
    expect(active()).toHaveAccessibleName(/^PostgreSQL/);

    // Tab from the group goes to the free-text field, not to another radio; back lands on
    // the checked radio.
    await userEvent.keyboard('{Tab}');
    expect(active().getAttribute('role')).not.toBe('radio');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(active()).toHaveAccessibleName(/^PostgreSQL/);
    expect(active()).toBeChecked();
  });

  it('radio group: Enter neither checks nor submits; digits pick; Escape does nothing', async () => {
    const onSubmit = vi.fn();
    const onDecline = vi.fn();
    await render(
      <AskUserQuestion
        input={{ questions: [claudeInput.questions[0]] }}
        status="pending"
        onSubmit={onSubmit}
        onDecline={onDecline}
      />,
    );
    await userEvent.keyboard('{Tab}{Enter}');
    expect(active()).not.toBeChecked();
    await userEvent.keyboard('3');
    await expect.element(page.getByRole('radio', { name: 'DynamoDB' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'DynamoDB' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Escape}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('right-to-left: the left arrow moves to the next radio', async () => {
    await render(
      <AskUserQuestion input={{ questions: [claudeInput.questions[0]] }} status="pending" dir="rtl" />,
    );
    await userEvent.keyboard('{Tab} ');
    await hold('ArrowLeft');
    expect(active()).toHaveAccessibleName('SQLite');
  });

  it('checkboxes: each is a tab stop, Space toggles, Enter does nothing', async () => {
    await render(<AskUserQuestion input={{ questions: [claudeInput.questions[1]] }} status="pending" />);
    await userEvent.keyboard('{Tab}');
    expect(active()).toHaveAccessibleName('Auth');
    await userEvent.keyboard(' ');
    expect(active()).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(active()).toBeChecked();
    await userEvent.keyboard('{Tab}');
    expect(active()).toHaveAccessibleName('Search');
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    expect(active()).not.toBeChecked();
  });

  it('typing into "Other" selects it, and the text survives switching away', async () => {
    await render(<AskUserQuestion input={{ questions: [claudeInput.questions[0]] }} status="pending" />);
    const other = page.getByRole('textbox', { name: 'Your own answer' });
    await other.fill('CockroachDB');
    await expect.element(page.getByRole('radio', { name: 'Other' })).toBeChecked();
    await page.getByRole('radio', { name: 'SQLite' }).click();
    await expect.element(page.getByRole('radio', { name: 'Other' })).not.toBeChecked();
    await expect.element(other).toHaveValue('CockroachDB');
  });

  it('Enter during IME composition in the free-text field never submits', async () => {
    const onSubmit = vi.fn();
    await render(
      <AskUserQuestion
        input={{ questions: [claudeInput.questions[0]] }}
        status="pending"
        onSubmit={onSubmit}
      />,
    );
    // Something is chosen first, so a submit is possible and only the key handling can stop it.
    await page.getByRole('radio', { name: 'SQLite' }).click();
    await expect.element(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    const input = page.getByRole('textbox', { name: 'Your own answer' }).element() as HTMLInputElement;
    input.focus();
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    const composing = new KeyboardEvent('keydown', {
      key: 'Enter',
      isComposing: true,
      bubbles: true,
      cancelable: true,
    });
    input.dispatchEvent(composing);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    // The control: Enter on Submit itself does submit.
    (page.getByRole('button', { name: 'Submit' }).element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the focus ring for keyboard focus only', async () => {
    await render(<AskUserQuestion input={{ questions: [claudeInput.questions[0]] }} status="pending" />);
    await page.getByRole('radio', { name: 'SQLite' }).click();
    expect(active().matches(':focus-visible')).toBe(false);
    await userEvent.keyboard('{Tab}{Shift>}{Tab}{/Shift}');
    expect(active().matches(':focus-visible')).toBe(true);
  });

  it('lets the keyboard scroll a long preview', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n');
    await render(
      <AskUserQuestion
        input={{
          questions: [
            {
              question: 'Q?',
              header: 'H',
              options: [
                { label: 'A', description: 'a', preview: long },
                { label: 'B', description: 'b' },
              ],
            },
          ],
        }}
        status="pending"
      />,
    );
    // The pane follows the pointer: park it off the options, wherever the last test left it.
    await userEvent.hover(page.getByText('Q?'));
    const region = page.getByRole('region', { name: 'Preview: A' });
    (region.element() as HTMLElement).focus();
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => (region.element() as HTMLElement).scrollTop).toBeGreaterThan(0);
  });

  it('does not take focus from the host composer when it mounts or updates', async () => {
    const composer = document.createElement('textarea');
    document.body.append(composer);
    composer.focus();
    const screen = await render(
      <AskUserQuestion input={JSON.stringify(claudeInput).slice(0, 150)} status="streaming" />,
    );
    await screen.rerender(<AskUserQuestion input={claudeInput} status="pending" />);
    await nextFrame();
    expect(document.activeElement).toBe(composer);
    composer.remove();
  });
});

describe('target size (WCAG 2.5.8)', () => {
  it.each(PENDING_STORIES)('every target in %s is at least 24 × 24 px', async (name) => {
    const Story = card[name];
    const screen = await render(<Story />);
    await nextFrame();
    const targets = screen.container.querySelectorAll<HTMLElement>(
      'button, input, textarea, a[href], summary, [role="radio"], [role="checkbox"], [tabindex="0"]',
    );
    const small: string[] = [];
    for (const target of targets) {
      // A radio or checkbox is activated by its whole labelled row.
      const area = target.closest('[data-slot="option"]') ?? target;
      const box = area.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 24 || box.height < 24)
        small.push(`${target.outerHTML.slice(0, 80)} (${box.width}×${box.height})`);
    }
    expect(targets.length).toBeGreaterThan(3);
    expect(small).toEqual([]);
  });
});

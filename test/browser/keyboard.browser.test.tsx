import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserQuestion } from '../../src';
import type { AskUserResponse } from '../../src/core';
import { claudeInput } from '../fixtures/inputs';
import { nextFrame } from './story-helpers';

// The card's keys beyond the keyboard matrix: shortcut modes, Ctrl/Cmd+Enter, arrows between
// checkboxes, and the steps layout (Up/Down within a question, Left/Right between questions).

const noop = () => {};
const active = () => document.activeElement as HTMLElement;
const single = { questions: [claudeInput.questions[0]] };
const multi = { questions: [claudeInput.questions[1]] };

describe('option shortcuts', () => {
  it('digits by default, as aria-keyshortcuts and key caps', async () => {
    await render(<AskUserQuestion input={single} status="pending" onSubmit={noop} />);
    await expect
      .element(page.getByRole('radio', { name: 'SQLite' }))
      .toHaveAttribute('aria-keyshortcuts', '2');
    await userEvent.keyboard('{Tab}3');
    await expect.element(page.getByRole('radio', { name: 'DynamoDB' })).toBeChecked();
  });

  it('letters pick options and show as upper-case key caps', async () => {
    const screen = await render(
      <AskUserQuestion input={multi} status="pending" onSubmit={noop} shortcuts="letters" />,
    );
    await expect
      .element(page.getByRole('checkbox', { name: 'Search' }))
      .toHaveAttribute('aria-keyshortcuts', 'b');
    const caps = [...screen.container.querySelectorAll('[data-slot="option-shortcut"]')].map(
      (cap) => cap.textContent,
    );
    expect(caps).toEqual(['A', 'B', 'C']);
    await userEvent.keyboard('{Tab}c');
    await expect.element(page.getByRole('checkbox', { name: 'Export, CSV' })).toBeChecked();
    // Digits do nothing in letters mode.
    await userEvent.keyboard('1');
    await expect.element(page.getByRole('checkbox', { name: 'Auth' })).not.toBeChecked();
  });

  it('off: no key picks an option and none is announced', async () => {
    const screen = await render(
      <AskUserQuestion input={single} status="pending" onSubmit={noop} shortcuts="off" />,
    );
    await expect
      .element(page.getByRole('radio', { name: 'SQLite' }))
      .not.toHaveAttribute('aria-keyshortcuts');
    expect(screen.container.querySelector('[data-slot="option-shortcut"]')).toBeNull();
    await userEvent.keyboard('{Tab}2');
    await expect.element(page.getByRole('radio', { name: 'SQLite' })).not.toBeChecked();
  });
});

describe('Ctrl/Cmd+Enter', () => {
  it('submits from an option and from the free-text field; plain Enter never does', async () => {
    const onSubmit = vi.fn<(response: AskUserResponse) => void>();
    await render(<AskUserQuestion input={single} status="pending" onSubmit={onSubmit} />);
    const other = page.getByRole('textbox', { name: 'Your own answer' });
    await other.fill('CockroachDB');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      action: 'accept',
      content: { answers: { [claudeInput.questions[0].question]: 'CockroachDB' } },
    });
  });

  it('submits with Cmd (Meta) too, and not while nothing can be sent', async () => {
    const onSubmit = vi.fn();
    await render(<AskUserQuestion input={single} status="pending" onSubmit={onSubmit} />);
    await userEvent.keyboard('{Tab}{Meta>}{Enter}{/Meta}');
    // Nothing answered: Submit is not possible, so neither is its shortcut.
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard(' {Meta>}{Enter}{/Meta}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps a host form around the card from submitting', async () => {
    const onFormSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(event) => onFormSubmit(event.nativeEvent as SubmitEvent)}>
        <AskUserQuestion input={single} status="pending" onSubmit={() => {}} />
      </form>,
    );
    await screen.getByRole('textbox', { name: 'Your own answer' }).fill('x');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await userEvent.keyboard('{Enter}');
    expect(onFormSubmit).not.toHaveBeenCalled();
  });
});

describe('arrows between checkboxes', () => {
  it('move focus without ticking; Space ticks', async () => {
    await render(<AskUserQuestion input={multi} status="pending" onSubmit={noop} />);
    await userEvent.keyboard('{Tab}');
    expect(active()).toHaveAccessibleName('Auth');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveAccessibleName('Search');
    expect(active()).not.toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toHaveAccessibleName('Export, CSV');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveAccessibleName('Other');
    // Wraps to the first.
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveAccessibleName('Auth');
    await userEvent.keyboard('{ArrowUp} ');
    expect(active()).toHaveAccessibleName('Other');
    expect(active()).toBeChecked();
  });
});

describe('steps layout', () => {
  it('Up and Down move within a question; Left and Right move between questions', async () => {
    await render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={noop} layout="steps" />);
    const progress = page.getByRole('progressbar');
    await expect.element(progress).toHaveAttribute('aria-valuenow', '1');
    await expect.element(progress).toHaveAttribute('aria-valuemax', '2');
    await expect.element(progress).toHaveTextContent('1 of 2');
    await expect.element(page.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'vertical');

    await userEvent.keyboard('{Tab}');
    while (active().getAttribute('role') !== 'radio') await userEvent.keyboard('{Tab}');
    expect(active()).toHaveAccessibleName(/^PostgreSQL/);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: 'SQLite' })).toHaveFocus();
    // Right leaves the radio group for the next question, whose text takes focus.
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(progress).toHaveAttribute('aria-valuenow', '2');
    await expect.element(progress).toHaveTextContent('2 of 2');
    await expect.poll(() => active().dataset.slot).toBe('question-text');
    // Left goes back; the answer given there is still checked.
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(progress).toHaveAttribute('aria-valuenow', '1');
    await expect.element(page.getByRole('radio', { name: 'SQLite' })).toBeChecked();
    // Left on the first question goes nowhere.
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(progress).toHaveAttribute('aria-valuenow', '1');
  });

  it('Left and Right type in text fields instead of moving', async () => {
    await render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={noop} layout="steps" />);
    const other = page.getByRole('textbox', { name: 'Your own answer' });
    await other.fill('ab');
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await nextFrame();
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect.element(other).toHaveFocus();
  });

  it('right to left, Left moves forward', async () => {
    await render(
      <AskUserQuestion input={claudeInput} status="pending" onSubmit={noop} layout="steps" dir="rtl" />,
    );
    (page.getByRole('radio', { name: /^PostgreSQL/ }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });
});

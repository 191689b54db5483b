import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserQuestion } from '../../src';
import { claudeInput } from '../fixtures/inputs';

// A disabled control loses focus to the page in a real browser (HTML's focus fixup; jsdom does
// not do it). While a response is going out, the control the user pressed keeps focus, so a
// keyboard or screen-reader user is still in the card when the host takes or refuses it.
const active = () => document.activeElement as HTMLElement;

function heldSubmit() {
  const settle: { take: () => void; refuse: () => void } = { take: () => {}, refuse: () => {} };
  const onSubmit = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle.take = resolve;
        settle.refuse = () => reject(new Error('offline'));
      }),
  );
  return { onSubmit, settle };
}

async function answerAndPress(button: string) {
  await page.getByRole('radio', { name: /SQLite/ }).click();
  const pressed = page.getByRole('button', { name: button }).element() as HTMLElement;
  pressed.focus();
  await userEvent.keyboard('{Enter}');
  return pressed;
}

describe('focus while a response is going out', () => {
  it('stays on Submit while sending, and a second press sends nothing', async () => {
    const { onSubmit, settle } = heldSubmit();
    await render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={onSubmit} />);
    const submit = await answerAndPress('Submit');
    await expect.element(page.getByText('Sending…')).toBeInTheDocument();
    expect(active()).toBe(submit);
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    // It still looks unavailable, as every control of the card does.
    for (const control of document.querySelectorAll('[data-slot="option-control"]'))
      expect(getComputedStyle(control).opacity).toBe('0.55');
    expect(getComputedStyle(submit).opacity).toBe('0.55');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    settle.take();
    await expect.poll(() => document.querySelector('[data-slot="summary-header"]')).not.toBeNull();
    expect(active()).toBe(document.querySelector('[data-slot="summary-header"]'));
  });

  it('is still on Submit when the host refuses, and Submit works again', async () => {
    const { onSubmit, settle } = heldSubmit();
    await render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={onSubmit} />);
    const submit = await answerAndPress('Submit');
    await expect.element(page.getByText('Sending…')).toBeInTheDocument();
    settle.refuse();
    await expect.element(page.getByText(/Not sent/)).toBeInTheDocument();
    expect(active()).toBe(submit);
    expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('stays on Decline while a decline is going out', async () => {
    let take: () => void = () => {};
    const onDecline = vi.fn(() => new Promise<void>((resolve) => (take = resolve)));
    await render(<AskUserQuestion input={claudeInput} status="pending" onDecline={onDecline} />);
    const decline = await answerAndPress('Decline');
    await expect.element(page.getByText('Sending…')).toBeInTheDocument();
    expect(active()).toBe(decline);
    take();
    await expect.element(page.getByText('You declined to answer.')).toBeInTheDocument();
  });

  it('lets the free-text field take focus but not change while sending', async () => {
    const { onSubmit } = heldSubmit();
    await render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={onSubmit} />);
    await page.getByRole('radio', { name: /SQLite/ }).click();
    const other = page
      .getByRole('group', { name: 'Which features should ship first?' })
      .getByRole('textbox')
      .element() as HTMLInputElement;
    other.focus();
    await userEvent.keyboard('Dark mode');
    await page.getByRole('button', { name: 'Skip all' }).click();
    other.focus();
    await expect.element(page.getByText('Sending…')).toBeInTheDocument();
    expect(active()).toBe(other);
    expect(other.readOnly).toBe(true);
    await userEvent.keyboard('x');
    expect(other.value).toBe('Dark mode');
  });

  it('changes no choice when the user goes back to the options while sending', async () => {
    const { onSubmit } = heldSubmit();
    await render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={onSubmit} />);
    await answerAndPress('Submit');
    await expect.element(page.getByText('Sending…')).toBeInTheDocument();
    const sqlite = page.getByRole('radio', { name: /SQLite/ }).element() as HTMLElement;
    sqlite.focus();
    expect(active()).toBe(sqlite);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('2');
    (page.getByRole('radio', { name: /PostgreSQL/ }).element() as HTMLElement).click();
    expect(sqlite).toHaveAttribute('aria-checked', 'true');
    expect(page.getByRole('radio', { name: /PostgreSQL/ }).element()).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

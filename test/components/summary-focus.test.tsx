import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AskUserQuestion } from '../../src';
import { claudeInput } from '../fixtures/inputs';

// Submit replaces the form with the summary, and the button pressed goes with it: focus must not
// fall to the page, where a keyboard or screen-reader user would lose their place.
const [database, features] = claudeInput.questions;
const summaryHeading = () => document.querySelector('[data-slot="summary-header"]');
const LOADED = { timeout: 10_000 };

describe('focus when the summary replaces the form', () => {
  it('goes to the summary heading after the user answers', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(summaryHeading()).not.toBeNull(), LOADED);
    expect(document.activeElement).toBe(summaryHeading());
  });

  it('goes to the summary heading after a correction is sent', async () => {
    const user = userEvent.setup();
    const answers = { [database.question]: 'SQLite', [features.question]: 'Auth' };
    render(
      <AskUserQuestion
        record={{ input: claudeInput, display: { kind: 'ask_user_question', answers } }}
        onAmend={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your changes were sent.');
    expect(document.activeElement).toBe(summaryHeading());
  });

  it("opening the amend editor moves focus to its heading; leaving it, back to the summary's", async () => {
    const user = userEvent.setup();
    const answers = { [database.question]: 'SQLite' };
    render(
      <AskUserQuestion
        record={{ input: claudeInput, display: { kind: 'ask_user_question', answers } }}
        onAmend={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Change your answers' }));
    await user.click(screen.getByRole('button', { name: 'Keep answers' }));
    expect(document.activeElement).toBe(summaryHeading());
  });

  it('a restored call never takes focus, even from nowhere', () => {
    const answers = { [database.question]: 'SQLite' };
    render(
      <AskUserQuestion record={{ input: claudeInput, display: { kind: 'ask_user_question', answers } }} />,
    );
    expect(summaryHeading()).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus where the user put it meanwhile', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const elsewhere = document.body.appendChild(document.createElement('input'));
    render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    elsewhere.focus();
    finish();
    await vi.waitFor(() => expect(summaryHeading()).not.toBeNull(), LOADED);
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});

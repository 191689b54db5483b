import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AskUserResponse } from '../../src/core';
import { HeadlessCard } from '../fixtures/headless-card';
import { claudeInput } from '../fixtures/inputs';

// Everything the styled card does, built from useAskUserQuestion alone (the story's card is
// plain elements on the hook's state, actions and getters, nothing else of the kit).

const DB = 'Which database should the service use?';
const partial = JSON.stringify(claudeInput).slice(0, 160);

describe('a headless card built from the hook alone', () => {
  it('streams in: says it is receiving, locks the answers but not Decline, then opens', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const { rerender } = render(<HeadlessCard input={partial} status="streaming" onDecline={onDecline} />);
    expect(screen.getByRole('status')).toHaveTextContent('Receiving the question…');
    const first = screen.getAllByRole('radio')[0]!;
    expect(first).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    rerender(<HeadlessCard input={claudeInput} status="pending" onDecline={onDecline} />);
    await user.click(screen.getByRole('radio', { name: 'SQLite' }));
    expect(screen.getByRole('radio', { name: 'SQLite' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('steps through the questions to a review, and sends from there', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<HeadlessCard input={claudeInput} status="pending" layout="steps" onSubmit={onSubmit} />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'SQLite' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const review = screen.getByRole('list', { name: 'Review' });
    expect(review).toHaveTextContent('SQLite');
    expect(review).toHaveTextContent('skipped');
    expect(screen.getByRole('button', { name: 'Review' })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'accept', content: { answers: { [DB]: 'SQLite' } } });
  });

  it('says it is sending, reports a refusal with the draft kept, and sends again', async () => {
    const user = userEvent.setup();
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const onSubmit = vi.fn(() => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
    render(<HeadlessCard input={claudeInput} status="pending" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'SQLite' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    // The button pressed keeps its focus while the answer is out.
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => settle.reject(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent: offline');
    expect(screen.getByRole('radio', { name: 'SQLite' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => settle.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Answers sent.');
    expect(screen.getByRole('heading')).toHaveTextContent('partial');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('amends the finished call: the correction goes to onAmend and the summary shows it', async () => {
    const user = userEvent.setup();
    const onAmend = vi.fn();
    const record = { input: claudeInput, output: { answers: { [DB]: 'SQLite' } } };
    render(<HeadlessCard record={record} onAmend={onAmend} />);
    expect(screen.getByText(`${DB}: SQLite`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    expect(screen.getByRole('radio', { name: 'SQLite' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'DynamoDB' }));
    await user.click(screen.getByRole('button', { name: 'Send the change' }));
    expect(onAmend.mock.calls[0]?.[0]).toMatchObject({ changed: [{ before: 'SQLite', after: 'DynamoDB' }] });
    expect(screen.getByText(`${DB}: DynamoDB`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your changes were sent.');
  });

  it('shows a declined call as declined, and sends nothing more', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn((_response: AskUserResponse) => undefined);
    render(<HeadlessCard input={claudeInput} status="pending" onDecline={onDecline} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledWith({ action: 'decline' });
    expect(screen.getByRole('heading')).toHaveTextContent('declined');
    expect(screen.getByRole('status')).toHaveTextContent('You declined to answer.');
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});

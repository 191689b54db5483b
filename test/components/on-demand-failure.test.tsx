import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AskUserQuestion } from '../../src';
import { claudeInput } from '../fixtures/inputs';

// The summary's module cannot load (offline, a deploy removed the chunk): a finished card must
// say it cannot be shown, and still let the user decline, never hang on its busy frame.
vi.mock('../../src/components/parts/finished-views', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a module that cannot load', () => {
  it('shows the error card instead of the busy frame, and Decline still answers', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const record = { input: claudeInput, state: 'answered' as const };
    const { container } = render(<AskUserQuestion record={record} onDecline={onDecline} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This question cannot be shown')).toBeInTheDocument();
    // Not the agent's fault: the card says what happened.
    expect(within(alert).getByText(/could not be loaded/)).toBeInTheDocument();
    const errorCard = container.querySelector('[data-slot="card"]');
    expect(errorCard).toHaveAttribute('data-state', 'error');
    expect(errorCard).toHaveAttribute('data-problem', 'not-loaded');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledWith({ action: 'decline' });
  });

  it('leaves a pending card working: it only needs the summary once it is answered', async () => {
    render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').length).toBe(4);
  });
});

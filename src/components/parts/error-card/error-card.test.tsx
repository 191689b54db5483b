import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as AskUser from '../index.js';
import { render } from '../../../../test/fixtures/parts.js';

describe('the error card', () => {
  it("a host mistake says so, and Decline is the card's own (one delivery)", async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    render(<AskUser.Root onDecline={onDecline} />);
    expect(screen.getByRole('alert')).toHaveTextContent('without a question');
    const decline = screen.getByRole('button', { name: 'Decline' });
    await user.click(decline);
    await user.click(decline);
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('You declined to answer.');
  });

  it('a stored call that is over offers nothing to send', () => {
    render(<AskUser.Root record={{ output: 'done', state: 'answered' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('no questions');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

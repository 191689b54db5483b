import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as AskUser from '../index.js';
import {
  CARD,
  expectAttributes,
  expectDeclared,
  headless,
  render,
  own,
} from '../../../../test/fixtures/parts.js';
import { STATUS_DATA_ATTRIBUTES } from './status.data-attributes.js';

describe('AskUser.Status', () => {
  it("carries getStatusProps' props and says what became of the answer", async () => {
    const user = userEvent.setup();
    render(<AskUser.Root {...CARD} onDecline={() => undefined} />);
    const status = screen.getByRole('status');
    expectAttributes(status, own(headless((card) => card.getStatusProps())));
    expectDeclared(status, STATUS_DATA_ATTRIBUTES);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('status')).toHaveTextContent('You declined to answer.');
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'neutral');
  });

  it("says the host's refusal as an alert, and the answers stay", async () => {
    const user = userEvent.setup();
    render(<AskUser.Root {...CARD} onSubmit={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sent: offline. Your answers are kept; try again.',
    );
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
  });
});

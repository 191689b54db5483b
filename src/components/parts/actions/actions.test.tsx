import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as AskUser from '../index.js';
import {
  CARD,
  expectAttributes,
  expectDeclared,
  headless,
  render,
  own,
} from '../../../../test/fixtures/parts.js';
import {
  DECLINE_DATA_ATTRIBUTES,
  DISMISS_DATA_ATTRIBUTES,
  SKIP_ALL_DATA_ATTRIBUTES,
  SUBMIT_DATA_ATTRIBUTES,
} from './actions.data-attributes.js';

describe('AskUser.Actions and its buttons', () => {
  it('spread the getters of Submit, Skip all, Decline and Dismiss', () => {
    render(<AskUser.Root {...CARD} />);
    for (const [name, read, described] of [
      ['Submit', (card) => card.getSubmitProps(), SUBMIT_DATA_ATTRIBUTES],
      ['Skip all', (card) => card.getSkipAllProps(), SKIP_ALL_DATA_ATTRIBUTES],
      ['Decline', (card) => card.getDeclineProps(), DECLINE_DATA_ATTRIBUTES],
      ['Dismiss', (card) => card.getCancelProps(), DISMISS_DATA_ATTRIBUTES],
    ] as const satisfies readonly (readonly [string, Parameters<typeof headless>[0], object])[]) {
      const button = screen.getByRole('button', { name });
      expectAttributes(button, own(headless(read) as object));
      expectDeclared(button, described as never);
    }
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText('Answer or skip a question to submit.')).toBeInTheDocument();
  });

  it('Submit sends once, however often it is pressed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AskUser.Root {...CARD} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("asChild renders the host's own button with the part's props, ARIA and handler", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const hostClick = vi.fn();
    render(
      <AskUser.Root {...CARD} onSubmit={onSubmit}>
        <AskUser.QuestionList />
        <AskUser.Actions>
          <AskUser.Submit asChild>
            <button className="host-button" data-variant="default" onClick={hostClick}>
              Send it
            </button>
          </AskUser.Submit>
          <AskUser.Decline asChild>
            <a href="#decline">No thanks</a>
          </AskUser.Decline>
        </AskUser.Actions>
      </AskUser.Root>,
    );
    const submit = screen.getByRole('button', { name: 'Send it' });
    expect(submit).toHaveClass('host-button', 'auq-submit');
    expect(submit).toHaveAttribute('data-slot', 'submit');
    expect(submit).toHaveAttribute('data-variant', 'default');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Answer or skip a question to submit.');
    expect(screen.getByText('No thanks')).toHaveAttribute('data-slot', 'decline');
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(submit);
    expect(hostClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

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
import { ROOT_DATA_ATTRIBUTES } from './root.data-attributes.js';

describe('AskUser.Root', () => {
  it("the card's element carries getRootProps' props and its declared state attributes", () => {
    const { container } = render(<AskUser.Root {...CARD} />);
    const section = container.querySelector('section')!;
    expectAttributes(section, own(headless((card) => card.getRootProps())));
    expectDeclared(section, ROOT_DATA_ATTRIBUTES);
    expect(section).toHaveAttribute('data-state', 'pending');
  });

  it('unusable input is the error card, which still declines', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const { container } = render(
      <AskUser.Root input={{ questions: 'not a list' }} status="pending" onDecline={onDecline} />,
    );
    expectDeclared(container.querySelector('section')!, ROOT_DATA_ATTRIBUTES);
    expect(container.querySelector('section')).toHaveAttribute('data-problem', 'unrenderable');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledWith({ action: 'decline' });
  });
});

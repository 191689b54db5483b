import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as AskUser from '../index.js';
import {
  CARD,
  DB,
  expectAttributes,
  expectDeclared,
  headless,
  own,
  render,
} from '../../../../test/fixtures/parts.js';
import { CUSTOM_INPUT_DATA_ATTRIBUTES } from './custom-input.data-attributes.js';

describe('AskUser.CustomInput', () => {
  it("carries getCustomInputProps' props; typing chooses the free-text choice", async () => {
    const user = userEvent.setup();
    render(<AskUser.Root {...CARD} />);
    const [field] = screen.getAllByRole('textbox', { name: 'Your own answer' });
    // The part adds its placeholder (the getter has the question's own, when it has one).
    const { placeholder: _placeholder, ...props } = own(headless((card) => card.getCustomInputProps(DB)));
    expectAttributes(field!, props);
    expectDeclared(field!, CUSTOM_INPUT_DATA_ATTRIBUTES);
    await user.type(field!, 'MySQL');
    expect(field).toHaveAttribute('data-active');
    const [choice] = screen.getAllByRole('radio', { name: 'Other' });
    expectAttributes(
      choice!,
      own(
        headless(
          (card) => card.getCustomChoiceProps(DB, undefined, { roving: false }),
          CARD,
          (card) => card.actions.setCustomText(DB, 'MySQL'),
        ),
      ),
    );
  });

  it('Enter in the field never submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AskUser.Root {...CARD} onSubmit={onSubmit} />);
    await user.type(screen.getAllByRole('textbox', { name: 'Your own answer' })[0]!, 'MySQL{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

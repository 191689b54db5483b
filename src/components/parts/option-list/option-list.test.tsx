import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as AskUser from '../index.js';
import {
  CARD,
  DB,
  FEATURES,
  expectAttributes,
  expectDeclared,
  headless,
  own,
  render,
} from '../../../../test/fixtures/parts.js';
import { OPTION_LIST_DATA_ATTRIBUTES } from './option-list.data-attributes.js';

describe('AskUser.OptionList', () => {
  it("a single-select list is a Radix radio group carrying getOptionGroupProps' props", () => {
    render(<AskUser.Root {...CARD} />);
    const group = screen.getByRole('radiogroup');
    expectAttributes(
      group,
      own(headless((card) => card.getOptionGroupProps(DB, undefined, { roving: false }))),
    );
    expectDeclared(group, OPTION_LIST_DATA_ATTRIBUTES);
  });

  it('digits pick options and arrows move with wrap, as the getters and Radix do', async () => {
    const user = userEvent.setup();
    render(<AskUser.Root {...CARD} />);
    screen.getByRole('radio', { name: /PostgreSQL/ }).focus();
    await user.keyboard('3');
    expect(screen.getByRole('radio', { name: /DynamoDB/ })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveFocus();
  });

  it('a multi-select list is a group of checkboxes', () => {
    render(<AskUser.Root {...CARD} />);
    const group = screen.getByRole('group');
    expectAttributes(group, own(headless((card) => card.getOptionGroupProps(FEATURES))));
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });
});

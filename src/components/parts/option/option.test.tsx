import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as AskUser from '../../../parts/index.js';
import {
  CARD,
  DB,
  FEATURES,
  expectAttributes,
  expectDeclared,
  headless,
  render,
  own,
} from '../../../../test/fixtures/parts.js';
import { OPTION_DATA_ATTRIBUTES } from './option.data-attributes.js';

describe('AskUser.Option', () => {
  it("a single-select option is a Radix radio carrying getOptionProps' props, before and after a click", async () => {
    const user = userEvent.setup();
    render(<AskUser.Root {...CARD} />);
    const control = screen.getByRole('radio', { name: /SQLite/ });
    expectAttributes(
      control,
      own(headless((card) => card.getOptionProps(DB, 'SQLite', undefined, { roving: false }))),
    );
    await user.click(control);
    const chosen = headless(
      (card) => card.getOptionProps(DB, 'SQLite', undefined, { roving: false }),
      CARD,
      (card) => card.actions.selectOption(DB, 'SQLite'),
    );
    expectAttributes(control, own(chosen));
    expect(control).toHaveAttribute('aria-checked', 'true');
    expectDeclared(control.closest('label')!, OPTION_DATA_ATTRIBUTES);
    expect(control.closest('label')).toHaveAttribute('data-state', 'checked');
  });

  it('a multi-select option is a Radix checkbox: Space toggles it, Enter does not', async () => {
    const user = userEvent.setup();
    render(<AskUser.Root {...CARD} />);
    const control = screen.getByRole('checkbox', { name: /Search/ });
    expectAttributes(
      control,
      own(headless((card) => card.getOptionProps(FEATURES, 'Search', undefined, { roving: false }))),
    );
    control.focus();
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it("a host's children are the whole label: no description is pointed to", () => {
    render(
      <AskUser.Root {...CARD}>
        <AskUser.Question question={0}>
          <AskUser.OptionList>
            {(option) => <AskUser.Option>{option.displayLabel}!</AskUser.Option>}
          </AskUser.OptionList>
        </AskUser.Question>
      </AskUser.Root>,
    );
    const control = screen.getByRole('radio', { name: 'SQLite!' });
    expect(control).not.toHaveAttribute('aria-describedby');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as AskUser from '../index.js';
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

  it("runs a host's onClick once per press: on the row's text, on the control, by Space", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <AskUser.Root {...CARD}>
        <AskUser.Question question={0}>
          <AskUser.OptionList>{() => <AskUser.Option onClick={onClick} />}</AskUser.OptionList>
        </AskUser.Question>
      </AskUser.Root>,
    );
    await user.click(screen.getByText('A single file, no server.'));
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('radio', { name: /DynamoDB/ }));
    expect(onClick).toHaveBeenCalledTimes(2);
    screen.getByRole('radio', { name: /SQLite/ }).focus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('unstyled, the control shows a glyph, so a card without a stylesheet can be used', async () => {
    const user = userEvent.setup();
    render(<AskUser.Root {...CARD} unstyled />);
    const radio = screen.getByRole('radio', { name: /SQLite/ });
    const box = screen.getByRole('checkbox', { name: /Search/ });
    expect(radio.textContent).toBe('○');
    expect(box.textContent).toBe('☐');
    await user.click(radio);
    await user.click(box);
    expect(radio.textContent).toBe('◉');
    expect(box.textContent).toBe('☑');
    // The glyph is decoration: the control's name is still its option's label.
    expect(radio).toHaveAccessibleName('SQLite');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
import {
  NOTES_DATA_ATTRIBUTES,
  NOTES_TOGGLE_DATA_ATTRIBUTES,
  SKIP_DATA_ATTRIBUTES,
} from './question-tools.data-attributes.js';

describe('AskUser.NotesToggle, AskUser.Notes and AskUser.Skip', () => {
  it('offer no note where the runtime has nowhere to put one (allowNotes: false)', () => {
    render(
      <AskUser.Root
        input={{
          questions: [
            {
              question: 'Allow once?',
              header: 'Permission',
              allowNotes: false,
              options: [{ label: 'Yes' }, { label: 'No' }],
            },
          ],
        }}
        status="pending"
        onSubmit={() => undefined}
      >
        <AskUser.Question question={0}>
          <AskUser.NotesToggle />
          <AskUser.Notes open />
          <AskUser.Skip />
        </AskUser.Question>
      </AskUser.Root>,
    );
    expect(screen.queryByRole('button', { name: 'Add a note' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip this question' })).toBeInTheDocument();
  });

  it('spread the getters: the toggle opens the note, Skip is pressed', async () => {
    const user = userEvent.setup();
    render(
      <AskUser.Root {...CARD}>
        <AskUser.Question question={0}>
          <AskUser.NotesToggle />
          <AskUser.Notes />
          <AskUser.Skip />
        </AskUser.Question>
      </AskUser.Root>,
    );
    const toggle = screen.getByRole('button', { name: 'Add a note' });
    expectAttributes(toggle, own(headless((card) => card.getNotesToggleProps(DB))));
    expectDeclared(toggle, NOTES_TOGGLE_DATA_ATTRIBUTES);
    await user.click(toggle);
    const notes = screen.getByRole('textbox', { name: 'Note for the agent' });
    expectAttributes(notes, own(headless((card) => card.getNotesProps(DB))));
    expectDeclared(notes, NOTES_DATA_ATTRIBUTES);
    expect(screen.getByRole('button', { name: 'Hide note' })).toHaveAttribute('aria-expanded', 'true');
    const skip = screen.getByRole('button', { name: 'Skip this question' });
    await user.click(skip);
    expectAttributes(
      skip,
      own(
        headless(
          (card) => card.getSkipProps(DB),
          CARD,
          (card) => card.actions.skipQuestion(DB),
        ),
      ),
    );
    expectDeclared(skip, SKIP_DATA_ATTRIBUTES);
  });

  it('Select all and Select none serve a multi-select question of three options or more', async () => {
    const user = userEvent.setup();
    render(<AskUser.Root {...CARD} />);
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });
});

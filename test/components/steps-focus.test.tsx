import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as AskUser from '../../src/components/parts';

const input = {
  questions: [
    { question: 'First?', header: 'One', multiSelect: false, options: [{ label: 'A' }, { label: 'B' }] },
    { question: 'Second?', header: 'Two', multiSelect: false, options: [{ label: 'C' }, { label: 'D' }] },
  ],
};

describe('steps layout: focus moves only when the step does', () => {
  it('a steps card takes no focus as it mounts, also under StrictMode', () => {
    const before = document.body.appendChild(document.createElement('input'));
    before.focus();
    render(
      <StrictMode>
        <AskUser.Root input={input} status="pending" layout="steps" onSubmit={() => undefined} />
      </StrictMode>,
    );
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it("opening the amend editor of an answered steps card focuses the editor's heading", async () => {
    const user = userEvent.setup();
    render(
      <AskUser.Root
        input={input}
        status="pending"
        layout="steps"
        onSubmit={() => undefined}
        onAmend={() => undefined}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Change your answers' }));
  });

  it('going to another step focuses its question text', async () => {
    const user = userEvent.setup();
    render(<AskUser.Root input={input} status="pending" layout="steps" onSubmit={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Question 2 of 2/ }));
    expect(document.activeElement).toBe(screen.getByText('Second?').closest('p'));
  });

  it('going to the step already shown leaves the focus where the user puts it next', async () => {
    const user = userEvent.setup();
    render(<AskUser.Root input={input} status="pending" layout="steps" onSubmit={() => undefined} />);
    await user.click(screen.getByRole('button', { name: /Question 1 of 2/ }));
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    // The field it opened takes the focus: what the user types next goes into it.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /note/i }));
    await user.keyboard('kept');
    expect(screen.getByRole('textbox', { name: /note/i })).toHaveValue('kept');
  });
});

describe('a question follows the card ids', () => {
  it("a new id on the card gives the question's wrapper the new id, as its text gets", () => {
    const card = (id: string) => (
      <AskUser.Root id={id} input={input} status="pending" onSubmit={() => undefined} />
    );
    const { container, rerender } = render(card('first'));
    const wrapper = () => container.querySelector('[data-slot="question"]');
    const text = () => container.querySelector('[data-slot="question-text"]');
    expect(wrapper()?.id.startsWith('first')).toBe(true);
    rerender(card('second'));
    expect(text()?.id.startsWith('second')).toBe(true);
    expect(wrapper()?.id.startsWith('second')).toBe(true);
  });
});

describe("the question text's ref", () => {
  it('is attached once, not again on every re-render of the text', async () => {
    const user = userEvent.setup();
    const attach = vi.fn();
    render(
      <AskUser.Root input={input} status="pending" layout="steps" onSubmit={() => undefined}>
        <AskUser.QuestionList>
          <AskUser.Question>
            <AskUser.QuestionText ref={attach} />
            <AskUser.OptionList />
            <AskUser.QuestionTools />
          </AskUser.Question>
        </AskUser.QuestionList>
      </AskUser.Root>,
    );
    expect(attach).toHaveBeenCalledTimes(1);
    // Opening the note changes the question's context, which the text re-renders with.
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await user.click(screen.getByRole('button', { name: 'Hide note' }));
    expect(attach).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenLastCalledWith(screen.getByText('First?').closest('p'));
  });
});

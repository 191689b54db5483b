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
import { QUESTION_DATA_ATTRIBUTES } from './question.data-attributes.js';

describe('AskUser.Question', () => {
  it("carries getQuestionProps' props, and its answer state as the user answers", async () => {
    const user = userEvent.setup();
    const { container } = render(<AskUser.Root {...CARD} />);
    const element = container.querySelector('[data-slot="question"]')!;
    expectAttributes(element, own(headless((card) => card.getQuestionProps(DB))));
    expectDeclared(element, QUESTION_DATA_ATTRIBUTES);
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    expect(element).toHaveAttribute('data-question-state', 'answered');
  });

  it('outside a list, takes the question by key or position', () => {
    render(
      <AskUser.Root {...CARD}>
        <AskUser.Question question={FEATURES}>
          <AskUser.QuestionText />
        </AskUser.Question>
        <AskUser.Question question={0}>
          <AskUser.QuestionText />
        </AskUser.Question>
      </AskUser.Root>,
    );
    expect(screen.getByText(FEATURES)).toBeInTheDocument();
    expect(screen.getByText(DB)).toBeInTheDocument();
  });
});

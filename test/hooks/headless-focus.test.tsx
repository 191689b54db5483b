import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAskUserQuestion } from '../../src/hooks';
import type { UseAskUserQuestionOptions } from '../../src/hooks';
import { claudeInput } from '../fixtures/inputs';

// The steps, the review, the summary heading and an option row as a team's own markup builds
// them from the getters alone: what the styled parts do with the same getters.

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';

function Steps(options: UseAskUserQuestionOptions) {
  const card = useAskUserQuestion(options);
  const { questions, current } = card.steps;
  const question = questions[current];
  if (card.view === 'summary')
    return (
      <>
        <h3 {...card.getSummaryHeadingProps()}>{card.reading?.outcome}</h3>
        {card.amendable ? <button {...card.getAmendProps()}>Change answers</button> : null}
      </>
    );
  return (
    <div {...card.getRootProps()}>
      {card.view === 'amend' ? <h3 id={card.ids.title}>Change</h3> : null}
      <div {...card.getStepPanelProps()}>
        {question ? (
          <div {...card.getQuestionProps(question.key)}>
            <p id={card.ids.questionText(question.key)} tabIndex={-1}>
              {question.question}
            </p>
            <div {...card.getOptionGroupProps(question.key)}>
              {question.options.map((option) => (
                <label key={option.label} {...card.getOptionRowProps(question.key, option.label)}>
                  <button {...card.getOptionProps(question.key, option.label)} />
                  {option.label}
                </label>
              ))}
            </div>
            {card.offersBulkSelect(question.key) ? (
              <button {...card.getSelectAllProps(question.key)}>All</button>
            ) : null}
          </div>
        ) : (
          <>
            <h4 {...card.getReviewTitleProps()}>Review</h4>
            {questions.map((item, index) => (
              <button key={item.key} {...card.getReviewLinkProps(index)}>
                {`Go to ${index + 1}`}
              </button>
            ))}
            <button {...card.getSubmitProps()}>Send</button>
          </>
        )}
      </div>
    </div>
  );
}

const renderSteps = (options: UseAskUserQuestionOptions = {}) =>
  render(
    <StrictMode>
      <Steps input={claudeInput} status="pending" onSubmit={vi.fn()} {...options} />
    </StrictMode>,
  );

describe('headless steps from the getters', () => {
  it('moves with Left and Right, focusing the step moved to, never on mount', async () => {
    const user = userEvent.setup();
    renderSteps();
    expect(document.activeElement).toBe(document.body);
    // Inside a radio group the arrows move between its options; from the question, between steps.
    screen.getByText(DB).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(FEATURES)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Review' })).toHaveFocus();
    // The review is the last step: Right goes nowhere, Left goes back.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Review' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Go to 1' }));
    expect(screen.getByText(DB)).toHaveFocus();
  });

  it('leaves Left and Right alone with a modifier or after a host handled them', async () => {
    const user = userEvent.setup();
    renderSteps();
    screen.getByText(DB).focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByText(DB)).toHaveFocus();
    screen.getByRole('radio', { name: /SQLite/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'DynamoDB' })).toHaveFocus();
  });

  it('keeps the review for the whole input while it streams in', async () => {
    const user = userEvent.setup();
    renderSteps({ status: 'streaming' });
    screen.getByText(DB).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(FEATURES)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull();
  });

  it('offers Select all only where every option may be chosen', () => {
    renderSteps();
    expect(screen.queryByRole('button', { name: 'All' })).toBeNull();
  });

  it('focuses the summary heading once the answer replaced the button pressed', async () => {
    const user = userEvent.setup();
    renderSteps();
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    screen.getByText(DB).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('heading', { name: 'partial' })).toHaveFocus();
  });

  it("hears a row's click once per press, and the option is chosen", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    function Row() {
      const card = useAskUserQuestion({ input: claudeInput, status: 'pending', onSubmit: vi.fn() });
      return (
        <label {...card.getOptionRowProps(DB, 'SQLite', { onClick })}>
          <button {...card.getOptionProps(DB, 'SQLite')} />
          SQLite
        </label>
      );
    }
    render(<Row />);
    await user.click(screen.getByText('SQLite'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio')).toHaveFocus();
    onClick.mockImplementationOnce((event: Event) => event.preventDefault());
    await act(async () => screen.getByRole('radio').click());
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});

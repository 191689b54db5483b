'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { toVisibleText } from '../../core/text/reveal-invisible.js';
import type { DraftAnswer } from '../../core/draft/draft.js';
import type { NormalizedQuestion } from '../../core/types.js';
import { slot } from '../context.js';
import { viewMessages } from '../i18n/en-views.js';
import { type Messages, format } from '../i18n/messages.js';
import { ModelText } from '../text/model-text.js';
import { useCardPart, withHostProps } from './context.js';

// The steps layout's navigation and review, loaded when a card first uses the steps layout.
// Their parts (`AskUser.Steps`, `AskUser.StepNav`, `AskUser.Review`) decide whether they show.

/**
 * The steps layout's navigation: one button per question (its header, or its number) and the
 * review. Renders nothing in the stacked layout and once the call is finished.
 */
export const StepsView = forwardRef<HTMLElement, ComponentPropsWithoutRef<'nav'>>(
  function StepsView(props, ref) {
    const { card, settings, messages: cardMessages, steps } = useCardPart('Steps');
    const messages = viewMessages(cardMessages);
    const { questions, current, reviewIndex, go } = steps;
    const ours = { ...slot(settings, 'steps'), 'aria-label': messages.stepsLabel };
    return (
      <nav {...withHostProps(ours, props)} ref={ref}>
        <ol>
          {questions.map((question, index) => (
            <li key={question.key}>
              <button
                type="button"
                {...slot(settings, 'step')}
                aria-current={current === index ? 'step' : undefined}
                aria-label={`${format(messages.stepOf, { current: index + 1, total: questions.length })}: ${toVisibleText(question.header ?? question.question)}`}
                data-question-state={card.answerFor(question.key).state}
                onClick={() => go(index)}
              >
                {question.header ? (
                  <ModelText text={question.header} settings={settings} messages={messages} />
                ) : (
                  String(index + 1)
                )}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              {...slot(settings, 'step')}
              aria-current={current === reviewIndex ? 'step' : undefined}
              data-step="review"
              disabled={card.phase === 'streaming'}
              onClick={() => go(reviewIndex)}
            >
              {messages.review}
            </button>
          </li>
        </ol>
      </nav>
    );
  },
);
StepsView.displayName = 'AskUser.Steps';

/** Back and Next under the current step (steps layout only). */
export const StepNavView = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function StepNavView(props, ref) {
    const { card, settings, messages: cardMessages, steps } = useCardPart('StepNav');
    const messages = viewMessages(cardMessages);
    const { current, reviewIndex, go } = steps;
    return (
      <div {...withHostProps(slot(settings, 'step-nav'), props)} ref={ref}>
        <button
          type="button"
          {...slot(settings, 'step-button')}
          disabled={current === 0}
          onClick={() => go(current - 1)}
        >
          {messages.back}
        </button>
        {current < reviewIndex ? (
          <button
            type="button"
            {...slot(settings, 'step-button')}
            disabled={card.phase === 'streaming'}
            onClick={() => go(current + 1)}
          >
            {messages.next}
          </button>
        ) : null}
      </div>
    );
  },
);
StepNavView.displayName = 'AskUser.StepNav';

/** The answer as the review lists it: option labels as shown, then the free text in quotes. */
export function reviewAnswerText(
  question: NormalizedQuestion,
  answer: DraftAnswer,
  messages: Messages,
): string {
  if (question.secret) return `•••• (${messages.secretHidden})`;
  const labels = answer.selected.map(
    (label) => question.options.find((option) => option.label === label)?.displayLabel ?? label,
  );
  const parts = answer.custom === undefined ? labels : [...labels, `“${answer.custom}”`];
  return parts.join(messages.listSeparator);
}

/**
 * The review step: every question with the chosen answer (or "skipped"), each with a link
 * back to its step. `AskUser.QuestionList` shows it on the steps layout's last step.
 */
export const ReviewView = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function ReviewView(props, ref) {
    const { card, settings, messages: cardMessages, steps } = useCardPart('Review');
    const messages = viewMessages(cardMessages);
    const { questions, go, focusTarget } = steps;
    const unanswered = questions.filter((question) => card.answerFor(question.key).state === 'unanswered');
    return (
      <div {...withHostProps(slot(settings, 'review'), props)} ref={ref}>
        <p {...slot(settings, 'review-title')} ref={focusTarget} tabIndex={-1}>
          {messages.reviewTitle}
        </p>
        <p>{unanswered.length > 0 ? messages.reviewUnanswered : messages.reviewAllAnswered}</p>
        <ol {...slot(settings, 'review-list')}>
          {questions.map((question, index) => {
            const answer = card.answerFor(question.key);
            return (
              <li key={question.key} {...slot(settings, 'review-item')} data-question-state={answer.state}>
                <p {...slot(settings, 'review-question')}>
                  {question.header ? (
                    <span {...slot(settings, 'question-chip')}>
                      <ModelText text={question.header} settings={settings} messages={messages} />
                    </span>
                  ) : null}{' '}
                  <ModelText text={question.question} settings={settings} messages={messages} />
                </p>
                <p {...slot(settings, 'review-answer')}>
                  {answer.state === 'answered' ? (
                    <ModelText
                      text={reviewAnswerText(question, answer, messages)}
                      settings={settings}
                      messages={messages}
                    />
                  ) : answer.state === 'skipped' ? (
                    messages.reviewSkipped
                  ) : (
                    messages.reviewNotAnswered
                  )}
                </p>
                <button type="button" {...slot(settings, 'review-link')} onClick={() => go(index)}>
                  {format(messages.goToQuestion, { number: index + 1 })}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    );
  },
);
ReviewView.displayName = 'AskUser.Review';

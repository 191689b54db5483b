'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { toVisibleText } from '../../core/text/reveal-invisible.js';
import type { DraftAnswer } from '../../core/draft/draft.js';
import type { NormalizedQuestion } from '../../core/types.js';
import { slot } from '../context.js';
import { type Messages, format } from '../i18n/messages.js';
import { ModelText } from '../text/model-text.js';
import { useCardPart, withHostProps } from './context.js';

/**
 * The steps layout's navigation: one button per question (its header, or its number) and the
 * review. Renders nothing in the stacked layout and once the call is finished.
 */
export const Steps = forwardRef<HTMLElement, ComponentPropsWithoutRef<'nav'>>(function Steps(props, ref) {
  const { card, settings, messages, layout, finished, steps } = useCardPart('Steps');
  if (layout !== 'steps' || finished) return null;
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
});
Steps.displayName = 'AskUser.Steps';

/** Back and Next under the current step (steps layout only). */
export const StepNav = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function StepNav(props, ref) {
    const { card, settings, messages, layout, finished, steps } = useCardPart('StepNav');
    if (layout !== 'steps' || finished) return null;
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
StepNav.displayName = 'AskUser.StepNav';

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

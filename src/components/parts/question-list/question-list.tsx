'use client';
import { type ComponentPropsWithoutRef, type ReactNode, forwardRef } from 'react';
import type { NormalizedQuestion } from '../../../core/types.js';
import { slot } from '../../slots.js';
import { ListItemContext, fillTemplate, useCardSlice, withHostProps } from '../context.js';
import { Question } from '../question/question.js';
import { Review } from '../steps/steps.js';

/** What a question list repeats: the same parts for every question, or a function of it. */
export type QuestionTemplate = ReactNode | ((question: NormalizedQuestion, index: number) => ReactNode);

/** Props of `AskUser.QuestionList`: its element's props, and what it repeats for each question. */
export interface QuestionListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * Repeated for each question, inside its `AskUser.Question` context. Without children, each
   * question with its default parts. In the steps layout: the current question, or the review.
   */
  readonly children?: QuestionTemplate;
}

/**
 * The card's questions (the card body), with placeholder rows while the input streams in.
 * Renders nothing while the summary shows. In the steps layout, moving to another step moves
 * focus to it (its question text, or the review's title), never as the card mounts.
 */
export const QuestionList = forwardRef<HTMLDivElement, QuestionListProps>(function QuestionList(
  { children, ...rest },
  ref,
) {
  const { card, settings, layout, slice } = useCardSlice('QuestionList', (_snapshot, derived) => ({
    shown: derived.view === 'questions' || derived.view === 'amend',
    questions: derived.steps.questions,
    current: derived.steps.current,
    streaming: derived.streaming && derived.view === 'questions',
  }));
  const { shown, questions, current, streaming } = slice;
  const steps = layout === 'steps';
  if (!shown) return null;
  const item = (question: NormalizedQuestion, index: number) => (
    <ListItemContext.Provider key={question.key} value={{ question, step: steps }}>
      {fillTemplate(children, <Question />, question, index)}
    </ListItemContext.Provider>
  );
  const question = questions[current];
  const body = !steps ? questions.map(item) : question ? item(question, current) : <Review />;
  return (
    <div
      {...withHostProps(
        steps ? card.getStepPanelProps(slot(settings, 'card-body')) : slot(settings, 'card-body'),
        rest,
      )}
      ref={ref}
    >
      {body}
      {streaming ? (
        <div {...slot(settings, 'skeleton')} aria-hidden="true">
          <span {...slot(settings, 'skeleton-row')} />
          <span {...slot(settings, 'skeleton-row')} />
          <span {...slot(settings, 'skeleton-row')} />
        </div>
      ) : null}
    </div>
  );
});
QuestionList.displayName = 'AskUser.QuestionList';

'use client';
import { type ComponentPropsWithoutRef, type ReactNode, forwardRef, useRef } from 'react';
import type { NormalizedQuestion } from '../../../core/types.js';
import { useIsomorphicLayoutEffect } from '../../../hooks/isomorphic-layout-effect.js';
import { slot } from '../../settings.js';
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
  const { ids, settings, layout, slice } = useCardSlice('QuestionList', (snapshot, derived) => ({
    shown: derived.view === 'questions' || derived.view === 'amend',
    moves: snapshot.state.stepMoves,
    questions: derived.steps.questions,
    current: derived.steps.current,
    streaming: derived.streaming && derived.view === 'questions',
  }));
  const { shown, questions, current, moves, streaming } = slice;
  const steps = layout === 'steps';
  // Only the user's moves to another step move focus: not the card's mount (also when StrictMode
  // runs the effect twice), new questions streaming in, or the amend editor starting over.
  const seen = useRef(moves);
  useIsomorphicLayoutEffect(() => {
    if (moves === seen.current) return;
    seen.current = moves;
    if (!steps) return;
    const question = questions[current];
    document.getElementById(question ? ids.questionText(question.key) : ids.review)?.focus();
  }, [moves]);
  if (!shown) return null;
  const item = (question: NormalizedQuestion, index: number) => (
    <ListItemContext.Provider key={question.key} value={{ question, step: steps }}>
      {fillTemplate(children, <Question />, question, index)}
    </ListItemContext.Provider>
  );
  const question = questions[current];
  const body = !steps ? questions.map(item) : question ? item(question, current) : <Review />;
  return (
    <div {...withHostProps(slot(settings, 'card-body'), rest)} ref={ref}>
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

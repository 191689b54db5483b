'use client';
import { type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode, forwardRef, useRef } from 'react';
import type { NormalizedQuestion } from '../../../core/types.js';
import { useIsomorphicLayoutEffect } from '../../../hooks/isomorphic-layout-effect.js';
import { isTextField } from '../../../hooks/card/keyboard.js';
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
  const { card, ids, settings, layout, slice } = useCardSlice('QuestionList', (snapshot, derived) => ({
    shown: derived.view === 'questions' || derived.view === 'amend',
    moves: snapshot.state.stepMoves,
    questions: derived.steps.questions,
    current: derived.steps.current,
    reviewIndex: derived.steps.reviewIndex,
    streaming: derived.streaming && derived.view === 'questions',
  }));
  const { shown, questions, current, reviewIndex, moves, streaming } = slice;
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
  // Steps: Left and Right (mirrored right to left) move between questions, outside text fields.
  const onKeyDown = steps
    ? (event: KeyboardEvent<HTMLDivElement>) => {
        const { key } = event;
        if (key !== 'ArrowLeft' && key !== 'ArrowRight') return;
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
          return;
        if (isTextField(event.target)) return;
        const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
        const next = current + ((key === 'ArrowRight') !== rtl ? 1 : -1);
        // The review waits for the whole input, as Next does.
        if (next < 0 || next > reviewIndex || (next === reviewIndex && streaming)) return;
        event.preventDefault();
        card.store.actions.goToStep(next);
      }
    : undefined;
  return (
    <div {...withHostProps({ ...slot(settings, 'card-body'), onKeyDown }, rest)} ref={ref}>
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

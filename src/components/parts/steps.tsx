'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { need } from '../on-demand.js';
import { stepViews } from '../lazy-modules.js';
import { useCardSlice } from './context.js';

function useStepsShown(part: string): boolean {
  const { layout, finished } = useCardSlice(part, (state) => ({
    layout: state.layout,
    finished: state.finished,
  }));
  return layout === 'steps' && !finished;
}

/**
 * The steps layout's navigation: one button per question (its header, or its number) and the
 * review. Renders nothing in the stacked layout and once the call is finished.
 */
export const Steps = forwardRef<HTMLElement, ComponentPropsWithoutRef<'nav'>>(function Steps(props, ref) {
  const shown = useStepsShown('Steps');
  if (!shown) return null;
  const { StepsView } = need(stepViews);
  return <StepsView {...props} ref={ref} />;
});
Steps.displayName = 'AskUser.Steps';

/** Back and Next under the current step (steps layout only). */
export const StepNav = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function StepNav(props, ref) {
    const shown = useStepsShown('StepNav');
    if (!shown) return null;
    const { StepNavView } = need(stepViews);
    return <StepNavView {...props} ref={ref} />;
  },
);
StepNav.displayName = 'AskUser.StepNav';

/**
 * The review step: every question with the chosen answer (or "skipped"), each with a link
 * back to its step. `AskUser.QuestionList` shows it on the steps layout's last step.
 */
export const Review = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function Review(props, ref) {
    const { finished } = useCardSlice('Review', (state) => ({ finished: state.finished }));
    if (finished) return null;
    const { ReviewView } = need(stepViews);
    return <ReviewView {...props} ref={ref} />;
  },
);
Review.displayName = 'AskUser.Review';

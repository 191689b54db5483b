'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { stepViews } from '../lazy-modules.js';
import { useCardSlice } from './context.js';
import { WithModule } from './with-module.js';

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
  return <WithModule module={stepViews} render={({ StepsView }) => <StepsView {...props} ref={ref} />} />;
});
Steps.displayName = 'AskUser.Steps';

/** Back and Next under the current step (steps layout only). */
export const StepNav = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function StepNav(props, ref) {
    const shown = useStepsShown('StepNav');
    if (!shown) return null;
    return (
      <WithModule module={stepViews} render={({ StepNavView }) => <StepNavView {...props} ref={ref} />} />
    );
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
    return <WithModule module={stepViews} render={({ ReviewView }) => <ReviewView {...props} ref={ref} />} />;
  },
);
Review.displayName = 'AskUser.Review';

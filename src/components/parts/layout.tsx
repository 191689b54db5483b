'use client';
import { Actions } from './actions.js';
import { useCardSlice } from './context.js';
import { QuestionList } from './question.js';
import { StepNav, Steps } from './steps.js';

/** The questions and the response buttons, in the card's layout (stacked, or steps with a review). */
export function LayoutContent() {
  const { layout } = useCardSlice('Root', (state) => ({ layout: state.layout }));
  return layout === 'steps' ? (
    <>
      <Steps />
      <QuestionList />
      <StepNav />
      <Actions />
    </>
  ) : (
    <>
      <QuestionList />
      <Actions />
    </>
  );
}

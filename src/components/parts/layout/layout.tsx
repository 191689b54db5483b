'use client';
import { Actions } from '../actions/actions.js';
import { useCardPart } from '../context.js';
import { AnsweredElsewhere, AutoResolution, Header, Origin, Warning } from '../header/header.js';
import { QuestionList } from '../question-list/question-list.js';
import { Status } from '../status/status.js';
import { Progress, StepNav, Steps } from '../steps/steps.js';
import { Summary } from '../summary/summary.js';

/** The questions and the response buttons, in the card's layout (stacked, or steps with a review). */
export function Layout() {
  const { layout } = useCardPart('Layout');
  return layout === 'steps' ? (
    <>
      <Steps />
      <Progress />
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
Layout.displayName = 'AskUser.Layout';

/**
 * The default card, as `<AskUserQuestion>` renders it: every part decides for itself whether it
 * shows (the questions while pending or amending, the summary once finished). @internal
 */
export function CardContent() {
  return (
    <>
      <Origin />
      <AnsweredElsewhere />
      <Summary />
      <Header />
      <AutoResolution />
      <Warning />
      <Layout />
      <Status />
    </>
  );
}

'use client';
import { Slot } from '@radix-ui/react-slot';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { selectAnswer } from '../../../core/card/question-state.js';
import { toVisibleText } from '../../../core/text/reveal-invisible.js';
import type { DraftAnswer } from '../../../core/draft/answer.js';
import type { NormalizedQuestion } from '../../../core/types.js';
import { type Messages, format } from '../../i18n/messages.js';
import { slot } from '../../slots.js';
import { ModelText } from '../../text/model-text.js';
import { type AsChildProps, useCardPart, useCardSlice, withHostProps } from '../context.js';

/**
 * What the steps layout's parts show: where the card stands, and each question's answer. In the
 * stacked layout they show nothing and follow nothing, so a click costs them no render.
 */
function useStepsSlice(part: string) {
  const steps = useCardPart(part).layout === 'steps';
  return useCardSlice(part, (snapshot, derived) => ({
    shown: steps && (derived.view === 'questions' || derived.view === 'amend'),
    questions: derived.steps.questions,
    current: steps ? derived.steps.current : 0,
    reviewIndex: derived.steps.reviewIndex,
    draft: steps ? snapshot.state.draft : undefined,
    streaming: steps && derived.streaming,
  }));
}

/**
 * The steps layout's navigation: one button per question (its header, or its number) and the
 * review. Renders nothing in the stacked layout and while the summary shows.
 */
export const Steps = forwardRef<HTMLElement, ComponentPropsWithoutRef<'nav'>>(function Steps(props, ref) {
  const { card, settings, messages, slice } = useStepsSlice('Steps');
  if (!slice.shown) return null;
  const { questions, reviewIndex } = slice;
  return (
    <nav
      {...withHostProps({ ...slot(settings, 'steps'), 'aria-label': messages.stepsLabel }, props)}
      ref={ref}
    >
      <ol>
        {questions.map((question, index) => {
          const state = slice.draft ? selectAnswer(slice.draft, question).state : 'unanswered';
          const name = `${format(messages.stepOf, { current: index + 1, total: questions.length })}: ${toVisibleText(question.header ?? question.question)}`;
          return (
            <li key={question.key}>
              <button
                {...card.getStepProps(index, {
                  ...slot(settings, 'step'),
                  // Where it leads and how that question stands: answered, skipped or not yet.
                  'aria-label':
                    state === 'unanswered'
                      ? name
                      : format(messages.stepWithState, {
                          step: name,
                          state: state === 'answered' ? messages.stepAnswered : messages.stepSkipped,
                        }),
                })}
              >
                {question.header ? (
                  <ModelText text={question.header} settings={settings} messages={messages} />
                ) : (
                  String(index + 1)
                )}
              </button>
            </li>
          );
        })}
        <li>
          <button {...card.getStepProps(reviewIndex, slot(settings, 'step'))}>{messages.review}</button>
        </li>
      </ol>
    </nav>
  );
});
Steps.displayName = 'AskUser.Steps';

/**
 * Where the steps layout stands: a progress bar reading "2 of 3" (the review: "Review"). Renders
 * nothing in the stacked layout and while the summary shows.
 */
export const Progress = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(
  function Progress({ asChild, children, ...rest }, ref) {
    const { card, settings, messages, slice } = useStepsSlice('Progress');
    if (!slice.shown) return null;
    const { current, reviewIndex, questions } = slice;
    // On the review its title says where the user is: the bar says it only to assistive technology.
    const onReview = current >= reviewIndex;
    const text = onReview
      ? messages.review
      : format(messages.progress, { current: current + 1, total: questions.length });
    const Bar = asChild ? Slot : 'div';
    const ours = card.getProgressProps({
      ...slot(settings, 'progress'),
      'aria-valuetext': text,
      'aria-label': messages.stepsLabel,
    });
    return (
      <Bar {...withHostProps(ours, rest)} ref={ref}>
        {children ?? (onReview ? null : text)}
      </Bar>
    );
  },
);
Progress.displayName = 'AskUser.Progress';

/** Back and Next under the current step (steps layout only). */
export const StepNav = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(
  function StepNav({ asChild, children, ...rest }, ref) {
    const { card, settings, messages, slice } = useStepsSlice('StepNav');
    if (!slice.shown) return null;
    const { current, reviewIndex } = slice;
    const Container = asChild ? Slot : 'div';
    return (
      <Container {...withHostProps(slot(settings, 'step-nav'), rest)} ref={ref}>
        {children ?? (
          <>
            <button {...card.getBackProps(slot(settings, 'step-button'))}>{messages.back}</button>
            {current < reviewIndex ? (
              <button {...card.getNextProps(slot(settings, 'step-button'))}>{messages.next}</button>
            ) : null}
          </>
        )}
      </Container>
    );
  },
);
StepNav.displayName = 'AskUser.StepNav';

/** The answer as the review lists it: option labels as shown, then the free text in quotes. @internal */
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
 * The review step: every question with the chosen answer (or "skipped"), each with a link back to
 * its step. `AskUser.QuestionList` shows it on the steps layout's last step.
 */
export const Review = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function Review(props, ref) {
    const { card, settings, messages, headingLevel, slice } = useStepsSlice('Review');
    if (!slice.shown) return null;
    // Below the card's heading: the review's title, then each question under it.
    const Title = `h${Math.min(headingLevel + 1, 6)}` as 'h4';
    const QuestionHeading = `h${Math.min(headingLevel + 2, 6)}` as 'h5';
    const { questions } = slice;
    const { draft } = slice;
    const answers = draft ? questions.map((question) => selectAnswer(draft, question)) : [];
    return (
      <div {...withHostProps(slot(settings, 'review'), props)} ref={ref}>
        <Title {...card.getReviewTitleProps(slot(settings, 'review-title'))}>{messages.reviewTitle}</Title>
        <p>
          {answers.some((answer) => answer.state === 'unanswered')
            ? messages.reviewUnanswered
            : messages.reviewAllAnswered}
        </p>
        <ol {...slot(settings, 'review-list')}>
          {questions.map((question, index) => {
            const answer = answers[index]!;
            return (
              <li key={question.key} {...slot(settings, 'review-item')} data-question-state={answer.state}>
                <QuestionHeading {...slot(settings, 'review-question')}>
                  {question.header ? (
                    <span {...slot(settings, 'question-chip')}>
                      <ModelText text={question.header} settings={settings} messages={messages} />
                    </span>
                  ) : null}{' '}
                  <ModelText text={question.question} settings={settings} messages={messages} />
                </QuestionHeading>
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
                <button {...card.getReviewLinkProps(index, slot(settings, 'review-link'))}>
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
Review.displayName = 'AskUser.Review';

import type { KeyboardEvent } from 'react';
import { selectAnswer } from '../../core/card/question-state.js';
import { selectCard } from '../../core/card/selectors.js';
import type { CardStore } from '../../core/card/store.js';
import { mergeProps } from '../merge-props.js';
import type {
  ButtonPropsReturnValue,
  GetterProps,
  Merged,
  ProgressPropsReturnValue,
  FocusTargetPropsReturnValue,
  StepPanelPropsReturnValue,
  StepPropsReturnValue,
} from './getter-types.js';
import { buttonProps } from './getter-utils.js';
import type { AskUserQuestionIds } from './ids.js';
import { isTextField } from './keyboard.js';

/**
 * The getters of the steps layout: one question at a time, then a review of every answer. The
 * card moves focus to the step the user moves to (its question text, or the review's title)
 * wherever the step panel is shown.
 */
export interface StepGetters {
  /**
   * The element around the current step. Left and Right (mirrored right to left) move between
   * steps, outside text fields; the review waits for the whole input, as Next does.
   */
  getStepPanelProps<P extends GetterProps = Record<never, never>>(
    props?: P,
  ): Merged<StepPanelPropsReturnValue, P>;
  /** A step of the steps layout: a question's index, or the number of questions for the review. */
  getStepProps<P extends GetterProps = Record<never, never>>(
    step: number,
    props?: P,
  ): Merged<StepPropsReturnValue, P>;
  getBackProps<P extends GetterProps = Record<never, never>>(props?: P): Merged<ButtonPropsReturnValue, P>;
  getNextProps<P extends GetterProps = Record<never, never>>(props?: P): Merged<ButtonPropsReturnValue, P>;
  /**
   * Where the steps layout stands, as a progress bar: `aria-valuenow` is the current question
   * (from 1; the number of questions on the review), `aria-valuemax` the number of questions.
   */
  getProgressProps<P extends GetterProps = Record<never, never>>(
    props?: P,
  ): Merged<ProgressPropsReturnValue, P>;
  /** The review's title, which takes focus when the user moves to the review. */
  getReviewTitleProps<P extends GetterProps = Record<never, never>>(
    props?: P,
  ): Merged<FocusTargetPropsReturnValue, P>;
  /** A review item's link back to its question's step. */
  getReviewLinkProps<P extends GetterProps = Record<never, never>>(
    step: number,
    props?: P,
  ): Merged<ButtonPropsReturnValue, P>;
}

/** The steps layout's getters, reading the card's store when called. @internal */
export function createStepGetters(store: CardStore, ids: () => AskUserQuestionIds): StepGetters {
  const { actions } = store;
  const now = () => {
    const snapshot = store.getSnapshot();
    return { snapshot, card: selectCard(snapshot) };
  };
  const goTo = (step: number) => () => actions.goToStep(step);
  const goBy = (by: number) => () => actions.goToStep(now().card.steps.current + by);
  // A step after the questions is the review, which waits for the whole input.
  const unreachable = (step: number) => {
    const { streaming, steps } = now().card;
    return step < 0 || step > steps.reviewIndex || (step === steps.reviewIndex && streaming);
  };
  return {
    getStepPanelProps: (props) =>
      mergeProps(
        {
          id: ids().stepPanel,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            const { key } = event;
            if (key !== 'ArrowLeft' && key !== 'ArrowRight') return;
            if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
              return;
            if (isTextField(event.target)) return;
            const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
            const next = now().card.steps.current + ((key === 'ArrowRight') !== rtl ? 1 : -1);
            if (unreachable(next)) return;
            event.preventDefault();
            actions.goToStep(next);
          },
        } satisfies StepPanelPropsReturnValue,
        props,
      ) as never,
    getStepProps: (step, props) => {
      const { snapshot, card } = now();
      const { questions, current, reviewIndex } = card.steps;
      const question = questions[step];
      const own = buttonProps(store, step >= reviewIndex && card.streaming, goTo(step), undefined);
      return mergeProps(
        {
          ...(own as ButtonPropsReturnValue),
          'aria-current': current === Math.min(step, reviewIndex) ? 'step' : undefined,
          ...(question
            ? { 'data-question-state': selectAnswer(snapshot.state.draft, question).state }
            : { 'data-step': 'review' as const }),
        } satisfies StepPropsReturnValue,
        props,
      ) as never;
    },
    getBackProps: (props) => buttonProps(store, now().card.steps.current === 0, goBy(-1), props),
    getNextProps: (props) => buttonProps(store, now().card.streaming, goBy(1), props),
    getProgressProps: (props) => {
      const { questions, current, reviewIndex } = now().card.steps;
      return mergeProps(
        {
          role: 'progressbar',
          'aria-valuemin': 0,
          'aria-valuemax': questions.length,
          'aria-valuenow': Math.min(current + 1, reviewIndex),
          'data-step': current >= reviewIndex ? 'review' : undefined,
        } satisfies ProgressPropsReturnValue,
        props,
      ) as never;
    },
    getReviewTitleProps: (props) =>
      mergeProps({ id: ids().review, tabIndex: -1 } satisfies FocusTargetPropsReturnValue, props) as never,
    getReviewLinkProps: (step, props) => buttonProps(store, false, goTo(step), props),
  };
}

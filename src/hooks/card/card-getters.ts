import type { KeyboardEvent } from 'react';
import { selectCard } from '../../core/card/selectors.js';
import type { CardStore } from '../../core/card/store.js';
import { mergeProps } from '../merge-props.js';
import type {
  ButtonPropsReturnValue,
  FocusTargetPropsReturnValue,
  GetterProps,
  Merged,
  RootPropsReturnValue,
  StatusPropsReturnValue,
} from './getter-types.js';
import type { AskUserQuestionIds } from './ids.js';
import { buttonProps, questionOf } from './getter-utils.js';

/** The getters of the card's own elements: the card, its buttons, its steps and its status. */
export interface CardGetters {
  /** The card's element. Ctrl+Enter (Cmd+Enter on a Mac) in it submits, from a text field too. */
  getRootProps<P extends GetterProps = Record<never, never>>(props?: P): Merged<RootPropsReturnValue, P>;
  /**
   * Submit. Like every button's and field's getter, it gives `disabled` when the control cannot
   * be used, except while a response is going out (`phase: 'sending'`): then `aria-disabled`
   * (fields: read-only too), so the control pressed keeps focus. The kit's own handler does
   * nothing on such a press; a handler you merge in still runs.
   */
  getSubmitProps<P extends GetterProps = Record<never, never>>(props?: P): Merged<ButtonPropsReturnValue, P>;
  getSkipAllProps<P extends GetterProps = Record<never, never>>(props?: P): Merged<ButtonPropsReturnValue, P>;
  getDeclineProps<P extends GetterProps = Record<never, never>>(props?: P): Merged<ButtonPropsReturnValue, P>;
  getCancelProps<P extends GetterProps = Record<never, never>>(props?: P): Merged<ButtonPropsReturnValue, P>;
  /** Select every option of a multi-select question. */
  getSelectAllProps<P extends GetterProps = Record<never, never>>(
    key: string,
    props?: P,
  ): Merged<ButtonPropsReturnValue, P>;
  /** Clear a multi-select question's choices. */
  getSelectNoneProps<P extends GetterProps = Record<never, never>>(
    key: string,
    props?: P,
  ): Merged<ButtonPropsReturnValue, P>;
  /** "Change answers" on a finished call the card lets the user amend. */
  getAmendProps<P extends GetterProps = Record<never, never>>(props?: P): Merged<ButtonPropsReturnValue, P>;
  /** Leaves the amend editor without changing anything. */
  getCancelAmendProps<P extends GetterProps = Record<never, never>>(
    props?: P,
  ): Merged<ButtonPropsReturnValue, P>;
  /**
   * The finished call's summary heading, which takes focus when the summary replaces the user's
   * own answer (or the amend editor) and the button pressed is gone.
   */
  getSummaryHeadingProps<P extends GetterProps = Record<never, never>>(
    props?: P,
  ): Merged<FocusTargetPropsReturnValue, P>;
  /** The live status line: "Sending…", "Answers sent", … */
  getStatusProps<P extends GetterProps = Record<never, never>>(props?: P): Merged<StatusPropsReturnValue, P>;
}

/** The getters of the card's own elements, reading the card's store when called. @internal */
export function createCardGetters(store: CardStore, ids: () => AskUserQuestionIds): CardGetters {
  const { actions } = store;
  const now = () => {
    const snapshot = store.getSnapshot();
    return { snapshot, card: selectCard(snapshot) };
  };
  const button = (unusable: boolean, onClick: () => void, props: GetterProps | undefined, action?: string) =>
    buttonProps(store, unusable, onClick, props, action);
  // Select all / none: named by their question, usable on an open multi-select only.
  const bulkButton = (key: string, act: (key: string) => void, props: GetterProps | undefined) => {
    const { snapshot, card } = now();
    const unusable = card.locked || !questionOf(snapshot.props.normalized, key)?.multiSelect;
    return button(unusable, () => act(key), { 'aria-describedby': ids().questionText(key), ...props });
  };

  return {
    getRootProps: (props) => {
      const { snapshot, card } = now();
      return mergeProps(
        {
          id: ids().root,
          'aria-busy': card.phase === 'streaming' && card.view === 'questions' ? true : undefined,
          'aria-labelledby': card.problem
            ? ids().error
            : card.view === 'summary'
              ? ids().summaryTitle
              : ids().title,
          'data-state': card.problem ? 'error' : card.viewState,
          'data-complete': snapshot.props.normalized.complete ? '' : undefined,
          'data-invalid': card.contractProblems.length > 0 ? '' : undefined,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing)
              return;
            // Taken either way: a host form around the card must not submit instead.
            event.preventDefault();
            actions.submit();
          },
        } satisfies RootPropsReturnValue,
        props,
      ) as never;
    },
    getSubmitProps: (props) => {
      const { card } = now();
      const own = button(!card.canSubmit, actions.submit, undefined, 'submit') as ButtonPropsReturnValue;
      return mergeProps(
        { ...own, 'aria-describedby': card.submitHint ? ids().submitHint : undefined },
        props,
      ) as never;
    },
    getSkipAllProps: (props) => button(!now().card.canSkipAll, actions.skipAll, props, 'skip-all'),
    getDeclineProps: (props) => button(!now().card.canDecline, () => actions.decline(), props, 'decline'),
    getCancelProps: (props) => button(!now().card.canDecline, () => actions.cancel(), props, 'cancel'),
    getSelectAllProps: (key, props) => bulkButton(key, actions.selectAll, props),
    getSelectNoneProps: (key, props) => bulkButton(key, actions.selectNone, props),
    getAmendProps: (props) => button(!now().card.amendable, actions.startAmend, props),
    getCancelAmendProps: (props) => button(false, actions.cancelAmend, props),
    getSummaryHeadingProps: (props) =>
      mergeProps(
        { id: ids().summaryTitle, tabIndex: -1 } satisfies FocusTargetPropsReturnValue,
        props,
      ) as never,
    getStatusProps: (props) => {
      const { status } = now().card;
      return mergeProps(
        {
          id: ids().status,
          role: 'status',
          'data-status': status,
          'data-tone': status === 'declined' || status === 'cancelled' ? 'neutral' : undefined,
        } satisfies StatusPropsReturnValue,
        props,
      ) as never;
    },
  };
}

'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { submitHint } from '../../core/card/card-state.js';
import { slot, visuallyHidden } from '../context.js';
import { useCardSlice, withHostProps } from './context.js';
import { submitHintMessage } from './status-text.js';

type ButtonProps = ComponentPropsWithoutRef<'button'>;

function useSubmitHint(part: string): { id: string; text: string; shown: boolean } {
  // The hint's inputs, not the draft: most clicks change none of them.
  const { root, messages, shown, hint } = useCardSlice(part, (state) => ({
    root: state.card.ids.root,
    messages: state.messages,
    shown: state.layout !== 'steps' || state.steps.onReview,
    hint: submitHint({
      editing: state.card.phase === 'editing',
      missingRequired: state.card.missingRequired.length,
      canSubmit: state.card.canSubmit,
    }),
  }));
  return { id: `${root}-submit-hint`, text: shown ? submitHintMessage(hint, messages) : '', shown };
}

/**
 * Sends the current answers (possibly partial). In the steps layout it appears on the review
 * step only. Children replace the label.
 */
export const Submit = forwardRef<HTMLButtonElement, ButtonProps>(function Submit(props, ref) {
  const { getSubmitProps, settings, messages, finished } = useCardSlice('Submit', (state) => ({
    getSubmitProps: state.card.getSubmitProps,
    settings: state.settings,
    messages: state.messages,
    finished: state.finished,
  }));
  const hint = useSubmitHint('Submit');
  if (finished || !hint.shown) return null;
  const ours = {
    ...getSubmitProps(),
    ...slot(settings, 'submit'),
    'aria-describedby': hint.text ? hint.id : undefined,
  };
  return (
    <button {...withHostProps(ours, props)} ref={ref}>
      {props.children ?? messages.submit}
    </button>
  );
});
Submit.displayName = 'AskUser.Submit';

type RefusalKind = 'skip-all' | 'decline' | 'cancel';

/** A response button other than Submit, with its explanation for assistive technology. */
const refusalButton = (kind: RefusalKind, part: string) => {
  const Part = forwardRef<HTMLButtonElement, ButtonProps>(function RefusalButton(props, ref) {
    // The getter itself is in the slice: it changes only when the button's state does, so a
    // click on an option leaves the refusal buttons alone.
    const { getProps, root, settings, messages, finished } = useCardSlice(part, (state) => ({
      getProps: {
        'skip-all': state.card.getSkipAllProps,
        decline: state.card.getDeclineProps,
        cancel: state.card.getCancelProps,
      }[kind],
      root: state.card.ids.root,
      settings: state.settings,
      messages: state.messages,
      finished: state.finished,
    }));
    if (finished) return null;
    const words = {
      'skip-all': [messages.skipAll, messages.skipAllHint],
      decline: [messages.decline, messages.declineHint],
      cancel: [messages.cancel, messages.cancelHint],
    } as const;
    const [label, hint] = words[kind];
    const hintId = `${root}-${kind}-hint`;
    const ours = {
      ...getProps(),
      ...slot(settings, kind),
      'aria-describedby': hintId,
      title: hint,
    };
    return (
      <>
        <button {...withHostProps(ours, props)} ref={ref}>
          {props.children ?? label}
        </button>
        <span {...slot(settings, 'hint')} style={visuallyHidden} id={hintId}>
          {hint}
        </span>
      </>
    );
  });
  Part.displayName = `AskUser.${part}`;
  return Part;
};

/** Continues without answering any question: an explicit, empty accept. */
export const SkipAll = refusalButton('skip-all', 'SkipAll');
/** Refuses to answer: the agent is told the user declined. */
export const Decline = refusalButton('decline', 'Decline');
/** Closes the question without deciding (the runtime's cancel). */
export const Dismiss = refusalButton('cancel', 'Dismiss');

/**
 * The card's response buttons. Without children: Submit, Skip all, Decline and Dismiss, as
 * the card's `actions` option allows. Renders nothing once the call is finished.
 */
export const Actions = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function Actions(props, ref) {
    const { settings, finished, config } = useCardSlice('Actions', (state) => ({
      settings: state.settings,
      finished: state.finished,
      config: state.actionsConfig,
    }));
    const hint = useSubmitHint('Actions');
    if (finished) return null;
    const { children, ...rest } = props;
    return (
      <div {...withHostProps(slot(settings, 'actions'), rest)} ref={ref}>
        {children ?? (
          <>
            <Submit />
            {config?.skipAll !== false ? <SkipAll /> : null}
            {config?.decline !== false ? <Decline /> : null}
            {config?.cancel !== false ? <Dismiss /> : null}
          </>
        )}
        <p {...slot(settings, 'action-hint')} id={hint.id}>
          {hint.text}
        </p>
      </div>
    );
  },
);
Actions.displayName = 'AskUser.Actions';

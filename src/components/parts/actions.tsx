'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { submitHint } from '../../core/card/card-state.js';
import { slot, visuallyHidden } from '../context.js';
import { useCardPart, withHostProps } from './context.js';
import { submitHintMessage } from './status-text.js';

type ButtonProps = ComponentPropsWithoutRef<'button'>;

function useSubmitHint(part: string): { id: string; text: string; shown: boolean } {
  const { card, messages, layout, steps } = useCardPart(part);
  const shown = layout !== 'steps' || steps.onReview;
  const hint = submitHint({
    editing: card.phase === 'editing',
    missingRequired: card.missingRequired.length,
    canSubmit: card.canSubmit,
  });
  return { id: `${card.ids.root}-submit-hint`, text: shown ? submitHintMessage(hint, messages) : '', shown };
}

/**
 * Sends the current answers (possibly partial). In the steps layout it appears on the review
 * step only. Children replace the label.
 */
export const Submit = forwardRef<HTMLButtonElement, ButtonProps>(function Submit(props, ref) {
  const { card, settings, messages, finished } = useCardPart('Submit');
  const hint = useSubmitHint('Submit');
  if (finished || !hint.shown) return null;
  const ours = {
    ...card.getSubmitProps(),
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
    const { card, settings, messages, finished } = useCardPart(part);
    if (finished) return null;
    const getters = {
      'skip-all': card.getSkipAllProps,
      decline: card.getDeclineProps,
      cancel: card.getCancelProps,
    } as const;
    const words = {
      'skip-all': [messages.skipAll, messages.skipAllHint],
      decline: [messages.decline, messages.declineHint],
      cancel: [messages.cancel, messages.cancelHint],
    } as const;
    const [label, hint] = words[kind];
    const hintId = `${card.ids.root}-${kind}-hint`;
    const ours = {
      ...getters[kind](),
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
    const { settings, finished, actionsConfig: config } = useCardPart('Actions');
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

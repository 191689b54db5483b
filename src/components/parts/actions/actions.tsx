'use client';
import { Slot } from '@radix-ui/react-slot';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import type { SubmitHint } from '../../../core/card/selectors.js';
import { approvalsOnly } from '../../../core/card/question-state.js';
import type { Messages } from '../../i18n/messages.js';
import { visuallyHidden } from '../../settings.js';
import { slot } from '../../slots.js';
import {
  type AsChildProps,
  type CardContextValue,
  partLabel,
  useCardSlice,
  withHostProps,
} from '../context.js';

type ButtonProps = ComponentPropsWithoutRef<'button'> & AsChildProps;

/**
 * What a response button shows: whether it shows and can be used. Each part follows only what it
 * shows: the first answer enables Submit and leaves Decline alone.
 */
function useActionSlice(part: string, submit: boolean) {
  const value = useCardSlice(part, (snapshot, derived) => ({
    // A card of approvals only: a decision answers, nothing is skipped and nothing declined; a
    // lone approval's decision sends itself.
    approvals: approvalsOnly(snapshot.props.normalized.questions),
    canCancel: snapshot.props.canCancel === true,
    view: derived.view,
    canSubmit: submit && derived.canSubmit,
    canDecline: derived.canDecline,
    locked: derived.locked,
    phase: derived.phase,
    hint: submit ? derived.submitHint : undefined,
    onReview: derived.steps.onReview,
  }));
  const { slice, layout } = value;
  const live = slice.view === 'questions' || slice.view === 'amend';
  const oneDecision = slice.approvals === 1;
  return { ...value, live, submitShown: live && !oneDecision && (layout !== 'steps' || slice.onReview) };
}

function hintText(hint: SubmitHint | undefined, messages: Messages): string {
  if (hint === 'needs-required') return messages.submitNeedsRequired;
  return hint === 'needs-answer' ? messages.submitNeedsAnswer : '';
}

/**
 * Sends the current answers (possibly partial); in the amend editor, the correction. In the steps
 * layout it appears on the review step only. Children replace the label.
 */
export const Submit = forwardRef<HTMLButtonElement, ButtonProps>(function Submit(
  { asChild, children, ...rest },
  ref,
) {
  const { card, settings, messages, submitShown } = useActionSlice('Submit', true);
  if (!submitShown) return null;
  const Button = asChild ? Slot : 'button';
  return (
    <Button {...withHostProps(card.getSubmitProps(slot(settings, 'submit')), rest)} ref={ref}>
      {partLabel(asChild, children, messages.submit)}
    </Button>
  );
});
Submit.displayName = 'AskUser.Submit';

type RefusalKind = 'skip-all' | 'decline' | 'cancel';

const GETTERS = {
  'skip-all': (card: CardContextValue['card']) => card.getSkipAllProps,
  decline: (card: CardContextValue['card']) => card.getDeclineProps,
  cancel: (card: CardContextValue['card']) => card.getCancelProps,
} as const;

/**
 * Whether the card offers a refusal: as the card's `actions` option allows, and for a card of
 * approvals, which takes a decision, neither Skip all nor Decline, and Dismiss only where the
 * host takes one. Decided here, so a composed card's buttons follow it as the default card does.
 */
function offered(
  kind: RefusalKind,
  config: CardContextValue['actionsConfig'],
  { approvals, canCancel }: { readonly approvals: number; readonly canCancel: boolean },
): boolean {
  if (kind === 'cancel') return config?.cancel !== false && (!approvals || canCancel);
  return config?.[kind === 'skip-all' ? 'skipAll' : 'decline'] !== false && !approvals;
}

/** A response button other than Submit, with its explanation for assistive technology. */
const refusalButton = (kind: RefusalKind, part: string) => {
  const Part = forwardRef<HTMLButtonElement, ButtonProps>(function RefusalButton(
    { asChild, children, ...rest },
    ref,
  ) {
    const { card, ids, settings, messages, slice, actionsConfig: config } = useActionSlice(part, false);
    if (slice.view !== 'questions' || !offered(kind, config, slice)) return null;
    const [label, hint] = {
      'skip-all': [messages.skipAll, messages.skipAllHint],
      decline: [messages.decline, messages.declineHint],
      cancel: [messages.cancel, messages.cancelHint],
    }[kind];
    const hintId = ids.hint(kind);
    const ours = GETTERS[kind](card)({ ...slot(settings, kind), 'aria-describedby': hintId, title: hint });
    const Button = asChild ? Slot : 'button';
    return (
      <>
        <Button {...withHostProps(ours, rest)} ref={ref}>
          {partLabel(asChild, children, label)}
        </Button>
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
 * The card's response buttons. Without children: Submit, Skip all, Decline and Dismiss, as the
 * card's `actions` option allows; in the amend editor, Submit and "Keep answers". Renders nothing
 * while the summary shows.
 */
export const Actions = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function Actions(
  { children, ...rest },
  ref,
) {
  const { card, ids, settings, messages, slice, live, submitShown } = useActionSlice('Actions', true);
  if (!live) return null;
  const amending = slice.view === 'amend';
  return (
    <div {...withHostProps(slot(settings, 'actions'), rest)} ref={ref}>
      {children ??
        (amending ? (
          <>
            <Submit />
            <button {...card.getCancelAmendProps(slot(settings, 'cancel'))}>{messages.amendCancel}</button>
          </>
        ) : (
          <>
            <Submit />
            <SkipAll />
            <Decline />
            <Dismiss />
          </>
        ))}
      <p {...slot(settings, 'action-hint')} id={ids.submitHint}>
        {submitShown ? hintText(slice.hint, messages) : ''}
      </p>
    </div>
  );
});
Actions.displayName = 'AskUser.Actions';

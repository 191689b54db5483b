'use client';
import { Component, type ReactNode, forwardRef } from 'react';
import type { CardProblem } from '../../../core/card/selectors.js';
import { useCardSelector } from '../../../hooks/card/use-card-selector.js';
import { themeAttribute } from '../../settings.js';
import { slot } from '../../slots.js';
import type { CardContextValue } from '../context.js';
import { statusText } from '../status/status.js';
import { SendFailure } from '../status/send-failure.js';

/**
 * A card that cannot be shown: says why, and still lets the user decline a call that waits. Its
 * Decline and Dismiss are the card's own (the same getters, the same one delivery), so what they
 * send shows on its status line and the call is answered at most once. @internal
 */
export const ErrorCard = forwardRef<
  HTMLElement,
  {
    readonly context: CardContextValue;
    readonly className?: string | undefined;
    /** Why, when the card itself cannot tell: its rendering failed. */
    readonly problem?: CardProblem | undefined;
  }
>(function ErrorCard({ context, className, problem: failed }, ref) {
  const { card, ids, settings, messages } = context;
  const {
    problem = failed,
    canDecline,
    status,
    delivery,
    failure,
    finished,
  } = useCardSelector(card.store, (snapshot, derived) => ({
    problem: derived.problem,
    canDecline: derived.canDecline,
    status: derived.status,
    delivery: snapshot.state.delivery,
    failure: derived.sendFailure,
    finished: derived.finished,
  }));
  // A call answered before the card failed (a restored record) has nobody to answer to.
  const offered = !finished || delivery.state !== 'idle';
  return (
    <section
      ref={ref}
      {...card.getRootProps()}
      {...slot(settings, 'card', className)}
      // A card whose rendering failed is an error card whatever its store says.
      data-state="error"
      aria-labelledby={ids.error}
      data-problem={problem}
      data-auq-root=""
      data-auq-theme={themeAttribute(settings)}
      dir={settings.dir}
    >
      <div {...slot(settings, 'error')} role="alert">
        <p id={ids.error} {...slot(settings, 'error-title')} tabIndex={-1}>
          {messages.errorTitle}
        </p>
        <p>
          {problem === 'no-input'
            ? messages.errorNoInput
            : problem === 'record-without-questions'
              ? messages.errorRecordWithoutQuestions
              : messages.errorBody}
        </p>
      </div>
      {offered && (canDecline || delivery.state !== 'idle') ? (
        <div {...slot(settings, 'actions')}>
          <button {...card.getDeclineProps()} {...slot(settings, 'decline')}>
            {messages.decline}
          </button>
          <button {...card.getCancelProps()} {...slot(settings, 'cancel')}>
            {messages.cancel}
          </button>
        </div>
      ) : null}
      <SendFailure failure={failure} settings={settings} messages={messages} />
      <p {...card.getStatusProps()} {...slot(settings, 'status')}>
        {statusText(status, messages)}
      </p>
    </section>
  );
});
ErrorCard.displayName = 'AskUser.ErrorCard';

interface BoundaryProps {
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Whatever goes wrong while rendering a card stays inside the card. React reports what it caught
 * itself (on the console, or to the root's `onCaughtError`), so the boundary does not log it
 * again. @internal
 */
export class CardErrorBoundary extends Component<BoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

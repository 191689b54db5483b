'use client';
import { Component, type ReactNode, forwardRef, useEffect, useId, useRef } from 'react';
import { type CardProblem, statusKind, statusTone } from '../../core/card/card-state.js';
import { tellDeveloper } from '../../hooks/development.js';
import {
  type ResponseHandler,
  type UseRespondOnceReturn,
  useRespondOnce,
} from '../../hooks/use-respond-once.js';
import type { AskUserResponse } from '../../core/types.js';
import { SendFailure } from '../card/send-failure.js';
import { type KitSettings, slot, themeAttribute } from '../context.js';
import type { CardMessages } from '../i18n/messages.js';
import { ModuleLoadError, type OnDemand, retryFailedModules, whenModuleRecovers } from '../on-demand.js';
import { statusMessage } from './status-text.js';

/**
 * After a retry from inside a card, focus goes back into it if it went with the element pressed
 * (never taken from elsewhere): to where a Tab into the card would land. A radio group is one
 * stop, its checked option or its first (read from the options: the group sets its items' tab
 * stops only after it mounted).
 */
export function regainFocus(root: Element | null | undefined): void {
  for (const control of focusIsLost()
    ? (root?.querySelectorAll<HTMLElement>('button, input, textarea, select, a[href]') ?? [])
    : []) {
    if ((control as HTMLButtonElement).disabled) continue;
    const group = control.getAttribute('role') === 'radio' ? control.closest('[role="radiogroup"]') : null;
    if (group || control.tabIndex >= 0) {
      (group?.querySelector<HTMLElement>('[aria-checked="true"]') ?? control).focus();
      return;
    }
  }
}

/** Focus went with an element that is gone (or was never placed): nothing to take it from. */
export function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** The error card whose title has this id. */
function cardOf(titleId: string): Element | null | undefined {
  return document.getElementById(titleId)?.closest('section');
}

/** Why the card shows its error card: a card decision, or a module it needed did not load. */
export type ErrorCardProblem = CardProblem | 'not-loaded';

interface ErrorCardProps {
  readonly problem: ErrorCardProblem;
  readonly settings: KitSettings;
  readonly messages: CardMessages;
  readonly onDecline: ResponseHandler | undefined;
  readonly onCancel: ResponseHandler | undefined;
  readonly className?: string | undefined;
  /**
   * The call still takes an answer (default): Decline and Dismiss are offered. A finished call
   * whose summary cannot be shown offers neither: it was answered already.
   */
  readonly answerable?: boolean;
  /**
   * Renders the card again after loading what failed, offered as "Try again" on a card whose
   * module did not load, and run by itself when the browser comes back online.
   */
  readonly onRetry?: ((hadFocus: boolean) => void) | undefined;
  /** The module that did not load: when another card's retry brings it, this card retries too. */
  readonly failedModule?: OnDemand<unknown> | undefined;
  /** A retry from inside this card failed again: its Try again takes focus back as it appears. */
  readonly focusRetry?: boolean | undefined;
  /**
   * The call's delivery, shared with the card this error card replaced: what the card sent (or is
   * sending) shows here, and the call is answered at most once, from either.
   */
  readonly respondOnce?: UseRespondOnceReturn<AskUserResponse> | undefined;
}

/** A card that cannot be shown: say why, and still let the user decline a call that waits. */
export const ErrorCard = forwardRef<HTMLElement, ErrorCardProps>(function ErrorCard(
  {
    problem,
    settings,
    messages,
    onDecline,
    onCancel,
    className,
    answerable = true,
    onRetry,
    failedModule,
    focusRetry = false,
    respondOnce,
  },
  ref,
) {
  const own = useRespondOnce();
  const { delivery, respond } = respondOnce ?? own;
  const titleId = useId();
  useEffect(() => {
    // The host's mistakes, told to the developer; unusable input and a failed load are not theirs
    // (React reports a failed load the boundary caught).
    if (problem === 'no-input' || problem === 'record-without-questions') tellDeveloper('error', problem);
  }, [problem]);
  const kind = statusKind(delivery, { streaming: false });
  const answered = delivery.state === 'sending' || delivery.state === 'sent';
  // Also once the call is answered: the card comes back with its summary, never to be answered again.
  const retry = problem === 'not-loaded' ? onRetry : undefined;
  // Answering here takes away the button pressed: focus goes on to what remains (Try again). Not
  // for a call answered before this card appeared: the focus lost then was never in it.
  const answeredAtMount = useRef(answered);
  useEffect(() => {
    if (answered && !answeredAtMount.current) regainFocus(cardOf(titleId));
  }, [answered, titleId]);
  useEffect(() => {
    if (focusRetry) regainFocus(cardOf(titleId));
    // Only as the error card appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!retry) return;
    // Most failed loads are a dropped connection: the card comes back when the connection does,
    // or when another card's Try again brought its module, and takes focus only from inside.
    const again = () => retry(!!cardOf(titleId)?.contains(document.activeElement));
    window.addEventListener('online', again);
    const stop = failedModule ? whenModuleRecovers(failedModule, again) : undefined;
    return () => {
      window.removeEventListener('online', again);
      stop?.();
    };
  }, [retry, titleId, failedModule]);
  return (
    <section
      ref={ref}
      {...slot(settings, 'card', className)}
      data-auq-root=""
      data-auq-theme={themeAttribute(settings)}
      data-state="error"
      data-problem={problem}
      lang={messages.lang}
      dir={settings.dir}
      aria-labelledby={titleId}
    >
      <div {...slot(settings, 'error')} role="alert">
        <p id={titleId} {...slot(settings, 'error-title')}>
          {messages.errorTitle}
        </p>
        <p>
          {problem === 'no-input'
            ? messages.errorNoInput
            : problem === 'record-without-questions'
              ? messages.errorRecordWithoutQuestions
              : problem === 'not-loaded'
                ? (messages.errorNotLoaded ?? messages.errorBody)
                : messages.errorBody}
        </p>
      </div>
      {answerable ? (
        <ErrorCardActions
          respond={respond}
          settings={settings}
          messages={messages}
          onDecline={onDecline}
          onCancel={onCancel}
          answered={answered}
          retry={retry}
        />
      ) : retry ? (
        <div {...slot(settings, 'actions')}>
          <RetryButton settings={settings} messages={messages} retry={retry} />
        </div>
      ) : null}
      {/* The answers wait in the draft when what was refused was them (not a Decline). */}
      <SendFailure
        delivery={delivery}
        settings={settings}
        messages={messages}
        keepsDraft={delivery.state === 'failed' && delivery.response.action === 'accept'}
      />
      {/* What became of the call's response, sent from the card or from here. */}
      <p {...slot(settings, 'status')} role="status" data-tone={statusTone(kind)}>
        {statusMessage(kind, messages)}
      </p>
    </section>
  );
});
ErrorCard.displayName = 'AskUser.ErrorCard';

function RetryButton({
  settings,
  messages,
  retry,
}: Pick<ErrorCardProps, 'settings' | 'messages'> & { readonly retry: (hadFocus: boolean) => void }) {
  return (
    <button type="button" {...slot(settings, 'retry')} onClick={() => retry(true)}>
      {/* Every catalogue the card resolves has it: the host's messages go over English or Chinese. */}
      {messages.retryLoad}
    </button>
  );
}

/** Try again (when a module did not load), Decline and Dismiss. */
function ErrorCardActions({
  respond,
  settings,
  messages,
  onDecline,
  onCancel,
  answered,
  retry,
}: Pick<ErrorCardProps, 'settings' | 'messages' | 'onDecline' | 'onCancel'> &
  Pick<UseRespondOnceReturn<AskUserResponse>, 'respond'> & {
    /** Declined or dismissed here (sending or sent). */
    readonly answered: boolean;
    readonly retry: ((hadFocus: boolean) => void) | undefined;
  }) {
  return (
    <div {...slot(settings, 'actions')}>
      {retry ? <RetryButton settings={settings} messages={messages} retry={retry} /> : null}
      <button
        type="button"
        {...slot(settings, 'decline')}
        disabled={answered}
        onClick={() => respond({ action: 'decline' }, onDecline, 'onDecline')}
      >
        {messages.decline}
      </button>
      <button
        type="button"
        {...slot(settings, 'cancel')}
        disabled={answered}
        onClick={() => respond({ action: 'cancel' }, onCancel, 'onCancel')}
      >
        {messages.cancel}
      </button>
    </div>
  );
}

interface BoundaryProps {
  /** `retry` loads what failed and renders the children again; `failed` is the module that did not load. */
  readonly fallback: (
    problem: ErrorCardProblem,
    retry: () => void,
    failed: OnDemand<unknown> | undefined,
  ) => ReactNode;
  readonly children: ReactNode;
  /** Catch only a module that could not load; any other error goes on to the next boundary. */
  readonly loadsOnly?: boolean;
}

interface BoundaryState {
  readonly failed: ErrorCardProblem | undefined;
  readonly error?: unknown;
}

/**
 * Whatever goes wrong while rendering a card stays inside the card. React reports what it caught
 * itself (on the console, or to the root's `onCaughtError`), so the boundary does not log it again.
 */
export class CardErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: undefined };
  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: error instanceof ModuleLoadError ? 'not-loaded' : 'unrenderable', error };
  }
  private readonly retry = (): void => {
    retryFailedModules();
    this.setState({ failed: undefined, error: undefined });
  };
  override render(): ReactNode {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    if (this.props.loadsOnly && failed !== 'not-loaded') throw error;
    return this.props.fallback(
      failed,
      this.retry,
      error instanceof ModuleLoadError ? error.module : undefined,
    );
  }
}

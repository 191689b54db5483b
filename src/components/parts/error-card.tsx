'use client';
import { Component, type ErrorInfo, type ReactNode, forwardRef, useEffect, useId } from 'react';
import { type CardProblem, statusKind, statusTone } from '../../core/card/card-state.js';
import { isDevelopment } from '../../hooks/development.js';
import {
  type ResponseHandler,
  type UseRespondOnceReturn,
  useRespondOnce,
} from '../../hooks/use-respond-once.js';
import type { AskUserResponse } from '../../core/types.js';
import { SendFailure } from '../card/send-failure.js';
import { type KitSettings, slot, themeAttribute } from '../context.js';
import type { CardMessages } from '../i18n/messages.js';
import { ModuleLoadError } from '../on-demand.js';
import { statusMessage } from './status-text.js';

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
}

// The host mistakes, told to the developer; unusable input and a failed load are not theirs (the
// error boundary logs the failure itself).
const HOST_MISTAKES: Readonly<Partial<Record<ErrorCardProblem, string>>> = {
  'no-input': "it was given neither `input` (a tool call's arguments) nor `record` (a stored call)",
  'record-without-questions':
    "its `record` holds no questions: pass the call's input as `record.input` (or the runtime output that echoes them)",
};

/** A card that cannot be shown: say why, and still let the user decline a call that waits. */
export const ErrorCard = forwardRef<HTMLElement, ErrorCardProps>(function ErrorCard(
  { problem, settings, messages, onDecline, onCancel, className, answerable = true },
  ref,
) {
  const { delivery, respond } = useRespondOnce();
  const titleId = useId();
  useEffect(() => {
    const mistake = HOST_MISTAKES[problem];
    if (mistake && isDevelopment())
      console.error(`ask-user-kit: <AskUserQuestion> shows an error card because ${mistake}.`);
  }, [problem]);
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
          delivery={delivery}
          respond={respond}
          settings={settings}
          messages={messages}
          onDecline={onDecline}
          onCancel={onCancel}
        />
      ) : null}
    </section>
  );
});
ErrorCard.displayName = 'AskUser.ErrorCard';

/** Decline and Dismiss, whose outcome the card then reports. */
function ErrorCardActions({
  delivery,
  respond,
  settings,
  messages,
  onDecline,
  onCancel,
}: Pick<ErrorCardProps, 'settings' | 'messages' | 'onDecline' | 'onCancel'> &
  Pick<UseRespondOnceReturn<AskUserResponse>, 'delivery' | 'respond'>) {
  const answered = delivery.state === 'sending' || delivery.state === 'sent';
  const kind = statusKind(delivery, { streaming: false });
  return (
    <>
      <div {...slot(settings, 'actions')}>
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
      <SendFailure delivery={delivery} settings={settings} messages={messages} />
      <p {...slot(settings, 'status')} role="status" data-tone={statusTone(kind)}>
        {statusMessage(kind, messages)}
      </p>
    </>
  );
}

interface BoundaryProps {
  readonly fallback: (problem: ErrorCardProblem) => ReactNode;
  readonly children: ReactNode;
  /** Catch only a module that could not load; any other error goes on to the next boundary. */
  readonly loadsOnly?: boolean;
}

interface BoundaryState {
  readonly failed: ErrorCardProblem | undefined;
  readonly error?: unknown;
}

/** Whatever goes wrong while rendering a card stays inside the card. */
export class CardErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: undefined };
  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: error instanceof ModuleLoadError ? 'not-loaded' : 'unrenderable', error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.loadsOnly && !(error instanceof ModuleLoadError)) return;
    if (typeof console !== 'undefined')
      console.error('ask-user-kit: a card failed to render', error, info.componentStack);
  }
  override render(): ReactNode {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    if (this.props.loadsOnly && failed !== 'not-loaded') throw error;
    return this.props.fallback(failed);
  }
}

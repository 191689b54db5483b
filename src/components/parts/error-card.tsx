'use client';
import { Component, type ErrorInfo, type ReactNode, forwardRef, useEffect, useId } from 'react';
import { type CardProblem, statusKind, statusTone } from '../../core/card/card-state.js';
import { isDevelopment } from '../../hooks/development.js';
import { type ResponseHandler, useRespondOnce } from '../../hooks/use-respond-once.js';
import { SendFailure } from '../card/send-failure.js';
import { type KitSettings, slot } from '../context.js';
import type { Messages } from '../i18n/messages.js';
import { ModuleLoadError } from '../on-demand.js';
import { statusMessage } from './status-text.js';

/** Why the card shows its error card: a card decision, or a module it needed did not load. */
export type ErrorCardProblem = CardProblem | 'not-loaded';

interface ErrorCardProps {
  readonly problem: ErrorCardProblem;
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly onDecline: ResponseHandler | undefined;
  readonly onCancel: ResponseHandler | undefined;
  readonly className?: string | undefined;
}

const PROBLEM_DETAILS: Readonly<Record<ErrorCardProblem, string>> = {
  'not-loaded': 'a module it needed could not be loaded (see the error above)',
  unrenderable: 'the input holds no question the kit can show',
  'no-input': "it was given neither `input` (a tool call's arguments) nor `record` (a stored call)",
  'record-without-questions':
    "its `record` holds no questions: pass the call's input as `record.input` (or the runtime output that echoes them)",
};

/** Input that cannot be rendered at all: say so, and still let the user decline. */
export const ErrorCard = forwardRef<HTMLElement, ErrorCardProps>(function ErrorCard(
  { problem, settings, messages, onDecline, onCancel, className },
  ref,
) {
  const { delivery, respond } = useRespondOnce();
  const titleId = useId();
  useEffect(() => {
    if (problem !== 'unrenderable' && isDevelopment()) {
      console.error(
        `ask-user-kit: <AskUserQuestion> shows an error card because ${PROBLEM_DETAILS[problem]}.`,
      );
    }
  }, [problem]);
  const answered = delivery.state === 'sending' || delivery.state === 'sent';
  const kind = statusKind(delivery, { streaming: false });
  return (
    <section
      ref={ref}
      {...slot(settings, 'card', className)}
      data-auq-root=""
      data-auq-theme={settings.theme && settings.theme !== 'inherit' ? settings.theme : undefined}
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
                ? messages.errorNotLoaded
                : messages.errorBody}
        </p>
      </div>
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
    </section>
  );
});
ErrorCard.displayName = 'AskUser.ErrorCard';

interface BoundaryProps {
  readonly fallback: (problem: ErrorCardProblem) => ReactNode;
  readonly children: ReactNode;
}

/** Whatever goes wrong while rendering a card stays inside the card. */
export class CardErrorBoundary extends Component<BoundaryProps, { failed: ErrorCardProblem | undefined }> {
  override state: { failed: ErrorCardProblem | undefined } = { failed: undefined };
  static getDerivedStateFromError(error: unknown): { failed: ErrorCardProblem } {
    return { failed: error instanceof ModuleLoadError ? 'not-loaded' : 'unrenderable' };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (typeof console !== 'undefined')
      console.error('ask-user-kit: a card failed to render', error, info.componentStack);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.failed) : this.props.children;
  }
}

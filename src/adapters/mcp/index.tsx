'use client';
/**
 * `ask-user-kit/adapters/mcp` — MCP `elicitation/create` (protocol 2025-11-25). Form requests
 * render as the card (string enums, titled `oneOf`, multi-select arrays with `items.enum` /
 * `items.anyOf` and min/max items, booleans, free text and numbers, defaults); the answer
 * becomes an `ElicitResult` with accept / decline / cancel. URL mode renders as a link-out
 * card, never as a form. Its types are structural copies of `@modelcontextprotocol/sdk`'s.
 *
 * @packageDocumentation
 */
import { AskUserQuestion, type AskUserQuestionProps } from '../../components/card/ask-user-question.js';
import { themeAttribute, useKitSettings } from '../../components/settings.js';
import { slot } from '../../components/slots.js';

import { format } from '../../components/i18n/messages.js';
import type { AskUserResponse } from '../../core/types.js';
import { useRef, useState } from 'react';
import { SendFailure } from '../../components/parts/status/send-failure.js';
import { failureOf } from '../../core/card/deliver.js';
import { deliver } from '../../core/card/deliver.js';
import type { DeliveryState } from '../../core/card/machine.js';
import { ModelText } from '../../components/text/model-text.js';
import { toVisibleText } from '../../core/text/reveal-invisible.js';
import { type ElicitResult, paramsOf } from './convert.js';
import { toRuntimeAnswer } from '../../core/record/elicitation.js';
import { isHttpsUrl, linkHost } from '../../core/record/link.js';
import { asAskUserInput } from '../../core/record/as-input.js';

// The adapter contract every entry keeps, named here so a reader of this entry finds it.
export { toRecord, toRuntimeAnswer } from './contract.js';
export {
  type ElicitRequestFormParams,
  type ElicitRequestURLParams,
  type ElicitationParams,
  type ElicitResult,
  type McpRecord,
  type McpRecordOptions,
  type ToRecordOptions,
  completedElicitationId,
  isUrlElicitation,
  urlElicitationsOf,
} from './convert.js';
export {
  type InputRequiredRecordOptions,
  type InputRequiredResult,
  type InputResponsesParams,
  acceptedUrls,
  hostInputRequests,
  isInputRequired,
  toInputRequiredRecord,
  toInputResponses,
  toTaskRecord,
} from './input-required.js';

/** Props of `<McpElicitation>`: the request, where its result goes, and the card's props. */
export interface McpElicitationProps extends Omit<
  AskUserQuestionProps,
  'input' | 'record' | 'status' | 'onSubmit' | 'onDecline' | 'onCancel'
> {
  /** The `elicitation/create` request, or its params. */
  readonly request: unknown;
  /**
   * Receives the `ElicitResult` to send back to the server. May return a Promise: the card
   * shows it is sending, and a rejection is shown in the card so the user can try again.
   */
  readonly onResult: (result: ElicitResult) => unknown;
  /** Opens the URL of a URL-mode request (default: a new tab without opener or referrer). */
  readonly openUrl?: (url: string) => void;
}

function UrlElicitation({ request, onResult, openUrl, ...own }: McpElicitationProps) {
  const settings = useKitSettings(own);
  const messages = settings.resolvedMessages;
  const params = paramsOf(request);
  const [delivery, setDelivery] = useState<DeliveryState<ElicitResult>>({ state: 'idle' });
  // A ref, not state: two clicks in one frame must see the first one's result out.
  const out = useRef(false);
  const url = params?.mode === 'url' ? params.url : '';
  const safe = isHttpsUrl(url);
  // The card props that mean something for a link: which refusals to offer, a lock, the id,
  // the theme and direction.
  const busy = delivery.state === 'sending' || delivery.state === 'sent' || own.disabled === true;
  const { actions } = own;
  const done = delivery.state === 'sent' ? delivery.response.action : undefined;
  const respond = (action: ElicitResult['action']) => {
    if (out.current) return;
    out.current = true;
    const result: ElicitResult = { action };
    setDelivery({ state: 'sending', response: result });
    deliver(result, onResult, 'onResult', {
      sent: () => setDelivery({ state: 'sent', response: result }),
      refused: (error) => {
        out.current = false;
        setDelivery({ state: 'refused', response: result, error });
      },
    });
    if (action === 'accept' && safe) {
      if (openUrl) openUrl(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    }
  };
  return (
    <section
      {...slot(settings, 'card', own.className)}
      data-auq-root=""
      data-state={done ?? 'pending'}
      data-kind="url"
      data-auq-theme={themeAttribute(settings)}
      id={own.id}
      lang={messages.lang}
      dir={settings.dir}
      aria-label={toVisibleText(params?.message ?? '')}
    >
      <p {...slot(settings, 'question-text')}>
        <ModelText text={params?.message ?? ''} settings={settings} messages={messages} />
      </p>
      <p {...slot(settings, 'question-hint')}>
        {safe ? format(messages.linkOpens, { host: linkHost(url) }) : messages.linkInsecure}
      </p>
      <div {...slot(settings, 'actions')}>
        <button
          type="button"
          {...slot(settings, 'submit')}
          disabled={busy || !safe}
          onClick={() => respond('accept')}
        >
          {messages.linkOpen}
        </button>
        {actions?.decline !== false ? (
          <button
            type="button"
            {...slot(settings, 'decline')}
            disabled={busy}
            onClick={() => respond('decline')}
          >
            {messages.decline}
          </button>
        ) : null}
        {actions?.cancel !== false ? (
          <button
            type="button"
            {...slot(settings, 'cancel')}
            disabled={busy}
            onClick={() => respond('cancel')}
          >
            {messages.cancel}
          </button>
        ) : null}
      </div>
      <SendFailure failure={failureOf(delivery)} settings={settings} messages={messages} />
      <p {...slot(settings, 'status')} role="status">
        {delivery.state === 'sending'
          ? messages.sending
          : done === 'accept'
            ? messages.linkOpened
            : done === 'decline'
              ? messages.statusDeclined
              : done === 'cancel'
                ? messages.statusCancelled
                : ''}
      </p>
    </section>
  );
}

/**
 * Renders an MCP elicitation: a form request as the card, a URL request as a link-out card.
 * `onResult` receives the `ElicitResult` for the server.
 */
export function McpElicitation(props: McpElicitationProps) {
  const { request, onResult, openUrl: _openUrl, ...cardProps } = props;
  const params = paramsOf(request);
  if (params?.mode === 'url') return <UrlElicitation {...props} />;
  const answer = (response: AskUserResponse) =>
    onResult(
      toRuntimeAnswer(response, request) ?? { action: response.action === 'decline' ? 'decline' : 'cancel' },
    );

  return (
    <AskUserQuestion
      {...cardProps}
      input={asAskUserInput(params ?? request)}
      status="pending"
      onSubmit={answer}
      onDecline={answer}
      onCancel={answer}
    />
  );
}
McpElicitation.displayName = 'McpElicitation';

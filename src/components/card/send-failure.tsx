'use client';
import type { DeliveryState } from '../../hooks/use-respond-once.js';
import { MissingHandlerError } from '../../hooks/use-respond-once.js';
import { type KitSettings, slot } from '../context.js';
import { type CardMessages, format } from '../i18n/messages.js';

/** The host's refusal of a response, in words for the user. */
export function failureText(delivery: DeliveryState<unknown>, messages: CardMessages): string {
  if (delivery.state !== 'failed') return '';
  if (delivery.error instanceof MissingHandlerError) return messages.sendFailedNoHandler;
  const reason =
    delivery.error instanceof Error
      ? delivery.error.message
      : typeof delivery.error === 'string'
        ? delivery.error
        : '';
  return format(messages.sendFailed, { reason: reason || 'unknown error' });
}

/** Says inside the card that the host did not take the response; the draft stays as it was. */
export function SendFailure({
  delivery,
  settings,
  messages,
  keepsDraft = false,
}: {
  delivery: DeliveryState<unknown>;
  settings: KitSettings;
  messages: CardMessages;
  /** The card holds answers the user can send again: say they are kept. */
  keepsDraft?: boolean;
}) {
  const text = failureText(delivery, messages);
  // Chinese and Japanese sentences follow one another without a space.
  const between = /^(zh|ja)/i.test(messages.lang) ? '' : ' ';
  return text ? (
    <p {...slot(settings, 'send-error')} role="alert">
      {keepsDraft ? text + between + messages.draftKept : text}
    </p>
  ) : null;
}

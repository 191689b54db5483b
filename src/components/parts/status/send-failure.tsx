'use client';
import { MissingHandlerError } from '../../../core/card/deliver.js';
import type { DeliveryState } from '../../../core/card/machine.js';
import { type Messages, format } from '../../i18n/messages.js';
import { type KitSettings } from '../../settings.js';
import { slot } from '../../slots.js';

/** The host's refusal of a response, in words for the user. */
export function failureText(delivery: DeliveryState<unknown>, messages: Messages): string {
  if (delivery.state !== 'refused') return '';
  if (delivery.error instanceof MissingHandlerError) return messages.sendFailedNoHandler;
  const reason =
    delivery.error instanceof Error
      ? delivery.error.message
      : typeof delivery.error === 'string'
        ? delivery.error
        : '';
  // The message ends the sentence itself: a host's error that ends with a full stop keeps one.
  return format(messages.sendFailed, { reason: reason.trim().replace(/[.。]+$/u, '') || 'unknown error' });
}

/** Says inside the card that the host did not take the response, as an alert. */
export function SendFailure({
  delivery,
  settings,
  messages,
  keepsDraft = false,
}: {
  readonly delivery: DeliveryState<unknown>;
  readonly settings: KitSettings;
  readonly messages: Messages;
  /** The card holds answers the user can send again: say they are kept. */
  readonly keepsDraft?: boolean;
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

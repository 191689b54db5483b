'use client';
import type { SendFailure as Failure } from '../../../core/card/deliver.js';
import { type Messages, format } from '../../i18n/messages.js';
import { type KitSettings } from '../../settings.js';
import { slot } from '../../slots.js';

/** The host's refusal of a response, in words for the user. */
function failureText(failure: Failure | undefined, messages: Messages): string {
  if (!failure) return '';
  if (failure.noHandler) return messages.sendFailedNoHandler;
  return format(messages.sendFailed, { reason: failure.reason || 'unknown error' });
}

/** Says inside the card that the host did not take the response, as an alert. */
export function SendFailure({
  failure,
  settings,
  messages,
  keepsDraft = false,
}: {
  readonly failure: Failure | undefined;
  readonly settings: KitSettings;
  readonly messages: Messages;
  /** The card holds answers the user can send again: say they are kept. */
  readonly keepsDraft?: boolean;
}) {
  const text = failureText(failure, messages);
  // Chinese and Japanese sentences follow one another without a space.
  const between = /^(zh|ja)/i.test(messages.lang) ? '' : ' ';
  return text ? (
    <p {...slot(settings, 'send-error')} role="alert">
      {keepsDraft ? text + between + messages.draftKept : text}
    </p>
  ) : null;
}

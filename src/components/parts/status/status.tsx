'use client';
import { Slot } from '@radix-ui/react-slot';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import type { StatusKind } from '../../../core/card/vocabulary.js';
import type { Messages } from '../../i18n/messages.js';
import { slot } from '../../slots.js';
import { type AsChildProps, useCardSlice, withHostProps } from '../context.js';
import { SendFailure } from './send-failure.js';

/** The status line's words for each kind of status. @internal */
export function statusText(kind: StatusKind, messages: Messages): string {
  switch (kind) {
    case 'receiving':
      return messages.receiving;
    case 'sending':
      return messages.sending;
    case 'sent':
      return messages.statusSent;
    case 'skipped-all':
      return messages.statusSkippedAll;
    case 'declined':
      return messages.statusDeclined;
    case 'cancelled':
      return messages.statusCancelled;
    case 'amended':
      return messages.statusAmended;
    default:
      return '';
  }
}

/**
 * The card's live status line ("Receiving the question…", "Sending…", "Answers sent", …) and,
 * while the call is pending, the host's refusal of a response as an alert. Keep it in every
 * composition: it is how a screen reader hears what happened.
 */
export const Status = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<'p'> & AsChildProps>(
  function Status({ asChild, children, ...rest }, ref) {
    const { card, settings, messages, slice } = useCardSlice('Status', (snapshot, derived) => ({
      status: derived.status,
      failure: derived.sendFailure,
      finished: derived.view === 'summary',
    }));
    const Line = asChild ? Slot : 'p';
    return (
      <>
        {slice.finished ? null : (
          <SendFailure failure={slice.failure} settings={settings} messages={messages} keepsDraft />
        )}
        <Line {...withHostProps({ ...card.getStatusProps(), ...slot(settings, 'status') }, rest)} ref={ref}>
          {children ?? statusText(slice.status, messages)}
        </Line>
      </>
    );
  },
);
Status.displayName = 'AskUser.Status';

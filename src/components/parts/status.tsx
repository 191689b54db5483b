'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { statusKind, statusTone } from '../../core/card/card-state.js';
import { SendFailure } from '../card/send-failure.js';
import { slot } from '../context.js';
import { useCardPart, withHostProps } from './context.js';
import { statusMessage } from './status-text.js';

/**
 * The card's live status line ("Receiving the question…", "Sending…", "Answers sent", …) and,
 * while the call is pending, the host's refusal of a response as an alert. Keep it in every
 * composition: it is how a screen reader hears what happened.
 */
export const Status = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<'p'>>(
  function Status(props, ref) {
    const { card, settings, messages, finished, amended } = useCardPart('Status');
    const kind = statusKind(card.delivery, { streaming: card.phase === 'streaming', amended });
    const { children, ...rest } = props;
    const ours = {
      ...slot(settings, 'status'),
      id: card.ids.status,
      role: 'status',
      'data-tone': statusTone(kind),
      'data-status': kind,
    };
    return (
      <>
        {finished ? null : (
          <SendFailure delivery={card.delivery} settings={settings} messages={messages} keepsDraft />
        )}
        <p {...withHostProps(ours, rest)} ref={ref}>
          {children ?? statusMessage(kind, messages)}
        </p>
      </>
    );
  },
);
Status.displayName = 'AskUser.Status';

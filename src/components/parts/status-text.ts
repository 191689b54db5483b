import type { StatusKind, SubmitHint } from '../../core/card/card-state.js';
import type { CardMessages } from '../i18n/messages.js';

/** The status line's words for each kind of status. */
export function statusMessage(kind: StatusKind, messages: CardMessages): string {
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

/** The words next to Submit saying what stands in its way. */
export function submitHintMessage(hint: SubmitHint | undefined, messages: CardMessages): string {
  if (hint === 'needs-required') return messages.submitNeedsRequired;
  if (hint === 'needs-answer') return messages.submitNeedsAnswer;
  return '';
}

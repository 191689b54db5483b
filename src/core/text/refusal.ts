/**
 * The refusal texts the kit writes for the model when the user declines or dismisses, in one
 * place for every adapter, and the reading of them back: a record that carries one of these
 * is the user's own decision, whatever runtime stored it.
 */

/** Sent when the user declines (a deliberate "no"); the agent continues without answers. */
export const DECLINE_TEXT = 'The user declined to answer these questions.';
/** Sent when the user dismisses the questions without deciding. */
export const CANCEL_TEXT = 'The user dismissed the questions without answering.';

/** A refusal text for the model, with the user's reason when they gave one. */
function refusalMessage(base: string, reason: string | undefined): string {
  return reason ? `${base} Reason: ${reason}` : base;
}

/** The refusal text for a decline or a dismissal, with its reason: what every adapter sends. */
export function refusalFor(response: {
  readonly action: 'decline' | 'cancel';
  readonly reason?: string;
}): string {
  return refusalMessage(response.action === 'decline' ? DECLINE_TEXT : CANCEL_TEXT, response.reason);
}

/** Whether a stored text is the kit's own decline or dismissal, and which. */
export function kitRefusal(text: string | undefined): 'declined' | 'cancelled' | undefined {
  if (text === undefined) return undefined;
  if (text.includes(DECLINE_TEXT)) return 'declined';
  if (text.includes(CANCEL_TEXT)) return 'cancelled';
  return undefined;
}

/** A runtime's reason text cut to a length a summary can show. */
export function reasonText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 2_000 ? `${trimmed.slice(0, 2_000)}…` : trimmed;
}

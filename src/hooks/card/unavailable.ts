import type { CardPhase } from './types.js';

/** The attributes that make a control unusable, for a button or a text field. */
export type UnavailableProps =
  { readonly disabled: boolean } | { readonly 'aria-disabled': true; readonly readOnly?: boolean };

/**
 * How a control of the card says it cannot be used now. While a response is going out
 * (`sending`) the control stays focusable and says so with `aria-disabled`: a `disabled`
 * control loses focus to the page (HTML's focus fixup), so the button the user pressed would
 * drop a keyboard or screen-reader user's place just as the card reports what became of their
 * answer, and a refusal would leave them nowhere. A press then does nothing: the card's
 * actions refuse while a response is out, and a text field is read-only. @internal
 */
export function unavailable(unusable: boolean, phase: CardPhase, field?: boolean): UnavailableProps {
  return unusable && phase === 'sending'
    ? { 'aria-disabled': true, readOnly: field }
    : { disabled: unusable };
}

import type { DeliveryState } from './machine.js';

/** The refusal recorded when the host passed no handler for the user's action. */
export class MissingHandlerError extends Error {
  /** The prop that was missing, e.g. `onSubmit`. */
  readonly handler: string;
  constructor(handler: string) {
    super(`the card has no ${handler} handler, so nothing received this response`);
    this.name = 'MissingHandlerError';
    this.handler = handler;
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Hands a response to the host's handler and reports what became of it: `sent` once the host
 * took it (at once, or when its Promise resolved), `refused` with the reason when the handler is
 * missing, throws or its Promise rejects. The one place a response meets the host. @internal
 */
export function deliver<R>(
  response: R,
  handler: ((response: R) => unknown) | undefined,
  handlerName: string,
  report: { readonly sent: () => void; readonly refused: (error: unknown) => void },
): void {
  if (!handler) return report.refused(new MissingHandlerError(handlerName));
  let result: unknown;
  try {
    result = handler(response);
  } catch (error) {
    return report.refused(error);
  }
  if (isThenable(result)) result.then(report.sent, report.refused);
  else report.sent();
}

/** Why the host did not take the response: its own words, or that no handler was there. */
export interface SendFailure {
  /** The error's message (trimmed, without a closing full stop); empty when it had none. */
  readonly reason: string;
  /** The card was given no handler for this response. */
  readonly noHandler: boolean;
}

/** Why the host refused a response, read from where its delivery stands. @internal */
export function failureOf(delivery: DeliveryState<unknown>): SendFailure | undefined {
  if (delivery.state !== 'refused') return undefined;
  let failure = failures.get(delivery);
  if (!failure) {
    const { error } = delivery;
    const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    // The card's sentence ends itself: a host's error that ends with a full stop keeps one.
    failure = {
      reason: text.trim().replace(/[.。]+$/u, ''),
      noHandler: error instanceof MissingHandlerError,
    };
    failures.set(delivery, failure);
  }
  return failure;
}

/** One failure per refusal, so a part that shows it re-renders only when it changes. */
const failures = new WeakMap<object, SendFailure>();

'use client';
import { useCallback, useRef, useState } from 'react';
import type { AskUserResponse } from '../core/types.js';

/**
 * Receives the user's response. Return nothing when the host took it synchronously, or a
 * Promise: the card shows "sending" until it resolves and reports a rejection (or a thrown
 * error) in the card, keeping the draft so the user can send again.
 */
export type ResponseHandler<R = AskUserResponse> = (response: R) => unknown;

/** Where a response stands: not sent, being handed to the host, taken, or refused by it. */
export type DeliveryState<R = AskUserResponse> =
  | { readonly state: 'idle' }
  | { readonly state: 'sending'; readonly response: R }
  | { readonly state: 'sent'; readonly response: R }
  | { readonly state: 'failed'; readonly response: R; readonly error: unknown };

/** The failure recorded when the host passed no handler for the user's action. */
export class MissingHandlerError extends Error {
  /** The prop that was missing, e.g. `onSubmit`. */
  readonly handler: string;
  constructor(handler: string) {
    super(`the card has no ${handler} handler, so nothing received this response`);
    this.name = 'MissingHandlerError';
    this.handler = handler;
  }
}

export interface UseRespondOnceReturn<R> {
  readonly delivery: DeliveryState<R>;
  /** A response is with the host or was taken: every later `respond` is ignored. */
  readonly busy: () => boolean;
  /**
   * Hands `response` to `handler` unless another response is being sent or was taken. A
   * missing handler, a thrown error or a rejected Promise fail the delivery and allow a new
   * attempt, after `onFailed` heard why. Returns whether the response was handed on.
   */
  respond(
    response: R,
    handler: ResponseHandler<R> | undefined,
    handlerName: string,
    onFailed?: (error: unknown) => void,
  ): boolean;
}

const IDLE = { state: 'idle' } as const;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * The one place a card responds: at most one response reaches the host per call — a double
 * click, a StrictMode replay or a re-render cannot send twice — and "sent" is reported only
 * after the host took it. A `respond` call's `onFailed` runs when the host refused, before the
 * card unlocks.
 */
export function useRespondOnce<R = AskUserResponse>(): UseRespondOnceReturn<R> {
  const [delivery, setDelivery] = useState<DeliveryState<R>>(IDLE);
  // A ref, not state: two clicks in one frame (or StrictMode replays) must see the first.
  const inFlight = useRef(false);

  const busy = useCallback(() => inFlight.current, []);
  const respond = useCallback(
    (
      response: R,
      handler: ResponseHandler<R> | undefined,
      handlerName: string,
      onFailed?: (error: unknown) => void,
    ) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setDelivery({ state: 'sending', response });
      const fail = (error: unknown) => {
        inFlight.current = false;
        onFailed?.(error);
        setDelivery({ state: 'failed', response, error });
      };
      if (!handler) {
        fail(new MissingHandlerError(handlerName));
        return true;
      }
      let result: unknown;
      try {
        result = handler(response);
      } catch (error) {
        fail(error);
        return true;
      }
      if (isThenable(result)) result.then(() => setDelivery({ state: 'sent', response }), fail);
      else setDelivery({ state: 'sent', response });
      return true;
    },
    [],
  );
  return { delivery, busy, respond };
}

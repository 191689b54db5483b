/**
 * `ask-user-kit/hooks` — headless React hooks over the core. No styling, no Radix:
 * use them under your own design system.
 *
 * @packageDocumentation
 */
export { useAnswerReading } from './use-answer-reading.js';
// The card hook and its types (hooks/card/*, re-exported once by the barrel).
export * from './use-ask-user-question.js';
export { MissingHandlerError, useRespondOnce } from './use-respond-once.js';
export type { DeliveryState, ResponseHandler, UseRespondOnceReturn } from './use-respond-once.js';
export { useAutoResolution } from './use-auto-resolution.js';
export type { UseAutoResolutionOptions } from './use-auto-resolution.js';
export { useQuestionQueue } from './use-question-queue.js';
export type { UseQuestionQueueReturn } from './use-question-queue.js';
export { mergeProps } from './merge-props.js';
// The types the hooks' options and results are made of, and the helpers for `unknown` values.
export { asAskUserInput, asAskUserRecord } from '../core/record/as-input.js';
export type {
  AnswerReading,
  AskUserInput,
  AskUserRecord,
  AskUserResponse,
  NormalizedQuestion,
} from '../core/types.js';
export type { PropsWithHandlers } from './merge-props.js';

/**
 * `ask-user-kit/hooks` — headless React hooks over the core. No styling, no Radix: use them
 * under your own design system. Their options and results are made of the core's types
 * (`ask-user-kit/core`).
 *
 * @packageDocumentation
 */
export { useAskUserQuestion } from './card/use-ask-user-question.js';
export type { UseAskUserQuestionOptions, UseAskUserQuestionReturn } from './card/types.js';
export { usePersistedDraft } from './card/persist-draft.js';
export type { DraftStorage, PersistDraftOptions, PersistedDraftProps } from './card/persist-draft.js';
export type { AskUserQuestionIds } from './card/ids.js';
export type { CardGetters } from './card/card-getters.js';
export type { StepGetters } from './card/step-getters.js';

export type { GetterProps, QuestionGetters } from './card/getter-types.js';
export type { CardPhase } from '../core/card/selectors.js';
export { useAnswerReading } from './use-answer-reading.js';
export { useAutoResolution } from './use-auto-resolution.js';
export type { UseAutoResolutionOptions } from './use-auto-resolution.js';
export { notifyUser, useQuestionAttention } from './use-question-attention.js';
export type {
  AttentionReason,
  NotifyUserOptions,
  UseQuestionAttentionOptions,
} from './use-question-attention.js';
export { useQuestionQueue } from './use-question-queue.js';
export type { UseQuestionQueueReturn } from './use-question-queue.js';
export { mergeProps } from './merge-props.js';
export type { PropsWithHandlers } from './merge-props.js';

/**
 * `ask-user-kit/core` — pure, framework-free functions for the ask-the-user interaction.
 * No React, no DOM, no zod at run time: runs unchanged in Node, a browser or a
 * worker. Every function is total: whatever it is given, it returns a value and reports
 * problems as warnings instead of throwing.
 *
 * @packageDocumentation
 */
export { normalizeQuestions } from './normalize/normalize-questions.js';
export { CONTRACT_LIMITS, NORMALIZE_LIMITS } from './normalize/limits.js';
export { splitRecommended } from './normalize/recommended.js';
export { ANSWER_CARRIERS, readAnswers } from './answers/read-answers.js';
export type { AnswerCarrier, ReadAnswersOptions } from './answers/read-answers.js';
export { NOTES_ONLY_ANSWER, interpretAnswerText, interpretAnswerValue } from './answers/interpret.js';
export type { InterpretedAnswer } from './answers/interpret.js';
export {
  DRAFT_CHANGE_TYPES,
  DraftChange,
  EMPTY_QUESTION_DRAFT,
  cancelResponse,
  createDraft,
  declineResponse,
  draftAnswer,
  draftReducer,
  summarizeDraft,
  toIdKeyedAnswers,
  toResponse,
} from './draft/draft.js';
export type {
  AnswerDraft,
  CreateDraftOptions,
  DraftAction,
  DraftActionOf,
  DraftAnswer,
  DraftChangeType,
  QuestionDraftAction,
  DraftSummary,
  QuestionDraft,
} from './draft/draft.js';
export { normalizeResponseContent } from './draft/normalize-response-content.js';
export { createAmendment } from './draft/amend.js';
export { readResponse } from './draft/read-response.js';
export type { AmendedAnswer, Amendment } from './draft/amend.js';
export { formatModelContent } from './text/format-model-content.js';
export { parsePlainTextReply, toPlainText } from './text/plain-text.js';
export { revealInvisibleCharacters, toVisibleText } from './text/reveal-invisible.js';
export type { RevealOptions, TextSegment } from './text/reveal-invisible.js';
export type { PlainTextOptions } from './text/plain-text.js';
export {
  DISPLAY_ANSWER_MAX_BYTES,
  TRUNCATION_MARKER,
  createDisplayPayload,
  truncateDisplayAnswer,
} from './display/create-display-payload.js';
export { autoResolutionState } from './auto-resolution/auto-resolution.js';
export type {
  AutoResolutionPhase,
  AutoResolutionSchedule,
  AutoResolutionState,
} from './auto-resolution/auto-resolution.js';
export { createQuestionQueue } from './queue/queue.js';
export type {
  AbortSignalLike,
  QuestionQueue,
  QueueEntry,
  QueueEntryStatus,
  QueueRequest,
} from './queue/queue.js';
export { readOrigin, withOrigin } from './queue/origin.js';
export type { AgentRef, QuestionOrigin } from './queue/origin.js';
export { asAskUserInput, asAskUserRecord } from './record/as-input.js';
export { parsePartialJson } from './utils/partial-json.js';
export { parseJsonLines } from './utils/json-lines.js';
export type { PartialJson } from './utils/partial-json.js';
export { countGraphemes } from '../shared/graphemes.js';
export { isFreeTextChoiceLabel } from '../shared/free-text-choice.js';
export { PREVIEW_MAX_LENGTH, isPreviewError, validatePreview } from '../shared/preview.js';
export type { PreviewValidation, PreviewViolation } from '../shared/preview.js';
export type * from './types.js';
export {
  CONTRACT_WARNING_CODES,
  cardProblem,
  cardViewState,
  contractProblems,
  isAmendable,
  isCardFinished,
  isFinishedState,
  statusKind,
  statusTone,
  submitHint,
} from './card/card-state.js';
export { decisionChips, recordFromResponse } from './card/finished-call.js';
export type { DecisionChips } from './card/finished-call.js';
export type {
  CardFacts,
  CardProblem,
  CardViewState,
  DeliveryFacts,
  StatusKind,
  SubmitHint,
} from './card/card-state.js';
export {
  ANSWER_OUTCOMES,
  ANSWER_SOURCES,
  CARD_VIEW_STATES,
  FINISHED_STATES,
  RECORD_STATES,
  STATUS_KINDS,
} from './card/vocabulary.js';

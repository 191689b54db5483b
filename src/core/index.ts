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
export { ANSWER_CARRIERS, readAnswers } from './answers/read-answers.js';
export type { AnswerCarrier, ReadAnswersOptions } from './answers/read-answers.js';
export { NOTES_ONLY_ANSWER } from './answers/interpret.js';
export {
  DraftChange,
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
export type * from './types.js';
export { CardChange, createCardState } from './card/machine.js';
export { cardReducer } from './card/reducer.js';
export type { CardAction, CardActionOf, CardChangeType, CardState, DeliveryState } from './card/machine.js';
export type { CardActions, CardChangeDetails, CardStateReducer, ResponseHandler } from './card/store.js';
export { MissingHandlerError } from './card/deliver.js';
export type {
  CardDerived,
  CardPhase,
  CardProblem,
  CardSteps,
  CardView,
  OptionShortcuts,
  SubmitHint,
} from './card/selectors.js';
export { recordFromResponse } from './card/finished-call.js';
export { ANSWER_OUTCOMES, ANSWER_SOURCES, RECORD_STATES } from './card/vocabulary.js';
export type { CardViewState, StatusKind } from './card/vocabulary.js';

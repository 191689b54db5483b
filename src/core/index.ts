/**
 * `ask-user-kit/core` — pure, framework-free functions for the ask-the-user interaction.
 * No React, no DOM, no zod at run time: runs unchanged in Node, a browser or a
 * worker. Every function is total: whatever it is given, it returns a value and reports
 * problems as warnings instead of throwing.
 *
 * @packageDocumentation
 */
// Reading a call: its questions, and its answers from whatever carries them.
export { normalizeQuestions } from './normalize/normalize-questions.js';
export { isFreeTextChoiceLabel } from '../rules/free-text-choice.js';
export { readAnswers } from './answers/read-answers.js';
export type {
  AnswerOutcome,
  AnswerReading,
  AskUserInput,
  AskUserRecord,
  AskUserRecordState,
  AskUserResponse,
  DisplayPayload,
  IdKeyedAnswers,
  NormalizedInput,
  NormalizedOption,
  NormalizedQuestion,
  NormalizeWarning,
  QuestionReading,
  ResponseContent,
} from './types.js';
export { asAskUserInput, asAskUserRecord } from './record/as-input.js';

// Answering it: the draft, its one reducer, and the responses it makes.
export { DraftChange } from './draft/actions.js';
export type { DraftAction } from './draft/actions.js';
export { createDraft } from './draft/create.js';
export type { AnswerDraft, QuestionDraft } from './draft/create.js';
export { draftReducer } from './draft/reducer.js';
export { draftAnswer, summarizeDraft } from './draft/answer.js';
export type { DraftAnswer, DraftSummary } from './draft/answer.js';
export { cancelResponse, declineResponse, toIdKeyedAnswers, toResponse } from './draft/response.js';
export { normalizeResponseContent } from './draft/normalize-response-content.js';
export { readResponse } from './draft/read-response.js';
export { createAmendment } from './draft/amend.js';
export type { Amendment } from './draft/amend.js';

// Telling the model, and the transcript.
export { formatModelContent } from './text/format-model-content.js';
export { parsePlainTextReply, toPlainText } from './text/plain-text.js';
export { createDisplayPayload } from './display/create-display-payload.js';

// The card's machine, for a host that drives or watches it.
export { CardChange } from './card/machine.js';
export { recordFromResponse } from './card/finished-call.js';
export { cardReducer } from './card/reducer.js';
export type { CardAction, CardState } from './card/machine.js';
export type { CardChangeDetails, CardStateReducer, ResponseHandler } from './card/store.js';
export { MissingHandlerError } from './card/deliver.js';

// Several calls at once, where they come from, and when they resolve on their own.
export { createQuestionQueue } from './queue/queue.js';
export type { QuestionQueue, QueueEntry, QueueRequest } from './queue/queue.js';
export { readOrigin, withOrigin } from './queue/origin.js';
export type { QuestionOrigin } from './queue/origin.js';
export { autoResolutionState } from './auto-resolution/auto-resolution.js';
export type { AutoResolutionSchedule, AutoResolutionState } from './auto-resolution/auto-resolution.js';

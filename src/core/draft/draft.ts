/**
 * The answer draft of a card: its vocabulary of changes, the state machine over them, and what
 * a draft answers. One module per concept; this one gathers them for the core entry.
 */
export { DraftChange } from './actions.js';
export type { DraftAction, DraftActionOf, DraftChangeType, QuestionDraftAction } from './actions.js';
export { EMPTY_QUESTION_DRAFT } from './create.js';
export { createDraft } from './create-draft.js';
export type { AnswerDraft, CreateDraftOptions, QuestionDraft } from './create.js';
export { draftReducer } from './reducer.js';
export { draftAnswer, inOptionOrder, summarizeDraft } from './answer.js';
export type { DraftAnswer, DraftSummary } from './answer.js';
export { cancelResponse, declineResponse, toIdKeyedAnswers, toResponse } from './response.js';

import type { AnswerOutcome, AnswerSource, AskUserRecordState } from '../types.js';

/**
 * The kit's state vocabularies as values, each written once: the card, the styling contract and
 * the tests read these lists. A list that misses a member of its type does not compile.
 */
type Complete<T, List extends readonly T[]> = [Exclude<T, List[number]>] extends [never] ? List : never;

/** Every lifecycle state a record or the host's `status` can have. */
export const RECORD_STATES = [
  'streaming',
  'pending',
  'answered',
  'declined',
  'cancelled',
  'error',
  'unavailable',
] as const satisfies readonly AskUserRecordState[];
export const recordStatesAreComplete: Complete<AskUserRecordState, typeof RECORD_STATES> = RECORD_STATES;

/** The lifecycle states after which a call takes no answer. */
export const FINISHED_STATES = [
  'answered',
  'declined',
  'cancelled',
  'error',
  'unavailable',
] as const satisfies readonly AskUserRecordState[];

/** Every way a call can end, as `readAnswers` reads it. */
export const ANSWER_OUTCOMES = [
  'answered',
  'partial',
  'none-answered',
  'declined',
  'cancelled',
  'pending',
  'unavailable',
  'error',
  'unknown',
] as const satisfies readonly AnswerOutcome[];
export const answerOutcomesAreComplete: Complete<AnswerOutcome, typeof ANSWER_OUTCOMES> = ANSWER_OUTCOMES;

/** Where a reading found the answers. */
export const ANSWER_SOURCES = [
  'display',
  'output',
  'input',
  'raw',
  'none',
] as const satisfies readonly AnswerSource[];
export const answerSourcesAreComplete: Complete<AnswerSource, typeof ANSWER_SOURCES> = ANSWER_SOURCES;

/** The card's `data-state`: live, answered on another client, or how the call ended. */
export const CARD_VIEW_STATES = ['streaming', 'pending', 'answered-elsewhere', ...ANSWER_OUTCOMES] as const;
/** The card's `data-state`: live, answered on another client, or how the call ended. */
export type CardViewState = (typeof CARD_VIEW_STATES)[number];

/** What the status line says, by kind; `none` is an empty (but present) live region. */
export const STATUS_KINDS = [
  'none',
  'receiving',
  'sending',
  'sent',
  'skipped-all',
  'declined',
  'cancelled',
  'amended',
] as const;
/** What the card's status line says. */
export type StatusKind = (typeof STATUS_KINDS)[number];

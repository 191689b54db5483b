import { type CardViewState, FINISHED_STATES, type StatusKind } from './vocabulary.js';

export type { CardViewState, StatusKind } from './vocabulary.js';
import type {
  AnswerOutcome,
  AnswerReading,
  AskUserRecordState,
  AskUserResponse,
  NormalizeWarning,
  NormalizeWarningCode,
  NormalizedInput,
} from '../types.js';

/**
 * The card's decisions as pure functions: which state it is in, what is wrong with its input,
 * what the status line says and whether the user may amend. Components only render them, so
 * the styled card, a host's composition of parts and a headless UI decide alike.
 */

/** Warnings that mean "the input breaks the contract", shown as the card's warning state. */
export const CONTRACT_WARNING_CODES: ReadonlySet<NormalizeWarningCode> = new Set<NormalizeWarningCode>([
  'too-many-questions',
  'too-many-options',
  'too-few-options',
  'header-too-long',
  'duplicate-label',
  'duplicate-question',
  'invalid-preview',
  'preview-on-multi-select',
  'missing-label',
  'option-not-an-object',
  'question-not-an-object',
  'capped',
]);

/**
 * The contract problems worth telling the user about. While the arguments stream in, a
 * question with one option so far is not breaking the contract, it is just not finished.
 */
export function contractProblems(normalized: NormalizedInput): NormalizeWarning[] {
  if (!normalized.complete) return [];
  return normalized.warnings.filter((warning) => CONTRACT_WARNING_CODES.has(warning.code));
}

const FINISHED: ReadonlySet<string> = new Set<string>(FINISHED_STATES);

/** A lifecycle state after which the call takes no answer (answered, refused, never shown, failed). */
export function isFinishedState(state: unknown): boolean {
  return typeof state === 'string' && FINISHED.has(state);
}

/** What the card knows about the call when it decides whether it is finished. */
export interface CardFacts {
  /** The host's `status` prop. */
  readonly status?: AskUserRecordState | undefined;
  /** The host passed `input`. */
  readonly hasInput: boolean;
  /** The host passed `record`. */
  readonly hasRecord: boolean;
  /** `record.input` is present. */
  readonly recordHasInput?: boolean;
  /** `record.state`, as stored. */
  readonly recordState?: unknown;
  /** The card gave a response, or the host passed one. */
  readonly responded: boolean;
  /** Where the reading of the record found answers (`none` when no carrier held any). */
  readonly readingSource?: AnswerReading['source'] | undefined;
  /** Questions the live input holds. */
  readonly questionCount: number;
  /** Questions the record's reading found (echoed by a runtime output). */
  readonly readingQuestionCount?: number;
  /** The input is still streaming in. */
  readonly streaming: boolean;
}

/**
 * Whether the card shows a summary instead of the questions. A live status always wins; a
 * record is finished when a carrier held answers or its state says so.
 */
export function isCardFinished(facts: CardFacts): boolean {
  if (facts.responded) return true;
  if (facts.status === 'streaming' || facts.status === 'pending') return false;
  if (isFinishedState(facts.status)) return true;
  if (!facts.hasRecord) return false;
  return facts.readingSource !== 'none' || isFinishedState(facts.recordState);
}

/** Why a card shows the error card: input it cannot render, or a mistake of the host's. */
export type CardProblem = 'unrenderable' | 'no-input' | 'record-without-questions';

/**
 * The host mistake or unusable input the card must report, if any. Streaming input is never
 * a problem yet: its questions have not arrived.
 */
export function cardProblem(facts: CardFacts & { readonly finished: boolean }): CardProblem | undefined {
  const live = facts.status === 'streaming';
  if (!facts.hasInput && !facts.hasRecord && !live) return 'no-input';
  const recordLive = facts.recordState === 'streaming' || facts.recordState === 'pending';
  if (
    !facts.hasInput &&
    facts.hasRecord &&
    !facts.recordHasInput &&
    !live &&
    !recordLive &&
    facts.questionCount === 0 &&
    (facts.readingQuestionCount ?? 0) === 0
  )
    return 'record-without-questions';
  if (!facts.finished && !facts.streaming && facts.questionCount === 0) return 'unrenderable';
  return undefined;
}

/** The card's `data-state`, one vocabulary for the root element. */
export function cardViewState(options: {
  readonly answeredElsewhere: boolean;
  readonly finished: boolean;
  readonly outcome: AnswerOutcome | undefined;
  readonly streaming: boolean;
}): CardViewState {
  if (options.answeredElsewhere) return 'answered-elsewhere';
  if (options.finished) return options.outcome ?? 'answered';
  return options.streaming ? 'streaming' : 'pending';
}

/** A finished call can be amended when the host asked for it and there are answers to change. */
export function isAmendable(options: {
  readonly canAmend: boolean;
  readonly finished: boolean;
  readonly outcome: AnswerOutcome | undefined;
  readonly questionCount: number;
  readonly answeredElsewhere: boolean;
}): boolean {
  return (
    options.canAmend &&
    options.finished &&
    options.outcome !== undefined &&
    options.outcome !== 'pending' &&
    options.questionCount > 0 &&
    !options.answeredElsewhere
  );
}

/** Why Submit is not possible yet, shown next to it; `undefined` when nothing stands in the way. */
export type SubmitHint = 'needs-required' | 'needs-answer';

export function submitHint(options: {
  readonly editing: boolean;
  readonly missingRequired: number;
  readonly canSubmit: boolean;
}): SubmitHint | undefined {
  if (!options.editing) return undefined;
  if (options.missingRequired > 0) return 'needs-required';
  return options.canSubmit ? undefined : 'needs-answer';
}

/** Where the response stands, as far as the status line cares. */
export interface DeliveryFacts {
  readonly state: 'idle' | 'sending' | 'sent' | 'failed';
  readonly response?: AskUserResponse;
}

/** What the status line says now. */
export function statusKind(
  delivery: DeliveryFacts,
  options: { readonly streaming: boolean; readonly amended?: boolean },
): StatusKind {
  if (options.amended) return 'amended';
  if (delivery.state === 'sending') return 'sending';
  if (delivery.state !== 'sent' || !delivery.response) return options.streaming ? 'receiving' : 'none';
  const response = delivery.response;
  if (response.action === 'decline') return 'declined';
  if (response.action === 'cancel') return 'cancelled';
  return Object.keys(response.content.answers).length === 0 ? 'skipped-all' : 'sent';
}

/** Decline and dismiss are reported, not celebrated. */
export function statusTone(kind: StatusKind): 'neutral' | undefined {
  return kind === 'declined' || kind === 'cancelled' ? 'neutral' : undefined;
}

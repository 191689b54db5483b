import { readAnswers } from '../answers/read-answers.js';
import { type DraftSummary, summarizeDraft } from '../draft/answer.js';
import { missingRequiredKeys } from '../draft/submit.js';
import type {
  AnswerReading,
  AskUserRecordState,
  AskUserResponse,
  NormalizeWarning,
  NormalizeWarningCode,
  NormalizedInput,
  NormalizedQuestion,
} from '../types.js';
import { field } from '../utils/read.js';
import { type SendFailure, failureOf } from './deliver.js';
import { recordFromResponse } from './finished-call.js';
import type { CardState } from './machine.js';
import { type CardViewState, FINISHED_STATES, type StatusKind } from './vocabulary.js';

/** What the host gives a card, as its selectors read it. */
export interface CardProps {
  /** The call's questions, read from `input` (or `record.input`). */
  readonly normalized: NormalizedInput;
  /** The input as given: what a summary and an amendment are read against. */
  readonly source: unknown;
  /** The host passed `input`. */
  readonly hasInput: boolean;
  /** The stored record, when the host passed one. */
  readonly record: unknown;
  /** The host's view of the call. */
  readonly status: AskUserRecordState | undefined;
  /** A response the host gives the card to summarise. */
  readonly response: AskUserResponse | undefined;
  /** The host locked the card. */
  readonly disabled: boolean;
  /** Another client answered the call. */
  readonly answeredElsewhere: boolean;
  /** The host lets the user amend a finished call. */
  readonly canAmend: boolean;
  /** The host takes a dismissal (it gave `onCancel`). */
  readonly canCancel?: boolean;
  /** The base of the ids that link the card's elements. */
  readonly idBase: string;
  /** Which keys pick options. */
  readonly shortcuts: OptionShortcuts;
}

/** Which keys pick options: digits 1–9 (default), letters a–z, or none. */
export type OptionShortcuts = 'digits' | 'letters' | 'off';

/** A card's state with the props it was derived under: what one render reads. */
export interface CardSnapshot {
  readonly state: CardState;
  readonly props: CardProps;
}

/**
 * Where the call stands, one of the card's two axes (the other is `view`, what it shows).
 * `streaming`: the input is still arriving; `editing`: the user can answer (also in the amend
 * editor); `sending`: a response is with the host; `responded`: the host took this card's
 * response; `finished`: the call ended without this card (a stored record, the host's status);
 * `disabled`: the host locked the card, or another client answered. Answers can change only
 * while `editing`.
 */
export type CardPhase = 'streaming' | 'editing' | 'sending' | 'responded' | 'finished' | 'disabled';

/** Why a card shows its error card: input it cannot render, or a mistake of the host's. */
export type CardProblem = 'unrenderable' | 'no-input' | 'record-without-questions';

/** What the card shows: the questions, the summary, the amend editor, or the error card. */
export type CardView = 'questions' | 'summary' | 'amend' | 'error';

/** Why Submit is not possible yet, shown next to it. */
export type SubmitHint = 'needs-required' | 'needs-answer';

/** The steps layout: the questions it steps through, where it stands, and the review step. */
export interface CardSteps {
  readonly questions: readonly NormalizedQuestion[];
  readonly current: number;
  readonly reviewIndex: number;
  readonly onReview: boolean;
}

/** Everything derived from a card's state and props, decided in this one place. */
export interface CardDerived {
  /** Where the call stands. */
  readonly phase: CardPhase;
  /** What the card shows. */
  readonly view: CardView;
  /** Why the card shows its error view. */
  readonly problem: CardProblem | undefined;
  /** The input is still arriving. */
  readonly streaming: boolean;
  /** No answer can change now: the phase is not `editing`, or the error view shows. @internal */
  readonly locked: boolean;
  /** The call is over: the summary (or the amend editor) stands for it. @internal */
  readonly finished: boolean;
  /** The card's `data-state`, which `getRootProps` gives. @internal */
  readonly viewState: CardViewState;
  /** The finished call as `readAnswers` reads it (the same for a live response and a restored record). */
  readonly reading: AnswerReading | undefined;
  /** The response this card gave, once the host took it. */
  readonly response: AskUserResponse | undefined;
  /** What the status line says. */
  readonly status: StatusKind;
  readonly submitHint: SubmitHint | undefined;
  readonly canSubmit: boolean;
  /** Decline and Dismiss can be sent (also while the input streams in or cannot be shown). */
  readonly canDecline: boolean;
  /** Skip all can be sent: the answers are open, and this is not the amend editor. */
  readonly canSkipAll: boolean;
  /** Keys of required questions that are not answered yet. */
  readonly missingRequired: readonly string[];
  readonly summary: DraftSummary;
  readonly amendable: boolean;
  /** The input's breaches of the tool contract worth telling the user about. */
  readonly contractProblems: readonly NormalizeWarning[];
  readonly steps: CardSteps;
  /** The host refused the last response: why, for the alert the card shows. */
  readonly sendFailure: SendFailure | undefined;
}

/** Warnings that mean "the input breaks the contract", shown as the card's warning state. */
const CONTRACT_WARNING_CODES: ReadonlySet<NormalizeWarningCode> = new Set<NormalizeWarningCode>([
  'too-many-questions',
  'too-many-options',
  'too-few-options',
  'header-too-long',
  'duplicate-label',
  'duplicate-question',
  'invalid-preview',
  'missing-label',
  'option-not-an-object',
  'question-not-an-object',
  'capped',
]);

const FINISHED: ReadonlySet<unknown> = new Set<unknown>(FINISHED_STATES);

/** A lifecycle state after which the call takes no answer (answered, refused, never shown, failed). */
export const isFinishedState = (state: unknown): boolean => FINISHED.has(state);

const perNormalized = new WeakMap<
  NormalizedInput,
  { problems: NormalizeWarning[]; steps: NormalizedQuestion[] }
>();

/** What depends on the questions alone, read once per input. */
function questionFacts(normalized: NormalizedInput) {
  let facts = perNormalized.get(normalized);
  if (!facts) {
    facts = {
      // Streaming in, a question with one option so far is not breaking the contract yet.
      problems: normalized.complete
        ? normalized.warnings.filter((warning) => CONTRACT_WARNING_CODES.has(warning.code))
        : [],
      steps: normalized.questions.filter((question) => question.question.trim().length > 0),
    };
    perNormalized.set(normalized, facts);
  }
  return facts;
}

const readings = new WeakMap<object, { props: CardProps; reading: AnswerReading }>();

/** Reads the finished call: a response the card or host holds, else the record, else the status. */
function readingOf(props: CardProps, response: AskUserResponse | undefined): AnswerReading | undefined {
  const { record, status, source, normalized } = props;
  if (response === undefined && record === undefined && !isFinishedState(status)) return undefined;
  const key: object = response ?? props;
  const cached = readings.get(key);
  if (cached?.props === props) return cached.reading;
  const read =
    response !== undefined
      ? recordFromResponse(source, response)
      : record !== undefined
        ? record
        : { input: source, state: status };
  const reading = readAnswers(read, { normalized });
  readings.set(key, { props, reading });
  return reading;
}

/** Whether the card shows a summary: a live status always wins; a record, by its carriers or state. */
function isFinished(props: CardProps, responded: boolean, reading: AnswerReading | undefined): boolean {
  if (responded || props.response !== undefined) return true;
  if (props.status === 'streaming' || props.status === 'pending') return false;
  if (isFinishedState(props.status)) return true;
  if (props.record === undefined) return false;
  return reading?.source !== 'none' || isFinishedState(field(props.record, 'state'));
}

/** The host mistake or unusable input the card must report. Streaming input is not a problem yet. */
function problemOf(props: CardProps, finished: boolean, streaming: boolean): CardProblem | undefined {
  const live = props.status === 'streaming';
  const hasRecord = props.record !== undefined;
  if (!props.hasInput && !hasRecord && !live) return 'no-input';
  const recordState = field(props.record, 'state');
  if (
    !props.hasInput &&
    hasRecord &&
    field(props.record, 'input') === undefined &&
    !live &&
    recordState !== 'streaming' &&
    recordState !== 'pending' &&
    props.normalized.questions.length === 0
  )
    return 'record-without-questions';
  if (!finished && !streaming && props.normalized.questions.length === 0) return 'unrenderable';
  return undefined;
}

/** What the status line says now. */
function statusOf(state: CardState, streaming: boolean): StatusKind {
  const { delivery } = state;
  if (state.correctionSent) return 'amended';
  if (state.amended) return 'none';
  if (delivery.state === 'sending') return 'sending';
  if (delivery.state !== 'sent') return streaming ? 'receiving' : 'none';
  const { response } = delivery;
  if (response.action === 'decline') return 'declined';
  if (response.action === 'cancel') return 'cancelled';
  return Object.keys(response.content.answers).length === 0 ? 'skipped-all' : 'sent';
}

function phaseOf(
  state: CardState,
  props: CardProps,
  streaming: boolean,
  finished: boolean,
  amending: boolean,
): CardPhase {
  if (amending) return 'editing';
  if (state.delivery.state === 'sent') return 'responded';
  if (state.delivery.state === 'sending') return 'sending';
  if (finished) return 'finished';
  if (props.disabled || props.answeredElsewhere) return 'disabled';
  return streaming ? 'streaming' : 'editing';
}

function derive({ state, props }: CardSnapshot): CardDerived {
  const { normalized } = props;
  const { problems, steps: stepQuestions } = questionFacts(normalized);
  const streaming = props.status === 'streaming' || (props.status === undefined && !normalized.complete);
  const own = state.delivery.state === 'sent' ? state.delivery.response : undefined;
  const reading = readingOf(props, state.amended ?? own ?? props.response);
  const finished = isFinished(props, own !== undefined, reading);
  const problem = problemOf(props, finished, streaming);
  const amending = state.amending && reading !== undefined;
  const phase = phaseOf(state, props, streaming, finished, amending);
  const locked = phase !== 'editing' || problem !== undefined;
  const missingRequired = missingRequiredKeys(normalized, state.draft);
  const summary = summarizeDraft(state.draft);
  // Something answered or skipped, and every required question answered.
  const canSubmit =
    !locked &&
    normalized.questions.length > 0 &&
    missingRequired.length === 0 &&
    summary.answered + summary.skipped > 0;
  const outcome = reading?.outcome;
  const reviewIndex = stepQuestions.length;
  const current = Math.min(state.step, reviewIndex);
  return {
    phase,
    locked,
    streaming,
    finished,
    problem,
    view: problem ? 'error' : amending ? 'amend' : finished ? 'summary' : 'questions',
    viewState: props.answeredElsewhere
      ? 'answered-elsewhere'
      : finished
        ? (outcome ?? 'answered')
        : streaming
          ? 'streaming'
          : 'pending',
    reading,
    response: own,
    // An error card is not receiving anything: it says what is wrong instead.
    status: statusOf(state, streaming && !problem),
    submitHint: locked
      ? undefined
      : missingRequired.length > 0
        ? 'needs-required'
        : canSubmit
          ? undefined
          : 'needs-answer',
    canSubmit,
    canSkipAll: !locked && !amending,
    canDecline:
      (state.delivery.state === 'idle' || state.delivery.state === 'refused') &&
      !props.disabled &&
      !props.answeredElsewhere &&
      !finished &&
      // A stored record the card cannot read has nobody to send a refusal to.
      (props.hasInput || props.record === undefined || problem === undefined),
    missingRequired,
    summary,
    amendable:
      props.canAmend &&
      finished &&
      outcome !== undefined &&
      outcome !== 'pending' &&
      normalized.questions.length > 0 &&
      !props.answeredElsewhere,
    contractProblems: problems,
    steps: { questions: stepQuestions, current, reviewIndex, onReview: current === reviewIndex },
    sendFailure: failureOf(state.delivery),
  };
}

const derived = new WeakMap<CardSnapshot, CardDerived>();

/**
 * The card's derived state, computed once per snapshot: every part of a card, the hook and a
 * headless host read the same decisions. @internal
 */
export function selectCard(snapshot: CardSnapshot): CardDerived {
  let result = derived.get(snapshot);
  if (!result) {
    result = derive(snapshot);
    derived.set(snapshot, result);
  }
  return result;
}

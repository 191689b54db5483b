import { normalizeQuestions, readQuestionsOnly } from '../normalize/normalize-questions.js';
import { NORMALIZE_LIMITS } from '../normalize/limits.js';
import type {
  AnswerOutcome,
  AnswerReading,
  AutoResolutionRecord,
  AnswerSource,
  NormalizedInput,
  NormalizedQuestion,
  QuestionReading,
} from '../types.js';
import { field, isDict, keysOf, stringField, total } from '../utils/read.js';
import { capLength } from '../utils/text.js';
import type { Mutable } from '../normalize/warning-sink.js';
import {
  ANSWER_CARRIERS,
  type Annotation,
  CARRIER_READERS,
  type CarrierContent,
  asStructured,
  displayPayloadOf,
  readAnnotations,
} from './carriers.js';

export { ANSWER_CARRIERS } from './carriers.js';
export type { AnswerCarrier } from './carriers.js';

/** Options of `readAnswers`: the questions when already normalised. */
export interface ReadAnswersOptions {
  /** The call's questions when the caller has already normalised them. */
  readonly normalized?: NormalizedInput;
  /**
   * Include the text of secret answers (Codex `isSecret`). Off by default: a secret question's
   * reading is marked `secret` and carries no `text` or `custom`, so a transcript, a log or a
   * copy of the reading cannot leak it. Turn it on only where the text must travel on (the
   * adapters do, to send the answer to the runtime).
   */
  readonly revealSecrets?: boolean;
}

// ── questions when the input is missing ──────────────────────────────────────────────────

function questionsOf(
  record: unknown,
  options: ReadAnswersOptions | undefined,
): readonly NormalizedQuestion[] {
  if (options?.normalized) return options.normalized.questions;
  const fromInput = readQuestionsOnly(field(record, 'input')).questions;
  if (fromInput.length > 0) return fromInput;
  // Claude Code echoes the questions in its structured output.
  const fromOutput = readQuestionsOnly(field(asStructured(field(record, 'output')), 'questions')).questions;
  if (fromOutput.length > 0) return fromOutput;
  return [];
}

/**
 * With neither input nor output questions (a cold restore that kept only the display
 * payload), the answer keys are the only questions there are.
 */
function questionsFromAnswerKeys(record: unknown): NormalizedQuestion[] {
  for (const carrier of ANSWER_CARRIERS) {
    let container: unknown;
    if (carrier === 'display') container = field(displayPayloadOf(field(record, 'display')), 'answers');
    else if (carrier === 'output') container = field(asStructured(field(record, 'output')), 'answers');
    else container = field(asStructured(field(record, carrier)), 'answers');
    if (!isDict(container)) continue;
    const keys = keysOf(container, NORMALIZE_LIMITS.maxQuestions);
    if (keys.length === 0) continue;
    return keys.map((key) => ({
      key,
      question: capLength(key, NORMALIZE_LIMITS.maxQuestionLength),
      multiSelect: false,
      options: [],
      allowCustom: true,
      hasPreview: false,
      kind: 'choice',
    }));
  }
  return [];
}

const NO_ANNOTATIONS: ReadonlyMap<string, Annotation> = new Map();

// ── the reading ──────────────────────────────────────────────────────────────────────────

function readAutoResolution(value: unknown): AutoResolutionRecord | undefined {
  if (!isDict(value)) return undefined;
  const out: { policy?: string; resolvedAt?: number | string } = {};
  const policy = stringField(value, 'policy');
  const resolvedAt = field(value, 'resolvedAt');
  // A deadline alone says when the runtime will stop waiting, not that it did (`null`s too).
  const resolved = typeof resolvedAt === 'number' || typeof resolvedAt === 'string';
  if (field(value, 'deadline') !== undefined && policy === undefined && !resolved) return undefined;
  if (policy !== undefined) out.policy = capLength(policy, 500);
  if (typeof resolvedAt === 'number' && Number.isFinite(resolvedAt)) out.resolvedAt = resolvedAt;
  else if (typeof resolvedAt === 'string') out.resolvedAt = capLength(resolvedAt, 64);
  return out;
}

function outcomeWithoutAnswers(state: unknown): AnswerOutcome {
  switch (state) {
    case 'unavailable':
      return 'unavailable';
    case 'error':
      return 'error';
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    case 'streaming':
    case 'pending':
      return 'pending';
    default:
      return 'unknown';
  }
}

/** How a question that has no answer ended, given the call's outcome. */
function unansweredResolution(
  state: 'skipped' | 'no-answer',
  reason: QuestionReading['reason'],
  outcome: AnswerOutcome,
): QuestionReading['resolution'] {
  if (state === 'skipped') {
    if (reason === 'auto-resolved') return 'auto-resolved';
    // A dismissed dialog is the user's dismissal, not a choice to skip.
    return reason === 'dismissed' ? 'cancelled' : 'skipped';
  }
  switch (outcome) {
    case 'declined':
    case 'cancelled':
    case 'unavailable':
    case 'error':
    case 'pending':
      return outcome;
    default:
      return 'unknown';
  }
}

/**
 * One question's reading. Every shape is built as one complete object literal: this runs for
 * every question of every record a transcript reads, and adding fields one by one to an object
 * was half the cost of reading a record.
 */
function questionReading(
  question: NormalizedQuestion,
  carrier: CarrierContent | undefined,
  annotations: ReadonlyMap<string, Annotation>,
  synthesized: boolean,
  autoResolved: boolean,
  outcome: AnswerOutcome,
  revealSecrets: boolean,
): QuestionReading {
  const { key } = question;
  const annotation = annotations.size === 0 ? undefined : annotations.get(key);
  const answer = carrier?.answers.get(key);
  let reading: Mutable<QuestionReading>;
  if (!carrier) {
    const resolution = unansweredResolution('no-answer', undefined, outcome);
    reading = { key, question: question.question, selected: [], state: 'no-answer', resolution };
  } else if (answer) {
    const { text } = answer;
    if (synthesized || answer.custom === undefined) {
      const selected = synthesized ? [] : answer.selected;
      reading = {
        key,
        question: question.question,
        selected,
        state: 'answered',
        text,
        resolution: 'answered',
      };
    } else {
      const { selected, custom } = answer;
      reading = {
        key,
        question: question.question,
        selected,
        state: 'answered',
        text,
        custom,
        resolution: 'answered',
      };
    }
  } else {
    let reason: QuestionReading['reason'];
    if (annotation?.unanswered) reason = annotation.unanswered;
    else if (carrier.notesOnly.has(key) || annotation?.notes !== undefined) reason = 'notes-only';
    else if (carrier.afkTimeoutMs !== undefined || carrier.unattended !== undefined || autoResolved)
      reason = 'auto-resolved';
    else reason = 'skipped';
    const resolution = unansweredResolution('skipped', reason, outcome);
    reading = { key, question: question.question, selected: [], state: 'skipped', reason, resolution };
  }
  if (annotation?.notes !== undefined) reading.notes = annotation.notes;
  if (annotation?.preview !== undefined) reading.preview = annotation.preview;
  if (question.secret) {
    reading.secret = true;
    if (!revealSecrets) {
      delete reading.text;
      delete reading.custom;
    }
  }
  return reading;
}

function readAnswersUnsafe(record: unknown, options: ReadAnswersOptions | undefined): AnswerReading {
  let questions = questionsOf(record, options);
  const synthesized = questions.length === 0;
  if (synthesized) questions = questionsFromAnswerKeys(record);

  let source: AnswerSource = 'none';
  let winner: CarrierContent | undefined;
  for (const carrier of ANSWER_CARRIERS) {
    const found = CARRIER_READERS[carrier](record, questions);
    if (found) {
      source = carrier;
      winner = found;
      break;
    }
  }

  // Notes and chosen previews are keyed by question text, so lower carriers may fill in what
  // the winner lacks (the display payload has answers only) without any risk of misplacing.
  let annotations: ReadonlyMap<string, Annotation> = winner?.annotations ?? NO_ANNOTATIONS;
  for (const carrier of ['output', 'input', 'raw'] as const) {
    const stored = field(asStructured(field(record, carrier)), 'annotations');
    // Most records carry no annotations: no map is built for them.
    if (stored === undefined) continue;
    const merged = new Map(annotations);
    for (const [key, annotation] of readAnnotations(stored, questions)) {
      merged.set(key, { ...annotation, ...merged.get(key) });
    }
    annotations = merged;
  }

  const autoResolution =
    readAutoResolution(field(record, 'autoResolution')) ??
    (winner?.unattended === undefined ? undefined : { policy: winner.unattended });
  let outcome: AnswerOutcome;
  if (winner) {
    let answered = 0;
    for (const question of questions) if (winner.answers.has(question.key)) answered += 1;
    if (answered > 0 && answered === questions.length) outcome = 'answered';
    else if (answered > 0) outcome = 'partial';
    else if (
      questions.length > 0 &&
      questions.every((question) => annotations.get(question.key)?.unanswered === 'dismissed')
    )
      outcome = 'cancelled';
    else outcome = 'none-answered';
  } else outcome = outcomeWithoutAnswers(field(record, 'state'));

  const result: Mutable<AnswerReading> = {
    source,
    outcome,
    questions: questions.map((question) =>
      questionReading(
        question,
        winner,
        annotations,
        synthesized,
        autoResolution !== undefined,
        outcome,
        options?.revealSecrets === true,
      ),
    ),
  };
  if (winner?.response !== undefined) result.response = winner.response;
  if (winner?.afkTimeoutMs !== undefined) result.autoResolvedAfterMs = winner.afkTimeoutMs;
  if (autoResolution) result.autoResolution = autoResolution;
  const reason = stringField(record, 'reason');
  if (reason !== undefined && reason.trim().length > 0 && !winner)
    result.reason = capLength(reason.trim(), 2_000);
  return result;
}

/**
 * Reads what the user answered from a stored tool-call record. Answers may live
 * in four carriers, read in fixed priority order — `display`, `output`, `input.answers`,
 * `raw` — and the first that holds answers for this call wins. `answers: {}` in a carrier
 * means "seen and skipped"; no carrier at all means "no answer recorded", and then the
 * record's `state` decides (declined, cancelled, pending). The model-visible result text is
 * never read. Never throws.
 *
 * @example
 * const reading = readAnswers({ input: toolUse.input, display: toolResult.display });
 * reading.source;               // 'display'
 * reading.questions[0].selected // ['PostgreSQL']
 */
export function readAnswers(record: unknown, options?: ReadAnswersOptions): AnswerReading {
  return total(
    () => readAnswersUnsafe(record, options),
    () => ({ source: 'none', outcome: 'unknown', questions: [] }),
  );
}

/**
 * An accepted response read against the call's questions, as every adapter does before it
 * writes the runtime's answer shape: the same carriers and matching as a stored record.
 */
export function readAccepted(
  input: unknown,
  content: unknown,
): { readonly normalized: NormalizedInput; readonly reading: AnswerReading } {
  const normalized = normalizeQuestions(input);
  // The adapters send the answers on: a secret's text must reach the runtime.
  return {
    normalized,
    reading: readAnswers({ input, output: content }, { normalized, revealSecrets: true }),
  };
}

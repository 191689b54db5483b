import { NORMALIZE_LIMITS } from '../normalize/limits.js';
import { readSelections } from './selection.js';
import type { AnswerSelection, NormalizedQuestion, UnansweredReason } from '../types.js';
import { parsePartialJson } from '../utils/partial-json.js';
import { field, finiteNumber, isDict, isList, listItems, readableKeys, stringField } from '../utils/read.js';
import { capLength } from '../utils/text.js';
import { noteEnding } from '../text/runtime-notes.js';
import { type InterpretedAnswer, NOTES_ONLY_ANSWER, interpretAnswerValue } from './interpret.js';

/**
 * The answer carriers of a record — display payload, tool output, answered input, raw runtime
 * result — and how each is read into per-question answers and annotations.
 */

/** The answer carriers, in their fixed priority order. */
export const ANSWER_CARRIERS = ['display', 'output', 'input', 'raw'] as const;
/** A place in a stored record where answers may live, in the order `readAnswers` tries them. */
export type AnswerCarrier = (typeof ANSWER_CARRIERS)[number];

export interface Annotation {
  notes?: string;
  preview?: string;
  unanswered?: UnansweredReason;
}

/** What one carrier holds for this call: per-question answers and annotations. */
export interface CarrierContent {
  readonly answers: Map<string, InterpretedAnswer>;
  readonly notesOnly: Set<string>;
  readonly annotations: Map<string, Annotation>;
  readonly response?: string;
  readonly afkTimeoutMs?: number;
  /** The runtime's note that nobody was there to answer (Kimi CLI's AFK mode). */
  readonly unattended?: string;
}

const UNANSWERED_REASONS: ReadonlySet<string> = new Set(['skipped', 'replied_in_chat', 'dismissed']);

export function hasOwn(object: unknown, key: string): boolean {
  try {
    return Object.prototype.hasOwnProperty.call(object, key);
  } catch {
    return false;
  }
}

/** Reads JSON text carriers (Codex and Gemini store `{"answers": …}` as a string). */
export function asStructured(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') || trimmed.length > NORMALIZE_LIMITS.maxJsonTextLength) return undefined;
  const parsed = parsePartialJson(trimmed);
  return parsed.complete ? parsed.value : undefined;
}

/**
 * The value stored for each question in an object keyed by question text or id. Each key
 * answers one question only: question texts are matched first, then ids for the questions
 * still unmatched — so a question whose id equals another question's text never takes that
 * question's answer.
 */
function matchKeys(
  container: unknown,
  questions: readonly NormalizedQuestion[],
  matchedKeys?: Map<string, string>,
): Map<string, unknown> {
  const out = new Map<string, unknown>();
  // At most two keys per question: a list is cheaper than a set at this size.
  const used: string[] = [];
  const claim = (question: NormalizedQuestion, key: string | undefined) => {
    if (key === undefined || key.length === 0 || used.includes(key) || out.has(question.key)) return;
    if (!hasOwn(container, key)) return;
    used.push(key);
    out.set(question.key, field(container, key));
    matchedKeys?.set(question.key, key);
  };
  for (const question of questions) claim(question, question.question);
  for (const question of questions) {
    claim(question, question.key);
    claim(question, question.id);
  }
  return out;
}

function capAnswer(answer: InterpretedAnswer): InterpretedAnswer {
  if (answer.text.length <= NORMALIZE_LIMITS.maxAnswerLength) return answer;
  const text = capLength(answer.text, NORMALIZE_LIMITS.maxAnswerLength);
  return answer.custom === undefined
    ? { ...answer, text }
    : { ...answer, text, custom: capLength(answer.custom, NORMALIZE_LIMITS.maxAnswerLength) };
}

/**
 * An answer read from the selection the kit stored beside it: exact, where splitting the string
 * against the labels could take free text for a ticked option. Only labels the question really
 * offers count.
 */
function fromSelection(
  question: NormalizedQuestion,
  text: string,
  selection: AnswerSelection,
): InterpretedAnswer | undefined {
  const labels = new Set(question.options.map((option) => option.label));
  if (labels.size === 0 || !selection.selected.every((label) => labels.has(label))) return undefined;
  const selected = question.options
    .map((option) => option.label)
    .filter((label) => selection.selected.includes(label));
  return selection.custom === undefined ? { text, selected } : { text, selected, custom: selection.custom };
}

/**
 * Reads an answers container for this call. Objects are keyed by question text or id;
 * arrays are either id-keyed entries `{ id, selected, custom? }` or one answer per question
 * in question order (OpenCode, slopus/happy) — the latter only when the lengths agree, so an
 * answer is never attributed to the wrong question. `undefined` when nothing applies.
 */
function readAnswerContainer(
  container: unknown,
  questions: readonly NormalizedQuestion[],
  selections?: ReadonlyMap<string, AnswerSelection>,
): Found | undefined {
  const answers = new Map<string, InterpretedAnswer>();
  const notesOnly = new Set<string>();
  // The key each question's answer was stored under: its selection is stored under the same one.
  const matchedKeys = new Map<string, string>();
  const accept = (question: NormalizedQuestion, value: unknown) => {
    if (value === NOTES_ONLY_ANSWER) {
      notesOnly.add(question.key);
      return;
    }
    const selection = selections?.get(matchedKeys.get(question.key) ?? question.question);
    const interpreted =
      (selection && typeof value === 'string' && fromSelection(question, value, selection)) ||
      interpretAnswerValue(question, value);
    if (interpreted && interpreted.text.trim().length > 0) answers.set(question.key, capAnswer(interpreted));
  };
  if (isList(container)) {
    const { items, total: count } = listItems(container, NORMALIZE_LIMITS.maxQuestions + 1);
    if (count === 0) return { answers, notesOnly };
    const idKeyed = items.every((item) => isDict(item) && typeof field(item, 'id') === 'string');
    if (idKeyed) {
      let matched = false;
      for (const item of items) {
        const question = questions.find((q) => q.id === field(item, 'id') || q.key === field(item, 'id'));
        if (!question) continue;
        matched = true;
        accept(question, item);
      }
      return matched ? { answers, notesOnly } : undefined;
    }
    if (count !== questions.length) return undefined;
    items.forEach((item, index) => {
      const question = questions[index];
      if (question) accept(question, item);
    });
    return { answers, notesOnly };
  }
  const keys = readableKeys(container, 1);
  // An unreadable object is not an empty one: `{}` would claim "the user skipped everything".
  if (keys === undefined) return undefined;
  if (keys.length === 0) return { answers, notesOnly };
  const values = matchKeys(container, questions, matchedKeys);
  for (const question of questions) {
    if (values.has(question.key)) accept(question, values.get(question.key));
  }
  return values.size > 0 ? { answers, notesOnly } : undefined;
}

export function readAnnotations(
  source: unknown,
  questions: readonly NormalizedQuestion[],
): Map<string, Annotation> {
  const out = new Map<string, Annotation>();
  if (!isDict(source)) return out;
  const values = matchKeys(source, questions);
  for (const question of questions) {
    const value = values.get(question.key);
    if (!isDict(value)) continue;
    const annotation: Annotation = {};
    const notes = stringField(value, 'notes');
    const preview = stringField(value, 'preview') ?? stringField(value, 'markdown');
    const unanswered = stringField(value, 'unanswered');
    if (notes !== undefined && notes.trim().length > 0)
      annotation.notes = capLength(notes, NORMALIZE_LIMITS.maxAnswerLength);
    if (preview !== undefined) annotation.preview = capLength(preview, NORMALIZE_LIMITS.maxPreviewLength);
    if (unanswered !== undefined && UNANSWERED_REASONS.has(unanswered)) {
      annotation.unanswered = unanswered as UnansweredReason;
    }
    out.set(question.key, annotation);
  }
  return out;
}

/** What a carrier's answers container holds for this call. */
interface Found {
  answers: Map<string, InterpretedAnswer>;
  notesOnly: Set<string>;
}

function content(
  found: Found,
  annotations: Map<string, Annotation>,
  extra?: { response?: string; afkTimeoutMs?: number; unattended?: string },
): CarrierContent {
  // Built whole, not spread: every record a transcript reads passes through here.
  if (extra === undefined) return { answers: found.answers, notesOnly: found.notesOnly, annotations };
  return { answers: found.answers, notesOnly: found.notesOnly, annotations, ...extra };
}

// ── the four carriers ────────────────────────────────────────────────────────────────────

export function displayPayloadOf(display: unknown): unknown {
  const candidates = isList(display) ? listItems(display, 20).items : [display, field(display, 'display')];
  for (const candidate of candidates) {
    const structured = asStructured(candidate);
    if (field(structured, 'kind') === 'ask_user_question') return structured;
  }
  return undefined;
}

type CarrierReader = (
  record: unknown,
  questions: readonly NormalizedQuestion[],
) => CarrierContent | undefined;

export const CARRIER_READERS: Readonly<Record<AnswerCarrier, CarrierReader>> = {
  display(record, questions) {
    const payload = displayPayloadOf(field(record, 'display'));
    if (payload === undefined) return undefined;
    const answers = field(payload, 'answers');
    const found = readAnswerContainer(
      answers,
      questions,
      readSelections(field(payload, 'selections'), answers),
    );
    return found && content(found, new Map());
  },
  output(record, questions) {
    const output = asStructured(field(record, 'output'));
    if (!isDict(output)) return undefined;
    const answers = field(output, 'answers');
    const found = readAnswerContainer(
      answers,
      questions,
      readSelections(field(output, 'selections'), answers),
    );
    if (!found) return undefined;
    const response = stringField(output, 'response');
    const afk = finiteNumber(field(output, 'afkTimeoutMs'));
    const extra: { response?: string; afkTimeoutMs?: number; unattended?: string } = {};
    if (response !== undefined && response.trim().length > 0)
      extra.response = capLength(response, NORMALIZE_LIMITS.maxAnswerLength);
    if (afk !== undefined) extra.afkTimeoutMs = afk;
    const annotations = readAnnotations(field(output, 'annotations'), questions);
    const note = stringField(output, 'note');
    const ending = noteEnding(note);
    if (ending === 'unattended') extra.unattended = capLength(note!.trim(), 500);
    else if (ending === 'dismissed') {
      for (const question of questions)
        if (!found.answers.has(question.key))
          annotations.set(question.key, { ...annotations.get(question.key), unanswered: 'dismissed' });
    }
    return content(found, annotations, extra);
  },
  input(record, questions) {
    const input = asStructured(field(record, 'input'));
    const found = readAnswerContainer(field(input, 'answers'), questions);
    return found && content(found, readAnnotations(field(input, 'annotations'), questions));
  },
  raw(record, questions) {
    const raw = asStructured(field(record, 'raw'));
    if (!isDict(raw)) return undefined;
    const annotations = readAnnotations(field(raw, 'annotations'), questions);
    const structured = readAnswerContainer(field(raw, 'answers'), questions);
    if (structured) return content(structured, annotations);

    const answers = new Map<string, InterpretedAnswer>();
    const notesOnly = new Set<string>();
    questions.forEach((question, index) => {
      const value = field(raw, `answer_${index}`);
      if (value === undefined) return;
      const interpreted = interpretAnswerValue(question, value);
      if (interpreted && interpreted.text.trim().length > 0)
        answers.set(question.key, capAnswer(interpreted));
    });
    if (answers.size > 0) return content({ answers, notesOnly }, annotations);

    // The lone `answer` and the old `selected` / `answered_custom` fields carry no question
    // identity: they are attributed only when the call has exactly one question.
    if (questions.length !== 1) return undefined;
    const only = questions[0] as NormalizedQuestion;
    const single = field(raw, 'answer');
    const selected = field(raw, 'selected');
    const answeredCustom = field(raw, 'answered_custom');
    let interpreted: InterpretedAnswer | undefined;
    if (single !== undefined) interpreted = interpretAnswerValue(only, single);
    else if (typeof answeredCustom === 'string' && answeredCustom.trim().length > 0) {
      interpreted = interpretAnswerValue(only, {
        selected: only.multiSelect && isList(selected) ? selected : [],
        custom: answeredCustom,
      });
    } else if (answeredCustom === true && typeof selected === 'string') {
      interpreted = { text: selected, selected: [], custom: selected };
    } else if (selected !== undefined) interpreted = interpretAnswerValue(only, selected);
    if (!interpreted || interpreted.text.trim().length === 0) return undefined;
    answers.set(only.key, capAnswer(interpreted));
    return content({ answers, notesOnly }, annotations);
  },
};

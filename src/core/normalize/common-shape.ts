import { isFreeTextChoiceLabel } from '../../shared/free-text-choice.js';
import type { NormalizedInput, NormalizedOption, NormalizedQuestion } from '../types.js';
import { CONTRACT_LIMITS, NORMALIZE_LIMITS } from './limits.js';
import { splitRecommended } from './recommended.js';
import type { Mutable } from './warning-sink.js';

/**
 * The common case read without the general machinery: Claude's own multi-question shape as
 * `JSON.parse` builds it — plain objects and arrays carrying only the contract's fields, 1–4
 * distinct questions with text, headers of at most 12 characters, 2–4 distinct options with a
 * label and an optional description, no previews, texts within their caps. Nearly every stored
 * record holds exactly that, and reading it directly is what lets a transcript read its records
 * at about the speed of parsing them.
 *
 * Yields exactly what the general reader yields for the same input (a property test holds the
 * two together), or `undefined` for anything else — then the general reader runs. It needs no
 * warnings by construction: every condition that would warn sends the input to the general
 * reader.
 * A question whose last option is the free-text choice goes to the general reader, which turns
 * it into the custom input.
 */
export function readCommonShape(input: unknown): NormalizedInput | undefined {
  try {
    return readInput(input);
  } catch {
    // A getter that throws: the general reader knows how to report it.
    return undefined;
  }
}

const INPUT_FIELDS: ReadonlySet<string> = new Set(['questions', 'answers', 'annotations', 'metadata']);
const QUESTION_FIELDS: ReadonlySet<string> = new Set(['question', 'header', 'multiSelect', 'options']);
const OPTION_FIELDS: ReadonlySet<string> = new Set(['label', 'description']);

/**
 * A plain object (what `JSON.parse` makes, or one without a prototype) whose own fields are all
 * in `allowed`: with an unpolluted prototype, nothing it inherits can answer for a field.
 */
function isPlainWithOnly(value: unknown, allowed: ReadonlySet<string>): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  const names = Object.getOwnPropertyNames(value);
  for (let index = 0; index < names.length; index += 1) if (!allowed.has(names[index]!)) return false;
  return true;
}

function isPlainArray(value: unknown, min: number, max: number): value is readonly unknown[] {
  return (
    Array.isArray(value) &&
    Object.getPrototypeOf(value) === Array.prototype &&
    value.length >= min &&
    value.length <= max
  );
}

/** Text the call may show in all, as the general reader's budget counts it. */
interface Budget {
  left: number;
}

function within(text: string, max: number, budget: Budget): boolean {
  budget.left -= text.length;
  return text.length <= max && budget.left >= 0;
}

const EMPTY: object = {};

/**
 * Whether `Object.prototype` carries enumerable fields — a polluted prototype, which the general
 * reader reads through (an inherited `id` or `type` changes its reading) and this one would not.
 */
export function prototypeIsPolluted(): boolean {
  for (const _name in EMPTY) return true;
  return false;
}

/** Whether an input object carries only the fields of Claude's shape (no form schema, no title). */
export function hasOnlyInputFields(input: object): boolean {
  for (const name of Object.keys(input)) if (!INPUT_FIELDS.has(name)) return false;
  return true;
}

function readInput(input: unknown): NormalizedInput | undefined {
  if (!isPlainWithOnly(input, INPUT_FIELDS) || prototypeIsPolluted()) return undefined;
  const list = input.questions;
  if (!isPlainArray(list, 1, CONTRACT_LIMITS.maxQuestions)) return undefined;
  const budget: Budget = { left: NORMALIZE_LIMITS.maxTextPerCall };
  const questions: NormalizedQuestion[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const question = readQuestion(list[index], budget);
    if (question === undefined || questions.some((earlier) => earlier.key === question.key)) return undefined;
    questions.push(question);
  }
  return { questions, complete: true, warnings: [], shape: 'questions' };
}

function readQuestion(raw: unknown, budget: Budget): NormalizedQuestion | undefined {
  if (!isPlainWithOnly(raw, QUESTION_FIELDS)) return undefined;
  const { question, header, multiSelect, options: rawOptions } = raw;
  if (typeof question !== 'string' || question.trim().length === 0) return undefined;
  if (!within(question, NORMALIZE_LIMITS.maxQuestionLength, budget)) return undefined;
  if (multiSelect !== undefined && typeof multiSelect !== 'boolean') return undefined;
  // A header of at most 12 code units has at most 12 graphemes: no warning to give.
  if (header !== undefined) {
    if (typeof header !== 'string' || header.length > CONTRACT_LIMITS.maxHeaderLength) return undefined;
    if (!within(header, NORMALIZE_LIMITS.maxHeaderLength, budget)) return undefined;
  }
  if (!isPlainArray(rawOptions, CONTRACT_LIMITS.minOptions, CONTRACT_LIMITS.maxOptions)) return undefined;
  const options: NormalizedOption[] = [];
  for (let index = 0; index < rawOptions.length; index += 1) {
    const option = readOption(rawOptions[index], budget);
    if (option === undefined || options.some((earlier) => earlier.label === option.label)) return undefined;
    options.push(option);
  }
  // A trailing "Other" becomes the free-text choice, with a warning: the general reader's job.
  if (isFreeTextChoiceLabel(options[options.length - 1]!.label)) return undefined;
  // Built as the general reader builds it: the same literal, the header added after.
  const read: Mutable<NormalizedQuestion> = {
    key: question,
    question,
    multiSelect: multiSelect === true,
    options,
    allowCustom: true,
    hasPreview: false,
    kind: 'choice',
  };
  if (header !== undefined) read.header = header;
  return read;
}

function readOption(raw: unknown, budget: Budget): NormalizedOption | undefined {
  if (!isPlainWithOnly(raw, OPTION_FIELDS)) return undefined;
  const { label, description } = raw;
  if (typeof label !== 'string' || label.trim().length === 0) return undefined;
  if (!within(label, NORMALIZE_LIMITS.maxLabelLength, budget)) return undefined;
  const { displayLabel, recommended } = splitRecommended(label);
  if (description === undefined) return { label, displayLabel, recommended };
  if (typeof description !== 'string') return undefined;
  if (!within(description, NORMALIZE_LIMITS.maxDescriptionLength, budget)) return undefined;
  return { label, displayLabel, recommended, description };
}

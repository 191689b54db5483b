import type { NormalizedInput } from '../types.js';
import { hasOnlyInputFields, prototypeIsPolluted, readCommonShape } from './common-shape.js';
import { readQuestionsOnly } from './normalize-questions.js';

/**
 * Questions read from inputs in Claude's own shape, per input object, for reading the same
 * stored records again (a transcript re-rendering, a host re-reading its history). Only that
 * shape is kept: it is read without any change to its texts and its fields are a closed set,
 * so before an entry is used the input is compared with it field by field — each object's
 * number of fields, the questions' texts, headers and modes, the options' labels and
 * descriptions — and an input changed in place is read afresh. Other shapes are read every time.
 */
const cache = new WeakMap<object, NormalizedInput>();

function fieldCount(value: unknown): number {
  return typeof value === 'object' && value !== null ? Object.keys(value).length : -1;
}

/** Whether `input` still reads as `read`: the same questions and options, nothing added. */
function stillMatches(input: object, read: NormalizedInput): boolean {
  if (!hasOnlyInputFields(input) || prototypeIsPolluted()) return false;
  const questions = (input as { questions?: unknown }).questions;
  if (!Array.isArray(questions) || questions.length !== read.questions.length) return false;
  for (let index = 0; index < questions.length; index += 1) {
    const raw = questions[index] as Record<string, unknown> | null;
    const question = read.questions[index]!;
    // A field added in place changes the count; one removed changes a value compared below.
    const fields = 2 + (question.header === undefined ? 0 : 1) + (raw?.multiSelect === undefined ? 0 : 1);
    if (fieldCount(raw) !== fields || raw === null) return false;
    if (raw.question !== question.question || raw.header !== question.header) return false;
    if ((raw.multiSelect === true) !== question.multiSelect) return false;
    const options = raw.options;
    if (!Array.isArray(options) || options.length !== question.options.length) return false;
    for (let at = 0; at < options.length; at += 1) {
      const option = options[at] as Record<string, unknown> | null;
      const kept = question.options[at]!;
      if (fieldCount(option) !== (kept.description === undefined ? 1 : 2) || option === null) return false;
      if (option.label !== kept.label || option.description !== kept.description) return false;
    }
  }
  return true;
}

/**
 * The questions of an input as reading answers needs them (`readQuestionsOnly`); for inputs in
 * Claude's own shape, remembered per input object while they still read the same.
 */
export function normalizeQuestionsCached(input: unknown): NormalizedInput {
  if (typeof input !== 'object' || input === null) return readQuestionsOnly(input);
  try {
    const hit = cache.get(input);
    if (hit && stillMatches(input, hit)) return hit;
    const common = readCommonShape(input);
    if (common === undefined) return readQuestionsOnly(input);
    cache.set(input, common);
    return common;
  } catch {
    // A getter or proxy trap that throws: the general reader reports it.
    return readQuestionsOnly(input);
  }
}

import type { NormalizedInput } from '../types.js';
import { field, isList } from '../utils/read.js';
import { readQuestionsOnly } from './normalize-questions.js';

/**
 * Normalised questions per input object, for reading the same stored records again (a
 * transcript re-rendering, a host re-reading its history). Each entry keeps the values the
 * matching depends on — the questions' texts, selection modes and option labels — exactly as
 * they were read, so an input changed in place is normalised afresh and answers are never
 * matched against stale questions.
 */
const cache = new WeakMap<
  object,
  { readonly seen: readonly unknown[]; readonly normalized: NormalizedInput }
>();

const MAX_QUESTIONS_SEEN = 64;
const MAX_OPTIONS_SEEN = 16;

/**
 * Walks the values a reading depends on, in a fixed order. Handing each to `visit` (instead of
 * building a string of them) costs the first read of a record almost nothing: the first read is
 * the one every cold transcript pays.
 */
function walkDependencies(input: object, visit: (value: unknown) => boolean): boolean {
  const questions = field(input, 'questions');
  if (!isList(questions)) return visit(field(input, 'question'));
  if (!visit(questions) || !visit(questions.length)) return false;
  for (let i = 0; i < questions.length && i < MAX_QUESTIONS_SEEN; i += 1) {
    const question = questions[i];
    const options = field(question, 'options');
    if (!visit(question) || !visit(field(question, 'question')) || !visit(field(question, 'id')))
      return false;
    if (!visit(field(question, 'multiSelect')) || !visit(options)) return false;
    if (!isList(options)) continue;
    if (!visit(options.length)) return false;
    for (let o = 0; o < options.length && o < MAX_OPTIONS_SEEN; o += 1) {
      const option = options[o];
      if (!visit(option) || !visit(field(option, 'label'))) return false;
    }
  }
  return true;
}

function snapshot(input: object): unknown[] {
  const seen: unknown[] = [];
  walkDependencies(input, (value) => {
    seen.push(value);
    return true;
  });
  return seen;
}

function unchanged(input: object, seen: readonly unknown[]): boolean {
  let index = 0;
  const same = walkDependencies(input, (value) => Object.is(value, seen[index++]));
  return same && index === seen.length;
}

/**
 * The questions of an input as reading answers needs them (`readQuestionsOnly`), remembered per
 * input object while its questions stay the same.
 */
export function normalizeQuestionsCached(input: unknown): NormalizedInput {
  if (typeof input !== 'object' || input === null) return readQuestionsOnly(input);
  const hit = cache.get(input);
  if (hit && unchanged(input, hit.seen)) return hit.normalized;
  const normalized = readQuestionsOnly(input);
  // Only complete inputs: one still streaming in is about to change.
  if (normalized.complete) cache.set(input, { seen: snapshot(input), normalized });
  return normalized;
}

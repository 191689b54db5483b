import type { NormalizedInput } from '../types.js';
import { field, isList } from '../utils/read.js';
import { normalizeQuestions } from './normalize-questions.js';

/**
 * Normalised questions per input object, for reading the same stored records again (a
 * transcript re-rendering, a host re-reading its history). Each entry keeps a fingerprint of
 * the questions' texts, selection modes and option labels, so an input changed in place is normalised afresh
 * and answers are never matched against stale questions.
 */
const cache = new WeakMap<object, { readonly fingerprint: string; readonly normalized: NormalizedInput }>();

function fingerprint(input: object): string {
  const questions = field(input, 'questions');
  if (!isList(questions)) return `~${String(field(input, 'question'))}`;
  let print = String(questions.length);
  for (let i = 0; i < questions.length && i < 64; i += 1) {
    const question = questions[i];
    const options = field(question, 'options');
    print += `|${String(field(question, 'question') ?? field(question, 'id'))}|${String(field(question, 'multiSelect'))}`;
    if (!isList(options)) continue;
    for (let o = 0; o < options.length && o < 16; o += 1)
      print += `/${String(field(options[o], 'label') ?? options[o])}`;
  }
  return print;
}

/** `normalizeQuestions`, remembered per input object while its questions stay the same. */
export function normalizeQuestionsCached(input: unknown): NormalizedInput {
  if (typeof input !== 'object' || input === null) return normalizeQuestions(input);
  const print = fingerprint(input);
  const hit = cache.get(input);
  if (hit && hit.fingerprint === print) return hit.normalized;
  const normalized = normalizeQuestions(input);
  // Only complete inputs: one still streaming in is about to change.
  if (normalized.complete) cache.set(input, { fingerprint: print, normalized });
  return normalized;
}

import { readSelections, selectionsObject } from '../answers/selection.js';
import type { AnswerAnnotation, AskUserResponse } from '../types.js';
import { field, isDict, keysOf, setOwn, stringField, total } from '../utils/read.js';

const UNREADABLE = 'The response could not be read.';

/**
 * Reads any value as a response the kit can hand to a runtime. Adapters run this first, so
 * a malformed response from host code never throws and is never passed on as an answer:
 * anything unreadable — no known action, or an accept whose answers are not an object —
 * becomes a cancel with a reason, never an empty accept (silence is not a decision). Only
 * string answers, string annotation fields and selections that match their answer are kept.
 *
 * @example
 * readResponse({ action: 'accept', content: { answers: { 'Which DB?': 'SQLite', junk: 3 } } })
 * // → { action: 'accept', content: { answers: { 'Which DB?': 'SQLite' } } }
 */
export function readResponse(value: unknown): AskUserResponse {
  return total(
    () => readUnguarded(value),
    () => ({ action: 'cancel', reason: UNREADABLE }),
  );
}

function readUnguarded(value: unknown): AskUserResponse {
  const action = field(value, 'action');
  const reason = stringField(value, 'reason');
  if (action === 'decline' || action === 'cancel') return reason ? { action, reason } : { action };
  if (action !== 'accept') return { action: 'cancel', reason: UNREADABLE };
  const content = field(value, 'content');
  const rawAnswers = field(content, 'answers');
  if (!isDict(rawAnswers)) return { action: 'cancel', reason: UNREADABLE };
  const answers: Record<string, string> = {};
  for (const key of keysOf(rawAnswers, 1_000)) {
    const answer = field(rawAnswers, key);
    if (typeof answer === 'string') setOwn(answers, key, answer);
  }
  const rawAnnotations = field(content, 'annotations');
  const annotations: Record<string, AnswerAnnotation> = {};
  for (const key of keysOf(rawAnnotations, 1_000)) {
    const entry = field(rawAnnotations, key);
    const preview = stringField(entry, 'preview');
    const notes = stringField(entry, 'notes');
    if (preview === undefined && notes === undefined) continue;
    setOwn(annotations, key, {
      ...(preview === undefined ? {} : { preview }),
      ...(notes === undefined ? {} : { notes }),
    });
  }
  const read = Object.keys(annotations).length > 0 ? { answers, annotations } : { answers };
  const selections = selectionsObject(readSelections(field(value, 'selections'), answers));
  return selections ? { action: 'accept', content: read, selections } : { action: 'accept', content: read };
}

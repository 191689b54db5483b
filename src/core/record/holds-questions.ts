import { parsePartialJson } from '../utils/partial-json.js';
import { field } from '../utils/read.js';
import { WRAPPER_FIELDS, looksLikeQuestions } from './tool-names.js';

// Apart from the tool names, which need no JSON text reader.

/**
 * Whether finished tool arguments are meant as questions: they carry a question field (even a
 * malformed one — that call is ours and shows its error), directly or in an envelope. An app's
 * own tool that shares the name but has another contract holds none, and is left to the app.
 */
export function holdsQuestions(input: unknown, depth = 0): boolean {
  if (depth > 2) return false;
  if (typeof input === 'string') return holdsQuestions(parsePartialJson(input.trim()).value, depth + 1);
  if (looksLikeQuestions(input)) return true;
  return WRAPPER_FIELDS.some((wrapper) => {
    const inner = field(input, wrapper);
    return inner !== undefined && inner !== null && holdsQuestions(inner, depth + 1);
  });
}

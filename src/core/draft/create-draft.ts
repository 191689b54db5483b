import { normalizeAnyShape } from '../normalize/read-any-shape.js';
import { type AnswerDraft, type CreateDraftOptions, draftForQuestions, isNormalizedInput } from './create.js';

/**
 * Creates the draft for a call from its input (any shape, or an already normalised input).
 * Questions with runtime defaults (MCP `default`) start pre-filled.
 */
export function createDraft(input: unknown, options?: CreateDraftOptions): AnswerDraft {
  // Only the questions matter here, and the checks that only warn change none of them. Reading
  // is total, so this never throws.
  return draftForQuestions(isNormalizedInput(input) ? input : normalizeAnyShape(input), options);
}

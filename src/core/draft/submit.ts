import type { NormalizedInput } from '../types.js';
import { draftAnswer } from './answer.js';
import type { AnswerDraft } from './create.js';

/** Keys of required questions that are not answered yet. */
export function missingRequiredKeys(normalized: NormalizedInput, draft: AnswerDraft): string[] {
  return normalized.questions
    .filter((q) => q.required && draftAnswer(q, draft.entries[q.key]).state !== 'answered')
    .map((q) => q.key);
}

import type { NormalizedInput } from '../types.js';
import { draftAnswer, summarizeDraft } from './answer.js';
import type { AnswerDraft } from './create.js';

/** Keys of required questions that are not answered yet. */
export function missingRequiredKeys(normalized: NormalizedInput, draft: AnswerDraft): string[] {
  return normalized.questions
    .filter((q) => q.required && draftAnswer(q, draft.entries[q.key]).state !== 'answered')
    .map((q) => q.key);
}

/** Submit is possible: something is answered or skipped, and every required question is answered. */
export function isSubmittable(normalized: NormalizedInput, draft: AnswerDraft): boolean {
  if (normalized.questions.length === 0 || missingRequiredKeys(normalized, draft).length > 0) return false;
  const summary = summarizeDraft(draft);
  return summary.answered + summary.skipped > 0;
}

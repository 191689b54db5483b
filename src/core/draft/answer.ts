import type { NormalizedQuestion } from '../types.js';
import { getOwn, total } from '../utils/read.js';
import { isBlank } from '../utils/text.js';
import { type AnswerDraft, EMPTY_QUESTION_DRAFT, type QuestionDraft } from './create.js';

/** Labels in the order the options are listed, whatever order they were picked in. */
export function inOptionOrder(question: NormalizedQuestion, labels: Iterable<string>): string[] {
  const wanted = new Set(labels);
  return question.options.map((option) => option.label).filter((label) => wanted.has(label));
}

/** How one question currently stands in the draft. */
export interface DraftAnswer {
  readonly state: 'answered' | 'unanswered' | 'skipped';
  /** The answer string the response will carry (labels joined with ", ", then the free text). */
  readonly text?: string;
  readonly selected: readonly string[];
  /** The free text when it is part of the answer. */
  readonly custom?: string;
}

/** The answer the draft currently gives to one question. */
export function draftAnswer(question: NormalizedQuestion, entry: QuestionDraft | undefined): DraftAnswer {
  const current = entry ?? EMPTY_QUESTION_DRAFT;
  if (current.skipped) return { state: 'skipped', selected: [] };
  const custom =
    question.allowCustom && current.customSelected && !isBlank(current.customText)
      ? current.customText
      : undefined;
  const selected = question.multiSelect
    ? inOptionOrder(question, current.selected)
    : custom !== undefined
      ? []
      : current.selected.slice(0, 1);
  const parts = custom === undefined ? selected : [...selected, custom];
  if (parts.length === 0) return { state: 'unanswered', selected: [] };
  const text = parts.join(', ');
  return custom === undefined
    ? { state: 'answered', text, selected }
    : { state: 'answered', text, selected, custom };
}

/** Counts for progress displays and the review step. */
export interface DraftSummary {
  readonly total: number;
  readonly answered: number;
  readonly skipped: number;
  readonly unanswered: number;
  /** Keys of questions that are neither answered nor skipped, in question order. */
  readonly unansweredKeys: readonly string[];
}

/** Counts the draft's answered, skipped and unanswered questions. */
export function summarizeDraft(draft: AnswerDraft): DraftSummary {
  return total(
    () => {
      let answered = 0;
      let skipped = 0;
      const unansweredKeys: string[] = [];
      for (const question of draft.questions) {
        const { state } = draftAnswer(question, getOwn(draft.entries, question.key));
        if (state === 'answered') answered += 1;
        else if (state === 'skipped') skipped += 1;
        else unansweredKeys.push(question.key);
      }
      return {
        total: draft.questions.length,
        answered,
        skipped,
        unanswered: unansweredKeys.length,
        unansweredKeys,
      };
    },
    () => ({ total: 0, answered: 0, skipped: 0, unanswered: 0, unansweredKeys: [] }),
  );
}

import { type DraftAnswer, draftAnswer } from '../draft/answer.js';
import type { AnswerDraft, QuestionDraft } from '../draft/create.js';
import type { ApprovalDecision, NormalizedQuestion } from '../types.js';
import { getOwn } from '../utils/read.js';
import type { CardState } from './machine.js';

/**
 * What a question's hint says: it is skipped, "Other" is chosen with nothing typed, or how to
 * answer it (one option, any, between `min` and `max`, or typed text).
 */
export interface QuestionHint {
  readonly kind: 'skipped' | 'other-empty' | 'select-one' | 'select-any' | 'select-range' | 'type-answer';
  readonly min?: number;
  readonly max?: number;
}

/** How one question stands in the card's draft. @internal */
export function selectAnswer(draft: AnswerDraft, question: NormalizedQuestion): DraftAnswer {
  return draftAnswer(question, getOwn(draft.entries, question.key));
}

/**
 * Whether a choice shows as chosen: an option (`label`), or the free-text choice (no label). A
 * skipped question shows none, though the draft keeps its choice for when the skip is taken back;
 * a single-select question's option gives way to the free-text choice. @internal
 */
export function isShownChosen(
  question: NormalizedQuestion,
  entry: QuestionDraft | undefined,
  label?: string,
): boolean {
  if (!entry || entry.skipped) return false;
  if (label === undefined) return entry.customSelected;
  return entry.selected.includes(label) && (question.multiSelect || !entry.customSelected);
}

/** The free-text choice is chosen with nothing typed: the answer it stands for is missing. @internal */
export const isOtherEmpty = (entry: QuestionDraft | undefined): boolean =>
  !!entry && !entry.skipped && entry.customSelected && entry.customText.trim() === '';

/** What a question's hint says now. @internal */
export function questionHint(question: NormalizedQuestion, entry: QuestionDraft | undefined): QuestionHint {
  if (entry?.skipped) return { kind: 'skipped' };
  if (isOtherEmpty(entry)) return { kind: 'other-empty' };
  if (question.kind !== 'choice') return { kind: 'type-answer' };
  if (!question.multiSelect) return { kind: 'select-one' };
  if (question.minSelections === undefined && question.maxSelections === undefined)
    return { kind: 'select-any' };
  return {
    kind: 'select-range',
    min: question.minSelections ?? 0,
    max: question.maxSelections ?? question.options.length,
  };
}

/** Where a preview names the free-text choice rather than an option: no option label is this. */
/**
 * Whether a question offers "Select all" and "Select none": a multi-select choice of three or
 * more options with no cap on how many may be chosen (all would break the cap). @internal
 */
export const offersBulkSelect = (question: NormalizedQuestion): boolean =>
  question.kind === 'choice' &&
  question.multiSelect &&
  question.options.length >= 3 &&
  question.maxSelections === undefined;

/**
 * How many questions a card of approvals only has (it then shows as an approval: decisions, no
 * Skip, no Skip all, no Decline); 0 when any question is not an approval. @internal
 */
export const approvalsOnly = (questions: readonly NormalizedQuestion[]): number =>
  questions.every((question) => question.approval) ? questions.length : 0;

/** The decision an approval's answer stands for; `undefined` for any other answer. @internal */
export function approvalDecision(
  question: NormalizedQuestion | undefined,
  item: { readonly state: string; readonly selected: readonly string[] },
): ApprovalDecision | undefined {
  if (!question?.approval || item.state !== 'answered' || item.selected.length !== 1) return undefined;
  return question.approval.decisions[
    question.options.findIndex((option) => option.label === item.selected[0])
  ];
}

export const OTHER_CHOICE = '\u0000other';

/**
 * Whose preview a question shows: the option under the pointer, else the one with focus, else the
 * chosen one (of several, the first with a preview), else the first that has one. `OTHER_CHOICE`
 * when it is the free-text choice. @internal
 */
export function previewShown(question: NormalizedQuestion, state: CardState): string | undefined {
  if (!question.hasPreview) return undefined;
  const pointer = getOwn(state.previewing, question.key);
  const entry = getOwn(state.draft.entries, question.key);
  // A single choice shows even without a preview (the pane says so); of several, the first with
  // one; with none chosen, the first option that has one.
  const first = (chosen: (label: string) => boolean) =>
    question.options.find((option) => option.preview !== undefined && chosen(option.label))?.label;
  return (
    pointer?.hover ??
    pointer?.focus ??
    (entry && !question.multiSelect
      ? entry.customSelected
        ? OTHER_CHOICE
        : entry.selected[0]
      : undefined) ??
    (entry && first((label) => entry.selected.includes(label))) ??
    first(() => true)
  );
}

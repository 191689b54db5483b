import type { AnswerReading, NormalizedInput, NormalizedQuestion } from '../types.js';
import { normalizeAnyShape } from '../normalize/read-any-shape.js';
import { isDict, isList, setOwn, total } from '../utils/read.js';

/** The in-progress answer to one question. */
export interface QuestionDraft {
  /** Selected option labels, in option order. */
  readonly selected: readonly string[];
  /** The free text, kept verbatim even while another option is selected. */
  readonly customText: string;
  /** The free-text choice is picked (single-select) or ticked (multi-select). */
  readonly customSelected: boolean;
  readonly notes: string;
  /** The user chose to skip this question. */
  readonly skipped: boolean;
}

/** The whole card's draft. It carries its questions so it can build a response on its own. */
export interface AnswerDraft {
  readonly questions: readonly NormalizedQuestion[];
  readonly entries: Readonly<Record<string, QuestionDraft>>;
  readonly initial: Readonly<Record<string, QuestionDraft>>;
}

/** A question nobody has touched: nothing chosen, no text, no note. */
export const EMPTY_QUESTION_DRAFT: QuestionDraft = Object.freeze({
  selected: [],
  customText: '',
  customSelected: false,
  notes: '',
  skipped: false,
});

/** Already normalised questions (the draft functions take either). @internal */
export function isNormalizedInput(value: unknown): value is NormalizedInput {
  return (
    isDict(value) && isList(value.questions) && typeof value.complete === 'boolean' && isList(value.warnings)
  );
}

function entryFromDefaults(question: NormalizedQuestion): QuestionDraft {
  const defaults = question.defaults;
  if (!defaults) return EMPTY_QUESTION_DRAFT;
  const labels = new Set(question.options.map((option) => option.label));
  const selected = defaults.selected.filter((label) => labels.has(label));
  const custom = defaults.custom ?? '';
  return {
    ...EMPTY_QUESTION_DRAFT,
    selected: question.multiSelect ? selected : selected.slice(0, 1),
    customText: custom,
    customSelected: custom.length > 0 && (question.multiSelect || selected.length === 0),
  };
}

/** A draft entry that reproduces a stored answer (for amending, or restoring a draft). */
function entryFromReading(
  question: NormalizedQuestion,
  reading: AnswerReading | undefined,
): QuestionDraft | undefined {
  const found = reading?.questions.find((q) => q.key === question.key);
  if (!found) return undefined;
  const labels = new Set(question.options.map((option) => option.label));
  const selected = found.selected.filter((label) => labels.has(label));
  const custom =
    found.custom ?? (found.state === 'answered' && selected.length === 0 ? (found.text ?? '') : '');
  return {
    selected: question.multiSelect ? selected : selected.slice(0, 1),
    customText: custom,
    customSelected: custom.length > 0,
    notes: found.notes ?? '',
    skipped: found.state === 'skipped',
  };
}

/** Options of `createDraft`. */
export interface CreateDraftOptions {
  /** Start from a stored answer instead of the questions' defaults. */
  readonly from?: AnswerReading;
}

/**
 * The draft for already normalised questions: what {@link createDraft} does once it has read
 * them. The card uses it directly, so it does not load every runtime's reader. @internal
 */
export function draftForQuestions(normalized: NormalizedInput, options?: CreateDraftOptions): AnswerDraft {
  return total(
    () => {
      const entries: Record<string, QuestionDraft> = {};
      for (const question of normalized.questions) {
        setOwn(
          entries,
          question.key,
          entryFromReading(question, options?.from) ?? entryFromDefaults(question),
        );
      }
      return { questions: normalized.questions, entries, initial: entries };
    },
    () => ({ questions: [], entries: {}, initial: {} }),
  );
}

/**
 * Creates the draft for a call from its input (any shape, or an already normalised input).
 * Questions with runtime defaults (MCP `default`) start pre-filled.
 */
export function createDraft(input: unknown, options?: CreateDraftOptions): AnswerDraft {
  // Only the questions matter here, and the checks that only warn change none of them. Reading
  // is total, so this never throws.
  return draftForQuestions(isNormalizedInput(input) ? input : normalizeAnyShape(input), options);
}

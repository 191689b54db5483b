import { interpretAnswerText } from '../answers/interpret.js';
import { normalizeQuestions } from '../normalize/normalize-questions.js';
import type {
  AnswerAnnotation,
  AnswerReading,
  AnswerSelection,
  AskUserResponse,
  IdKeyedAnswers,
  NormalizedInput,
  NormalizedQuestion,
} from '../types.js';
import { getOwn, isDict, isList, setOwn, total } from '../utils/read.js';
import { isBlank } from '../utils/text.js';

/**
 * The one vocabulary of draft changes. The same string is the reducer action
 * `type`, the `type` a user `stateReducer` receives, and the `reason` passed to change
 * callbacks.
 */
export const DraftChange = {
  /** Single-select: replace the selection. Multi-select: add the option. */
  SelectOption: 'select-option',
  /** Multi-select: remove the option. Single-select: clear the selection if it is this one. */
  DeselectOption: 'deselect-option',
  ToggleOption: 'toggle-option',
  SelectAll: 'select-all',
  SelectNone: 'select-none',
  /** Choose the free-text choice (single-select), or tick/untick it (multi-select). */
  SelectCustom: 'select-custom',
  /** Typing selects the free-text choice; the text survives switching to an option. */
  SetCustomText: 'set-custom-text',
  SetNotes: 'set-notes',
  SkipQuestion: 'skip-question',
  UnskipQuestion: 'unskip-question',
  ClearQuestion: 'clear-question',
  /** Clear every question. */
  Clear: 'clear',
  /** Back to the initial draft (defaults or a restored answer). */
  Reset: 'reset',
  /** Freeze the draft; every later action but `reopen` is ignored, so a call submits at most once. */
  Submit: 'submit',
  /** Unfreeze a submitted draft because the host could not take the response: the user may send again. */
  Reopen: 'reopen',
} as const;

export type DraftChangeType = (typeof DraftChange)[keyof typeof DraftChange];

export type DraftAction =
  | { readonly type: 'select-option'; readonly key: string; readonly label: string }
  | { readonly type: 'deselect-option'; readonly key: string; readonly label: string }
  | { readonly type: 'toggle-option'; readonly key: string; readonly label: string }
  | { readonly type: 'select-all'; readonly key: string }
  | { readonly type: 'select-none'; readonly key: string }
  | { readonly type: 'select-custom'; readonly key: string; readonly selected?: boolean }
  | { readonly type: 'set-custom-text'; readonly key: string; readonly text: string }
  | { readonly type: 'set-notes'; readonly key: string; readonly notes: string }
  | { readonly type: 'skip-question'; readonly key: string }
  | { readonly type: 'unskip-question'; readonly key: string }
  | { readonly type: 'clear-question'; readonly key: string }
  | { readonly type: 'clear' }
  | { readonly type: 'reset' }
  | { readonly type: 'submit' }
  | { readonly type: 'reopen' };

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
  readonly status: 'editing' | 'submitted';
}

export const EMPTY_QUESTION_DRAFT: QuestionDraft = Object.freeze({
  selected: [],
  customText: '',
  customSelected: false,
  notes: '',
  skipped: false,
});

function isNormalizedInput(value: unknown): value is NormalizedInput {
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

export interface CreateDraftOptions {
  /** Start from a stored answer instead of the questions' defaults. */
  readonly from?: AnswerReading;
}

/**
 * Creates the draft for a call from its input (any shape, or an already normalised input).
 * Questions with runtime defaults (MCP `default`) start pre-filled.
 */
export function createDraft(input: unknown, options?: CreateDraftOptions): AnswerDraft {
  return total(
    () => {
      const normalized = isNormalizedInput(input) ? input : normalizeQuestions(input);
      const entries: Record<string, QuestionDraft> = {};
      for (const question of normalized.questions) {
        setOwn(
          entries,
          question.key,
          entryFromReading(question, options?.from) ?? entryFromDefaults(question),
        );
      }
      return { questions: normalized.questions, entries, initial: entries, status: 'editing' as const };
    },
    () => ({ questions: [], entries: {}, initial: {}, status: 'editing' as const }),
  );
}

// ── reducer ──────────────────────────────────────────────────────────────────────────────

function inOptionOrder(question: NormalizedQuestion, labels: Iterable<string>): string[] {
  const wanted = new Set(labels);
  return question.options.map((option) => option.label).filter((label) => wanted.has(label));
}

function atMax(question: NormalizedQuestion, entry: QuestionDraft): boolean {
  if (question.maxSelections === undefined) return false;
  const count = entry.selected.length + (entry.customSelected ? 1 : 0);
  return count >= question.maxSelections;
}

function updateEntry(question: NormalizedQuestion, entry: QuestionDraft, action: DraftAction): QuestionDraft {
  const hasLabel = (label: string) => question.options.some((option) => option.label === label);
  switch (action.type) {
    case 'select-option': {
      if (!hasLabel(action.label)) return entry;
      if (!question.multiSelect) {
        return { ...entry, selected: [action.label], customSelected: false, skipped: false };
      }
      if (entry.selected.includes(action.label)) return entry.skipped ? { ...entry, skipped: false } : entry;
      if (atMax(question, entry)) return entry;
      return {
        ...entry,
        selected: inOptionOrder(question, [...entry.selected, action.label]),
        skipped: false,
      };
    }
    case 'deselect-option': {
      if (!entry.selected.includes(action.label)) return entry;
      return { ...entry, selected: entry.selected.filter((label) => label !== action.label) };
    }
    case 'toggle-option':
      return updateEntry(
        question,
        entry,
        entry.selected.includes(action.label)
          ? { type: 'deselect-option', key: action.key, label: action.label }
          : { type: 'select-option', key: action.key, label: action.label },
      );
    case 'select-all': {
      if (!question.multiSelect) return entry;
      let all = question.options.map((option) => option.label);
      if (question.maxSelections !== undefined) all = all.slice(0, Math.max(0, question.maxSelections));
      return { ...entry, selected: all, skipped: false };
    }
    case 'select-none':
      return { ...entry, selected: [], customSelected: false };
    case 'select-custom': {
      if (!question.allowCustom) return entry;
      const selected = action.selected ?? (question.multiSelect ? !entry.customSelected : true);
      if (!question.multiSelect) {
        return selected
          ? { ...entry, selected: [], customSelected: true, skipped: false }
          : { ...entry, customSelected: false };
      }
      if (selected && !entry.customSelected && atMax(question, entry)) return entry;
      return { ...entry, customSelected: selected, skipped: selected ? false : entry.skipped };
    }
    case 'set-custom-text': {
      if (!question.allowCustom) return entry;
      const text = typeof action.text === 'string' ? action.text : '';
      if (text.length === 0) return { ...entry, customText: '' };
      if (!question.multiSelect)
        return { ...entry, customText: text, selected: [], customSelected: true, skipped: false };
      if (!entry.customSelected && atMax(question, entry)) return { ...entry, customText: text };
      return { ...entry, customText: text, customSelected: true, skipped: false };
    }
    case 'set-notes':
      return { ...entry, notes: typeof action.notes === 'string' ? action.notes : '' };
    case 'skip-question':
      return { ...entry, skipped: true };
    case 'unskip-question':
      return { ...entry, skipped: false };
    case 'clear-question':
      return EMPTY_QUESTION_DRAFT;
    default:
      return entry;
  }
}

/**
 * The draft reducer. Pure and total: an unknown action, an unknown question key
 * or an unknown label returns the state unchanged (core never throws); after `submit` every
 * action is ignored.
 *
 * @example
 * let draft = createDraft(input);
 * draft = draftReducer(draft, { type: DraftChange.SelectOption, key: 'Which database?', label: 'PostgreSQL' });
 * const response = toResponse(draft);
 */
export function draftReducer(state: AnswerDraft, action: DraftAction): AnswerDraft {
  return total(
    () => {
      if (!isDict(action)) return state;
      if (state.status === 'submitted')
        return action.type === 'reopen' ? { ...state, status: 'editing' } : state;
      switch (action.type) {
        case 'reopen':
          return state;
        case 'submit':
          return { ...state, status: 'submitted' };
        case 'reset':
          return state.entries === state.initial ? state : { ...state, entries: state.initial };
        case 'clear': {
          const entries: Record<string, QuestionDraft> = {};
          for (const question of state.questions) setOwn(entries, question.key, EMPTY_QUESTION_DRAFT);
          return { ...state, entries };
        }
        default: {
          const key = (action as { key?: unknown }).key;
          if (typeof key !== 'string') return state;
          const question = state.questions.find((q) => q.key === key);
          if (!question) return state;
          const entry = getOwn(state.entries, key) ?? EMPTY_QUESTION_DRAFT;
          const next = updateEntry(question, entry, action);
          return next === entry ? state : { ...state, entries: { ...state.entries, [key]: next } };
        }
      }
    },
    () => state,
  );
}

// ── derived answers and responses ────────────────────────────────────────────────────────

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

/** Whether splitting the answer string against the labels would not give back this answer. */
function misreadWithoutSelection(question: NormalizedQuestion, answer: DraftAnswer): boolean {
  const read = interpretAnswerText(question, answer.text ?? '');
  return (
    read.custom !== answer.custom ||
    read.selected.length !== answer.selected.length ||
    read.selected.some((label, index) => label !== answer.selected[index])
  );
}

/**
 * Builds the accept response: answers keyed by question text, skipped and
 * unanswered questions absent, `answers: {}` when nothing was answered — an explicit,
 * successful "continue without answers". Notes and the chosen preview go to `annotations`.
 * Decline and cancel are separate responses ({@link declineResponse}, {@link cancelResponse}).
 */
export function toResponse(draft: AnswerDraft): AskUserResponse {
  return total(
    () => {
      const answers: Record<string, string> = {};
      const annotations: Record<string, AnswerAnnotation> = {};
      const selections: Record<string, AnswerSelection> = {};
      for (const question of draft.questions) {
        const entry = getOwn(draft.entries, question.key);
        const answer = draftAnswer(question, entry);
        // A repeated question text can carry only one answer: the first question's.
        const taken = Object.prototype.hasOwnProperty.call(answers, question.question);
        if (answer.state === 'answered' && answer.text !== undefined && !taken) {
          setOwn(answers, question.question, answer.text);
          if (answer.custom !== undefined && misreadWithoutSelection(question, answer)) {
            setOwn(selections, question.question, { selected: [...answer.selected], custom: answer.custom });
          }
        }
        const annotation: { preview?: string; notes?: string } = {};
        if (answer.state === 'answered' && question.hasPreview && answer.selected.length === 1) {
          const preview = question.options.find((option) => option.label === answer.selected[0])?.preview;
          if (preview !== undefined) annotation.preview = preview;
        }
        if (entry && !isBlank(entry.notes)) annotation.notes = entry.notes;
        const annotated = Object.prototype.hasOwnProperty.call(annotations, question.question);
        if ((annotation.preview !== undefined || annotation.notes !== undefined) && !annotated) {
          setOwn(annotations, question.question, annotation);
        }
      }
      const content = Object.keys(annotations).length > 0 ? { answers, annotations } : { answers };
      return Object.keys(selections).length > 0
        ? { action: 'accept' as const, content, selections }
        : { action: 'accept' as const, content };
    },
    () => ({ action: 'accept' as const, content: { answers: {} } }),
  );
}

/** The id-keyed answer `{ answers: [{ id, selected, custom? }] }`: every question, `selected` possibly empty. */
export function toIdKeyedAnswers(draft: AnswerDraft): IdKeyedAnswers {
  return total(
    () => ({
      answers: draft.questions.map((question) => {
        const answer = draftAnswer(question, getOwn(draft.entries, question.key));
        const id = question.id ?? question.key;
        return answer.custom === undefined
          ? { id, selected: [...answer.selected] }
          : { id, selected: [...answer.selected], custom: answer.custom };
      }),
    }),
    () => ({ answers: [] }),
  );
}

/** The user declined to answer (a deliberate "no"). */
export function declineResponse(reason?: string): AskUserResponse {
  return reason === undefined ? { action: 'decline' } : { action: 'decline', reason };
}

/** The user dismissed the question without deciding (closed the card, navigated away). */
export function cancelResponse(reason?: string): AskUserResponse {
  return reason === undefined ? { action: 'cancel' } : { action: 'cancel', reason };
}

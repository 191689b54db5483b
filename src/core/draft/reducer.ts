import type { NormalizedQuestion } from '../types.js';
import { getOwn, isDict, setOwn, total } from '../utils/read.js';
import {
  DraftChange,
  type DraftAction,
  type DraftActionOf,
  type DraftChangeType,
  type QuestionDraftAction,
} from './actions.js';
import { inOptionOrder } from './answer.js';
import { type AnswerDraft, EMPTY_QUESTION_DRAFT, type QuestionDraft } from './create.js';

function atMax(question: NormalizedQuestion, entry: QuestionDraft): boolean {
  if (question.maxSelections === undefined) return false;
  const count = entry.selected.length + (entry.customSelected ? 1 : 0);
  return count >= question.maxSelections;
}

const hasLabel = (question: NormalizedQuestion, label: string) =>
  question.options.some((option) => option.label === label);

type EntryTransition<Type extends QuestionDraftAction['type']> = (
  question: NormalizedQuestion,
  entry: QuestionDraft,
  action: DraftActionOf<Type>,
) => QuestionDraft;

function selectOption(question: NormalizedQuestion, entry: QuestionDraft, label: string): QuestionDraft {
  if (!hasLabel(question, label)) return entry;
  if (!question.multiSelect) return { ...entry, selected: [label], customSelected: false, skipped: false };
  if (entry.selected.includes(label)) return entry.skipped ? { ...entry, skipped: false } : entry;
  if (atMax(question, entry)) return entry;
  return { ...entry, selected: inOptionOrder(question, [...entry.selected, label]), skipped: false };
}

function deselectOption(entry: QuestionDraft, label: string): QuestionDraft {
  if (!entry.selected.includes(label)) return entry;
  return { ...entry, selected: entry.selected.filter((selected) => selected !== label) };
}

const selectCustom: EntryTransition<'select-custom'> = (question, entry, action) => {
  if (!question.allowCustom) return entry;
  const selected = action.selected ?? (question.multiSelect ? !entry.customSelected : true);
  if (!question.multiSelect) {
    return selected
      ? { ...entry, selected: [], customSelected: true, skipped: false }
      : { ...entry, customSelected: false };
  }
  if (selected && !entry.customSelected && atMax(question, entry)) return entry;
  return { ...entry, customSelected: selected, skipped: selected ? false : entry.skipped };
};

const setCustomText: EntryTransition<'set-custom-text'> = (question, entry, action) => {
  if (!question.allowCustom) return entry;
  const text = typeof action.text === 'string' ? action.text : '';
  if (text.length === 0) return { ...entry, customText: '' };
  if (!question.multiSelect)
    return { ...entry, customText: text, selected: [], customSelected: true, skipped: false };
  if (!entry.customSelected && atMax(question, entry)) return { ...entry, customText: text };
  return { ...entry, customText: text, customSelected: true, skipped: false };
};

/** How each per-question change edits an entry. A missing change type does not compile. */
const ENTRY_TRANSITIONS: { [Type in QuestionDraftAction['type']]: EntryTransition<Type> } = {
  [DraftChange.SelectOption]: (question, entry, action) => selectOption(question, entry, action.label),
  [DraftChange.DeselectOption]: (_question, entry, action) => deselectOption(entry, action.label),
  [DraftChange.ToggleOption]: (question, entry, action) =>
    entry.selected.includes(action.label)
      ? deselectOption(entry, action.label)
      : selectOption(question, entry, action.label),
  [DraftChange.SelectAll]: (question, entry) => {
    if (!question.multiSelect) return entry;
    let all = question.options.map((option) => option.label);
    if (question.maxSelections !== undefined) all = all.slice(0, Math.max(0, question.maxSelections));
    return { ...entry, selected: all, skipped: false };
  },
  [DraftChange.SelectNone]: (_question, entry) => ({ ...entry, selected: [], customSelected: false }),
  [DraftChange.SelectCustom]: selectCustom,
  [DraftChange.SetCustomText]: setCustomText,
  // A question whose runtime has nowhere to put a note (a form field) takes none.
  [DraftChange.SetNotes]: (question, entry, action) =>
    question.allowNotes === false
      ? entry
      : { ...entry, notes: typeof action.notes === 'string' ? action.notes : '' },
  [DraftChange.SkipQuestion]: (_question, entry) => ({ ...entry, skipped: true }),
  [DraftChange.UnskipQuestion]: (_question, entry) => ({ ...entry, skipped: false }),
  [DraftChange.ClearQuestion]: () => EMPTY_QUESTION_DRAFT,
};

function editQuestion(state: AnswerDraft, action: QuestionDraftAction): AnswerDraft {
  if (typeof action.key !== 'string') return state;
  const question = state.questions.find((candidate) => candidate.key === action.key);
  if (!question) return state;
  const transition = ENTRY_TRANSITIONS[action.type] as EntryTransition<typeof action.type> | undefined;
  if (!transition) return state;
  const entry = getOwn(state.entries, action.key) ?? EMPTY_QUESTION_DRAFT;
  const next = transition(question, entry, action as never);
  return next === entry ? state : { ...state, entries: { ...state.entries, [action.key]: next } };
}

type DraftTransition<Type extends DraftChangeType> = (
  state: AnswerDraft,
  action: DraftActionOf<Type>,
) => AnswerDraft;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A kept entry made safe for its question: only its own options, one of them when single-select. */
function restoredEntry(question: NormalizedQuestion, kept: unknown): QuestionDraft | undefined {
  if (!isDict(kept)) return undefined;
  const labels = new Set(question.options.map((option) => option.label));
  const selected = inOptionOrder(
    question,
    [...new Set(strings(kept.selected))].filter((label) => labels.has(label)),
  );
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const customText = question.allowCustom ? text(kept.customText) : '';
  const customSelected = question.allowCustom && kept.customSelected === true;
  const room = question.multiSelect
    ? (question.maxSelections ?? Infinity) - (customSelected ? 1 : 0)
    : customSelected
      ? 0
      : 1;
  return {
    selected: selected.slice(0, Math.max(0, room)),
    customText,
    customSelected,
    notes: question.allowNotes === false ? '' : text(kept.notes),
    skipped: kept.skipped === true,
  };
}

/** Every change type's transition. A missing change type does not compile. */
const TRANSITIONS: { [Type in DraftChangeType]: DraftTransition<Type> } = {
  ...(Object.fromEntries(Object.keys(ENTRY_TRANSITIONS).map((type) => [type, editQuestion])) as {
    [Type in QuestionDraftAction['type']]: DraftTransition<Type>;
  }),
  [DraftChange.Clear]: (state) => {
    const entries: Record<string, QuestionDraft> = {};
    for (const question of state.questions) setOwn(entries, question.key, EMPTY_QUESTION_DRAFT);
    return { ...state, entries };
  },
  [DraftChange.Reset]: (state) =>
    state.entries === state.initial ? state : { ...state, entries: state.initial },
  [DraftChange.Restore]: (state, { entries: kept }) => {
    if (!isDict(kept)) return state;
    const entries = { ...state.entries };
    let changed = false;
    for (const question of state.questions) {
      const entry = restoredEntry(question, getOwn(kept, question.key));
      if (!entry) continue;
      setOwn(entries, question.key, entry);
      changed = true;
    }
    return changed ? { ...state, entries } : state;
  },
};

/**
 * The draft's state machine: every answer edit, and nothing else — sending the answers, and
 * whether they may still change, is the card's machine's (`cardReducer`). Pure and total: an
 * unknown action, question key or label returns the state unchanged (core never throws).
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
      const transition = getOwn(TRANSITIONS as Record<string, DraftTransition<DraftChangeType>>, action.type);
      return transition ? transition(state, action as never) : state;
    },
    () => state,
  );
}

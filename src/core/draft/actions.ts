import type { QuestionDraft } from './create.js';

/**
 * The one vocabulary of draft changes. The same string is the reducer action `type`, the
 * `type` a `stateReducer` receives, and the change type passed to `onDraftChange`; the action
 * types below are derived from it, so a change cannot exist in one place and not another.
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
  /**
   * Bring back answers kept elsewhere (a saved draft after a reload), in one change: each
   * question named in `entries` takes its entry, checked against the question's options.
   */
  Restore: 'restore',
} as const;

/** A draft change's `type`. */
export type DraftChangeType = (typeof DraftChange)[keyof typeof DraftChange];

/** What each change carries besides its `type`. */
interface DraftChangePayloads {
  [DraftChange.SelectOption]: { readonly key: string; readonly label: string };
  [DraftChange.DeselectOption]: { readonly key: string; readonly label: string };
  [DraftChange.ToggleOption]: { readonly key: string; readonly label: string };
  [DraftChange.SelectAll]: { readonly key: string };
  [DraftChange.SelectNone]: { readonly key: string };
  [DraftChange.SelectCustom]: { readonly key: string; readonly selected?: boolean };
  [DraftChange.SetCustomText]: { readonly key: string; readonly text: string };
  [DraftChange.SetNotes]: { readonly key: string; readonly notes: string };
  [DraftChange.SkipQuestion]: { readonly key: string };
  [DraftChange.UnskipQuestion]: { readonly key: string };
  [DraftChange.ClearQuestion]: { readonly key: string };
  [DraftChange.Clear]: object;
  [DraftChange.Reset]: object;
  [DraftChange.Restore]: { readonly entries: Readonly<Record<string, Partial<QuestionDraft>>> };
}

/** A draft change: `{ type }` from {@link DraftChange} plus what that change carries. */
export type DraftAction = {
  [Type in DraftChangeType]: { readonly type: Type } & DraftChangePayloads[Type];
}[DraftChangeType];

/** The action of one change type. */
export type DraftActionOf<Type extends DraftChangeType> = Extract<DraftAction, { readonly type: Type }>;

/** Changes that edit one question's entry. */
export type QuestionDraftAction = Extract<DraftAction, { readonly key: string }>;

import { DraftChange, type DraftAction } from '../draft/actions.js';
import { type AnswerDraft, type CreateDraftOptions, draftForQuestions } from '../draft/create.js';
import { draftReducer } from '../draft/reducer.js';
import { toResponse } from '../draft/response.js';
import type { AskUserResponse, NormalizedInput } from '../types.js';
import { getOwn, isDict } from '../utils/read.js';

/**
 * The one vocabulary of a card's changes. The same string is the reducer action `type`, the
 * `type` a `stateReducer` receives and the change type `onDraftChange` hears. The answer edits
 * are the draft's own ({@link DraftChange}); the rest is the card's lifecycle around the draft.
 */
export const CardChange = {
  SelectOption: DraftChange.SelectOption,
  DeselectOption: DraftChange.DeselectOption,
  ToggleOption: DraftChange.ToggleOption,
  SelectAll: DraftChange.SelectAll,
  SelectNone: DraftChange.SelectNone,
  SelectCustom: DraftChange.SelectCustom,
  SetCustomText: DraftChange.SetCustomText,
  SetNotes: DraftChange.SetNotes,
  SkipQuestion: DraftChange.SkipQuestion,
  UnskipQuestion: DraftChange.UnskipQuestion,
  ClearQuestion: DraftChange.ClearQuestion,
  Clear: DraftChange.Clear,
  Reset: DraftChange.Reset,
  Restore: DraftChange.Restore,
  /** Open or close one question's note field. */
  ToggleNotes: 'toggle-notes',
  /**
   * The pointer is over an option, or focus is on one (`label`; none when it left): its preview
   * shows instead of the chosen option's.
   */
  ShowPreview: 'show-preview',
  /** Send the answers: the response goes out (`sending`) and the answers stop changing. */
  Submit: 'submit',
  /** Continue without answering: an empty accept goes out. */
  SkipAll: 'skip-all',
  /** Refuse to answer. */
  Decline: 'decline',
  /** Close the question without deciding. */
  Cancel: 'cancel',
  /** The host took the response: the call is answered. */
  Sent: 'sent',
  /** The host refused the response (or had no handler): the draft opens again, with the reason. */
  Refused: 'refused',
  /** Show another step of the steps layout (the number of questions is the review step). */
  GoToStep: 'go-to-step',
  /** Edit a finished call's answers, starting from what was read. */
  StartAmend: 'start-amend',
  /** Leave the amend editor without changing anything. */
  CancelAmend: 'cancel-amend',
  /** The amend editor's correction: it becomes what the finished call shows. */
  Amend: 'amend',
  /** The questions changed (arguments streaming in, a re-announced call): the draft follows them. */
  SyncQuestions: 'sync-questions',
} as const;

/** A card change's `type`. */
export type CardChangeType = (typeof CardChange)[keyof typeof CardChange];

/**
 * Where the card's response stands: not sent, being handed to the host, taken by it, or refused
 * (the host's error, a thrown handler or a missing one). Only `idle` and `refused` take a new one.
 */
export type DeliveryState<R = AskUserResponse> =
  | { readonly state: 'idle' }
  | { readonly state: 'sending'; readonly response: R }
  | { readonly state: 'sent'; readonly response: R }
  | { readonly state: 'refused'; readonly response: R; readonly error: unknown };

/** Where the pointer and focus are among a question's options (a label, or the free-text choice). */
export interface PreviewPointer {
  readonly hover?: string | undefined;
  readonly focus?: string | undefined;
}

/** Everything a card's lifecycle holds. What is derived from it lives in the card's selectors. */
export interface CardState {
  /** The answers being edited (frozen while a response is out or taken). */
  readonly draft: AnswerDraft;
  readonly delivery: DeliveryState;
  /** The steps layout's position: a question's index, or the number of questions for the review. */
  readonly step: number;
  /** How often the user moved to another step: focus follows a move, never the card's own resets. */
  readonly stepMoves: number;
  /** Questions whose note field is open (or closed), by key; unset follows whether it has a note. */
  readonly notesOpen: Readonly<Record<string, boolean>>;
  /** By question key, the option the pointer is over and the one focus is on, for the preview. */
  readonly previewing: Readonly<Record<string, PreviewPointer>>;
  /** The amend editor is open on a finished call. */
  readonly amending: boolean;
  /** The correction the user made to a finished call, once made. */
  readonly amended: AskUserResponse | undefined;
  /** The amend editor last closed by sending a correction: the status line says so. */
  readonly correctionSent: boolean;
}

/** A card change: `{ type }` from {@link CardChange} plus what that change carries. */
export type CardAction =
  | DraftAction
  | { readonly type: typeof CardChange.ToggleNotes; readonly key: string }
  | {
      readonly type: typeof CardChange.ShowPreview;
      readonly key: string;
      readonly label: string | undefined;
      readonly via: 'hover' | 'focus';
    }
  | { readonly type: typeof CardChange.Submit }
  | { readonly type: typeof CardChange.SkipAll }
  | { readonly type: typeof CardChange.Decline; readonly reason?: string }
  | { readonly type: typeof CardChange.Cancel; readonly reason?: string }
  | { readonly type: typeof CardChange.Sent; readonly response: AskUserResponse }
  | { readonly type: typeof CardChange.Refused; readonly response: AskUserResponse; readonly error: unknown }
  | { readonly type: typeof CardChange.GoToStep; readonly step: number }
  | { readonly type: typeof CardChange.StartAmend; readonly draft: AnswerDraft }
  | { readonly type: typeof CardChange.CancelAmend }
  | { readonly type: typeof CardChange.Amend; readonly response: AskUserResponse }
  | { readonly type: typeof CardChange.SyncQuestions; readonly normalized: NormalizedInput };

/** The action of one change type. */
export type CardActionOf<Type extends CardChangeType> = Extract<CardAction, { readonly type: Type }>;

/** Whether a question's note field is open: as the user left it, else open when it holds a note. */
export function isNotesOpen(state: CardState, key: string): boolean {
  return getOwn(state.notesOpen, key) ?? !!getOwn(state.draft.entries, key)?.notes;
}

/** A card's first state: a draft for its questions, nothing sent, the first step. */
export function createCardState(normalized: NormalizedInput, options?: CreateDraftOptions): CardState {
  return {
    draft: draftForQuestions(normalized, options),
    delivery: { state: 'idle' },
    step: 0,
    stepMoves: 0,
    notesOpen: {},
    previewing: {},
    amending: false,
    amended: undefined,
    correctionSent: false,
  };
}

/**
 * A draft made for other questions (a streamed input that grew, a host's `defaultDraft`) fitted to
 * these, by question key: what the user did to a question stays; new questions start fresh.
 */
export function fitDraft(draft: AnswerDraft, normalized: NormalizedInput): AnswerDraft {
  if (draft.questions === normalized.questions) return draft;
  const fresh = draftForQuestions(normalized);
  const keep = (kept: AnswerDraft['entries'], base: AnswerDraft['entries']) => {
    const entries = { ...base };
    for (const question of normalized.questions) {
      const entry = getOwn(kept, question.key);
      if (entry) entries[question.key] = entry;
    }
    return entries;
  };
  return {
    questions: normalized.questions,
    entries: keep(draft.entries, fresh.entries),
    initial: keep(draft.initial, fresh.initial),
  };
}

const isOut = (delivery: DeliveryState) => delivery.state === 'sending' || delivery.state === 'sent';

/** Puts a response out; refused when one is already out. */
function sendOut(state: CardState, response: AskUserResponse): CardState {
  return isOut(state.delivery) ? state : { ...state, delivery: { state: 'sending', response } };
}

type Transition<Type extends CardChangeType> = (state: CardState, action: CardActionOf<Type>) => CardState;

/** An answer edit: taken until a response is out, and always in the amend editor (its own draft). */
const edit = (state: CardState, action: DraftAction): CardState => {
  if (isOut(state.delivery) && !state.amending) return state;
  const draft = draftReducer(state.draft, action);
  return draft === state.draft ? state : { ...state, draft };
};

const withReason = (action: string, reason: unknown): AskUserResponse =>
  (typeof reason === 'string' ? { action, reason } : { action }) as AskUserResponse;

/** How each change moves the card. A change type without its transition does not compile. */
const TRANSITIONS: { readonly [Type in CardChangeType]: Transition<Type> } = {
  [CardChange.SelectOption]: edit,
  [CardChange.DeselectOption]: edit,
  [CardChange.ToggleOption]: edit,
  [CardChange.SelectAll]: edit,
  [CardChange.SelectNone]: edit,
  [CardChange.SelectCustom]: edit,
  [CardChange.SetCustomText]: edit,
  [CardChange.SetNotes]: edit,
  [CardChange.SkipQuestion]: edit,
  [CardChange.UnskipQuestion]: edit,
  [CardChange.ClearQuestion]: edit,
  [CardChange.Clear]: edit,
  [CardChange.Reset]: edit,
  [CardChange.Restore]: edit,
  [CardChange.ShowPreview]: (state, { key, label, via }) => {
    const pointer = getOwn(state.previewing, key) ?? {};
    if (typeof key !== 'string' || (via !== 'hover' && via !== 'focus') || pointer[via] === label)
      return state;
    return { ...state, previewing: { ...state.previewing, [key]: { ...pointer, [via]: label } } };
  },
  [CardChange.ToggleNotes]: (state, { key }) => {
    if (typeof key !== 'string') return state;
    return { ...state, notesOpen: { ...state.notesOpen, [key]: !isNotesOpen(state, key) } };
  },
  // The amend editor's Submit is `amend`: its correction goes to the host's `onAmend`, not out.
  [CardChange.Submit]: (state) => (state.amending ? state : sendOut(state, toResponse(state.draft))),
  [CardChange.SkipAll]: (state) => sendOut(state, { action: 'accept', content: { answers: {} } }),
  [CardChange.Decline]: (state, { reason }) => sendOut(state, withReason('decline', reason)),
  [CardChange.Cancel]: (state, { reason }) => sendOut(state, withReason('cancel', reason)),
  [CardChange.Sent]: (state, { response }) =>
    state.delivery.state === 'sending' && state.delivery.response === response
      ? { ...state, delivery: { state: 'sent', response } }
      : state,
  [CardChange.Refused]: (state, { response, error }) =>
    state.delivery.state === 'sending' && state.delivery.response === response
      ? { ...state, delivery: { state: 'refused', response, error } }
      : state,
  [CardChange.GoToStep]: (state, { step }) =>
    Number.isInteger(step) && step >= 0 && step !== state.step
      ? { ...state, step, stepMoves: state.stepMoves + 1 }
      : state,
  [CardChange.StartAmend]: (state, { draft }) =>
    state.amending || !isDict(draft)
      ? state
      : { ...state, amending: true, draft, step: 0, correctionSent: false },
  [CardChange.CancelAmend]: (state) => (state.amending ? { ...state, amending: false } : state),
  [CardChange.Amend]: (state, { response }) =>
    state.amending ? { ...state, amending: false, amended: response, correctionSent: true } : state,
  [CardChange.SyncQuestions]: (state, { normalized }) => {
    const draft = fitDraft(state.draft, normalized);
    return draft === state.draft ? state : { ...state, draft };
  },
};

/** The change's transition, without the host's props. @internal */
export function transition(state: CardState, action: CardAction): CardState {
  const move = getOwn(TRANSITIONS as Record<string, Transition<CardChangeType>>, action.type);
  return move ? move(state, action as never) : state;
}

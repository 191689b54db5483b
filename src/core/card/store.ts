import { type Amendment, createAmendment } from '../draft/amend.js';
import { type AnswerDraft, type QuestionDraft, draftForQuestions } from '../draft/create.js';
import { toResponse } from '../draft/response.js';
import type { AskUserResponse } from '../types.js';
import {
  type CardAction,
  type CardChangeType,
  type CardState,
  CardChange,
  createCardState,
  fitDraft,
} from './machine.js';
import { reduceSnapshot } from './reducer.js';
import { deliver } from './deliver.js';
import { type CardProps, type CardSnapshot, selectCard } from './selectors.js';

/**
 * Receives the user's response. Return nothing when the host took it synchronously, or a
 * Promise: the card shows "sending" until it resolves and reports a rejection (or a thrown
 * error) in the card, keeping the draft so the user can send again.
 */
export type ResponseHandler = (response: AskUserResponse) => unknown;

/** What `onDraftChange` and `onStateChange` hear with each change: the change that made it. */
export interface CardChangeDetails {
  readonly type: CardChangeType;
  readonly action: CardAction;
}

/**
 * Sees every change before it applies — also one the card refuses, whose `changes` is `state`
 * itself — with the state the card's machine proposes (`changes`) and the props it decided under,
 * and returns the state to keep: Downshift's state reducer.
 */
export type CardStateReducer = (
  state: CardState,
  actionAndChanges: CardAction & { readonly changes: CardState; readonly props: CardProps },
) => CardState;

/** The host's callbacks, read when they are called. */
export interface CardHandlers {
  readonly onSubmit?: ResponseHandler | undefined;
  readonly onDecline?: ResponseHandler | undefined;
  readonly onCancel?: ResponseHandler | undefined;
  readonly onDraftChange?: ((draft: AnswerDraft, details: CardChangeDetails) => void) | undefined;
  /** Every change that moved the card (answers, delivery, steps), after it applied. */
  readonly onStateChange?: ((state: CardState, details: CardChangeDetails) => void) | undefined;
  readonly stateReducer?: CardStateReducer | undefined;
  readonly onAmend?: ((amendment: Amendment) => void) | undefined;
}

/** Everything the host gives a card's store: its props, a controlled draft and its callbacks. */
export interface CardStoreProps extends CardProps, CardHandlers {
  /** The host's own draft, when it controls it. */
  readonly draft?: AnswerDraft | undefined;
  /**
   * Answers to bring back (a saved draft after a reload): applied once, as one `restore` change,
   * when the card first takes answers; never after a response went out or into the amend editor.
   */
  readonly restore?: Readonly<Record<string, Partial<QuestionDraft>>> | undefined;
}

/** The card's actions: each is one change of the card's machine, allowed or not by its state. */
export interface CardActions {
  /** Applies any change, if the card's state allows it. */
  dispatch(action: CardAction): void;
  selectOption(key: string, label: string): void;
  deselectOption(key: string, label: string): void;
  toggleOption(key: string, label: string): void;
  selectAll(key: string): void;
  selectNone(key: string): void;
  /** Choose the free-text choice; on a multi-select question `selected` ticks or unticks it. */
  selectCustom(key: string, selected?: boolean): void;
  setCustomText(key: string, text: string): void;
  setNotes(key: string, notes: string): void;
  toggleNotes(key: string): void;
  /** The pointer entered (or left: no `label`) an option, or focus moved to one: its preview shows. */
  showPreview(key: string, label: string | undefined, via: 'hover' | 'focus'): void;
  skipQuestion(key: string): void;
  unskipQuestion(key: string): void;
  clearQuestion(key: string): void;
  clear(): void;
  reset(): void;
  /** Send the current answers (in the amend editor: the correction). Ignored unless `canSubmit`. */
  submit(): void;
  /** Accept with no answers at all: an explicit "continue without answering". */
  skipAll(): void;
  decline(reason?: string): void;
  cancel(reason?: string): void;
  goToStep(step: number): void;
  /** Open the amend editor on a finished call's answers (when `amendable`). */
  startAmend(): void;
  cancelAmend(): void;
}

/** A card's state and props, with subscriptions: one per card, shared by the hook and every part. */
export interface CardStore {
  /** The current state and props; the same object until either changes. */
  getSnapshot(): CardSnapshot;
  /**
   * Calls `listener` after each change. With a question `key`, only after changes that touched
   * that question or the whole card: an answer edit of another question leaves it alone.
   */
  subscribe(listener: () => void, key?: string): () => void;
  /** Takes the host's latest props (after a render, never during one). */
  setProps(props: CardStoreProps): void;
  readonly actions: CardActions;
}

const CARD_PROP_KEYS = [
  'normalized',
  'source',
  'hasInput',
  'record',
  'status',
  'response',
  'disabled',
  'answeredElsewhere',
  'canAmend',
  'idBase',
  'shortcuts',
] as const satisfies readonly (keyof CardProps)[];

const sameProps = (a: CardProps, b: CardProps) => CARD_PROP_KEYS.every((key) => Object.is(a[key], b[key]));

const HANDLERS = {
  [CardChange.Submit]: 'onSubmit',
  [CardChange.SkipAll]: 'onSubmit',
  [CardChange.Decline]: 'onDecline',
  [CardChange.Cancel]: 'onCancel',
} as const;

/**
 * The questions a change touched, when it touched nothing but some questions' answers or notes;
 * `undefined` (every listener) when it touched anything else. Decided from the states, not the
 * action: a host's stateReducer may change more than the action says.
 */
function changedQuestions(before: CardState, after: CardState): string[] | undefined {
  const { draft } = after;
  const same =
    draft.questions === before.draft.questions &&
    draft.initial === before.draft.initial &&
    after.delivery === before.delivery &&
    after.step === before.step &&
    after.stepMoves === before.stepMoves &&
    after.amending === before.amending &&
    after.amended === before.amended &&
    after.correctionSent === before.correctionSent;
  if (!same) return undefined;
  const keys = new Set<string>();
  for (const [entries, previous] of [
    [draft.entries, before.draft.entries],
    [after.notesOpen, before.notesOpen],
    [after.previewing, before.previewing],
  ] as const) {
    for (const key of new Set([...Object.keys(entries), ...Object.keys(previous)]))
      if (!Object.is((entries as Record<string, unknown>)[key], (previous as Record<string, unknown>)[key]))
        keys.add(key);
  }
  return [...keys];
}

/**
 * The card's store, framework-free: the machine's state, the host's props, and the delivery of
 * each response — handed to the host at most once, reported sent only once the host took it.
 * Changes apply synchronously, so two clicks in one frame see the first one's response out.
 */
export function createCardStore(initial: CardStoreProps, defaultDraft?: AnswerDraft): CardStore {
  let props: CardStoreProps = initial;
  // What the selectors read: a new object only when one of its values changed, so a host that
  // passes new callbacks on every render costs no derived state.
  let cardProps: CardProps = initial;
  let own: CardState = createCardState(initial.normalized);
  if (defaultDraft) own = { ...own, draft: fitDraft(defaultDraft, initial.normalized) };
  // Kept answers come back once per card: a host that passes a new object later restores nothing.
  let restored = false;
  let snapshot: CardSnapshot | undefined;
  // Listeners by the question they follow ('' for the whole card).
  const listeners = new Map<string, Set<() => void>>();

  const getSnapshot = (): CardSnapshot => {
    if (!snapshot) {
      // The host's draft wins while it controls one; the amend editor's draft is always the card's.
      const state = props.draft && !own.amending ? { ...own, draft: props.draft } : own;
      snapshot = { state, props: cardProps };
    }
    return snapshot;
  };
  /** Tells the listeners of the whole card, and those of the questions `keys` names (all: every one). */
  const notify = (keys?: readonly string[]) => {
    snapshot = undefined;
    const told =
      keys === undefined
        ? [...listeners.values()]
        : [listeners.get(''), ...keys.map((key) => listeners.get(key))];
    for (const set of told) for (const listener of [...(set ?? [])]) listener();
  };

  const apply = (action: CardAction, tell: boolean): CardState | undefined => {
    const current = getSnapshot();
    const changes = reduceSnapshot(current, action);
    const next = props.stateReducer
      ? props.stateReducer(current.state, { ...action, changes, props: current.props })
      : changes;
    if (next === current.state) return undefined;
    own = next;
    notify(changedQuestions(current.state, next));
    if (!tell) return next;
    const details = { type: action.type, action };
    // The amend editor's draft is the card's own: a host that keeps the call's draft never gets it.
    if (next.draft !== current.state.draft && !current.state.amending && !next.amending)
      props.onDraftChange?.(next.draft, details);
    props.onStateChange?.(next, details);
    return next;
  };

  function dispatch(action: CardAction): void {
    const before = own.delivery;
    const next = apply(action, true);
    if (!next || !(action.type in HANDLERS)) return;
    // A response went out with this change: hand it to the host's handler for it.
    if (next.delivery.state !== 'sending' || next.delivery === before) return;
    const { response } = next.delivery;
    const handlerName = HANDLERS[action.type as keyof typeof HANDLERS];
    deliver(response, props[handlerName], handlerName, {
      sent: () => dispatch({ type: CardChange.Sent, response }),
      refused: (error) => dispatch({ type: CardChange.Refused, response, error }),
    });
  }

  /** Applies the host's `restore` once the card takes answers (not while it streams in or is sent). */
  function restoreOnce(): void {
    const current = getSnapshot();
    const card = selectCard(current);
    if (!props.restore || restored || card.locked) return;
    restored = true;
    // Dispatched even when too late (a response out, the amend editor): the machine refuses it.
    dispatch({ type: CardChange.Restore, entries: props.restore });
  }

  const actions = bindActions(
    dispatch,
    getSnapshot,
    () => props,
    () => own,
  );

  return {
    getSnapshot,
    subscribe: (listener, key = '') => {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    setProps: (next) => {
      const previous = props;
      props = next;
      // Callbacks alone changed: they are read when called, nothing to render.
      if (sameProps(cardProps, next) && next.draft === previous.draft) return restoreOnce();
      if (!sameProps(cardProps, next)) cardProps = next;
      snapshot = undefined;
      const synced =
        next.normalized !== previous.normalized &&
        apply({ type: CardChange.SyncQuestions, normalized: next.normalized }, false);
      if (!synced) notify();
      restoreOnce();
    },
    actions,
  };
}

/**
 * The card's named actions over its `dispatch`. The amend editor's Submit is the one that decides
 * here: it reaches the host as an amendment, never as a response.
 */
function bindActions(
  dispatch: (action: CardAction) => void,
  getSnapshot: () => CardSnapshot,
  getProps: () => CardStoreProps,
  getState: () => CardState,
): CardActions {
  const question =
    <T extends CardAction['type']>(type: T) =>
    (key: string) =>
      dispatch({ type, key } as CardAction);
  const option =
    <T extends CardAction['type']>(type: T) =>
    (key: string, label: string) =>
      dispatch({ type, key, label } as CardAction);

  return {
    dispatch,
    selectOption: option(CardChange.SelectOption),
    deselectOption: option(CardChange.DeselectOption),
    toggleOption: option(CardChange.ToggleOption),
    selectAll: question(CardChange.SelectAll),
    selectNone: question(CardChange.SelectNone),
    selectCustom: (key, selected) =>
      dispatch(
        selected === undefined ? { type: 'select-custom', key } : { type: 'select-custom', key, selected },
      ),
    setCustomText: (key, text) => dispatch({ type: CardChange.SetCustomText, key, text }),
    setNotes: (key, notes) => dispatch({ type: CardChange.SetNotes, key, notes }),
    toggleNotes: question(CardChange.ToggleNotes),
    showPreview: (key, label, via) => dispatch({ type: CardChange.ShowPreview, key, label, via }),
    skipQuestion: question(CardChange.SkipQuestion),
    unskipQuestion: question(CardChange.UnskipQuestion),
    clearQuestion: question(CardChange.ClearQuestion),
    clear: () => dispatch({ type: CardChange.Clear }),
    reset: () => dispatch({ type: CardChange.Reset }),
    submit: () => {
      const current = getSnapshot();
      if (!current.state.amending) return dispatch({ type: CardChange.Submit });
      const card = selectCard(current);
      if (!card.canSubmit || !card.reading) return;
      const response = toResponse(current.state.draft);
      const amendment = createAmendment(getProps().source, card.reading, response);
      // Nothing changed: the editor closes and nothing reaches the host.
      dispatch(amendment ? { type: CardChange.Amend, response } : { type: CardChange.CancelAmend });
      // Only a correction the card took (a stateReducer may keep the editor open) reaches the host.
      if (amendment && getState().amended === response) getProps().onAmend?.(amendment);
    },
    skipAll: () => dispatch({ type: CardChange.SkipAll }),
    decline: (reason) => dispatch(reason === undefined ? { type: 'decline' } : { type: 'decline', reason }),
    cancel: (reason) => dispatch(reason === undefined ? { type: 'cancel' } : { type: 'cancel', reason }),
    goToStep: (step) => dispatch({ type: CardChange.GoToStep, step }),
    startAmend: () => {
      const current = getSnapshot();
      const { reading } = selectCard(current);
      if (!reading) return;
      dispatch({
        type: CardChange.StartAmend,
        draft: draftForQuestions(current.props.normalized, { from: reading }),
      });
    },
    cancelAmend: () => dispatch({ type: CardChange.CancelAmend }),
  };
}

'use client';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import {
  type AnswerDraft,
  type DraftAction,
  type DraftAnswer,
  draftAnswer,
  draftReducer,
  summarizeDraft,
  toResponse,
} from '../../core/draft/draft.js';
import { draftForQuestions } from '../../core/draft/create.js';
import { isSubmittable, missingRequiredKeys } from '../../core/draft/submit.js';
import type { AskUserResponse, NormalizedInput } from '../../core/types.js';
import { useControllableState } from '../use-controllable-state.js';
import { type UseRespondOnceReturn, useRespondOnce } from '../use-respond-once.js';
import { createCardIds } from './ids.js';
import { usePropGetters } from './prop-getters.js';
import type {
  AskUserQuestionActions,
  CardPhase,
  DraftChangeDetails,
  UseAskUserQuestionOptions,
  UseAskUserQuestionReturn,
} from './types.js';
import { useIsomorphicLayoutEffect } from '../isomorphic-layout-effect.js';

type DraftEntries = AnswerDraft['entries'];

/** `fresh` with the entries `kept` has for these questions, by question key. */
function keptByKey(fresh: DraftEntries, kept: DraftEntries, normalized: NormalizedInput): DraftEntries {
  const entries = { ...fresh };
  for (const question of normalized.questions) {
    if (Object.prototype.hasOwnProperty.call(kept, question.key)) {
      entries[question.key] = kept[question.key] as DraftEntries[string];
    }
  }
  return entries;
}

/** Keeps draft entries across input updates (arguments streaming in, re-announced calls). */
function mergeDraft(previous: AnswerDraft | undefined, normalized: NormalizedInput): AnswerDraft {
  const fresh = draftForQuestions(normalized);
  if (!previous) return fresh;
  return {
    ...fresh,
    entries: keptByKey(fresh.entries, previous.entries, normalized),
    status: previous.status,
  };
}

/**
 * The draft the card starts from. One made for other questions (a host's `defaultDraft` from
 * `createDraft`, the answers a card kept across a retry) is fitted to these by question key, as
 * an input update is, and keeps its own starting point for the questions it knows.
 */
function startingDraft(given: AnswerDraft | undefined, normalized: NormalizedInput): AnswerDraft {
  if (!given) return draftForQuestions(normalized);
  if (given.questions === normalized.questions) return given;
  const fitted = mergeDraft(given, normalized);
  return { ...fitted, initial: keptByKey(fitted.initial, given.initial, normalized) };
}

/** The host's `allowCustom: false` applied to normalised questions. */
export function withoutFreeText(base: NormalizedInput, allowCustom: boolean | undefined): NormalizedInput {
  if (allowCustom !== false) return base;
  return {
    ...base,
    questions: base.questions.map((q) => (q.kind === 'choice' ? { ...q, allowCustom: false } : q)),
  };
}

/**
 * The draft, controlled or not. An uncontrolled draft follows the input as it changes
 * (streaming, re-announce) and keeps what the user already did.
 */
function useDraft(options: UseAskUserQuestionOptions, normalized: NormalizedInput) {
  const [draft, setDraft, setOwnDraft] = useControllableState<AnswerDraft, DraftChangeDetails>({
    value: options.draft,
    defaultValue: () => startingDraft(options.defaultDraft, normalized),
    onChange: options.onDraftChange,
    name: 'useAskUserQuestion: the draft',
  });
  const [syncedFor, setSyncedFor] = useState(normalized);
  let current = draft;
  if (syncedFor !== normalized) {
    if (options.draft === undefined) {
      current = mergeDraft(draft, normalized);
      setOwnDraft(current);
    }
    setSyncedFor(normalized);
  }
  return { draft: current, setDraft, setOwnDraft, isControlled: options.draft !== undefined };
}

/**
 * The card hook over questions the caller normalised: `useAskUserQuestion` reads any input
 * with `normalizeQuestions`; the styled card reads its own, loading the preview checks only for
 * inputs with previews. The styled card passes the call's delivery (`shared`), which outlives
 * the card when a failed load replaces it with its error card. @internal
 */
export function useCardEngine(
  options: UseAskUserQuestionOptions,
  normalized: NormalizedInput,
  shared?: UseRespondOnceReturn<AskUserResponse>,
): UseAskUserQuestionReturn {
  const { status, stateReducer, onSubmit, onDecline, onCancel, disabled = false } = options;
  const { draft, setDraft, setOwnDraft } = useDraft(options, normalized);
  const own = useRespondOnce();
  const { delivery, busy, respond: deliver } = shared ?? own;
  const response = delivery.state === 'sent' ? delivery.response : undefined;

  const streaming = status === 'streaming' || (status === undefined && !normalized.complete);
  const phase: CardPhase =
    delivery.state === 'sent'
      ? 'responded'
      : delivery.state === 'sending'
        ? 'sending'
        : disabled
          ? 'disabled'
          : streaming
            ? 'streaming'
            : 'editing';
  const locked = phase !== 'editing';

  // The values event handlers need, refreshed after each commit (events only fire after one).
  const latest = useRef({ draft, normalized, stateReducer, onSubmit, onDecline, onCancel, locked });
  useIsomorphicLayoutEffect(() => {
    latest.current = { draft, normalized, stateReducer, onSubmit, onDecline, onCancel, locked };
  });

  // `tell`: the host hears the change (`onDraftChange`); without it only this card's copy changes.
  const apply = useCallback(
    (action: DraftAction, tell: boolean) => {
      // Decline and dismiss stay possible while the input streams in or is unusable.
      const alwaysAllowed = action.type === 'reset' || action.type === 'reopen' || action.type === 'respond';
      if (latest.current.locked && !alwaysAllowed) return;
      const current = latest.current;
      const changes = draftReducer(current.draft, action);
      const next = current.stateReducer
        ? current.stateReducer(current.draft, { ...action, changes })
        : changes;
      if (next === current.draft) return;
      latest.current = { ...current, draft: next };
      if (tell) setDraft(next, { type: action.type, action });
      else setOwnDraft(next);
    },
    [setDraft, setOwnDraft],
  );
  const dispatch = useCallback((action: DraftAction) => apply(action, true), [apply]);

  const summary = useMemo(() => summarizeDraft(draft), [draft]);
  const missingRequired = useMemo(() => missingRequiredKeys(normalized, draft), [normalized, draft]);
  const canSubmit = !locked && isSubmittable(normalized, draft);

  // What this card sent: its refusal reopens the draft as it is heard (`onFailed`), whether the
  // card is on screen, hidden (`<Activity>`) or gone (the host keeps the draft, or the card that
  // comes back after a failed load reads it).
  const sentHere = useRef<AskUserResponse>(undefined);
  const respond = useCallback(
    (next: AskUserResponse, call: 'onSubmit' | 'onDecline' | 'onCancel') => {
      sentHere.current = next;
      deliver(next, latest.current[call], call, (error) => dispatch({ type: 'reopen', error }));
    },
    [deliver, dispatch],
  );
  const actions = useCardActions(dispatch, respond, busy, latest);
  // A refusal of what an earlier card of this call sent, heard after this card came back in its
  // place: this card's copy of the draft is still frozen by that send. The sender told the host;
  // this card only catches up, so the host hears one reopen.
  const frozen = !!shared && delivery.state === 'failed' && draft.status === 'submitted';
  useIsomorphicLayoutEffect(() => {
    if (frozen && delivery.state === 'failed' && delivery.response !== sentHere.current)
      apply({ type: 'reopen', error: delivery.error }, false);
  }, [frozen, delivery, apply]);

  const reactId = useId();
  const base = options.id ?? `auq${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = useMemo(() => createCardIds(base, normalized.questions), [base, normalized.questions]);
  const answerFor = useCallback(
    (key: string): DraftAnswer => {
      const question = normalized.questions.find((q) => q.key === key);
      return question ? draftAnswer(question, draft.entries[key]) : { state: 'unanswered', selected: [] };
    },
    [normalized.questions, draft],
  );
  const isLocked = useCallback(() => latest.current.locked, []);
  const getters = usePropGetters({
    questions: normalized.questions,
    entries: draft.entries,
    answerFor,
    ids,
    phase,
    complete: normalized.complete,
    canSubmit,
    declineAllowed: (delivery.state === 'idle' || delivery.state === 'failed') && !disabled,
    actions,
    isLocked,
  });

  return {
    normalized,
    questions: normalized.questions,
    draft,
    summary,
    phase,
    locked,
    response,
    delivery,
    canSubmit,
    missingRequired,
    actions,
    ids,
    answerFor,
    ...getters,
  };
}

/** What the actions read at the moment they run. */
interface Latest {
  readonly current: {
    readonly locked: boolean;
    readonly normalized: NormalizedInput;
    readonly draft: AnswerDraft;
  };
}

/**
 * The card's actions: each draft change is one reducer action; the responses go through
 * `respond` (at most once) and freeze the draft with a `respond` transition.
 */
function useCardActions(
  dispatch: (action: DraftAction) => void,
  respond: (next: AskUserResponse, call: 'onSubmit' | 'onDecline' | 'onCancel') => void,
  busy: () => boolean,
  latest: Latest,
): AskUserQuestionActions {
  return useMemo<AskUserQuestionActions>(
    () => ({
      dispatch,
      selectOption: (key, label) => dispatch({ type: 'select-option', key, label }),
      deselectOption: (key, label) => dispatch({ type: 'deselect-option', key, label }),
      toggleOption: (key, label) => dispatch({ type: 'toggle-option', key, label }),
      selectAll: (key) => dispatch({ type: 'select-all', key }),
      selectNone: (key) => dispatch({ type: 'select-none', key }),
      selectCustom: (key, selected) =>
        dispatch(
          selected === undefined ? { type: 'select-custom', key } : { type: 'select-custom', key, selected },
        ),
      setCustomText: (key, text) => dispatch({ type: 'set-custom-text', key, text }),
      setNotes: (key, notes) => dispatch({ type: 'set-notes', key, notes }),
      skipQuestion: (key) => dispatch({ type: 'skip-question', key }),
      unskipQuestion: (key) => dispatch({ type: 'unskip-question', key }),
      clearQuestion: (key) => dispatch({ type: 'clear-question', key }),
      clear: () => dispatch({ type: 'clear' }),
      reset: () => dispatch({ type: 'reset' }),
      submit: () => {
        // Judge the draft as it is now, not as of the last render: a selection and a submit
        // in the same event must both count.
        const { locked, normalized, draft } = latest.current;
        if (busy() || locked || !isSubmittable(normalized, draft)) return;
        dispatch({ type: 'submit' });
        respond(toResponse(latest.current.draft), 'onSubmit');
      },
      skipAll: () => {
        if (busy() || latest.current.locked) return;
        dispatch({ type: 'respond', response: 'skip-all' });
        respond({ action: 'accept', content: { answers: {} } }, 'onSubmit');
      },
      decline: (reason?: string) => {
        if (busy()) return;
        dispatch({ type: 'respond', response: 'decline' });
        respond(reason === undefined ? { action: 'decline' } : { action: 'decline', reason }, 'onDecline');
      },
      cancel: (reason?: string) => {
        if (busy()) return;
        dispatch({ type: 'respond', response: 'cancel' });
        respond(reason === undefined ? { action: 'cancel' } : { action: 'cancel', reason }, 'onCancel');
      },
    }),
    [dispatch, respond, busy, latest],
  );
}

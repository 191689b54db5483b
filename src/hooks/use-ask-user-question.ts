'use client';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type AnswerDraft,
  type DraftAction,
  type DraftAnswer,
  type DraftChangeType,
  type DraftSummary,
  createDraft,
  draftAnswer,
  draftReducer,
  summarizeDraft,
  toResponse,
} from '../core/draft/draft.js';
import { normalizeQuestions } from '../core/normalize/normalize-questions.js';
import type {
  AskUserInput,
  AskUserRecord,
  AskUserRecordState,
  AskUserResponse,
  NormalizedInput,
  NormalizedQuestion,
} from '../core/types.js';
import { field } from '../core/utils/read.js';
import { isDevelopment } from './development.js';
import { type DeliveryState, type ResponseHandler, useRespondOnce } from './use-respond-once.js';
import { type PropsWithHandlers, mergeProps } from './merge-props.js';

/**
 * The host's view of the call's lifecycle — the record's own state vocabulary. `unavailable`:
 * the host reports that no UI could show the question (a headless run).
 */
export type CardStatus = AskUserRecordState;

/** Details passed to `onDraftChange`: the change type is the reducer action type. */
export interface DraftChangeDetails {
  readonly type: DraftChangeType;
  readonly action: DraftAction;
}

export type DraftStateReducer = (
  state: AnswerDraft,
  actionAndChanges: DraftAction & { readonly changes: AnswerDraft },
) => AnswerDraft;

export interface UseAskUserQuestionOptions {
  /**
   * The tool input in any supported shape, also partial JSON text while it streams in. Wrap a
   * value typed `unknown` with `asAskUserInput`.
   */
  readonly input?: AskUserInput;
  /** A stored record; its `input` is used when `input` is not given. */
  readonly record?: AskUserRecord;
  /** The host's lifecycle state. `streaming` keeps every input locked. */
  readonly status?: CardStatus;
  /** Controlled draft. Pair with `onDraftChange`. */
  readonly draft?: AnswerDraft;
  /** Initial draft when uncontrolled (default: from the questions' defaults). */
  readonly defaultDraft?: AnswerDraft;
  /** Every draft change, with the change type shared with the reducer and `stateReducer`. */
  readonly onDraftChange?: (draft: AnswerDraft, details: DraftChangeDetails) => void;
  /** Veto or alter a change before it is applied (Downshift's state reducer). */
  readonly stateReducer?: DraftStateReducer;
  /**
   * The user accepted: answers (possibly partial or none). Called once per send; return a
   * Promise and the card shows it is sending until it settles — a rejection keeps the draft
   * and lets the user send again.
   */
  readonly onSubmit?: ResponseHandler;
  /** The user refused to answer. Never called by Escape. May return a Promise, like `onSubmit`. */
  readonly onDecline?: ResponseHandler;
  /** The user dismissed the question without deciding. May return a Promise, like `onSubmit`. */
  readonly onCancel?: ResponseHandler;
  /** Lock every input (for example while the host is busy). */
  readonly disabled?: boolean;
  /** `false` hides the free-text choice on every question, whatever the input says. */
  readonly allowCustom?: boolean;
  /** Base for generated element ids. */
  readonly id?: string;
}

export interface AskUserQuestionActions {
  dispatch(action: DraftAction): void;
  selectOption(key: string, label: string): void;
  deselectOption(key: string, label: string): void;
  toggleOption(key: string, label: string): void;
  selectAll(key: string): void;
  selectNone(key: string): void;
  selectCustom(key: string, selected?: boolean): void;
  setCustomText(key: string, text: string): void;
  setNotes(key: string, notes: string): void;
  skipQuestion(key: string): void;
  unskipQuestion(key: string): void;
  clearQuestion(key: string): void;
  clear(): void;
  reset(): void;
  /** Accept with the current answers. Ignored when `canSubmit` is false or after a response. */
  submit(): void;
  /** Accept with no answers at all: an explicit "continue without answering". */
  skipAll(): void;
  decline(reason?: string): void;
  cancel(reason?: string): void;
}

/** Ids of the elements the getters link together for assistive technology. */
export interface AskUserQuestionIds {
  readonly root: string;
  question(key: string): string;
  questionText(key: string): string;
  questionHint(key: string): string;
  option(key: string, label: string): string;
  optionDescription(key: string, label: string): string;
  customChoice(key: string): string;
  customInput(key: string): string;
  notes(key: string): string;
  status: string;
}

/**
 * How the card stands: what the user can do now. `sending`: a response is with the host;
 * `responded`: the host took it.
 */
export type CardPhase = 'streaming' | 'editing' | 'sending' | 'responded' | 'disabled';

type Props = Record<string, unknown>;

export interface UseAskUserQuestionReturn {
  readonly normalized: NormalizedInput;
  readonly questions: readonly NormalizedQuestion[];
  readonly draft: AnswerDraft;
  readonly summary: DraftSummary;
  readonly phase: CardPhase;
  /** Inputs are locked: streaming, disabled, or already responded. */
  readonly locked: boolean;
  /** The response this card gave, once the host took it. */
  readonly response: AskUserResponse | undefined;
  /** Where the response stands; `failed` carries the host's error. */
  readonly delivery: DeliveryState;
  /** Submit is possible: something is answered or skipped, and required questions are answered. */
  readonly canSubmit: boolean;
  /** Keys of required questions that are not answered yet. */
  readonly missingRequired: readonly string[];
  readonly actions: AskUserQuestionActions;
  readonly ids: AskUserQuestionIds;
  answerFor(key: string): DraftAnswer;
  getRootProps(props?: PropsWithHandlers): Props;
  getQuestionProps(key: string, props?: PropsWithHandlers): Props;
  /**
   * Props for the element around a question's options: role, labelling, and keyboard
   * handling — digits pick options; arrows move and select within a single-select group
   * (pass `{ arrowKeys: false }` when a primitive such as Radix already does).
   */
  getOptionGroupProps(key: string, props?: PropsWithHandlers, config?: { arrowKeys?: boolean }): Props;
  getOptionProps(key: string, label: string, props?: PropsWithHandlers): Props;
  getCustomChoiceProps(key: string, props?: PropsWithHandlers): Props;
  getCustomInputProps(key: string, props?: PropsWithHandlers): Props;
  getNotesProps(key: string, props?: PropsWithHandlers): Props;
  getSkipProps(key: string, props?: PropsWithHandlers): Props;
  getSubmitProps(props?: PropsWithHandlers): Props;
  getSkipAllProps(props?: PropsWithHandlers): Props;
  getDeclineProps(props?: PropsWithHandlers): Props;
  getCancelProps(props?: PropsWithHandlers): Props;
}

/** Keeps draft entries across input updates (arguments streaming in, re-announced calls). */
function mergeDraft(previous: AnswerDraft | undefined, normalized: NormalizedInput): AnswerDraft {
  const fresh = createDraft(normalized);
  if (!previous) return fresh;
  const entries = { ...fresh.entries };
  for (const question of normalized.questions) {
    if (Object.prototype.hasOwnProperty.call(previous.entries, question.key)) {
      entries[question.key] = previous.entries[question.key] as AnswerDraft['entries'][string];
    }
  }
  return { ...fresh, entries, status: previous.status };
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function missingRequiredKeys(normalized: NormalizedInput, draft: AnswerDraft): string[] {
  return normalized.questions
    .filter((q) => q.required && draftAnswer(q, draft.entries[q.key]).state !== 'answered')
    .map((q) => q.key);
}

/** Something is answered or skipped, and every required question is answered. */
function submittable(normalized: NormalizedInput, draft: AnswerDraft): boolean {
  if (normalized.questions.length === 0 || missingRequiredKeys(normalized, draft).length > 0) return false;
  const summary = summarizeDraft(draft);
  return summary.answered + summary.skipped > 0;
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);

/**
 * The headless ask-the-user card: normalises any input shape, owns the draft
 * (controlled or not, with a `stateReducer`), and returns actions and prop getters that
 * carry ARIA and `data-*` state. Responds at most once per call — a double click, a
 * StrictMode double render or a re-announced request cannot submit twice — and never
 * responds on its own: nothing submits on selection and Escape never declines.
 *
 * @example
 * const card = useAskUserQuestion({ input: toolCall.input, onSubmit: (r) => addToolOutput(r) });
 * <div {...card.getRootProps()}>
 *   {card.questions.map((q) => (
 *     <div key={q.key} {...card.getQuestionProps(q.key)}>
 *       <p id={card.ids.questionText(q.key)}>{q.question}</p>
 *       <div {...card.getOptionGroupProps(q.key)}>
 *         {q.options.map((o) => <button key={o.label} {...card.getOptionProps(q.key, o.label)}>{o.displayLabel}</button>)}
 *       </div>
 *     </div>
 *   ))}
 *   <button {...card.getSubmitProps()}>Submit</button>
 * </div>
 */
export function useAskUserQuestion(options: UseAskUserQuestionOptions = {}): UseAskUserQuestionReturn {
  const {
    input,
    record,
    status,
    draft: controlledDraft,
    defaultDraft,
    onDraftChange,
    stateReducer,
    onSubmit,
    onDecline,
    onCancel,
    disabled = false,
    allowCustom,
  } = options;
  const source = input !== undefined ? input : field(record, 'input');
  const baseNormalized = useMemo(() => normalizeQuestions(source), [source]);
  const normalized = useMemo<NormalizedInput>(
    () =>
      allowCustom === false
        ? {
            ...baseNormalized,
            questions: baseNormalized.questions.map((q) =>
              q.kind === 'choice' ? { ...q, allowCustom: false } : q,
            ),
          }
        : baseNormalized,
    [baseNormalized, allowCustom],
  );

  const [ownDraft, setOwnDraft] = useState<AnswerDraft>(() => defaultDraft ?? createDraft(normalized));
  const [syncedFor, setSyncedFor] = useState(normalized);
  let uncontrolled = ownDraft;
  if (syncedFor !== normalized) {
    // The input changed (streaming, re-announce): keep what the user already did.
    uncontrolled = mergeDraft(ownDraft, normalized);
    setSyncedFor(normalized);
    setOwnDraft(uncontrolled);
  }
  const isControlled = controlledDraft !== undefined;
  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (wasControlled.current !== isControlled && isDevelopment()) {
      console.warn(
        `useAskUserQuestion: the draft switched from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ${
          isControlled ? 'controlled' : 'uncontrolled'
        }. Decide once whether you pass \`draft\`.`,
      );
    }
    wasControlled.current = isControlled;
  }, [isControlled]);
  const draft = controlledDraft ?? uncontrolled;

  const { delivery, busy, respond: deliver } = useRespondOnce();
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
  const latest = useRef({
    draft,
    normalized,
    stateReducer,
    onDraftChange,
    onSubmit,
    onDecline,
    onCancel,
    isControlled,
    locked,
  });
  useIsomorphicLayoutEffect(() => {
    latest.current = {
      draft,
      normalized,
      stateReducer,
      onDraftChange,
      onSubmit,
      onDecline,
      onCancel,
      isControlled,
      locked,
    };
  });

  const dispatch = useCallback((action: DraftAction) => {
    // Decline and dismiss stay possible while the input streams in or is unusable.
    const alwaysAllowed = action.type === 'reset' || action.type === 'reopen' || action.type === 'respond';
    if (latest.current.locked && !alwaysAllowed) return;
    const current = latest.current;
    const changes = draftReducer(current.draft, action);
    const next = current.stateReducer ? current.stateReducer(current.draft, { ...action, changes }) : changes;
    if (next === current.draft) return;
    latest.current = { ...current, draft: next };
    if (!current.isControlled) setOwnDraft(next);
    current.onDraftChange?.(next, { type: action.type, action });
  }, []);

  const summary = useMemo(() => summarizeDraft(draft), [draft]);
  const missingRequired = useMemo(() => missingRequiredKeys(normalized, draft), [normalized, draft]);
  const canSubmit = !locked && submittable(normalized, draft);

  const respond = useCallback(
    (next: AskUserResponse, call: 'onSubmit' | 'onDecline' | 'onCancel') => {
      deliver(next, latest.current[call], call, () => dispatch({ type: 'reopen' }));
    },
    [deliver, dispatch],
  );

  const baseActions = useMemo<Omit<AskUserQuestionActions, 'decline' | 'cancel'>>(
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
        const { locked: isLocked, normalized: current, draft: now } = latest.current;
        if (busy() || isLocked || !submittable(current, now)) return;
        dispatch({ type: 'submit' });
        respond(toResponse(latest.current.draft), 'onSubmit');
      },
      skipAll: () => {
        if (busy() || latest.current.locked) return;
        dispatch({ type: 'respond', response: 'skip-all' });
        respond({ action: 'accept', content: { answers: {} } }, 'onSubmit');
      },
    }),
    [dispatch, respond, busy],
  );

  // Declining must stay possible when the input is unusable: the streaming lock
  // only applies to answering.
  const declineAllowed = (delivery.state === 'idle' || delivery.state === 'failed') && !disabled;
  const declineActions = useMemo<Pick<AskUserQuestionActions, 'decline' | 'cancel'>>(
    () => ({
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
    [respond, busy, dispatch],
  );
  const actions = useMemo<AskUserQuestionActions>(
    () => ({ ...baseActions, ...declineActions }),
    [baseActions, declineActions],
  );

  const reactId = useId();
  const base = options.id ?? `auq${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Ids come from positions under React's useId, never from model text: two crafted labels
  // can then never share an id, so a label always activates its own control.
  const ids = useMemo<AskUserQuestionIds>(() => {
    const questionIndex = new Map<string, number>();
    const optionIndex = new Map<string, Map<string, number>>();
    normalized.questions.forEach((question, index) => {
      questionIndex.set(question.key, index);
      optionIndex.set(
        question.key,
        new Map(question.options.map((option, position) => [option.label, position])),
      );
    });
    // Keys and labels the input does not have get their own ids, distinct from every real one.
    const strangers = new Map<string, string>();
    const stranger = (kind: string, text: string) => {
      const name = `${kind}\u0000${text}`;
      let id = strangers.get(name);
      if (id === undefined) {
        id = `x${strangers.size}`;
        strangers.set(name, id);
      }
      return id;
    };
    const q = (key: string) => `${base}-q${questionIndex.get(key) ?? stranger('q', key)}`;
    const o = (key: string, label: string) =>
      `${q(key)}-o${optionIndex.get(key)?.get(label) ?? stranger(`o${key}`, label)}`;
    return {
      root: base,
      question: q,
      questionText: (key) => `${q(key)}-text`,
      questionHint: (key) => `${q(key)}-hint`,
      option: o,
      optionDescription: (key, label) => `${o(key, label)}-desc`,
      customChoice: (key) => `${q(key)}-custom`,
      customInput: (key) => `${q(key)}-custom-input`,
      notes: (key) => `${q(key)}-notes`,
      status: `${base}-status`,
    };
  }, [base, normalized.questions]);

  const questionByKey = useMemo(
    () => new Map(normalized.questions.map((q) => [q.key, q])),
    [normalized.questions],
  );
  const entryOf = useCallback((key: string) => draft.entries[key], [draft]);
  const answerFor = useCallback(
    (key: string): DraftAnswer => {
      const question = questionByKey.get(key);
      return question ? draftAnswer(question, entryOf(key)) : { state: 'unanswered', selected: [] };
    },
    [questionByKey, entryOf],
  );

  /** Digits pick options; arrows move between them (headless markup). */
  const groupKeyDown = useCallback(
    (key: string, arrowKeys: boolean) => (event: KeyboardEvent<HTMLElement>) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isTextField(event.target)
      )
        return;
      const question = questionByKey.get(key);
      if (!question || latest.current.locked) return;
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-option-index]'));
      if (/^[1-9]$/.test(event.key)) {
        const index = Number(event.key) - 1;
        const option = question.options[index];
        if (!option) return;
        event.preventDefault();
        if (question.multiSelect) actions.toggleOption(key, option.label);
        else actions.selectOption(key, option.label);
        items.find((item) => item.dataset.optionIndex === String(index))?.focus();
        return;
      }
      const forward = ['ArrowDown', 'ArrowRight'];
      const backward = ['ArrowUp', 'ArrowLeft'];
      if (!arrowKeys || question.multiSelect || ![...forward, ...backward].includes(event.key)) return;
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const current = items.indexOf(document.activeElement as HTMLElement);
      if (current < 0 || items.length === 0) return;
      let step = forward.includes(event.key) ? 1 : -1;
      if (rtl && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) step = -step;
      const next = items[(current + step + items.length) % items.length];
      if (!next) return;
      event.preventDefault();
      next.focus();
      next.click();
    },
    [questionByKey, actions],
  );

  const getRootProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        {
          id: ids.root,
          'aria-busy': phase === 'streaming' ? true : undefined,
          'data-complete': normalized.complete ? '' : undefined,
        },
        props,
      ),
    [ids.root, phase, normalized.complete],
  );

  const getQuestionProps = useCallback(
    (key: string, props?: PropsWithHandlers) => {
      const question = questionByKey.get(key);
      const answer = answerFor(key);
      return mergeProps(
        {
          // No role here: the option group inside carries the question as its label, and
          // a second labelled group around it would be announced twice.
          id: ids.question(key),
          'data-question-state': answer.state,
          'data-selection-mode': question?.multiSelect ? 'multiple' : 'single',
          'data-kind': question?.kind,
          'data-has-preview': question?.hasPreview ? '' : undefined,
        },
        props,
      );
    },
    [questionByKey, answerFor, ids],
  );

  const getOptionGroupProps = useCallback(
    (key: string, props?: PropsWithHandlers, config?: { arrowKeys?: boolean }) => {
      const question = questionByKey.get(key);
      return mergeProps(
        {
          role: question?.multiSelect ? 'group' : 'radiogroup',
          'aria-labelledby': ids.questionText(key),
          'aria-describedby': ids.questionHint(key),
          'aria-required': question?.required ? true : undefined,
          'aria-disabled': locked ? true : undefined,
          'data-selection-mode': question?.multiSelect ? 'multiple' : 'single',
          'data-disabled': locked ? '' : undefined,
          onKeyDown: groupKeyDown(key, config?.arrowKeys !== false),
        },
        props,
      );
    },
    [questionByKey, ids, locked, groupKeyDown],
  );

  const getOptionProps = useCallback(
    (key: string, label: string, props?: PropsWithHandlers) => {
      const question = questionByKey.get(key);
      const entry = entryOf(key);
      const index = question?.options.findIndex((o) => o.label === label) ?? -1;
      const option = question?.options[index];
      const checked =
        !!entry?.selected.includes(label) && !(question && !question.multiSelect && entry?.customSelected);
      const firstFocusable =
        question && !question.multiSelect && !entry?.selected.length && !entry?.customSelected && index === 0;
      return mergeProps(
        {
          id: ids.option(key, label),
          type: 'button',
          role: question?.multiSelect ? 'checkbox' : 'radio',
          'aria-checked': checked,
          'aria-describedby': option?.description ? ids.optionDescription(key, label) : undefined,
          'aria-disabled': locked ? true : undefined,
          tabIndex: question?.multiSelect ? 0 : checked || firstFocusable ? 0 : -1,
          'data-state': checked ? 'checked' : 'unchecked',
          'data-recommended': option?.recommended ? '' : undefined,
          'data-disabled': locked ? '' : undefined,
          'data-option-index': index,
          onClick: (event: MouseEvent) => {
            if (event.defaultPrevented || latest.current.locked) return;
            if (question?.multiSelect) actions.toggleOption(key, label);
            else actions.selectOption(key, label);
          },
        },
        props,
      );
    },
    [questionByKey, entryOf, ids, locked, actions],
  );

  const getCustomChoiceProps = useCallback(
    (key: string, props?: PropsWithHandlers) => {
      const question = questionByKey.get(key);
      const entry = entryOf(key);
      const checked = !!entry?.customSelected;
      return mergeProps(
        {
          id: ids.customChoice(key),
          type: 'button',
          role: question?.multiSelect ? 'checkbox' : 'radio',
          'aria-checked': checked,
          'aria-controls': ids.customInput(key),
          'aria-disabled': locked ? true : undefined,
          tabIndex: question?.multiSelect || checked ? 0 : -1,
          'data-state': checked ? 'checked' : 'unchecked',
          'data-option-index': question?.options.length,
          onClick: (event: MouseEvent) => {
            if (event.defaultPrevented || latest.current.locked) return;
            actions.selectCustom(key);
          },
        },
        props,
      );
    },
    [questionByKey, entryOf, ids, locked, actions],
  );

  const getCustomInputProps = useCallback(
    (key: string, props?: PropsWithHandlers) => {
      const question = questionByKey.get(key);
      const entry = entryOf(key);
      return mergeProps(
        {
          id: ids.customInput(key),
          type: question?.secret ? 'password' : question?.kind === 'number' ? 'number' : 'text',
          value: entry?.customText ?? '',
          disabled: locked,
          placeholder: question?.placeholder,
          min: question?.min,
          max: question?.max,
          step: question?.step,
          autoComplete: question?.secret ? 'off' : undefined,
          'data-filled': entry?.customText ? '' : undefined,
          'data-active': entry?.customSelected ? '' : undefined,
          onChange: (event: ChangeEvent<HTMLInputElement>) => actions.setCustomText(key, event.target.value),
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            // Enter in the free-text field never submits, and never during IME composition.
            if (event.key === 'Enter') event.preventDefault();
          },
        },
        props,
      );
    },
    [questionByKey, entryOf, ids, locked, actions],
  );

  const getNotesProps = useCallback(
    (key: string, props?: PropsWithHandlers) =>
      mergeProps(
        {
          id: ids.notes(key),
          value: entryOf(key)?.notes ?? '',
          disabled: locked,
          'data-filled': entryOf(key)?.notes ? '' : undefined,
          onChange: (event: ChangeEvent<HTMLTextAreaElement>) => actions.setNotes(key, event.target.value),
        },
        props,
      ),
    [ids, entryOf, locked, actions],
  );

  const getSkipProps = useCallback(
    (key: string, props?: PropsWithHandlers) => {
      const skipped = !!entryOf(key)?.skipped;
      return mergeProps(
        {
          type: 'button',
          'aria-pressed': skipped,
          disabled: locked,
          'data-state': skipped ? 'on' : 'off',
          onClick: () => (skipped ? actions.unskipQuestion(key) : actions.skipQuestion(key)),
        },
        props,
      );
    },
    [entryOf, locked, actions],
  );

  const getSubmitProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        { type: 'button', disabled: !canSubmit, 'data-action': 'submit', onClick: () => actions.submit() },
        props,
      ),
    [canSubmit, actions],
  );
  const getSkipAllProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        { type: 'button', disabled: locked, 'data-action': 'skip-all', onClick: () => actions.skipAll() },
        props,
      ),
    [locked, actions],
  );
  const getDeclineProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        {
          type: 'button',
          disabled: !declineAllowed,
          'data-action': 'decline',
          onClick: () => declineActions.decline(),
        },
        props,
      ),
    [declineAllowed, declineActions],
  );
  const getCancelProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        {
          type: 'button',
          disabled: !declineAllowed,
          'data-action': 'cancel',
          onClick: () => declineActions.cancel(),
        },
        props,
      ),
    [declineAllowed, declineActions],
  );

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
    getRootProps,
    getQuestionProps,
    getOptionGroupProps,
    getOptionProps,
    getCustomChoiceProps,
    getCustomInputProps,
    getNotesProps,
    getSkipProps,
    getSubmitProps,
    getSkipAllProps,
    getDeclineProps,
    getCancelProps,
  };
}

'use client';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type CardState, isNotesOpen as notesOpen } from '../../core/card/machine.js';
import { selectCard } from '../../core/card/selectors.js';
import {
  OTHER_CHOICE,
  offersBulkSelect as bulkSelect,
  previewShown,
  questionHint,
  selectAnswer,
} from '../../core/card/question-state.js';
import { type CardStore, type CardStoreProps, createCardStore } from '../../core/card/store.js';
import { normalizeQuestions } from '../../core/normalize/normalize-questions.js';
import type { NormalizedInput, NormalizedQuestion } from '../../core/types.js';
import { field } from '../../core/utils/read.js';
import { tellDeveloper } from '../development.js';
import { useIsomorphicLayoutEffect } from '../isomorphic-layout-effect.js';
import { type CardGetters, createCardGetters } from './card-getters.js';
import { type AskUserQuestionIds, createCardIds } from './ids.js';
import type { QuestionGetters } from './getter-types.js';
import { questionOf } from './getter-utils.js';
import { createQuestionGetters } from './question-getters.js';
import { createStepGetters, type StepGetters } from './step-getters.js';
import { useCardFocus } from './focus.js';
import type { UseAskUserQuestionOptions, UseAskUserQuestionReturn } from './types.js';

/** The input, normalised once per input, with the host's `allowCustom: false` applied. */
function useNormalized(source: unknown, allowCustom: boolean | undefined): NormalizedInput {
  const base = useMemo(() => normalizeQuestions(source), [source]);
  return useMemo(
    () =>
      allowCustom !== false
        ? base
        : {
            ...base,
            questions: base.questions.map((q) => (q.kind === 'choice' ? { ...q, allowCustom: false } : q)),
          },
    [base, allowCustom],
  );
}

/** A card's store with its getters: created once, read by the hook and by every part. */
export interface CardBinding extends QuestionGetters, CardGetters, StepGetters {
  readonly store: CardStore;
  /** The ids of the card's elements, for its current questions. */
  ids(): AskUserQuestionIds;
}

function bind(store: CardStore): CardBinding {
  let cached: { base: string; questions: unknown; ids: AskUserQuestionIds } | undefined;
  const ids = () => {
    const { idBase, normalized } = store.getSnapshot().props;
    if (cached?.base !== idBase || cached.questions !== normalized.questions)
      cached = {
        base: idBase,
        questions: normalized.questions,
        ids: createCardIds(idBase, normalized.questions),
      };
    return cached.ids;
  };
  return {
    store,
    ids,
    ...createQuestionGetters(store, ids),
    ...createCardGetters(store, ids),
    ...createStepGetters(store, ids),
  };
}

/**
 * The store of one card: created with the host's first props and given each later render's props
 * after the render, in a layout effect, so what a part reads is never written while React renders.
 * @internal
 */
export function useCardBinding(options: UseAskUserQuestionOptions): CardBinding {
  const { input, record } = options;
  const source = input !== undefined ? input : field(record, 'input');
  const normalized = useNormalized(source, options.allowCustom);
  const reactId = useId();
  const props: CardStoreProps = {
    normalized,
    source,
    hasInput: input !== undefined,
    record,
    status: options.status,
    response: options.response,
    disabled: options.disabled === true,
    answeredElsewhere: options.answeredElsewhere === true,
    canAmend: options.onAmend !== undefined,
    canCancel: options.onCancel !== undefined,
    idBase: options.id ?? `auq${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`,
    shortcuts: options.shortcuts ?? 'digits',
    draft: options.draft,
    restore: options.restore,
    onDraftChange: options.onDraftChange,
    onStateChange: options.onStateChange,
    stateReducer: options.stateReducer,
    onSubmit: options.onSubmit,
    onDecline: options.onDecline,
    onCancel: options.onCancel,
    onAmend: options.onAmend,
  };
  const [binding] = useState(() => bind(createCardStore(props, options.defaultDraft)));
  useIsomorphicLayoutEffect(() => binding.store.setProps(props));
  useDeveloperMessages(binding.store, options);
  useCardFocus(binding.store, binding.ids);
  return binding;
}

const NO_PROBLEMS: readonly never[] = [];

/** Host mistakes, told to the developer once per cause (development builds only). */
function useDeveloperMessages(store: CardStore, options: UseAskUserQuestionOptions): void {
  const controlled = options.draft !== undefined;
  const wasControlled = useRef(controlled);
  // Causes this card already reported: StrictMode runs each effect twice, the words go out once.
  const told = useRef(new Set<string>());
  const once = (cause: string) => !told.current.has(cause) && !!told.current.add(cause);
  useEffect(() => {
    const kind = (isControlled: boolean) => (isControlled ? 'controlled' : 'uncontrolled');
    if (wasControlled.current !== controlled && once(`switched-control:${controlled}`))
      tellDeveloper(
        'warn',
        'switched-control',
        'useAskUserQuestion: the draft',
        kind(!controlled),
        kind(controlled),
      );
    wasControlled.current = controlled;
  }, [controlled]);
  const mistake = useSyncExternalStore(
    store.subscribe,
    () => {
      const card = selectCard(store.getSnapshot());
      if (card.problem === 'no-input' || card.problem === 'record-without-questions') return card.problem;
      return card.view === 'questions' && card.phase === 'editing' && !options.onSubmit
        ? 'unconnected'
        : undefined;
    },
    () => undefined,
  );
  // A tool call's input that breaks the contract (6 options, a header too long): said once per
  // input. A record an adapter read from another runtime keeps that runtime's own limits.
  const problems = useSyncExternalStore(
    store.subscribe,
    () => {
      const snapshot = store.getSnapshot();
      return snapshot.props.hasInput ? selectCard(snapshot).contractProblems : NO_PROBLEMS;
    },
    () => NO_PROBLEMS,
  );
  useEffect(() => {
    if (problems.length === 0) return;
    const words = problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ');
    if (once(`contract:${words}`)) tellDeveloper('warn', 'breaks-contract', `${words}.`);
  }, [problems]);
  useEffect(() => {
    if (!mistake || !once(mistake)) return;
    if (mistake === 'unconnected') tellDeveloper('warn', mistake);
    else tellDeveloper('error', mistake);
  }, [mistake]);
}

/** Reads one question of the card as it stands now; `undefined` for a key it does not have. */
function withQuestion<T>(
  store: CardStore,
  key: string,
  read: (question: NormalizedQuestion, state: CardState) => T,
): T | undefined {
  const { props, state } = store.getSnapshot();
  const question = questionOf(props.normalized, key);
  return question ? read(question, state) : undefined;
}

/**
 * The headless ask-the-user card: normalises any input shape, runs the card's one state machine
 * (controlled draft or not, with a `stateReducer` that sees every change), and returns the whole
 * state — phase, delivery, steps, the finished call's reading — with actions and prop getters
 * that carry ARIA and `data-*` state. Responds at most once per call — a double click, a
 * StrictMode double render or a re-announced request cannot submit twice — and never responds on
 * its own: nothing submits on selection and Escape never declines.
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
  const binding = useCardBinding(options);
  const { store } = binding;
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { state, props } = snapshot;
  const { store: _store, ids, ...getters } = binding;
  // Two axes, phase and view, say where the card stands: the flags they decide stay inside.
  const { locked: _locked, finished: _finished, viewState: _viewState, ...card } = selectCard(snapshot);
  return {
    ...card,
    ...getters,
    state,
    normalized: props.normalized,
    questions: props.normalized.questions,
    draft: state.draft,
    actions: store.actions,
    ids: ids(),
    answerFor: (key) =>
      withQuestion(store, key, (question, { draft }) => selectAnswer(draft, question)) ?? {
        state: 'unanswered',
        selected: [],
      },
    isNotesOpen: (key) => notesOpen(store.getSnapshot().state, key),
    previewFor: (key) => {
      const shown = withQuestion(store, key, previewShown);
      if (shown === undefined) return undefined;
      return shown === OTHER_CHOICE ? { other: true } : { label: shown, other: false };
    },
    offersBulkSelect: (key) => withQuestion(store, key, bulkSelect) ?? false,
    hintFor: (key) =>
      withQuestion(store, key, (question, { draft }) => questionHint(question, draft.entries[key])) ?? {
        kind: 'type-answer',
      },
  };
}

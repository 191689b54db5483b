'use client';
import {
  type ReactNode,
  type RefObject,
  createContext,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Amendment } from '../../core/draft/amend.js';
import type { CardViewState } from '../../core/card/card-state.js';
import type { QuestionOrigin } from '../../core/queue/origin.js';
import type {
  AnswerReading,
  AskUserResponse,
  NormalizedOption,
  NormalizedQuestion,
} from '../../core/types.js';
import type { UseAskUserQuestionReturn } from '../../hooks/use-ask-user-question.js';
import { type PropsWithHandlers, mergeProps } from '../../hooks/merge-props.js';
import type { CardMessages } from '../i18n/messages.js';
import type { CardSettings } from './card-settings.js';
import type { AutoResolutionDisplay } from '../card/auto-resolution-bar.js';
import { useIsomorphicLayoutEffect } from '../../hooks/isomorphic-layout-effect.js';

/** Which buttons the card offers besides Submit. All are shown by default. */
export interface CardActionsConfig {
  readonly skipAll?: boolean;
  readonly decline?: boolean;
  readonly cancel?: boolean;
}

/** Where the steps layout stands: the visible questions, the current step and the review step. */
export interface StepsState {
  readonly questions: readonly NormalizedQuestion[];
  readonly current: number;
  readonly reviewIndex: number;
  readonly onReview: boolean;
  go(index: number): void;
  /** What step navigation focuses: the question text or the review title. */
  readonly focusTarget: (node: HTMLElement | null) => void;
}

/** Everything the parts of one card share, created by `AskUser.Root`. */
export interface CardContextValue {
  readonly card: UseAskUserQuestionReturn;
  readonly settings: CardSettings;
  readonly messages: CardMessages;
  readonly layout: 'stacked' | 'steps';
  readonly headingLevel: 2 | 3 | 4 | 5 | 6;
  readonly viewState: CardViewState;
  /** The call is over: the summary shows instead of the questions. */
  readonly finished: boolean;
  readonly reading: AnswerReading | undefined;
  readonly amendable: boolean;
  readonly amending: boolean;
  readonly steps: StepsState;
  readonly actionsConfig: CardActionsConfig | undefined;
  readonly title: ReactNode;
  readonly titleId: string;
  readonly summaryTitleId: string;
  readonly origin: QuestionOrigin | undefined;
  readonly autoResolution: AutoResolutionDisplay | undefined;
  readonly answeredElsewhere: boolean;
  readonly amended: boolean;
  /** The input the card was given, as the amendment and summary read it. */
  readonly source: unknown;
  startAmend(): void;
  finishAmend(response: AskUserResponse | undefined): void;
  readonly onAmend: ((amendment: Amendment) => void) | undefined;
}

/** One question's own state: which option's preview shows, whether its note is open. */
export interface QuestionContextValue {
  readonly question: NormalizedQuestion;
  readonly previewOption: NormalizedOption | undefined;
  readonly previewCandidates: readonly NormalizedOption[];
  showPreview(label: string | undefined, via: 'hover' | 'focus'): void;
  readonly notesOpen: boolean;
  setNotesOpen(open: boolean | ((open: boolean) => boolean)): void;
  readonly customInputRef: RefObject<HTMLInputElement | null>;
  /** Focus target for step navigation, when the question is a step. */
  readonly textRef: ((node: HTMLElement | null) => void) | undefined;
}

export interface OptionContextValue {
  readonly option: NormalizedOption;
  readonly index: number;
  readonly checked: boolean;
}

/**
 * The card's state as a store: parts subscribe to the slice they render, so a click in one
 * question re-renders that question only, not every question of the card.
 */
export interface CardStore {
  get(): CardContextValue;
  subscribe(listener: () => void): () => void;
}

interface WritableCardStore extends CardStore {
  set(value: CardContextValue): void;
  notify(): void;
}

function createCardStore(initial: CardContextValue): WritableCardStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: () => {
      for (const listener of [...listeners]) listener();
    },
  };
}

/**
 * The store a card's parts read, holding this render's state. Parts that re-render with the
 * card read it at once; parts whose subtree React skipped hear of it after the commit, and
 * re-render only when their slice changed.
 */
export function useCardStore(value: CardContextValue): CardStore {
  const [store] = useState(() => createCardStore(value));
  store.set(value);
  useIsomorphicLayoutEffect(() => store.notify());
  return store;
}

export const CardContext = createContext<CardStore | null>(null);
export const QuestionContext = createContext<QuestionContextValue | null>(null);
export const OptionContext = createContext<OptionContextValue | null>(null);

/** A part used where its context is missing is a composition mistake: say which and where. */
function misplaced(part: string, container: string): Error {
  return new Error(`\`AskUser.${part}\` must be inside \`AskUser.${container}\`.`);
}

function useStore(part: string): CardStore {
  const store = useContext(CardContext);
  if (!store) throw misplaced(part, 'Root');
  return store;
}

/** The whole card state: the part re-renders whenever the card does. */
export function useCardPart(part: string): CardContextValue {
  const store = useStore(part);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * A slice of the card state: the part re-renders only when a value in the slice changed.
 * Returns the slice and, for the prop getters, the card as of this render.
 */
export function useCardSlice<T extends Record<string, unknown>>(
  part: string,
  select: (state: CardContextValue) => T,
): T & { readonly state: CardContextValue } {
  const store = useStore(part);
  const last = useRef<T | null>(null);
  const read = () => {
    const next = select(store.get());
    if (last.current && shallowEqual(last.current, next)) return last.current;
    last.current = next;
    return next;
  };
  const slice = useSyncExternalStore(store.subscribe, read, read);
  return { ...slice, state: store.get() };
}

/** What a part inside a question renders from: its question's draft and the card's settings. */
export function useQuestionSlice(part: string, key: string) {
  return useCardSlice(part, (state) => ({
    entry: state.card.draft.entries[key],
    locked: state.card.locked,
    phase: state.card.phase,
    ids: state.card.ids,
    questions: state.card.questions,
    settings: state.settings,
    messages: state.messages,
  }));
}

/**
 * What a part renders from when it shows nothing of any draft — the lock, the ids, the settings
 * and the messages — so an answer leaves it alone (option rows, the question's text).
 */
export function useSettingsSlice(part: string) {
  return useCardSlice(part, (state) => ({
    locked: state.card.locked,
    ids: state.card.ids,
    settings: state.settings,
    messages: state.messages,
  }));
}

export function useQuestionPart(part: string): QuestionContextValue {
  useStore(part);
  const value = useContext(QuestionContext);
  if (!value) throw misplaced(part, 'Question');
  return value;
}

export function useOptionPart(part: string): OptionContextValue {
  useStore(part);
  const value = useContext(OptionContext);
  if (!value) throw misplaced(part, 'OptionList');
  return value;
}

/**
 * The kit's props for a part merged with the host's: host handlers run first and may
 * `preventDefault()` ours, classes join, every other host prop wins.
 */
export function withHostProps<T extends Record<string, unknown>>(ours: T, host: object): T {
  return mergeProps(ours, host as PropsWithHandlers);
}

/**
 * What a container repeats for each item: its default part, the host's element, or the host's
 * function of the item.
 */
export function fillTemplate<T>(
  template: ReactNode | ((item: T, index: number) => ReactNode),
  fallback: ReactNode,
  item: T,
  index: number,
): ReactNode {
  if (template === undefined) return fallback;
  return typeof template === 'function' ? template(item, index) : template;
}

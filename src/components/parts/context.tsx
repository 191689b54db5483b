'use client';
import { type ReactNode, type RefObject, createContext, useContext } from 'react';
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
import type { KitSettings } from '../context.js';
import type { Messages } from '../i18n/messages.js';
import type { AutoResolutionDisplay } from '../card/auto-resolution-bar.js';

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
  readonly focusTarget: RefObject<HTMLElement | null>;
}

/** Everything the parts of one card share, created by `AskUser.Root`. */
export interface CardContextValue {
  readonly card: UseAskUserQuestionReturn;
  readonly settings: KitSettings;
  readonly messages: Messages;
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
  readonly textRef: RefObject<HTMLElement | null> | undefined;
}

export interface OptionContextValue {
  readonly option: NormalizedOption;
  readonly index: number;
  readonly checked: boolean;
}

export const CardContext = createContext<CardContextValue | null>(null);
export const QuestionContext = createContext<QuestionContextValue | null>(null);
export const OptionContext = createContext<OptionContextValue | null>(null);

/** A part used where its context is missing is a composition mistake: say which and where. */
function misplaced(part: string, container: string): Error {
  return new Error(`\`AskUser.${part}\` must be inside \`AskUser.${container}\`.`);
}

export function useCardPart(part: string): CardContextValue {
  const value = useContext(CardContext);
  if (!value) throw misplaced(part, 'Root');
  return value;
}

export function useQuestionPart(part: string): QuestionContextValue {
  const value = useContext(QuestionContext);
  if (!value) throw misplaced(part, 'Question');
  return value;
}

export function useOptionPart(part: string): OptionContextValue {
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

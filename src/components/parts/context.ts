'use client';
import {
  type ReactNode,
  type RefObject,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
} from 'react';
import type { AutoResolutionDisplay } from '../auto-resolution/auto-resolution-bar.js';
import type { CardDerived, CardSnapshot } from '../../core/card/selectors.js';
import type { QuestionOrigin } from '../../core/queue/origin.js';
import type { NormalizedOption, NormalizedQuestion } from '../../core/types.js';
import type { AskUserQuestionIds } from '../../hooks/card/ids.js';
import type { CardBinding } from '../../hooks/card/use-ask-user-question.js';
import { useCardSelector } from '../../hooks/card/use-card-selector.js';
import { type PropsWithHandlers, mergeProps } from '../../hooks/merge-props.js';
import type { Messages } from '../i18n/messages.js';
import type { ResolvedSettings } from '../settings.js';

// The contexts of a card's parts, in one place: the card (its store and getters, and how to
// show it), the question a part is inside, and the option an option part is inside.

/** Which buttons the card offers besides Submit. All are shown by default. */
export interface CardActionsConfig {
  readonly skipAll?: boolean;
  readonly decline?: boolean;
  readonly cancel?: boolean;
}

/** What every part of one card shares. Its value changes only with how the card is shown. */
export interface CardContextValue {
  /** The card's store and getters: the parts read state through them, never from here. */
  readonly card: CardBinding;
  /** The ids that link the card's elements (they follow the card's `id` and its questions). */
  readonly ids: AskUserQuestionIds;
  readonly settings: ResolvedSettings;
  readonly messages: Messages;
  readonly layout: 'stacked' | 'steps';
  readonly headingLevel: 2 | 3 | 4 | 5 | 6;
  readonly actionsConfig: CardActionsConfig | undefined;
  /** The host's heading, when it gave one. */
  readonly title: ReactNode;
  readonly origin: QuestionOrigin | undefined;
  readonly autoResolution: AutoResolutionDisplay | undefined;
}

/** What `showPreview` is told when the pointer or focus is on the free-text choice. */
export { OTHER_CHOICE as OTHER_PREVIEW } from '../../core/card/question-state.js';

/** One question's own view state: which option's preview shows, and where focus goes. */
export interface QuestionContextValue {
  readonly question: NormalizedQuestion;
  /**
   * The option the preview pane is about: under the pointer, else focused, else chosen (the first
   * option with a preview before any of these). `undefined` with `previewOfOther`: the free-text
   * choice, which has no preview.
   */
  readonly previewOption: NormalizedOption | undefined;
  /** The pane is about the free-text choice. */
  readonly previewOfOther: boolean;
  readonly previewCandidates: readonly NormalizedOption[];
  showPreview(label: string | undefined, via: 'hover' | 'focus'): void;
  readonly customInputRef: RefObject<HTMLInputElement | null>;
  /** The question is a step of the steps layout: its text takes focus when the user moves to it. */
  readonly step: boolean;
}

/** The option an option part is inside. */
export interface OptionContextValue {
  readonly option: NormalizedOption;
  readonly index: number;
}

export const CardContext = createContext<CardContextValue | null>(null);
export const QuestionContext = createContext<QuestionContextValue | null>(null);
export const OptionContext = createContext<OptionContextValue | null>(null);

/** The question a list item renders, and whether it is a step of the steps layout. */
export interface ListItem {
  readonly question: NormalizedQuestion;
  readonly step: boolean;
}
export const ListItemContext = createContext<ListItem | null>(null);

/** A part used where its context is missing is a composition mistake: say which and where. */
function misplaced(part: string, container: string): Error {
  return new Error(`\`AskUser.${part}\` must be inside \`AskUser.${container}\`.`);
}

/** The card a part is in. */
export function useCardPart(part: string): CardContextValue {
  const value = useContext(CardContext);
  if (!value) throw misplaced(part, 'Root');
  return value;
}

/**
 * The card a part is in, and the slice of its state the part shows: the part re-renders only
 * when a value of the slice changed.
 */
export function useCardSlice<Slice extends object>(
  part: string,
  select: (snapshot: CardSnapshot, card: CardDerived) => Slice,
  /** The question whose answers the slice reads, if it reads only one question's. */
  key?: string,
): CardContextValue & { readonly slice: Slice } {
  const value = useCardPart(part);
  const slice = useCardSelector(value.card.store, select, key);
  return { ...value, slice };
}

export function useQuestionPart(part: string): QuestionContextValue {
  useCardPart(part);
  const value = useContext(QuestionContext);
  if (!value) throw misplaced(part, 'Question');
  return value;
}

export function useOptionPart(part: string): OptionContextValue {
  useCardPart(part);
  const value = useContext(OptionContext);
  if (!value) throw misplaced(part, 'OptionList');
  return value;
}

/**
 * The kit's props for a part merged with the host's: host handlers run first and may
 * `preventDefault()` ours, classes join, every other host prop wins.
 */
export function withHostProps<T extends object>(ours: T, host: object): T {
  return mergeProps(ours as Record<string, unknown>, host as PropsWithHandlers) as T;
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

/**
 * A labelled part's content. With `asChild` the child is the host's element: given no content of
 * its own (`<AskUser.Submit asChild><Button /></AskUser.Submit>`), it shows the kit's label in the
 * card's language.
 */
export function partLabel(asChild: boolean | undefined, children: ReactNode, label: ReactNode): ReactNode {
  if (!asChild) return children ?? label;
  if (isValidElement<{ children?: ReactNode }>(children) && children.props.children == null)
    return cloneElement(children, undefined, label);
  return children;
}

/** A part that renders one element of its own can render the host's element instead. */
export interface AsChildProps {
  /**
   * Render the one child element given (the host's own `Button`, `Textarea`, …) in place of the
   * part's element, with the part's props, ARIA and handlers merged onto it (Radix `Slot`).
   */
  readonly asChild?: boolean;
}

import { type CardPhase, selectCard } from '../../core/card/selectors.js';
import type { CardStore } from '../../core/card/store.js';
import { EMPTY_QUESTION_DRAFT } from '../../core/draft/create.js';
import type { NormalizedInput, NormalizedQuestion } from '../../core/types.js';
import { mergeProps } from '../merge-props.js';
import type { ButtonPropsReturnValue, FieldAvailability, GetterProps } from './getter-types.js';
import type { AskUserQuestionIds } from './ids.js';

// What the prop getters share: how a control says it cannot be used, and what a getter reads.

/**
 * How a control says it cannot be used. While a response is going out it stays focusable and
 * says so with `aria-disabled` (HTML's focus fixup would move the focus of a `disabled` control
 * to the page, just as the card reports what became of the answer); a press then does nothing,
 * because the card's actions refuse while a response is out. @internal
 */
export function availability(unusable: boolean, phase: CardPhase, field?: boolean): FieldAvailability {
  if (!unusable) return { disabled: false };
  return phase === 'sending'
    ? field
      ? { 'aria-disabled': true, readOnly: true }
      : { 'aria-disabled': true }
    : { disabled: true };
}

const byKey = new WeakMap<NormalizedInput, Map<string, NormalizedQuestion>>();

/** The question with this key, looked up once per input. @internal */
export function questionOf(normalized: NormalizedInput, key: string): NormalizedQuestion | undefined {
  let map = byKey.get(normalized);
  if (!map) {
    map = new Map(normalized.questions.map((question) => [question.key, question]));
    byKey.set(normalized, map);
  }
  return map.get(key);
}

/** What a getter reads of one question, at the moment it is called. @internal */
export function reader(store: CardStore, ids: () => AskUserQuestionIds) {
  return (key: string) => {
    const snapshot = store.getSnapshot();
    const card = selectCard(snapshot);
    return {
      snapshot,
      card,
      question: questionOf(snapshot.props.normalized, key),
      entry: snapshot.state.draft.entries[key] ?? EMPTY_QUESTION_DRAFT,
      ids: ids(),
    };
  };
}

/** A button's props: usable or not (as `availability` says), what it does, and the caller's. @internal */
export function buttonProps(
  store: CardStore,
  unusable: boolean,
  onClick: () => void,
  props: GetterProps | undefined,
  action?: string,
): never {
  const own: ButtonPropsReturnValue = {
    type: 'button',
    ...availability(unusable, selectCard(store.getSnapshot()).phase),
    ...(action ? { 'data-action': action } : {}),
    onClick,
  };
  return mergeProps(own, props) as never;
}

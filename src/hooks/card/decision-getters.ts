import type { MouseEvent } from 'react';
import { isShownChosen } from '../../core/card/question-state.js';
import type { CardStore } from '../../core/card/store.js';
import { mergeProps } from '../merge-props.js';
import type { DecisionPropsReturnValue, QuestionGetters } from './getter-types.js';
import { availability, reader } from './getter-utils.js';
import type { AskUserQuestionIds } from './ids.js';

/**
 * The getter of an approval's decision buttons. On a card of one approval a decision answers in
 * one press (it chooses the option and sends); on a card of several questions it chooses, as a
 * pressed button, and Submit sends them together. @internal
 */
export function createDecisionGetter(
  store: CardStore,
  ids: () => AskUserQuestionIds,
): QuestionGetters['getDecisionProps'] {
  const read = reader(store, ids);
  const { actions } = store;
  return (key, label, props) => {
    const { question, entry, card, snapshot, ids: id } = read(key);
    const index = question?.options.findIndex((option) => option.label === label) ?? -1;
    const chosen = !!question && isShownChosen(question, entry, label);
    const alone = snapshot.props.normalized.questions.length === 1;
    return mergeProps(
      {
        type: 'button',
        ...availability(card.locked, card.phase),
        'aria-pressed': alone ? undefined : chosen,
        'aria-describedby': id.questionText(key),
        'data-decision': question?.approval?.decisions[index],
        'data-state': chosen ? 'checked' : 'unchecked',
        'data-disabled': card.locked ? '' : undefined,
        onClick: (event: MouseEvent<HTMLElement>) => {
          if (event.defaultPrevented || read(key).card.locked) return;
          actions.selectOption(key, label);
          if (alone) actions.submit();
        },
      } satisfies DecisionPropsReturnValue,
      props,
    ) as never;
  };
}

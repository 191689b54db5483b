import type { ChangeEvent, KeyboardEvent } from 'react';
import { isNotesOpen } from '../../core/card/machine.js';
import { selectCard } from '../../core/card/selectors.js';
import { selectAnswer } from '../../core/card/question-state.js';
import type { CardStore } from '../../core/card/store.js';
import { mergeProps } from '../merge-props.js';
import { createChoiceGetters } from './choice-getters.js';
import { createDecisionGetter } from './decision-getters.js';
import type {
  NotesPropsReturnValue,
  NotesTogglePropsReturnValue,
  OptionGroupPropsReturnValue,
  QuestionGetters,
  QuestionPropsReturnValue,
  SkipPropsReturnValue,
} from './getter-types.js';
import { availability, reader } from './getter-utils.js';
import type { AskUserQuestionIds } from './ids.js';
import { handleOptionGroupKey } from './keyboard.js';

/** The getters of one question's elements, reading the card's store when called. @internal */
export function createQuestionGetters(store: CardStore, ids: () => AskUserQuestionIds): QuestionGetters {
  const read = reader(store, ids);
  const lockedNow = () => selectCard(store.getSnapshot()).locked;
  const { actions } = store;

  return {
    ...createChoiceGetters(store, ids),
    getDecisionProps: createDecisionGetter(store, ids),
    getQuestionProps: (key, props) => {
      const { question, ids: id, snapshot } = read(key);
      return mergeProps(
        {
          id: id.question(key),
          'data-question-state': question ? selectAnswer(snapshot.state.draft, question).state : 'unanswered',
          'data-selection-mode': question?.multiSelect ? 'multiple' : 'single',
          'data-kind': question?.kind,
          'data-has-preview': question?.hasPreview ? '' : undefined,
          'data-required': question?.required ? '' : undefined,
        } as QuestionPropsReturnValue,
        props,
      ) as never;
    },
    getOptionGroupProps: (key, props, config) => {
      const { question, card, ids: id } = read(key);
      return mergeProps(
        {
          role: question?.multiSelect ? 'group' : 'radiogroup',
          'aria-labelledby': id.questionText(key),
          'aria-describedby': id.questionHint(key),
          'aria-required': question?.required ? true : undefined,
          'aria-disabled': card.locked ? true : undefined,
          'aria-orientation':
            config?.orientation === 'vertical' && !question?.multiSelect ? 'vertical' : undefined,
          'data-selection-mode': question?.multiSelect ? 'multiple' : 'single',
          'data-disabled': card.locked ? '' : undefined,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (!question || lockedNow()) return;
            const keys = {
              shortcuts: store.getSnapshot().props.shortcuts,
              // Radix's radio group moves focus itself; checkboxes have no primitive that does.
              arrows: config?.roving !== false || question.multiSelect,
              orientation: config?.orientation ?? 'both',
            };
            handleOptionGroupKey(event, question, keys, (label) =>
              question.multiSelect ? actions.toggleOption(key, label) : actions.selectOption(key, label),
            );
          },
        } satisfies OptionGroupPropsReturnValue,
        props,
      ) as never;
    },
    getNotesProps: (key, props) => {
      const { entry, card, ids: id } = read(key);
      return mergeProps(
        {
          id: id.notes(key),
          'aria-describedby': id.questionText(key),
          value: entry.notes,
          ...availability(card.locked, card.phase, true),
          'data-filled': entry.notes ? '' : undefined,
          onChange: (event: ChangeEvent<HTMLTextAreaElement>) => actions.setNotes(key, event.target.value),
        } satisfies NotesPropsReturnValue,
        props,
      ) as never;
    },
    getNotesToggleProps: (key, props) => {
      const { card, snapshot, ids: id } = read(key);
      const open = isNotesOpen(snapshot.state, key);
      return mergeProps(
        {
          type: 'button',
          'aria-describedby': id.questionText(key),
          'aria-expanded': open,
          'aria-controls': open ? id.notes(key) : undefined,
          ...availability(card.locked, card.phase),
          onClick: () => actions.toggleNotes(key),
        } satisfies NotesTogglePropsReturnValue,
        props,
      ) as never;
    },
    getSkipProps: (key, props) => {
      const { entry, card, ids: id } = read(key);
      return mergeProps(
        {
          type: 'button',
          'aria-describedby': id.questionText(key),
          'aria-pressed': entry.skipped,
          ...availability(card.locked, card.phase),
          'data-state': entry.skipped ? 'on' : 'off',
          onClick: () => (read(key).entry.skipped ? actions.unskipQuestion(key) : actions.skipQuestion(key)),
        } satisfies SkipPropsReturnValue,
        props,
      ) as never;
    },
  };
}

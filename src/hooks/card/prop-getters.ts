'use client';
import { type ChangeEvent, type KeyboardEvent, type MouseEvent, useCallback, useMemo } from 'react';
import type { QuestionDraft, DraftAnswer } from '../../core/draft/draft.js';
import type { NormalizedQuestion } from '../../core/types.js';
import { type PropsWithHandlers, mergeProps } from '../merge-props.js';
import { handleOptionGroupKey } from './keyboard.js';
import { unavailable } from './unavailable.js';
import type {
  AskUserQuestionActions,
  AskUserQuestionIds,
  CardPhase,
  UseAskUserQuestionReturn,
} from './types.js';

/** What the prop getters read: the card's state as of this render, and its actions. */
export interface GetterInputs {
  readonly questions: readonly NormalizedQuestion[];
  readonly entries: Readonly<Record<string, QuestionDraft>>;
  readonly answerFor: (key: string) => DraftAnswer;
  readonly ids: AskUserQuestionIds;
  readonly phase: CardPhase;
  readonly complete: boolean;
  readonly canSubmit: boolean;
  /** Decline and dismiss stay possible while the input streams in or is unusable. */
  readonly declineAllowed: boolean;
  readonly actions: AskUserQuestionActions;
  /** Whether inputs are locked right now (events fire after the render that built the getter). */
  readonly isLocked: () => boolean;
}

type Getters = Pick<
  UseAskUserQuestionReturn,
  | 'getRootProps'
  | 'getQuestionProps'
  | 'getOptionGroupProps'
  | 'getOptionProps'
  | 'getCustomChoiceProps'
  | 'getCustomInputProps'
  | 'getNotesProps'
  | 'getSkipProps'
  | 'getSubmitProps'
  | 'getSkipAllProps'
  | 'getDeclineProps'
  | 'getCancelProps'
>;

/** The shared reading of the inputs every group of getters starts from. */
function useLookups(inputs: GetterInputs) {
  const questionByKey = useMemo(() => new Map(inputs.questions.map((q) => [q.key, q])), [inputs.questions]);
  const { entries } = inputs;
  const entryOf = useCallback((key: string) => entries[key], [entries]);
  return { questionByKey, entryOf, locked: inputs.phase !== 'editing', phase: inputs.phase };
}

/** The card, its questions and their option groups (with the keyboard). */
function useStructureGetters(inputs: GetterInputs) {
  const { answerFor, ids, phase, complete, actions, isLocked } = inputs;
  const { questionByKey, locked } = useLookups(inputs);
  const getRootProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        {
          id: ids.root,
          'aria-busy': phase === 'streaming' ? true : undefined,
          'data-complete': complete ? '' : undefined,
        },
        props,
      ),
    [ids.root, phase, complete],
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
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (!question || isLocked()) return;
            handleOptionGroupKey(event, question, config?.arrowKeys !== false, (label) =>
              question.multiSelect ? actions.toggleOption(key, label) : actions.selectOption(key, label),
            );
          },
        },
        props,
      );
    },
    [questionByKey, ids, locked, actions, isLocked],
  );

  return { getRootProps, getQuestionProps, getOptionGroupProps };
}

/** Options, the free-text choice and its field. */
function useChoiceGetters(inputs: GetterInputs) {
  const { ids, actions, isLocked } = inputs;
  const { questionByKey, entryOf, locked, phase } = useLookups(inputs);
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
            if (event.defaultPrevented || isLocked()) return;
            if (question?.multiSelect) actions.toggleOption(key, label);
            else actions.selectOption(key, label);
          },
        },
        props,
      );
    },
    [questionByKey, entryOf, ids, locked, actions, isLocked],
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
            if (event.defaultPrevented || isLocked()) return;
            actions.selectCustom(key);
          },
        },
        props,
      );
    },
    [questionByKey, entryOf, ids, locked, actions, isLocked],
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
          ...unavailable(locked, phase, true),
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
    [questionByKey, entryOf, ids, locked, phase, actions],
  );

  return { getOptionProps, getCustomChoiceProps, getCustomInputProps };
}

/** A question's note and Skip, and the card's response buttons. */
function useFieldAndActionGetters(inputs: GetterInputs) {
  const { ids, canSubmit, declineAllowed, actions } = inputs;
  const { entryOf, locked, phase } = useLookups(inputs);
  const getNotesProps = useCallback(
    (key: string, props?: PropsWithHandlers) =>
      mergeProps(
        {
          id: ids.notes(key),
          value: entryOf(key)?.notes ?? '',
          ...unavailable(locked, phase, true),
          'data-filled': entryOf(key)?.notes ? '' : undefined,
          onChange: (event: ChangeEvent<HTMLTextAreaElement>) => actions.setNotes(key, event.target.value),
        },
        props,
      ),
    [ids, entryOf, locked, phase, actions],
  );

  const getSkipProps = useCallback(
    (key: string, props?: PropsWithHandlers) => {
      const skipped = !!entryOf(key)?.skipped;
      return mergeProps(
        {
          type: 'button',
          'aria-pressed': skipped,
          ...unavailable(locked, phase),
          'data-state': skipped ? 'on' : 'off',
          onClick: () => (skipped ? actions.unskipQuestion(key) : actions.skipQuestion(key)),
        },
        props,
      );
    },
    [entryOf, locked, phase, actions],
  );

  const getSubmitProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        {
          type: 'button',
          ...unavailable(!canSubmit, phase),
          'data-action': 'submit',
          onClick: () => actions.submit(),
        },
        props,
      ),
    [canSubmit, phase, actions],
  );
  const getSkipAllProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        {
          type: 'button',
          ...unavailable(locked, phase),
          'data-action': 'skip-all',
          onClick: () => actions.skipAll(),
        },
        props,
      ),
    [locked, phase, actions],
  );
  const getDeclineProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        {
          type: 'button',
          ...unavailable(!declineAllowed, phase),
          'data-action': 'decline',
          onClick: () => actions.decline(),
        },
        props,
      ),
    [declineAllowed, phase, actions],
  );
  const getCancelProps = useCallback(
    (props?: PropsWithHandlers) =>
      mergeProps(
        {
          type: 'button',
          ...unavailable(!declineAllowed, phase),
          'data-action': 'cancel',
          onClick: () => actions.cancel(),
        },
        props,
      ),
    [declineAllowed, phase, actions],
  );

  return { getNotesProps, getSkipProps, getSubmitProps, getSkipAllProps, getDeclineProps, getCancelProps };
}

/**
 * The prop getters: ARIA, `data-*` state and handlers for each element of a card, merged with
 * the caller's props (the caller's handler runs first and can `preventDefault()` ours).
 */
export function usePropGetters(inputs: GetterInputs): Getters {
  return { ...useStructureGetters(inputs), ...useChoiceGetters(inputs), ...useFieldAndActionGetters(inputs) };
}

import type { ChangeEvent, KeyboardEvent, MouseEvent } from 'react';
import { isOtherEmpty, isShownChosen } from '../../core/card/question-state.js';
import type { CardStore } from '../../core/card/store.js';
import { mergeProps } from '../merge-props.js';
import type {
  CustomInputPropsReturnValue,
  GetterConfig,
  GetterProps,
  OptionPropsReturnValue,
  OptionRowPropsReturnValue,
} from './getter-types.js';
import type { AskUserQuestionIds } from './ids.js';
import { availability, reader } from './getter-utils.js';
import { shortcutFor } from './keyboard.js';
import type { QuestionGetters } from './getter-types.js';

/** The getters of a question's choices: its options, the free-text choice and its field. @internal */
export function createChoiceGetters(
  store: CardStore,
  ids: () => AskUserQuestionIds,
): Pick<
  QuestionGetters,
  'getOptionProps' | 'getOptionRowProps' | 'getCustomChoiceProps' | 'getCustomInputProps'
> {
  const read = reader(store, ids);
  const lockedNow = () => read('').card.locked;
  const { actions } = store;
  const choice = (
    key: string,
    index: number,
    checked: boolean,
    config: GetterConfig | undefined,
    firstStop: boolean,
  ) => {
    const { question, card, snapshot } = read(key);
    const multi = !!question?.multiSelect;
    return {
      type: 'button' as const,
      role: multi ? ('checkbox' as const) : ('radio' as const),
      'aria-checked': checked,
      ...(config?.roving === false
        ? {}
        : { tabIndex: multi || checked || firstStop ? (0 as const) : (-1 as const) }),
      ...availability(card.locked, card.phase),
      'data-state': checked ? ('checked' as const) : ('unchecked' as const),
      'data-disabled': card.locked ? ('' as const) : undefined,
      'data-option-index': index,
      'aria-keyshortcuts':
        index < (question?.options.length ?? 0) ? shortcutFor(index, snapshot.props.shortcuts) : undefined,
    };
  };

  return {
    getOptionProps: (key, label, props, config) => {
      const { question, entry, ids: id } = read(key);
      const index = question?.options.findIndex((option) => option.label === label) ?? -1;
      const option = question?.options[index];
      const multi = !!question?.multiSelect;
      const checked = !!question && isShownChosen(question, entry, label);
      // With nothing shown chosen (a skip shows nothing), the first radio is the group's tab stop.
      const noneShown = entry.skipped || (entry.selected.length === 0 && !entry.customSelected);
      const firstStop = !multi && index === 0 && noneShown;
      return mergeProps(
        {
          id: id.option(key, label),
          ...choice(key, index, checked, config, firstStop),
          'aria-describedby': option?.description ? id.optionDescription(key, label) : undefined,
          'data-recommended': option?.recommended ? '' : undefined,
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (event.defaultPrevented || lockedNow()) return;
            if (multi) actions.toggleOption(key, label);
            else actions.selectOption(key, label);
          },
          onFocus: question?.hasPreview ? () => actions.showPreview(key, label, 'focus') : undefined,
        } satisfies OptionPropsReturnValue,
        props,
      ) as never;
    },
    getOptionRowProps: (key, label, props) => {
      const { question, entry, card, ids: id } = read(key);
      const checked = !!question && isShownChosen(question, entry, label);
      const { onClick, ...rest }: GetterProps = props ?? {};
      return mergeProps(
        {
          htmlFor: id.option(key, label),
          onClick: typeof onClick === 'function' ? oncePerPress(onClick as RowClick) : undefined,
          'data-state': checked ? ('checked' as const) : ('unchecked' as const),
          'data-recommended': question?.options.find((option) => option.label === label)?.recommended
            ? ('' as const)
            : undefined,
          'data-disabled': card.locked ? ('' as const) : undefined,
          onMouseEnter: question?.hasPreview ? () => actions.showPreview(key, label, 'hover') : undefined,
        } satisfies OptionRowPropsReturnValue,
        rest,
      ) as never;
    },
    getCustomChoiceProps: (key, props, config) => {
      const { question, entry, ids: id } = read(key);
      const checked = !!question && isShownChosen(question, entry);
      return mergeProps(
        {
          id: id.customChoice(key),
          ...choice(key, question?.options.length ?? 0, checked, config, false),
          // The question it belongs to, then the agent's own label for it.
          'aria-describedby': [id.questionText(key), question?.customLabel ? id.customHint(key) : undefined]
            .filter(Boolean)
            .join(' '),
          'aria-controls': id.customInput(key),
          'data-recommended': undefined,
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (event.defaultPrevented || lockedNow()) return;
            actions.selectCustom(key, question?.multiSelect ? !read(key).entry.customSelected : true);
          },
        } satisfies OptionPropsReturnValue,
        props,
      ) as never;
    },
    getCustomInputProps: customInputGetter(read, actions),
  };
}

type RowClick = (event: MouseEvent<HTMLLabelElement>) => void;

/**
 * A row's click handler that runs once per press. A `<label>` hears a click on its text, then the
 * click it forwards to its control; here the row forwards that click itself, at once, so the
 * forwarded one is known without waiting for it and the host hears the press once (and can still
 * stop it with `preventDefault()`).
 */
function oncePerPress(onClick: RowClick): RowClick {
  let forwarding = false;
  return (event) => {
    const { control } = event.currentTarget;
    const onControl = !!control?.contains(event.target as Node);
    if (onControl && forwarding) return;
    onClick(event);
    if (onControl || !control || event.defaultPrevented) return;
    event.preventDefault();
    forwarding = true;
    try {
      control.focus();
      control.click();
    } finally {
      forwarding = false;
    }
  };
}

/** The free-text field's getter: typing selects the free-text choice; Enter never submits. */
function customInputGetter(
  read: ReturnType<typeof reader>,
  actions: CardStore['actions'],
): QuestionGetters['getCustomInputProps'] {
  return (key, props) => {
    const { question, entry, card, ids: id } = read(key);
    const choiceField = question?.kind === 'choice';
    return mergeProps(
      {
        id: id.customInput(key),
        type: question?.secret ? 'password' : question?.kind === 'number' ? 'number' : 'text',
        value: question?.secret ? undefined : entry.customText,
        ...availability(card.locked, card.phase, true),
        // A question without options is the field's label; the free-text choice's field is "the
        // answer", described by its question and, when "Other" is chosen with nothing typed, by
        // the hint that says so.
        'aria-labelledby': choiceField ? undefined : id.questionText(key),
        'aria-describedby': choiceField
          ? [
              id.questionText(key),
              question?.customLabel ? id.customHint(key) : undefined,
              isOtherEmpty(entry) ? id.questionHint(key) : undefined,
            ]
              .filter(Boolean)
              .join(' ')
          : undefined,
        'aria-invalid': choiceField && isOtherEmpty(entry) ? true : undefined,
        'aria-required': question?.required && !choiceField ? true : undefined,
        placeholder: question?.placeholder,
        min: question?.min,
        max: question?.max,
        step: question?.step,
        autoComplete: question?.secret ? 'off' : undefined,
        'data-filled': entry.customText ? '' : undefined,
        'data-active': entry.customSelected ? '' : undefined,
        onChange: (event: ChangeEvent<HTMLInputElement>) => actions.setCustomText(key, event.target.value),
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          // Plain Enter in the free-text field never submits (a host form's either); the card's
          // Ctrl/Cmd+Enter goes on to the card.
          if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) event.preventDefault();
        },
      } satisfies CustomInputPropsReturnValue,
      props,
    ) as never;
  };
}

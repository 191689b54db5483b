'use client';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { type ComponentPropsWithoutRef, type ReactNode, forwardRef, memo, useMemo } from 'react';
import type { NormalizedOption, NormalizedQuestion } from '../../core/types.js';
import { unavailable } from '../../hooks/card/unavailable.js';
import { slot } from '../context.js';
import { CheckboxControl, OptionIndicator, OptionText, shortcutFor } from './option-content.js';
import { CardText, cardVisibleText } from './card-text.js';
import {
  OptionContext,
  fillTemplate,
  type OptionContextValue,
  useCardSlice,
  useOptionPart,
  useSettingsSlice,
  useQuestionPart,
  useQuestionSlice,
  withHostProps,
} from './context.js';

/**
 * Radix values are positions, not labels: labels are arbitrary model text, and the value
 * is serialised into the markup.
 */
const CUSTOM_VALUE = 'custom';
const optionValue = (index: number) => `option-${index}`;

/** What an option list repeats: the same parts for every option, or a function of it. */
export type OptionTemplate = ReactNode | ((option: NormalizedOption, index: number) => ReactNode);

export interface OptionListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dir'> {
  /**
   * Repeated for each option, inside its `AskUser.Option` context. Without children, each
   * option as the kit's row. The free-text choice follows the options when the question allows it.
   */
  readonly children?: OptionTemplate;
}

/**
 * One option's context and content. Memoised on what it shows: a click re-renders the rows
 * whose state changed, not every row of the question.
 */
const OptionRow = memo(function OptionRow({
  option,
  index,
  checked,
  template,
}: OptionContextValue & { readonly template: OptionTemplate | undefined }) {
  const item = useMemo<OptionContextValue>(() => ({ option, index, checked }), [option, index, checked]);
  return (
    <OptionContext.Provider value={item}>
      {fillTemplate(template, <Option />, option, index)}
    </OptionContext.Provider>
  );
});

function selectedValue(question: NormalizedQuestion, selected: readonly string[], custom: boolean) {
  if (custom) return CUSTOM_VALUE;
  const index = question.options.findIndex((option) => option.label === selected[0]);
  return index >= 0 ? optionValue(index) : null;
}

/**
 * A question's options: a radio group (single select), a group of checkboxes (multi-select),
 * or the free-text field of a question without options. Digits pick options; arrows move.
 */
export const OptionList = forwardRef<HTMLDivElement, OptionListProps>(function OptionList(
  { children, ...rest },
  ref,
) {
  const { question, showPreview } = useQuestionPart('OptionList');
  const {
    state: { card },
    settings,
  } = useQuestionSlice('OptionList', question.key);
  const key = question.key;
  const entry = card.draft.entries[key];
  if (question.kind !== 'choice') {
    return (
      <div
        {...withHostProps({ ...slot(settings, 'option-list'), 'data-selection-mode': 'text' }, rest)}
        ref={ref}
      >
        <CustomInput />
      </div>
    );
  }
  const custom = !!entry?.customSelected;
  const value = question.multiSelect ? null : selectedValue(question, entry?.selected ?? [], custom);
  const rows = question.options.map((option, index) => {
    const checked = question.multiSelect
      ? !!entry?.selected.includes(option.label)
      : value === optionValue(index);
    return (
      <OptionRow key={option.label} option={option} index={index} checked={checked} template={children} />
    );
  });
  const customRow = question.allowCustom ? <CustomChoice checked={custom} /> : null;
  if (question.multiSelect) {
    return (
      <div
        {...withHostProps({ ...card.getOptionGroupProps(key), ...slot(settings, 'option-list') }, rest)}
        ref={ref}
      >
        {rows}
        {customRow}
      </div>
    );
  }
  // Pointer and focus only move the preview: a question without previews listens to neither.
  const ours = {
    ...card.getOptionGroupProps(key, undefined, { arrowKeys: false }),
    ...slot(settings, 'option-list'),
    onMouseLeave: question.hasPreview ? () => showPreview(undefined, 'hover') : undefined,
    onBlur: question.hasPreview
      ? (event: React.FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            showPreview(undefined, 'focus');
        }
      : undefined,
  };
  return (
    <RadioGroup.Root
      {...withHostProps(ours, rest)}
      ref={ref}
      value={value}
      {...unavailable(card.locked, card.phase)}
      dir={settings.dir}
      loop
      onValueChange={(next) => {
        if (next === CUSTOM_VALUE) card.actions.selectCustom(key, true);
        const option = question.options[Number(next.slice('option-'.length))];
        if (next.startsWith('option-') && option) card.actions.selectOption(key, option.label);
      }}
    >
      {rows}
      {customRow}
    </RadioGroup.Root>
  );
});
OptionList.displayName = 'AskUser.OptionList';

/**
 * One option row: a `<label>` around the control (a Radix radio item or checkbox) and the
 * option's text. Children replace the text; the control and its labelling stay the kit's.
 */
export const Option = forwardRef<HTMLLabelElement, ComponentPropsWithoutRef<'label'>>(function Option(
  { children, ...rest },
  ref,
) {
  const { question, showPreview } = useQuestionPart('Option');
  const {
    state: { card },
    settings,
  } = useSettingsSlice('Option');
  const { option, index, checked } = useOptionPart('Option');
  const id = card.ids.option(question.key, option.label);
  // The kit's text carries the description; a host's own text is the whole label.
  const describedBy =
    option.description && children === undefined
      ? card.ids.optionDescription(question.key, option.label)
      : undefined;
  const row = {
    ...slot(settings, 'option'),
    htmlFor: id,
    'data-state': checked ? 'checked' : 'unchecked',
    'data-recommended': option.recommended ? '' : undefined,
    'data-disabled': card.locked ? '' : undefined,
    onMouseEnter: question.hasPreview ? () => showPreview(option.label, 'hover') : undefined,
  };
  const control = question.multiSelect ? (
    <CheckboxControl
      {...slot(settings, 'option-control')}
      id={id}
      checked={checked}
      {...unavailable(card.locked, card.phase)}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      data-option-index={index}
      aria-keyshortcuts={shortcutFor(index)}
      onCheckedChange={(value) =>
        value
          ? card.actions.selectOption(question.key, option.label)
          : card.actions.deselectOption(question.key, option.label)
      }
    >
      <OptionIndicator checked={checked} disabled={card.locked} settings={settings} />
    </CheckboxControl>
  ) : (
    <RadioGroup.Item
      {...slot(settings, 'option-control')}
      id={id}
      value={optionValue(index)}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      data-option-index={index}
      aria-keyshortcuts={shortcutFor(index)}
      onFocus={question.hasPreview ? () => showPreview(option.label, 'focus') : undefined}
    >
      <OptionIndicator checked={checked} disabled={card.locked} settings={settings} />
    </RadioGroup.Item>
  );
  return (
    <label {...withHostProps(row, rest)} ref={ref}>
      {control}
      {children === undefined ? (
        <OptionText />
      ) : (
        <span {...slot(settings, 'option-label')} id={`${id}-label`}>
          {children}
        </span>
      )}
    </label>
  );
});
Option.displayName = 'AskUser.Option';

/**
 * The free-text field: of a question without options, or of a choice question's free-text
 * choice, which typing selects. Enter never submits.
 */
export const CustomInput = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(
  function CustomInput(props, ref) {
    const { question, customInputRef } = useQuestionPart('CustomInput');
    // What the field shows of the draft is its own text and whether it is chosen: choosing an
    // option elsewhere in the question leaves it alone.
    const {
      state: { card },
      settings,
      messages,
    } = useCardSlice('CustomInput', (state) => ({
      customText: state.card.draft.entries[question.key]?.customText,
      customSelected: state.card.draft.entries[question.key]?.customSelected,
      locked: state.card.locked,
      ids: state.card.ids,
      questions: state.card.questions,
      settings: state.settings,
      messages: state.messages,
    }));
    const hintId = question.customLabel ? `${card.ids.customInput(question.key)}-hint` : undefined;
    const ours = {
      ...card.getCustomInputProps(question.key),
      ...slot(settings, 'custom-input'),
      // A question without options is the field's label; the free-text choice's field is "the answer".
      'aria-label': question.kind === 'choice' ? messages.customInputLabel : undefined,
      'aria-labelledby': question.kind === 'choice' ? undefined : card.ids.questionText(question.key),
      'aria-required': question.required && question.kind !== 'choice' ? true : undefined,
      'aria-describedby': question.kind === 'choice' ? hintId : undefined,
      placeholder:
        question.placeholder !== undefined
          ? cardVisibleText(question.placeholder)
          : question.kind === 'choice'
            ? messages.otherPlaceholder
            : messages.typeAnswer,
    };
    const setRef = (node: HTMLInputElement | null) => {
      customInputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    };
    return <input {...withHostProps(ours, props)} ref={setRef} />;
  },
);
CustomInput.displayName = 'AskUser.CustomInput';

/**
 * The free-text choice row of a choice question: its control, the kit's own label (a label
 * the agent wrote for it is shown as the agent's suggestion, never as the control's name),
 * and the field.
 */
const CustomChoice = memo(function CustomChoice({ checked }: { checked: boolean }) {
  const { question, customInputRef } = useQuestionPart('OptionList');
  const {
    state: { card },
    settings,
    messages,
  } = useSettingsSlice('OptionList');
  const key = question.key;
  const state = checked ? 'checked' : 'unchecked';
  const labelId = `${card.ids.customChoice(key)}-label`;
  const hintId = question.customLabel ? `${card.ids.customInput(key)}-hint` : undefined;
  const control = question.multiSelect ? (
    <CheckboxControl
      {...slot(settings, 'option-control')}
      id={card.ids.customChoice(key)}
      checked={checked}
      {...unavailable(card.locked, card.phase)}
      aria-labelledby={labelId}
      aria-controls={card.ids.customInput(key)}
      data-option-index={question.options.length}
      onCheckedChange={(value) => card.actions.selectCustom(key, value)}
    >
      <OptionIndicator checked={checked} disabled={card.locked} settings={settings} />
    </CheckboxControl>
  ) : (
    <RadioGroup.Item
      {...slot(settings, 'option-control')}
      id={card.ids.customChoice(key)}
      value={CUSTOM_VALUE}
      aria-labelledby={labelId}
      aria-controls={card.ids.customInput(key)}
      data-option-index={question.options.length}
      onClick={(event) => {
        // A pointer choice of "Other" means "let me type"; keyboard arrows just move on.
        if (event.detail > 0) customInputRef.current?.focus();
      }}
    >
      <OptionIndicator checked={checked} disabled={card.locked} settings={settings} />
    </RadioGroup.Item>
  );
  return (
    <div {...slot(settings, 'custom-choice')} data-state={state}>
      <label {...slot(settings, 'option')} htmlFor={card.ids.customChoice(key)} data-state={state}>
        {control}
        <span {...slot(settings, 'option-text')}>
          <span {...slot(settings, 'option-label')} id={labelId}>
            {messages.otherLabel}
          </span>
        </span>
      </label>
      {question.customLabel ? (
        <p {...slot(settings, 'custom-hint')} id={hintId}>
          {messages.agentSuggestion}: “
          <CardText text={question.customLabel} settings={settings} messages={messages} />”
        </p>
      ) : null}
      <CustomInput />
    </div>
  );
});

'use client';
import * as RadioGroup from '@radix-ui/react-radio-group';
import {
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type ReactNode,
  forwardRef,
  memo,
  useMemo,
} from 'react';
import { isShownChosen } from '../../../core/card/question-state.js';
import type { NormalizedOption } from '../../../core/types.js';
import { slot } from '../../slots.js';
import {
  OptionContext,
  type OptionContextValue,
  fillTemplate,
  useCardSlice,
  useQuestionPart,
  withHostProps,
} from '../context.js';
import { CustomChoice, CustomInput } from '../custom-input/custom-input.js';
import { CUSTOM_VALUE, Option, optionValue } from '../option/option.js';

/** What an option list repeats: the same parts for every option, or a function of it. */
export type OptionTemplate = ReactNode | ((option: NormalizedOption, index: number) => ReactNode);

/** Props of `AskUser.OptionList`: its element's props, and what it repeats for each option. */
export interface OptionListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dir'> {
  /**
   * Repeated for each option, inside its `AskUser.Option` context. Without children, each
   * option as the kit's row. The free-text choice follows the options when the question allows it.
   */
  readonly children?: OptionTemplate;
}

/** One option's context and content; memoised, so a click re-renders only the rows it changes. */
const OptionRow = memo(function OptionRow({
  option,
  index,
  template,
}: OptionContextValue & { readonly template: OptionTemplate | undefined }) {
  const item = useMemo<OptionContextValue>(() => ({ option, index }), [option, index]);
  return (
    <OptionContext.Provider value={item}>
      {fillTemplate(template, <Option />, option, index)}{' '}
    </OptionContext.Provider>
  );
});

/**
 * A question's options: a Radix radio group (single select), a group of Radix checkboxes
 * (multi-select), or the free-text field of a question without options. Digits pick options;
 * arrows move within a radio group.
 */
export const OptionList = forwardRef<HTMLDivElement, OptionListProps>(function OptionList(
  { children, ...rest },
  ref,
) {
  const { question, showPreview } = useQuestionPart('OptionList');
  const { key } = question;
  // The group itself shows which option is chosen (Radix's tab stop) and whether it is locked.
  const { card, settings, layout, slice } = useCardSlice(
    'OptionList',
    (snapshot, derived) => {
      const entry = snapshot.state.draft.entries[key];
      const index = question.options.findIndex((option) => isShownChosen(question, entry, option.label));
      return {
        value: question.multiSelect
          ? null
          : isShownChosen(question, entry)
            ? CUSTOM_VALUE
            : index >= 0
              ? optionValue(index)
              : null,
        locked: derived.locked,
      };
    },
    key,
  );
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
  const rows = question.options.map((option, index) => (
    <OptionRow key={option.label} option={option} index={index} template={children} />
  ));
  const customRow = question.allowCustom ? <CustomChoice /> : null;
  // In steps, Left and Right move between questions: the options move with Up and Down only.
  const orientation = layout === 'steps' ? 'vertical' : 'both';
  // The pointer and focus move the preview; leaving the group gives it back to the choice.
  const previewFollows = question.hasPreview
    ? {
        onMouseLeave: () => showPreview(undefined, 'hover'),
        onBlur: (event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            showPreview(undefined, 'focus');
        },
      }
    : {};
  if (question.multiSelect) {
    const group = card.getOptionGroupProps(
      key,
      { ...slot(settings, 'option-list'), ...previewFollows },
      { orientation },
    );
    return (
      <div {...withHostProps(group, rest)} ref={ref}>
        {rows}
        {customRow}
      </div>
    );
  }
  // Radix moves focus with the arrows and keeps the tab stop.
  const ours = card.getOptionGroupProps(
    key,
    { ...slot(settings, 'option-list'), ...previewFollows },
    { roving: false, orientation },
  );
  return (
    <RadioGroup.Root
      {...withHostProps(ours, rest)}
      ref={ref}
      value={slice.value}
      dir={settings.dir}
      orientation={orientation === 'vertical' ? 'vertical' : undefined}
      loop
    >
      {rows}
      {customRow}
    </RadioGroup.Root>
  );
});
OptionList.displayName = 'AskUser.OptionList';

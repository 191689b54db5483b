'use client';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { type ComponentPropsWithoutRef, type ReactNode, forwardRef, memo } from 'react';
import { isShownChosen } from '../../../core/card/question-state.js';
import type { NormalizedOption } from '../../../core/types.js';
import type { Messages } from '../../i18n/messages.js';
import { type KitSettings } from '../../settings.js';
import { slot } from '../../slots.js';
import { ModelText } from '../../text/model-text.js';
import { useCardSlice, useOptionPart, useQuestionPart, withHostProps } from '../context.js';

/**
 * Radix values are positions, not labels: labels are arbitrary model text, and the value is
 * serialised into the markup. @internal
 */
export const CUSTOM_VALUE = 'custom';
/** The Radix value of the option at `index`. @internal */
export const optionValue = (index: number): string => `option-${index}`;

const GLYPHS = { radio: ['○', '◉'], checkbox: ['☐', '☑'] } as const;

/**
 * The dot or tick of an option, marked `data-state` checked or unchecked. With the kit's
 * stylesheet it is always rendered and the unchecked one hidden with `visibility`, so choosing an
 * option changes attributes only and lays nothing out. Unstyled, it is a text glyph (○ ◉, ☐ ☑), so
 * a card without any stylesheet still shows what is chosen and has a control to press — unless the
 * host gives the indicator a class (`classNames['option-indicator']`) and draws it itself. @internal
 */
export function OptionIndicator({
  checked,
  multiSelect,
  settings,
}: {
  readonly checked: boolean;
  readonly multiSelect: boolean;
  readonly settings: KitSettings;
}) {
  // A host that styles the indicator draws it; unstyled and unclassed, the glyph stands in.
  const glyph = settings.unstyled && !settings.classNames?.['option-indicator'];
  return (
    <span
      {...slot(settings, 'option-indicator')}
      data-state={checked ? 'checked' : 'unchecked'}
      aria-hidden={glyph ? true : undefined}
    >
      {glyph ? GLYPHS[multiSelect ? 'checkbox' : 'radio'][checked ? 1 : 0] : null}
    </span>
  );
}

/**
 * An option's control: a Radix checkbox (multi-select) or radio item, carrying the getter's props
 * (ARIA, ids, state attributes, availability and the click that chooses). @internal
 */
export function OptionControl({
  multiSelect,
  value,
  checked,
  settings,
  props,
}: {
  readonly multiSelect: boolean;
  readonly value: string;
  readonly checked: boolean;
  readonly settings: KitSettings;
  readonly props: Record<string, unknown>;
}) {
  const indicator = <OptionIndicator checked={checked} multiSelect={multiSelect} settings={settings} />;
  return multiSelect ? (
    <Checkbox.Root {...props} checked={checked}>
      {indicator}
    </Checkbox.Root>
  ) : (
    <RadioGroup.Item {...props} value={value}>
      {indicator}
    </RadioGroup.Item>
  );
}

/**
 * An option's text: its digit, label and recommended badge, and its description. Memoised: a
 * click re-renders the rows it changes, and their text stays as it is.
 */
const OptionText = memo(function OptionText({
  option,
  shortcut,
  labelId,
  descriptionId,
  settings,
  messages,
}: {
  readonly option: NormalizedOption;
  readonly shortcut: string | undefined;
  readonly labelId: string;
  readonly descriptionId: string;
  readonly settings: KitSettings;
  readonly messages: Messages;
}) {
  // The spaces between the pieces keep their words apart where no stylesheet lays them out
  // (unstyled, reader modes); a styled row lays them out in a grid, where spaces take no room.
  return (
    <span {...slot(settings, 'option-text')}>
      <span {...slot(settings, 'option-label')} id={labelId}>
        {shortcut ? (
          <kbd {...slot(settings, 'option-shortcut')} aria-hidden="true">
            {shortcut}
          </kbd>
        ) : null}{' '}
        <ModelText text={option.displayLabel} settings={settings} messages={messages} />
        {option.recommended ? (
          <>
            {' '}
            <span {...slot(settings, 'recommended-badge')}>{messages.recommended}</span>
          </>
        ) : null}
      </span>{' '}
      {option.description ? (
        <span {...slot(settings, 'option-description')} id={descriptionId}>
          <ModelText text={option.description} settings={settings} messages={messages} />
        </span>
      ) : null}
    </span>
  );
});

/**
 * One option row: a `<label>` around the control (a Radix radio item or checkbox) and the
 * option's text. Children replace the text; the control and its labelling stay the kit's.
 */
export const Option = forwardRef<
  HTMLLabelElement,
  ComponentPropsWithoutRef<'label'> & { children?: ReactNode }
>(function Option({ children, onClick, ...rest }, ref) {
  const { question } = useQuestionPart('Option');
  const { option, index } = useOptionPart('Option');
  const { key } = question;
  const { label } = option;
  // Only what this row shows: another option's choice leaves it alone.
  // The slice only re-renders the row when what it shows changes; the getter says what that is.
  const { card, ids, settings, messages } = useCardSlice(
    'Option',
    (snapshot, derived) => {
      return {
        checked: isShownChosen(question, snapshot.state.draft.entries[key], label),
        locked: derived.locked,
        phase: derived.phase,
      };
    },
    key,
  );
  const control = card.getOptionProps(
    key,
    label,
    {
      ...slot(settings, 'option-control'),
      'aria-labelledby': ids.optionLabel(key, label),
      // A host's own text is the whole label: there is no description to point to.
      'aria-describedby': children === undefined ? undefined : null,
    },
    { roving: false },
  );
  const row = card.getOptionRowProps(key, label, { ...slot(settings, 'option'), onClick });
  // Shown as a key cap: letters upper case, as printed on keyboards.
  const shortcut = control['aria-keyshortcuts']?.toUpperCase();
  return (
    <label {...withHostProps(row, rest)} ref={ref}>
      <OptionControl
        multiSelect={question.multiSelect}
        value={optionValue(index)}
        checked={control['aria-checked']}
        settings={settings}
        props={control}
      />
      {children === undefined ? (
        <OptionText
          option={option}
          shortcut={shortcut}
          labelId={ids.optionLabel(key, label)}
          descriptionId={ids.optionDescription(key, label)}
          settings={settings}
          messages={messages}
        />
      ) : (
        <span {...slot(settings, 'option-label')} id={ids.optionLabel(key, label)}>
          {children}
        </span>
      )}
    </label>
  );
});
Option.displayName = 'AskUser.Option';

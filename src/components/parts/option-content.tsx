'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { CardText } from './card-text.js';
import { type KitSettings, slot } from '../context.js';
import { useOptionPart, useSettingsSlice, useQuestionPart } from './context.js';

/** Digits 1–9 pick options (Claude Code's convention); the row shows which. */
export const shortcutFor = (index: number) => (index < 9 ? String(index + 1) : undefined);

/**
 * The dot or tick of an option. With the kit's stylesheet it is always rendered, marked
 * `data-state` checked or unchecked, and the stylesheet hides the unchecked one with
 * `visibility`: choosing an option then changes attributes only, so a click lays nothing out
 * (Radix's Indicator mounts and unmounts, and its Presence reads the computed style on every
 * change). Unstyled, nothing could hide it, so it is rendered only while its option is chosen,
 * as Radix's is: a host's own indicator style never shows every option as chosen.
 */
export function OptionIndicator({
  checked,
  disabled,
  settings,
}: {
  checked: boolean;
  disabled: boolean;
  settings: KitSettings;
}) {
  if (!checked && settings.unstyled) return null;
  return (
    <span
      {...slot(settings, 'option-indicator')}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
    />
  );
}

/** An option's label (with its digit shortcut and the recommended badge) and description. */
export function OptionText() {
  const { question } = useQuestionPart('Option');
  const { ids, settings, messages } = useSettingsSlice('Option');
  const { option, index } = useOptionPart('Option');
  const labelId = `${ids.option(question.key, option.label)}-label`;
  const shortcut = shortcutFor(index);
  return (
    <span {...slot(settings, 'option-text')}>
      <span {...slot(settings, 'option-label')} id={labelId}>
        {shortcut ? (
          <kbd {...slot(settings, 'option-shortcut')} aria-hidden="true">
            {shortcut}
          </kbd>
        ) : null}
        <CardText text={option.displayLabel} settings={settings} messages={messages} />
        {option.recommended ? (
          <span {...slot(settings, 'recommended-badge')}>{messages.recommended}</span>
        ) : null}
      </span>
      {option.description ? (
        <span
          {...slot(settings, 'option-description')}
          id={ids.optionDescription(question.key, option.label)}
        >
          <CardText text={option.description} settings={settings} messages={messages} />
        </span>
      ) : null}
    </span>
  );
}

export interface CheckboxControlProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'onClick' | 'onKeyDown' | 'type' | 'role' | 'value'
> {
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
}

/**
 * A multi-select option's control: the markup and keys of Radix's Checkbox (a button with
 * `role="checkbox"`, `aria-checked`, `data-state`; Space toggles, Enter does not), written here
 * because the card needs nothing else of it — its form bubbling, indeterminate state and
 * Presence were a kilobyte of every card's first load, single-select cards included.
 */
export const CheckboxControl = forwardRef<HTMLButtonElement, CheckboxControlProps>(function CheckboxControl(
  { checked, disabled, onCheckedChange, ...rest },
  ref,
) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      value="on"
      {...rest}
      ref={ref}
      onKeyDown={(event) => {
        // WAI-ARIA: a checkbox toggles on Space only; Enter would also submit a host form.
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={() => onCheckedChange(!checked)}
    />
  );
});

import type { KeyboardEvent } from 'react';
import type { OptionShortcuts } from '../../core/card/selectors.js';
import type { NormalizedQuestion } from '../../core/types.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The key that picks the option at `index`: digits 1–9 (Claude Code's convention) or letters a–z;
 * none past them, or with shortcuts off.
 */
export function shortcutFor(index: number, mode: OptionShortcuts): string | undefined {
  if (mode === 'letters') return LETTERS[index];
  return mode === 'digits' && index < 9 ? String(index + 1) : undefined;
}

/** Whether a key press happens inside a text field, where keys type rather than act. */
export const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);

/** How the option group's keys act. */
export interface OptionKeys {
  readonly shortcuts: OptionShortcuts;
  /** Arrows move focus (a single-select group's also select): off where a primitive does it. */
  readonly arrows: boolean;
  /** `vertical`: only Up and Down move, so Left and Right stay free (the steps layout's). */
  readonly orientation: 'vertical' | 'both';
}

/**
 * The option group's keys: a shortcut picks its option; arrows move focus between the options and,
 * in a single-select group, select as they go (a checkbox is only ticked by Space or a click).
 * Typing in a field, modifier chords and handled events are left alone.
 */
export function handleOptionGroupKey(
  event: KeyboardEvent<HTMLElement>,
  question: NormalizedQuestion,
  keys: OptionKeys,
  pick: (label: string) => void,
): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target))
    return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-option-index]'));
  const index = question.options.findIndex(
    (_option, at) => shortcutFor(at, keys.shortcuts) === event.key.toLowerCase(),
  );
  if (index >= 0 && event.key.length === 1) {
    event.preventDefault();
    pick(question.options[index]!.label);
    items.find((item) => item.dataset.optionIndex === String(index))?.focus();
    return;
  }
  const vertical = event.key === 'ArrowDown' || event.key === 'ArrowUp';
  const horizontal = event.key === 'ArrowRight' || event.key === 'ArrowLeft';
  if (!keys.arrows || !(vertical || (horizontal && keys.orientation === 'both'))) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  if (current < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  let step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : -1;
  if (rtl && horizontal) step = -step;
  const next = items[(current + step + items.length) % items.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
  if (!question.multiSelect) next.click();
}

import type { KeyboardEvent } from 'react';
import type { NormalizedQuestion } from '../../core/types.js';

const FORWARD = ['ArrowDown', 'ArrowRight'];
const BACKWARD = ['ArrowUp', 'ArrowLeft'];

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);

/**
 * The option group's keys: digits pick options (Claude Code's convention); arrows move and
 * select within a single-select group when no primitive already does. Typing in a field,
 * modifier chords and handled events are left alone.
 */
export function handleOptionGroupKey(
  event: KeyboardEvent<HTMLElement>,
  question: NormalizedQuestion,
  arrowKeys: boolean,
  pick: (label: string) => void,
): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target))
    return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-option-index]'));
  if (/^[1-9]$/.test(event.key)) {
    const index = Number(event.key) - 1;
    const option = question.options[index];
    if (!option) return;
    event.preventDefault();
    pick(option.label);
    items.find((item) => item.dataset.optionIndex === String(index))?.focus();
    return;
  }
  if (!arrowKeys || question.multiSelect || ![...FORWARD, ...BACKWARD].includes(event.key)) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const current = items.indexOf(document.activeElement as HTMLElement);
  if (current < 0 || items.length === 0) return;
  let step = FORWARD.includes(event.key) ? 1 : -1;
  if (rtl && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) step = -step;
  const next = items[(current + step + items.length) % items.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.click();
}

import type { AnswerSelection } from '../types.js';
import { field, isDict, listItems, readableKeys, setOwn, stringField } from '../utils/read.js';

const SEPARATOR = ', ';

/** The answer string a selection stands for: the labels, then the free text, joined by ", ". */
export function selectionText(selection: AnswerSelection): string {
  const parts =
    selection.custom === undefined ? selection.selected : [...selection.selected, selection.custom];
  return parts.join(SEPARATOR);
}

/** Reads one stored selection; `undefined` unless it is `{ selected: string[], custom?: string }`. */
export function readSelection(value: unknown): AnswerSelection | undefined {
  if (!isDict(value)) return undefined;
  const { items, total } = listItems(field(value, 'selected'), 1_000);
  if (total > items.length || !items.every((item) => typeof item === 'string')) return undefined;
  const custom = field(value, 'custom');
  if (custom !== undefined && typeof custom !== 'string') return undefined;
  const selected = items as string[];
  return custom === undefined ? { selected } : { selected, custom };
}

/**
 * The selections of a record (keyed by question text), kept only where they reproduce the
 * stored answer string exactly — a selection that disagrees with its answer was not written
 * by the same response, and the answer string is what the runtime saw.
 */
export function readSelections(selections: unknown, answers: unknown): Map<string, AnswerSelection> {
  const out = new Map<string, AnswerSelection>();
  // Most records carry none: nothing to list.
  if (selections === undefined) return out;
  for (const key of readableKeys(selections, 100) ?? []) {
    const selection = readSelection(field(selections, key));
    const answer = stringField(answers, key);
    if (selection && answer !== undefined && selectionText(selection) === answer) out.set(key, selection);
  }
  return out;
}

/** Selections as a plain object for a payload, or `undefined` when there are none. */
export function selectionsObject(
  selections: ReadonlyMap<string, AnswerSelection>,
): Record<string, AnswerSelection> | undefined {
  if (selections.size === 0) return undefined;
  const out: Record<string, AnswerSelection> = {};
  for (const [key, selection] of selections) setOwn(out, key, selection);
  return out;
}

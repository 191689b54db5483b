import type { NormalizedQuestion } from '../types.js';
import { field, isList, listItems, stringField } from '../utils/read.js';

/** Claude Code's sentinel answer: the user left notes but chose no option. */
export const NOTES_ONLY_ANSWER = '(notes only)';

const SEPARATOR = ', ';

/**
 * A question's option texts as look-up tables, built once per question: reading a long answer
 * or reply then costs one hash per separator, not a scan of every label at every position.
 */
interface OptionLookup {
  /** Label, display label or value → label; an earlier option and the label win. */
  readonly exact: ReadonlyMap<string, string>;
  /** The distinct lengths of the exact texts, longest first. */
  readonly lengths: readonly number[];
  /** Label or display label folded (NFKC, lower case) → label; built when a reply needs it. */
  folded?: Map<string, string>;
}

const lookups = new WeakMap<NormalizedQuestion, OptionLookup>();

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function addFirst(map: Map<string, string>, text: string | undefined, label: string): void {
  if (text !== undefined && text.length > 0 && !map.has(text)) map.set(text, label);
}

/** A multi-select question's option texts as a table, built once per question. */
function lookupFor(question: NormalizedQuestion): OptionLookup {
  const cached = lookups.get(question);
  if (cached) return cached;
  const exact = new Map<string, string>();
  for (const option of question.options) addFirst(exact, option.label, option.label);
  for (const option of question.options) addFirst(exact, option.displayLabel, option.label);
  for (const option of question.options) addFirst(exact, option.value, option.label);
  const lengths = [...new Set([...exact.keys()].map((text) => text.length))].sort((a, b) => b - a);
  const lookup: OptionLookup = { exact, lengths };
  lookups.set(question, lookup);
  return lookup;
}

/** The option label that `text` names exactly, if any. */
export function labelFor(question: NormalizedQuestion, text: string): string | undefined {
  // A scan: most questions have a handful of options and are read once.
  for (const option of question.options) if (option.label === text) return option.label;
  for (const option of question.options) if (option.displayLabel === text) return option.label;
  for (const option of question.options) if (option.value === text) return option.label;
  return undefined;
}

/** The option label that `text` names ignoring case and Unicode width forms, if any. */
export function labelIgnoringCase(question: NormalizedQuestion, text: string): string | undefined {
  const exact = labelFor(question, text);
  if (exact !== undefined) return exact;
  const lookup = lookupFor(question);
  if (!lookup.folded) {
    const folded = new Map<string, string>();
    for (const option of question.options) {
      addFirst(folded, fold(option.label), option.label);
      addFirst(folded, fold(option.displayLabel), option.label);
    }
    lookup.folded = folded;
  }
  return lookup.folded.get(fold(text));
}

function inOptionOrder(question: NormalizedQuestion, wanted: (label: string) => boolean): string[] {
  const out: string[] = [];
  for (const option of question.options) if (wanted(option.label)) out.push(option.label);
  return out;
}

/** An answer string read against the question's options: the labels recognised, and the rest as free text. */
export interface InterpretedAnswer {
  readonly text: string;
  readonly selected: string[];
  readonly custom?: string;
}

/**
 * Splits one stored answer string against the question's option labels.
 *
 * Single-select: the whole string is a label, or it is custom text. Multi-select: labels are
 * taken from the left as long as each is followed by ", " or the end — longest label first,
 * so a label that itself contains a comma wins over a shorter one — and whatever is left is
 * the custom text, verbatim. Producers write the chosen labels first and the free text last.
 */
export function interpretAnswerText(question: NormalizedQuestion, text: string): InterpretedAnswer {
  const whole = labelFor(question, text);
  if (whole !== undefined) return { text, selected: [whole] };
  if (!question.multiSelect || question.options.length === 0) {
    return { text, selected: [], custom: text };
  }
  const { exact, lengths } = lookupFor(question);
  const picked = new Set<string>();
  let position = 0;
  for (;;) {
    let match: { label: string; length: number } | undefined;
    // Longest first, so a label that itself contains ", " wins over a shorter one; the cheap
    // separator test comes before the hash.
    for (const length of lengths) {
      const end = position + length;
      if (end > text.length || (end !== text.length && !text.startsWith(SEPARATOR, end))) continue;
      const label = exact.get(text.slice(position, end));
      if (label !== undefined) {
        match = { label, length };
        break;
      }
    }
    if (!match) break;
    picked.add(match.label);
    position += match.length;
    if (position === text.length) break;
    position += SEPARATOR.length;
  }
  const rest = text.slice(position);
  const selected = inOptionOrder(question, (label) => picked.has(label));
  return rest.length > 0 ? { text, selected, custom: rest } : { text, selected };
}

/**
 * Interprets any stored answer value: a string, an array of strings (each a label or free
 * text), `{ selected, custom? }` (id-keyed) or `{ answers: string[] }` (Codex). Returns
 * `undefined` for values that are not answers.
 */
export function interpretAnswerValue(
  question: NormalizedQuestion,
  value: unknown,
): InterpretedAnswer | undefined {
  if (typeof value === 'string') return interpretAnswerText(question, value);
  let parts: string[] | undefined;
  let custom: string | undefined;
  if (isList(value)) {
    parts = listItems(value, 1_000).items.filter((item): item is string => typeof item === 'string');
  } else if (field(value, 'selected') !== undefined || field(value, 'custom') !== undefined) {
    parts = listItems(field(value, 'selected'), 1_000).items.filter(
      (item): item is string => typeof item === 'string',
    );
    custom = stringField(value, 'custom');
  } else if (isList(field(value, 'answers'))) {
    parts = listItems(field(value, 'answers'), 1_000).items.filter(
      (item): item is string => typeof item === 'string',
    );
  }
  if (parts === undefined) return undefined;
  const labels: string[] = [];
  const free: string[] = [];
  for (const part of parts) {
    const label = labelFor(question, part);
    if (label !== undefined) labels.push(label);
    else if (part.length > 0) free.push(part);
  }
  if (custom !== undefined && custom.length > 0) {
    // id-keyed: custom supplements multi-select and overrides single-select.
    if (!question.multiSelect) labels.length = 0;
    free.push(custom);
  }
  const selected = inOptionOrder(question, (label) => labels.includes(label));
  const customText = free.length > 0 ? free.join(SEPARATOR) : undefined;
  const hasCustom = custom !== undefined && custom.length > 0;
  const stored = hasCustom ? (question.multiSelect ? [...parts, custom] : [custom]) : parts;
  const text = stored.join(SEPARATOR);
  return customText === undefined ? { text, selected } : { text, selected, custom: customText };
}

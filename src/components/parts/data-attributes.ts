import {
  ANSWER_OUTCOMES,
  ANSWER_SOURCES,
  CARD_VIEW_STATES,
  STATUS_KINDS,
} from '../../core/card/vocabulary.js';

/**
 * The styling contract as code: for each part, the `data-slot` of the element it renders and
 * the `data-*` state attributes that element carries, with their values. The README's table is
 * checked against this description, and the parts' conformance test checks that every part
 * renders no state attribute it does not declare here.
 */
export interface PartDataAttributes {
  /** The element's `data-slot` (and, unless `unstyled`, its class `auq-<slot>`). */
  readonly slot: string;
  /** Each attribute with its values; `[]` means present or absent (a boolean). */
  readonly attributes: Readonly<Record<string, readonly string[]>>;
}

export const PART_DATA_ATTRIBUTES = {
  Root: {
    slot: 'card',
    attributes: {
      // `loading`: the frame shown while a module the card needs is still arriving.
      'data-state': [...CARD_VIEW_STATES, 'loading'],
      'data-layout': ['stacked', 'steps'],
      'data-invalid': [],
      'data-complete': [],
      'data-auq-root': [],
      'data-auq-theme': ['light', 'dark'],
      'data-problem': ['unrenderable', 'no-input', 'record-without-questions', 'not-loaded'],
    },
  },
  Header: { slot: 'card-header', attributes: {} },
  Title: { slot: 'card-title', attributes: {} },
  QuestionList: { slot: 'card-body', attributes: {} },
  Question: {
    slot: 'question',
    attributes: {
      'data-question-state': ['answered', 'unanswered', 'skipped'],
      'data-selection-mode': ['single', 'multiple'],
      'data-kind': ['choice', 'text', 'number'],
      'data-has-preview': [],
      'data-required': [],
    },
  },
  QuestionText: { slot: 'question-text', attributes: {} },
  OptionList: {
    slot: 'option-list',
    attributes: { 'data-selection-mode': ['single', 'multiple', 'text'], 'data-disabled': [] },
  },
  Option: {
    slot: 'option',
    attributes: { 'data-state': ['checked', 'unchecked'], 'data-recommended': [], 'data-disabled': [] },
  },
  CustomInput: { slot: 'custom-input', attributes: { 'data-filled': [], 'data-active': [] } },
  QuestionTools: { slot: 'question-tools', attributes: {} },
  NotesToggle: { slot: 'notes-toggle', attributes: {} },
  Notes: { slot: 'notes', attributes: { 'data-filled': [] } },
  Skip: { slot: 'skip', attributes: { 'data-state': ['on', 'off'] } },
  Preview: { slot: 'preview-column', attributes: { 'data-comparing': [] } },
  Actions: { slot: 'actions', attributes: {} },
  Submit: { slot: 'submit', attributes: { 'data-action': ['submit'] } },
  SkipAll: { slot: 'skip-all', attributes: { 'data-action': ['skip-all'] } },
  Decline: { slot: 'decline', attributes: { 'data-action': ['decline'] } },
  Dismiss: { slot: 'cancel', attributes: { 'data-action': ['cancel'] } },
  Status: {
    slot: 'status',
    attributes: {
      'data-status': STATUS_KINDS,
      'data-tone': ['neutral'],
    },
  },
  Steps: { slot: 'steps', attributes: {} },
  StepNav: { slot: 'step-nav', attributes: {} },
  Review: { slot: 'review', attributes: {} },
  Summary: {
    slot: 'summary',
    attributes: {
      'data-outcome': ANSWER_OUTCOMES,
      'data-source': ANSWER_SOURCES,
    },
  },
} as const satisfies Readonly<Record<string, PartDataAttributes>>;

/** The name of a part that has a described element. */
export type DescribedPart = keyof typeof PART_DATA_ATTRIBUTES;

/** The README's table of parts, slots and state attributes, generated from the description. */
export function dataAttributesTable(): string {
  const rows = Object.entries(PART_DATA_ATTRIBUTES).map(([part, { slot, attributes }]) => {
    const states = Object.entries(attributes as Record<string, readonly string[]>)
      // Each value once: `pending` is both a live card's state and a stored call's outcome.
      .map(([name, values]) =>
        values.length === 0 ? `\`${name}\`` : `\`${name}\`: ${[...new Set(values)].join(', ')}`,
      )
      .join('; ');
    return `| \`${part}\` | \`${slot}\` | ${states || '—'} |`;
  });
  return ['| part | `data-slot` | state attributes |', '| --- | --- | --- |', ...rows].join('\n');
}

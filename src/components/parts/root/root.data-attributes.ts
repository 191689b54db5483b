import { CARD_VIEW_STATES } from '../../../core/card/vocabulary.js';

/** `AskUser.Root`'s element (`data-slot="card"`) and its state attributes. */
export const ROOT_DATA_ATTRIBUTES = {
  slot: 'card',
  attributes: {
    /** How the card stands: live, answered elsewhere, how the call ended, or its error card. */
    'data-state': [...CARD_VIEW_STATES, 'error'],
    'data-layout': ['stacked', 'steps'],
    /** The input breaks the tool contract (rendered leniently, with a warning). */
    'data-invalid': [],
    /** The input has fully arrived. */
    'data-complete': [],
    'data-auq-root': [],
    'data-auq-theme': ['light', 'dark'],
    /** Why the error card shows. */
    'data-problem': ['unrenderable', 'no-input', 'record-without-questions'],
  },
} as const;

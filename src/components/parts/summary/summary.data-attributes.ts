import { ANSWER_OUTCOMES, ANSWER_SOURCES } from '../../../core/card/vocabulary.js';

/** `AskUser.Summary`'s section and `AskUser.SummaryItem`'s question. */
export const SUMMARY_DATA_ATTRIBUTES = {
  slot: 'summary',
  attributes: { 'data-outcome': ANSWER_OUTCOMES, 'data-source': ANSWER_SOURCES },
} as const;
export const SUMMARY_ITEM_DATA_ATTRIBUTES = {
  slot: 'summary-item',
  attributes: {
    'data-state': ['answered', 'skipped', 'no-answer'],
    'data-resolution': [
      'answered',
      'skipped',
      'auto-resolved',
      'declined',
      'cancelled',
      'unavailable',
      'error',
      'pending',
      'unknown',
    ],
    'data-reason': [],
  },
} as const;

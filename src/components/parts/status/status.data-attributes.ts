import { STATUS_KINDS } from '../../../core/card/vocabulary.js';

/** `AskUser.Status`'s live line. */
export const STATUS_DATA_ATTRIBUTES = {
  slot: 'status',
  attributes: { 'data-status': STATUS_KINDS, 'data-tone': ['neutral'] },
} as const;

/** `AskUser.Option`'s row (its control carries the same `data-state`). */
export const OPTION_DATA_ATTRIBUTES = {
  slot: 'option',
  attributes: { 'data-state': ['checked', 'unchecked'], 'data-recommended': [], 'data-disabled': [] },
} as const;

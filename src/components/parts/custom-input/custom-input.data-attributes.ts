/** `AskUser.CustomInput`'s field. */
export const CUSTOM_INPUT_DATA_ATTRIBUTES = {
  slot: 'custom-input',
  attributes: {
    /** The field holds text. */
    'data-filled': [],
    /** The free-text choice is chosen. */
    'data-active': [],
  },
} as const;

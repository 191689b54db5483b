/** `AskUser.OptionList`'s element: the radio group, the group of checkboxes, or a text question's field row. */
export const OPTION_LIST_DATA_ATTRIBUTES = {
  slot: 'option-list',
  attributes: { 'data-selection-mode': ['single', 'multiple', 'text'], 'data-disabled': [] },
} as const;

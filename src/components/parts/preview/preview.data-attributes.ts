/** `AskUser.Preview`'s column around the preview box and its tools. */
export const PREVIEW_DATA_ATTRIBUTES = {
  slot: 'preview-column',
  attributes: { 'data-comparing': [] },
} as const;

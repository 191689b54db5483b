/** The card's header and heading. */
export const HEADER_DATA_ATTRIBUTES = { slot: 'card-header', attributes: {} } as const;
export const TITLE_DATA_ATTRIBUTES = { slot: 'card-title', attributes: {} } as const;

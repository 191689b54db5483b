/** The response buttons and their row. */
export const ACTIONS_DATA_ATTRIBUTES = { slot: 'actions', attributes: {} } as const;
export const SUBMIT_DATA_ATTRIBUTES = { slot: 'submit', attributes: { 'data-action': ['submit'] } } as const;
export const SKIP_ALL_DATA_ATTRIBUTES = {
  slot: 'skip-all',
  attributes: { 'data-action': ['skip-all'] },
} as const;
export const DECLINE_DATA_ATTRIBUTES = {
  slot: 'decline',
  attributes: { 'data-action': ['decline'] },
} as const;
export const DISMISS_DATA_ATTRIBUTES = { slot: 'cancel', attributes: { 'data-action': ['cancel'] } } as const;

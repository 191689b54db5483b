/** The steps layout's navigation, Back and Next, and the review. */
export const STEPS_DATA_ATTRIBUTES = { slot: 'steps', attributes: {} } as const;
export const STEP_NAV_DATA_ATTRIBUTES = { slot: 'step-nav', attributes: {} } as const;
export const PROGRESS_DATA_ATTRIBUTES = {
  slot: 'progress',
  attributes: { 'data-step': ['review'] },
} as const;
export const REVIEW_DATA_ATTRIBUTES = { slot: 'review', attributes: {} } as const;

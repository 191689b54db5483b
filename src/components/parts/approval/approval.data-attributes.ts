/** An approval: the tool call it asks about, and its decisions. */
export const TOOL_CALL_DATA_ATTRIBUTES = { slot: 'tool-call', attributes: {} } as const;
export const DECISIONS_DATA_ATTRIBUTES = { slot: 'decisions', attributes: {} } as const;
/** One decision button: which decision, and whether it is the one chosen. */
export const DECISION_DATA_ATTRIBUTES = {
  slot: 'decision',
  attributes: {
    'data-decision': ['allow', 'always', 'edit', 'deny'],
    'data-state': ['checked', 'unchecked'],
    'data-disabled': [],
  },
} as const;

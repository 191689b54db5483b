/** The question's tools: the row, the note toggle, the note field and Skip. */
export const QUESTION_TOOLS_DATA_ATTRIBUTES = { slot: 'question-tools', attributes: {} } as const;
export const NOTES_TOGGLE_DATA_ATTRIBUTES = { slot: 'notes-toggle', attributes: {} } as const;
export const NOTES_DATA_ATTRIBUTES = { slot: 'notes', attributes: { 'data-filled': [] } } as const;
export const SKIP_DATA_ATTRIBUTES = { slot: 'skip', attributes: { 'data-state': ['on', 'off'] } } as const;

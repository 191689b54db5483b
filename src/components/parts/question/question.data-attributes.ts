/** `AskUser.Question`'s element and `AskUser.QuestionText`'s. */
export const QUESTION_DATA_ATTRIBUTES = {
  slot: 'question',
  attributes: {
    'data-question-state': ['answered', 'unanswered', 'skipped'],
    'data-selection-mode': ['single', 'multiple'],
    'data-kind': ['choice', 'text', 'number'],
    'data-has-preview': [],
    'data-required': [],
  },
} as const;
export const QUESTION_TEXT_DATA_ATTRIBUTES = { slot: 'question-text', attributes: {} } as const;

/** `AskUser.QuestionList`'s element: the card body. */
export const QUESTION_LIST_DATA_ATTRIBUTES = { slot: 'card-body', attributes: {} } as const;

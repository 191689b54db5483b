import * as z from 'zod';

/**
 * The display payload: the structured answer record stored next to the tool
 * result for the UI — never for the model. `answers: {}` means "the user saw the questions,
 * answered none and the run continued", which differs from having no display at all.
 */
/** The structure behind one answer string: picked option labels and the free text, apart. */
export const answerSelectionSchema = z.strictObject({
  selected: z.array(z.string({ error: 'a selected label must be a string' }), {
    error: 'selected must be an array of option labels',
  }),
  custom: z.string({ error: 'custom must be a string' }).optional(),
});

/** The display payload written next to the tool result for the UI: `{ kind: "ask_user_question", answers }`. */
export const displayPayloadSchema = z.strictObject({
  kind: z.literal('ask_user_question', { error: 'kind must be "ask_user_question"' }),
  answers: z.record(z.string(), z.string({ error: 'an answer must be a string' }), {
    error: 'answers must be an object keyed by question text',
  }),
  selections: z
    .record(z.string(), answerSelectionSchema, {
      error: 'selections must be an object keyed by question text',
    })
    .optional(),
});

export type DisplayPayload = z.output<typeof displayPayloadSchema>;

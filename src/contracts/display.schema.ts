import * as z from 'zod';

/**
 * The display payload (SPEC §3.4): the structured answer record stored next to the tool
 * result for the UI — never for the model. `answers: {}` means "the user saw the questions,
 * answered none and the run continued", which differs from having no display at all.
 */
export const displayPayloadSchema = z.strictObject({
  kind: z.literal('ask_user_question', { error: 'kind must be "ask_user_question"' }),
  answers: z.record(z.string(), z.string({ error: 'an answer must be a string' }), {
    error: 'answers must be an object keyed by question text',
  }),
});

export type DisplayPayload = z.output<typeof displayPayloadSchema>;

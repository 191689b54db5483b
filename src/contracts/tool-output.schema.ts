import * as z from 'zod';
import { askUserQuestionAnnotationsSchema } from './ask-user-question.schema.js';
import { displayPayloadSchema } from './display.schema.js';

/**
 * The result of an answered ask-the-user call where the tool result is free-form (AI SDK,
 * assistant-ui): the answers for the host, the text the model reads, and the display payload
 * a stored conversation restores the summary from. Decline and dismiss are not outputs; they
 * are tool errors.
 */
export const askUserToolOutputSchema = z.strictObject({
  answers: z.record(z.string(), z.string({ error: 'an answer must be a string' }), {
    error: 'answers must be an object keyed by question text',
  }),
  annotations: askUserQuestionAnnotationsSchema.optional(),
  message: z.string({ error: 'message must be the text the model reads' }),
  display: displayPayloadSchema,
});

/** The handler's structured output: the questions, the answers and their annotations. */
export type AskUserToolOutput = z.output<typeof askUserToolOutputSchema>;

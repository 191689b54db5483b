import * as z from 'zod';
import { askUserQuestionResponseContentSchema } from './ask-user-question.schema.js';
import { answerSelectionSchema } from './display.schema.js';

const reasonSchema = z.string({ error: 'reason must be a string' }).optional();

/**
 * What the UI hands back when the user acts: accept with (possibly partial or
 * empty) answers, or decline, or cancel. Decline and cancel are never encoded as empty
 * answers.
 */
export const askUserResponseSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('accept'),
      content: askUserQuestionResponseContentSchema,
      selections: z
        .record(z.string(), answerSelectionSchema, {
          error: 'selections must be an object keyed by question text',
        })
        .optional(),
    }),
    z.strictObject({ action: z.literal('decline'), reason: reasonSchema }),
    z.strictObject({ action: z.literal('cancel'), reason: reasonSchema }),
  ],
  { error: 'action must be "accept", "decline" or "cancel"' },
);

export type AskUserResponse = z.output<typeof askUserResponseSchema>;

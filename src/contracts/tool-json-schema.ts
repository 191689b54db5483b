import * as z from 'zod';
import {
  ASK_USER_QUESTION_LIMITS,
  askUserQuestionMetadataSchema,
  askUserQuestionQuestionSchema,
} from './ask-user-question.schema.js';

/** What the tool is for, written for the model: the rules of a good call. */
export const toolDescription =
  'Ask the user 1–4 multiple-choice questions when you are blocked on a decision that is ' +
  "genuinely the user's to make. Each question has a short header (at most " +
  `${ASK_USER_QUESTION_LIMITS.maxHeaderLength} characters), 2–4 options with a label and a description, ` +
  'and multiSelect. Put the recommended option first and end its label with " (Recommended)". ' +
  'Do not add an "Other" option: the user can always type their own answer. Question texts must ' +
  'be unique, and option labels unique within a question. The user may answer all, some or none ' +
  'of the questions; an unanswered question is not a preference.';

/** The model-facing input: what the model writes. `answers` and `annotations` are the client's. */
export const askUserQuestionToolInputSchema = z
  .strictObject({
    questions: z
      .array(askUserQuestionQuestionSchema)
      .min(ASK_USER_QUESTION_LIMITS.minQuestions)
      .max(ASK_USER_QUESTION_LIMITS.maxQuestions)
      .describe('1 to 4 questions; question texts must be unique.'),
    metadata: askUserQuestionMetadataSchema.optional(),
  })
  .describe(toolDescription);

/** What the model writes when it calls the tool. */
export type AskUserQuestionToolInput = z.input<typeof askUserQuestionToolInputSchema>;

type JsonObject = { [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function buildToolJsonSchema(): JsonObject {
  const schema = z.toJSONSchema(askUserQuestionToolInputSchema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonObject;
  const questions = isObject(schema.properties) ? schema.properties.questions : undefined;
  const question = isObject(questions) ? questions.items : undefined;
  if (isObject(question)) {
    // The runtime schema defaults multiSelect to false so old calls still parse; the model
    // must decide single vs multi explicitly, so the provider-visible schema requires it.
    const required = Array.isArray(question.required) ? [...(question.required as string[])] : [];
    if (!required.includes('multiSelect')) required.push('multiSelect');
    question.required = required;
    const properties = question.properties;
    if (isObject(properties) && isObject(properties.multiSelect)) {
      delete properties.multiSelect.default;
    }
    // Grapheme counting is not expressible in JSON Schema; maxLength is the closest limit.
    if (isObject(properties) && isObject(properties.header)) {
      properties.header.maxLength = ASK_USER_QUESTION_LIMITS.maxHeaderLength;
    }
  }
  return schema;
}

/**
 * The JSON Schema handed to model providers as the tool's parameters. Generated
 * from the zod contract with `z.toJSONSchema`; it differs on purpose in that `multiSelect`
 * is required, and it carries no client-only fields (`answers`, `annotations`).
 */
export const toolJsonSchema: Readonly<JsonObject> = buildToolJsonSchema();

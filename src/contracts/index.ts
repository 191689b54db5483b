/**
 * `ask-user-kit/contracts` — zod schemas of the strict ask-the-user tool contract.
 *
 * Conventions:
 * - `xSchema` is a zod schema; `X` is its inferred output type.
 * - `parseX(value)` returns the parsed value or throws a {@link ContractError} whose message
 *   lists every issue as `path: what to do`.
 * - `safeParseX(value)` never throws and returns `{ success, data }` or
 *   `{ success: false, error, issues }`.
 * - Only hosts and servers need this entry. The rendering path (core, hooks, components)
 *   never imports zod at run time; it is lenient by design.
 *
 * @packageDocumentation
 */
import type * as z from 'zod';
import {
  askUserQuestionAnsweredInputSchema,
  askUserQuestionInputSchema,
  askUserQuestionResponseContentSchema,
} from './ask-user-question.schema.js';
import { displayPayloadSchema } from './display.schema.js';
import { type ContractResult, parseWith, safeParseWith } from './errors.js';
import { idKeyedAnswerSchema, idKeyedQuestionInputSchema } from './id-keyed.schema.js';
import { askUserResponseSchema } from './response.schema.js';

export {
  ASK_USER_QUESTION_LIMITS,
  askUserQuestionAnnotationSchema,
  askUserQuestionAnnotationsSchema,
  askUserQuestionAnsweredInputSchema,
  askUserQuestionAnswersSchema,
  askUserQuestionInputSchema,
  askUserQuestionMetadataSchema,
  askUserQuestionOptionSchema,
  askUserQuestionQuestionSchema,
  askUserQuestionResponseContentSchema,
} from './ask-user-question.schema.js';
export type {
  AskUserQuestionAnnotation,
  AskUserQuestionAnsweredInput,
  AskUserQuestionInput,
  AskUserQuestionOption,
  AskUserQuestionQuestion,
  AskUserQuestionResponseContent,
  ParsedAskUserQuestionInput,
} from './ask-user-question.schema.js';
export { answerSelectionSchema, displayPayloadSchema } from './display.schema.js';
export { ContractError, formatPath } from './errors.js';
export type { ContractIssue, ContractResult } from './errors.js';
export { idKeyedAnswerSchema, idKeyedOptionSchema, idKeyedQuestionInputSchema } from './id-keyed.schema.js';
export type { IdKeyedAnswer, IdKeyedQuestionInput } from './id-keyed.schema.js';
export { askUserResponseSchema } from './response.schema.js';
export { askUserQuestionToolInputSchema, toolDescription, toolJsonSchema } from './tool-json-schema.js';
export type { AskUserQuestionToolInput } from './tool-json-schema.js';
export { askUserToolOutputSchema } from './tool-output.schema.js';
export type { AskUserToolOutput } from './tool-output.schema.js';
export { PREVIEW_MAX_LENGTH, isPreviewError, validatePreview } from '../rules/preview.js';
export type { PreviewValidation, PreviewViolation } from '../rules/preview.js';

type Parsed<S extends z.ZodType> = z.output<S>;

/** Parses the strict tool input; throws a readable {@link ContractError}. */
export const parseAskUserQuestionInput = (value: unknown): Parsed<typeof askUserQuestionInputSchema> =>
  parseWith(askUserQuestionInputSchema, value, 'AskUserQuestion input');
/** Validates the strict tool input without throwing. */
export const safeParseAskUserQuestionInput = (
  value: unknown,
): ContractResult<Parsed<typeof askUserQuestionInputSchema>> =>
  safeParseWith(askUserQuestionInputSchema, value);

/** Parses the input as the handler must see it (answers collected); throws when not. */
export const parseAskUserQuestionAnsweredInput = (
  value: unknown,
): Parsed<typeof askUserQuestionAnsweredInputSchema> =>
  parseWith(askUserQuestionAnsweredInputSchema, value, 'AskUserQuestion answered input');
/** Validates the input as the handler must see it (answers collected) without throwing. */
export const safeParseAskUserQuestionAnsweredInput = (
  value: unknown,
): ContractResult<Parsed<typeof askUserQuestionAnsweredInputSchema>> =>
  safeParseWith(askUserQuestionAnsweredInputSchema, value);

/** Parses what a UI sends back on accept; throws a readable {@link ContractError}. */
export const parseAskUserQuestionResponseContent = (
  value: unknown,
): Parsed<typeof askUserQuestionResponseContentSchema> =>
  parseWith(askUserQuestionResponseContentSchema, value, 'AskUserQuestion response content');
/** Validates what a UI sends back on accept without throwing. */
export const safeParseAskUserQuestionResponseContent = (
  value: unknown,
): ContractResult<Parsed<typeof askUserQuestionResponseContentSchema>> =>
  safeParseWith(askUserQuestionResponseContentSchema, value);

/** Parses a response (accept, decline or cancel); throws a readable {@link ContractError}. */
export const parseAskUserResponse = (value: unknown): Parsed<typeof askUserResponseSchema> =>
  parseWith(askUserResponseSchema, value, 'ask-user response');
/** Validates a response (accept, decline or cancel) without throwing. */
export const safeParseAskUserResponse = (
  value: unknown,
): ContractResult<Parsed<typeof askUserResponseSchema>> => safeParseWith(askUserResponseSchema, value);

/** Parses the id-keyed question input; throws a readable {@link ContractError}. */
export const parseIdKeyedQuestionInput = (value: unknown): Parsed<typeof idKeyedQuestionInputSchema> =>
  parseWith(idKeyedQuestionInputSchema, value, 'id-keyed question input');
/** Validates the id-keyed question input without throwing. */
export const safeParseIdKeyedQuestionInput = (
  value: unknown,
): ContractResult<Parsed<typeof idKeyedQuestionInputSchema>> =>
  safeParseWith(idKeyedQuestionInputSchema, value);

/** Parses an id-keyed answer; throws a readable {@link ContractError}. */
export const parseIdKeyedAnswer = (value: unknown): Parsed<typeof idKeyedAnswerSchema> =>
  parseWith(idKeyedAnswerSchema, value, 'id-keyed answer');
/** Validates an id-keyed answer without throwing. */
export const safeParseIdKeyedAnswer = (value: unknown): ContractResult<Parsed<typeof idKeyedAnswerSchema>> =>
  safeParseWith(idKeyedAnswerSchema, value);

/** Parses a display payload; throws a readable {@link ContractError}. */
export const parseDisplayPayload = (value: unknown): Parsed<typeof displayPayloadSchema> =>
  parseWith(displayPayloadSchema, value, 'display payload');
/** Validates a display payload without throwing. */
export const safeParseDisplayPayload = (
  value: unknown,
): ContractResult<Parsed<typeof displayPayloadSchema>> => safeParseWith(displayPayloadSchema, value);

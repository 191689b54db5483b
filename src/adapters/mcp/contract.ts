/**
 * The MCP adapter's one reader and one writer, over everything MCP uses to ask a person: an
 * `elicitation/create` request (form or URL), a 2026-07-28 `input_required` result, and a 1.x
 * task waiting in `input_required`.
 */
import * as elicitation from '../../core/record/elicitation.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, total } from '../../core/utils/read.js';
import {
  type InputRequiredResult,
  type InputResponsesParams,
  isInputRequired,
  toInputRequiredRecord,
  toInputResponses,
  toTaskRecord,
} from './input-required.js';

/** What the client answered, when the host knows it. */
export interface McpRecordOptions {
  /**
   * What `toRuntimeAnswer` wrote and the client sent: an elicitation's `ElicitResult`, or the
   * retried call's `{ inputResponses, requestState }` for an `input_required` result.
   */
  readonly response?: unknown;
}

/** A record of an MCP request; an elicitation's says whether it asked with a form or a link. */
export type McpRecord = AskUserRecord & { readonly mode?: 'form' | 'url' };

/**
 * Anything MCP asks a person with → the kit's record: an `elicitation/create` request or its
 * params (a form's fields, or a URL request as Open the link / Not now naming the host the
 * browser will open), an `input_required` result (every elicitation it carries, in one card),
 * or a 1.x task in `input_required` (pending: its questions arrive as elicitation requests).
 * Pending, or — given the `response` you sent — answered, declined or dismissed. `undefined`
 * for anything else.
 */
export function toRecord(value: unknown, options: McpRecordOptions = {}): McpRecord | undefined {
  return total(
    () => {
      if (isInputRequired(value)) {
        const inputResponses = field(options.response, 'inputResponses');
        return toInputRequiredRecord(value, inputResponses === undefined ? {} : { inputResponses });
      }
      return elicitation.toRecord(value, options) ?? toTaskRecord(value);
    },
    () => undefined,
  );
}

/**
 * The kit's response → what MCP takes: an `ElicitResult` for an elicitation request, the retried
 * call's `{ inputResponses, requestState }` for an `input_required` result. `undefined` for a
 * task (answer the elicitation requests it delivers) and for anything `toRecord` does not claim.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value:
    | { readonly requestedSchema: unknown }
    | { readonly mode: 'url' }
    | { readonly method: 'elicitation/create' },
): elicitation.ElicitResult | undefined;
export function toRuntimeAnswer(
  given: AskUserResponse,
  value:
    Pick<InputRequiredResult, 'resultType'> | { readonly result: Pick<InputRequiredResult, 'resultType'> },
): InputResponsesParams | undefined;
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
): elicitation.ElicitResult | InputResponsesParams | undefined;
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
): elicitation.ElicitResult | InputResponsesParams | undefined {
  return total(
    () =>
      isInputRequired(value) ? toInputResponses(given, value) : elicitation.toRuntimeAnswer(given, value),
    () => undefined,
  );
}

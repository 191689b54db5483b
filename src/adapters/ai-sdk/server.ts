/**
 * `ask-user-kit/adapters/ai-sdk/server` — the tool definition for your AI SDK route. Unlike
 * the client entry it imports `ai` (and `zod`, through the contracts) at run time, and it has
 * no React, so it is safe in a Next.js route handler or any server.
 *
 * @packageDocumentation
 */
import { jsonSchema, tool } from 'ai';
import { toolDescription, toolJsonSchema } from '../../contracts/tool-json-schema.js';
import type { AskUserQuestionToolInput } from '../../contracts/tool-json-schema.js';
import { askUserToolOutputSchema } from '../../contracts/tool-output.schema.js';
import { field, isDict, stringField } from '../../core/utils/read.js';

/**
 * What the model reads of an answered call: the kit's text only (answered questions, the
 * skipped ones with the instruction not to read silence as a preference), not the whole
 * output object with its answers three times over. Pass it as the tool's `toModelOutput`;
 * it takes the `{ output }` argument of `ai` 6 and 7 and the bare output of `ai` 5.
 *
 * @example
 * tool({ description, inputSchema, outputSchema, toModelOutput })
 */
export function toModelOutput(
  options: unknown,
): { type: 'text'; value: string } | { type: 'json'; value: never } {
  const output = isDict(options) && 'toolCallId' in options ? field(options, 'output') : options;
  const message = stringField(output, 'message');
  if (message !== undefined) return { type: 'text', value: message };
  return { type: 'json', value: (output ?? null) as never };
}

/** Options of `askUserQuestionTool`. */
export interface AskUserQuestionToolOptions {
  /** Replaces the kit's description, which teaches the model the rules of a good call. */
  readonly description?: string;
}

/**
 * The ask-the-user tool for `streamText({ tools })`, with no `execute`: the browser answers it
 * with `addToolOutput`. Its input schema is the provider-visible contract (`multiSelect`
 * required, no client-only fields) and is not enforced at run time, so a call that bends the
 * contract still reaches the card, which renders it leniently rather than costing the user a
 * model round trip. Its output schema is the kit's tool output, which `validateUIMessages`
 * checks; `toModelOutput` gives the model the kit's text alone. Register it under a name the
 * client recognises (`AskUserQuestion` by default) and pass the same tools to
 * `convertToModelMessages`.
 *
 * @example
 * const tools = { AskUserQuestion: askUserQuestionTool() };
 * const result = streamText({ model, tools, messages: await convertToModelMessages(messages, { tools }) });
 */
export function askUserQuestionTool(options: AskUserQuestionToolOptions = {}) {
  return tool({
    description: options.description ?? toolDescription,
    inputSchema: jsonSchema<AskUserQuestionToolInput>(toolJsonSchema as Parameters<typeof jsonSchema>[0]),
    outputSchema: askUserToolOutputSchema,
    toModelOutput,
  });
}

/** Pure conversions between assistant-ui tool-call parts and the kit's records and responses. */
import { createToolOutput } from '../../core/text/tool-output.js';
import { CANCEL_TEXT, DECLINE_TEXT, kitRefusal, reasonText, refusalFor } from '../../core/text/refusal.js';
import type { AskUserRecord, AskUserResponse, DisplayPayload } from '../../core/types.js';
import { isAskUserToolName } from '../../core/record/tool-names.js';
import { field, isDict, stringField, total } from '../../core/utils/read.js';
import { readResponse } from '../../core/draft/read-response.js';

/** The tool result this adapter writes with `addResult`. */
export type AskUserToolResult =
  | {
      readonly action: 'accept';
      readonly answers: Readonly<Record<string, string>>;
      readonly annotations?: Readonly<Record<string, { readonly preview?: string; readonly notes?: string }>>;
      /** The model-visible text. */
      readonly message: string;
      readonly display: DisplayPayload;
    }
  | { readonly action: 'decline' | 'cancel'; readonly message: string };

/** The text a declined call's result carries, as the model reads it. */
export const DECLINE_MESSAGE = DECLINE_TEXT;
/** The text a dismissed call's result carries, as the model reads it. */
export const CANCEL_MESSAGE = CANCEL_TEXT;

/** The part props this adapter reads (of assistant-ui's `ToolCallMessagePartProps`). */
export interface AskUserPartProps {
  readonly toolCallId: string;
  readonly toolName: string;
  /** The arguments, partial while they stream in. */
  readonly args: unknown;
  readonly argsText: string;
  readonly result?: unknown;
  readonly isError?: boolean;
  readonly status: { readonly type: string; readonly reason?: string };
}

/** How to build a record: which tool names are this tool's, and what was answered. */
export interface ToRecordOptions {
  /** Only these tool names are this tool's (default: any — the tool UI is registered by name). */
  readonly toolNames?: readonly string[];
  /** The result `toRuntimeAnswer` wrote and `addResult` sent, for a part that has none yet. */
  readonly response?: unknown;
}

/**
 * A tool-call part → the kit's record: while running the arguments stream in (the raw
 * `argsText` is read, so a cut-off value is known to be partial); `requires-action` waits
 * for the user; a result is answered, declined or cancelled by its `action`; an incomplete
 * part is cancelled (the user stopped the run) or an error, and an error result is an error
 * with its text as the reason unless it carries the kit's own refusal. Never throws; `undefined`
 * for anything that is not a tool call part — props with a `toolCallId` and `args`, `argsText` or
 * `result` — or not one of `toolNames`.
 */
export function toRecord(
  props: AskUserPartProps | unknown,
  options: ToRecordOptions = {},
): (AskUserRecord & { toolCallId: string }) | undefined {
  if (!isDict(props)) return undefined;
  const toolName = stringField(props, 'toolName');
  if (options.toolNames && !isAskUserToolName(toolName, options.toolNames)) return undefined;
  const input = field(props, 'args');
  const argsText = stringField(props, 'argsText');
  const result = field(props, 'result') ?? options.response;
  const status = field(props, 'status');
  const toolCallId = stringField(props, 'toolCallId');
  // assistant-ui's tool call parts always carry their call id and a status object; other values
  // (another kit's render props, a JSON-RPC response) merely share a field.
  if (field(props, 'status') !== undefined && !isDict(field(props, 'status'))) return undefined;
  if (toolCallId === undefined || (input === undefined && argsText === undefined && result === undefined))
    return undefined;
  if (result !== undefined) {
    const action = field(result, 'action');
    if (action === 'decline') return { toolCallId, input, raw: result, state: 'declined' };
    if (action === 'cancel') return { toolCallId, input, raw: result, state: 'cancelled' };
    if (field(props, 'isError') === true) {
      // An error result is the user's refusal only when it carries the kit's own words.
      const text =
        typeof result === 'string'
          ? result
          : (stringField(result, 'message') ?? stringField(result, 'error'));
      // Kept apart from the answer carriers: an error result holds no answers, whatever it looks like.
      const record = { toolCallId, input, raw: { error: result }, state: kitRefusal(text) ?? 'error' };
      return text?.trim() ? { ...record, reason: reasonText(text) } : record;
    }
    const display = field(result, 'display');
    return display === undefined
      ? { toolCallId, input, output: result, state: 'answered' }
      : { toolCallId, input, output: result, display, state: 'answered' };
  }
  switch (field(status, 'type')) {
    case 'running':
      return { toolCallId, input: argsText || input, state: 'streaming' };
    case 'incomplete': {
      const reason = field(status, 'reason');
      const error = field(status, 'error');
      const record = {
        toolCallId,
        input,
        raw: { reason, error },
        state: reason === 'cancelled' ? 'cancelled' : 'error',
      };
      const why = typeof error === 'string' ? error : stringField(error, 'message');
      return why?.trim() ? { ...record, reason: reasonText(why) } : record;
    }
    default:
      return { toolCallId, input, state: 'pending' };
  }
}

/**
 * The kit's response → the value for `addResult`. Decline and cancel are never empty answers.
 * `undefined` for a value that is not a tool call part (`toRecord` reads none).
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  props: Pick<AskUserPartProps, 'args'> | unknown,
): AskUserToolResult | undefined {
  return total(
    () => (toRecord(props) ? toToolResult(given, props as Pick<AskUserPartProps, 'args'>) : undefined),
    () => undefined,
  );
}

/** The value for `addResult`, for props the tool UI was rendered with. */
export function toToolResult(
  given: AskUserResponse,
  props?: Pick<AskUserPartProps, 'args'>,
): AskUserToolResult {
  const response = readResponse(given);
  if (response.action === 'accept') {
    return { action: 'accept', ...createToolOutput(props?.args, response.content, response.selections) };
  }
  return { action: response.action, message: refusalFor(response) };
}

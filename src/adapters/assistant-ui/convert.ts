/** Pure conversions between assistant-ui tool-call parts and the kit's records and responses. */
import { createToolOutput, refusalMessage } from '../../core/text/tool-output.js';
import type { AskUserRecord, AskUserResponse, DisplayPayload } from '../../core/types.js';
import { field, isDict, stringField } from '../../core/utils/read.js';
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

export const DECLINE_MESSAGE = 'The user declined to answer these questions.';
export const CANCEL_MESSAGE = 'The user dismissed the questions without answering.';

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

export interface ToRecordOptions {
  /** Only these tool names are this tool's (default: any — the tool UI is registered by name). */
  readonly toolNames?: readonly string[];
}

/**
 * A tool-call part → the kit's record: while running the arguments stream in (the raw
 * `argsText` is read, so a cut-off value is known to be partial); `requires-action` waits
 * for the user; a result is answered, declined or cancelled by its `action`; an incomplete
 * part is cancelled or an error. Never throws; `undefined` for anything that is not a tool
 * call part (or not one of `toolNames`).
 */
export function toRecord(
  props: AskUserPartProps | unknown,
  options: ToRecordOptions = {},
): (AskUserRecord & { toolCallId: string }) | undefined {
  if (!isDict(props)) return undefined;
  const toolName = stringField(props, 'toolName');
  if (options.toolNames && (toolName === undefined || !options.toolNames.includes(toolName)))
    return undefined;
  const input = field(props, 'args');
  const argsText = stringField(props, 'argsText');
  const result = field(props, 'result');
  const status = field(props, 'status');
  if (input === undefined && argsText === undefined && result === undefined) return undefined;
  const toolCallId = stringField(props, 'toolCallId') ?? '';
  if (result !== undefined) {
    const action = field(result, 'action');
    if (action === 'decline') return { toolCallId, input, raw: result, state: 'declined' };
    if (action === 'cancel') return { toolCallId, input, raw: result, state: 'cancelled' };
    if (field(props, 'isError') === true) return { toolCallId, input, raw: result, state: 'error' };
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
      return { toolCallId, input, raw: { reason }, state: reason === 'cancelled' ? 'cancelled' : 'error' };
    }
    default:
      return { toolCallId, input, state: 'pending' };
  }
}

/** The kit's response → the value for `addResult`. Decline and cancel are never empty answers. */
export function toRuntimeAnswer(
  given: AskUserResponse,
  props?: Pick<AskUserPartProps, 'args'>,
): AskUserToolResult {
  const response = readResponse(given);
  if (response.action === 'accept') {
    return { action: 'accept', ...createToolOutput(props?.args, response.content, response.selections) };
  }
  const base = response.action === 'decline' ? DECLINE_MESSAGE : CANCEL_MESSAGE;
  return { action: response.action, message: refusalMessage(base, response.reason) };
}

/** The tool's name in a part, for hosts that route several names to this UI. */
export function toolNameOf(props: Pick<AskUserPartProps, 'toolName'>): string | undefined {
  return stringField(props, 'toolName');
}

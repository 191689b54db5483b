/** Pure conversions between assistant-ui tool-call parts and the kit's records and responses. */
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { createDisplayPayload } from '../../core/display/create-display-payload.js';
import { formatModelContent } from '../../core/text/format-model-content.js';
import type { AskUserRecord, AskUserResponse, DisplayPayload } from '../../core/types.js';
import { field, stringField } from '../../core/utils/read.js';

/** The tool result this adapter writes with `addResult`. */
export type AskUserToolResult =
  | {
      readonly action: 'accept';
      readonly answers: Readonly<Record<string, string>>;
      readonly annotations?: Readonly<Record<string, { readonly preview?: string; readonly notes?: string }>>;
      /** The model-visible text (SPEC §4.5). */
      readonly message: string;
      readonly display: DisplayPayload;
    }
  | { readonly action: 'decline' | 'cancel'; readonly message: string };

export const DECLINE_MESSAGE = 'The user declined to answer these questions.';
export const CANCEL_MESSAGE = 'The user dismissed the questions without answering.';

/** The part props this adapter reads (a subset of `ToolCallMessagePartProps`). */
export type AskUserPartProps = Pick<
  ToolCallMessagePartProps,
  'args' | 'argsText' | 'result' | 'status' | 'isError' | 'toolCallId' | 'toolName'
>;

/**
 * A tool-call part → the kit's record: while running the arguments stream in (the raw
 * `argsText` is read, so a cut-off value is known to be partial); `requires-action` waits
 * for the user; a result is answered, declined or cancelled by its `action`; an incomplete
 * part is cancelled or an error.
 */
export function toRecord(props: AskUserPartProps): AskUserRecord & { toolCallId: string } {
  const toolCallId = props.toolCallId;
  const result = props.result as unknown;
  const input = props.args;
  const action = field(result, 'action');
  if (result !== undefined) {
    if (action === 'decline') return { toolCallId, input, raw: result, state: 'declined' };
    if (action === 'cancel') return { toolCallId, input, raw: result, state: 'cancelled' };
    if (props.isError) return { toolCallId, input, raw: result, state: 'error' };
    const display = field(result, 'display');
    return display === undefined
      ? { toolCallId, input, output: result, state: 'answered' }
      : { toolCallId, input, output: result, display, state: 'answered' };
  }
  switch (props.status.type) {
    case 'running':
      return { toolCallId, input: props.argsText || input, state: 'streaming' };
    case 'incomplete':
      return {
        toolCallId,
        input,
        raw: { reason: props.status.reason },
        state: props.status.reason === 'cancelled' ? 'cancelled' : 'error',
      };
    default:
      return { toolCallId, input, state: 'pending' };
  }
}

/** The kit's response → the value for `addResult`. Decline and cancel are never empty answers. */
export function toRuntimeAnswer(
  response: AskUserResponse,
  props?: Pick<AskUserPartProps, 'args'>,
): AskUserToolResult {
  if (response.action === 'accept') {
    const { answers, annotations } = response.content;
    return {
      action: 'accept',
      answers,
      ...(annotations ? { annotations } : {}),
      message: formatModelContent(props?.args, answers, annotations),
      display: createDisplayPayload({ answers }) ?? { kind: 'ask_user_question', answers: {} },
    };
  }
  const base = response.action === 'decline' ? DECLINE_MESSAGE : CANCEL_MESSAGE;
  return { action: response.action, message: response.reason ? `${base} Reason: ${response.reason}` : base };
}

/** The tool's name in a part, for hosts that route several names to this UI. */
export function toolNameOf(props: Pick<AskUserPartProps, 'toolName'>): string | undefined {
  return stringField(props, 'toolName');
}

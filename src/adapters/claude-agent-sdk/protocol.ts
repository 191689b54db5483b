import { field } from '../../core/utils/read.js';

/** The tool's name in Claude Code and the Agent SDK. */
export const TOOL_NAME = 'AskUserQuestion';

/** A stream-json `control_request` asking to use `AskUserQuestion` (`SDKControlRequest`). */
export interface AskUserControlRequest {
  type: 'control_request';
  request_id: string;
  request: {
    subtype: 'can_use_tool';
    tool_name: string;
    input: Record<string, unknown>;
    tool_use_id?: string;
  };
}

/** Whether a stream-json message is a `can_use_tool` request for `AskUserQuestion`. */
export function isAskUserControlRequest(message: unknown): message is AskUserControlRequest {
  const request = field(message, 'request');
  return (
    field(message, 'type') === 'control_request' &&
    field(request, 'subtype') === 'can_use_tool' &&
    field(request, 'tool_name') === TOOL_NAME
  );
}

/**
 * The AI SDK adapter's one reader and one writer, over every tool part that asks a person: an
 * ask-the-user tool's part in any state, and any tool's approval.
 */
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, listItems, stringField, total } from '../../core/utils/read.js';
import {
  type ApprovalOptions,
  type ToolApprovalResponse,
  isApprovalPart,
  toApprovalRecord,
  toApprovalResponse,
} from './approval.js';
import { type ToRecordOptions, type ToolOutputArgument, toToolOutput, toolRecord } from './convert.js';

/** Which tools are ask-the-user tools, your words for approvals, and what was sent. */
export interface AiSdkRecordOptions extends ToRecordOptions, ApprovalOptions {
  /**
   * What `toRuntimeAnswer` wrote and the chat sent: the `addToolOutput` argument for an
   * ask-the-user tool, the `addToolApprovalResponse` argument for an approval. A waiting part
   * then reads as answered.
   */
  readonly response?: unknown;
}

/** A record of a tool part, with the call it belongs to. */
export type AiSdkRecord = AskUserRecord & { readonly toolCallId: string; readonly approvalId?: string };

const APPROVAL_STATES = new Set(['approval-requested', 'approval-responded', 'output-denied']);

/** A part deciding an approval right now (rather than a finished call that once had one). */
function inApproval(part: unknown): boolean {
  return isApprovalPart(part) && APPROVAL_STATES.has(stringField(part, 'state') ?? '');
}

/** An ask-the-user tool's part as it stands once `written` was sent for it. */
function answeredPart(part: unknown, written: unknown): unknown {
  const errorText = stringField(written, 'errorText');
  if (field(written, 'state') === 'output-error' && errorText !== undefined)
    return { ...(part as object), state: 'output-error', errorText };
  const output = field(written, 'output');
  return output === undefined ? part : { ...(part as object), state: 'output-available', output };
}

/**
 * A tool part → the kit's record, for every part that asks a person: an ask-the-user tool
 * (`toolNames`, default {@link DEFAULT_TOOL_NAMES}, also with an MCP prefix) in every state —
 * streaming, waiting, answered, refused, failed — and any tool's approval, waiting or decided.
 * `undefined` for other parts, and for a finished part of a tool that only shares an
 * ask-the-user name (its input holds no questions).
 */
export function toRecord(part: unknown, options: AiSdkRecordOptions = {}): AiSdkRecord | undefined {
  return total(
    () => {
      const asked =
        options.response === undefined || inApproval(part) ? part : answeredPart(part, options.response);
      const tool = toolRecord(asked, options);
      // A denied ask-the-user call reads as its questions refused; any other approval as itself.
      if (inApproval(part) && (tool === undefined || field(part, 'state') !== 'output-denied'))
        return toApprovalRecord(part, options);
      return tool ?? toApprovalRecord(part, options);
    },
    () => undefined,
  );
}

/**
 * The kit's response → what the chat sends: for an ask-the-user tool the `addToolOutput` /
 * `addToolResult` argument (answers, display payload and the model's text; decline and cancel as
 * `output-error`); for an approval the `addToolApprovalResponse` argument `{ id, approved,
 * reason? }` (`undefined` when the answer chose neither Allow nor Deny). `undefined` for any
 * part `toRecord` does not claim — never a made-up output.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  part: unknown,
  options: AiSdkRecordOptions = {},
): ToolOutputArgument | ToolApprovalResponse | undefined {
  return total(
    () => {
      if (inApproval(part)) return toApprovalResponse(given, part, options);
      return toolRecord(part, options) ? toToolOutput(given, part) : undefined;
    },
    () => undefined,
  );
}

/**
 * Every part of a chat history (`UIMessage[]`, e.g. restored from storage) that asks a person,
 * in order, each with the id of the message it belongs to: ask-the-user calls and approvals.
 * Never throws; messages and parts that are not readable are skipped.
 *
 * @example
 * for (const record of toRecords(savedMessages)) render(<AskUserQuestion key={record.toolCallId} record={record} />);
 */
export function toRecords(
  messages: unknown,
  options: AiSdkRecordOptions = {},
): (AiSdkRecord & { messageId?: string })[] {
  const records: (AiSdkRecord & { messageId?: string })[] = [];
  for (const message of listItems(messages, 100_000).items) {
    const messageId = stringField(message, 'id');
    for (const part of listItems(field(message, 'parts'), 10_000).items) {
      const record = toRecord(part, options);
      if (record) records.push(messageId === undefined ? record : { ...record, messageId });
    }
  }
  return records;
}

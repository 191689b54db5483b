/** Pure conversions between AI SDK tool parts and the kit's records and responses. */
import type { ChatAddToolOutputFunction, DynamicToolUIPart, ToolUIPart, UIMessage } from 'ai';
import { createToolOutput, refusalMessage } from '../../core/text/tool-output.js';
import type { AskUserRecord, AskUserResponse, DisplayPayload } from '../../core/types.js';
import { field, isDict, listItems, stringField } from '../../core/utils/read.js';
import { readResponse } from '../../core/draft/read-response.js';

/** Tool names recognised by default (apps name their tools; pass `toolNames` for others). */
export const DEFAULT_TOOL_NAMES: readonly string[] = [
  'askUserQuestion',
  'AskUserQuestion',
  'ask_user_question',
  'askUser',
  'ask_user',
];
/** `errorText` sent when the user declines; read back as declined. */
export const DECLINED_ERROR_TEXT = 'The user declined to answer these questions.';
/** `errorText` sent when the user dismisses the questions; read back as cancelled. */
export const CANCELLED_ERROR_TEXT = 'The user dismissed the questions without answering.';

/** The AI SDK v4 part, still found in stored conversations. */
export interface LegacyToolInvocationPart {
  readonly type: 'tool-invocation';
  readonly toolInvocation: {
    readonly state: 'partial-call' | 'call' | 'result';
    readonly toolCallId: string;
    readonly toolName: string;
    readonly args?: unknown;
    readonly result?: unknown;
  };
}

export type AskUserToolPartValue = ToolUIPart | DynamicToolUIPart | LegacyToolInvocationPart;

/** What the tool outputs on accept: structured answers for the UI and text for the model. */
export interface AskUserToolOutput {
  readonly answers: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, { readonly preview?: string; readonly notes?: string }>>;
  /** The model-visible text (SPEC §4.5). */
  readonly message: string;
  /** The display payload (SPEC §4.6), so a stored conversation restores the summary. */
  readonly display: DisplayPayload;
}

/** The argument of `addToolOutput` (v6) / `addToolResult` (v5). */
export type ToolOutputArgument = Parameters<ChatAddToolOutputFunction<UIMessage>>[0];

export interface ToRecordOptions {
  readonly toolNames?: readonly string[];
}

/** The tool name of a part: `tool-NAME`, a dynamic tool's `toolName`, or a v4 invocation's. */
export function toolNameOf(part: unknown): string | undefined {
  const type = stringField(part, 'type');
  if (type === 'dynamic-tool') return stringField(part, 'toolName');
  if (type === 'tool-invocation') return stringField(field(part, 'toolInvocation'), 'toolName');
  return type?.startsWith('tool-') ? type.slice('tool-'.length) : undefined;
}

/** The id of the tool call a part belongs to. */
export function toolCallIdOf(part: unknown): string | undefined {
  return stringField(part, 'toolCallId') ?? stringField(field(part, 'toolInvocation'), 'toolCallId');
}

function refusal(errorText: string): 'declined' | 'cancelled' | undefined {
  if (errorText.startsWith(DECLINED_ERROR_TEXT)) return 'declined';
  if (errorText.startsWith(CANCELLED_ERROR_TEXT)) return 'cancelled';
  return undefined;
}

/**
 * A tool part → the kit's record, for every state: `input-streaming` (partial input or raw
 * argument text) streams; `input-available` and the approval states are pending;
 * `output-available` is answered; `output-error` is declined or cancelled when it carries
 * this adapter's texts and an error otherwise; `output-denied` is declined. `undefined` for
 * parts of other tools.
 */
export function toRecord(
  part: unknown,
  options: ToRecordOptions = {},
): (AskUserRecord & { toolCallId: string }) | undefined {
  const name = toolNameOf(part);
  if (!name || !(options.toolNames ?? DEFAULT_TOOL_NAMES).includes(name)) return undefined;
  const toolCallId = toolCallIdOf(part) ?? '';
  if (field(part, 'type') === 'tool-invocation') {
    const invocation = field(part, 'toolInvocation');
    const state = field(invocation, 'state');
    const input = field(invocation, 'args');
    if (state === 'result')
      return { toolCallId, input, output: field(invocation, 'result'), state: 'answered' };
    return { toolCallId, input, state: state === 'partial-call' ? 'streaming' : 'pending' };
  }
  const input = field(part, 'input') ?? field(part, 'rawInput');
  switch (field(part, 'state')) {
    case 'input-streaming':
      return { toolCallId, input: field(part, 'rawInput') ?? input, state: 'streaming' };
    case 'output-available': {
      const output = field(part, 'output');
      if (field(part, 'preliminary') === true) return { toolCallId, input, state: 'pending' };
      const record: AskUserRecord & { toolCallId: string } = { toolCallId, input, output, state: 'answered' };
      const display = field(output, 'display');
      return display === undefined ? record : { ...record, display };
    }
    case 'output-error': {
      const errorText = stringField(part, 'errorText') ?? '';
      return { toolCallId, input, raw: { errorText }, state: refusal(errorText) ?? 'error' };
    }
    case 'output-denied':
      return { toolCallId, input, raw: { approval: field(part, 'approval') }, state: 'declined' };
    default:
      return { toolCallId, input, state: 'pending' };
  }
}

/**
 * The kit's response → the argument for `addToolOutput` / `addToolResult`: accept becomes
 * an `output` with the answers, the display payload and the model-visible text; decline and
 * cancel become `state: 'output-error'` with this adapter's error texts (never empty answers).
 */
export function toRuntimeAnswer(given: AskUserResponse, part: unknown): ToolOutputArgument {
  const response = readResponse(given);
  const tool = toolNameOf(part) ?? DEFAULT_TOOL_NAMES[0] ?? 'askUserQuestion';
  const toolCallId = toolCallIdOf(part) ?? '';
  if (response.action === 'accept') {
    const input = field(part, 'input') ?? field(field(part, 'toolInvocation'), 'args');
    const output: AskUserToolOutput = createToolOutput(input, response.content);
    return { tool, toolCallId, output };
  }
  const base = response.action === 'decline' ? DECLINED_ERROR_TEXT : CANCELLED_ERROR_TEXT;
  return {
    tool,
    toolCallId,
    state: 'output-error',
    errorText: refusalMessage(base, response.reason),
  };
}

/** A chat object from `useChat`: v6 has `addToolOutput`, v5 `addToolResult`. */
export interface ChatWithToolOutput {
  readonly addToolOutput?: (argument: ToolOutputArgument) => void | PromiseLike<void>;
  readonly addToolResult?: (argument: ToolOutputArgument) => void | PromiseLike<void>;
}

/** Sends the response with whichever of `addToolOutput` (v6) or `addToolResult` (v5) the chat has. */
export function answerToolCall(
  chat: ChatWithToolOutput,
  response: AskUserResponse,
  part: unknown,
): void | PromiseLike<void> {
  const send = chat.addToolOutput ?? chat.addToolResult;
  if (!send) throw new TypeError('answerToolCall: the chat has neither addToolOutput nor addToolResult');
  return send(toRuntimeAnswer(response, part));
}

/**
 * Every ask-the-user call in a chat history (`UIMessage[]`, e.g. restored from storage), in
 * order, each with the id of the message it belongs to. Never throws; messages and parts
 * that are not readable are skipped.
 *
 * @example
 * for (const record of toRecords(savedMessages)) render(<AskUserQuestion key={record.toolCallId} record={record} />);
 */
export function toRecords(
  messages: readonly UIMessage[] | unknown,
  options: ToRecordOptions = {},
): (AskUserRecord & { toolCallId: string; messageId?: string })[] {
  const records: (AskUserRecord & { toolCallId: string; messageId?: string })[] = [];
  for (const message of listItems(messages, 100_000).items) {
    const messageId = stringField(message, 'id');
    for (const part of listItems(field(message, 'parts'), 10_000).items) {
      const record = toRecord(part, options);
      if (record) records.push(messageId === undefined ? record : { ...record, messageId });
    }
  }
  return records;
}

/** Whether a part is this tool's (for filtering message parts before rendering). */
export function isAskUserToolPart(
  part: unknown,
  options: ToRecordOptions = {},
): part is AskUserToolPartValue {
  return isDict(part) && toRecord(part, options) !== undefined;
}

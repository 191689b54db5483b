/**
 * Pure conversions between AI SDK tool parts and the kit's records and responses. The types
 * here are structural copies of the few `ai` fields the adapter reads and writes, so they stay
 * exact whether or not `ai` is installed (the type tests check them against `ai` 5, 6 and 7).
 */
import { createToolOutput } from '../../core/text/tool-output.js';
import { CANCEL_TEXT, DECLINE_TEXT, kitRefusal, reasonText, refusalFor } from '../../core/text/refusal.js';
import { ASK_USER_TOOL_NAMES, holdsQuestions, isAskUserToolName } from '../../core/record/tool-names.js';
import type { AskUserRecord, AskUserResponse, DisplayPayload } from '../../core/types.js';
import { field, isDict, isList, listItems, stringField } from '../../core/utils/read.js';
import { readResponse } from '../../core/draft/read-response.js';
import { readAnswers } from '../../core/answers/read-answers.js';
import { CLAUDE_ANSWER_OPENINGS, outputFromModelText } from '../../core/text/claude-model-text.js';

/** Tool names recognised by default (apps name their tools; pass `toolNames` for others). */
export const DEFAULT_TOOL_NAMES: readonly string[] = [
  'askUserQuestion',
  ...ASK_USER_TOOL_NAMES.filter((name) => name !== 'askUserQuestion'),
];
/** `errorText` sent when the user declines; read back as declined. */
export const DECLINED_ERROR_TEXT = DECLINE_TEXT;
/** `errorText` sent when the user dismisses the questions; read back as cancelled. */
export const CANCELLED_ERROR_TEXT = CANCEL_TEXT;

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

/**
 * The fields of an AI SDK tool part (`ToolUIPart`, `DynamicToolUIPart` in `ai` 5–7) that the
 * adapter reads.
 */
export interface AiSdkToolPart {
  /** `tool-NAME` for a static tool, `dynamic-tool` for a dynamic one. */
  readonly type: string;
  readonly toolCallId: string;
  /** Dynamic tools only. */
  readonly toolName?: string;
  readonly state: string;
  readonly input?: unknown;
  readonly rawInput?: unknown;
  readonly output?: unknown;
  readonly errorText?: string;
  readonly preliminary?: boolean;
  readonly providerExecuted?: boolean;
  readonly approval?: unknown;
}

/** A tool part as the adapter reads it: an AI SDK UI message part (v5–v7) or a v4 `tool-invocation`. */
export type AskUserToolPartValue = AiSdkToolPart | LegacyToolInvocationPart;

/** What the tool outputs on accept: structured answers for the UI and text for the model. */
export interface AskUserToolOutput {
  readonly answers: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, { readonly preview?: string; readonly notes?: string }>>;
  /** The model-visible text. */
  readonly message: string;
  /** The display payload, so a stored conversation restores the summary. */
  readonly display: DisplayPayload;
}

/** The argument of `addToolOutput` (`ai` 6 and 7) / `addToolResult` (`ai` 5). */
export type ToolOutputArgument =
  | {
      tool: string;
      toolCallId: string;
      state?: 'output-available';
      output: AskUserToolOutput;
      errorText?: never;
    }
  | { tool: string; toolCallId: string; state: 'output-error'; output?: never; errorText: string };

/** Which tool names the adapter recognises (default {@link DEFAULT_TOOL_NAMES}). */
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

function withReason<T extends AskUserRecord>(record: T, reason: string | undefined): T {
  return reason !== undefined && reason.trim().length > 0
    ? { ...record, reason: reasonText(reason) }
    : record;
}

/** A part whose input is final: anything after the input finished streaming. */
function inputFinished(part: unknown): boolean {
  if (field(part, 'type') === 'tool-invocation')
    return field(field(part, 'toolInvocation'), 'state') !== 'partial-call';
  return field(part, 'state') !== 'input-streaming';
}

/**
 * A tool part → the kit's record, for every state: `input-streaming` (partial input or raw
 * argument text) streams; `input-available` and the approval states are pending;
 * `output-available` is answered; `output-error` is declined or cancelled when it carries
 * this adapter's texts and an error (with `errorText` as the reason) otherwise;
 * `output-denied` is declined when a person denied it and unavailable when the approval was
 * automatic. Tool names match also with an MCP prefix (`mcp__<server>__askUserQuestion`).
 * `undefined` for parts of other tools, and for finished parts whose input holds no questions
 * (an app's own tool that shares the name); parts still streaming their input are claimed.
 */
export function toolRecord(
  part: unknown,
  options: ToRecordOptions = {},
): (AskUserRecord & { toolCallId: string }) | undefined {
  if (!isAskUserToolName(toolNameOf(part), options.toolNames ?? DEFAULT_TOOL_NAMES)) return undefined;
  const input =
    field(part, 'input') ?? field(part, 'rawInput') ?? field(field(part, 'toolInvocation'), 'args');
  if (inputFinished(part) && !holdsQuestions(input)) return undefined;
  const toolCallId = toolCallIdOf(part) ?? '';
  if (field(part, 'type') === 'tool-invocation') {
    const invocation = field(part, 'toolInvocation');
    const state = field(invocation, 'state');
    if (state === 'result')
      return readable({ toolCallId, input, output: field(invocation, 'result'), state: 'answered' });
    return { toolCallId, input, state: state === 'partial-call' ? 'streaming' : 'pending' };
  }
  switch (field(part, 'state')) {
    case 'input-streaming':
      return { toolCallId, input: field(part, 'rawInput') ?? input, state: 'streaming' };
    case 'output-available': {
      const output = field(part, 'output');
      if (field(part, 'preliminary') === true) return { toolCallId, input, state: 'pending' };
      const record: AskUserRecord & { toolCallId: string } = { toolCallId, input, output, state: 'answered' };
      const display = field(output, 'display');
      return readable(display === undefined ? record : { ...record, display });
    }
    case 'output-error': {
      const errorText = stringField(part, 'errorText') ?? '';
      const record = { toolCallId, input, raw: { errorText }, state: kitRefusal(errorText) ?? 'error' };
      return withReason(record, errorText);
    }
    case 'output-denied': {
      // An automatic denial is a policy's, not a person's: the question was never shown.
      const approval = field(part, 'approval');
      const automatic = field(approval, 'isAutomatic') === true;
      const record = { toolCallId, input, raw: { approval }, state: automatic ? 'unavailable' : 'declined' };
      return withReason(record, stringField(approval, 'reason'));
    }
    default:
      return { toolCallId, input, state: 'pending' };
  }
}

/**
 * The kit's response → the argument for `addToolOutput` / `addToolResult` (the writer
 * `toRuntimeAnswer` uses for an ask-the-user tool, typed for those methods): accept becomes
 * an `output` with the answers, the display payload and the model-visible text; decline and
 * cancel become `state: 'output-error'` with this adapter's error texts (never empty answers).
 */
export function toToolOutput(given: AskUserResponse, part: unknown): ToolOutputArgument {
  const response = readResponse(given);
  const tool = toolNameOf(part) ?? DEFAULT_TOOL_NAMES[0] ?? 'askUserQuestion';
  const toolCallId = toolCallIdOf(part) ?? '';
  if (response.action === 'accept') {
    const input = field(part, 'input') ?? field(field(part, 'toolInvocation'), 'args');
    const output: AskUserToolOutput = createToolOutput(input, response.content, response.selections);
    return { tool, toolCallId, output };
  }
  return { tool, toolCallId, state: 'output-error', errorText: refusalFor(response) };
}

/**
 * A chat object from `useChat`: `ai` 6 and 7 have `addToolOutput`, 5 `addToolResult`. Methods,
 * so a chat typed with your own tools (`useChat<MyMessage>()`) fits.
 */
export interface ChatWithToolOutput {
  addToolOutput?(argument: ToolOutputArgument): unknown;
  addToolResult?(argument: ToolOutputArgument): unknown;
}

/**
 * Sends the response with whichever of `addToolOutput` (`ai` 6, 7) or `addToolResult` (`ai` 5)
 * the chat has, and resolves once the chat took it. A chat that has neither, or that throws or
 * rejects, gives a rejected Promise — the card then says the answer was not sent and keeps it.
 */
export async function answerToolCall(
  chat: ChatWithToolOutput,
  response: AskUserResponse,
  part: unknown,
): Promise<void> {
  const send = field(chat, 'addToolOutput') ?? field(chat, 'addToolResult');
  if (typeof send !== 'function') {
    throw new TypeError(
      'answerToolCall: the chat has neither addToolOutput nor addToolResult; pass the object useChat returns',
    );
  }
  const toolCallId = toolCallIdOf(part);
  const messages = field(chat, 'messages');
  if (isList(messages) && toolCallId !== undefined && !holdsToolCall(messages, toolCallId)) {
    // `addToolOutput` ignores an unknown call id without a word: the answer would be lost.
    throw new Error(
      `answerToolCall: this chat holds no tool call ${toolCallId}; pass the chat the part came from`,
    );
  }
  await (send as (argument: ToolOutputArgument) => unknown).call(chat, toToolOutput(response, part));
}

function holdsToolCall(messages: readonly unknown[], toolCallId: string): boolean {
  return listItems(messages, 100_000).items.some((message) =>
    listItems(field(message, 'parts'), 10_000).items.some((part) => toolCallIdOf(part) === toolCallId),
  );
}

/**
 * A finished call's record, if its output says what was answered: the kit's own output, any
 * shape `readAnswers` knows, or Claude Code's words to the model. A tool that shares a name and
 * asks readable questions but returns something else is the app's own, and is not claimed
 * (never shown as "unknown").
 */
function readable<T extends AskUserRecord>(record: T): T | undefined {
  const reading = readAnswers(record);
  // Unreadable questions are still this call's: the card shows their error.
  if (reading.outcome !== 'unknown' || reading.questions.length === 0 || record.output === undefined)
    return record;
  if (typeof record.output !== 'string') return undefined;
  const read = outputFromModelText(record.output, record.input);
  if (read) return { ...record, output: read };
  // Claude Code's words in a form the kit cannot take apart: the call is still this tool's.
  const output = record.output.trim();
  if (CLAUDE_ANSWER_OPENINGS.some((opening) => output.startsWith(opening))) return record;
  // A custom ask tool that returns the answer itself as text ("Yes"): with one question, that
  // text is its answer (an option's label, or what the user typed).
  const [only] = reading.questions;
  return reading.questions.length === 1 && only && output.length > 0
    ? { ...record, output: { answers: { [only.key]: output } } }
    : undefined;
}

/** Whether a part is this tool's (for filtering message parts before rendering). */
export function isAskUserToolPart(
  part: unknown,
  options: ToRecordOptions = {},
): part is AskUserToolPartValue {
  return isDict(part) && toolRecord(part, options) !== undefined;
}

function isToolPartType(type: string | undefined): boolean {
  return type === 'dynamic-tool' || (type?.startsWith('tool-') ?? false);
}

/**
 * For `useChat({ sendAutomaticallyWhen })`: continue the conversation as soon as every tool
 * call of the last assistant step has a result — like `ai`'s
 * `lastAssistantMessageIsCompleteWithToolCalls` — except when the user dismissed an
 * ask-the-user card. Then the dismissal is recorded as the tool's error and the chat waits for
 * the user's next message, as Escape does in Claude Code. A decline continues: the model is
 * told the user refused and goes on without the answers.
 *
 * @example
 * useChat({ sendAutomaticallyWhen: sendAutomaticallyWhenAnswered })
 * useChat({ sendAutomaticallyWhen: (o) => sendAutomaticallyWhenAnswered(o, { toolNames: ['pickOne'] }) })
 */
export function sendAutomaticallyWhenAnswered(
  { messages }: { readonly messages: readonly unknown[] },
  options: ToRecordOptions = {},
): boolean {
  const { items, total: count } = listItems(messages, 100_000);
  const last = items[count - 1];
  if (field(last, 'role') !== 'assistant') return false;
  const parts = listItems(field(last, 'parts'), 10_000).items;
  let stepStart = -1;
  parts.forEach((part, index) => {
    if (field(part, 'type') === 'step-start') stepStart = index;
  });
  const step = parts.slice(stepStart + 1);
  const isClientTool = (part: unknown) =>
    isToolPartType(stringField(part, 'type')) && field(part, 'providerExecuted') !== true;
  const tools = step.filter(isClientTool);
  if (tools.length === 0) return false;
  const lastTool = step.findLastIndex(isClientTool);
  const textAfter = step
    .slice(lastTool + 1)
    .some((part) => field(part, 'type') === 'text' && field(part, 'state') !== 'done');
  if (textAfter) return false;
  return tools.every((part) => {
    const state = field(part, 'state');
    const finished =
      (state === 'output-available' && field(part, 'preliminary') !== true) || state === 'output-error';
    return finished && toolRecord(part, options)?.state !== 'cancelled';
  });
}

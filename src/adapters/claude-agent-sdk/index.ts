/**
 * `ask-user-kit/adapters/claude-agent-sdk` — the host side of Claude Code and the Claude
 * Agent SDK's `AskUserQuestion` tool: a `canUseTool` bridge, answers as `PermissionResult`s,
 * records from session transcripts (JSONL) and SDK stream messages, and the stream-json
 * `control_request` / `control_response` exchange. Its types are structural copies of the
 * SDK's (checked against `@anthropic-ai/claude-agent-sdk` by the kit's type tests), so they
 * stay exact without the SDK installed.
 *
 * @packageDocumentation
 */
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isDict, isList, listItems, stringField } from '../../core/utils/read.js';
import { parseJsonLines } from '../../core/utils/json-lines.js';
import { readResponse } from '../../core/draft/read-response.js';
import { refusalMessage } from '../../core/text/tool-output.js';

// ── the SDK's shapes, structurally ──────────────────────────────────────────────────────

/** One question of Claude Code's `AskUserQuestion` input (the SDK types its lists as tuples). */
export interface AskUserQuestionQuestion {
  question: string;
  header: string;
  options: { label: string; description: string; preview?: string }[];
  multiSelect: boolean;
}

/** Claude Code's `AskUserQuestion` tool input (`sdk-tools` `AskUserQuestionInput`). */
export interface AskUserQuestionInput {
  questions: AskUserQuestionQuestion[];
  answers?: { [question: string]: string };
  annotations?: { [question: string]: { preview?: string; notes?: string } };
  metadata?: { source?: string };
}

/** Claude Code's structured tool result, `toolUseResult` (`sdk-tools` `AskUserQuestionOutput`). */
export interface AskUserQuestionOutput {
  questions: AskUserQuestionQuestion[];
  answers: { [question: string]: string };
  response?: string;
  annotations?: {
    [question: string]: {
      preview?: string;
      notes?: string;
      unanswered?: 'skipped' | 'replied_in_chat' | 'dismissed';
    };
  };
  afkTimeoutMs?: number;
}

/** What the SDK's `canUseTool` resolves with (`PermissionResult`). */
export type PermissionResult =
  | { behavior: 'allow'; updatedInput?: Record<string, unknown> }
  | { behavior: 'deny'; message: string; interrupt?: boolean };

/** The options the SDK passes to `canUseTool` that the bridge reads. */
export interface CanUseToolOptions {
  /** Aborted when the SDK no longer needs the decision. */
  signal: AbortSignal;
  toolUseID: string;
  requestId: string;
  /** The subagent asking, when it is not the main agent. */
  agentID?: string;
}

/** The SDK's `Options.canUseTool`. */
export type CanUseTool = (
  toolName: string,
  input: Record<string, unknown>,
  options: CanUseToolOptions,
) => Promise<PermissionResult | null>;

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

/** The `control_response` that answers it (`SDKControlResponse`). */
export interface AskUserControlResponse {
  type: 'control_response';
  response: { subtype: 'success'; request_id: string; response: Record<string, unknown> };
}

/** The tool's name in Claude Code and the Agent SDK. */
export const TOOL_NAME = 'AskUserQuestion';
/** The deny message sent when the user declines (the agent continues without answers). */
export const DECLINE_MESSAGE = 'The user declined to answer these questions.';
/** The deny message sent when the user dismisses the questions (the agent stops and waits). */
export const CANCEL_MESSAGE = 'The user dismissed the questions without answering.';
/** What Claude Code stores as `toolUseResult` when the user rejected the call (Escape). */
export const REJECTED_TOOL_USE_RESULT = 'User rejected tool use';

/** A record of one `AskUserQuestion` call, with where it came from. */
export interface ClaudeAskUserRecord extends AskUserRecord {
  readonly toolUseId: string;
  /** Set for calls made inside a subagent (sidechain entries, `parent_tool_use_id`). */
  readonly parentToolUseId?: string;
  readonly timestamp?: string;
}

// ── answers ──────────────────────────────────────────────────────────────────────────────

/**
 * The kit's response → the `PermissionResult` Claude Code accepts: accept becomes
 * `{ behavior: 'allow', updatedInput: { ...input, answers, annotations } }` (the two-stage
 * contract: the handler only runs with answers filled in); decline becomes a deny the agent
 * reads and continues from; cancel a deny that interrupts the turn.
 */
export function toRuntimeAnswer(given: AskUserResponse, input: unknown): PermissionResult {
  const response = readResponse(given);
  if (response.action === 'accept') {
    const base = isDict(input) ? { ...input } : {};
    const updatedInput: Record<string, unknown> = { ...base, answers: { ...response.content.answers } };
    if (response.content.annotations) updatedInput.annotations = { ...response.content.annotations };
    else delete updatedInput.annotations;
    return { behavior: 'allow', updatedInput };
  }
  if (response.action === 'decline')
    return { behavior: 'deny', message: refusalMessage(DECLINE_MESSAGE, response.reason) };
  return { behavior: 'deny', message: refusalMessage(CANCEL_MESSAGE, response.reason), interrupt: true };
}

/** What the bridge asks the host UI for: show these questions, resolve with the response. */
export interface AskUserBridgeRequest {
  readonly input: Record<string, unknown>;
  readonly toolUseId: string;
  /** The subagent asking, when it is not the main agent. */
  readonly agentId?: string;
  readonly requestId: string;
  /** Aborted when the SDK no longer needs the answer (turn interrupted, answered elsewhere). */
  readonly signal: AbortSignal;
}

/**
 * A `canUseTool` callback for the Agent SDK that routes `AskUserQuestion` to your UI (for
 * example by pushing the request into `useQuestionQueue`) and answers the SDK with what
 * the user did. Other tools go to `fallback`, or get `null` (no decision) without one. An
 * aborted request resolves as cancelled, so the SDK never waits on a card nobody can answer.
 *
 * @example
 * const canUseTool = createCanUseTool((request) =>
 *   queue.ask({ id: request.requestId, input: request.input }, request.signal),
 * );
 * for await (const message of query({ prompt, options: { canUseTool } })) { … }
 */
export function createCanUseTool(
  ask: (request: AskUserBridgeRequest) => Promise<AskUserResponse>,
  fallback?: CanUseTool,
): CanUseTool {
  return async (toolName, input, options) => {
    if (toolName !== TOOL_NAME) return fallback ? fallback(toolName, input, options) : null;
    const { signal } = options;
    if (signal.aborted) return toRuntimeAnswer({ action: 'cancel' }, input);
    const request: AskUserBridgeRequest = {
      input,
      toolUseId: options.toolUseID,
      requestId: options.requestId,
      signal,
      ...(options.agentID ? { agentId: options.agentID } : {}),
    };
    const aborted = new Promise<AskUserResponse>((resolve) => {
      signal.addEventListener(
        'abort',
        () => resolve({ action: 'cancel', reason: 'The request was withdrawn.' }),
        {
          once: true,
        },
      );
    });
    const response = await Promise.race([ask(request), aborted]);
    return toRuntimeAnswer(response, input);
  };
}

// ── stream-json control protocol ─────────────────────────────────────────────────────────

/** Whether a stream-json message is a `can_use_tool` request for `AskUserQuestion`. */
export function isAskUserControlRequest(message: unknown): message is AskUserControlRequest {
  const request = field(message, 'request');
  return (
    field(message, 'type') === 'control_request' &&
    field(request, 'subtype') === 'can_use_tool' &&
    field(request, 'tool_name') === TOOL_NAME
  );
}

/** The `control_response` that answers a `can_use_tool` request for `AskUserQuestion`. */
export function toControlResponse(
  response: AskUserResponse,
  request: AskUserControlRequest,
): AskUserControlResponse {
  const input = field(request.request, 'input');
  return {
    type: 'control_response',
    response: {
      subtype: 'success',
      request_id: request.request_id,
      response: { ...toRuntimeAnswer(response, input) },
    },
  };
}

// ── transcripts ──────────────────────────────────────────────────────────────────────────

function contentBlocks(entry: unknown): unknown[] {
  const content = field(field(entry, 'message'), 'content');
  return isList(content) ? listItems(content, 500).items : [];
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  return listItems(content, 50)
    .items.map((block) => stringField(block, 'text') ?? '')
    .join('\n');
}

/**
 * A rejected call: this adapter's cancel message reads as cancelled; Claude Code's own
 * rejection (Escape, "User rejected tool use") and this adapter's decline read as declined.
 */
function refusalState(text: string): 'declined' | 'cancelled' {
  return text.includes(CANCEL_MESSAGE) ? 'cancelled' : 'declined';
}

interface Draft {
  toolUseId: string;
  input: unknown;
  output?: unknown;
  raw?: unknown;
  state: string;
  parentToolUseId?: string;
  timestamp?: string;
}

function finish(draft: Draft): ClaudeAskUserRecord {
  const record: Record<string, unknown> = {
    toolUseId: draft.toolUseId,
    input: draft.input,
    state: draft.state,
  };
  if (draft.output !== undefined) record.output = draft.output;
  if (draft.raw !== undefined) record.raw = draft.raw;
  if (draft.parentToolUseId) record.parentToolUseId = draft.parentToolUseId;
  if (draft.timestamp) record.timestamp = draft.timestamp;
  return record as unknown as ClaudeAskUserRecord;
}

/**
 * Every `AskUserQuestion` call in a transcript, in order: Claude Code session JSONL (a string
 * or parsed lines: assistant `tool_use`, user `tool_result` with `toolUseResult`) or Agent
 * SDK stream messages (`tool_use_result`). A call without a result yet is pending; a
 * rejected call (`is_error`) is declined or cancelled. Never throws.
 */
export function toRecords(entries: unknown): ClaudeAskUserRecord[] {
  const list = typeof entries === 'string' ? parseJsonLines(entries) : listItems(entries, 100_000).items;
  const drafts = new Map<string, Draft>();
  for (const entry of list) {
    const type = field(entry, 'type');
    if (type === 'control_request' && isAskUserControlRequest(entry)) {
      const toolUseId =
        stringField(field(entry, 'request'), 'tool_use_id') ?? stringField(entry, 'request_id') ?? '';
      if (!drafts.has(toolUseId)) {
        drafts.set(toolUseId, {
          toolUseId,
          input: field(field(entry, 'request'), 'input'),
          state: 'pending',
        });
      }
      continue;
    }
    for (const block of contentBlocks(entry)) {
      const blockType = field(block, 'type');
      if (type === 'assistant' && blockType === 'tool_use' && field(block, 'name') === TOOL_NAME) {
        const toolUseId = stringField(block, 'id') ?? '';
        const draft: Draft = { toolUseId, input: field(block, 'input'), state: 'pending' };
        const parent = stringField(entry, 'parent_tool_use_id');
        if (parent) draft.parentToolUseId = parent;
        const timestamp = stringField(entry, 'timestamp');
        if (timestamp) draft.timestamp = timestamp;
        drafts.set(toolUseId, draft);
      } else if (type === 'user' && blockType === 'tool_result') {
        const draft = drafts.get(stringField(block, 'tool_use_id') ?? '');
        if (!draft) continue;
        const structured = field(entry, 'toolUseResult') ?? field(entry, 'tool_use_result');
        const text = textOf(field(block, 'content'));
        draft.raw = { content: text, is_error: field(block, 'is_error') === true };
        if (field(block, 'is_error') === true) {
          draft.state = refusalState(text);
        } else if (isDict(structured)) {
          draft.output = structured;
          draft.state = 'answered';
        } else {
          draft.state = 'answered';
        }
      }
    }
  }
  return [...drafts.values()].map(finish);
}

export interface ToRecordOptions {
  /** Which call to read from a transcript; the last `AskUserQuestion` call when absent. */
  readonly toolUseId?: string;
}

/**
 * A runtime value → the kit's record: a transcript (JSONL string or entries) with
 * `{ toolUseId }`, a stream-json `control_request`, or the arguments `canUseTool` received
 * (`{ input }`). `undefined` for values that are not this tool's.
 */
export function toRecord(value: unknown, options: ToRecordOptions = {}): ClaudeAskUserRecord | undefined {
  if (isAskUserControlRequest(value)) return toRecords([value])[0];
  if (typeof value === 'string' || isList(value)) {
    const records = toRecords(value);
    return options.toolUseId
      ? records.find((record) => record.toolUseId === options.toolUseId)
      : records.at(-1);
  }
  if (
    isDict(value) &&
    isDict(value.input) &&
    (value.toolName === undefined || value.toolName === TOOL_NAME)
  ) {
    return {
      toolUseId: options.toolUseId ?? stringField(value, 'toolUseID') ?? '',
      input: value.input,
      state: 'pending',
    };
  }
  return undefined;
}

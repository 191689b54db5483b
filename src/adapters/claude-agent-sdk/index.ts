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
import { parsePartialJson } from '../../core/utils/partial-json.js';
import { readResponse } from '../../core/draft/read-response.js';
import { CANCEL_TEXT, DECLINE_TEXT, refusalMessage } from '../../core/text/refusal.js';
import { holdsQuestions, isAskUserToolName } from '../../core/record/tool-names.js';
import { claudeEnding } from './outcome.js';

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
  | {
      behavior: 'allow';
      updatedInput?: Record<string, unknown>;
      decisionClassification?: PermissionDecisionClassification;
    }
  | {
      behavior: 'deny';
      message: string;
      interrupt?: boolean;
      decisionClassification?: PermissionDecisionClassification;
    };

/**
 * Who decided (`PermissionDecisionClassification`): Claude Code 2.x records a deny classified
 * `user_reject` as the user's own (`toolDenialKind: "user-rejected"`), anything else as a rule.
 */
export type PermissionDecisionClassification = 'user_temporary' | 'user_permanent' | 'user_reject';

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
export const DECLINE_MESSAGE = DECLINE_TEXT;
/** The deny message sent when the user dismisses the questions (the agent stops and waits). */
export const CANCEL_MESSAGE = CANCEL_TEXT;
/** What Claude Code stores as `toolUseResult` when the user rejected the call (Escape). */
export const REJECTED_TOOL_USE_RESULT = 'User rejected tool use';

/** A record of one `AskUserQuestion` call, with where it came from. */
export interface ClaudeAskUserRecord extends AskUserRecord {
  readonly toolUseId: string;
  /** Set for calls made inside a subagent (SDK stream messages carry `parent_tool_use_id`). */
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
    return { behavior: 'allow', updatedInput, decisionClassification: 'user_temporary' };
  }
  // The user's own decision, so the transcript says so too (not a permission rule).
  if (response.action === 'decline') {
    const message = refusalMessage(DECLINE_MESSAGE, response.reason);
    return { behavior: 'deny', message, decisionClassification: 'user_reject' };
  }
  const message = refusalMessage(CANCEL_MESSAGE, response.reason);
  return { behavior: 'deny', message, interrupt: true, decisionClassification: 'user_reject' };
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

interface Draft {
  toolUseId: string;
  input: unknown;
  output?: unknown;
  raw?: unknown;
  state: string;
  reason?: string;
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
  if (draft.reason !== undefined) record.reason = draft.reason;
  if (draft.parentToolUseId) record.parentToolUseId = draft.parentToolUseId;
  if (draft.timestamp) record.timestamp = draft.timestamp;
  return record as unknown as ClaudeAskUserRecord;
}

function placement(entry: unknown): Pick<Draft, 'parentToolUseId' | 'timestamp'> {
  const out: { parentToolUseId?: string; timestamp?: string } = {};
  const parent = stringField(entry, 'parent_tool_use_id');
  if (parent) out.parentToolUseId = parent;
  const timestamp = stringField(entry, 'timestamp');
  if (timestamp) out.timestamp = timestamp;
  return out;
}

/**
 * A result line settles its call. Claude Code writes every refusal, block and failure as an
 * `is_error` result with a string `toolUseResult`; which of them it was is read from its words.
 */
function settle(draft: Draft, entry: unknown, block: unknown, structured: unknown): void {
  const text = textOf(field(block, 'content'));
  const failed = field(block, 'is_error') === true || typeof structured === 'string';
  draft.raw = { content: text, is_error: failed };
  if (failed) {
    const ending = claudeEnding(text, structured, {
      kind: field(entry, 'toolDenialKind'),
      shutdown: field(entry, 'interruptedByShutdown') === true,
    });
    draft.state = ending.state;
    if (ending.reason !== undefined) draft.reason = ending.reason;
    return;
  }
  const output = structuredOutput(structured);
  if (output) draft.output = output;
  draft.state = 'answered';
}

/**
 * The tool's structured result: Claude Code's own object, or — for an MCP server's tool — the
 * JSON its text content blocks carry.
 */
function structuredOutput(structured: unknown): Record<string, unknown> | undefined {
  if (isDict(structured)) return structured as Record<string, unknown>;
  for (const block of listItems(structured, 20).items) {
    const text = stringField(block, 'text');
    const parsed = text === undefined ? undefined : parsePartialJson(text.trim());
    if (parsed?.complete && isDict(parsed.value)) return parsed.value as Record<string, unknown>;
  }
  return undefined;
}

/** A result that echoes AskUserQuestion's questions (so its call survives a lost tool_use line). */
function echoedQuestions(structured: unknown): readonly unknown[] | undefined {
  const questions = field(structured, 'questions');
  if (!isList(questions) || questions.length === 0) return undefined;
  return questions.every((question) => typeof field(question, 'question') === 'string')
    ? questions
    : undefined;
}

/**
 * Every `AskUserQuestion` call in a transcript, in order: Claude Code session JSONL (a string
 * or parsed lines: assistant `tool_use`, user `tool_result` with `toolUseResult`) or Agent
 * SDK stream messages (`tool_use_result`). A call without a result yet is pending. A failed
 * call (`is_error`) is declined only when the user rejected it (or the kit's decline was
 * sent), cancelled when the user interrupted it, unavailable when a hook, a permission rule
 * or a mode stopped it before it was shown, and an error otherwise — with Claude Code's words
 * as `reason`. A result whose `tool_use` line is missing still yields its call when
 * `toolUseResult` carries the questions; MCP tools named `mcp__<server>__AskUserQuestion`
 * count, calls whose input holds no questions do not. Never throws.
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
      if (
        type === 'assistant' &&
        blockType === 'tool_use' &&
        isAskUserToolName(stringField(block, 'name'), [TOOL_NAME])
      ) {
        const input = field(block, 'input');
        // A tool of an MCP server or app that only shares the name, with another contract.
        if (!holdsQuestions(input)) continue;
        const toolUseId = stringField(block, 'id') ?? '';
        drafts.set(toolUseId, { toolUseId, input, state: 'pending', ...placement(entry) });
      } else if (type === 'user' && blockType === 'tool_result') {
        const toolUseId = stringField(block, 'tool_use_id') ?? '';
        const structured = field(entry, 'toolUseResult') ?? field(entry, 'tool_use_result');
        let draft = drafts.get(toolUseId);
        const echoed = draft ? undefined : echoedQuestions(structured);
        if (!draft && echoed) {
          // The tool_use line is gone (a compacted or cut transcript); the result still carries
          // the questions, so the call is not lost.
          draft = { toolUseId, input: { questions: echoed }, state: 'pending', ...placement(entry) };
          drafts.set(toolUseId, draft);
        }
        if (draft) settle(draft, entry, block, structured);
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

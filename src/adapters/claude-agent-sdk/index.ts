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
import type { AskUserResponse } from '../../core/types.js';
import { field, isDict, total } from '../../core/utils/read.js';
import { toRecord } from './transcript.js';
import { type AskUserControlRequest, TOOL_NAME, isAskUserControlRequest } from './protocol.js';
import { readResponse } from '../../core/draft/read-response.js';
import { CANCEL_TEXT, DECLINE_TEXT, refusalFor } from '../../core/text/refusal.js';

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
type PermissionDecisionClassification = 'user_temporary' | 'user_permanent' | 'user_reject';

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

/** The `control_response` that answers it (`SDKControlResponse`). */
export interface AskUserControlResponse {
  type: 'control_response';
  response: { subtype: 'success'; request_id: string; response: Record<string, unknown> };
}

/** The deny message sent when the user declines (the agent continues without answers). */
export const DECLINE_MESSAGE = DECLINE_TEXT;
/** The deny message sent when the user dismisses the questions (the agent stops and waits). */
export const CANCEL_MESSAGE = CANCEL_TEXT;

// ── answers ──────────────────────────────────────────────────────────────────────────────

/**
 * The kit's response → the `PermissionResult` Claude Code accepts, for any value `toRecord`
 * claims (the tool input, `canUseTool`'s arguments, a `control_request`, a transcript's waiting
 * call): accept becomes `{ behavior: 'allow', updatedInput: { ...input, answers, annotations } }`
 * (the two-stage contract: the handler only runs with answers filled in); decline becomes a deny
 * the agent reads and continues from; cancel a deny that interrupts the turn. `undefined` for a
 * value that asks nothing.
 */
export function toRuntimeAnswer(given: AskUserResponse, value: unknown): PermissionResult | undefined {
  return total(
    () => {
      const record = toRecord(value);
      return record?.state === 'pending' ? permissionResult(given, record.input) : undefined;
    },
    () => undefined,
  );
}

function permissionResult(given: AskUserResponse, input: unknown): PermissionResult {
  const response = readResponse(given);
  if (response.action === 'accept') {
    const base = isDict(input) ? { ...input } : {};
    const updatedInput: Record<string, unknown> = { ...base, answers: { ...response.content.answers } };
    if (response.content.annotations) updatedInput.annotations = { ...response.content.annotations };
    else delete updatedInput.annotations;
    return { behavior: 'allow', updatedInput, decisionClassification: 'user_temporary' };
  }
  // The user's own decision, so the transcript says so too (not a permission rule).
  const message = refusalFor(response);
  if (response.action === 'decline')
    return { behavior: 'deny', message, decisionClassification: 'user_reject' };
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
    if (signal.aborted) return permissionResult({ action: 'cancel' }, input);
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
    return permissionResult(response, input);
  };
}

// ── stream-json control protocol ─────────────────────────────────────────────────────────

/**
 * The `control_response` that answers a `can_use_tool` request for `AskUserQuestion`. Throws for
 * any other request (another tool's permission, another message): the card's answer must never
 * allow what it did not ask.
 */
export function toControlResponse(
  response: AskUserResponse,
  request: AskUserControlRequest,
): AskUserControlResponse {
  if (!isAskUserControlRequest(request))
    throw new TypeError(
      'toControlResponse: not a can_use_tool request for AskUserQuestion; answer other requests yourself',
    );
  const input = field(request.request, 'input');
  return {
    type: 'control_response',
    response: {
      subtype: 'success',
      request_id: request.request_id,
      response: { ...permissionResult(response, input) },
    },
  };
}

export { TOOL_NAME, isAskUserControlRequest } from './protocol.js';
export type { AskUserControlRequest } from './protocol.js';
export { toRecord, toRecords } from './transcript.js';
export type { ClaudeAskUserRecord } from './transcript.js';
export type { ToRecordOptions } from './transcript.js';

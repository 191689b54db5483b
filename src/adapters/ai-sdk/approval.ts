/**
 * AI SDK tool approvals (`ai` 6 and 7): a tool part in `approval-requested` asks a person to
 * allow or deny a call. The kit shows it as an approval — Allow or Deny, with a note for the
 * reason — and answers with the argument of the chat's `addToolApprovalResponse`. The decided
 * states (`approval-responded`, `output-denied`, and the output states of an approved call) read
 * back as the decision, with the reason as its note. A signed approval (`ai` 7 with
 * `experimental_toolApprovalSecret`) keeps its `signature` on the part: the chat sends it back
 * with the decision, so the server runs the approved tool.
 */
import {
  type ApprovalRequest,
  type ApprovalWords,
  approvalQuestion,
  approvalReply,
  decidedAnswers,
} from '../../core/record/approval.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isDict, stringField, total } from '../../core/utils/read.js';
import { toolCallIdOf, toolNameOf } from './convert.js';

export type { ApprovalWords } from '../../core/record/approval.js';

/** Options of the approval helpers. */
export interface ApprovalOptions {
  /** Your words for the card, e.g. in the user's language. */
  readonly words?: Partial<ApprovalWords>;
}

/** The chat method that answers an approval (`useChat` in `ai` 6 and 7). */
export interface ChatWithToolApproval {
  addToolApprovalResponse(argument: ToolApprovalResponse): unknown;
}

/** The argument of `addToolApprovalResponse`. */
export interface ToolApprovalResponse {
  readonly id: string;
  readonly approved: boolean;
  readonly reason?: string;
}

/** An approval record: the call's question and, once decided, the decision. */
export type ApprovalRecord = AskUserRecord & { readonly toolCallId: string; readonly approvalId: string };

interface Approval {
  readonly id: string;
  readonly approved?: boolean;
  readonly reason?: string;
  readonly requestReason?: string;
  readonly isAutomatic?: boolean;
}

function approvalOf(part: unknown): Approval | undefined {
  const approval = field(part, 'approval');
  const id = stringField(approval, 'id');
  if (!isDict(approval) || id === undefined) return undefined;
  const approved = field(approval, 'approved');
  const reason = stringField(approval, 'reason');
  const requestReason = stringField(approval, 'requestReason');
  return {
    id,
    ...(typeof approved === 'boolean' ? { approved } : {}),
    ...(reason !== undefined ? { reason } : {}),
    ...(requestReason !== undefined ? { requestReason } : {}),
    ...(field(approval, 'isAutomatic') === true ? { isAutomatic: true } : {}),
  };
}

/** Whether a tool part asks for, or records, a person's approval. */
export function isApprovalPart(part: unknown): boolean {
  return total(
    () => approvalOf(part) !== undefined && toolCallIdOf(part) !== undefined,
    () => false,
  );
}

function requestOf(part: unknown, options: ApprovalOptions | undefined): ApprovalRequest {
  return {
    id: toolCallIdOf(part) ?? 'approval',
    toolName: toolNameOf(part) ?? 'the tool',
    reason: approvalOf(part)?.requestReason,
    args: field(part, 'input'),
    decisions: ['allow', 'deny'],
    ...(options?.words ? { words: options.words } : {}),
  };
}

/**
 * The card's input for an approval: one question, Allow or Deny, described by the request's
 * reason and the call's arguments (as text, never run).
 */
export function toApprovalInput(part: unknown, options?: ApprovalOptions) {
  return { questions: [approvalQuestion(requestOf(part, options))] };
}

/** The part as it stands once `decision` was sent for it. */
function decidedPart(part: unknown, decision: unknown): unknown {
  const approved = field(decision, 'approved');
  if (typeof approved !== 'boolean') return part;
  const reason = stringField(decision, 'reason');
  return {
    ...(part as object),
    state: 'approval-responded',
    approval: { ...(field(part, 'approval') as object), approved, ...(reason ? { reason } : {}) },
  };
}

/**
 * A tool part with an approval → the kit's record: `approval-requested` is pending; a decided
 * approval (`approval-responded`, `output-denied`, or an approved call's output) is answered
 * with Allow or Deny and the reason as the note. An automatic decision is marked as the host's
 * (its `autoResolution`), never as the user's. Given the decision you sent (`response`, the
 * `addToolApprovalResponse` argument), a waiting part reads as decided. `undefined` for parts
 * without an approval.
 */
export function toApprovalRecord(
  part: unknown,
  options?: ApprovalOptions & { readonly response?: unknown },
): ApprovalRecord | undefined {
  return total(
    () =>
      approvalRecord(options?.response === undefined ? part : decidedPart(part, options.response), options),
    () => undefined,
  );
}

function approvalRecord(part: unknown, options: ApprovalOptions | undefined): ApprovalRecord | undefined {
  const approval = approvalOf(part);
  const toolCallId = toolCallIdOf(part);
  if (!approval || toolCallId === undefined) return undefined;
  const request = requestOf(part, options);
  const input = { questions: [approvalQuestion(request)] };
  const base = { input, toolCallId, approvalId: approval.id };
  const state = stringField(part, 'state');
  const approved = state === 'output-denied' ? false : approval.approved;
  if (state === 'approval-requested' || approved === undefined) return { ...base, state: 'pending' };
  const output = { answers: {}, annotations: {} };
  decidedAnswers(request, approved ? 'allow' : 'deny', approval.reason, output);
  return {
    ...base,
    state: 'answered',
    output,
    ...(approval.isAutomatic
      ? { autoResolution: { policy: approved ? 'approved automatically' : 'denied automatically' } }
      : {}),
  };
}

/**
 * The kit's response → the argument of `addToolApprovalResponse`: Allow is `approved: true`,
 * Deny `approved: false`, the note is the reason; Decline and Dismiss deny with the kit's
 * refusal text. An answer that chose neither gives `undefined`: silence is never an approval.
 * `undefined` for a part without an approval.
 */
export function toApprovalResponse(
  given: AskUserResponse,
  part: unknown,
  options?: ApprovalOptions,
): ToolApprovalResponse | undefined {
  return total(
    () => {
      const approval = approvalOf(part);
      if (!approval) return undefined;
      const request = requestOf(part, options);
      const decided = approvalReply(given, [approvalQuestion(request)]).decide(request);
      if (!decided) return undefined;
      return {
        id: approval.id,
        approved: decided.decision === 'allow',
        ...(decided.note ? { reason: decided.note } : {}),
      };
    },
    () => undefined,
  );
}

/**
 * Sends the user's decision with the chat's `addToolApprovalResponse` (see
 * {@link toApprovalResponse}). An answer that chose neither Allow nor Deny is refused — the card
 * keeps it and says it was not sent.
 */
export async function answerApproval(
  chat: ChatWithToolApproval,
  given: AskUserResponse,
  part: unknown,
  options?: ApprovalOptions,
): Promise<void> {
  if (!approvalOf(part)) throw new Error('answerApproval: the part has no approval to answer');
  if (typeof field(chat, 'addToolApprovalResponse') !== 'function')
    throw new Error(
      'answerApproval: the chat has no addToolApprovalResponse; pass the object useChat returns (ai 6 or 7)',
    );
  const decision = toApprovalResponse(given, part, options);
  if (!decision) throw new Error('Choose Allow or Deny.');
  await chat.addToolApprovalResponse(decision);
}

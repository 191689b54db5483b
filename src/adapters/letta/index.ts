/**
 * `ask-user-kit/adapters/letta` — Letta agents (`@letta-ai/letta-client`): a tool that requires
 * approval stops the agent with `stop_reason: "requires_approval"` and an
 * `approval_request_message` listing the calls that wait (`tool_calls`). Each is an approval; the
 * answer is the `{ type: "approval", approvals }` message to send with `messages.create`. Imports
 * nothing from Letta.
 *
 * @packageDocumentation
 */
import {
  type ApprovalRequest,
  approvalQuestion,
  approvalReply,
  decidedAnswers,
} from '../../core/record/approval.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { jsonOrValue } from '../../core/utils/partial-json.js';
import { field, isList, listItems, stringField, total } from '../../core/utils/read.js';

/** The decision on one waiting call (`ApprovalReturn`). */
export interface LettaApprovalReturn {
  readonly type: 'approval';
  readonly tool_call_id: string;
  readonly approve: boolean;
  /** Why it was denied: Letta tells the model. */
  readonly reason?: string;
}

/** The message that answers (`ApprovalCreate`): send it in `messages.create({ messages: [it] })`. */
export interface LettaApprovalMessage {
  readonly type: 'approval';
  readonly approvals: LettaApprovalReturn[];
}

/** What was sent, when the host knows it. */
export interface LettaRecordOptions {
  /** The approval message `toRuntimeAnswer` wrote (or Letta's `approval_response_message`). */
  readonly response?: unknown;
}

/** The approval requests a value holds: a message, a list of messages, or a response. */
function requestsOf(value: unknown): unknown[] {
  if (field(value, 'message_type') === 'approval_request_message') return [value];
  const messages = isList(value) ? value : field(value, 'messages');
  return listItems(messages, 1_000).items.filter(
    (message) => field(message, 'message_type') === 'approval_request_message',
  );
}

/** The calls one request waits for: `tool_calls`, else the older single `tool_call`. */
function callsOf(request: unknown): unknown[] {
  const calls = field(request, 'tool_calls');
  const list = isList(calls) ? listItems(calls, 50).items : [field(request, 'tool_call')];
  return list.filter((call) => stringField(call, 'tool_call_id') !== undefined);
}

function approvalOf(call: unknown): ApprovalRequest {
  const args = field(call, 'arguments');
  return {
    id: stringField(call, 'tool_call_id') ?? '',
    toolName: stringField(call, 'name') ?? 'the tool',
    args: jsonOrValue(args),
    decisions: ['allow', 'deny'],
  };
}

function approvalsFrom(value: unknown): ApprovalRequest[] {
  return requestsOf(value).flatMap(callsOf).map(approvalOf);
}

/** Each decision a sent message (or Letta's echo of it) holds, by call id. */
function decisionsOf(sent: unknown): Map<string, { approve: boolean; reason?: string }> {
  const decisions = new Map<string, { approve: boolean; reason?: string }>();
  for (const item of listItems(field(sent, 'approvals'), 50).items) {
    const id = stringField(item, 'tool_call_id');
    const approve = field(item, 'approve');
    if (id === undefined || typeof approve !== 'boolean') continue;
    const reason = stringField(item, 'reason');
    decisions.set(id, reason === undefined ? { approve } : { approve, reason });
  }
  return decisions;
}

/**
 * Letta's approval requests → the kit's record: an `approval_request_message`, a response
 * (`{ messages, stop_reason }`) or a list of messages holding some; one approval per waiting call
 * (the tool's name and arguments shown). Pending, or — given the approval message you sent as
 * `response` — each decision with its reason. `undefined` when nothing waits for approval.
 */
export function toRecord(value: unknown, options: LettaRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      const approvals = approvalsFrom(value);
      if (approvals.length === 0) return undefined;
      const input = { questions: approvals.map(approvalQuestion) };
      if (options.response === undefined) return { input, state: 'pending' };
      const decisions = decisionsOf(options.response);
      const output = { answers: {}, annotations: {} };
      for (const approval of approvals) {
        const decision = decisions.get(approval.id);
        if (decision) decidedAnswers(approval, decision.approve ? 'allow' : 'deny', decision.reason, output);
      }
      return { input, state: 'answered', output };
    },
    () => undefined,
  );
}

/**
 * The kit's response → the `{ type: "approval", approvals }` message: per waiting call
 * `{ tool_call_id, approve: true }`, or `approve: false` with the note as the reason Letta tells
 * the model. Decline and Dismiss deny every call. `undefined` when a call is left undecided —
 * silence never approves — or nothing waits for approval.
 */
export function toRuntimeAnswer(given: AskUserResponse, value: unknown): LettaApprovalMessage | undefined {
  return total(
    () => {
      const approvals = approvalsFrom(value);
      if (approvals.length === 0) return undefined;
      const reply = approvalReply(given, approvals.map(approvalQuestion));
      const decided: LettaApprovalReturn[] = [];
      for (const approval of approvals) {
        const answer = reply.decide(approval);
        if (!answer) return undefined;
        const approve = answer.decision !== 'deny';
        decided.push({
          type: 'approval',
          tool_call_id: approval.id,
          approve,
          ...(!approve && answer.note ? { reason: answer.note } : {}),
        });
      }
      return { type: 'approval', approvals: decided };
    },
    () => undefined,
  );
}

/**
 * Every approval of a conversation (`messages.list`, in order): each request answered by the
 * `approval_response_message` that followed it with its calls, pending while none did. Never
 * throws.
 */
export function toRecords(messages: unknown): AskUserRecord[] {
  return total(
    () => {
      const list = listItems(isList(messages) ? messages : field(messages, 'messages'), 100_000).items;
      const records: AskUserRecord[] = [];
      list.forEach((message, index) => {
        if (field(message, 'message_type') !== 'approval_request_message') return;
        const ids = new Set(callsOf(message).map((call) => stringField(call, 'tool_call_id')));
        const reply = list
          .slice(index + 1)
          .find(
            (later) =>
              field(later, 'message_type') === 'approval_response_message' &&
              listItems(field(later, 'approvals'), 50).items.some((item) =>
                ids.has(stringField(item, 'tool_call_id')),
              ),
          );
        const record = toRecord(message, reply === undefined ? {} : { response: reply });
        if (record) records.push(record);
      });
      return records;
    },
    () => [],
  );
}

/**
 * AI SDK tool approvals (`ai` 6 and 7): a tool part in `approval-requested` asks a person to
 * allow or deny a call. The kit shows it as its card — one single-select question, Allow or
 * Deny, with a note for the reason — and answers through the chat's `addToolApprovalResponse`.
 * The decided states (`approval-responded`, `output-denied`, and the output states of an
 * approved call) read back as the decision, with the reason as its note.
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import { refusalFor } from '../../core/text/refusal.js';
import { describeToolCall } from '../../core/text/tool-call-text.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isDict, stringField } from '../../core/utils/read.js';
import { toolCallIdOf, toolNameOf } from './convert.js';

/** The words of an approval card (English by default). */
export interface ApprovalWords {
  /** The question, given the tool's name. */
  readonly question: (toolName: string) => string;
  readonly allow: string;
  readonly deny: string;
  readonly allowDescription: string;
  readonly denyDescription: string;
}

/** Options of the approval helpers. */
export interface ApprovalOptions {
  /** Your words for the card, e.g. in the user's language. */
  readonly words?: Partial<ApprovalWords>;
}

const ENGLISH: ApprovalWords = {
  question: (toolName) => `Allow ${toolName} to run?`,
  allow: 'Allow',
  deny: 'Deny',
  allowDescription: 'Run it with the arguments below.',
  denyDescription: 'Do not run it; the model is told, with your note as the reason.',
};

/** The chat method that answers an approval (`useChat` in `ai` 6 and 7). */
export interface ChatWithToolApproval {
  addToolApprovalResponse(argument: { id: string; approved: boolean; reason?: string }): unknown;
}

/** An approval record: the call's question and, once decided, the decision. */
export type ApprovalRecord = AskUserRecord & { readonly toolCallId: string; readonly approvalId: string };

function wordsOf(options: ApprovalOptions | undefined): ApprovalWords {
  return { ...ENGLISH, ...options?.words };
}

function approvalOf(
  part: unknown,
):
  | { id: string; approved?: boolean; reason?: string; requestReason?: string; isAutomatic?: boolean }
  | undefined {
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
  return approvalOf(part) !== undefined && toolCallIdOf(part) !== undefined;
}

/**
 * The card's input for an approval: one single-select question whose options are Allow and
 * Deny, described by the request's reason and the call's arguments (as text, never run).
 */
export function toApprovalInput(part: unknown, options?: ApprovalOptions) {
  const words = wordsOf(options);
  const toolName = toolNameOf(part) ?? 'the tool';
  const approval = approvalOf(part);
  const description = describeToolCall(approval?.requestReason, field(part, 'input'));
  return {
    questions: [
      {
        id: toolCallIdOf(part) ?? 'approval',
        header: toolName.slice(0, 40),
        question: words.question(toolName),
        multiSelect: false,
        ...(description ? { description } : {}),
        options: [
          { label: words.allow, description: words.allowDescription },
          { label: words.deny, description: words.denyDescription },
        ],
      },
    ],
  };
}

/**
 * A tool part with an approval → the kit's record: `approval-requested` is pending; a decided
 * approval (`approval-responded`, `output-denied`, or an approved call's output) is answered
 * with Allow or Deny and the reason as the note. An automatic decision is marked as the host's
 * (its `autoResolution`), never as the user's. `undefined` for parts without an approval.
 */
export function toApprovalRecord(part: unknown, options?: ApprovalOptions): ApprovalRecord | undefined {
  const approval = approvalOf(part);
  const toolCallId = toolCallIdOf(part);
  if (!approval || toolCallId === undefined) return undefined;
  const input = toApprovalInput(part, options);
  const base = { input, toolCallId, approvalId: approval.id };
  const state = stringField(part, 'state');
  const approved = state === 'output-denied' ? false : approval.approved;
  if (state === 'approval-requested' || approved === undefined) return { ...base, state: 'pending' };
  const words = wordsOf(options);
  const question = input.questions[0]!.question;
  const notes = approval.reason?.trim();
  return {
    ...base,
    state: 'answered',
    output: {
      answers: { [question]: approved ? words.allow : words.deny },
      ...(notes ? { annotations: { [question]: { notes } } } : {}),
    },
    ...(approval.isAutomatic
      ? { autoResolution: { policy: approved ? 'approved automatically' : 'denied automatically' } }
      : {}),
  };
}

/**
 * Sends the user's decision with the chat's `addToolApprovalResponse`: Allow is `approved:
 * true`, Deny `approved: false`, the note is the reason; Decline and Dismiss deny with the kit's
 * refusal text. An answer that chose neither is refused (the card keeps it and says it was not
 * sent): silence is never an approval.
 */
export async function answerApproval(
  chat: ChatWithToolApproval,
  given: AskUserResponse,
  part: unknown,
  options?: ApprovalOptions,
): Promise<void> {
  const approval = approvalOf(part);
  if (!approval) throw new Error('answerApproval: the part has no approval to answer');
  if (typeof field(chat, 'addToolApprovalResponse') !== 'function')
    throw new Error(
      'answerApproval: the chat has no addToolApprovalResponse; pass the object useChat returns (ai 6 or 7)',
    );
  const response = readResponse(given);
  let decision: { approved: boolean; reason?: string };
  if (response.action !== 'accept') decision = { approved: false, reason: refusalFor(response) };
  else {
    const words = wordsOf(options);
    const { reading } = readAccepted(toApprovalInput(part, options), response.content);
    const chosen = reading.questions[0]?.selected[0];
    if (chosen !== words.allow && chosen !== words.deny) throw new Error('Choose Allow or Deny.');
    const notes = reading.questions[0]?.notes?.trim();
    decision = { approved: chosen === words.allow, ...(notes ? { reason: notes } : {}) };
  }
  await chat.addToolApprovalResponse({ id: approval.id, ...decision });
}

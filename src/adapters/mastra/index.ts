/**
 * `ask-user-kit/adapters/mastra` — Mastra agents (`@mastra/core`): a stream that stops on a tool
 * that needs approval ends with a `tool-call-approval` chunk; one whose tool suspended itself ends
 * with `tool-call-suspended`, carrying what the tool asks (`suspendPayload`) and the JSON Schema of
 * the data that resumes it (`resumeSchema`). The same requests reach an AI SDK chat as
 * `data-tool-call-approval` / `data-tool-call-suspended` parts (`@mastra/ai-sdk`), and `generate()`
 * returns them with `finishReason: "suspended"`. An approval is Allow or Deny with a note as the
 * reason; a suspension is a form of its resume schema. Imports nothing from Mastra.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import {
  type ApprovalRequest,
  approvalQuestion,
  approvalReply,
  decidedAnswers,
} from '../../core/record/approval.js';
import {
  type FormField,
  formAnswers,
  formOrText,
  formOrTextAnswer,
} from '../../core/record/form-questions.js';
import { describeToolCall } from '../../core/text/tool-call-text.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { jsonOrValue } from '../../core/utils/partial-json.js';
import { field, listItems, setOwn, stringField, total } from '../../core/utils/read.js';

/** What the host sends Mastra: approve or decline a call, or resume a suspended one. */
export type MastraAnswer =
  | {
      readonly kind: 'approval';
      readonly runId: string;
      readonly toolCallId: string;
      readonly approved: boolean;
      /** Why it was declined: the model reads it as the tool's result. */
      readonly reason?: string;
    }
  | {
      readonly kind: 'resume';
      readonly runId: string;
      readonly toolCallId: string;
      /** The data for `resumeStream`, valid against the call's `resumeSchema`. */
      readonly resumeData: unknown;
    };

/** The agent methods that take a {@link MastraAnswer} (structurally, a Mastra `Agent`). */
export interface MastraAgentLike {
  approveToolCall(options: { runId: string; toolCallId?: string }): Promise<unknown>;
  declineToolCall(options: { runId: string; toolCallId?: string; reason?: string }): Promise<unknown>;
  resumeStream(resumeData: unknown, options: { runId: string; toolCallId?: string }): Promise<unknown>;
}

/** What was sent, when the host knows it. */
export interface MastraRecordOptions {
  /** The answer `toRuntimeAnswer` wrote and the host applied. */
  readonly response?: unknown;
}

interface Request {
  readonly kind: 'approval' | 'suspended';
  readonly runId: string;
  readonly toolCallId: string;
  readonly toolName: string;
  readonly args: unknown;
  readonly suspendPayload?: unknown;
  readonly resumeSchema?: unknown;
}

const KINDS: Readonly<Record<string, Request['kind']>> = {
  'tool-call-approval': 'approval',
  'data-tool-call-approval': 'approval',
  'tool-call-suspended': 'suspended',
  'data-tool-call-suspended': 'suspended',
};

/** Whether a resume schema (JSON text or object) is Mastra's approval: it decides with `approved`. */
function decidesApproval(schema: unknown): boolean {
  const parsed = jsonOrValue(schema);
  return field(field(parsed, 'properties'), 'approved') !== undefined;
}

/** A stream chunk, an AI SDK data part, or `generate()`'s suspended output → the request. */
function requestOf(value: unknown): Request | undefined {
  const type = stringField(value, 'type') ?? '';
  let kind = KINDS[type];
  let body = type.startsWith('data-') ? field(value, 'data') : field(value, 'payload');
  if (kind === undefined && field(value, 'finishReason') === 'suspended') {
    // generate() keeps the whole chunk payload as its suspendPayload. An approval's resume schema
    // is Mastra's own { approved, reason? }; a tool may suspend with no payload at all.
    body = field(value, 'suspendPayload');
    kind =
      field(body, 'suspendPayload') === undefined && decidesApproval(field(body, 'resumeSchema'))
        ? 'approval'
        : 'suspended';
  }
  // A stored part Mastra already resumed asks nothing any more (Mastra skips it too).
  if (field(body, 'resumed') === true) return undefined;
  const runId = stringField(value, 'runId') ?? stringField(body, 'runId');
  const toolCallId = stringField(body, 'toolCallId');
  if (kind === undefined || runId === undefined || toolCallId === undefined) return undefined;
  const schema = field(body, 'resumeSchema');
  return {
    kind,
    runId,
    toolCallId,
    toolName: stringField(body, 'toolName') ?? 'the tool',
    args: field(body, 'args'),
    ...(kind === 'suspended' ? { suspendPayload: field(body, 'suspendPayload') } : {}),
    ...(schema !== undefined ? { resumeSchema: jsonOrValue(schema) } : {}),
  };
}

const approvalOf = (request: Request): ApprovalRequest => ({
  id: request.toolCallId,
  toolName: request.toolName,
  args: request.args,
  decisions: ['allow', 'deny'],
});

/** What a suspended tool says it needs: its payload's message or question, else the payload. */
function suspendedText(request: Request): string {
  const payload = request.suspendPayload;
  if (typeof payload === 'string') return payload;
  return (
    stringField(payload, 'message') ??
    stringField(payload, 'question') ??
    stringField(payload, 'reason') ??
    `${request.toolName} needs your input to continue.`
  );
}

/** A suspended call's questions: its resume schema as a form, or one free-text question. */
function suspendedCard(request: Request): { questions: Record<string, unknown>[]; fields: FormField[] } {
  const details = describeToolCall(undefined, request.suspendPayload);
  return formOrText(suspendedText(request), request.resumeSchema, request.toolCallId, 'Input', details);
}

function inputOf(request: Request) {
  return request.kind === 'approval'
    ? { questions: [approvalQuestion(approvalOf(request))] }
    : { questions: suspendedCard(request).questions };
}

/**
 * A Mastra request → the kit's record: a `tool-call-approval` or `tool-call-suspended` chunk, its
 * `data-tool-call-*` UI part, or `generate()`'s output with `finishReason: "suspended"`. Pending,
 * or — given the answer you applied as `response` — the decision (with its reason) or the
 * resume data read back into the form. `undefined` for anything else.
 */
export function toRecord(value: unknown, options: MastraRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      const request = requestOf(value);
      if (!request) return undefined;
      const input = inputOf(request);
      const sent = options.response;
      if (sent === undefined) return { input, state: 'pending' };
      const output = { answers: {}, annotations: {} };
      if (request.kind === 'approval') {
        const approved = field(sent, 'approved');
        if (typeof approved !== 'boolean') return { input, state: 'pending' };
        decidedAnswers(approvalOf(request), approved ? 'allow' : 'deny', stringField(sent, 'reason'), output);
      } else {
        const data = field(sent, 'resumeData');
        const { fields } = suspendedCard(request);
        if (fields.length > 0) formAnswers(fields, data, output.answers);
        else if (typeof data === 'string') setOwn(output.answers, request.toolCallId, data);
      }
      return { input, state: 'answered', output };
    },
    () => undefined,
  );
}

/**
 * The kit's response → what the host sends Mastra (apply it with {@link applyMastraAnswer}): for an
 * approval `{ kind: "approval", runId, toolCallId, approved, reason? }` — Deny, Decline and
 * Dismiss decline with the note or the kit's refusal text as the reason the model reads; for a
 * suspended call `{ kind: "resume", runId, toolCallId, resumeData }`, the form's answers typed by
 * the resume schema (or the typed text). `undefined` when the answer decides nothing — an
 * approval left open, a suspended call refused or left empty (Mastra has no refusal for it: leave
 * the run suspended) — and for anything `toRecord` does not read.
 */
export function toRuntimeAnswer(given: AskUserResponse, value: unknown): MastraAnswer | undefined {
  return total(
    () => {
      const request = requestOf(value);
      if (!request) return undefined;
      const ids = { runId: request.runId, toolCallId: request.toolCallId };
      if (request.kind === 'approval') {
        const decided = approvalReply(given, inputOf(request).questions).decide(approvalOf(request));
        if (!decided) return undefined;
        return {
          kind: 'approval',
          ...ids,
          approved: decided.decision !== 'deny',
          ...(decided.decision === 'deny' && decided.note ? { reason: decided.note } : {}),
        };
      }
      const response = readResponse(given);
      if (response.action !== 'accept') return undefined;
      const card = suspendedCard(request);
      const accepted = readAccepted({ questions: card.questions }, response.content);
      const data = formOrTextAnswer(card, request.resumeSchema, request.toolCallId, accepted);
      return data === undefined ? undefined : { kind: 'resume', ...ids, resumeData: data };
    },
    () => undefined,
  );
}

/**
 * Sends an answer to the agent: `approveToolCall` / `declineToolCall({ reason })` for an
 * approval, `resumeStream(resumeData)` for a suspended call, each with its `runId` and
 * `toolCallId`. Resolves with what the agent returns — the continued run's stream, which may
 * stop at the run's next request.
 */
export function applyMastraAnswer<Agent extends MastraAgentLike>(
  agent: Agent,
  answer: MastraAnswer,
): ReturnType<Agent['approveToolCall']> | ReturnType<Agent['resumeStream']> {
  const ids = { runId: answer.runId, toolCallId: answer.toolCallId };
  if (answer.kind === 'resume')
    return agent.resumeStream(answer.resumeData, ids) as ReturnType<Agent['resumeStream']>;
  if (answer.approved) return agent.approveToolCall(ids) as ReturnType<Agent['approveToolCall']>;
  return agent.declineToolCall(
    answer.reason === undefined ? ids : { ...ids, reason: answer.reason },
  ) as ReturnType<Agent['approveToolCall']>;
}

/**
 * Every request of a run's chunks (a `fullStream` read to its end, or the streams of its
 * resumptions, in order): each approval decided by what followed it — the call's `tool-result`
 * (allowed) or `tool-output-denied` (denied, with its reason) — and each suspended call answered
 * once its result came, though the chunks do not say with what. Never throws.
 */
export function toRecords(chunks: unknown): AskUserRecord[] {
  return total(
    () => {
      const list = listItems(chunks, 100_000).items;
      const records: AskUserRecord[] = [];
      list.forEach((chunk, index) => {
        const request = requestOf(chunk);
        if (!request) return;
        const later = list.slice(index + 1).find((next) => {
          const type = field(next, 'type');
          return (
            (type === 'tool-result' || type === 'tool-output-denied') &&
            stringField(field(next, 'payload'), 'toolCallId') === request.toolCallId
          );
        });
        const record = toRecord(chunk);
        if (!record || later === undefined) {
          if (record) records.push(record);
          return;
        }
        if (request.kind === 'suspended') {
          records.push({ ...record, state: 'answered', raw: { result: field(later, 'payload') } });
          return;
        }
        const denied = field(later, 'type') === 'tool-output-denied';
        const reason = stringField(field(field(later, 'payload'), 'approval'), 'reason');
        const response = { approved: !denied, ...(denied && reason ? { reason } : {}) };
        records.push(toRecord(chunk, { response }) ?? record);
      });
      return records;
    },
    () => [],
  );
}

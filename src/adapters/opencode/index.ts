/**
 * `ask-user-kit/adapters/opencode` — OpenCode's `question` tool: `question.asked` requests,
 * the event stream, and stored tool parts → records; the user's response → the reply body
 * (`answers` by position, each a `string[]` of labels and typed text) or a rejection. Its
 * types are structural copies of `@opencode-ai/sdk/v2`'s (checked by the kit's type tests).
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isDict, isList, listItems, stringField, total } from '../../core/utils/read.js';
import { readResponse } from '../../core/draft/read-response.js';
import { kitRefusal, reasonText } from '../../core/text/refusal.js';

// ── OpenCode's shapes, structurally ─────────────────────────────────────────────────────

/** One question's answer: the chosen labels and any typed text (`QuestionAnswer`). */
export type QuestionAnswer = string[];

/** A pending question request (`QuestionRequest`, the `question.asked` event's properties). */
export interface QuestionRequest {
  id: string;
  sessionID: string;
  questions: {
    question: string;
    header: string;
    options: { label: string; description: string }[];
    multiple?: boolean;
    custom?: boolean;
  }[];
  tool?: { messageID: string; callID: string };
}

/** The body of `POST /question/{requestID}/reply` (`QuestionReplyData['body']`). */
export interface QuestionReplyBody {
  answers: QuestionAnswer[];
}

/** The fields of a stored tool part (`ToolPart`) the adapter reads. */
interface ToolPart {
  callID: string;
  state:
    | { status: 'pending'; input: unknown; raw: string }
    | { status: 'running'; input: unknown }
    | { status: 'completed'; input: unknown; output: string; title: string; metadata: unknown }
    | { status: 'error'; input: unknown; error: string };
}

/** The tool's name in OpenCode. */
export const TOOL_NAME = 'question';

/** A record of one question request, with its OpenCode id. */
export interface OpenCodeAskUserRecord extends AskUserRecord {
  readonly requestId: string;
}

/** What to send back: the reply body for `POST /question/{id}/reply`, or a rejection. */
export type OpenCodeAnswer =
  | {
      readonly type: 'reply';
      readonly requestID: string;
      readonly body: QuestionReplyBody;
    }
  | { readonly type: 'reject'; readonly requestID: string };

/** What was answered, when the host knows it. */
export interface ToRecordOptions {
  /**
   * What was sent: the answer `toRuntimeAnswer` wrote, or the `question.replied` /
   * `question.rejected` event (a rejection reads as dismissed).
   */
  readonly response?: unknown;
}

/** The answers a sent reply (or a `question.replied` event) holds; `undefined` for a rejection. */
function repliedAnswers(response: unknown): unknown {
  const type = stringField(response, 'type') ?? '';
  if (type === 'reject' || type.endsWith('rejected')) return undefined;
  return field(field(response, 'body'), 'answers') ?? field(field(response, 'properties'), 'answers');
}

function requestOf(value: unknown): QuestionRequest | undefined {
  const candidate =
    field(value, 'type') === 'question.asked' || field(value, 'type') === 'question.v2.asked'
      ? field(value, 'properties')
      : value;
  if (!isDict(candidate) || typeof candidate.id !== 'string' || !isList(candidate.questions))
    return undefined;
  return candidate as unknown as QuestionRequest;
}

// OpenCode's words, wherever a build puts them (`Error: `, `QuestionRejectedError: ` prefixes).
const DISMISSED = 'The user dismissed this question';
// What OpenCode writes on a tool part still open when its run was aborted: the run was
// cancelled while the question waited, which is not a failure.
const RUN_ABORTED = 'Tool execution aborted';
const USER_REJECTED = 'The user rejected permission to use this specific tool call';
// A configured rule, not the person at the keyboard, despite "the user" in the text.
const NOT_SHOWN = ['The user has specified a rule which prevents you from using'];

/**
 * A failed tool part: the user's dismissal is cancelled and their permission "no" declined; a
 * deny rule is unavailable; a run aborted while the question waited is cancelled; anything else
 * is an error, with the text kept.
 */
function failedEnding(error: string): {
  state: 'declined' | 'cancelled' | 'unavailable' | 'error';
  reason?: string;
} {
  let state: 'declined' | 'cancelled' | 'unavailable' | 'error' = 'error';
  const kit = kitRefusal(error);
  if (kit) state = kit;
  else if (error.includes(DISMISSED) || error.includes(RUN_ABORTED)) state = 'cancelled';
  else if (error.includes(USER_REJECTED)) state = 'declined';
  else if (NOT_SHOWN.some((marker) => error.includes(marker))) state = 'unavailable';
  return error.trim() ? { state, reason: reasonText(error) } : { state };
}

function fromToolPart(part: ToolPart): OpenCodeAskUserRecord {
  const requestId = part.callID;
  const state = part.state;
  switch (state.status) {
    case 'pending':
      return { requestId, input: state.raw || state.input, state: 'streaming' };
    case 'running':
      return { requestId, input: state.input, state: 'pending' };
    case 'completed':
      return {
        requestId,
        input: state.input,
        output: { answers: field(state.metadata, 'answers') },
        raw: { output: state.output, title: state.title },
        state: 'answered',
      };
    case 'error':
      return {
        requestId,
        input: state.input,
        raw: { error: state.error },
        ...failedEnding(typeof state.error === 'string' ? state.error : ''),
      };
  }
}

/**
 * An OpenCode value → the kit's record: a `QuestionRequest` or `question.asked` event
 * (pending, or answered / cancelled with `options`), or a stored tool part of the `question`
 * tool (its `metadata.answers` are read by position). `undefined` for anything else.
 */
export function toRecord(value: unknown, options: ToRecordOptions = {}): OpenCodeAskUserRecord | undefined {
  return total(
    () => readRecord(value, options),
    () => undefined,
  );
}

function readRecord(value: unknown, options: ToRecordOptions): OpenCodeAskUserRecord | undefined {
  if (
    field(value, 'type') === 'tool' &&
    field(value, 'tool') === TOOL_NAME &&
    isDict(field(value, 'state'))
  ) {
    return fromToolPart(value as unknown as ToolPart);
  }
  const request = requestOf(value);
  if (!request) return undefined;
  const input = { questions: request.questions };
  if (options.response === undefined) return { requestId: request.id, input, state: 'pending' };
  const answers = repliedAnswers(options.response);
  return answers === undefined
    ? { requestId: request.id, input, state: 'cancelled' }
    : { requestId: request.id, input, output: { answers }, state: 'answered' };
}

/**
 * Every question request in an OpenCode event stream (`question.asked`, `question.replied`,
 * `question.rejected`, and their `v2` forms), in the order they were asked.
 */
export function toRecords(events: unknown): OpenCodeAskUserRecord[] {
  const records = new Map<string, OpenCodeAskUserRecord>();
  for (const event of listItems(events, 100_000).items) {
    const type = stringField(event, 'type') ?? '';
    const properties = field(event, 'properties');
    if (type.endsWith('asked')) {
      const record = toRecord(event);
      if (record) records.set(record.requestId, record);
    } else if (type.endsWith('replied') || type.endsWith('rejected')) {
      const id = stringField(properties, 'requestID') ?? '';
      const existing = records.get(id);
      if (!existing) continue;
      records.set(
        id,
        type.endsWith('rejected')
          ? { ...existing, state: 'cancelled' }
          : { ...existing, output: { answers: field(properties, 'answers') }, state: 'answered' },
      );
    }
  }
  return [...records.values()];
}

/**
 * The kit's response → OpenCode's answer: a reply with one `string[]` per question in
 * question order (chosen labels, then typed text; `[]` for a skipped question), or a
 * rejection for decline and cancel — OpenCode has one way to refuse. `undefined` for anything
 * but a question request (a stored tool part is answered through its request).
 */
export function toRuntimeAnswer(given: AskUserResponse, request: unknown): OpenCodeAnswer | undefined {
  return total(
    () => {
      const resolved = requestOf(request);
      return resolved ? openCodeAnswer(given, resolved) : undefined;
    },
    () => undefined,
  );
}

function openCodeAnswer(given: AskUserResponse, request: QuestionRequest): OpenCodeAnswer {
  const response = readResponse(given);
  const requestID = request.id;
  if (response.action !== 'accept') return { type: 'reject', requestID };
  const { reading } = readAccepted({ questions: request.questions }, response.content);
  const answers: QuestionAnswer[] = reading.questions.map((question) => {
    if (question.state !== 'answered') return [];
    const typed = question.custom ?? (question.selected.length === 0 ? question.text : undefined);
    return typed === undefined ? [...question.selected] : [...question.selected, typed];
  });
  return { type: 'reply', requestID, body: { answers } };
}

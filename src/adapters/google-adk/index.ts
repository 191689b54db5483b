/**
 * `ask-user-kit/adapters/google-adk` — Google's Agent Development Kit (`@google/adk`): a run that
 * needs a person yields a long-running function call. `adk_request_confirmation` asks to run a
 * tool (its hint, the original call) and is answered `{ confirmed, payload? }`; `adk_request_input`
 * asks for data (its message, payload and response schema) and is answered with that data. The
 * answer is the user `Content` whose `functionResponse` parts carry the same ids and names: send it
 * as the runner's next `newMessage`. Imports nothing from ADK.
 *
 * @packageDocumentation
 */
import {
  type ApprovalReply,
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
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import {
  field,
  isDict,
  isList,
  keysOf,
  listItems,
  setOwn,
  stringField,
  total,
} from '../../core/utils/read.js';

/** The function ADK calls to ask for a tool call's confirmation. */
export const CONFIRMATION = 'adk_request_confirmation';
/** How ADK's own confirmation hint begins, when a tool gives none of its own. */
const ADK_DEFAULT_HINT = 'Please approve or reject the tool call';

/** The function ADK calls to ask for input. */
export const INPUT = 'adk_request_input';

/** One `functionResponse` part of the answer. */
export interface AdkFunctionResponsePart {
  readonly functionResponse: {
    readonly id: string;
    readonly name: string;
    readonly response: Record<string, unknown>;
  };
}

/** The user `Content` that answers: pass it as `runAsync({ newMessage })`. */
export interface AdkAnswer {
  readonly role: 'user';
  readonly parts: AdkFunctionResponsePart[];
}

/** What was answered, when the host knows it. */
export interface AdkRecordOptions {
  /** The `Content` `toRuntimeAnswer` wrote and the host sent. */
  readonly response?: unknown;
}

interface Asked {
  /** The call's id: what its function response names. */
  readonly id: string;
  /** The card's question id: by position, since a model may give two calls one id. */
  readonly key: string;
  readonly name: typeof CONFIRMATION | typeof INPUT;
  /** A confirmation's approval; its question id is the call's id. */
  readonly approval?: ApprovalRequest;
  /** An input request's form (its response schema), or one text question when it has none. */
  readonly fields: readonly FormField[];
  readonly schema?: unknown;
  readonly questions: readonly Record<string, unknown>[];
}

/** The function calls a value holds: an event, a `Content`, a part, a call, or a list of them. */
function callsOf(value: unknown): unknown[] {
  if (isList(value)) return listItems(value, 50).items.flatMap(callsOf);
  if (field(value, 'name') !== undefined && field(value, 'args') !== undefined) return [value];
  if (isDict(field(value, 'functionCall'))) return [field(value, 'functionCall')];
  const content = isDict(field(value, 'content')) ? field(value, 'content') : value;
  return listItems(field(content, 'parts'), 50).items.flatMap((part) =>
    isDict(field(part, 'functionCall')) ? [field(part, 'functionCall')] : [],
  );
}

function confirmationOf(call: unknown, id: string, key: string): Asked {
  const args = field(call, 'args');
  const original = field(args, 'originalFunctionCall');
  const confirmation = field(args, 'toolConfirmation');
  const hint = stringField(confirmation, 'hint');
  const approval: ApprovalRequest = {
    id: key,
    toolName: stringField(original, 'name') ?? 'the tool',
    // ADK's own hint speaks to a developer ("…responding with a FunctionResponse…"): not shown.
    ...(hint !== undefined && !hint.startsWith(ADK_DEFAULT_HINT) ? { reason: hint } : {}),
    args: field(original, 'args'),
    decisions: ['allow', 'deny'],
  };
  return {
    id,
    key,
    name: CONFIRMATION,
    approval,
    fields: [],
    questions: [approvalQuestion(approval)],
  };
}

function inputRequestOf(call: unknown, id: string, key: string): Asked {
  const args = field(call, 'args');
  const schema = field(args, 'response_schema') ?? field(args, 'responseSchema');
  const message = stringField(args, 'message') ?? 'The agent needs your input to continue.';
  return { id, key, name: INPUT, schema, ...formOrText(message, schema, key, 'Input') };
}

function askedFrom(value: unknown): Asked[] {
  const asked: Asked[] = [];
  for (const call of callsOf(value)) {
    const id = stringField(call, 'id');
    const name = field(call, 'name');
    const key = String(asked.length);
    if (id === undefined) continue;
    if (name === CONFIRMATION) asked.push(confirmationOf(call, id, key));
    else if (name === INPUT) asked.push(inputRequestOf(call, id, key));
  }
  return asked;
}

/** A function response's body: the object ADK parses (a lone JSON text under `response` included). */
function responseBody(response: unknown): unknown {
  const keys = keysOf(response, 2);
  const inner = field(response, 'response');
  if (keys.length === 1 && typeof inner === 'string') {
    try {
      return JSON.parse(inner) as unknown;
    } catch {
      return response;
    }
  }
  return response;
}

function sentResponses(sent: unknown): Map<string, unknown> {
  const responses = new Map<string, unknown>();
  for (const part of listItems(field(sent, 'parts'), 50).items) {
    const call = field(part, 'functionResponse');
    const id = stringField(call, 'id');
    if (id !== undefined) responses.set(id, responseBody(field(call, 'response')));
  }
  return responses;
}

/**
 * An ADK event (or its `Content`, a part, a function call, or a list of them) that asks →
 * the kit's record: each `adk_request_confirmation` an approval of its original call (the hint
 * as the reason, the call's arguments shown), each `adk_request_input` a form of its response
 * schema (or a text question). Pending, or — given the `Content` you sent as `response` — each
 * call's answer. `undefined` when the value asks nothing.
 */
export function toRecord(value: unknown, options: AdkRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      const asked = askedFrom(value);
      if (asked.length === 0) return undefined;
      const input = { questions: asked.flatMap((item) => item.questions) };
      if (options.response === undefined) return { input, state: 'pending' };
      const responses = sentResponses(options.response);
      const output = { answers: {}, annotations: {} };
      for (const item of asked) {
        const body = responses.get(item.id);
        if (body === undefined) continue;
        if (item.approval) {
          const note = stringField(field(body, 'payload'), 'note');
          decidedAnswers(item.approval, field(body, 'confirmed') === true ? 'allow' : 'deny', note, output);
        } else if (item.fields.length > 0) formAnswers(item.fields, body, output.answers);
        else if (typeof field(body, 'result') === 'string')
          setOwn(output.answers, item.key, field(body, 'result') as string);
      }
      return { input, state: 'answered', output };
    },
    () => undefined,
  );
}

/**
 * The kit's response → the user `Content` that answers each call by its id and name: a
 * confirmation `{ confirmed }` (the note as `payload.note`, for a callback to show the model; a
 * payload the request asks the user to fill in is not asked, and never sent back unchanged as
 * if it were), an input request the form's answers typed by its schema (a
 * text answer as `{ result }`). Decline and Dismiss refuse every confirmation; an input request
 * has no refusal, so it is left out. `undefined` when the answer decides nothing — a confirmation
 * left open — or the value asks nothing.
 */
export function toRuntimeAnswer(given: AskUserResponse, value: unknown): AdkAnswer | undefined {
  return total(
    () => {
      const asked = askedFrom(value);
      if (asked.length === 0) return undefined;
      // Two calls with one id could not be told apart by ADK: no answer could reach the right one.
      if (new Set(asked.map((item) => item.id)).size < asked.length) return undefined;
      const reply = approvalReply(
        given,
        asked.flatMap((item) => item.questions),
      );
      const parts: AdkFunctionResponsePart[] = [];
      for (const item of asked) {
        const body = answerFor(item, reply);
        if (body === null) return undefined;
        if (body !== undefined)
          parts.push({ functionResponse: { id: item.id, name: item.name, response: body } });
      }
      return parts.length > 0 ? { role: 'user', parts } : undefined;
    },
    () => undefined,
  );
}

/** One call's response body; `undefined` to leave it out, `null` when nothing may be sent. */
function answerFor(item: Asked, reply: ApprovalReply): Record<string, unknown> | undefined | null {
  const { accepted } = reply;
  if (item.approval) {
    const decided = reply.decide(item.approval);
    if (!decided) return null;
    // The request's own payload is what its tool would have the user fill in, which the card does
    // not ask: it is never sent back as if the user had set it. Only the note travels.
    return {
      confirmed: decided.decision !== 'deny',
      ...(decided.note === undefined ? {} : { payload: { note: decided.note } }),
    };
  }
  if (!accepted) return undefined;
  const answer = formOrTextAnswer(item, item.schema, item.key, accepted);
  return typeof answer === 'string' ? { result: answer } : answer;
}

/**
 * Every request of a session (`session.events`, in order): each event that asks, answered by the
 * user's later `functionResponse` parts with the same ids (its record answered as `toRecord`
 * reads them), or pending while none came. Never throws.
 */
export function toRecords(events: unknown): AskUserRecord[] {
  return total(
    () => {
      const list = listItems(events, 100_000).items;
      const records: AskUserRecord[] = [];
      list.forEach((event, index) => {
        const asked = askedFrom(event);
        if (asked.length === 0) return;
        const ids = new Set(asked.map((item) => item.id));
        const parts = list
          .slice(index + 1)
          .flatMap((later) => listItems(field(field(later, 'content'), 'parts'), 50).items)
          .filter((part) => ids.has(stringField(field(part, 'functionResponse'), 'id') ?? ''));
        const record = toRecord(event, parts.length > 0 ? { response: { role: 'user', parts } } : {});
        if (record) records.push(record);
      });
      return records;
    },
    () => [],
  );
}

/**
 * `ask-user-kit/adapters/codex` — OpenAI Codex `request_user_input`: the app-server request
 * `item/tool/requestUserInput`, the model's tool arguments, and rollout JSONL items →
 * records; the user's response → `ToolRequestUserInputResponse` (answers keyed by question
 * id as `{ answers: string[] }`, free text as `"user_note: …"`, "None of the above" as the
 * Other choice). Codex publishes no type package, so its shapes are declared here from its
 * app-server schema.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { parseJsonLines } from '../../core/utils/json-lines.js';
import { parsePartialJson } from '../../core/utils/partial-json.js';
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
import { readResponse } from '../../core/draft/read-response.js';
import { kitRefusal, reasonText, refusalFor } from '../../core/text/refusal.js';

/** The name of Codex's tool. */
export const TOOL_NAME = 'request_user_input';
/** The app-server method of the request. */
const REQUEST_METHOD = 'item/tool/requestUserInput';
/** Codex's label for the Other choice. */
const OTHER_LABEL = 'None of the above';
/** Codex's prefix for free text in an answer array. */
const NOTE_PREFIX = 'user_note: ';

/** One option of a Codex question. */
export interface CodexQuestionOption {
  label: string;
  description: string;
}
/** One question of Codex's `request_user_input`. */
export interface CodexQuestion {
  id: string;
  header: string;
  question: string;
  isOther: boolean;
  isSecret: boolean;
  options: CodexQuestionOption[] | null;
}
/** Server → client JSON-RPC params of `item/tool/requestUserInput`. */
export interface ToolRequestUserInputParams {
  threadId: string;
  turnId: string;
  itemId: string;
  questions: CodexQuestion[];
  isBlocking?: boolean;
  autoResolutionMs?: number | null;
}
/** The response the client sends back. */
export interface ToolRequestUserInputResponse {
  answers: Record<string, { answers: string[] }>;
}
/** Decline and cancel are JSON-RPC errors: Codex has no refusal inside the response. */
export interface CodexRefusal {
  error: { code: number; message: string };
}

/** The JSON-RPC error code of a refusal. */
export const DECLINE_ERROR_CODE = -32000;
/** The JSON-RPC error code of a dismissal (request cancelled). */
export const CANCEL_ERROR_CODE = -32800;

/** A record of a Codex call, with the id of the call it was read from. */
export interface CodexAskUserRecord extends AskUserRecord {
  /** The item id (app-server) or call id (rollout). */
  readonly callId: string;
}

/** Which call of a rollout to read, and what the client answered. */
export interface ToRecordOptions {
  /** Which call of a rollout to read (its call id); the last one when absent. */
  readonly callId?: string;
  /** The response (or refusal) the client sent, for a finished request. */
  readonly response?: ToolRequestUserInputResponse | CodexRefusal;
}

/**
 * Codex answer arrays → the kit's answers and notes. Codex's own client writes the chosen label
 * and the user's note on it as a second answer, `"user_note: …"`; after "None of the above" (or
 * with no label at all, a free-text question) the `user_note:` is the typed answer. So: a note
 * that follows a label is a note; the first one that follows no label, or the Other marker, is
 * the free text; any later one is a note too.
 */
function kitAnswers(answers: unknown): {
  answers: Record<string, string[]>;
  annotations: Record<string, { notes: string }>;
} {
  const out: Record<string, string[]> = {};
  const annotations: Record<string, { notes: string }> = {};
  for (const id of keysOf(answers, 100)) {
    const values = listItems(field(field(answers, id), 'answers'), 100).items.filter(
      (item): item is string => typeof item === 'string',
    );
    const labels: string[] = [];
    const notes: string[] = [];
    let typed: string | undefined;
    let other = false;
    for (const value of values) {
      if (value === OTHER_LABEL) other = true;
      else if (!value.startsWith(NOTE_PREFIX)) labels.push(value);
      else if (typed === undefined && (other || labels.length === 0)) typed = value.slice(NOTE_PREFIX.length);
      else notes.push(value.slice(NOTE_PREFIX.length));
    }
    setOwn(out, id, typed === undefined ? labels : [...labels, typed]);
    if (notes.length > 0) setOwn(annotations, id, { notes: notes.join('\n') });
  }
  return { answers: out, annotations };
}

/** The record's output for Codex's answers: the answers, and the notes when there are any. */
function answeredOutput(answers: unknown): { answers: Record<string, string[]>; annotations?: object } {
  const read = kitAnswers(answers);
  return keysOf(read.annotations, 1).length > 0 ? read : { answers: read.answers };
}

// Codex's words for a call it would not put to the user: a mode without questions, a
// sub-agent, `codex exec`, an approval policy that never asks.
const NOT_SHOWN = [
  'is unavailable in',
  'can only be used by the root thread',
  'not supported in exec mode',
  'unavailable when approval policy',
];

// Codex's words when the turn ended while the question was open (an interrupt, a new turn): the
// run was cancelled, which is not a failure.
const RUN_CANCELLED = 'request_user_input was cancelled before receiving a response';

/**
 * A call that ended without answers, from its plain-text output or the JSON-RPC error the
 * client sent: the kit's own refusal texts are the user's; Codex saying the tool is not
 * available is `unavailable`; a question whose turn was cancelled is `cancelled`, with Codex's
 * words as the reason; anything else is an `error`, never a user decision.
 */
function ending(text: string): {
  state: 'declined' | 'cancelled' | 'unavailable' | 'error';
  reason?: string;
} {
  const trimmed = text.trim();
  const state =
    kitRefusal(trimmed) ??
    (NOT_SHOWN.some((marker) => trimmed.includes(marker))
      ? 'unavailable'
      : trimmed.includes(RUN_CANCELLED)
        ? 'cancelled'
        : 'error');
  return trimmed.length > 0 ? { state, reason: reasonText(trimmed) } : { state };
}

function questionsOf(value: unknown): unknown {
  if (isList(field(value, 'questions'))) return field(value, 'questions');
  const args = field(value, 'arguments');
  if (typeof args === 'string') return field(parsePartialJson(args).value, 'questions');
  return field(args, 'questions');
}

/**
 * A Codex value → the kit's record: the app-server request (`{ method, params }` or the
 * params), tool arguments, or a rollout (JSONL string or parsed lines: the call `callId` names,
 * else the last); with `options.response` the answered (or refused) request. An
 * error response reads as declined or cancelled only with the kit's own refusal texts (what
 * `toRuntimeAnswer` sends); another client's error (`codex exec` turning the request away) is
 * `unavailable` or `error`.
 * `undefined` for anything else.
 */
export function toRecord(value: unknown, options: ToRecordOptions = {}): CodexAskUserRecord | undefined {
  return total(
    () => {
      if (typeof value === 'string' || isList(value)) {
        const records = toRecords(value);
        return options.callId === undefined
          ? records.at(-1)
          : records.find((record) => record.callId === options.callId);
      }
      return requestRecord(value, options);
    },
    () => undefined,
  );
}

function requestRecord(value: unknown, options: ToRecordOptions): CodexAskUserRecord | undefined {
  const params = field(value, 'method') === REQUEST_METHOD ? field(value, 'params') : value;
  const questions = questionsOf(params);
  if (!isList(questions)) return undefined;
  const callId =
    stringField(params, 'itemId') ?? stringField(params, 'call_id') ?? stringField(value, 'id') ?? '';
  const input = { questions };
  const response = options.response;
  if (!isDict(response)) return { callId, input, state: 'pending' };
  const error = field(response, 'error');
  if (error !== undefined)
    return { callId, input, raw: error, ...ending(stringField(error, 'message') ?? '') };
  return { callId, input, output: answeredOutput(field(response, 'answers')), state: 'answered' };
}

/**
 * Every `request_user_input` call in a rollout (JSONL string or parsed lines):
 * `function_call` items with their `function_call_output`. A plain-text output is Codex
 * refusing or failing, never the user: "… is unavailable in Default mode" and its kin read as
 * `unavailable`, "request_user_input was cancelled before receiving a response" (the turn ended
 * first) as `cancelled`, anything else as `error`, with the text as `reason`. A client that answered the request with
 * an error is recorded by Codex as empty answers: in a `codex exec` session (its `session_meta`
 * says so) they read as `unavailable`, elsewhere as skipped — the rollout cannot tell more.
 */
export function toRecords(rollout: unknown): CodexAskUserRecord[] {
  const lines = typeof rollout === 'string' ? parseJsonLines(rollout) : listItems(rollout, 100_000).items;
  const records = new Map<string, CodexAskUserRecord>();
  let exec = false;
  for (const line of lines) {
    const payload = field(line, 'payload') ?? line;
    const type = field(payload, 'type') ?? field(line, 'type');
    const callId = stringField(payload, 'call_id') ?? '';
    if (type === 'session_meta') {
      exec = field(payload, 'source') === 'exec' || field(payload, 'originator') === 'codex_exec';
    } else if (type === 'function_call' && field(payload, 'name') === TOOL_NAME) {
      const record = requestRecord({ arguments: field(payload, 'arguments'), call_id: callId }, {});
      if (record) records.set(callId, record);
    } else if (type === 'function_call_output') {
      const existing = records.get(callId);
      if (existing) records.set(callId, { ...existing, ...outputEnding(field(payload, 'output'), exec) });
    }
  }
  return [...records.values()];
}

/** How a rollout's `function_call_output` ended the call. */
function outputEnding(output: unknown, exec: boolean): Partial<CodexAskUserRecord> {
  const parsed =
    typeof output === 'string' ? parsePartialJson(output.trim()) : { value: output, complete: true };
  const answers = field(parsed.value, 'answers');
  if (!parsed.complete || !isDict(answers))
    return { raw: { output }, ...ending(typeof output === 'string' ? output : '') };
  // `codex exec` turns the request away and Codex records that as empty answers: in an exec
  // session they mean nobody could be asked, not that someone skipped everything.
  if (exec && keysOf(answers, 1).length === 0)
    return { raw: { output }, state: 'unavailable', reason: EXEC_REASON };
  return { output: answeredOutput(answers), state: 'answered' };
}

const EXEC_REASON = 'codex exec cannot ask questions; Codex recorded its refusal as empty answers';

/**
 * The kit's response → what Codex accepts: accept becomes `{ answers: { [id]: { answers } } }`
 * with chosen labels first, free text on a choice question as "None of the above" plus
 * `"user_note: …"`, a free-text question's answer as its raw text, and the user's note on an
 * answer as a last `"user_note: …"`, as Codex's own client writes it; skipped questions get an
 * empty list. Decline and cancel become JSON-RPC errors (send them as the error of the
 * request), never empty answers. `undefined` for a value `toRecord` does not read as a waiting
 * request.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  request: unknown,
): ToolRequestUserInputResponse | CodexRefusal | undefined {
  return total(
    () => (toRecord(request)?.state === 'pending' ? codexAnswer(given, toRecord(request)!.input) : undefined),
    () => undefined,
  );
}

function codexAnswer(given: AskUserResponse, input: unknown): ToolRequestUserInputResponse | CodexRefusal {
  const response = readResponse(given);
  if (response.action === 'decline') {
    return {
      error: { code: DECLINE_ERROR_CODE, message: refusalFor(response) },
    };
  }
  if (response.action === 'cancel') {
    return {
      error: { code: CANCEL_ERROR_CODE, message: refusalFor(response) },
    };
  }
  const { normalized, reading } = readAccepted(input, response.content);
  const answers: Record<string, { answers: string[] }> = {};
  for (const question of normalized.questions) {
    const read = reading.questions.find((item) => item.key === question.key);
    const list: string[] = [];
    if (read?.state === 'answered') {
      list.push(...read.selected);
      const typed = read.custom ?? (read.selected.length === 0 ? read.text : undefined);
      if (typed !== undefined) {
        if (question.options.length === 0) list.push(typed);
        else list.push(OTHER_LABEL, `${NOTE_PREFIX}${typed}`);
      }
    }
    // The user's note goes where Codex's own client puts it: after the answer, as a user_note.
    if (read?.notes !== undefined && read.notes.trim().length > 0 && list.length > 0)
      list.push(`${NOTE_PREFIX}${read.notes}`);
    setOwn(answers, question.id ?? question.key, { answers: list });
  }
  return { answers };
}

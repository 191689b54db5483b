/**
 * `ask-user-kit/adapters/kimi-cli` — Kimi CLI's `AskUserQuestion` tool: the tool's arguments,
 * the Wire protocol's `QuestionRequest`, and stored `ToolCall` / `ToolResult` events
 * (`wire.jsonl`) or conversation messages (`context.jsonl`) → records; the user's response →
 * the `QuestionResponse` Kimi CLI accepts (answers keyed by question text, multi-select
 * labels joined with ", ", typed text last). Kimi CLI publishes no type package, so its
 * shapes are declared here from its source (`src/kimi_cli/tools/ask_user`, `wire/types.py`).
 *
 * Kimi CLI answers the model with `{"answers": {}, "note": …}` both when the user dismissed
 * the questions and when nobody was there to ask (AFK mode, formerly "yolo"); only the note
 * tells them apart, and this adapter reads it: a dismissal is `cancelled`, an AFK continuation
 * is auto-resolved — never a user who skipped.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import { holdsQuestions } from '../../core/record/tool-names.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { parseJsonLines } from '../../core/utils/json-lines.js';
import { jsonOrValue } from '../../core/utils/partial-json.js';
import { field, isList, listItems, setOwn, stringField, total } from '../../core/utils/read.js';
import { type Outcome, fromAnswers, fromReturnValue } from './outcome.js';

// ── Kimi CLI's shapes, structurally ─────────────────────────────────────────────────────

/** The tool's name in Kimi CLI. */
export const TOOL_NAME = 'AskUserQuestion';

/** One option (`QuestionOption`). */
export interface KimiQuestionOption {
  label: string;
  description?: string;
}

/** One question (`QuestionItem`; the tool's arguments use the same fields). */
export interface KimiQuestion {
  question: string;
  header?: string;
  options: KimiQuestionOption[];
  multi_select?: boolean;
  body?: string;
  other_label?: string;
  other_description?: string;
}

/** The tool's arguments (`Params`). */
export interface AskUserQuestionParams {
  questions: KimiQuestion[];
}

/** The Wire request the client answers (`QuestionRequest`). */
export interface QuestionRequest {
  id: string;
  tool_call_id: string;
  questions: KimiQuestion[];
}

/**
 * The client's answer (`QuestionResponse`): keyed by question text; multi-select labels
 * joined with ", ". Empty `answers` tell Kimi CLI the user dismissed the questions.
 */
export interface QuestionResponse {
  request_id: string;
  answers: Record<string, string>;
}

/** The JSON-RPC response that carries a `QuestionResponse` back over the Wire. */
export interface QuestionJsonRpcResponse {
  jsonrpc: '2.0';
  id: string | number;
  result: QuestionResponse;
}

/** What the tool returns (`ToolReturnValue`); `output` is JSON text on success. */
export interface ToolReturnValue {
  is_error: boolean;
  output: unknown;
  message: string;
  display?: unknown[];
}

/** A record of one `AskUserQuestion` call, with its tool call id. */
export interface KimiAskUserRecord extends AskUserRecord {
  readonly toolCallId: string;
  /** The `QuestionRequest` id, when the request was seen. */
  readonly requestId?: string;
  /** Set for questions asked inside a subagent (`SubagentEvent`). */
  readonly parentToolCallId?: string;
}

/** Which call of a transcript to read: its tool call id. */
export interface ToRecordOptions {
  /** Which call of a session to read (its tool-call id); the last one when absent. */
  readonly toolCallId?: string;
  /** The tool's return value, for a finished call. */
  readonly returnValue?: ToolReturnValue;
  /** The `QuestionResponse` the client sent (what `toRuntimeAnswer` wrote), for a finished request. */
  readonly response?: unknown;
}

// ── reading ──────────────────────────────────────────────────────────────────────────────

// The notes Kimi CLI writes beside empty answers, in every version since the tool exists.
/** The questions of arguments (object or JSON text), a `QuestionRequest`, or its envelope. */
function questionsOf(value: unknown): unknown[] | undefined {
  const request = unwrapRequest(value);
  const args = jsonOrValue(request);
  const questions = field(args, 'questions');
  return isList(questions) ? listItems(questions, 100).items : undefined;
}

/** `{ type: "QuestionRequest", payload }`, a JSON-RPC request around it, or the payload. */
function unwrapRequest(value: unknown): unknown {
  const params = field(value, 'params');
  if (field(params, 'type') === 'QuestionRequest') return field(params, 'payload');
  if (field(value, 'type') === 'QuestionRequest') return field(value, 'payload');
  return value;
}

/**
 * A Kimi CLI value → the kit's record: the tool's arguments, a `QuestionRequest` (bare, in its
 * `{ type, payload }` envelope or its JSON-RPC request), pending unless `options` say how it
 * ended (`returnValue`, or the `answers` the client sent). `undefined` for anything else.
 */
export function toRecord(value: unknown, options: ToRecordOptions = {}): KimiAskUserRecord | undefined {
  return total(
    () => {
      if (isSession(value)) {
        const records = toRecords(value);
        return options.toolCallId === undefined
          ? records.at(-1)
          : records.find((record) => record.toolCallId === options.toolCallId);
      }
      return requestRecord(value, options);
    },
    () => undefined,
  );
}

/** A session: `wire.jsonl` or `context.jsonl` text, or their parsed lines. */
function isSession(value: unknown): boolean {
  if (isList(value)) return true;
  // Tool arguments are one JSON object; a session is lines of them.
  return typeof value === 'string' && value.trim().includes('\n');
}

function requestRecord(value: unknown, options: ToRecordOptions): KimiAskUserRecord | undefined {
  const questions = questionsOf(value);
  if (!questions) return undefined;
  const request = unwrapRequest(value);
  const toolCallId = stringField(request, 'tool_call_id') ?? stringField(request, 'id') ?? '';
  const base: KimiAskUserRecord = { toolCallId, input: { questions }, state: 'pending' };
  const requestId = field(request, 'tool_call_id') !== undefined ? stringField(request, 'id') : undefined;
  const identified = requestId ? { ...base, requestId } : base;
  if (options.returnValue) return { ...identified, ...fromReturnValue(options.returnValue) };
  if (options.response !== undefined)
    return { ...identified, ...fromAnswers(field(options.response, 'answers')) };
  return identified;
}

/** One Wire message as `{ type, payload }`, from a `wire.jsonl` line or a JSON-RPC message. */
function wireMessage(line: unknown): { type: string | undefined; payload: unknown } {
  const envelope = field(line, 'message') ?? field(line, 'params') ?? line;
  return { type: stringField(envelope, 'type'), payload: field(envelope, 'payload') };
}

interface Collector {
  readonly records: Map<string, KimiAskUserRecord>;
  /**
   * A live Wire stream sends `ToolCall` with empty arguments and then `ToolCallPart` deltas
   * for it: the call being assembled, if it is this tool's.
   */
  streaming?: { readonly id: string; readonly parent: string | undefined; text: string };
}

function addCall(collector: Collector, id: string, args: unknown, parent: string | undefined): void {
  if (!holdsQuestions(args)) return;
  const record = requestRecord(args, {});
  if (!record) return;
  const placed: KimiAskUserRecord = parent
    ? { ...record, toolCallId: id, parentToolCallId: parent }
    : { ...record, toolCallId: id };
  collector.records.set(id, placed);
}

function settle(collector: Collector, id: string, outcome: Outcome): void {
  const existing = collector.records.get(id);
  if (existing) collector.records.set(id, { ...existing, ...outcome });
}

function finishStreamedCall(collector: Collector): void {
  const streamed = collector.streaming;
  if (!streamed) return;
  collector.streaming = undefined;
  if (!collector.records.has(streamed.id)) addCall(collector, streamed.id, streamed.text, streamed.parent);
}

function readEvent(collector: Collector, type: string | undefined, payload: unknown, parent?: string): void {
  if (type === 'SubagentEvent') {
    const inner = field(payload, 'event');
    // `task_tool_call_id` is the field's name in older Wire versions.
    const id =
      stringField(payload, 'parent_tool_call_id') ?? stringField(payload, 'task_tool_call_id') ?? parent;
    readEvent(collector, stringField(inner, 'type'), field(inner, 'payload'), id);
  } else if (type === 'ToolCall') {
    finishStreamedCall(collector);
    if (stringField(field(payload, 'function'), 'name') !== TOOL_NAME) return;
    const id = stringField(payload, 'id') ?? '';
    const args = field(field(payload, 'function'), 'arguments');
    if (typeof args === 'string' && args.length > 0) addCall(collector, id, args, parent);
    else collector.streaming = { id, parent, text: '' };
  } else if (type === 'ToolCallPart') {
    const part = stringField(payload, 'arguments_part');
    if (collector.streaming && part !== undefined) collector.streaming.text += part;
  } else if (type === 'QuestionRequest') {
    finishStreamedCall(collector);
    const id = stringField(payload, 'tool_call_id') ?? '';
    const existing = collector.records.get(id);
    const requestId = stringField(payload, 'id');
    if (!existing) addCall(collector, id, payload, parent);
    else if (requestId) collector.records.set(id, { ...existing, requestId });
  } else if (type === 'ToolResult') {
    finishStreamedCall(collector);
    settle(
      collector,
      stringField(payload, 'tool_call_id') ?? '',
      fromReturnValue(field(payload, 'return_value')),
    );
  }
}

/** A `context.jsonl` tool message → the return value it was made from. */
function returnValueOfMessage(message: unknown): ToolReturnValue {
  const texts = listItems(field(message, 'content'), 20)
    .items.map((part) => (typeof part === 'string' ? part : (stringField(part, 'text') ?? '')))
    .filter((text) => text.length > 0);
  if (typeof field(message, 'content') === 'string') texts.push(field(message, 'content') as string);
  let systemText = '';
  let output = '';
  for (const text of texts) {
    const system = /^<system>([\s\S]*)<\/system>$/.exec(text.trim());
    if (system) systemText = system[1] ?? '';
    else if (!output) output = text;
  }
  const isError = systemText.startsWith('ERROR: ');
  return { is_error: isError, output, message: isError ? systemText.slice('ERROR: '.length) : systemText };
}

function readConversationMessage(collector: Collector, message: unknown): void {
  const role = field(message, 'role');
  if (role === 'assistant') {
    for (const call of listItems(field(message, 'tool_calls'), 100).items) {
      const fn = field(call, 'function');
      if (stringField(fn, 'name') === TOOL_NAME)
        addCall(collector, stringField(call, 'id') ?? '', field(fn, 'arguments'), undefined);
    }
  } else if (role === 'tool') {
    settle(
      collector,
      stringField(message, 'tool_call_id') ?? '',
      fromReturnValue(returnValueOfMessage(message)),
    );
  }
}

/**
 * Every `AskUserQuestion` call in a Kimi CLI session, in order: `wire.jsonl` (a string or
 * parsed lines `{ timestamp, message: { type, payload } }`), Wire JSON-RPC messages, or the
 * conversation in `context.jsonl` (`role: "assistant"` with `tool_calls`, `role: "tool"`).
 * Questions asked by subagents carry `parentToolCallId`. Answers read exactly; an empty
 * answer set reads by Kimi CLI's note: dismissed → `cancelled`, AFK → auto-resolved; an
 * error result is `unavailable` when no client could show questions and `error` otherwise,
 * with Kimi CLI's words as `reason`. Never throws.
 */
export function toRecords(session: unknown): KimiAskUserRecord[] {
  const lines = typeof session === 'string' ? parseJsonLines(session) : listItems(session, 100_000).items;
  const collector: Collector = { records: new Map() };
  for (const line of lines) {
    if (field(line, 'role') !== undefined) {
      readConversationMessage(collector, line);
      continue;
    }
    const { type, payload } = wireMessage(line);
    readEvent(collector, type, payload);
  }
  finishStreamedCall(collector);
  return [...collector.records.values()];
}

// ── answering ────────────────────────────────────────────────────────────────────────────

/**
 * The kit's response → the `QuestionResponse` Kimi CLI accepts: answers keyed by question
 * text, chosen labels in option order joined with ", " and typed text last; a skipped
 * question gets `""`, so a submitted-but-empty card is not mistaken for a dismissal. Decline
 * and cancel send empty answers — Kimi CLI has one way to refuse, which it tells the model
 * as "User dismissed the question without answering." Only a `QuestionRequest` is answered (its
 * `id` is what the answer names): for the tool's bare arguments, or anything else, `undefined`.
 */
export function toRuntimeAnswer(given: AskUserResponse, request: unknown): QuestionResponse | undefined {
  return total(
    // Only a QuestionRequest can be answered: its id is what the answer names.
    () => (requestRecord(request, {})?.requestId !== undefined ? kimiAnswer(given, request) : undefined),
    () => undefined,
  );
}

function kimiAnswer(given: AskUserResponse, request: unknown): QuestionResponse {
  const response = readResponse(given);
  const payload = unwrapRequest(request);
  const requestId = stringField(payload, 'id') ?? '';
  if (response.action !== 'accept') return { request_id: requestId, answers: {} };
  const questions = questionsOf(request) ?? [];
  const input = { questions };
  const { reading } = readAccepted(input, response.content);
  const answers: Record<string, string> = {};
  reading.questions.forEach((question, index) => {
    const parts = question.state === 'answered' ? [...question.selected] : [];
    const typed = question.custom ?? (question.selected.length === 0 ? question.text : undefined);
    if (question.state === 'answered' && typed !== undefined) parts.push(typed);
    // Kimi CLI looks answers up by the question text exactly as it sent it.
    setOwn(answers, stringField(questions[index], 'question') ?? question.question, parts.join(', '));
  });
  return { request_id: requestId, answers };
}

/**
 * The JSON-RPC response to a Wire `request` message carrying a `QuestionRequest`: the
 * `QuestionResponse` as its `result`, with the request's id.
 */
export function toWireResponse(given: AskUserResponse, requestMessage: unknown): QuestionJsonRpcResponse {
  const id = field(requestMessage, 'id');
  return {
    jsonrpc: '2.0',
    id: typeof id === 'number' || typeof id === 'string' ? id : '',
    result: kimiAnswer(given, requestMessage),
  };
}

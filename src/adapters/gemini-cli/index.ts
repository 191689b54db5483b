/**
 * `ask-user-kit/adapters/gemini-cli` — Gemini CLI's `ask_user` tool: tool arguments, the
 * confirmation bus's `ask-user-request` / `ask-user-response`, and session tool-call
 * records → records; the user's response → answers keyed by question index as strings.
 * Gemini CLI publishes no type package, so its shapes are declared here from its source.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { parseJsonLines } from '../../core/utils/json-lines.js';
import { jsonOrValue } from '../../core/utils/partial-json.js';
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
import { kitRefusal, reasonText } from '../../core/text/refusal.js';

/** The name of Gemini CLI's tool. */
export const TOOL_NAME = 'ask_user';

/** The kinds of Gemini CLI question. */
export type GeminiQuestionType = 'choice' | 'text' | 'yesno';
/** One question of Gemini CLI's `ask_user`. */
export interface GeminiQuestion {
  question: string;
  header: string;
  type: GeminiQuestionType;
  options?: { label: string; description: string }[];
  multiSelect?: boolean;
  placeholder?: string;
  unconstrainedHeight?: boolean;
}
/** The arguments of Gemini CLI's `ask_user`. */
export interface AskUserParams {
  questions: GeminiQuestion[];
}
/** Gemini CLI's request to show `ask_user` to the user. */
export interface AskUserRequestMessage {
  type: 'ask-user-request';
  questions: GeminiQuestion[];
  correlationId: string;
}
/** What the client answers Gemini CLI's request with. */
export interface AskUserResponseMessage {
  type: 'ask-user-response';
  correlationId: string;
  /** Keyed by question index as a string ("0", "1", …). */
  answers: Record<string, string>;
  cancelled?: boolean;
}

/** Which call of a session to read, and what the client answered. */
export interface ToRecordOptions {
  /** Which call of a session to read (its tool-call id); the last one when absent. */
  readonly callId?: string;
  /** The bus response, for a finished request. */
  readonly response?: Pick<AskUserResponseMessage, 'answers' | 'cancelled'>;
}

/** Gemini's index-keyed answers → the kit's, keyed by question text. */
function byQuestionText(answers: unknown, questions: unknown[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const index of keysOf(answers, 100)) {
    const question = stringField(questions[Number(index)], 'question');
    const value = field(answers, index);
    if (question !== undefined && typeof value === 'string' && /^\d+$/.test(index))
      setOwn(out, question, value);
  }
  return out;
}

function questionsOf(value: unknown): unknown[] | undefined {
  // A session's call record names its tool; arguments and bus requests hold the questions.
  const args = field(value, 'name') === TOOL_NAME ? field(value, 'args') : undefined;
  const direct = field(value, 'questions') ?? field(args, 'questions');
  return isList(direct) ? listItems(direct, 100).items : undefined;
}

/** What a stored tool call's `functionResponse` says: `{ output }` on success, `{ error }` not. */
function functionResponse(result: unknown): { output?: unknown; error?: string } {
  for (const part of listItems(result, 20).items) {
    const response = field(field(part, 'functionResponse'), 'response');
    if (response === undefined) continue;
    const error = stringField(response, 'error');
    if (error !== undefined) return { error };
    return { output: field(response, 'output') ?? response };
  }
  return {};
}

/** The answers of a successful result (`{"answers":{"0":…}}` as text). */
function outputAnswers(output: unknown): unknown {
  const value = jsonOrValue(output);
  return isDict(field(value, 'answers')) ? field(value, 'answers') : undefined;
}

// The tool's own result when the user closes the dialog (`ask user` before January 2026).
const DISMISSED = /^User dismissed ask[ _]user dialog without answering/;
// A cancel at this dialog, another tool of the batch cancelled, an aborted turn: the scheduler
// writes each as status `cancelled` with "[Operation Cancelled] Reason: …" (or, from older
// builds and hosts that drop it, no text): all read as cancelled, with its words as the reason.
// Gemini CLI would not put the question to anyone: non-interactive runs exclude the tool.
const NOT_SHOWN = ['Tool execution denied by policy', 'Tool "ask_user" not found'];

type Ending = { state: 'cancelled' | 'unavailable' | 'error'; reason?: string };

function ending(state: Ending['state'], text: string | undefined): Ending {
  return text?.trim() ? { state, reason: reasonText(text) } : { state };
}

/**
 * A failed or cancelled call: every call the scheduler cancelled (a cancel at the dialog is
 * "[Operation Cancelled] Reason: User denied execution.") and the user's own dismissal are
 * cancelled, a policy or a missing tool is unavailable, anything else an error — never a
 * decision the user made.
 */
function failedEnding(status: unknown, error: string | undefined): Ending {
  const text = error ?? '';
  // Whatever its words, or with none at all: only the scheduler records `cancelled`.
  if (status === 'cancelled') return ending('cancelled', text);
  if (kitRefusal(text) === 'cancelled' || DISMISSED.test(text)) return ending('cancelled', text);
  if (NOT_SHOWN.some((marker) => text.includes(marker))) return ending('unavailable', text);
  return ending('error', text);
}

/**
 * A Gemini CLI value → the kit's record: tool arguments, an `ask-user-request`, a session
 * tool-call record (`{ name: "ask_user", args, result, status }`), or a session (the call
 * `callId` names, else the last). The tool's own "User dismissed ask_user dialog without
 * answering." and every call the scheduler cancelled are `cancelled`; a policy denial or a
 * missing tool (non-interactive runs) is `unavailable`; other errors are `error`, with Gemini
 * CLI's words as `reason`. `undefined` for anything else.
 */
export function toRecord(value: unknown, options: ToRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      if (isSession(value)) {
        const calls = sessionCalls(value);
        const call =
          options.callId === undefined
            ? calls.at(-1)
            : calls.find((item) => field(item, 'id') === options.callId);
        return call === undefined ? undefined : callRecord(call, {});
      }
      return callRecord(value, options);
    },
    () => undefined,
  );
}

/** A whole session: its JSONL text, parsed lines, or the older `{ messages }` file. */
function isSession(value: unknown): boolean {
  return typeof value === 'string' || isList(value) || isList(field(value, 'messages'));
}

function callRecord(value: unknown, options: ToRecordOptions): AskUserRecord | undefined {
  if (field(value, 'name') !== undefined && field(value, 'name') !== TOOL_NAME) return undefined;
  const questions = questionsOf(value);
  if (!questions) return undefined;
  const input = { questions };
  const response = options.response;
  if (response) {
    if (response.cancelled) return { input, state: 'cancelled' };
    return { input, output: { answers: byQuestionText(response.answers, questions) }, state: 'answered' };
  }
  const status = field(value, 'status');
  const result = functionResponse(field(value, 'result'));
  if (status === 'cancelled' || status === 'error' || result.error !== undefined)
    return { input, raw: { result: field(value, 'result') }, ...failedEnding(status, result.error) };
  if (typeof result.output === 'string' && DISMISSED.test(result.output.trim()))
    return { input, raw: { result: field(value, 'result') }, ...ending('cancelled', result.output) };
  const answers = outputAnswers(result.output);
  if (answers !== undefined)
    return { input, output: { answers: byQuestionText(answers, questions) }, state: 'answered' };
  return { input, state: status === 'success' ? 'answered' : 'pending' };
}

/**
 * Every `ask_user` call in a Gemini CLI session (`~/.gemini/tmp/<project>/chats/session-*`):
 * the JSONL log Gemini CLI writes (replayed: updates, rewinds and checkpoints), the older
 * single JSON file (`{ messages }`), or parsed lines; each message's `toolCalls` are read with
 * `toRecord`, in order. Never throws.
 */
export function toRecords(session: unknown): AskUserRecord[] {
  return total(
    () =>
      sessionCalls(session)
        .map((call) => callRecord(call, {}))
        .filter((record): record is AskUserRecord => record !== undefined),
    () => [],
  );
}

/** The `ask_user` calls of a session, in order. */
function sessionCalls(session: unknown): unknown[] {
  return sessionMessages(session).flatMap((message) =>
    listItems(field(message, 'toolCalls'), 200).items.filter((call) => field(call, 'name') === TOOL_NAME),
  );
}

/**
 * The conversation a session file holds. The JSONL form is a log, replayed as Gemini CLI does:
 * a message line replaces an earlier one with its id (updates re-append the whole message),
 * `$rewindTo` drops that message and everything after it, `$set.messages` starts over.
 */
function sessionMessages(session: unknown): unknown[] {
  let value = session;
  if (typeof session === 'string') {
    try {
      value = JSON.parse(session) as unknown;
    } catch {
      value = parseJsonLines(session);
    }
  }
  if (isDict(value) && isList(value.messages)) return listItems(value.messages, 100_000).items;
  const lines = isList(value) ? listItems(value, 100_000).items : [value];
  const messages = new Map<string, unknown>();
  let anonymous = 0;
  for (const line of lines) {
    const rewindTo = stringField(line, '$rewindTo');
    const reset = field(field(line, '$set'), 'messages');
    if (rewindTo !== undefined) {
      const ids = [...messages.keys()];
      const at = ids.indexOf(rewindTo);
      for (const id of at === -1 ? ids : ids.slice(at)) messages.delete(id);
    } else if (isList(reset)) {
      messages.clear();
      for (const message of listItems(reset, 100_000).items)
        messages.set(messageId(message, anonymous++), message);
    } else if (field(line, 'type') !== undefined) {
      messages.set(messageId(line, anonymous++), line);
    }
  }
  return [...messages.values()];
}

function messageId(message: unknown, fallback: number): string {
  return stringField(message, 'id') ?? `\u0000${fallback}`;
}

/**
 * The kit's response → Gemini CLI's `ask-user-response` fields: answers keyed by question
 * index as strings (multi-select and free text joined with ", " as the CLI does); decline
 * and cancel become `cancelled: true` — the CLI has one way to refuse — never empty answers
 * alone. `undefined` for a value `toRecord` does not read as a waiting call.
 */
export function toRuntimeAnswer(given: AskUserResponse, request: unknown): GeminiAnswer | undefined {
  return total(
    () => (callRecord(request, {})?.state === 'pending' ? geminiAnswer(given, request) : undefined),
    () => undefined,
  );
}

/** What the client sends back: the bus response's fields, with its envelope for a bus request. */
export type GeminiAnswer = Pick<AskUserResponseMessage, 'answers' | 'cancelled'> & {
  type?: 'ask-user-response';
  correlationId?: string;
};

function geminiAnswer(given: AskUserResponse, request: unknown): GeminiAnswer {
  const response = readResponse(given);
  const correlationId = stringField(request, 'correlationId');
  const envelope = correlationId ? { type: 'ask-user-response' as const, correlationId } : {};
  if (response.action !== 'accept') return { ...envelope, answers: {}, cancelled: true };
  const questions = questionsOf(request) ?? [];
  const input = { questions };
  const { reading } = readAccepted(input, response.content);
  const answers: Record<string, string> = {};
  reading.questions.forEach((question, index) => {
    if (question.state === 'answered' && question.text !== undefined)
      setOwn(answers, String(index), question.text);
  });
  return { ...envelope, answers };
}

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
import { parsePartialJson } from '../../core/utils/partial-json.js';
import { field, isDict, isList, keysOf, listItems, setOwn, stringField } from '../../core/utils/read.js';
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

/** Which call of a transcript to read: its call id. */
export interface ToRecordOptions {
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
  const direct = field(value, 'questions') ?? field(field(value, 'args'), 'questions');
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
  const value = typeof output === 'string' ? parsePartialJson(output.trim()).value : output;
  return isDict(field(value, 'answers')) ? field(value, 'answers') : undefined;
}

// The tool's own result when the user closes the dialog (`ask user` before January 2026).
const DISMISSED = /^User dismissed ask[ _]user dialog without answering/;
// The scheduler's words when the user cancels at this dialog (the older scheduler's in the
// second). Other cancellations — the user cancelling another tool of the batch, an aborted
// turn — carry only the scheduler's mark below; they read as cancelled too, with its words as
// the reason, never as an answer.
const USER_CANCELLED = ['Reason: User denied execution', 'Reason: User cancelled the operation'];
// How Gemini CLI's scheduler marks every call it cancelled.
const SCHEDULER_CANCELLED = '[Operation Cancelled]';
// Gemini CLI would not put the question to anyone: non-interactive runs exclude the tool.
const NOT_SHOWN = ['Tool execution denied by policy', 'Tool "ask_user" not found'];

type Ending = { state: 'cancelled' | 'unavailable' | 'error'; reason?: string };

function ending(state: Ending['state'], text: string | undefined): Ending {
  return text?.trim() ? { state, reason: reasonText(text) } : { state };
}

/**
 * A failed or cancelled call: the user's own dismissal is cancelled (the scheduler records a
 * cancel at the dialog as "[Operation Cancelled] Reason: User denied execution."), a policy or
 * a missing tool is unavailable, anything else an error — never a decision the user made.
 */
function failedEnding(status: unknown, error: string | undefined): Ending {
  const text = error ?? '';
  const kit = kitRefusal(text);
  if (kit === 'cancelled' || DISMISSED.test(text)) return ending('cancelled', text);
  if (NOT_SHOWN.some((marker) => text.includes(marker))) return ending('unavailable', text);
  // The scheduler cancelled the call (the user at the dialog, or the turn ending first): the run
  // was cancelled, with the scheduler's words as the reason — not a failure.
  if (
    status === 'cancelled' &&
    (USER_CANCELLED.some((marker) => text.includes(marker)) ||
      text.trimStart().startsWith(SCHEDULER_CANCELLED))
  )
    return ending('cancelled', text);
  return ending('error', text);
}

/**
 * A Gemini CLI value → the kit's record: tool arguments, an `ask-user-request`, or a session
 * tool-call record (`{ name: "ask_user", args, result, status }`). The tool's own
 * "User dismissed ask_user dialog without answering." and a cancel at the dialog are
 * `cancelled`; a policy denial or a missing tool (non-interactive runs) is `unavailable`;
 * other errors are `error`, with Gemini CLI's words as `reason`. `undefined` for anything else.
 */
export function toRecord(value: unknown, options: ToRecordOptions = {}): AskUserRecord | undefined {
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
  const records: AskUserRecord[] = [];
  for (const message of sessionMessages(session)) {
    for (const call of listItems(field(message, 'toolCalls'), 200).items) {
      if (field(call, 'name') !== TOOL_NAME) continue;
      const record = toRecord(call);
      if (record) records.push(record);
    }
  }
  return records;
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
 * alone.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  request: unknown,
): Pick<AskUserResponseMessage, 'answers' | 'cancelled'> & {
  type?: 'ask-user-response';
  correlationId?: string;
} {
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

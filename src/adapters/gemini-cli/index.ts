/**
 * `ask-user-kit/adapters/gemini-cli` — Gemini CLI's `ask_user` tool: tool arguments, the
 * confirmation bus's `ask-user-request` / `ask-user-response`, and session tool-call
 * records → records; the user's response → answers keyed by question index as strings.
 * Gemini CLI publishes no type package, so its shapes are declared here from its source.
 *
 * @packageDocumentation
 */
import { readAnswers } from '../../core/answers/read-answers.js';
import { normalizeQuestions } from '../../core/normalize/normalize-questions.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { parsePartialJson } from '../../core/utils/partial-json.js';
import { field, isDict, isList, keysOf, listItems, setOwn, stringField } from '../../core/utils/read.js';
import { readResponse } from '../../core/draft/read-response.js';

export const TOOL_NAME = 'ask_user';

export type GeminiQuestionType = 'choice' | 'text' | 'yesno';
export interface GeminiQuestion {
  question: string;
  header: string;
  type: GeminiQuestionType;
  options?: { label: string; description: string }[];
  multiSelect?: boolean;
  placeholder?: string;
  unconstrainedHeight?: boolean;
}
export interface AskUserParams {
  questions: GeminiQuestion[];
}
export interface AskUserRequestMessage {
  type: 'ask-user-request';
  questions: GeminiQuestion[];
  correlationId: string;
}
export interface AskUserResponseMessage {
  type: 'ask-user-response';
  correlationId: string;
  /** Keyed by question index as a string ("0", "1", …). */
  answers: Record<string, string>;
  cancelled?: boolean;
}

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

/** The answers of a stored tool call's `functionResponse` (`{"answers":{"0":…}}` as text). */
function resultAnswers(result: unknown): unknown {
  for (const part of listItems(result, 20).items) {
    const response = field(field(part, 'functionResponse'), 'response');
    const output = field(response, 'output') ?? response;
    const value = typeof output === 'string' ? parsePartialJson(output.trim()).value : output;
    if (isDict(field(value, 'answers'))) return field(value, 'answers');
  }
  return undefined;
}

/**
 * A Gemini CLI value → the kit's record: tool arguments, an `ask-user-request`, or a session
 * tool-call record (`{ name: "ask_user", args, result, status }`). `undefined` for anything else.
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
  if (status === 'cancelled') return { input, state: 'cancelled' };
  if (status === 'error') return { input, raw: { result: field(value, 'result') }, state: 'error' };
  const answers = resultAnswers(field(value, 'result'));
  if (answers !== undefined)
    return { input, output: { answers: byQuestionText(answers, questions) }, state: 'answered' };
  return { input, state: status === 'success' ? 'answered' : 'pending' };
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
  const normalized = normalizeQuestions(input);
  const reading = readAnswers({ input, output: response.content }, { normalized });
  const answers: Record<string, string> = {};
  reading.questions.forEach((question, index) => {
    if (question.state === 'answered' && question.text !== undefined)
      setOwn(answers, String(index), question.text);
  });
  return { ...envelope, answers };
}

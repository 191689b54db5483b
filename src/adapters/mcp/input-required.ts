/**
 * MCP protocol revision 2026-07-28: a `tools/call` (or `prompts/get`, `resources/read`) result of
 * `resultType: "input_required"` carries the elicitations the server needs (`inputRequests`,
 * keyed by the server) and an opaque `requestState`; the client retries the same call with
 * `inputResponses` (a bare `ElicitResult` per key) and the `requestState` exactly as received.
 * Also a 1.x task in `input_required`, which waits for requests delivered through `tasks/result`.
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isDict, keysOf, setOwn, stringField, total } from '../../core/utils/read.js';
import { type ElicitResult, paramsOf } from '../../core/record/elicitation.js';
import { type FormField, formAnswers, formContent, formQuestions } from '../../core/record/form-questions.js';
import { LINK_WORDS, isHttpsUrl, linkAction, linkQuestion } from '../../core/record/link.js';

/** An `input_required` result (`InputRequiredResult`, protocol 2026-07-28). */
export interface InputRequiredResult {
  readonly resultType: 'input_required';
  readonly inputRequests?: { readonly [key: string]: { readonly method: string; readonly params?: unknown } };
  readonly requestState?: string;
}

/** What the retried call adds to its params: spread it over the original `name` and `arguments`. */
export interface InputResponsesParams {
  readonly inputResponses: { [key: string]: ElicitResult };
  readonly requestState?: string;
}

/** The words of a link's or a confirmation's question (English by default). */
export const URL_WORDS = { open: LINK_WORDS.open, accept: 'Continue', notNow: LINK_WORDS.notNow } as const;

/** One elicitation of the set: a form with fields, a form with none (a confirmation), a link. */
interface Asked {
  readonly key: string;
  /** The card's question id for a link or a confirmation; a form's fields are `${id}.${name}`. */
  readonly id: string;
  readonly kind: 'form' | 'confirm' | 'url';
  readonly params: unknown;
  readonly fields: readonly FormField[];
  /** A form's questions, built with its fields. */
  readonly questions: readonly Record<string, unknown>[];
}

function resultOf(value: unknown): unknown {
  const result = isDict(field(value, 'result')) ? field(value, 'result') : value;
  return field(result, 'resultType') === 'input_required' ? result : undefined;
}

/** Whether a result (or the JSON-RPC response carrying it) asks for input (2026-07-28). */
export function isInputRequired(value: unknown): boolean {
  return total(
    () => resultOf(value) !== undefined,
    () => false,
  );
}

function requestsOf(value: unknown) {
  const result = resultOf(value);
  const requests = field(result, 'inputRequests');
  const asked: Asked[] = [];
  const hosts: string[] = [];
  for (const key of keysOf(requests, 100)) {
    const request = field(requests, key);
    const params =
      field(request, 'method') === 'elicitation/create' ? paramsOf(field(request, 'params')) : undefined;
    // Ids by position: a server's keys may contain anything, a dot included.
    const id = String(asked.length);
    if (!params) hosts.push(key);
    else if (field(params, 'mode') === 'url')
      asked.push({ key, id, kind: 'url', params, fields: [], questions: [] });
    else {
      const message = stringField(params, 'message') ?? '';
      const form = formQuestions(message, field(params, 'requestedSchema'), id, 'Input', true);
      asked.push({ key, id, kind: form.fields.length > 0 ? 'form' : 'confirm', params, ...form });
    }
  }
  return { result, asked, hosts, requestState: stringField(result, 'requestState') };
}

/**
 * The keys of requests the card does not answer — sampling (`sampling/createMessage`), roots
 * (`roots/list`), anything that is not an elicitation: the host answers them itself and adds
 * its results to `inputResponses` (or does not retry).
 */
export function hostInputRequests(value: unknown): string[] {
  return total(
    () => requestsOf(value).hosts,
    () => [],
  );
}

function cardOf(asked: readonly Asked[]) {
  const questions: Record<string, unknown>[] = [];
  for (const request of asked) {
    const message = stringField(request.params, 'message') ?? '';
    if (request.kind === 'form') {
      questions.push(...request.questions);
      continue;
    }
    const base = {
      id: request.id,
      question: message,
      multiSelect: false,
      allowCustom: false,
      allowNotes: false,
    };
    if (request.kind === 'confirm') {
      questions.push({
        ...base,
        header: 'Confirm',
        options: [
          { label: URL_WORDS.accept, description: 'Let the server go on.' },
          { label: URL_WORDS.notNow, description: 'Decline this request.' },
        ],
      });
      continue;
    }
    questions.push(linkQuestion(request.id, message, stringField(request.params, 'url') ?? ''));
  }
  return { questions };
}

/** What the retried call sent, for reading a finished call. */
export interface InputRequiredRecordOptions {
  /** The `inputResponses` of the retried call. */
  readonly inputResponses?: unknown;
}

/**
 * An `input_required` result → one record for all its elicitations: each form's fields and
 * each URL request as questions. Pending until you pass the retry's `inputResponses`; then
 * answered with what they said, or declined / dismissed when every response was.
 * `undefined` when the result asks nothing the card can show (only sampling or roots, or
 * only `requestState`).
 */
export function toInputRequiredRecord(
  value: unknown,
  options: InputRequiredRecordOptions = {},
): AskUserRecord | undefined {
  return total(
    () => readRecord(value, options),
    () => undefined,
  );
}

/** The card's answer for a link or a confirmation, from the action that was sent. */
function choiceAnswer(request: Asked, action: string | undefined): string | undefined {
  if (action === 'decline') return URL_WORDS.notNow;
  if (action !== 'accept') return undefined;
  return request.kind === 'url' ? URL_WORDS.open : URL_WORDS.accept;
}

function readRecord(value: unknown, options: InputRequiredRecordOptions): AskUserRecord | undefined {
  const { asked } = requestsOf(value);
  if (asked.length === 0) return undefined;
  const input = cardOf(asked);
  const sent = options.inputResponses;
  if (!isDict(sent)) return { input, state: 'pending' };
  const actions = asked.map((request) => stringField(field(sent, request.key), 'action'));
  if (actions.every((action) => action === 'decline')) return { input, state: 'declined' };
  if (actions.every((action) => action !== 'accept')) return { input, state: 'cancelled' };
  const answers: Record<string, string | string[]> = {};
  asked.forEach((request, index) => {
    if (request.kind === 'form') {
      if (actions[index] === 'accept')
        formAnswers(request.fields, field(field(sent, request.key), 'content'), answers);
      return;
    }
    const answer = choiceAnswer(request, actions[index]);
    if (answer !== undefined) setOwn(answers, request.id, answer);
  });
  return { input, state: 'answered', output: { answers } };
}

/**
 * The kit's response → what the retried call adds to its params: `inputResponses` with an
 * `ElicitResult` for every elicitation (a form's answered fields typed by its schema; a form
 * without fields accepted as `{ action: "accept", content: {} }` when the user chose Continue; a
 * request the user skipped is cancelled; Decline declines and Dismiss cancels them all; an
 * accepted link is `{ action: "accept" }` — open it with {@link acceptedUrls}), and
 * `requestState` exactly as received. Keys of {@link hostInputRequests} are left for the host.
 */
export function toInputResponses(given: AskUserResponse, value: unknown): InputResponsesParams | undefined {
  return total(
    () => inputResponsesOf(given, value),
    () => undefined,
  );
}

function inputResponsesOf(given: AskUserResponse, value: unknown): InputResponsesParams | undefined {
  const { result, asked, requestState } = requestsOf(value);
  if (result === undefined) return undefined;
  const inputResponses: { [key: string]: ElicitResult } = {};
  const response = readResponse(given);
  const accepted = response.action === 'accept' ? readAccepted(cardOf(asked), response.content) : undefined;
  for (const request of asked) {
    let answer: ElicitResult;
    if (!accepted) answer = { action: response.action === 'decline' ? 'decline' : 'cancel' };
    else if (request.kind === 'form') {
      const schema = field(request.params, 'requestedSchema');
      const content = formContent(request.fields, schema, accepted.normalized, accepted.reading);
      answer = keysOf(content, 100).length > 0 ? { action: 'accept', content } : { action: 'cancel' };
    } else {
      const read = accepted.reading.questions.find((item) => item.key === request.id);
      const chosen = read?.state === 'answered' ? read.selected[0] : undefined;
      if (request.kind === 'url') answer = { action: linkAction(chosen) };
      else if (chosen === URL_WORDS.accept) answer = { action: 'accept', content: {} };
      else answer = { action: chosen === URL_WORDS.notNow ? 'decline' : 'cancel' };
    }
    setOwn(inputResponses, request.key, answer);
  }
  return requestState === undefined ? { inputResponses } : { inputResponses, requestState };
}

/** The https URLs the user agreed to open, for the host to open (the kit never opens one). */
export function acceptedUrls(answer: InputResponsesParams | undefined, value: unknown): string[] {
  return total(
    () =>
      requestsOf(value)
        .asked.filter(
          (request) =>
            request.kind === 'url' &&
            stringField(field(answer?.inputResponses, request.key), 'action') === 'accept',
        )
        .map((request) => stringField(request.params, 'url') ?? '')
        .filter(isHttpsUrl),
    () => [],
  );
}

/**
 * A 1.x task (`@modelcontextprotocol/sdk` tasks, protocol 2025-11-25) in `input_required`: the
 * call is waiting for its person. The questions themselves arrive as `elicitation/create`
 * requests through `tasks/result` (read those with `toRecord`); the task alone reads as pending,
 * with its `statusMessage` as the reason. `undefined` for a task in any other state.
 */
export function toTaskRecord(task: unknown): AskUserRecord | undefined {
  return total(
    () => taskRecord(task),
    () => undefined,
  );
}

function taskRecord(task: unknown): AskUserRecord | undefined {
  const inner = isDict(field(task, 'task')) ? field(task, 'task') : task;
  if (stringField(inner, 'taskId') === undefined || field(inner, 'status') !== 'input_required')
    return undefined;
  const message = stringField(inner, 'statusMessage');
  return { input: { questions: [] }, state: 'pending', ...(message ? { reason: message } : {}) };
}

/**
 * `ask-user-kit/adapters/a2a` — A2A tasks that wait for their person. A task whose status is
 * `input-required` (A2A 0.3) or `TASK_STATE_INPUT_REQUIRED` (A2A 1.0) asks what its status
 * message says; the answer is the next user `Message` on the same task and context, in the
 * task's own protocol version.
 *
 * A2A defines no options: the question is free text. Where the agent's message carries a form
 * (a data part `{ type: "form", form: <JSON Schema> }`, the convention of A2A's samples), its
 * fields are asked instead and the answer is a data part of their values.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import { kitRefusal, refusalFor } from '../../core/text/refusal.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isDict, listItems, stringField, total } from '../../core/utils/read.js';
import {
  formAnswers,
  formContent,
  formQuestions,
  schemaWithDefaults,
} from '../../core/record/form-questions.js';

/** A text or data part of a message, in either version's wire form. */
export type A2aPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'data'; readonly data: Record<string, unknown> }
  | { readonly text: string }
  | { readonly data: Record<string, unknown>; readonly mediaType?: string };

/** A user message answering a task (`Message`), as A2A 0.3 writes it. */
export interface A2aMessageV03 {
  readonly kind: 'message';
  readonly role: 'user';
  readonly messageId: string;
  readonly taskId: string;
  readonly contextId?: string;
  readonly parts: readonly A2aPart[];
}

/** A user message answering a task (`Message`), as A2A 1.0 writes it (ProtoJSON). */
export interface A2aMessageV1 {
  readonly role: 'ROLE_USER';
  readonly messageId: string;
  readonly taskId: string;
  readonly contextId?: string;
  readonly parts: readonly A2aPart[];
}

/** Options of {@link toRuntimeAnswer}. */
export interface A2aAnswerOptions {
  /** The new message's id (default: a random UUID). */
  readonly messageId?: string;
}

/** The question of a task that needs no form, asked as free text (English). */
const DEFAULT_QUESTION = 'The agent needs your input to continue.';

/**
 * The task (or status update) a value carries: a JSON-RPC response, 1.0's `{ task }` or
 * streamed `{ statusUpdate }`, 0.3's `status-update` event, or the task itself; a status update
 * stands for its task (`taskId`).
 */
function taskOf(value: unknown): unknown {
  const result = isDict(field(value, 'result')) ? field(value, 'result') : value;
  const inner = field(result, 'task') ?? field(result, 'statusUpdate') ?? result;
  const taskId = stringField(inner, 'taskId');
  if (stringField(inner, 'id') === undefined && taskId !== undefined && isDict(field(inner, 'status')))
    return { id: taskId, contextId: stringField(inner, 'contextId'), status: field(inner, 'status') };
  return inner;
}

function versionOf(task: unknown): '0.3' | '1.0' | undefined {
  const state = field(field(task, 'status'), 'state');
  if (stringField(task, 'id') === undefined) return undefined;
  if (state === 'input-required') return '0.3';
  if (state === 'TASK_STATE_INPUT_REQUIRED') return '1.0';
  return undefined;
}

/** Whether a task (or the response carrying it) waits for its person's input. */
export function isInputRequired(value: unknown): boolean {
  return total(
    () => versionOf(taskOf(value)) !== undefined,
    () => false,
  );
}

/** The agent's message that asks: the status message, else the last agent message in history. */
function askingMessage(task: unknown): unknown {
  const status = field(field(task, 'status'), 'message');
  if (isDict(status)) return status;
  const history = listItems(field(task, 'history'), 200).items;
  return [...history].reverse().find((message) => {
    const role = field(message, 'role');
    return role === 'agent' || role === 'ROLE_AGENT';
  });
}

function partsOf(message: unknown) {
  const parts = listItems(field(message, 'parts'), 50).items;
  const text = parts
    .map((part) => stringField(part, 'text'))
    .filter((item): item is string => item !== undefined)
    .join('\n\n');
  const form = parts
    .map((part) => field(part, 'data'))
    .find((data) => field(data, 'type') === 'form' && isDict(field(data, 'form')));
  return { text, form };
}

function cardOf(task: unknown) {
  const { text, form } = partsOf(askingMessage(task));
  const instructions = stringField(form, 'instructions');
  const schema = schemaWithDefaults(field(form, 'form'), field(form, 'form_data'));
  const message = [text, instructions].filter((item) => item !== undefined && item.length > 0).join('\n\n');
  const asked = form ? formQuestions(message, schema, 'form', 'Form', true) : { questions: [], fields: [] };
  if (asked.fields.length > 0) return { input: { questions: asked.questions }, fields: asked.fields, schema };
  const question = {
    id: 'reply',
    header: 'Reply',
    question: text || DEFAULT_QUESTION,
    multiSelect: false,
    options: [],
  };
  return { input: { questions: [question] }, fields: [], schema: undefined };
}

/** What the user replied, when the host knows it. */
export interface A2aRecordOptions {
  /** The user message sent on the task after it asked (what {@link toRuntimeAnswer} wrote). */
  readonly response?: unknown;
}

/**
 * An input-required task (either version; the task, 1.0's `{ task }` or a JSON-RPC response)
 * → the kit's record: pending until you pass the user's message as `response`, then answered with its text
 * or form values — or declined / dismissed when the reply is the kit's refusal. `undefined` for
 * a task in any other state (`auth-required` is the host's sign-in, not a question).
 */
export function toRecord(value: unknown, options: A2aRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => readRecord(value, options),
    () => undefined,
  );
}

function readRecord(value: unknown, options: A2aRecordOptions): AskUserRecord | undefined {
  const task = taskOf(value);
  if (versionOf(task) === undefined) return undefined;
  const { input, fields } = cardOf(task);
  if (options.response === undefined) return { input, state: 'pending' };
  const { text, form } = partsOf(options.response);
  const refused = kitRefusal(text);
  if (refused) return { input, state: refused };
  const answers: Record<string, string | string[]> = {};
  if (fields.length > 0) {
    const data = listItems(field(options.response, 'parts'), 50)
      .items.map((part) => field(part, 'data'))
      .find((item) => isDict(item) && item !== form);
    formAnswers(fields, data, answers);
  } else if (text.length > 0) answers.reply = text;
  return { input, state: 'answered', output: { answers } };
}

function newMessageId(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return (
    crypto?.randomUUID?.() ?? `ask-user-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * The kit's response → the user `Message` that answers the task, in its version's wire form
 * (0.3: `kind: "message"`, `role: "user"`, `{ kind: "text" }` parts; 1.0: `role: "ROLE_USER"`,
 * `{ text }` parts), on the same `taskId` and `contextId`: the typed text, or a data part of a
 * form's values. A2A has no refusal, so Decline, Dismiss and an empty answer send the kit's
 * refusal text, which the agent reads and `toRecord` reads back. `undefined` unless the task
 * waits for input.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
  options: A2aAnswerOptions = {},
): A2aMessageV03 | A2aMessageV1 | undefined {
  return total(
    () => messageOf(given, value, options),
    () => undefined,
  );
}

function messageOf(
  given: AskUserResponse,
  value: unknown,
  options: A2aAnswerOptions,
): A2aMessageV03 | A2aMessageV1 | undefined {
  const task = taskOf(value);
  const version = versionOf(task);
  if (version === undefined) return undefined;
  const { input, fields, schema } = cardOf(task);
  const response = readResponse(given);
  let text: string | undefined;
  let data: Record<string, unknown> | undefined;
  if (response.action !== 'accept') text = refusalFor(response);
  else {
    const { normalized, reading } = readAccepted(input, response.content);
    if (fields.length > 0) {
      const content = formContent(fields, schema, normalized, reading);
      if (Object.keys(content).length > 0) data = content;
    } else {
      const read = reading.questions[0];
      const typed = read?.state === 'answered' ? (read.custom ?? read.text)?.trim() : undefined;
      // The reply is one text: a note the user added travels in it.
      const note = read?.notes?.trim();
      const parts = [typed, note].filter((part) => part !== undefined && part.length > 0);
      if (parts.length > 0) text = parts.join('\n\n');
    }
    if (text === undefined && data === undefined) text = refusalFor({ action: 'cancel' });
  }
  const taskId = stringField(task, 'id') ?? '';
  const contextId = stringField(task, 'contextId');
  const ids = { messageId: options.messageId ?? newMessageId(), taskId, ...(contextId ? { contextId } : {}) };
  if (version === '0.3') {
    const part: A2aPart = data ? { kind: 'data', data } : { kind: 'text', text: text ?? '' };
    return { kind: 'message', role: 'user', ...ids, parts: [part] };
  }
  const part: A2aPart = data ? { data, mediaType: 'application/json' } : { text: text ?? '' };
  return { role: 'ROLE_USER', ...ids, parts: [part] };
}

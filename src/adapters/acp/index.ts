/**
 * `ask-user-kit/adapters/acp` — the Agent Client Protocol (Zed, JetBrains): the two requests an
 * agent sends a client to ask its person.
 *
 * - `session/request_permission`: one single-select question whose options are the ones the
 *   agent offered (allow once / always, reject once / always), answered
 *   `{ outcome: { outcome: "selected", optionId } }` or `{ outcome: { outcome: "cancelled" } }`.
 * - `elicitation/create`: a form, as MCP's; Claude's AskUserQuestion forwarded by an ACP agent
 *   arrives this way (a `question_N` field per question and a `question_N_custom` "Other"
 *   field) and is shown as its questions, with the free-text choice and notes folded in.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import { describeToolCall } from '../../core/text/tool-call-text.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isDict, listItems, stringField, total } from '../../core/utils/read.js';
import * as mcp from '../../core/record/elicitation.js';
import { askUserQuestionForm, fromAskUserQuestionForm, isAskUserQuestionForm } from './claude-form.js';

/** The kinds of permission option ACP defines. */
export type PermissionOptionKind = 'allow_once' | 'allow_always' | 'reject_once' | 'reject_always';

/** One option of a permission request (`PermissionOption`). */
export interface PermissionOption {
  readonly optionId: string;
  readonly name: string;
  readonly kind: PermissionOptionKind;
}

/** What the client answers a permission request with (`RequestPermissionResponse`). */
export interface RequestPermissionResponse {
  readonly outcome:
    { readonly outcome: 'selected'; readonly optionId: string } | { readonly outcome: 'cancelled' };
}

/** What the client answers an elicitation with (`CreateElicitationResponse`, as MCP's). */
export type CreateElicitationResponse = mcp.ElicitResult;

/** What an option kind means, shown under its name (English). */
const KIND_DESCRIPTIONS: Readonly<Record<PermissionOptionKind, string>> = {
  allow_once: 'Allow this time.',
  allow_always: 'Allow this and do not ask again.',
  reject_once: 'Reject this time.',
  reject_always: 'Reject this and do not ask again.',
};

const KINDS = new Set<string>(Object.keys(KIND_DESCRIPTIONS));

/** A JSON-RPC request of `method`, or its params. */
function paramsFor(value: unknown, method: string): unknown {
  return field(value, 'method') === method ? field(value, 'params') : value;
}

function permissionOf(value: unknown) {
  const params = paramsFor(value, 'session/request_permission');
  const toolCall = field(params, 'toolCall');
  const toolCallId = stringField(toolCall, 'toolCallId');
  const options = listItems(field(params, 'options'), 20)
    .items.map((option) => ({
      optionId: stringField(option, 'optionId'),
      name: stringField(option, 'name'),
      kind: stringField(option, 'kind'),
    }))
    .filter(
      (option): option is PermissionOption =>
        option.optionId !== undefined && option.name !== undefined && KINDS.has(option.kind ?? ''),
    );
  if (toolCallId === undefined || options.length === 0) return undefined;
  const title =
    stringField(field(field(field(field(params, '_meta'), 'jetbrains'), 'air'), 'permission'), 'title') ??
    stringField(toolCall, 'title');
  return { toolCall, toolCallId, options, title };
}

/** Whether the value is a `session/request_permission` request (or its params). */
export function isPermissionRequest(value: unknown): boolean {
  return total(
    () => permissionOf(value) !== undefined,
    () => false,
  );
}

/** The diffs and text a tool call carries, as plain text for the question's description. */
function toolCallText(toolCall: unknown): string {
  const parts: string[] = [];
  for (const item of listItems(field(toolCall, 'content'), 10).items) {
    if (field(item, 'type') === 'diff') {
      const path = stringField(item, 'path') ?? '';
      parts.push(`${path}\n- ${stringField(item, 'oldText') ?? ''}\n+ ${stringField(item, 'newText') ?? ''}`);
    } else if (field(item, 'type') === 'content') {
      const text = stringField(field(item, 'content'), 'text');
      if (text !== undefined) parts.push(text);
    }
  }
  return describeToolCall(parts.join('\n\n') || undefined, field(toolCall, 'rawInput'));
}

function permissionInput(permission: NonNullable<ReturnType<typeof permissionOf>>) {
  const description = toolCallText(permission.toolCall);
  return {
    questions: [
      {
        id: permission.toolCallId,
        header: (stringField(permission.toolCall, 'kind') ?? 'permission').slice(0, 40),
        question: permission.title ?? 'Allow this tool call?',
        ...(description ? { description } : {}),
        multiSelect: false,
        allowCustom: false,
        // A permission answer is an option id: a note would have nowhere to go.
        allowNotes: false,
        options: permission.options.map((option) => ({
          label: option.name,
          description: KIND_DESCRIPTIONS[option.kind],
        })),
      },
    ],
  };
}

/** An `elicitation/create` request's params (MCP's shape reads the request or its params). */
const elicitationOf = mcp.paramsOf;

/** What the client answered, when the host knows it. */
export interface AcpRecordOptions {
  /** The `RequestPermissionResponse` or `CreateElicitationResponse` that was sent. */
  readonly response?: unknown;
}

/**
 * A `session/request_permission` or `elicitation/create` request (the JSON-RPC message or its
 * params) → the kit's record: pending, or — given the response that was sent — the chosen
 * option, the form's answers, or the refusal. `undefined` for anything else.
 */
export function toRecord(value: unknown, options: AcpRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => readRecord(value, options),
    () => undefined,
  );
}

function readRecord(value: unknown, options: AcpRecordOptions): AskUserRecord | undefined {
  const permission = permissionOf(value);
  if (permission) {
    const input = permissionInput(permission);
    const outcome = field(options.response, 'outcome');
    if (options.response === undefined) return { input, state: 'pending' };
    const chosen = permission.options.find((option) => option.optionId === stringField(outcome, 'optionId'));
    if (field(outcome, 'outcome') !== 'selected' || !chosen) return { input, state: 'cancelled' };
    return { input, state: 'answered', output: { answers: { [input.questions[0]!.question]: chosen.name } } };
  }
  const params = elicitationOf(value);
  if (!params) return undefined;
  const result = isDict(options.response) ? options.response : undefined;
  if (isAskUserQuestionForm(params)) return askUserQuestionForm(params, result);
  return mcp.toRecord(params, { response: result });
}

/**
 * The kit's response → what the client sends back. A permission: the chosen option's
 * `optionId`; Decline picks the first reject option offered; Dismiss, or an answer that chose
 * nothing, is `cancelled` — never an allow. An elicitation: a `CreateElicitationResponse`.
 * `undefined` for a value that is neither request.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
): RequestPermissionResponse | CreateElicitationResponse | undefined {
  return total(
    () => answerOf(given, value),
    () => undefined,
  );
}

function answerOf(
  given: AskUserResponse,
  value: unknown,
): RequestPermissionResponse | CreateElicitationResponse | undefined {
  const permission = permissionOf(value);
  if (permission) {
    const response = readResponse(given);
    const cancelled: RequestPermissionResponse = { outcome: { outcome: 'cancelled' } };
    if (response.action === 'cancel') return cancelled;
    let chosen: PermissionOption | undefined;
    if (response.action === 'decline') {
      chosen =
        permission.options.find((option) => option.kind === 'reject_once') ??
        permission.options.find((option) => option.kind === 'reject_always');
    } else {
      const input = permissionInput(permission);
      const read = readAccepted(input, response.content).reading.questions[0];
      if (read?.state === 'answered')
        chosen = permission.options.find((option) => option.name === read.selected[0]);
    }
    return chosen ? { outcome: { outcome: 'selected', optionId: chosen.optionId } } : cancelled;
  }
  const params = elicitationOf(value);
  if (!params) return undefined;
  if (isAskUserQuestionForm(params)) return fromAskUserQuestionForm(given, params);
  return mcp.toRuntimeAnswer(given, params);
}

/** The option ids a response may name: the ones offered (agents reject any other). */
export function offeredOptionIds(value: unknown): string[] {
  return total(
    () => permissionOf(value)?.options.map((option) => option.optionId) ?? [],
    () => [],
  );
}

/**
 * `ask-user-kit/adapters/langgraph` — LangGraph and LangChain human-in-the-loop interrupts:
 * LangChain v1's `HumanInTheLoopMiddleware` request (`actionRequests` / `action_requests`,
 * `reviewConfigs[].allowedDecisions`, `argsSchema`) and LangGraph's prebuilt `HumanInterrupt`
 * (`action_request`, `config.allow_accept / allow_edit / allow_respond / allow_ignore`). Each
 * action is one question whose options are the decisions it allows; where editing is allowed
 * and a schema for the arguments is given, Edit opens them as a form, prefilled. The answer is
 * the middleware's `{ decisions }` in order, or a `HumanResponse` per interrupt. Decline rejects
 * every action (middleware) or ignores (`HumanInterrupt`); nothing unanswered is ever approved,
 * and nothing is answered with a decision the action does not allow.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import { type ArgumentEdit, argumentEdit } from '../../core/record/form-questions.js';
import { refusalFor } from '../../core/text/refusal.js';
import { describeToolCall } from '../../core/text/tool-call-text.js';
import type { AnswerReading, AskUserRecord, AskUserResponse, NormalizedInput } from '../../core/types.js';
import { field, isDict, isList, listItems, stringField, total } from '../../core/utils/read.js';

/** One action the middleware asks about. */
export interface ActionRequest {
  readonly name: string;
  readonly args?: Record<string, unknown>;
  readonly description?: string;
}
/** What LangChain v1's `HumanInTheLoopMiddleware` interrupts with (either casing). */
export interface HitlRequest {
  readonly actionRequests?: readonly ActionRequest[];
  readonly reviewConfigs?: readonly {
    readonly actionName: string;
    readonly allowedDecisions: readonly string[];
    /** A JSON Schema for the action's arguments, given where edits are allowed. */
    readonly argsSchema?: Record<string, unknown>;
  }[];
}
/** One of the middleware's decisions. */
export type HitlDecision =
  | { readonly type: 'approve' }
  | {
      readonly type: 'edit';
      readonly editedAction: { readonly name: string; readonly args: Record<string, unknown> };
      /** The same action for LangChain's Python middleware, which reads `edited_action`. */
      readonly edited_action: { readonly name: string; readonly args: Record<string, unknown> };
    }
  | { readonly type: 'reject'; readonly message?: string };
/** The middleware's resume value: one decision per action, in order. */
export interface HitlResponse {
  readonly decisions: readonly HitlDecision[];
}
/** LangGraph's prebuilt `HumanInterrupt`. */
export interface HumanInterrupt {
  readonly action_request: { readonly action: string; readonly args: Record<string, unknown> };
  readonly config: {
    readonly allow_ignore: boolean;
    readonly allow_respond: boolean;
    readonly allow_edit: boolean;
    readonly allow_accept: boolean;
  };
  readonly description?: string;
}
/** LangGraph's prebuilt `HumanResponse`. */
export interface HumanResponse {
  readonly type: 'accept' | 'ignore' | 'response' | 'edit';
  readonly args: null | string | { readonly action: string; readonly args: Record<string, unknown> };
}

/** The options' words (English); the kit's card shows them as the decisions. */
export const DECISIONS = {
  approve: 'Approve',
  edit: 'Edit',
  reject: 'Reject',
  accept: 'Accept',
  ignore: 'Ignore',
} as const;

/** Options of {@link toRecord} and {@link toRuntimeAnswer}. */
export interface LangGraphOptions {
  /**
   * JSON Schemas of actions' arguments by action name, for interrupts that allow editing but
   * carry no schema (a `HumanInterrupt`); a middleware request's own `argsSchema` wins.
   */
  readonly argsSchemas?: Readonly<Record<string, unknown>>;
}

interface Asked {
  readonly id: string;
  readonly name: string;
  readonly args: Record<string, unknown>;
  /** The arguments Edit changes, where a schema says which. */
  readonly edit?: ArgumentEdit;
  /** The action allows the answer a refusal or silence stands for (reject, ignore). */
  readonly canRefuse: boolean;
}

/** LangGraph's `{ id, value }` around an interrupt's value (what `thread.interrupts` lists). */
const isWrapper = (item: unknown) =>
  isDict(item) && field(item, 'value') !== undefined && field(item, 'action_request') === undefined;

/**
 * The value the graph passed to `interrupt()`: out of its `{ id, value }` wrapper, or out of the
 * thread's list of one. Whether that value is a list (`interrupt([request])`) decides whether the
 * graph reads a list back.
 */
function interruptValue(value: unknown): unknown {
  if (isWrapper(value)) return field(value, 'value');
  const items = isList(value) ? listItems(value, 100).items : [];
  if (items.length === 0 || !items.every(isWrapper)) return value;
  return items.length === 1 ? field(items[0], 'value') : items.map((item) => field(item, 'value'));
}

/** The middleware request of an interrupt value (or of a list holding it first). */
function hitlRequestOf(value: unknown): unknown {
  const first = isList(value) ? listItems(value, 1).items[0] : value;
  return isList(field(first, 'actionRequests') ?? field(first, 'action_requests')) ? first : undefined;
}

/** The card's questions for one action: its decision, then (for Edit) its arguments. */
function actionQuestions(
  id: string,
  name: string,
  args: Record<string, unknown>,
  decisions: { label: string; description: string }[],
  question: { question: string; description: string; allowCustom: boolean },
  schema: unknown,
  canRefuse: boolean,
): { questions: Record<string, unknown>[]; asked: Asked } {
  const edit = schema === undefined ? undefined : argumentEdit(schema, args, id, DECISIONS.edit);
  const questions: Record<string, unknown>[] = [
    {
      id,
      header: name.slice(0, 12),
      ...question,
      // Where the runtime refuses the answer silence stands for, the user must decide.
      required: !canRefuse,
      multiSelect: false,
      options: edit ? decisions : decisions.filter((decision) => decision.label !== DECISIONS.edit),
    },
    ...(edit ? edit.questions : []),
  ];
  return {
    questions,
    asked: { id, name, args, canRefuse, ...(edit ? { edit } : {}) },
  };
}

function argsOf(value: unknown): Record<string, unknown> {
  return isDict(value) ? (value as Record<string, unknown>) : {};
}

/** The card's input for an interrupt value, or `undefined` when it is neither shape. */
function inputOf(given: unknown, options: LangGraphOptions) {
  const value = interruptValue(given);
  const request = hitlRequestOf(value);
  if (request !== undefined) return middlewareInput(request, options);
  const interrupts = isList(value) ? listItems(value, 100).items : [value];
  if (interrupts.length === 0 || !interrupts.every((item) => isDict(field(item, 'action_request'))))
    return undefined;
  const questions: Record<string, unknown>[] = [];
  const asked: Asked[] = interrupts.map((interrupt, index) => {
    const config = field(interrupt, 'config');
    const name = stringField(field(interrupt, 'action_request'), 'action') ?? 'action';
    const args = argsOf(field(field(interrupt, 'action_request'), 'args'));
    const allowed = (flag: string) => field(config, flag) === true;
    const decisions = [
      ...(allowed('allow_accept') ? [{ label: DECISIONS.accept, description: 'Go on as proposed.' }] : []),
      ...(allowed('allow_edit')
        ? [{ label: DECISIONS.edit, description: 'Go on with the arguments you set below.' }]
        : []),
      ...(allowed('allow_ignore') ? [{ label: DECISIONS.ignore, description: 'Skip this step.' }] : []),
    ];
    const built = actionQuestions(
      `interrupt-${index}`,
      name,
      args,
      decisions,
      {
        question: stringField(interrupt, 'description') ?? `Continue with ${name}?`,
        description: describeToolCall(undefined, args),
        // A typed answer is the `response`, where the interrupt allows one.
        allowCustom: allowed('allow_respond'),
      },
      allowed('allow_edit') ? field(options.argsSchemas, name) : undefined,
      allowed('allow_ignore'),
    );
    questions.push(...built.questions);
    return built.asked;
  });
  return { kind: 'interrupt' as const, questions, asked, list: isList(value) };
}

function middlewareInput(request: unknown, options: LangGraphOptions) {
  const configs = listItems(field(request, 'reviewConfigs') ?? field(request, 'review_configs'), 100).items;
  const requests = listItems(
    field(request, 'actionRequests') ?? field(request, 'action_requests'),
    100,
  ).items;
  const questions: Record<string, unknown>[] = [];
  const asked = requests.map((action, index) => {
    const name = stringField(action, 'name') ?? stringField(action, 'action_name') ?? 'action';
    const config = configs.find(
      (item) => (stringField(item, 'actionName') ?? stringField(item, 'action_name')) === name,
    );
    const listed = listItems(
      field(config, 'allowedDecisions') ?? field(config, 'allowed_decisions'),
      10,
    ).items.filter((item): item is string => typeof item === 'string');
    // Without a config the middleware allows every decision; the card offers approve and reject.
    const allowed = listed.length > 0 ? listed : ['approve', 'reject'];
    const args = argsOf(field(action, 'args') ?? field(action, 'arguments'));
    const decisions = [
      ...(allowed.includes('approve')
        ? [{ label: DECISIONS.approve, description: 'Run it as proposed.' }]
        : []),
      ...(allowed.includes('edit')
        ? [{ label: DECISIONS.edit, description: 'Run it with the arguments you set below.' }]
        : []),
      ...(allowed.includes('reject')
        ? [{ label: DECISIONS.reject, description: 'Do not run it; your note is the reason.' }]
        : []),
    ];
    const schema =
      field(config, 'argsSchema') ?? field(config, 'args_schema') ?? field(options.argsSchemas, name);
    const built = actionQuestions(
      `action-${index}`,
      name,
      args,
      decisions,
      {
        question: `Run ${name}?`,
        description: describeToolCall(stringField(action, 'description'), args),
        allowCustom: false,
      },
      allowed.includes('edit') ? schema : undefined,
      allowed.includes('reject'),
    );
    questions.push(...built.questions);
    return built.asked;
  });
  return { kind: 'middleware' as const, questions, asked, list: false };
}

/** A LangGraph / LangChain interrupt value → the kit's record (pending: the graph waits). */
export function toRecord(value: unknown, options: LangGraphOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      const input = inputOf(value, options);
      return input ? { input: { questions: input.questions }, state: 'pending' } : undefined;
    },
    () => undefined,
  );
}

/** The edited arguments: the action's own, with the fields the user set. */
const editedArgs = (asked: Asked, normalized: NormalizedInput, reading: AnswerReading) =>
  asked.edit ? asked.edit.edited(normalized, reading) : asked.args;

/**
 * The kit's response → the resume value: the middleware's `{ decisions }` (Approve; Edit with
 * `editedAction` (and `edited_action`, for Python) — the arguments with the fields the user set;
 * or Reject with the note as its message; an action left unanswered is rejected, never
 * approved), or a `HumanResponse` per interrupt (Accept, Edit with `{ action, args }`, the typed
 * text as `response`, else `ignore`). Decline and Dismiss reject every action or ignore every
 * interrupt. Where an action does not allow that (no `reject` among its decisions, or
 * `allow_ignore: false`), its question is required, and a refusal or silence gives `undefined`:
 * a graph resumed with a decision it does not allow fails, so the host asks again instead.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
  options: LangGraphOptions = {},
): HitlResponse | HumanResponse | HumanResponse[] | undefined {
  return total(
    () => resumeValue(given, value, options),
    () => undefined,
  );
}

function resumeValue(
  given: AskUserResponse,
  value: unknown,
  options: LangGraphOptions,
): HitlResponse | HumanResponse | HumanResponse[] | undefined {
  const input = inputOf(value, options);
  if (!input) return undefined;
  const response = readResponse(given);
  const refusal = response.action === 'accept' ? undefined : refusalFor(response);
  const accepted =
    response.action === 'accept' ? readAccepted({ questions: input.questions }, response.content) : undefined;
  const readingOf = (id: string) => accepted?.reading.questions.find((question) => question.key === id);
  if (input.kind === 'middleware') {
    const decisions = input.asked.map((asked): HitlDecision => {
      const read = readingOf(asked.id);
      const chosen = refusal === undefined && read?.state === 'answered' ? read.selected[0] : undefined;
      if (chosen === DECISIONS.approve) return { type: 'approve' };
      if (chosen === DECISIONS.edit && accepted) {
        const action = { name: asked.name, args: editedArgs(asked, accepted.normalized, accepted.reading) };
        // Both casings, as @langchain/langgraph-sdk sends them: JS reads one, Python the other.
        return { type: 'edit', editedAction: action, edited_action: action };
      }
      const message = refusal ?? read?.notes?.trim();
      return message ? { type: 'reject', message } : { type: 'reject' };
    });
    return refusesWhereNotAllowed(input.asked, decisions, 'reject') ? undefined : { decisions };
  }
  const answers = input.asked.map((asked): HumanResponse => {
    const read = readingOf(asked.id);
    if (refusal !== undefined || read?.state !== 'answered' || !accepted)
      return { type: 'ignore', args: null };
    if (read.selected[0] === DECISIONS.accept) return { type: 'accept', args: null };
    if (read.selected[0] === DECISIONS.edit)
      return {
        type: 'edit',
        args: { action: asked.name, args: editedArgs(asked, accepted.normalized, accepted.reading) },
      };
    const text = read.custom ?? (read.selected.length === 0 ? read.text : undefined);
    return text !== undefined ? { type: 'response', args: text } : { type: 'ignore', args: null };
  });
  if (refusesWhereNotAllowed(input.asked, answers, 'ignore')) return undefined;
  return input.list ? answers : answers[0];
}

/** A refusal (or silence) answered for an action that does not allow it: the runtime would fail. */
function refusesWhereNotAllowed(
  asked: readonly Asked[],
  answers: readonly { readonly type: string }[],
  refusal: 'reject' | 'ignore',
): boolean {
  return answers.some((answer, index) => answer.type === refusal && !asked[index]?.canRefuse);
}

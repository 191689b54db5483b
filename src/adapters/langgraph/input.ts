/**
 * LangGraph's and LangChain's human-in-the-loop requests as the card's questions: the shapes
 * the adapter reads and writes, and which question asks about which action.
 */
import {
  APPROVAL_WORDS,
  type ApprovalDecision,
  type ApprovalRequest,
  approvalQuestion,
} from '../../core/record/approval.js';
import { type ArgumentEdit, argumentEdit } from '../../core/record/form-questions.js';
import { describeToolCall } from '../../core/text/tool-call-text.js';
import { field, isDict, isList, listItems, stringField } from '../../core/utils/read.js';
import { capLength } from '../../core/utils/text.js';

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

/**
 * The options' words (English): a middleware action's decisions are the kit's approval words
 * (Allow, Edit, Deny), an interrupt's are LangGraph's own (Accept, Edit, Ignore).
 */
export const DECISIONS = {
  approve: APPROVAL_WORDS.allow,
  edit: APPROVAL_WORDS.edit,
  reject: APPROVAL_WORDS.deny,
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

export interface Asked {
  readonly id: string;
  readonly name: string;
  readonly args: Record<string, unknown>;
  /** The arguments Edit changes, where a schema says which. */
  readonly edit?: ArgumentEdit;
  /** The action allows the answer a refusal stands for (reject, ignore). */
  readonly canRefuse: boolean;
  /** A middleware action's approval (its decisions as the kit's). */
  readonly approval?: ApprovalRequest;
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

/**
 * The interrupts of several nodes paused at once (`[{ id, value }, …]`, each with its id): the
 * graph resumes them with a map from id to each one's value.
 */
export function pendingInterrupts(value: unknown): { id: string; value: unknown }[] | undefined {
  const items = isList(value) ? listItems(value, 100).items : [];
  if (items.length < 2 || !items.every((item) => isWrapper(item) && typeof field(item, 'id') === 'string'))
    return undefined;
  return items.map((item) => ({ id: stringField(item, 'id')!, value: field(item, 'value') }));
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
      header: capLength(name, 12),
      ...question,
      // An interrupt waits for a decision: silence is never sent as one.
      required: true,
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
export function inputOf(given: unknown, options: LangGraphOptions, prefix = '') {
  const value = interruptValue(given);
  const request = hitlRequestOf(value);
  if (request !== undefined) return middlewareInput(request, options, prefix);
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
      `${prefix}interrupt-${index}`,
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

function middlewareInput(request: unknown, options: LangGraphOptions, prefix: string) {
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
    const id = `${prefix}action-${index}`;
    const schema =
      field(config, 'argsSchema') ?? field(config, 'args_schema') ?? field(options.argsSchemas, name);
    const edit =
      allowed.includes('edit') && schema !== undefined
        ? argumentEdit(schema, args, id, DECISIONS.edit)
        : undefined;
    const decisions: ApprovalDecision[] = [
      ...(allowed.includes('approve') ? (['allow'] as const) : []),
      ...(edit ? (['edit'] as const) : []),
      ...(allowed.includes('reject') ? (['deny'] as const) : []),
    ];
    const approval: ApprovalRequest = {
      id,
      toolName: name,
      reason: ownWords(stringField(action, 'description'), name),
      args,
      decisions,
      // Only a rejection carries words (its message).
      note: allowed.includes('reject'),
    };
    questions.push(approvalQuestion(approval), ...(edit ? edit.questions : []));
    return { id, name, args, canRefuse: allowed.includes('reject'), approval, ...(edit ? { edit } : {}) };
  });
  return { kind: 'middleware' as const, questions, asked, list: false };
}

/**
 * The middleware's description without the call it repeats: LangChain writes its prefix, then
 * "Tool: <name>" and "Args: …", which the card already shows from the call itself.
 */
function ownWords(description: string | undefined, toolName: string): string | undefined {
  const at = description?.indexOf(`\n\nTool: ${toolName}\nArgs:`) ?? -1;
  return at < 0 ? description : description!.slice(0, at);
}

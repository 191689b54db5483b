/**
 * `ask-user-kit/adapters/langgraph` — LangGraph and LangChain human-in-the-loop interrupts:
 * LangChain v1's `HumanInTheLoopMiddleware` request (`actionRequests` / `action_requests`,
 * `reviewConfigs[].allowedDecisions`) and LangGraph's prebuilt `HumanInterrupt`
 * (`action_request`, `config.allow_accept / allow_respond / allow_ignore`). Each action is one
 * question whose options are the decisions it allows; the answer is the middleware's
 * `{ decisions }` in order, or a `HumanResponse` per interrupt. Decline rejects every action
 * (middleware) or ignores (`HumanInterrupt`); nothing unanswered is ever approved.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import { refusalFor } from '../../core/text/refusal.js';
import { describeToolCall } from '../../core/text/tool-call-text.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isDict, isList, listItems, stringField } from '../../core/utils/read.js';

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
  }[];
}
/** The middleware's resume value: one decision per action, in order. */
export interface HitlResponse {
  readonly decisions: readonly (
    { readonly type: 'approve' } | { readonly type: 'reject'; readonly message?: string }
  )[];
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
  readonly args: null | string;
}

/** The options' words (English); the kit's card shows them as the decisions. */
export const DECISIONS = {
  approve: 'Approve',
  reject: 'Reject',
  accept: 'Accept',
  ignore: 'Ignore',
} as const;

function actionsOf(
  value: unknown,
): { name: string; args: unknown; description?: string; allowed: string[] }[] | undefined {
  const requests = field(value, 'actionRequests') ?? field(value, 'action_requests');
  if (!isList(requests)) return undefined;
  const configs = listItems(field(value, 'reviewConfigs') ?? field(value, 'review_configs'), 100).items;
  return listItems(requests, 100).items.map((request) => {
    const name = stringField(request, 'name') ?? stringField(request, 'action_name') ?? 'action';
    const config = configs.find(
      (item) => (stringField(item, 'actionName') ?? stringField(item, 'action_name')) === name,
    );
    const allowed = listItems(
      field(config, 'allowedDecisions') ?? field(config, 'allowed_decisions'),
      10,
    ).items.filter((item): item is string => typeof item === 'string');
    const description = stringField(request, 'description');
    return {
      name,
      args: field(request, 'args') ?? field(request, 'arguments'),
      ...(description !== undefined ? { description } : {}),
      // Without a config the middleware allows every decision; the card offers approve and reject.
      allowed: allowed.length > 0 ? allowed : ['approve', 'reject'],
    };
  });
}

function interruptsOf(value: unknown): unknown[] | undefined {
  const list = isList(value) ? listItems(value, 100).items : [value];
  const interrupts = list.map((item) => (isDict(field(item, 'value')) ? field(item, 'value') : item));
  return interrupts.length > 0 && interrupts.every((item) => isDict(field(item, 'action_request')))
    ? interrupts
    : undefined;
}

/** The card's input for an interrupt value, or `undefined` when it is neither shape. */
function inputOf(value: unknown) {
  const actions = actionsOf(value);
  if (actions) {
    return {
      kind: 'middleware' as const,
      questions: actions.map((action, index) => ({
        id: `action-${index}`,
        header: action.name.slice(0, 40),
        question: `Run ${action.name}?`,
        description: describeToolCall(action.description, action.args),
        multiSelect: false,
        allowCustom: false,
        options: [
          ...(action.allowed.includes('approve')
            ? [{ label: DECISIONS.approve, description: 'Run it as proposed.' }]
            : []),
          ...(action.allowed.includes('reject')
            ? [{ label: DECISIONS.reject, description: 'Do not run it; your note is the reason.' }]
            : []),
        ],
      })),
    };
  }
  const interrupts = interruptsOf(value);
  if (!interrupts) return undefined;
  return {
    kind: 'interrupt' as const,
    questions: interrupts.map((interrupt, index) => {
      const config = field(interrupt, 'config');
      const action = stringField(field(interrupt, 'action_request'), 'action') ?? 'action';
      return {
        id: `interrupt-${index}`,
        header: action.slice(0, 40),
        question: stringField(interrupt, 'description') ?? `Continue with ${action}?`,
        description: describeToolCall(undefined, field(field(interrupt, 'action_request'), 'args')),
        multiSelect: false,
        // A typed answer is the `response`, where the interrupt allows one.
        allowCustom: field(config, 'allow_respond') === true,
        options: [
          ...(field(config, 'allow_accept') === true
            ? [{ label: DECISIONS.accept, description: 'Go on as proposed.' }]
            : []),
          ...(field(config, 'allow_ignore') === true
            ? [{ label: DECISIONS.ignore, description: 'Skip this step.' }]
            : []),
        ],
      };
    }),
  };
}

/** A LangGraph / LangChain interrupt value → the kit's record (pending: the graph waits). */
export function toRecord(value: unknown): AskUserRecord | undefined {
  const input = inputOf(value);
  return input ? { input: { questions: input.questions }, state: 'pending' } : undefined;
}

/**
 * The kit's response → the resume value: the middleware's `{ decisions }` (Approve, or Reject
 * with the note as its message; an action left unanswered is rejected, never approved), or a
 * `HumanResponse` per interrupt (Accept, the typed text as `response`, else `ignore`). Decline
 * and Dismiss reject every action or ignore every interrupt.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
): HitlResponse | HumanResponse | HumanResponse[] | undefined {
  const input = inputOf(value);
  if (!input) return undefined;
  const response = readResponse(given);
  const refusal = response.action === 'accept' ? undefined : refusalFor(response);
  const reading =
    response.action === 'accept'
      ? readAccepted({ questions: input.questions }, response.content).reading
      : undefined;
  const readingOf = (index: number) => reading?.questions[index];
  if (input.kind === 'middleware') {
    return {
      decisions: input.questions.map((_question, index) => {
        const read = readingOf(index);
        if (refusal === undefined && read?.state === 'answered' && read.selected[0] === DECISIONS.approve)
          return { type: 'approve' as const };
        const message = refusal ?? read?.notes?.trim();
        return message ? { type: 'reject' as const, message } : { type: 'reject' as const };
      }),
    };
  }
  const answers = input.questions.map((_question, index): HumanResponse => {
    const read = readingOf(index);
    if (refusal !== undefined || read?.state !== 'answered') return { type: 'ignore', args: null };
    if (read.selected[0] === DECISIONS.accept) return { type: 'accept', args: null };
    const text = read.custom ?? (read.selected.length === 0 ? read.text : undefined);
    return text !== undefined ? { type: 'response', args: text } : { type: 'ignore', args: null };
  });
  return isList(value) ? answers : answers[0];
}

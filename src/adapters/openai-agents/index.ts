/**
 * `ask-user-kit/adapters/openai-agents` — the OpenAI Agents SDK (`@openai/agents`): a run that
 * stops on a tool that needs approval lists `RunToolApprovalItem`s in `result.interruptions`
 * (and in the serialized `RunState`). Each is an approval of its tool — Allow once, Always allow,
 * Deny with a note as the message the model reads — and the answer is what
 * `state.approve(item, { alwaysApprove })` / `state.reject(item, { message })` take, applied with
 * {@link applyApprovals}. Imports nothing from the SDK: its shapes are declared here.
 *
 * @packageDocumentation
 */
import {
  type ApprovalDecision,
  type ApprovalRequest,
  approvalQuestion,
  approvalReply,
  decidedAnswers,
} from '../../core/record/approval.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { jsonOrValue } from '../../core/utils/partial-json.js';
import { field, isDict, isList, listItems, stringField, total } from '../../core/utils/read.js';

/** The raw call of an approval item: a function call, a hosted MCP request, shell, patch or computer call. */
export interface ApprovalRawItem {
  readonly type: string;
  readonly name?: string;
  readonly callId?: string;
  readonly id?: string;
  readonly arguments?: string;
  readonly providerData?: Record<string, unknown>;
  readonly [key: string]: unknown;
}

/** A `RunToolApprovalItem`, or what its `toJSON()` returns. */
export interface ToolApprovalItem {
  readonly type: 'tool_approval_item';
  readonly rawItem: ApprovalRawItem;
  readonly toolName?: string;
  readonly agent?: { readonly name: string };
}

/** The decision on one approval item: what `state.approve` / `state.reject` take. */
export interface OpenAIAgentsDecision {
  /** The call the decision is for (`rawItem.callId`; a hosted MCP request's id). */
  readonly callId: string;
  readonly approved: boolean;
  /** The text the model reads for a rejected call (the user's note). */
  readonly message?: string;
  /** Approve this tool's later calls in the run without asking. */
  readonly alwaysApprove?: boolean;
}

/** What the SDK's `RunState` offers to decide approvals (structurally). */
export interface ApprovalState<Item> {
  getInterruptions(): Item[];
  approve(item: Item, options?: { alwaysApprove?: boolean }): void;
  reject(item: Item, options?: { message?: string }): void;
}

/** What was decided, when the host knows it. */
export interface OpenAIAgentsRecordOptions {
  /** The decision(s) `toRuntimeAnswer` wrote and the host applied. */
  readonly response?: unknown;
}

interface Asked {
  readonly callId: string;
  readonly approval: ApprovalRequest;
}

function isItem(value: unknown): boolean {
  return field(value, 'type') === 'tool_approval_item' && isDict(field(value, 'rawItem'));
}

/** The approval items a value holds: an item, a list, a run result, a `RunState` or its text. */
function itemsOf(value: unknown): unknown[] {
  if (isItem(value)) return [value];
  if (isList(value)) return listItems(value, 100).items.filter(isItem);
  const getInterruptions = field(value, 'getInterruptions');
  if (typeof getInterruptions === 'function')
    return itemsOf((getInterruptions as () => unknown).call(value) ?? []);
  if (isList(field(value, 'interruptions'))) return itemsOf(field(value, 'interruptions'));
  const state = jsonOrValue(value);
  const step = field(state, 'currentStep');
  if (field(step, 'type') !== 'next_step_interruption') return [];
  return itemsOf(field(field(step, 'data'), 'interruptions'));
}

/** The id a decision names its item by. */
function callIdOf(item: unknown): string | undefined {
  const raw = field(item, 'rawItem');
  return (
    stringField(raw, 'callId') ?? stringField(field(raw, 'providerData'), 'id') ?? stringField(raw, 'id')
  );
}

/** What the call would do, for the card: a function's arguments, an MCP tool's, a shell's commands. */
function callDetails(raw: unknown): { args: unknown; reason?: string } {
  const provider = field(raw, 'providerData');
  switch (field(raw, 'type')) {
    case 'function_call':
      return { args: jsonOrValue(field(raw, 'arguments')) };
    case 'hosted_tool_call': {
      const server = stringField(provider, 'server_label');
      return {
        args: jsonOrValue(field(provider, 'arguments') ?? field(raw, 'arguments')),
        ...(server ? { reason: `A tool of the MCP server ${server}.` } : {}),
      };
    }
    case 'shell_call':
      return { args: field(field(raw, 'action'), 'commands') ?? field(raw, 'action') };
    case 'apply_patch_call':
      return { args: field(raw, 'operation') };
    default:
      return { args: field(raw, 'action') ?? field(raw, 'actions') };
  }
}

function askedOf(item: unknown, index: number): Asked | undefined {
  const callId = callIdOf(item);
  if (callId === undefined) return undefined;
  const raw = field(item, 'rawItem');
  const provider = field(raw, 'providerData');
  // The SDK refuses a lasting decision on a hosted call that is not an MCP approval request.
  const lasting =
    field(raw, 'type') !== 'hosted_tool_call' || field(provider, 'type') === 'mcp_approval_request';
  const decisions: ApprovalDecision[] = lasting ? ['allow', 'always', 'deny'] : ['allow', 'deny'];
  const toolName =
    stringField(item, 'toolName') ?? stringField(raw, 'name') ?? stringField(provider, 'name') ?? 'the tool';
  // Question ids by position: two agents' calls may share a call id.
  return { callId, approval: { id: String(index), toolName, ...callDetails(raw), decisions } };
}

function askedFrom(value: unknown): Asked[] {
  return itemsOf(value)
    .map(askedOf)
    .filter((asked): asked is Asked => asked !== undefined);
}

/** Decisions matched to the items in order: each goes to the first item with its call id not yet taken. */
function matchInOrder<T, D extends { readonly callId?: unknown }>(
  items: readonly T[],
  decisions: readonly D[],
  idOf: (item: T) => string | undefined,
): Map<D, T> {
  const taken = new Set<T>();
  const matched = new Map<D, T>();
  for (const decision of decisions) {
    const item = items.find((candidate) => !taken.has(candidate) && idOf(candidate) === decision.callId);
    if (item === undefined) continue;
    taken.add(item);
    matched.set(decision, item);
  }
  return matched;
}

/**
 * An approval item (`RunToolApprovalItem` or its `toJSON()`), a list of them
 * (`result.interruptions`), a run result, a `RunState` or its serialized text → the kit's
 * record: one approval question per item. Pending, or — given the decision(s) you applied as
 * `response` — each item's decision. `undefined` when nothing waits for approval.
 */
export function toRecord(value: unknown, options: OpenAIAgentsRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      const asked = askedFrom(value);
      if (asked.length === 0) return undefined;
      const input = { questions: asked.map((item) => approvalQuestion(item.approval)) };
      if (options.response === undefined) return { input, state: 'pending' };
      const sent = isList(options.response) ? listItems(options.response, 100).items : [options.response];
      const decisions = sent.map((decision) => ({ callId: stringField(decision, 'callId'), decision }));
      const matched = matchInOrder(asked, decisions, (item) => item.callId);
      const byItem = new Map([...matched].map(([{ decision }, item]) => [item, decision]));
      const output = { answers: {}, annotations: {} };
      for (const item of asked) {
        const decision = byItem.get(item);
        const approved = field(decision, 'approved');
        if (typeof approved !== 'boolean') continue;
        const decided = !approved ? 'deny' : field(decision, 'alwaysApprove') === true ? 'always' : 'allow';
        decidedAnswers(item.approval, decided, stringField(decision, 'message'), output);
      }
      return { input, state: 'answered', output };
    },
    () => undefined,
  );
}

/**
 * The kit's response → the decision for each item: Allow once `{ approved: true }`, Always allow
 * `{ approved: true, alwaysApprove: true }` (offered only where the SDK allows it), Deny
 * `{ approved: false, message }` with the user's note as the message the model reads. Decline and
 * Dismiss deny every item with the kit's refusal text. One decision for one item, a list (in
 * order) for several; `undefined` when an item was left undecided — silence never approves — or
 * nothing waits for approval. Apply it with {@link applyApprovals}.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: { readonly rawItem: unknown },
): OpenAIAgentsDecision | undefined;
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
): OpenAIAgentsDecision | OpenAIAgentsDecision[] | undefined;
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
): OpenAIAgentsDecision | OpenAIAgentsDecision[] | undefined {
  return total(
    () => {
      const asked = askedFrom(value);
      if (asked.length === 0) return undefined;
      const decisions = decide(given, asked);
      if (!decisions) return undefined;
      return isItem(value) ? decisions[0] : decisions;
    },
    () => undefined,
  );
}

function decide(given: AskUserResponse, asked: readonly Asked[]): OpenAIAgentsDecision[] | undefined {
  const reply = approvalReply(
    given,
    asked.map((item) => approvalQuestion(item.approval)),
  );
  const decisions: OpenAIAgentsDecision[] = [];
  for (const item of asked) {
    const decided = reply.decide(item.approval);
    if (!decided) return undefined;
    if (decided.decision === 'deny')
      decisions.push({
        callId: item.callId,
        approved: false,
        ...(decided.note ? { message: decided.note } : {}),
      });
    else
      decisions.push({
        callId: item.callId,
        approved: true,
        ...(decided.decision === 'always' ? { alwaysApprove: true } : {}),
      });
  }
  return decisions;
}

/**
 * Applies decisions to the run's state — `state.approve(item, { alwaysApprove })` or
 * `state.reject(item, { message })` for each interruption they name, in order (calls that share
 * an id take the decisions in the order they come) — so `run(agent, state)` continues. Throws,
 * deciding nothing, when a decision names a call the state does not wait for: a decision for
 * another run would otherwise be lost without a word.
 *
 * @example
 * const answer = toRuntimeAnswer(response, result.interruptions);
 * if (answer) applyApprovals(result.state, answer);
 * result = await run(agent, result.state);
 */
export function applyApprovals<Item>(
  state: ApprovalState<Item>,
  answer: OpenAIAgentsDecision | readonly OpenAIAgentsDecision[],
): void {
  const decisions: readonly OpenAIAgentsDecision[] = isList(answer)
    ? answer
    : [answer as OpenAIAgentsDecision];
  const matched = matchInOrder(state.getInterruptions(), decisions, callIdOf);
  const missing = decisions.find((decision) => !matched.has(decision));
  if (missing)
    throw new Error(`applyApprovals: the run does not wait for call ${missing.callId}; pass its own state`);
  for (const decision of decisions) {
    const item = matched.get(decision)!;
    if (decision.approved) state.approve(item, decision.alwaysApprove ? { alwaysApprove: true } : {});
    else state.reject(item, decision.message === undefined ? {} : { message: decision.message });
  }
}

/**
 * `ask-user-kit/adapters/langgraph` — LangGraph and LangChain human-in-the-loop interrupts:
 * LangChain v1's `HumanInTheLoopMiddleware` request (`actionRequests` / `action_requests`,
 * `reviewConfigs[].allowedDecisions`, `argsSchema`) and LangGraph's prebuilt `HumanInterrupt`
 * (`action_request`, `config.allow_accept / allow_edit / allow_respond / allow_ignore`). Each
 * action is one question whose options are the decisions it allows; where editing is allowed
 * and a schema for the arguments is given, Edit opens them as a form, prefilled. The answer is
 * the middleware's `{ decisions }` in order, or a `HumanResponse` per interrupt. Decline rejects
 * every action (middleware) or ignores (`HumanInterrupt`); nothing unanswered is ever answered,
 * and nothing is answered with a decision the action does not allow.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import { type ApprovalDecision, approvalAnswer, decidedAnswers } from '../../core/record/approval.js';
import { formAnswers } from '../../core/record/form-questions.js';
import { refusalFor } from '../../core/text/refusal.js';
import type { AnswerReading, AskUserRecord, AskUserResponse, NormalizedInput } from '../../core/types.js';
import { field, isList, listItems, setOwn, stringField, total } from '../../core/utils/read.js';
import {
  type Asked,
  DECISIONS,
  type HitlDecision,
  type HitlResponse,
  type HumanResponse,
  type LangGraphOptions,
  inputOf,
  pendingInterrupts,
} from './input.js';

export {
  type ActionRequest,
  DECISIONS,
  type HitlDecision,
  type HitlRequest,
  type HitlResponse,
  type HumanInterrupt,
  type HumanResponse,
  type LangGraphOptions,
} from './input.js';

/**
 * The value a graph resumes with: the middleware's decisions, a `HumanResponse` (or a list, for
 * `interrupt([request])`), or — several nodes paused at once — a map from interrupt id to each.
 */
export type LangGraphResume =
  | HitlResponse
  | HumanResponse
  | HumanResponse[]
  | Record<string, HitlResponse | HumanResponse | HumanResponse[]>;

/** What the graph was resumed with, when the host knows it. */
export interface LangGraphRecordOptions extends LangGraphOptions {
  /** The resume value `toRuntimeAnswer` wrote and the graph was resumed with. */
  readonly response?: unknown;
}

/**
 * A LangGraph / LangChain interrupt value → the kit's record: pending while the graph waits, or
 * — given the resume value you sent as `response` — each action's decision (Allow, Edit with the
 * edited arguments, Deny with its message as the note) or each interrupt's answer.
 */
export function toRecord(value: unknown, options: LangGraphRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      const parts = partsOf(value, options);
      if (!parts) return undefined;
      const record = { input: { questions: parts.flatMap((part) => part.input.questions) } };
      if (options.response === undefined) return { ...record, state: 'pending' };
      const output = { answers: {}, annotations: {} };
      for (const { input, id } of parts) {
        const sent = id === undefined ? options.response : field(options.response, id);
        if (input.kind === 'middleware') readDecisions(input.asked, sent, output);
        else readHumanResponses(input.asked, sent, output);
      }
      return { ...record, state: 'answered', output };
    },
    () => undefined,
  );
}

type Input = NonNullable<ReturnType<typeof inputOf>>;

/**
 * What the graph waits for: one interrupt value, or — several nodes paused at once — each
 * node's, with its id (their questions' ids prefixed by position).
 */
function partsOf(value: unknown, options: LangGraphOptions): { input: Input; id?: string }[] | undefined {
  const pending = pendingInterrupts(value);
  if (!pending) {
    const input = inputOf(value, options);
    return input ? [{ input }] : undefined;
  }
  const parts = pending.map((interrupt, index) => ({
    input: inputOf(interrupt.value, options, `${index}:`),
    id: interrupt.id,
  }));
  return parts.every((part) => part.input !== undefined)
    ? (parts as { input: Input; id: string }[])
    : undefined;
}

type Output = { answers: Record<string, string | string[]>; annotations: Record<string, { notes: string }> };

const DECIDED: Readonly<Record<string, ApprovalDecision>> = {
  approve: 'allow',
  edit: 'edit',
  reject: 'deny',
};

function readDecisions(asked: readonly Asked[], response: unknown, output: Output): void {
  const decisions = listItems(field(response, 'decisions'), 100).items;
  asked.forEach((action, index) => {
    const decision = decisions[index];
    const decided = DECIDED[stringField(decision, 'type') ?? ''];
    if (!decided || !action.approval) return;
    decidedAnswers(action.approval, decided, stringField(decision, 'message'), output);
    const edited = field(decision, 'editedAction') ?? field(decision, 'edited_action');
    if (decided === 'edit' && action.edit)
      formAnswers(action.edit.fields, field(edited, 'args'), output.answers);
  });
}

function readHumanResponses(asked: readonly Asked[], response: unknown, output: Output): void {
  const responses = isList(response) ? listItems(response, 100).items : [response];
  asked.forEach((interrupt, index) => {
    const answer = responses[index];
    const type = stringField(answer, 'type');
    const args = field(answer, 'args');
    if (type === 'accept') setOwn(output.answers, interrupt.id, DECISIONS.accept);
    else if (type === 'ignore') setOwn(output.answers, interrupt.id, DECISIONS.ignore);
    else if (type === 'response' && typeof args === 'string') setOwn(output.answers, interrupt.id, args);
    else if (type === 'edit') {
      setOwn(output.answers, interrupt.id, DECISIONS.edit);
      if (interrupt.edit) formAnswers(interrupt.edit.fields, field(args, 'args'), output.answers);
    }
  });
}

/** The edited arguments: the action's own, with the fields the user set. */
const editedArgs = (asked: Asked, normalized: NormalizedInput, reading: AnswerReading) =>
  asked.edit ? asked.edit.edited(normalized, reading) : asked.args;

/**
 * The kit's response → the resume value: the middleware's `{ decisions }` (Allow is `approve`;
 * Edit is `edit` with `editedAction` (and `edited_action`, for Python) — the arguments with the
 * fields the user set; Deny is `reject` with the note as its message), or a `HumanResponse` per
 * interrupt (Accept, Edit with `{ action, args }`, Ignore, the typed text as `response`).
 * Decline and Dismiss reject every action or ignore every interrupt. `undefined` when an action
 * is left undecided — silence is never sent as a decision — or where a refusal is not allowed
 * (no `reject` among an action's decisions, `allow_ignore: false`): a graph resumed with a
 * decision it does not allow fails, so the host asks again instead. Several nodes paused at once
 * (the thread's `[{ id, value }, …]`) are one card and resume with `{ [interruptId]: value }`.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
  options: LangGraphOptions = {},
): LangGraphResume | undefined {
  return total(
    () => resumeValue(given, value, options),
    () => undefined,
  );
}

function resumeValue(
  given: AskUserResponse,
  value: unknown,
  options: LangGraphOptions,
): LangGraphResume | undefined {
  const parts = partsOf(value, options);
  if (!parts) return undefined;
  if (parts.length === 1 && parts[0]!.id === undefined) return resumeFor(given, parts[0]!.input);
  // Several nodes paused at once: the graph resumes them with a map from interrupt id to value.
  const resume: Record<string, HitlResponse | HumanResponse | HumanResponse[]> = {};
  for (const { input, id } of parts) {
    const each = resumeFor(given, input);
    if (each === undefined || id === undefined) return undefined;
    setOwn(resume, id, each);
  }
  return resume;
}

function resumeFor(
  given: AskUserResponse,
  input: Input,
): HitlResponse | HumanResponse | HumanResponse[] | undefined {
  const response = readResponse(given);
  if (response.action !== 'accept') {
    if (input.asked.some((asked) => !asked.canRefuse)) return undefined;
    const message = refusalFor(response);
    if (input.kind === 'middleware')
      return { decisions: input.asked.map(() => ({ type: 'reject' as const, message })) };
    const ignored = input.asked.map((): HumanResponse => ({ type: 'ignore', args: null }));
    return input.list ? ignored : ignored[0];
  }
  const { normalized, reading } = readAccepted({ questions: input.questions }, response.content);
  if (input.kind === 'middleware') {
    const decisions: HitlDecision[] = [];
    for (const asked of input.asked) {
      const decided = asked.approval ? approvalAnswer(reading, asked.approval) : undefined;
      if (!decided) return undefined;
      if (decided.decision === 'allow' || decided.decision === 'always') decisions.push({ type: 'approve' });
      else if (decided.decision === 'edit') {
        const action = { name: asked.name, args: editedArgs(asked, normalized, reading) };
        // Both casings, as @langchain/langgraph-sdk sends them: JS reads one, Python the other.
        decisions.push({ type: 'edit', editedAction: action, edited_action: action });
      } else decisions.push(decided.note ? { type: 'reject', message: decided.note } : { type: 'reject' });
    }
    return { decisions };
  }
  const answers: HumanResponse[] = [];
  for (const asked of input.asked) {
    const read = reading.questions.find((question) => question.key === asked.id);
    if (read?.state !== 'answered') return undefined;
    const chosen = read.selected[0];
    const text = read.custom ?? (read.selected.length === 0 ? read.text : undefined);
    if (text !== undefined) answers.push({ type: 'response', args: text });
    else if (chosen === DECISIONS.accept) answers.push({ type: 'accept', args: null });
    else if (chosen === DECISIONS.ignore) answers.push({ type: 'ignore', args: null });
    else if (chosen === DECISIONS.edit)
      answers.push({
        type: 'edit',
        args: { action: asked.name, args: editedArgs(asked, normalized, reading) },
      });
    else return undefined;
  }
  return input.list ? answers : answers[0];
}

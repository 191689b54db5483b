/**
 * `ask-user-kit/adapters/strands` — Strands Agents (`@strands-agents/sdk`): a tool or a hook that
 * needs a person calls `interrupt({ name, reason })`; the agent stops with
 * `stopReason: "interrupt"` and lists them in `result.interrupts`, and resumes with
 * `agent.invoke([{ interruptResponse: { interruptId, response } }])`. An interrupt about a tool
 * call (its reason names the tool or its input, or Strands' own human-in-the-loop) is an approval;
 * any other asks its reason as a question. Imports nothing from Strands.
 *
 * @packageDocumentation
 */
import {
  type ApprovalRequest,
  approvalQuestion,
  approvalReply,
  decidedAnswers,
} from '../../core/record/approval.js';
import { interruptQuestion } from '../../core/record/form-questions.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { jsonOrValue } from '../../core/utils/partial-json.js';
import { field, isDict, isList, listItems, setOwn, stringField, total } from '../../core/utils/read.js';

/** The name Strands' own `HumanInTheLoop` intervention interrupts with. */
export const HUMAN_IN_THE_LOOP = 'strands:human-in-the-loop';

/** A JSON value: what Strands carries as an interrupt's response. */
export type StrandsJsonValue =
  string | number | boolean | null | StrandsJsonValue[] | { [key: string]: StrandsJsonValue };

/** One answer, as `agent.invoke` takes it. */
export interface StrandsInterruptResponse {
  readonly interruptResponse: { readonly interruptId: string; readonly response: StrandsJsonValue };
}

/**
 * How `HumanInTheLoop` words its interrupt: `Approve "<tool>"?`, with its classifier's reason
 * after a dash where one ran, then the call's input as JSON.
 */
const HUMAN_IN_THE_LOOP_PROMPT = /^Approve "([^"\n]+)"(?: — ([\s\S]*?))?\?\n\s*Input: ([\s\S]*)$/;

/** What the host knows beside the interrupts. */
export interface StrandsOptions {
  /**
   * Which interrupts are approvals and which ask, by interrupt name, where the reason does not
   * say (a reason that names a tool or carries its input is an approval).
   */
  readonly kinds?: Readonly<Record<string, 'question' | 'approval'>>;
}

/** What was sent, when the host knows it. */
export interface StrandsRecordOptions extends StrandsOptions {
  /** The responses `toRuntimeAnswer` wrote and the agent was invoked with. */
  readonly response?: unknown;
}

interface Asked {
  readonly id: string;
  readonly name: string;
  readonly question: Record<string, unknown>;
  readonly approval?: ApprovalRequest;
}

function isInterrupt(value: unknown): boolean {
  return typeof field(value, 'id') === 'string' && typeof field(value, 'name') === 'string';
}

/** The interrupts a value holds: a result, its `interrupts` (also as `toString()` JSON), or one. */
function interruptsOf(value: unknown): unknown[] {
  const parsed = jsonOrValue(value);
  if (isList(parsed)) return listItems(parsed, 100).items.filter(isInterrupt);
  if (isList(field(parsed, 'interrupts'))) return interruptsOf(field(parsed, 'interrupts'));
  return isInterrupt(parsed) && field(parsed, 'source') !== undefined ? [parsed] : [];
}

function askedOf(interrupt: unknown, options: StrandsOptions): Asked {
  const id = stringField(interrupt, 'id') ?? '';
  const name = stringField(interrupt, 'name') ?? '';
  const reason = field(interrupt, 'reason');
  const text =
    typeof reason === 'string' ? reason : (stringField(reason, 'message') ?? stringField(reason, 'question'));
  const aboutTool =
    isDict(reason) && ['tool', 'toolName', 'input', 'args'].some((key) => field(reason, key) !== undefined);
  const kind = options.kinds?.[name] ?? (name === HUMAN_IN_THE_LOOP || aboutTool ? 'approval' : 'question');
  if (kind === 'approval') {
    // HumanInTheLoop names the tool only in its prompt: the card names the tool, not the intervention.
    const prompt =
      name === HUMAN_IN_THE_LOOP && text !== undefined ? HUMAN_IN_THE_LOOP_PROMPT.exec(text) : null;
    const why = prompt ? prompt[2] : text;
    const approval: ApprovalRequest = {
      id,
      toolName: prompt?.[1] ?? stringField(reason, 'tool') ?? stringField(reason, 'toolName') ?? name,
      ...(why ? { reason: why } : {}),
      args: prompt ? jsonOrValue(prompt[3]) : (field(reason, 'input') ?? field(reason, 'args')),
      decisions: ['allow', 'deny'],
      // Strands' own intervention takes yes or no: a note would have nowhere to go.
      note: name !== HUMAN_IN_THE_LOOP,
    };
    return { id, name, question: approvalQuestion(approval), approval };
  }
  return { id, name, question: interruptQuestion(id, name, text, reason) };
}

function askedFrom(value: unknown, options: StrandsOptions): Asked[] {
  return interruptsOf(value).map((interrupt) => askedOf(interrupt, options));
}

/**
 * Strands interrupts → the kit's record: `result` (an `AgentResult` with `interrupts`), the
 * interrupts themselves, or `result.toString()`. Each about a tool call is an approval (the
 * reason's `message` as why, its `input` shown); any other asks its reason (with its `options` /
 * `choices`, if any). Pending, or — given the responses you sent — each answer.
 */
export function toRecord(value: unknown, options: StrandsRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      const asked = askedFrom(value, options);
      if (asked.length === 0) return undefined;
      const input = { questions: asked.map((item) => item.question) };
      if (options.response === undefined) return { input, state: 'pending' };
      const sent = listItems(options.response, 100).items.map((item) => field(item, 'interruptResponse'));
      const output = { answers: {}, annotations: {} };
      for (const item of asked) {
        const answer = sent.find((candidate) => stringField(candidate, 'interruptId') === item.id);
        if (answer === undefined) continue;
        const response = field(answer, 'response');
        if (item.approval) {
          const approved = typeof response === 'boolean' ? response : field(response, 'approve') === true;
          decidedAnswers(item.approval, approved ? 'allow' : 'deny', stringField(response, 'reason'), output);
        } else if (typeof response === 'string') setOwn(output.answers, item.id, response);
      }
      return { input, state: 'answered', output };
    },
    () => undefined,
  );
}

/**
 * The kit's response → what `agent.invoke` resumes with: one `{ interruptResponse: { interruptId,
 * response } }` per interrupt. An approval's response is `{ approve: true }` or `{ approve: false,
 * reason? }` (the note as the reason your hook passes on, e.g. as `event.cancel`) — for Strands'
 * own `HumanInTheLoop`, `true` or `false`; a question's is the answer's text. Decline and Dismiss
 * deny every approval. `undefined` when an interrupt is left unanswered (Strands resumes only
 * with them all), a question is refused, or nothing is interrupted.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
  options: StrandsOptions = {},
): StrandsInterruptResponse[] | undefined {
  return total(
    () => {
      const asked = askedFrom(value, options);
      if (asked.length === 0) return undefined;
      const reply = approvalReply(
        given,
        asked.map((item) => item.question),
      );
      const answers: StrandsInterruptResponse[] = [];
      for (const item of asked) {
        const respond = (value: StrandsJsonValue) =>
          answers.push({ interruptResponse: { interruptId: item.id, response: value } });
        if (item.approval) {
          const decided = reply.decide(item.approval);
          if (!decided) return undefined;
          const approved = decided.decision !== 'deny';
          if (item.name === HUMAN_IN_THE_LOOP) respond(approved);
          else
            respond(
              approved
                ? { approve: true }
                : { approve: false, ...(decided.note ? { reason: decided.note } : {}) },
            );
          continue;
        }
        const read = reply.accepted?.reading.questions.find((question) => question.key === item.id);
        if (read?.state !== 'answered' || read.text === undefined) return undefined;
        respond(read.text);
      }
      return answers;
    },
    () => undefined,
  );
}

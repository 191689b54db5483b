'use client';
/**
 * `ask-user-kit/adapters/copilotkit` — CopilotKit's human in the loop (`@copilotkit/react-core`):
 * `useHumanInTheLoop({ name, parameters, render })` renders a frontend tool the agent calls and
 * waits for `respond(value)`, whose value becomes the tool's result. A tool whose arguments are
 * questions (the kit's contract as its `parameters`) shows them as the card; any other tool is an
 * approval of its call, Allow or Deny with a note. `AskUserHumanInTheLoop` is a `render` that
 * does both. Imports nothing from CopilotKit: its render props are declared structurally, so the
 * component fits the v2 and v1 hooks without a cast. AG-UI interrupts that reach CopilotKit
 * (`useInterrupt`) are read by `ask-user-kit/adapters/ag-ui`.
 *
 * @packageDocumentation
 */
import type { ReactElement } from 'react';
import { AskUserQuestion, type AskUserQuestionProps } from '../../components/card/ask-user-question.js';
import { readResponse } from '../../core/draft/read-response.js';
import { asAskUserInput } from '../../core/record/as-input.js';
import {
  type ApprovalRequest,
  approvalQuestion,
  approvalReply,
  decidedAnswers,
} from '../../core/record/approval.js';
import { holdsQuestions, isAskUserToolName } from '../../core/record/tool-names.js';
import { kitRefusal, refusalFor } from '../../core/text/refusal.js';
import { createToolOutput } from '../../core/text/tool-output.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { parsePartialJson } from '../../core/utils/partial-json.js';
import { field, isDict, stringField, total } from '../../core/utils/read.js';

/**
 * The render props of `useHumanInTheLoop` (v2, and v1's `renderAndWaitForResponse`): the tool's
 * name and description, its arguments (partial while they stream in), where it stands, and —
 * while it waits — `respond`; once complete, `result` (the text the value became).
 */
export interface HumanInTheLoopProps {
  /** The tool's name (v1 leaves it out once the call is complete). */
  readonly name?: string;
  readonly description?: string;
  readonly args: unknown;
  /** `"inProgress"` (arguments streaming), `"executing"` (waiting for `respond`), `"complete"`. */
  readonly status: string;
  readonly respond?: ((result: unknown) => unknown) | undefined;
  readonly result?: unknown;
  readonly toolCallId?: string;
}

/** What the tool's result is: the kit's answers or refusal for questions, a decision for an approval. */
export type HumanInTheLoopResult =
  | ReturnType<typeof createToolOutput>
  | { readonly action: 'decline' | 'cancel'; readonly message: string }
  | { readonly approved: boolean; readonly reason?: string };

/** What was answered, when the host knows it. */
export interface CopilotKitRecordOptions {
  /** The value `toRuntimeAnswer` wrote and `respond` sent, for props that have no `result` yet. */
  readonly response?: unknown;
}

/**
 * Whether the tool asks questions: its arguments hold them, or its name is an ask-the-user
 * tool's (whose questions may not have streamed in yet) — never an approval of asking.
 */
function asksQuestions(props: unknown): boolean {
  return holdsQuestions(field(props, 'args')) || isAskUserToolName(stringField(props, 'name'));
}

function isProps(value: unknown): boolean {
  const status = field(value, 'status');
  return (
    (status === 'inProgress' || status === 'executing' || status === 'complete') &&
    field(value, 'args') !== undefined
  );
}

const approvalOf = (props: unknown): ApprovalRequest => ({
  id: stringField(props, 'toolCallId') ?? stringField(props, 'name') ?? 'approval',
  toolName: stringField(props, 'name') ?? 'the tool',
  reason: stringField(props, 'description'),
  args: field(props, 'args'),
  decisions: ['allow', 'deny'],
});

/** The tool's result as sent: CopilotKit passes a string as it is and JSON-encodes anything else. */
function resultValue(result: unknown): unknown {
  if (typeof result !== 'string') return result;
  const parsed = parsePartialJson(result.trim());
  return parsed.complete && isDict(parsed.value) ? parsed.value : result;
}

/**
 * `useHumanInTheLoop` render props → the kit's record: questions in the arguments are the card
 * (streaming while `inProgress`); any other tool is an approval of its call. `complete` reads the
 * `result` back (answers, a refusal, or the decision). `undefined` for anything else.
 */
export function toRecord(props: unknown, options: CopilotKitRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      if (!isProps(props)) return undefined;
      const args = field(props, 'args');
      const asks = asksQuestions(props);
      const approval = approvalOf(props);
      const input = asks ? args : { questions: [approvalQuestion(approval)] };
      const status = field(props, 'status');
      const result = resultValue(field(props, 'result') ?? options.response);
      if (result === undefined) return { input, state: status === 'inProgress' ? 'streaming' : 'pending' };
      if (!asks) {
        const approved = field(result, 'approved');
        if (typeof approved !== 'boolean') return { input, state: 'error', raw: { result } };
        const output = { answers: {}, annotations: {} };
        decidedAnswers(approval, approved ? 'allow' : 'deny', stringField(result, 'reason'), output);
        return { input, state: 'answered', output };
      }
      const refused = kitRefusal(stringField(result, 'message'));
      if (field(result, 'action') !== undefined && field(result, 'action') !== 'accept' && refused)
        return { input, state: refused, raw: { result } };
      return {
        input,
        state: 'answered',
        output: result,
        ...(isDict(field(result, 'display')) ? { display: field(result, 'display') } : {}),
      };
    },
    () => undefined,
  );
}

/**
 * The kit's response → the value for `respond()`: for questions the kit's tool output (answers,
 * annotations, the model's text, the display payload), or `{ action, message }` for a decline or a
 * dismissal; for an approval `{ approved, reason? }` — Deny, Decline and Dismiss deny, with the
 * note or the kit's refusal text as the reason. `undefined` when an approval was left undecided,
 * or for anything `toRecord` does not read.
 */
export function toRuntimeAnswer(given: AskUserResponse, props: unknown): HumanInTheLoopResult | undefined {
  return total(
    () => {
      if (!isProps(props)) return undefined;
      const args = field(props, 'args');
      const response = readResponse(given);
      if (asksQuestions(props)) {
        if (response.action !== 'accept') return { action: response.action, message: refusalFor(response) };
        return createToolOutput(args, response.content, response.selections);
      }
      const approval = approvalOf(props);
      const decided = approvalReply(given, [approvalQuestion(approval)]).decide(approval);
      if (!decided) return undefined;
      return decided.decision === 'deny'
        ? { approved: false, ...(decided.note ? { reason: decided.note } : {}) }
        : { approved: true };
    },
    () => undefined,
  );
}

/** The card's own props a render may set (layout, locale, messages, class names, …). */
export type HumanInTheLoopCardProps = Omit<
  AskUserQuestionProps,
  'input' | 'record' | 'status' | 'onSubmit' | 'onDecline' | 'onCancel'
>;

/**
 * A `render` for `useHumanInTheLoop` with the card's props of your choice: the card while the
 * tool waits (locked while its arguments stream in), answered through `respond`; its summary once
 * complete.
 *
 * @example
 * useHumanInTheLoop({ name: 'askUserQuestion', parameters, render: createAskUserHumanInTheLoop({ layout: 'steps' }) });
 */
export function createAskUserHumanInTheLoop(
  cardProps: HumanInTheLoopCardProps = {},
): (props: HumanInTheLoopProps) => ReactElement {
  function AskUserHumanInTheLoopRender(props: HumanInTheLoopProps): ReactElement {
    const record = toRecord(props) ?? { input: props.args, state: 'pending' };
    const open = record.state === 'pending' || record.state === 'streaming';
    if (!open) return <AskUserQuestion {...cardProps} record={record} />;
    const answer = async (response: AskUserResponse) => {
      const value = toRuntimeAnswer(response, props);
      if (value === undefined) throw new Error('Choose Allow or Deny.');
      if (!props.respond) throw new Error('This tool call no longer waits for an answer.');
      await props.respond(value);
    };
    // An approval needs a decision: skipping it all would send nothing CopilotKit could take.
    const actions = asksQuestions(props) ? cardProps.actions : { ...cardProps.actions, skipAll: false };
    return (
      <AskUserQuestion
        {...cardProps}
        {...(actions ? { actions } : {})}
        input={asAskUserInput(record.input)}
        status={props.status === 'executing' ? 'pending' : 'streaming'}
        onSubmit={answer}
        onDecline={answer}
        onCancel={answer}
      />
    );
  }
  return AskUserHumanInTheLoopRender;
}

/** The `render` for `useHumanInTheLoop` with the card's defaults. */
export const AskUserHumanInTheLoop = createAskUserHumanInTheLoop();

/**
 * A request to run a tool, as every runtime that asks a person for approval puts it (AI SDK
 * approvals, AG-UI tool calls, LangChain's middleware, the agent frameworks), as one question of
 * the card: the decisions the request allows as its options, the tool's name, why it asks and
 * the call's arguments as text, and a note that travels as the reason of a denial. Every adapter
 * builds and reads its approvals here, so an approval is the same card whatever asked.
 */
import { readAccepted } from '../answers/read-answers.js';
import { readResponse } from '../draft/read-response.js';
import { refusalFor } from '../text/refusal.js';
import type { AnswerReading, ApprovalDecision, AskUserResponse } from '../types.js';
import { describeToolCall } from '../text/tool-call-text.js';
import { setOwn } from '../utils/read.js';
import { shortHeader } from './form-questions.js';

export type { ApprovalDecision } from '../types.js';

/** The words of an approval question (English by default). */
export interface ApprovalWords {
  /** The question, given the tool's name. */
  readonly question: (toolName: string) => string;
  /** Allow, where it is the only way to allow. */
  readonly allow: string;
  /** Allow, beside "always allow". */
  readonly allowOnce: string;
  readonly always: string;
  readonly edit: string;
  readonly deny: string;
  readonly allowDescription: string;
  readonly alwaysDescription: string;
  readonly editDescription: string;
  /** Deny, where the request takes a reason. */
  readonly denyDescription: string;
  /** Deny, where the request has no room for a reason. */
  readonly denyWithoutReasonDescription: string;
}

/** The kit's English words for approvals. */
export const APPROVAL_WORDS: ApprovalWords = {
  question: (toolName) => `Allow ${toolName} to run?`,
  allow: 'Allow',
  allowOnce: 'Allow once',
  always: 'Always allow',
  edit: 'Edit',
  deny: 'Deny',
  allowDescription: 'Run it with the arguments shown.',
  alwaysDescription: 'Run it, and do not ask again for this tool.',
  editDescription: 'Run it with the arguments you set below.',
  denyDescription: 'Do not run it; your note is the reason.',
  denyWithoutReasonDescription: 'Do not run it.',
};

/** One tool call that waits for a person's decision. */
export interface ApprovalRequest {
  /** The card's question id. */
  readonly id: string;
  /** The tool's name. */
  readonly toolName: string;
  /** Why the runtime asks, in its words. */
  readonly reason?: string;
  /** The call's arguments: shown as text, never run. */
  readonly args?: unknown;
  /**
   * The decisions the request allows, in the order shown (default: allow, deny). An empty list
   * offers none: the card then has nothing to send (a runtime that only takes edits without a
   * schema to edit by).
   */
  readonly decisions?: readonly ApprovalDecision[];
  /** The question (default: the words' question for the tool). */
  readonly question?: string;
  /** `false` where the runtime has no room for a reason: the card then offers no note. */
  readonly note?: boolean;
  /** Your words, e.g. in the user's language. */
  readonly words?: Partial<ApprovalWords>;
}

const DEFAULT_DECISIONS: readonly ApprovalDecision[] = ['allow', 'deny'];

function wordsOf(request: ApprovalRequest): ApprovalWords {
  return request.words ? { ...APPROVAL_WORDS, ...request.words } : APPROVAL_WORDS;
}

/** The decisions offered: the request's own — none, where the runtime allows none the card can make. */
function decisionsOf(request: ApprovalRequest): readonly ApprovalDecision[] {
  return request.decisions ?? DEFAULT_DECISIONS;
}

/** The option label of each decision the request offers. */
export function approvalLabels(request: ApprovalRequest): Partial<Record<ApprovalDecision, string>> {
  const words = wordsOf(request);
  const decisions = decisionsOf(request);
  const labels: Partial<Record<ApprovalDecision, string>> = {};
  for (const decision of decisions) {
    if (decision === 'allow') labels.allow = decisions.includes('always') ? words.allowOnce : words.allow;
    else labels[decision] = words[decision];
  }
  return labels;
}

/**
 * The card's question for an approval: single-select, one option per decision offered, no
 * free text (a runtime takes a decision, not words), required (silence never approves), and
 * a note only where the denial can carry it.
 */
export function approvalQuestion(request: ApprovalRequest): Record<string, unknown> {
  const words = wordsOf(request);
  const labels = approvalLabels(request);
  const description = describeToolCall(request.reason, request.args);
  const args = describeToolCall(undefined, request.args);
  const descriptions: Record<ApprovalDecision, string> = {
    allow: words.allowDescription,
    always: words.alwaysDescription,
    edit: words.editDescription,
    deny: request.note === false ? words.denyWithoutReasonDescription : words.denyDescription,
  };
  return {
    id: request.id,
    // The tool's name as the chip where it fits the card's 12 characters; the question names it.
    header: shortHeader(request.toolName) ?? 'Approval',
    question: request.question ?? words.question(request.toolName),
    ...(description ? { description } : {}),
    multiSelect: false,
    allowCustom: false,
    required: true,
    ...(request.note === false ? { allowNotes: false } : {}),
    // What the card's approval layout shows; the description says the same for other readers.
    approval: {
      tool: request.toolName,
      ...(request.reason ? { reason: request.reason } : {}),
      ...(args ? { arguments: args } : {}),
      decisions: decisionsOf(request),
    },
    options: decisionsOf(request).map((decision) => ({
      label: labels[decision],
      description: descriptions[decision],
    })),
  };
}

/** A person's decision on one approval, with the note they gave as its reason. */
export interface ApprovalAnswer {
  readonly decision: ApprovalDecision;
  readonly note?: string;
}

/**
 * The decision a reading holds for an approval's question; `undefined` when the question was
 * skipped or answered with anything but one of its decisions.
 */
export function approvalAnswer(reading: AnswerReading, request: ApprovalRequest): ApprovalAnswer | undefined {
  const read = reading.questions.find((question) => question.key === request.id);
  if (read?.state !== 'answered' || read.selected.length !== 1 || read.custom !== undefined) return undefined;
  const labels = approvalLabels(request);
  const decision = (Object.keys(labels) as ApprovalDecision[]).find(
    (candidate) => labels[candidate] === read.selected[0],
  );
  if (decision === undefined) return undefined;
  const note = read.notes?.trim();
  return note ? { decision, note } : { decision };
}

/**
 * A decision as the card's answer, for a record of a decided approval: the decision's label
 * under the question's id, and the reason as its note. A decision the request does not offer
 * reads as the nearest one it does (an "always" where only allow is offered is an allow).
 */
export function decidedAnswers(
  request: ApprovalRequest,
  decision: ApprovalDecision,
  reason: string | undefined,
  into: { answers: Record<string, string | string[]>; annotations: Record<string, { notes: string }> },
): void {
  const labels = approvalLabels(request);
  const label = labels[decision] ?? (decision === 'deny' ? undefined : labels.allow);
  if (label === undefined) return;
  setOwn(into.answers, request.id, label);
  const note = reason?.trim();
  if (note && request.note !== false) setOwn(into.annotations, request.id, { notes: note });
}

const DENIED = 'The user denied this tool call.';
const BECAUSE = ' Reason: ';

/**
 * What the model reads for a denied call where the runtime has no denial of its own (it takes a
 * tool output instead): the kit's words, and the user's note as the reason.
 */
export function deniedText(note: string | undefined): string {
  return note ? `${DENIED}${BECAUSE}${note}` : DENIED;
}

/** The note a {@link deniedText} carries, read back. */
export function readDeniedText(text: string | undefined): string | undefined {
  if (text === undefined || !text.startsWith(DENIED)) return text;
  const rest = text.slice(DENIED.length);
  return rest.startsWith(BECAUSE) ? rest.slice(BECAUSE.length) : undefined;
}

/** A response read against a card of approvals (and questions): what each decides. */
export interface ApprovalReply {
  /** The accepted answers, read against the card's questions; `undefined` for a refusal. */
  readonly accepted?: ReturnType<typeof readAccepted>;
  /**
   * The decision on one approval: a decline or a dismissal denies, with the kit's refusal text
   * as the reason; an accept decides as its answer does; `undefined` while the answer leaves the
   * approval open — silence never decides.
   */
  decide(request: ApprovalRequest): ApprovalAnswer | undefined;
}

/** Reads the kit's response against the card's questions, once, for every approval on it. */
export function approvalReply(given: AskUserResponse, questions: readonly unknown[]): ApprovalReply {
  const response = readResponse(given);
  if (response.action !== 'accept') {
    const note = refusalFor(response);
    return { decide: () => ({ decision: 'deny', note }) };
  }
  const accepted = readAccepted({ questions }, response.content);
  return { accepted, decide: (request) => approvalAnswer(accepted.reading, request) };
}

/**
 * `ask-user-kit/adapters/ag-ui` — AG-UI interrupts. A run that ends with `RUN_FINISHED` and
 * `outcome: { type: "interrupt", interrupts }` waits for a person; the kit shows every open
 * interrupt in one card and answers with the next run's `resume` entries, one per interrupt.
 *
 * An interrupt with a `responseSchema` is a form (its properties are questions, as MCP forms
 * are); a tool-call interrupt without one is Approve / Deny, answered `{ approved }`; any other
 * interrupt is a free-text question answered with the text. `expiresAt` is the record's
 * auto-resolution deadline, so the card counts down to it.
 *
 * @packageDocumentation
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isDict, keysOf, listItems, setOwn, stringField, total } from '../../core/utils/read.js';
import { formAnswers, formContent } from '../../core/record/form-questions.js';
import { approvalAnswer, decidedAnswers } from '../../core/record/approval.js';
import {
  APPROVAL_WORDS,
  type AgUiCardOptions,
  type AgUiInterrupt,
  type AgUiResumeEntry,
  type Open,
  cardOf,
  deadlineOf,
  interruptsOf,
} from './card.js';

export {
  type AgUiCardOptions,
  type AgUiInterrupt,
  type AgUiResumeEntry,
  type AgUiToolCall,
  interruptsOf,
} from './card.js';

/** Options of {@link toRuntimeAnswer}. */
export interface AgUiAnswerOptions extends AgUiCardOptions {
  /** The time to judge `expiresAt` against (epoch milliseconds; default now). */
  readonly now?: number;
}

/** What the interrupts were answered with, when the host knows it. */
export interface AgUiRecordOptions extends AgUiCardOptions {
  /**
   * The `resume` entries of the run that continued (its `RunAgentInput.resume`: what
   * `toRuntimeAnswer` wrote).
   */
  readonly response?: readonly AgUiResumeEntry[];
}

/** The answer text of a confirmation or a free-text interrupt's payload. */
function answerText(open: Open, payload: unknown): string | undefined {
  if (open.kind === 'confirm')
    return payload === true ? APPROVAL_WORDS.yes : payload === false ? APPROVAL_WORDS.no : undefined;
  if (typeof payload === 'string') return payload;
  return undefined;
}

/**
 * A `RUN_FINISHED` interrupt event (or its outcome, or its interrupts) → the kit's record:
 * pending until the host passes the next run's `resume` entries, then answered with what they
 * say. Entries that are all cancelled read as dismissed; an interrupt past its `expiresAt` with
 * no answer stays pending, and its countdown shows it is due. `undefined` when nothing is open.
 */
export function toRecord(value: unknown, options: AgUiRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => readRecord(value, options),
    () => undefined,
  );
}

function readRecord(value: unknown, options: AgUiRecordOptions): AskUserRecord | undefined {
  const interrupts = interruptsOf(value);
  if (interrupts.length === 0) return undefined;
  const { input, opens } = cardOf(interrupts, options);
  const deadline = deadlineOf(interrupts);
  const base = { input, ...(deadline !== undefined ? { autoResolution: { deadline } } : {}) };
  const resume = listItems(options.response, 20).items;
  if (resume.length === 0) return { ...base, state: 'pending' };
  const entryFor = (id: string) => resume.find((entry) => stringField(entry, 'interruptId') === id);
  if (opens.every((open) => field(entryFor(open.interrupt.id), 'status') !== 'resolved'))
    return { input, state: 'cancelled' };
  const answers: Record<string, string | string[]> = {};
  const annotations: Record<string, { notes: string }> = {};
  for (const open of opens) {
    const entry = entryFor(open.interrupt.id);
    if (field(entry, 'status') !== 'resolved') continue;
    const payload = field(entry, 'payload');
    if (open.kind === 'form') {
      formAnswers(open.fields, payload, answers);
      continue;
    }
    if (open.kind === 'approval' && open.approval) {
      const decided = field(payload, 'approved') ?? field(payload, 'accepted');
      if (typeof decided !== 'boolean') continue;
      const edited = decided && open.edit && isDict(field(payload, 'editedArgs'));
      decidedAnswers(
        open.approval,
        edited ? 'edit' : decided ? 'allow' : 'deny',
        stringField(payload, 'reason'),
        {
          answers,
          annotations,
        },
      );
      if (edited) formAnswers(open.edit!.fields, field(payload, 'editedArgs'), answers);
      continue;
    }
    const text = answerText(open, payload);
    if (text !== undefined) setOwn(answers, open.id, text);
  }
  return {
    input,
    state: 'answered',
    output: { answers, ...(keysOf(annotations, 20).length > 0 ? { annotations } : {}) },
  };
}

/**
 * The kit's response → the resuming run's `resume`: one entry per open interrupt, in order.
 * A form's payload holds the answered fields typed by its schema; an approval's decides with
 * the boolean its schema names (`{ approved }`, or `{ accepted }` for Microsoft Agent
 * Framework), with the note as `reason` where the schema has room, and `editedArgs` for Edit;
 * an approval left unanswered is cancelled, never approved; a text interrupt's payload is the
 * text. Dismiss cancels every interrupt; Decline denies every approval and cancels the rest. An
 * interrupt past its `expiresAt` (judged at `options.now`, default now) is cancelled, as AG-UI
 * requires. `undefined` for a value with no open interrupt.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
  options: AgUiAnswerOptions = {},
): AgUiResumeEntry[] | undefined {
  return total(
    () => {
      const now = options.now ?? Date.now();
      // AG-UI: an interrupt past its expiry may only be covered as cancelled.
      const interrupts = interruptsOf(value);
      if (interrupts.length === 0) return undefined;
      const expiries = new Map(interrupts.map((item) => [item.id, item.expiresAt]));
      return resumeEntries(given, interrupts, options).map((entry): AgUiResumeEntry => {
        const expiresAt = expiries.get(entry.interruptId);
        return expiresAt !== undefined && Date.parse(expiresAt) <= now
          ? { interruptId: entry.interruptId, status: 'cancelled' }
          : entry;
      });
    },
    () => undefined,
  );
}

/** An approval's payload: its deciding boolean, and the reason where the schema has room. */
function decision(open: Open, approved: boolean, reason: string | undefined): Record<string, unknown> {
  const payload: Record<string, unknown> = { [open.decideWith ?? 'approved']: approved };
  if (reason && open.approval?.note !== false) payload.reason = reason;
  return payload;
}

function resumeEntries(
  given: AskUserResponse,
  interrupts: readonly AgUiInterrupt[],
  options: AgUiCardOptions,
): AgUiResumeEntry[] {
  const { input, opens } = cardOf(interrupts, options);
  const response = readResponse(given);
  const resolved = (open: Open, payload: unknown): AgUiResumeEntry => ({
    interruptId: open.interrupt.id,
    status: 'resolved',
    payload,
  });
  const cancelled = (open: Open): AgUiResumeEntry => ({
    interruptId: open.interrupt.id,
    status: 'cancelled',
  });
  if (response.action !== 'accept') {
    return opens.map((open) =>
      response.action === 'decline' && open.kind === 'approval'
        ? resolved(open, decision(open, false, response.reason))
        : cancelled(open),
    );
  }
  const { normalized, reading } = readAccepted(input, response.content);
  return opens.map((open): AgUiResumeEntry => {
    if (open.kind === 'form') {
      const payload = formContent(open.fields, open.interrupt.responseSchema, normalized, reading);
      return keysOf(payload, 100).length > 0 ? resolved(open, payload) : cancelled(open);
    }
    if (open.kind === 'approval') {
      const decided = open.approval ? approvalAnswer(reading, open.approval) : undefined;
      if (!decided) return cancelled(open);
      if (decided.decision === 'edit' && open.edit)
        // AG-UI's editedArgs replaces the arguments whole: the proposed ones with the user's edits.
        return resolved(open, {
          ...decision(open, true, decided.note),
          editedArgs: open.edit.edited(normalized, reading),
        });
      return resolved(open, decision(open, decided.decision !== 'deny', decided.note));
    }
    const read = reading.questions.find((question) => question.key === open.id);
    if (read?.state !== 'answered') return cancelled(open);
    if (open.kind === 'text') return resolved(open, read.custom ?? read.text);
    return resolved(open, read.selected[0] === APPROVAL_WORDS.yes);
  });
}

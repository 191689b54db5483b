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
  APPROVAL_WORDS,
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
  /** The `resume` entries of the run that continued (its `RunAgentInput.resume`). */
  readonly resume?: readonly AgUiResumeEntry[];
}

/** The answer text of an approval, a confirmation or a free-text interrupt's payload. */
function answerText(open: Open, payload: unknown): string | undefined {
  if (open.kind === 'approval') {
    const approved = field(payload, 'approved');
    if (approved === true && open.edit && isDict(field(payload, 'editedArgs'))) return APPROVAL_WORDS.edit;
    return approved === true ? APPROVAL_WORDS.approve : approved === false ? APPROVAL_WORDS.deny : undefined;
  }
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
  const resume = listItems(options.resume, 20).items;
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
    const { id } = open;
    const text = answerText(open, payload);
    if (text !== undefined) setOwn(answers, id, text);
    if (text === APPROVAL_WORDS.edit && open.edit)
      formAnswers(open.edit.fields, field(payload, 'editedArgs'), answers);
    const reason = stringField(payload, 'reason')?.trim();
    if (open.kind === 'approval' && reason) setOwn(annotations, id, { notes: reason });
  }
  return {
    input,
    state: 'answered',
    output: { answers, ...(keysOf(annotations, 20).length > 0 ? { annotations } : {}) },
  };
}

/**
 * The kit's response → the resuming run's `resume`: one entry per open interrupt, in order.
 * A form's payload holds the answered fields typed by its schema; an approval's is
 * `{ approved }` (with the note as `reason`), and an approval left unanswered is cancelled,
 * never approved; a text interrupt's payload is the text. Dismiss cancels every interrupt;
 * Decline denies every approval and cancels the rest. An interrupt past its `expiresAt` (judged
 * at `options.now`, default now) is cancelled, as AG-UI requires.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
  options: AgUiAnswerOptions = {},
): AgUiResumeEntry[] {
  return total(
    () => {
      const now = options.now ?? Date.now();
      // AG-UI: an interrupt past its expiry may only be covered as cancelled.
      const interrupts = interruptsOf(value);
      const expiries = new Map(interrupts.map((item) => [item.id, item.expiresAt]));
      return resumeEntries(given, interrupts, options).map((entry): AgUiResumeEntry => {
        const expiresAt = expiries.get(entry.interruptId);
        return expiresAt !== undefined && Date.parse(expiresAt) <= now
          ? { interruptId: entry.interruptId, status: 'cancelled' }
          : entry;
      });
    },
    () => [],
  );
}

function resumeEntries(
  given: AskUserResponse,
  interrupts: readonly AgUiInterrupt[],
  options: AgUiCardOptions,
): AgUiResumeEntry[] {
  const { input, opens } = cardOf(interrupts, options);
  const response = readResponse(given);
  if (response.action !== 'accept') {
    return opens.map(({ interrupt, kind }) =>
      response.action === 'decline' && kind === 'approval'
        ? {
            interruptId: interrupt.id,
            status: 'resolved',
            payload: { approved: false, ...(response.reason ? { reason: response.reason } : {}) },
          }
        : { interruptId: interrupt.id, status: 'cancelled' },
    );
  }
  const { normalized, reading } = readAccepted(input, response.content);
  return opens.map((open): AgUiResumeEntry => {
    const cancelled = { interruptId: open.interrupt.id, status: 'cancelled' as const };
    if (open.kind !== 'form') {
      const read = reading.questions.find((question) => question.key === open.id);
      if (read?.state !== 'answered') return cancelled;
      if (open.kind === 'text')
        return { interruptId: open.interrupt.id, status: 'resolved', payload: read.custom ?? read.text };
      if (open.kind === 'confirm')
        return {
          interruptId: open.interrupt.id,
          status: 'resolved',
          payload: read.selected[0] === APPROVAL_WORDS.yes,
        };
      const decided = read.selected[0];
      const reason = read.notes?.trim();
      const because = reason ? { reason } : {};
      const resolved = (payload: unknown): AgUiResumeEntry => ({
        interruptId: open.interrupt.id,
        status: 'resolved',
        payload,
      });
      if (decided === APPROVAL_WORDS.edit && open.edit) {
        // AG-UI's editedArgs replaces the arguments whole: the proposed ones with the user's edits.
        return resolved({ approved: true, editedArgs: open.edit.edited(normalized, reading), ...because });
      }
      if (decided !== APPROVAL_WORDS.approve && decided !== APPROVAL_WORDS.deny) return cancelled;
      return resolved({ approved: decided === APPROVAL_WORDS.approve, ...because });
    }
    const payload = formContent(open.fields, open.interrupt.responseSchema, normalized, reading);
    return keysOf(payload, 100).length > 0
      ? { interruptId: open.interrupt.id, status: 'resolved', payload }
      : cancelled;
  });
}

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
import { describeToolCall } from '../../core/text/tool-call-text.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import {
  field,
  isDict,
  isList,
  keysOf,
  listItems,
  setOwn,
  stringField,
  total,
} from '../../core/utils/read.js';
import { type FormField, formAnswers, formContent, formQuestions } from '../../core/record/form-questions.js';

/** One AG-UI interrupt (`@ag-ui/core`'s `Interrupt`): what a paused run waits for. */
export interface AgUiInterrupt {
  readonly id: string;
  readonly reason: string;
  readonly message?: string;
  readonly toolCallId?: string;
  readonly responseSchema?: Record<string, unknown>;
  readonly expiresAt?: string;
  readonly metadata?: Record<string, unknown>;
}

/** One answer on the resuming run (`@ag-ui/core`'s `ResumeEntry`). */
export interface AgUiResumeEntry {
  readonly interruptId: string;
  readonly status: 'resolved' | 'cancelled';
  readonly payload?: unknown;
}

/** The card's words for a tool-call approval (English by default). */
export const APPROVAL_WORDS = { approve: 'Approve', deny: 'Deny', yes: 'Yes', no: 'No' } as const;

/** The fields of AG-UI's tool-approval payload: a schema of only these is Approve / Deny. */
const APPROVAL_FIELDS = new Set(['approved', 'editedArgs', 'reason']);

type Kind = 'form' | 'approval' | 'confirm' | 'text';

interface Open {
  readonly interrupt: AgUiInterrupt;
  readonly kind: Kind;
  /** The card's questions for this interrupt, with the schema property each one answers. */
  readonly questions: readonly { readonly id: string; readonly property?: string }[];
}

function readInterrupt(value: unknown): AgUiInterrupt | undefined {
  const id = stringField(value, 'id');
  const reason = stringField(value, 'reason');
  if (id === undefined || reason === undefined) return undefined;
  const out: { -readonly [K in keyof AgUiInterrupt]?: AgUiInterrupt[K] } = { id, reason };
  for (const key of ['message', 'toolCallId', 'expiresAt'] as const) {
    const text = stringField(value, key);
    if (text !== undefined) out[key] = text;
  }
  const schema = field(value, 'responseSchema');
  if (isDict(schema)) out.responseSchema = schema;
  const metadata = field(value, 'metadata');
  if (isDict(metadata)) out.metadata = metadata;
  return out as AgUiInterrupt;
}

/**
 * The open interrupts of a `RUN_FINISHED` event, its `outcome`, or a list of interrupts; an
 * empty list for anything else (a finished or cancelled run asks nothing).
 */
export function interruptsOf(value: unknown): AgUiInterrupt[] {
  return total(
    () => readInterrupts(value),
    () => [],
  );
}

function readInterrupts(value: unknown): AgUiInterrupt[] {
  const outcome = isDict(field(value, 'outcome')) ? field(value, 'outcome') : value;
  const list = isList(outcome)
    ? outcome
    : field(outcome, 'type') === 'interrupt'
      ? field(outcome, 'interrupts')
      : undefined;
  // Beyond the card's questions, interrupts still get their (cancelled) resume entry.
  return listItems(list, 100)
    .items.map(readInterrupt)
    .filter((item): item is AgUiInterrupt => item !== undefined);
}

function formOf(interrupt: AgUiInterrupt, index: number) {
  return formQuestions(interrupt.message ?? '', interrupt.responseSchema, String(index), 'Input', true);
}

function kindOf(interrupt: AgUiInterrupt): Kind {
  const properties = keysOf(field(interrupt.responseSchema, 'properties'), 100);
  // AG-UI's approval convention belongs to tool_call interrupts (or a schema that asks `approved`).
  const approval = interrupt.reason === 'tool_call' || properties.includes('approved');
  if (interrupt.toolCallId !== undefined && approval && properties.every((name) => APPROVAL_FIELDS.has(name)))
    return 'approval';
  if (formOf(interrupt, 0).fields.length > 0) return 'form';
  return interrupt.reason === 'confirmation' ? 'confirm' : 'text';
}

/** The card's input for the open interrupts, and which question answers which interrupt. */
function cardOf(interrupts: readonly AgUiInterrupt[]) {
  const opens: Open[] = [];
  const questions: Record<string, unknown>[] = [];
  interrupts.forEach((interrupt, index) => {
    const kind = kindOf(interrupt);
    const header = kind === 'approval' ? 'Approval' : kind === 'confirm' ? 'Confirm' : 'Input';
    if (kind === 'form') {
      const form = formOf(interrupt, index);
      questions.push(...form.questions);
      opens.push({ interrupt, kind, questions: form.fields });
      return;
    }
    const id = String(index);
    const description = describeToolCall(
      undefined,
      field(interrupt.metadata, 'arguments') ?? field(interrupt.metadata, 'args'),
    );
    questions.push({
      id,
      header,
      question:
        interrupt.message ??
        (kind === 'approval' ? 'Allow this tool call?' : 'The agent needs your input to continue.'),
      ...(description ? { description } : {}),
      multiSelect: false,
      allowCustom: false,
      // Only an approval's payload has room for a note (its reason).
      ...(kind === 'approval' ? {} : { allowNotes: false }),
      options:
        kind === 'approval'
          ? [
              { label: APPROVAL_WORDS.approve, description: 'Let the agent run it.' },
              { label: APPROVAL_WORDS.deny, description: 'Do not run it; your note is the reason.' },
            ]
          : kind === 'confirm'
            ? [{ label: APPROVAL_WORDS.yes }, { label: APPROVAL_WORDS.no }]
            : [],
    });
    opens.push({ interrupt, kind, questions: [{ id }] });
  });
  return { input: { questions }, opens };
}

/** The earliest `expiresAt` that parses as a date, as the record's deadline. */
function deadlineOf(interrupts: readonly AgUiInterrupt[]): string | undefined {
  const times = interrupts
    .map((interrupt) => interrupt.expiresAt)
    .filter((text): text is string => text !== undefined && Number.isFinite(Date.parse(text)));
  return times.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

/** Options of {@link toRuntimeAnswer}. */
export interface AgUiAnswerOptions {
  /** The time to judge `expiresAt` against (epoch milliseconds; default now). */
  readonly now?: number;
}

/** What the interrupts were answered with, when the host knows it. */
export interface AgUiRecordOptions {
  /** The `resume` entries of the run that continued (its `RunAgentInput.resume`). */
  readonly resume?: readonly AgUiResumeEntry[];
}

/** The answer text of an approval, a confirmation or a free-text interrupt's payload. */
function answerText(open: Open, payload: unknown): string | undefined {
  if (open.kind === 'approval') {
    const approved = field(payload, 'approved');
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
  const { input, opens } = cardOf(interrupts);
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
      formAnswers(open.questions as FormField[], payload, answers);
      continue;
    }
    const id = open.questions[0]!.id;
    const text = answerText(open, payload);
    if (text !== undefined) setOwn(answers, id, text);
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
      const expiries = new Map(interruptsOf(value).map((item) => [item.id, item.expiresAt]));
      return resumeEntries(given, value).map((entry): AgUiResumeEntry => {
        const expiresAt = expiries.get(entry.interruptId);
        return expiresAt !== undefined && Date.parse(expiresAt) <= now
          ? { interruptId: entry.interruptId, status: 'cancelled' }
          : entry;
      });
    },
    () => [],
  );
}

function resumeEntries(given: AskUserResponse, value: unknown): AgUiResumeEntry[] {
  const interrupts = interruptsOf(value);
  const { input, opens } = cardOf(interrupts);
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
  const readingOf = (id: string) => ({
    question: normalized.questions.find((question) => question.key === id),
    read: reading.questions.find((question) => question.key === id),
  });
  return opens.map((open): AgUiResumeEntry => {
    const cancelled = { interruptId: open.interrupt.id, status: 'cancelled' as const };
    if (open.kind !== 'form') {
      const { read } = readingOf(open.questions[0]!.id);
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
      if (decided !== APPROVAL_WORDS.approve && decided !== APPROVAL_WORDS.deny) return cancelled;
      const reason = read.notes?.trim();
      return {
        interruptId: open.interrupt.id,
        status: 'resolved',
        payload: { approved: decided === APPROVAL_WORDS.approve, ...(reason ? { reason } : {}) },
      };
    }
    const fields = open.questions.flatMap(({ id, property }) =>
      property === undefined ? [] : [{ id, property }],
    );
    const payload = formContent(fields, open.interrupt.responseSchema, normalized, reading);
    return keysOf(payload, 100).length > 0
      ? { interruptId: open.interrupt.id, status: 'resolved', payload }
      : cancelled;
  });
}

/**
 * The AG-UI adapter's card: the open interrupts of a paused run as one card's questions, and
 * which question answers which interrupt.
 */
import { describeToolCall } from '../../core/text/tool-call-text.js';
import {
  type ArgumentEdit,
  type FormField,
  argumentEdit,
  formQuestions,
} from '../../core/record/form-questions.js';
import { field, isDict, isList, keysOf, listItems, stringField, total } from '../../core/utils/read.js';

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
export const APPROVAL_WORDS = {
  approve: 'Approve',
  edit: 'Edit',
  deny: 'Deny',
  yes: 'Yes',
  no: 'No',
} as const;

/** The fields of AG-UI's tool-approval payload: a schema of only these is Approve / Deny. */
const APPROVAL_FIELDS = new Set(['approved', 'editedArgs', 'reason']);

export type Kind = 'form' | 'approval' | 'confirm' | 'text';

export interface Open {
  readonly interrupt: AgUiInterrupt;
  readonly kind: Kind;
  /** The card's question for this interrupt (a form's: the prefix of its fields' ids). */
  readonly id: string;
  /** A form's fields: the question each schema property is asked by. */
  readonly fields: readonly FormField[];
  /** An approval that may edit the call's arguments. */
  readonly edit?: ArgumentEdit;
}

/** A tool call the host knows, by `toolCallId`: its arguments and their JSON Schema. */
export interface AgUiToolCall {
  readonly args?: unknown;
  readonly argsSchema?: unknown;
}

/** What the host knows beside the event (the same for reading and answering). */
export interface AgUiCardOptions {
  /**
   * Tool calls by id. An approval whose `responseSchema` offers `editedArgs` (AG-UI's
   * approve-with-edits) and whose call has an `argsSchema` here offers Edit: the arguments as
   * a form, prefilled with `args`.
   */
  readonly toolCalls?: Readonly<Record<string, AgUiToolCall>>;
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

function kindOf(interrupt: AgUiInterrupt, isForm: boolean): Kind {
  const properties = keysOf(field(interrupt.responseSchema, 'properties'), 100);
  // AG-UI's approval convention belongs to tool_call interrupts (or a schema that asks `approved`).
  const approval = interrupt.reason === 'tool_call' || properties.includes('approved');
  if (interrupt.toolCallId !== undefined && approval && properties.every((name) => APPROVAL_FIELDS.has(name)))
    return 'approval';
  if (isForm) return 'form';
  return interrupt.reason === 'confirmation' ? 'confirm' : 'text';
}

/** Approve-with-edits: the argument fields of an approval, where the host gave their schema. */
function editOf(interrupt: AgUiInterrupt, index: number, options: AgUiCardOptions) {
  const call =
    interrupt.toolCallId === undefined ? undefined : field(options.toolCalls, interrupt.toolCallId);
  const schema = field(call, 'argsSchema');
  if (field(field(interrupt.responseSchema, 'properties'), 'editedArgs') === undefined || !isDict(schema))
    return undefined;
  const args =
    field(call, 'args') ?? field(interrupt.metadata, 'arguments') ?? field(interrupt.metadata, 'args');
  return argumentEdit(schema, isDict(args) ? args : {}, String(index), APPROVAL_WORDS.edit);
}

/** The card's input for the open interrupts, and which question answers which interrupt. */
export function cardOf(interrupts: readonly AgUiInterrupt[], options: AgUiCardOptions = {}) {
  const opens: Open[] = [];
  const questions: Record<string, unknown>[] = [];
  interrupts.forEach((interrupt, index) => {
    const id = String(index);
    const form = formOf(interrupt, index);
    const kind = kindOf(interrupt, form.fields.length > 0);
    const header = kind === 'approval' ? 'Approval' : kind === 'confirm' ? 'Confirm' : 'Input';
    if (kind === 'form') {
      questions.push(...form.questions);
      opens.push({ interrupt, kind, id, fields: form.fields });
      return;
    }
    const editing = kind === 'approval' ? editOf(interrupt, index, options) : undefined;
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
              ...(editing
                ? [{ label: APPROVAL_WORDS.edit, description: 'Run it with the arguments you set below.' }]
                : []),
              { label: APPROVAL_WORDS.deny, description: 'Do not run it; your note is the reason.' },
            ]
          : kind === 'confirm'
            ? [{ label: APPROVAL_WORDS.yes }, { label: APPROVAL_WORDS.no }]
            : [],
    });
    if (editing) questions.push(...editing.questions);
    opens.push({ interrupt, kind, id, fields: [], ...(editing ? { edit: editing } : {}) });
  });
  return { input: { questions }, opens };
}

/** The earliest `expiresAt` that parses as a date, as the record's deadline. */
export function deadlineOf(interrupts: readonly AgUiInterrupt[]): string | undefined {
  const times = interrupts
    .map((interrupt) => interrupt.expiresAt)
    .filter((text): text is string => text !== undefined && Number.isFinite(Date.parse(text)));
  return times.sort((a, b) => Date.parse(a) - Date.parse(b))[0];
}

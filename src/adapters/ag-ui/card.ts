/**
 * The AG-UI adapter's card: the open interrupts of a paused run as one card's questions, and
 * which question answers which interrupt.
 */
import {
  APPROVAL_WORDS as APPROVAL,
  type ApprovalDecision,
  type ApprovalRequest,
  approvalQuestion,
} from '../../core/record/approval.js';
import { parsePartialJson } from '../../core/utils/partial-json.js';
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

/** The card's words for a tool-call approval (the kit's approval words) and a confirmation. */
export const APPROVAL_WORDS = {
  approve: APPROVAL.allow,
  edit: APPROVAL.edit,
  deny: APPROVAL.deny,
  yes: 'Yes',
  no: 'No',
} as const;

/**
 * The booleans a tool-approval payload decides with: AG-UI's `approved`, and `accepted` — what
 * Microsoft Agent Framework asks (newer versions list both, `accepted` as the legacy alias).
 */
const DECIDING = ['approved', 'accepted'] as const;
/** The other fields of AG-UI's approval payload. */
const PAYLOAD_FIELDS = new Set(['editedArgs', 'reason']);

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
  /** An approval's question. */
  readonly approval?: ApprovalRequest;
  /** The boolean an approval's payload decides with (`approved`, or Agent Framework's `accepted`). */
  readonly decideWith?: 'approved' | 'accepted';
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

/** The boolean an approval's schema decides with: `approved` where listed, else `accepted`. */
function decidingField(interrupt: AgUiInterrupt): 'approved' | 'accepted' | undefined {
  const properties = keysOf(field(interrupt.responseSchema, 'properties'), 100);
  return DECIDING.find((name) => properties.includes(name));
}

function kindOf(interrupt: AgUiInterrupt, isForm: boolean): Kind {
  // AG-UI's approval convention belongs to tool_call interrupts (or a schema that asks to decide).
  const deciding = decidingField(interrupt) !== undefined;
  const payloadOnly = interrupt.reason === 'tool_call' && onlyPayloadFields(interrupt);
  if (interrupt.toolCallId !== undefined && (deciding || payloadOnly)) return 'approval';
  if (isForm) return 'form';
  return interrupt.reason === 'confirmation' ? 'confirm' : 'text';
}

/**
 * The call an approval is about: its name and arguments from the host's tool calls, the
 * interrupt's metadata, or Agent Framework's `metadata.agent_framework.function_call` (whose
 * arguments may be JSON text).
 */
function callOf(interrupt: AgUiInterrupt, options: AgUiCardOptions) {
  const known =
    interrupt.toolCallId === undefined ? undefined : field(options.toolCalls, interrupt.toolCallId);
  const call = field(field(interrupt.metadata, 'agent_framework'), 'function_call');
  const raw =
    field(known, 'args') ??
    field(interrupt.metadata, 'arguments') ??
    field(interrupt.metadata, 'args') ??
    // TanStack AI's approvals carry the call's input and tool name in their metadata.
    field(interrupt.metadata, 'input') ??
    field(call, 'arguments');
  const args = typeof raw === 'string' ? parsePartialJson(raw).value : raw;
  const name =
    stringField(call, 'name') ??
    stringField(field(field(interrupt.metadata, 'agent_framework'), 'function'), 'name') ??
    stringField(interrupt.metadata, 'toolName');
  return { name, args };
}

/**
 * An approval's question: Allow, Edit (where the schema offers `editedArgs` and the host gave
 * the arguments' schema) and Deny, the call's arguments shown, and a note only where the
 * payload has room for a reason (the schema lists `reason`, or does not forbid other fields;
 * Agent Framework's does).
 */
function approvalOf(
  interrupt: AgUiInterrupt,
  id: string,
  edit: ArgumentEdit | undefined,
  options: AgUiCardOptions,
) {
  const call = callOf(interrupt, options);
  const decisions: ApprovalDecision[] = edit ? ['allow', 'edit', 'deny'] : ['allow', 'deny'];
  const request: ApprovalRequest = {
    id,
    toolName: call.name ?? 'the tool',
    ...(interrupt.message !== undefined ? { question: interrupt.message } : {}),
    args: call.args,
    decisions,
    note: roomForReason(interrupt.responseSchema),
  };
  return request;
}

/** A schema and the alternatives it allows (`oneOf` / `anyOf`, as TanStack AI's approvals use). */
function branchesOf(schema: unknown): unknown[] {
  const alternatives = [
    ...listItems(field(schema, 'oneOf'), 20).items,
    ...listItems(field(schema, 'anyOf'), 20).items,
  ];
  return alternatives.length > 0 ? alternatives : [schema];
}

/**
 * Whether the payload has room for a reason: some branch lists `reason`, or not every branch
 * forbids other fields (a runtime refuses a payload its schema forbids).
 */
function roomForReason(schema: unknown): boolean {
  const branches = schema === undefined ? [] : branchesOf(schema);
  if (branches.some((branch) => field(field(branch, 'properties'), 'reason') !== undefined)) return true;
  const closed = (branch: unknown) => field(branch, 'additionalProperties') === false;
  return !(closed(schema) || (branches.length > 0 && branches.every(closed)));
}

/** Whether an approval's schema holds only the payload's own fields (no tool arguments). */
function onlyPayloadFields(interrupt: AgUiInterrupt): boolean {
  return keysOf(field(interrupt.responseSchema, 'properties'), 100).every(
    (name) => (DECIDING as readonly string[]).includes(name) || PAYLOAD_FIELDS.has(name),
  );
}

/** Approve-with-edits: the argument fields of an approval, where the host gave their schema. */
function editOf(interrupt: AgUiInterrupt, index: number, options: AgUiCardOptions) {
  const call =
    interrupt.toolCallId === undefined ? undefined : field(options.toolCalls, interrupt.toolCallId);
  // The arguments' schema: the host's, else the one the response schema gives `editedArgs`.
  const offered = branchesOf(interrupt.responseSchema)
    .map((branch) => field(field(branch, 'properties'), 'editedArgs'))
    .find((property) => property !== undefined);
  const schema = field(call, 'argsSchema') ?? (isDict(field(offered, 'properties')) ? offered : undefined);
  if (offered === undefined || !isDict(schema)) return undefined;
  const args = callOf(interrupt, options).args;
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
    if (kind === 'approval') {
      const editing = editOf(interrupt, index, options);
      const approval = approvalOf(interrupt, id, editing, options);
      questions.push(approvalQuestion(approval), ...(editing ? editing.questions : []));
      opens.push({
        interrupt,
        kind,
        id,
        fields: [],
        approval,
        decideWith: decidingField(interrupt) ?? 'approved',
        ...(editing ? { edit: editing } : {}),
      });
      return;
    }
    questions.push({
      id,
      header,
      question: interrupt.message ?? 'The agent needs your input to continue.',
      multiSelect: false,
      allowCustom: false,
      // A confirmation's or a text's payload has no room for a note.
      allowNotes: false,
      options: kind === 'confirm' ? [{ label: APPROVAL_WORDS.yes }, { label: APPROVAL_WORDS.no }] : [],
    });
    opens.push({ interrupt, kind, id, fields: [] });
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

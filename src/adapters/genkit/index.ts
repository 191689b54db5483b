/**
 * `ask-user-kit/adapters/genkit` — Genkit interrupts (`genkit/beta`): a `generate()` that ends with
 * `finishReason: "interrupted"` lists, in `response.interrupts`, the tool requests that paused it.
 * An interrupt that asks (a `defineInterrupt` like `{ question, options }` or `{ choices }`) is a
 * question answered with the part `respond()` makes; a tool that paused itself for approval
 * (`ctx.interrupt()` unless `ctx.resumed?.toolApproved`) is an approval: Allow is the part
 * `restart()` makes with `{ toolApproved: true }`, Deny a response the model reads. Pass the
 * answer as `generate({ messages, resume })`. Imports nothing from Genkit.
 *
 * @packageDocumentation
 */
import {
  type ApprovalRequest,
  approvalQuestion,
  approvalReply,
  decidedAnswers,
  deniedText,
  readDeniedText,
} from '../../core/record/approval.js';
import { interruptQuestion } from '../../core/record/form-questions.js';
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

/** A tool request part (an interrupt, or the restart of one). */
export interface GenkitToolRequestPart {
  readonly toolRequest: { readonly name: string; readonly ref?: string; readonly input?: unknown };
  readonly metadata?: Record<string, unknown>;
}

/** A tool response part: the output an interrupt is answered with. */
export interface GenkitToolResponsePart {
  readonly toolResponse: { readonly name: string; readonly ref?: string; readonly output?: unknown };
  readonly metadata?: Record<string, unknown>;
}

/** The `resume` option of the next `generate()`. */
export interface GenkitResume {
  readonly respond: GenkitToolResponsePart[];
  readonly restart: GenkitToolRequestPart[];
}

/** What the host knows beside the response. */
export interface GenkitOptions {
  /**
   * Which interrupts are approvals and which ask, by tool name, where their input does not say
   * (an interrupt whose input has a `question`, `options` or `choices` asks; any other is an
   * approval of its tool call).
   */
  readonly kinds?: Readonly<Record<string, 'question' | 'approval'>>;
}

/** What was sent, when the host knows it. */
export interface GenkitRecordOptions extends GenkitOptions {
  /** The `resume` `toRuntimeAnswer` wrote and the host passed to `generate()`. */
  readonly response?: unknown;
}

interface Asked {
  readonly id: string;
  readonly part: GenkitToolRequestPart;
  readonly kind: 'question' | 'approval';
  readonly question: Record<string, unknown>;
  readonly approval?: ApprovalRequest;
  /** The JSON Schema of the tool's output, when the response's request carries it. */
  readonly outputSchema?: unknown;
}

function isInterrupt(part: unknown): boolean {
  return isDict(field(part, 'toolRequest')) && field(field(part, 'metadata'), 'interrupt') !== undefined;
}

/** The parts of a value: a response (or its JSON), a message, a list of parts, a part. */
function partsOf(value: unknown): unknown[] {
  if (isInterrupt(value)) return [value];
  if (isList(value)) return listItems(value, 100).items.flatMap(partsOf);
  const interrupts = field(value, 'interrupts');
  if (isList(interrupts)) return listItems(interrupts, 100).items.filter(isInterrupt);
  const message = isDict(field(value, 'message')) ? field(value, 'message') : value;
  return listItems(field(message, 'content'), 200).items.filter(isInterrupt);
}

/** The tools the request that paused carried: name → output schema. */
function outputSchemas(value: unknown): Map<string, unknown> {
  const schemas = new Map<string, unknown>();
  for (const tool of listItems(field(field(value, 'request'), 'tools'), 100).items) {
    const name = stringField(tool, 'name');
    if (name !== undefined) schemas.set(name, field(tool, 'outputSchema'));
  }
  return schemas;
}

function questionOf(id: string, name: string, input: unknown, metadata: unknown): Record<string, unknown> {
  const text =
    stringField(input, 'question') ??
    stringField(metadata, 'question') ??
    stringField(metadata, 'message') ??
    stringField(input, 'message');
  return interruptQuestion(id, name, text, input, {
    multiSelect: field(input, 'multiSelect') === true,
    allowOther: field(input, 'allowOther') !== false,
  });
}

function askedFrom(value: unknown, options: GenkitOptions): Asked[] {
  const schemas = outputSchemas(value);
  return partsOf(value).map((raw, index): Asked => {
    const part = raw as GenkitToolRequestPart;
    const name = part.toolRequest.name;
    // Question ids by position: a model may give two calls one ref, or none.
    const id = String(index);
    const input = part.toolRequest.input;
    const metadata = field(part.metadata, 'interrupt');
    const asks = ['question', 'options', 'choices'].some((key) => field(input, key) !== undefined);
    const kind = options.kinds?.[name] ?? (asks ? 'question' : 'approval');
    const schema = schemas.get(name);
    if (kind === 'question')
      return { id, part, kind, question: questionOf(id, name, input, metadata), outputSchema: schema };
    const approval: ApprovalRequest = {
      id,
      toolName: name,
      reason: stringField(metadata, 'reason') ?? stringField(metadata, 'message'),
      args: input,
      decisions: ['allow', 'deny'],
    };
    return { id, part, kind, question: approvalQuestion(approval), approval, outputSchema: schema };
  });
}

/** The answer text as the tool's output: an object of one text property, or the text itself. */
function typedOutput(schema: unknown, text: string): unknown {
  const properties = keysOf(field(schema, 'properties'), 10);
  if (field(schema, 'type') === 'object' && properties.length === 1) return { [properties[0]!]: text };
  return text;
}

function outputText(output: unknown): string | undefined {
  if (typeof output === 'string') return output;
  const values = keysOf(output, 10).map((key) => field(output, key));
  return values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
}

/**
 * A Genkit response that paused (`finishReason: "interrupted"`; the response, its `toJSON()`, its
 * message, its `interrupts` or one of them) → the kit's record: each interrupt a question (its
 * `question` and `options` / `choices`) or an approval of its tool call (its input shown, the
 * interrupt's `reason` or `message` as why). Pending, or — given the `resume` you sent as
 * `response` — each interrupt's answer. `undefined` when nothing was interrupted.
 */
export function toRecord(value: unknown, options: GenkitRecordOptions = {}): AskUserRecord | undefined {
  return total(
    () => {
      const asked = askedFrom(value, options);
      if (asked.length === 0) return undefined;
      const input = { questions: asked.map((item) => item.question) };
      if (options.response === undefined) return { input, state: 'pending' };
      const output = { answers: {}, annotations: {} };
      const responded = listItems(field(options.response, 'respond'), 100).items;
      const restarted = listItems(field(options.response, 'restart'), 100).items;
      for (const item of asked) {
        // Genkit matches an answer to its interrupt by the tool's name and the call's ref.
        const { name, ref } = item.part.toolRequest;
        const answers = (part: unknown, key: string) =>
          stringField(field(part, key), 'name') === name && stringField(field(part, key), 'ref') === ref;
        const restart = restarted.find((part) => answers(part, 'toolRequest'));
        const respond = responded.find((part) => answers(part, 'toolResponse'));
        if (item.approval && restart !== undefined) decidedAnswers(item.approval, 'allow', undefined, output);
        else if (item.approval && respond !== undefined) {
          const text = outputText(field(field(respond, 'toolResponse'), 'output'));
          decidedAnswers(item.approval, 'deny', readDeniedText(text), output);
        } else if (respond !== undefined) {
          const text = outputText(field(field(respond, 'toolResponse'), 'output'));
          if (text !== undefined) setOwn(output.answers, item.id, text);
        }
      }
      return { input, state: 'answered', output };
    },
    () => undefined,
  );
}

/**
 * The kit's response → the `resume` of the next `generate()`: an answered question is
 * `respond`ed with its text (as `{ <property>: text }` where the tool's output schema is an
 * object of one property); Allow `restart`s the tool with `resumed: { toolApproved: true }`; Deny
 * `respond`s with a text the model reads (the note as its reason); Decline and Dismiss deny every
 * approval. `undefined` when an interrupt is left unanswered — Genkit refuses a resume that
 * misses one, and a question has no refusal to send — when two interrupts share a tool name and
 * a ref (Genkit could not tell their answers apart), or when nothing was interrupted.
 */
export function toRuntimeAnswer(
  given: AskUserResponse,
  value: unknown,
  options: GenkitOptions = {},
): GenkitResume | undefined {
  return total(
    () => {
      const asked = askedFrom(value, options);
      if (asked.length === 0) return undefined;
      // Genkit matches an answer to its interrupt by tool name and ref: two alike could not be told apart.
      const calls = asked.map((item) =>
        JSON.stringify([item.part.toolRequest.name, item.part.toolRequest.ref]),
      );
      if (new Set(calls).size < calls.length) return undefined;
      const reply = approvalReply(
        given,
        asked.map((item) => item.question),
      );
      const reading = reply.accepted?.reading;
      const resume: { respond: GenkitToolResponsePart[]; restart: GenkitToolRequestPart[] } = {
        respond: [],
        restart: [],
      };
      for (const item of asked) {
        const { name, ref } = item.part.toolRequest;
        const respond = (output: unknown) =>
          resume.respond.push({
            toolResponse: { name, ...(ref !== undefined ? { ref } : {}), output },
            metadata: { interruptResponse: true },
          });
        if (item.approval) {
          const decided = reply.decide(item.approval);
          if (!decided) return undefined;
          if (decided.decision !== 'deny')
            resume.restart.push({
              toolRequest: item.part.toolRequest,
              metadata: { ...item.part.metadata, resumed: { toolApproved: true } },
            });
          else respond(deniedText(decided.note));
          continue;
        }
        const read = reading?.questions.find((question) => question.key === item.id);
        if (read?.state !== 'answered' || read.text === undefined) return undefined;
        respond(typedOutput(item.outputSchema, read.text));
      }
      return resume;
    },
    () => undefined,
  );
}

/** An interrupt as a history keeps it: asking, or resolved (`metadata.resolvedInterrupt`). */
function asWaiting(part: unknown): unknown {
  const metadata = field(part, 'metadata');
  const resolved = field(metadata, 'resolvedInterrupt');
  return resolved === undefined
    ? part
    : { ...(part as object), metadata: { ...(metadata as object), interrupt: resolved } };
}

/**
 * Every interrupt of a conversation (the `messages` of a response, or a stored history), in
 * order: each model message that paused, answered by the tool message that followed it — a
 * response Genkit marks `interruptResponse` is the answer itself, any other output means the tool
 * was restarted (Allow). Pass the same `kinds` as to `toRecord`. Never throws.
 */
export function toRecords(messages: unknown, options: GenkitOptions = {}): AskUserRecord[] {
  return total(
    () => {
      const list = listItems(field(messages, 'messages') ?? messages, 100_000).items;
      const records: AskUserRecord[] = [];
      list.forEach((message, index) => {
        const waiting = listItems(field(message, 'content'), 200).items.map(asWaiting).filter(isInterrupt);
        if (waiting.length === 0) return;
        const next = list[index + 1];
        const replies = field(next, 'role') === 'tool' ? listItems(field(next, 'content'), 200).items : [];
        const respond = replies.filter(
          (part) => field(field(part, 'metadata'), 'interruptResponse') !== undefined,
        );
        const restart = replies
          .filter((part) => field(field(part, 'metadata'), 'interruptResponse') === undefined)
          .map((part) => ({ toolRequest: field(part, 'toolResponse') }));
        const value = { ...(message as object), content: waiting };
        const record = toRecord(
          value,
          replies.length > 0 ? { ...options, response: { respond, restart } } : options,
        );
        if (record) records.push(record);
      });
      return records;
    },
    () => [],
  );
}

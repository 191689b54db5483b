import { outputFromModelText } from '../../core/text/claude-model-text.js';
import type { AskUserRecord } from '../../core/types.js';
import { field, isDict, isList, listItems, stringField, total } from '../../core/utils/read.js';
import { parseJsonLines } from '../../core/utils/json-lines.js';
import { parsePartialJson } from '../../core/utils/partial-json.js';
import { holdsQuestions, isAskUserToolName } from '../../core/record/tool-names.js';
import { claudeEnding } from './outcome.js';
import { TOOL_NAME, isAskUserControlRequest } from './protocol.js';

/**
 * Records from Claude Code's session transcripts (JSONL) and the Agent SDK's stream messages:
 * each `AskUserQuestion` call with its result, wherever the two halves are found.
 */

/** A record of one `AskUserQuestion` call, with where it came from. */
export interface ClaudeAskUserRecord extends AskUserRecord {
  readonly toolUseId: string;
  /** Set for calls made inside a subagent (SDK stream messages carry `parent_tool_use_id`). */
  readonly parentToolUseId?: string;
  readonly timestamp?: string;
}

function contentBlocks(entry: unknown): unknown[] {
  const content = field(field(entry, 'message'), 'content');
  return isList(content) ? listItems(content, 500).items : [];
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  return listItems(content, 50)
    .items.map((block) => stringField(block, 'text') ?? '')
    .join('\n');
}

interface Draft {
  toolUseId: string;
  input: unknown;
  output?: unknown;
  raw?: unknown;
  state: string;
  reason?: string;
  parentToolUseId?: string;
  timestamp?: string;
}

function finish(draft: Draft): ClaudeAskUserRecord {
  const record: Record<string, unknown> = {
    toolUseId: draft.toolUseId,
    input: draft.input,
    state: draft.state,
  };
  if (draft.output !== undefined) record.output = draft.output;
  if (draft.raw !== undefined) record.raw = draft.raw;
  if (draft.reason !== undefined) record.reason = draft.reason;
  if (draft.parentToolUseId) record.parentToolUseId = draft.parentToolUseId;
  if (draft.timestamp) record.timestamp = draft.timestamp;
  return record as unknown as ClaudeAskUserRecord;
}

function placement(entry: unknown): Pick<Draft, 'parentToolUseId' | 'timestamp'> {
  const out: { parentToolUseId?: string; timestamp?: string } = {};
  const parent = stringField(entry, 'parent_tool_use_id');
  if (parent) out.parentToolUseId = parent;
  const timestamp = stringField(entry, 'timestamp');
  if (timestamp) out.timestamp = timestamp;
  return out;
}

/**
 * A result line settles its call. Claude Code writes every refusal, block and failure as an
 * `is_error` result with a string `toolUseResult`; which of them it was is read from its words.
 */
function settle(draft: Draft, entry: unknown, block: unknown, structured: unknown): void {
  const text = textOf(field(block, 'content'));
  const failed = field(block, 'is_error') === true || typeof structured === 'string';
  draft.raw = { content: text, is_error: failed };
  if (failed) {
    const ending = claudeEnding(text, structured, {
      kind: field(entry, 'toolDenialKind'),
      shutdown: field(entry, 'interruptedByShutdown') === true,
    });
    draft.state = ending.state;
    if (ending.reason !== undefined) draft.reason = ending.reason;
    return;
  }
  // Without the structured result, Claude Code's words to the model still say what happened.
  const output = structuredOutput(structured) ?? outputFromModelText(text, draft.input);
  if (output) draft.output = output;
  draft.state = 'answered';
}

/**
 * The tool's structured result: Claude Code's own object, or — for an MCP server's tool — the
 * JSON its text content blocks carry.
 */
function structuredOutput(structured: unknown): Record<string, unknown> | undefined {
  if (isDict(structured)) return structured as Record<string, unknown>;
  for (const block of listItems(structured, 20).items) {
    const text = stringField(block, 'text');
    const parsed = text === undefined ? undefined : parsePartialJson(text.trim());
    if (parsed?.complete && isDict(parsed.value)) return parsed.value as Record<string, unknown>;
  }
  return undefined;
}

/** A result that echoes AskUserQuestion's questions (so its call survives a lost tool_use line). */
function echoedQuestions(structured: unknown): readonly unknown[] | undefined {
  const questions = field(structured, 'questions');
  if (!isList(questions) || questions.length === 0) return undefined;
  return questions.every((question) => typeof field(question, 'question') === 'string')
    ? questions
    : undefined;
}

/**
 * Every `AskUserQuestion` call in a transcript, in order: Claude Code session JSONL (a string
 * or parsed lines: assistant `tool_use`, user `tool_result` with `toolUseResult`) or Agent
 * SDK stream messages (`tool_use_result`). A call without a result yet is pending. A failed
 * call (`is_error`) is declined only when the user rejected it (or the kit's decline was
 * sent), cancelled when the user interrupted it, unavailable when a hook, a permission rule
 * or a mode stopped it before it was shown, and an error otherwise — with Claude Code's words
 * as `reason`. A result whose `tool_use` line is missing still yields its call when
 * `toolUseResult` carries the questions; MCP tools named `mcp__<server>__AskUserQuestion`
 * count, calls whose input holds no questions do not. Never throws.
 */
export function toRecords(entries: unknown): ClaudeAskUserRecord[] {
  const list = typeof entries === 'string' ? parseJsonLines(entries) : listItems(entries, 100_000).items;
  const drafts = new Map<string, Draft>();
  for (const entry of list) {
    const type = field(entry, 'type');
    if (type === 'control_request' && isAskUserControlRequest(entry)) {
      const toolUseId =
        stringField(field(entry, 'request'), 'tool_use_id') ?? stringField(entry, 'request_id') ?? '';
      if (!drafts.has(toolUseId)) {
        drafts.set(toolUseId, {
          toolUseId,
          input: field(field(entry, 'request'), 'input'),
          state: 'pending',
        });
      }
      continue;
    }
    for (const block of contentBlocks(entry)) {
      const blockType = field(block, 'type');
      if (
        type === 'assistant' &&
        blockType === 'tool_use' &&
        isAskUserToolName(stringField(block, 'name'), [TOOL_NAME])
      ) {
        const input = field(block, 'input');
        // A tool of an MCP server or app that only shares the name, with another contract.
        if (!holdsQuestions(input)) continue;
        const toolUseId = stringField(block, 'id') ?? '';
        drafts.set(toolUseId, { toolUseId, input, state: 'pending', ...placement(entry) });
      } else if (type === 'user' && blockType === 'tool_result') {
        const toolUseId = stringField(block, 'tool_use_id') ?? '';
        const structured = field(entry, 'toolUseResult') ?? field(entry, 'tool_use_result');
        let draft = drafts.get(toolUseId);
        const echoed = draft ? undefined : echoedQuestions(structured);
        if (!draft && echoed) {
          // The tool_use line is gone (a compacted or cut transcript); the result still carries
          // the questions, so the call is not lost.
          draft = { toolUseId, input: { questions: echoed }, state: 'pending', ...placement(entry) };
          drafts.set(toolUseId, draft);
        }
        if (draft) settle(draft, entry, block, structured);
      }
    }
  }
  return [...drafts.values()].map(finish);
}

/** Which call of a transcript to read, and what was answered. */
export interface ToRecordOptions {
  /** Which call to read from a transcript; the last `AskUserQuestion` call when absent. */
  readonly toolUseId?: string;
  /** The `PermissionResult` that answered the call (what `toRuntimeAnswer` wrote). */
  readonly response?: unknown;
}

/** The tool input a value asks with: a `control_request`'s, `canUseTool`'s, or the input itself. */
export function askedInput(value: unknown): unknown {
  if (isAskUserControlRequest(value)) return field(value.request, 'input');
  if (isDict(value) && isDict(value.input)) {
    if (value.toolName === TOOL_NAME) return value.input;
    // Not a chat kit's tool part (those have a `type`), which merely holds an input.
    if (value.toolName === undefined && value.type === undefined && holdsQuestions(value.input))
      return value.input;
  }
  // The input itself: Claude's questions list, not any value that merely wraps questions.
  return isList(field(value, 'questions')) ? value : undefined;
}

/**
 * A runtime value → the kit's record: a transcript (JSONL string or entries) with
 * `{ toolUseId }`, a stream-json `control_request`, the arguments `canUseTool` received
 * (`{ input }`), or the tool input itself — pending, or, given the `PermissionResult` you sent
 * as `response`, answered, declined or dismissed. `undefined` for values that are not this tool's.
 */
export function toRecord(value: unknown, options: ToRecordOptions = {}): ClaudeAskUserRecord | undefined {
  return total(
    () => readRecord(value, options),
    () => undefined,
  );
}

function readRecord(value: unknown, options: ToRecordOptions): ClaudeAskUserRecord | undefined {
  if (isAskUserControlRequest(value)) return answered(toRecords([value])[0], options.response);
  if (typeof value === 'string' || isList(value)) {
    const records = toRecords(value);
    return options.toolUseId
      ? records.find((record) => record.toolUseId === options.toolUseId)
      : records.at(-1);
  }
  const input = askedInput(value);
  if (input === undefined) return undefined;
  const toolUseId = options.toolUseId ?? stringField(value, 'toolUseID') ?? '';
  return answered({ toolUseId, input, state: 'pending' }, options.response);
}

/** A pending call with the `PermissionResult` that answered it. */
function answered(
  record: ClaudeAskUserRecord | undefined,
  response: unknown,
): ClaudeAskUserRecord | undefined {
  if (!record || response === undefined) return record;
  if (field(response, 'behavior') === 'allow') {
    const updated = field(response, 'updatedInput');
    return { ...record, input: isDict(updated) ? updated : record.input, state: 'answered' };
  }
  // A deny is the user's only with the kit's own words; a host's own message is not.
  const ending = claudeEnding(stringField(response, 'message') ?? '', undefined);
  return { ...record, raw: response, ...ending };
}

import { parsePartialJson } from '../utils/partial-json.js';
import { field } from '../utils/read.js';

/** Tool names an ask-the-user tool is known by (apps name their own; pass those instead). */
export const ASK_USER_TOOL_NAMES: readonly string[] = [
  'AskUserQuestion',
  'askUserQuestion',
  'ask_user_question',
  'askUser',
  'ask_user',
];

/**
 * Whether a tool name is one of `names`, also when an MCP client prefixed it with its server
 * (`mcp__<server>__AskUserQuestion`): the last segment is the tool's own name.
 */
export function isAskUserToolName(
  name: string | undefined,
  names: readonly string[] = ASK_USER_TOOL_NAMES,
): boolean {
  if (name === undefined) return false;
  if (names.includes(name)) return true;
  if (!name.startsWith('mcp__')) return false;
  const last = name.slice(name.lastIndexOf('__') + 2);
  return last.length > 0 && names.includes(last);
}

/** Fields that carry the questions themselves, in any shape the kit reads. */
export function looksLikeQuestions(value: unknown): boolean {
  return (
    field(value, 'questions') !== undefined ||
    field(value, 'question') !== undefined ||
    field(value, 'requestedSchema') !== undefined
  );
}

/** Envelopes hosts wrap tool arguments in. */
export const WRAPPER_FIELDS: readonly string[] = [
  'request',
  'params',
  'input',
  'args',
  'arguments',
  'toolInput',
  'tool_input',
];

/**
 * Whether finished tool arguments are meant as questions: they carry a question field (even a
 * malformed one — that call is ours and shows its error), directly or in an envelope. An app's
 * own tool that shares the name but has another contract holds none, and is left to the app.
 */
export function holdsQuestions(input: unknown, depth = 0): boolean {
  if (depth > 2) return false;
  if (typeof input === 'string') return holdsQuestions(parsePartialJson(input.trim()).value, depth + 1);
  if (looksLikeQuestions(input)) return true;
  return WRAPPER_FIELDS.some((wrapper) => {
    const inner = field(input, wrapper);
    return inner !== undefined && inner !== null && holdsQuestions(inner, depth + 1);
  });
}

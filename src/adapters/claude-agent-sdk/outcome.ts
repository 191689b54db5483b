/**
 * How a Claude Code `AskUserQuestion` call ended when it has no answers. Claude Code writes
 * every refusal, block and failure the same way — an `is_error` `tool_result` and a string
 * `toolUseResult` — so only the words (or, since 2.x, `toolDenialKind`) tell the user's own
 * "no" from a hook, a permission rule or a crash. Only the user's own rejection reads as
 * declined; anything the kit does not recognise is an error, never a user decision.
 */
import { kitRefusal, reasonText } from '../../core/text/refusal.js';

/** How a call without answers ended, and why in Claude Code's words. */
export interface ClaudeEnding {
  readonly state: 'declined' | 'cancelled' | 'unavailable' | 'error';
  readonly reason?: string;
}

// The user's own rejection at the prompt, in every version read (1.0.x – 2.1.x); the
// subagent form starts like a system denial, so it is matched before those.
const USER_REJECTED = [
  "The user doesn't want to proceed with this tool use",
  'User rejected tool use',
  'Permission for this tool use was denied. The tool use was rejected',
];

const STOPPED_WHILE_RUNNING = 'this call was stopped while running, not refused';
const NO_PROMPT_SURFACE = 'Answer questions?';

// The user stopped the turn while the question was open (Escape mid-turn, an abort).
const USER_INTERRUPTED = [
  '[Request interrupted by user',
  "The user doesn't want to take this action right now",
];

// Stopped before anything was shown: hooks, permission rules and modes, no prompt surface
// (`claude -p` without `canUseTool` answers with the prompt's own title, "Answer questions?").
const NOT_SHOWN = [
  'Permission to use ',
  'Permission to edit ',
  'Permission to read ',
  'Permission for this ',
  'Answer questions?',
  'Claude requested permissions to use',
  'PreToolUse:',
  'operation blocked by hook',
  'Hook PreToolUse:',
  'Execution stopped by PreToolUse hook',
  'Operation stopped by hook',
  'A PreToolUse hook',
  'the hook failed, so this call was not run',
  'No such tool available',
];

/** `toolDenialKind` (Claude Code 2.x) → how the call ended; `undefined` when it says nothing. */
function byDenialKind(kind: unknown): ClaudeEnding['state'] | undefined {
  switch (kind) {
    case 'user-rejected':
      return 'declined';
    case 'permission-rule':
    case 'automode-blocked':
    case 'automode-unavailable':
    case 'automode-parsing-error':
      return 'unavailable';
    default:
      return undefined;
  }
}

/** The message without Claude Code's wrappers: `<tool_use_error>…</tool_use_error>`, `Error: `. */
export function unwrapClaudeError(text: string): string {
  let inner = text.trim();
  const wrapped = /^<tool_use_error>([\s\S]*?)<\/tool_use_error>$/.exec(inner);
  if (wrapped) inner = (wrapped[1] ?? '').trim();
  if (inner.startsWith('Error: ')) inner = inner.slice('Error: '.length);
  return inner;
}

function startsWithAny(text: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => text.startsWith(prefix));
}

/**
 * Reads a failed call: the kit's own refusal texts first (an SDK deny carrying them), then
 * `toolDenialKind`, then Claude Code's wording; anything else is an error with its reason.
 */
export function claudeEnding(
  content: string,
  toolUseResult: unknown,
  denial: { readonly kind?: unknown; readonly shutdown?: boolean } = {},
): ClaudeEnding {
  const structured = typeof toolUseResult === 'string' ? toolUseResult : '';
  const text = unwrapClaudeError(content || structured);
  const reason = text.length > 0 ? reasonText(text) : undefined;
  const withReason = (state: ClaudeEnding['state']): ClaudeEnding =>
    reason === undefined ? { state } : { state, reason };

  const kit = kitRefusal(text) ?? kitRefusal(structured);
  if (kit) return withReason(kit);
  const candidates = [text, unwrapClaudeError(structured)];
  // 2.x writes the rejection text, and even `user-rejected`, for calls that were stopped
  // while running (a remote cancel, the session shutting down): nobody refused those.
  if (denial.shutdown || candidates.some((candidate) => candidate.includes(STOPPED_WHILE_RUNNING)))
    return withReason('error');
  // `claude -p` without `canUseTool` answers with the prompt's title, whatever kind it records.
  if (candidates.some((candidate) => candidate === NO_PROMPT_SURFACE)) return withReason('unavailable');
  const byKind = byDenialKind(denial.kind);
  if (byKind) return withReason(byKind);
  if (candidates.some((candidate) => startsWithAny(candidate, USER_REJECTED))) return withReason('declined');
  if (candidates.some((candidate) => startsWithAny(candidate, USER_INTERRUPTED)))
    return withReason('cancelled');
  if (candidates.some((candidate) => NOT_SHOWN.some((marker) => candidate.includes(marker))))
    return withReason('unavailable');
  return withReason('error');
}

import { reasonText } from '../../core/text/refusal.js';
import { noteEnding } from '../../core/text/runtime-notes.js';
import type { AskUserRecord } from '../../core/types.js';
import { field, isDict, keysOf, listItems, stringField } from '../../core/utils/read.js';
import { jsonOrValue } from '../../core/utils/partial-json.js';

/**
 * How a Kimi CLI call ended, read from its tool's return value: the user's answers, a note
 * (dismissed, AFK auto-resolution), or a reason the question was never shown.
 */

// Errors that mean the question was never put to anyone.
const NOT_SHOWN = ['Wire is not available', 'does not support interactive questions'];
// A PreToolUse hook's block carries the hook's own reason as its message; the brief says what it was.
const HOOK_BLOCKED_BRIEF = 'Hook blocked';
/** Kimi CLI's note when the user closed the questions without answering. */
const DISMISSED_NOTE = 'User dismissed the question without answering';

export type Outcome = Pick<AskUserRecord, 'output' | 'state' | 'reason' | 'autoResolution' | 'raw'>;

export function withReason(outcome: Outcome, text: string | undefined): Outcome {
  return text?.trim() ? { ...outcome, reason: reasonText(text) } : outcome;
}

/** A finished call, from the tool's return value: by its answers, else by its note. */
export function fromReturnValue(value: unknown): Outcome {
  const message = stringField(value, 'message') ?? '';
  const raw = { is_error: field(value, 'is_error') === true, message, output: field(value, 'output') };
  if (field(value, 'is_error') === true) {
    const briefs = listItems(field(value, 'display'), 10).items.map((block) => stringField(block, 'text'));
    const unavailable =
      NOT_SHOWN.some((marker) => message.includes(marker)) || briefs.includes(HOOK_BLOCKED_BRIEF);
    return withReason({ raw, state: unavailable ? 'unavailable' : 'error' }, message);
  }
  const output = field(value, 'output');
  const parsed = jsonOrValue(output);
  const answers = field(parsed, 'answers');
  const note = stringField(parsed, 'note') ?? '';
  if (isDict(answers) && keysOf(answers, 1).length > 0)
    return { raw, output: { answers }, state: 'answered' };
  if (noteEnding(note) === 'dismissed' || message.includes(DISMISSED_NOTE))
    return withReason({ raw, state: 'cancelled' }, note || message);
  if (noteEnding(note) === 'unattended') {
    // Nobody was asked: the agent went on by itself, which the summary says in Kimi's words.
    return { raw, output: { answers: {} }, state: 'answered', autoResolution: { policy: note } };
  }
  // Empty answers with a note the kit does not know: nothing says what the user did.
  return withReason({ raw, state: 'error' }, note || message);
}

export function fromAnswers(answers: unknown): Outcome {
  // Kimi CLI itself reads empty answers as a dismissal, whoever sent them.
  if (!isDict(answers) || keysOf(answers, 1).length === 0)
    return { state: 'cancelled', reason: `${DISMISSED_NOTE}.` };
  return { output: { answers }, state: 'answered' };
}

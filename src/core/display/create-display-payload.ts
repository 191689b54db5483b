import type { DisplayPayload } from '../types.js';
import { field, isDict, isList, listItems, readableKeys, setOwn, total } from '../utils/read.js';
import { utf8ByteLength, utf8Prefix } from '../utils/text.js';

/** Each stored answer is at most this many bytes of UTF-8, marker included. */
export const DISPLAY_ANSWER_MAX_BYTES = 4096;
/** Appended to an answer that had to be cut. */
export const TRUNCATION_MARKER = '… [truncated]';

const MAX_ANSWERS = 100;

/** Cuts an answer to {@link DISPLAY_ANSWER_MAX_BYTES} of UTF-8 without splitting a code point. */
export function truncateDisplayAnswer(answer: string): string {
  if (utf8ByteLength(answer) <= DISPLAY_ANSWER_MAX_BYTES) return answer;
  const room = DISPLAY_ANSWER_MAX_BYTES - utf8ByteLength(TRUNCATION_MARKER);
  return utf8Prefix(answer, room) + TRUNCATION_MARKER;
}

/**
 * Builds the display payload stored next to the tool result for the UI (SPEC §4.6), from the
 * handler's structured output only (`{ questions, answers, annotations? }`). Each answer is
 * cut to 4 KiB of UTF-8 with an inline marker; question-text keys are never cut, because the
 * UI looks answers up by them. `answers: {}` is preserved. Output that is not from this tool
 * gives `undefined`.
 */
export function createDisplayPayload(output: unknown): DisplayPayload | undefined {
  return total(
    () => {
      if (!isDict(output)) return undefined;
      const answers = field(output, 'answers');
      const questions = field(output, 'questions');
      if (!isDict(answers) || (questions !== undefined && !isList(questions))) return undefined;
      const out: Record<string, string> = {};
      const keys = readableKeys(answers, MAX_ANSWERS);
      if (keys === undefined) return undefined;
      for (const key of keys) {
        const value = field(answers, key);
        let text: string | undefined;
        if (typeof value === 'string') text = value;
        else if (isList(value)) {
          const parts = listItems(value, 1_000).items;
          if (parts.every((part) => typeof part === 'string')) text = (parts as string[]).join(', ');
        }
        if (text !== undefined) setOwn(out, key, truncateDisplayAnswer(text));
      }
      // Answers of another shape are not this tool's: an empty payload would claim "skipped".
      if (keys.length > 0 && Object.keys(out).length === 0) return undefined;
      return { kind: 'ask_user_question', answers: out };
    },
    () => undefined,
  );
}

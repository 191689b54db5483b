import { readSelections, selectionText, selectionsObject } from '../answers/selection.js';
import type { AnswerSelection, DisplayPayload } from '../types.js';
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

/** The selection cut to match an answer that was truncated, or `undefined` when it cannot be. */
function fitSelection(selection: AnswerSelection, stored: string): AnswerSelection | undefined {
  if (selectionText(selection) === stored) return selection;
  if (selection.custom === undefined) return undefined;
  const labels = selectionText({ selected: selection.selected });
  const prefix = labels.length > 0 ? `${labels}, ` : '';
  if (!stored.startsWith(prefix) || stored.length === prefix.length) return undefined;
  return { selected: selection.selected, custom: stored.slice(prefix.length) };
}

/**
 * Builds the display payload stored next to the tool result for the UI, from the
 * handler's structured output only (`{ questions, answers, annotations? }`, plus the
 * response's `selections` when the kit made it, so free text stays apart from ticked options). Each answer is
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
      const selections = readSelections(field(output, 'selections'), answers);
      const kept = new Map<string, AnswerSelection>();
      for (const key of keys) {
        const value = field(answers, key);
        let text: string | undefined;
        if (typeof value === 'string') text = value;
        else if (isList(value)) {
          const parts = listItems(value, 1_000).items;
          if (parts.every((part) => typeof part === 'string')) text = (parts as string[]).join(', ');
        }
        if (text === undefined) continue;
        const stored = truncateDisplayAnswer(text);
        setOwn(out, key, stored);
        const selection = selections.get(key);
        const fitted = selection && fitSelection(selection, stored);
        if (fitted) kept.set(key, fitted);
      }
      // Answers of another shape are not this tool's: an empty payload would claim "skipped".
      if (keys.length > 0 && Object.keys(out).length === 0) return undefined;
      const selectionsOut = selectionsObject(kept);
      return selectionsOut
        ? { kind: 'ask_user_question', answers: out, selections: selectionsOut }
        : { kind: 'ask_user_question', answers: out };
    },
    () => undefined,
  );
}

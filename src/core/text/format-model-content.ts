import { normalizeQuestions } from '../normalize/normalize-questions.js';
import type { AnswerAnnotation } from '../types.js';
import { field, isDict, keysOf, stringField, total } from '../utils/read.js';
import { isBlank } from '../utils/text.js';

interface Pair {
  readonly question: string;
  readonly answer?: string;
  readonly annotation?: AnswerAnnotation;
}

function describePair(pair: Pair): string {
  let text = `"${pair.question}"=${pair.answer === undefined ? '(no option selected)' : `"${pair.answer}"`}`;
  if (pair.annotation?.preview !== undefined) text += ` selected preview:\n${pair.annotation.preview}`;
  if (pair.annotation?.notes !== undefined) text += ` user notes: ${pair.annotation.notes}`;
  return text;
}

/** Claude Code's long-standing words around the answer pairs (the kit writes them too). */
export const ALL_ANSWERED_PREFIX = 'User has answered your questions: ';
export const ALL_ANSWERED_SUFFIX = ". You can now continue with the user's answers in mind.";

/**
 * The text the model reads as the tool result, in three tiers:
 *
 * - all answered — every question with its answer, the chosen preview and the notes;
 * - partially answered — the answers, then the skipped questions with the instruction that
 *   a skipped question is neither a refusal nor a preference;
 * - none answered — the user saw the questions and continued without answering; silence is
 *   not a preference, so the agent proceeds on its own judgment and says so.
 *
 * The first tier keeps the long-standing `User has answered your questions:` wording that
 * transcript parsers look for. Never use this text as an answer carrier: the structured
 * answers are the source of truth.
 */
export function formatModelContent(input: unknown, answers: unknown, annotations?: unknown): string {
  return total(
    () => {
      const questions = normalizeQuestions(input).questions;
      const answerOf = (key: string): string | undefined => {
        if (!isDict(answers)) return undefined;
        const value = field(answers, key);
        return Object.prototype.hasOwnProperty.call(answers, key) &&
          typeof value === 'string' &&
          !isBlank(value)
          ? value
          : undefined;
      };
      const annotationOf = (key: string): AnswerAnnotation | undefined => {
        if (!isDict(annotations) || !Object.prototype.hasOwnProperty.call(annotations, key)) return undefined;
        const value = field(annotations, key);
        const preview = stringField(value, 'preview');
        const notes = stringField(value, 'notes');
        const out: { preview?: string; notes?: string } = {};
        if (preview !== undefined && !isBlank(preview)) out.preview = preview;
        if (notes !== undefined && !isBlank(notes)) out.notes = notes;
        return out.preview === undefined && out.notes === undefined ? undefined : out;
      };

      const texts = questions.map((question) => question.question);
      const known = new Set(texts);
      // Answers for questions the input does not list (or no readable input) still count.
      for (const key of keysOf(answers, 100)) if (!known.has(key)) texts.push(key);

      const pairs: Pair[] = texts.map((question) => {
        const answer = answerOf(question);
        const annotation = annotationOf(question);
        return {
          question,
          ...(answer === undefined ? {} : { answer }),
          ...(annotation === undefined ? {} : { annotation }),
        };
      });
      const answered = pairs.filter((pair) => pair.answer !== undefined);
      const unanswered = pairs.filter((pair) => pair.answer === undefined);
      const withNotes = unanswered.filter((pair) => pair.annotation?.notes !== undefined);

      if (answered.length > 0 && unanswered.length === 0) {
        return ALL_ANSWERED_PREFIX + answered.map(describePair).join(', ') + ALL_ANSWERED_SUFFIX;
      }
      const notes =
        withNotes.length > 0
          ? ` The user left notes without choosing: ${withNotes.map(describePair).join(', ')}.`
          : '';
      if (answered.length > 0) {
        return (
          `User has answered some of your questions: ${answered.map(describePair).join(', ')}.` +
          ` The user skipped: ${unanswered.map((pair) => `"${pair.question}"`).join(', ')}.${notes}` +
          ' A skipped question is not a refusal and must not be read as a preference. Use the' +
          ' answers given, decide the skipped points yourself with sensible defaults, tell the' +
          ' user which defaults you chose, and continue.'
        );
      }
      return (
        'The user saw your questions and chose to continue without answering them.' +
        notes +
        ' Their silence is not a preference and not a refusal. Proceed on your own judgment,' +
        ' tell the user which assumptions you made, and continue.'
      );
    },
    () =>
      'The user saw your questions and chose to continue without answering them. Proceed on your own judgment and say so.',
  );
}

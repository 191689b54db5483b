import { normalizeQuestions } from '../normalize/normalize-questions.js';
import type { AnswerAnnotation, NormalizedQuestion, ResponseContent } from '../types.js';
import { field, isDict, isList, keysOf, listItems, setOwn, stringField, total } from '../utils/read.js';
import { isBlank } from '../utils/text.js';

const MAX_KEYS = 100;

function answerText(value: unknown): string | undefined {
  if (typeof value === 'string') return isBlank(value) ? undefined : value;
  if (isList(value)) {
    const parts = listItems(value, 1_000).items.filter(
      (item): item is string => typeof item === 'string' && !isBlank(item),
    );
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return undefined;
}

/** Maps an answer key (question text or id) to the question text answers are keyed by. */
function questionTextFor(questions: readonly NormalizedQuestion[], key: string): string | undefined {
  if (questions.length === 0) return key;
  return (
    questions.find((q) => q.question === key)?.question ??
    questions.find((q) => q.id === key || q.key === key)?.question
  );
}

function readAnnotation(value: unknown): AnswerAnnotation | undefined {
  if (!isDict(value)) return undefined;
  const preview = stringField(value, 'preview') ?? stringField(value, 'markdown');
  const notes = stringField(value, 'notes');
  const out: { preview?: string; notes?: string } = {};
  if (preview !== undefined) out.preview = preview;
  if (notes !== undefined && !isBlank(notes)) out.notes = notes;
  return out.preview === undefined && out.notes === undefined ? undefined : out;
}

/**
 * Accepts what older clients send back on accept and returns only the allowed `answers` /
 * `annotations`, keyed by question text: array values are joined with ", ",
 * `answer_<index>` fills a question by position and a lone `answer` fills the only
 * question of a single-question call; blank answers and unknown keys are dropped.
 *
 * Keeps the difference that matters: `{ answers: {} }` (an explicit skip) stays
 * `{ answers: {} }`, while content without any answers — an old client that approved
 * without answering — gives `undefined`, so no `answers` field is injected.
 */
export function normalizeResponseContent(content: unknown, input: unknown): ResponseContent | undefined {
  return total(
    () => {
      if (!isDict(content)) return undefined;
      const questions = normalizeQuestions(input).questions;
      const answers: Record<string, string> = {};
      const rawAnswers = field(content, 'answers');
      const compatKeys = keysOf(content, MAX_KEYS).filter(
        (key) => key === 'answer' || /^answer_\d{1,3}$/.test(key),
      );
      if (rawAnswers === undefined && compatKeys.length === 0) return undefined;

      if (isDict(rawAnswers)) {
        for (const key of keysOf(rawAnswers, MAX_KEYS)) {
          const text = questionTextFor(questions, key);
          const value = answerText(field(rawAnswers, key));
          if (text !== undefined && value !== undefined) setOwn(answers, text, value);
        }
      } else if (isList(rawAnswers) && rawAnswers.length === questions.length) {
        listItems(rawAnswers, MAX_KEYS).items.forEach((item, index) => {
          const question = questions[index];
          const value = answerText(item);
          if (question && value !== undefined) setOwn(answers, question.question, value);
        });
      }
      for (const key of compatKeys) {
        const question =
          key === 'answer'
            ? questions.length === 1
              ? questions[0]
              : undefined
            : questions[Number(key.slice(7))];
        const value = answerText(field(content, key));
        if (!question || value === undefined) continue;
        if (!Object.prototype.hasOwnProperty.call(answers, question.question))
          setOwn(answers, question.question, value);
      }

      const annotations: Record<string, AnswerAnnotation> = {};
      const rawAnnotations = field(content, 'annotations');
      for (const key of keysOf(rawAnnotations, MAX_KEYS)) {
        const text = questionTextFor(questions, key);
        const annotation = readAnnotation(field(rawAnnotations, key));
        if (text !== undefined && annotation) setOwn(annotations, text, annotation);
      }
      return Object.keys(annotations).length > 0 ? { answers, annotations } : { answers };
    },
    () => undefined,
  );
}

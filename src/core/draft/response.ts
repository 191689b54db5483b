import { interpretAnswerText } from '../answers/interpret.js';
import type {
  AnswerAnnotation,
  AnswerSelection,
  AskUserResponse,
  IdKeyedAnswers,
  NormalizedQuestion,
} from '../types.js';
import { getOwn, setOwn, total } from '../utils/read.js';
import { isBlank } from '../utils/text.js';
import { type DraftAnswer, draftAnswer } from './answer.js';
import type { AnswerDraft } from './create.js';

/** Whether splitting the answer string against the labels would not give back this answer. */
function misreadWithoutSelection(question: NormalizedQuestion, answer: DraftAnswer): boolean {
  const read = interpretAnswerText(question, answer.text ?? '');
  return (
    read.custom !== answer.custom ||
    read.selected.length !== answer.selected.length ||
    read.selected.some((label, index) => label !== answer.selected[index])
  );
}

/**
 * Builds the accept response: answers keyed by question text (a repeated text's later
 * questions by their id), skipped and
 * unanswered questions absent, `answers: {}` when nothing was answered — an explicit,
 * successful "continue without answers". Notes and the chosen preview go to `annotations`.
 * Decline and cancel are separate responses ({@link declineResponse}, {@link cancelResponse}).
 */
export function toResponse(draft: AnswerDraft): AskUserResponse {
  return total(
    () => {
      const answers: Record<string, string> = {};
      const annotations: Record<string, AnswerAnnotation> = {};
      const selections: Record<string, AnswerSelection> = {};
      const texts = new Set(draft.questions.map((question) => question.question));
      const firsts = new Set<string>();
      for (const question of draft.questions) {
        // A repeated question text keys the first question only; the others go by their own
        // key (id), which readers match after the texts. A key that is another question's text
        // is not used at all: an answer never lands on a question it was not given to.
        const twin = firsts.has(question.question);
        firsts.add(question.question);
        if (twin && texts.has(question.key)) continue;
        const slot = twin ? question.key : question.question;
        const entry = getOwn(draft.entries, question.key);
        const answer = draftAnswer(question, entry);
        const taken = Object.prototype.hasOwnProperty.call(answers, slot);
        if (answer.state === 'answered' && answer.text !== undefined && !taken) {
          setOwn(answers, slot, answer.text);
          if (answer.custom !== undefined && misreadWithoutSelection(question, answer)) {
            setOwn(selections, slot, { selected: [...answer.selected], custom: answer.custom });
          }
        }
        const annotation: { preview?: string; notes?: string } = {};
        // The runtime's annotation holds one chosen preview: a single-select question's.
        if (
          answer.state === 'answered' &&
          !question.multiSelect &&
          question.hasPreview &&
          answer.selected.length === 1
        ) {
          const preview = question.options.find((option) => option.label === answer.selected[0])?.preview;
          if (preview !== undefined) annotation.preview = preview;
        }
        if (entry && !isBlank(entry.notes)) annotation.notes = entry.notes;
        const annotated = Object.prototype.hasOwnProperty.call(annotations, slot);
        if ((annotation.preview !== undefined || annotation.notes !== undefined) && !annotated) {
          setOwn(annotations, slot, annotation);
        }
      }
      const content = Object.keys(annotations).length > 0 ? { answers, annotations } : { answers };
      return Object.keys(selections).length > 0
        ? { action: 'accept' as const, content, selections }
        : { action: 'accept' as const, content };
    },
    () => ({ action: 'accept' as const, content: { answers: {} } }),
  );
}

/** The id-keyed answer `{ answers: [{ id, selected, custom? }] }`: every question, `selected` possibly empty. */
export function toIdKeyedAnswers(draft: AnswerDraft): IdKeyedAnswers {
  return total(
    () => ({
      answers: draft.questions.map((question) => {
        const answer = draftAnswer(question, getOwn(draft.entries, question.key));
        const id = question.id ?? question.key;
        return answer.custom === undefined
          ? { id, selected: [...answer.selected] }
          : { id, selected: [...answer.selected], custom: answer.custom };
      }),
    }),
    () => ({ answers: [] }),
  );
}

/** The user declined to answer (a deliberate "no"). */
export function declineResponse(reason?: string): AskUserResponse {
  return reason === undefined ? { action: 'decline' } : { action: 'decline', reason };
}

/** The user dismissed the question without deciding (closed the card, navigated away). */
export function cancelResponse(reason?: string): AskUserResponse {
  return reason === undefined ? { action: 'cancel' } : { action: 'cancel', reason };
}

import { normalizeQuestions } from '../normalize/normalize-questions.js';
import type { AnswerReading, AskUserResponse, ResponseContent } from '../types.js';
import { getOwn, total } from '../utils/read.js';

/** One question whose answer the user changed. */
export interface AmendedAnswer {
  readonly key: string;
  readonly question: string;
  /** The earlier answer; absent when the question had none. */
  readonly before?: string;
  /** The new answer; absent when the user removed it (now skipped). */
  readonly after?: string;
}

/** A correction for the host to send after the user changed an earlier answer. */
export interface Amendment {
  readonly changed: readonly AmendedAnswer[];
  /** The complete new answers, in the shape of an accept response's content. */
  readonly content: ResponseContent;
  /** What the model should read: which answers changed, from what to what. */
  readonly message: string;
}

const describe = (value: string | undefined) => (value === undefined ? '(no answer)' : `"${value}"`);

/**
 * Compares a call's stored answers with the answers the user gives when amending it and
 * builds the correction the host sends to the agent. The kit never sends
 * anything itself; `undefined` when nothing changed or the new response is not an accept.
 *
 * @example
 * const amendment = createAmendment(input, readAnswers(record), response);
 * if (amendment) sendUserMessage(amendment.message);
 */
export function createAmendment(
  input: unknown,
  previous: AnswerReading,
  next: AskUserResponse,
): Amendment | undefined {
  return total(
    () => {
      if (next.action !== 'accept') return undefined;
      const questions = normalizeQuestions(input).questions;
      const changed: AmendedAnswer[] = [];
      for (const question of questions) {
        const earlier = previous.questions.find((item) => item.key === question.key);
        const before = earlier?.state === 'answered' ? earlier.text : undefined;
        const after = getOwn(next.content.answers, question.question);
        if (before === after) continue;
        const entry: { key: string; question: string; before?: string; after?: string } = {
          key: question.key,
          question: question.question,
        };
        if (before !== undefined) entry.before = before;
        if (after !== undefined) entry.after = after;
        changed.push(entry);
      }
      if (changed.length === 0) return undefined;
      const lines = changed.map(
        (item) => `"${item.question}": ${describe(item.before)} → ${describe(item.after)}`,
      );
      const message =
        `The user changed their answers to your earlier questions: ${lines.join('; ')}. ` +
        'Use the new answers from now on; an answer changed to (no answer) is now skipped, not a preference.';
      return { changed, content: next.content, message };
    },
    () => undefined,
  );
}

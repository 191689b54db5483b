import type { NormalizedQuestion } from '../../core/types.js';
import type { AskUserQuestionIds } from './types.js';

/**
 * The ids that link the card's elements for assistive technology. They come from positions
 * under a `useId` base, never from model text: two crafted labels can then never share an id,
 * so a label always activates its own control.
 */
export function createCardIds(base: string, questions: readonly NormalizedQuestion[]): AskUserQuestionIds {
  const questionIndex = new Map<string, number>();
  const optionIndex = new Map<string, Map<string, number>>();
  questions.forEach((question, index) => {
    questionIndex.set(question.key, index);
    optionIndex.set(
      question.key,
      new Map(question.options.map((option, position) => [option.label, position])),
    );
  });
  // Keys and labels the input does not have get their own ids, distinct from every real one.
  const strangers = new Map<string, string>();
  const stranger = (kind: string, text: string) => {
    const name = `${kind}\u0000${text}`;
    let id = strangers.get(name);
    if (id === undefined) {
      id = `x${strangers.size}`;
      strangers.set(name, id);
    }
    return id;
  };
  const q = (key: string) => `${base}-q${questionIndex.get(key) ?? stranger('q', key)}`;
  const o = (key: string, label: string) =>
    `${q(key)}-o${optionIndex.get(key)?.get(label) ?? stranger(`o${key}`, label)}`;
  return {
    root: base,
    question: q,
    questionText: (key) => `${q(key)}-text`,
    questionHint: (key) => `${q(key)}-hint`,
    option: o,
    optionDescription: (key, label) => `${o(key, label)}-desc`,
    customChoice: (key) => `${q(key)}-custom`,
    customInput: (key) => `${q(key)}-custom-input`,
    notes: (key) => `${q(key)}-notes`,
    status: `${base}-status`,
  };
}

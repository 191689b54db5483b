import type { NormalizedQuestion } from '../../core/types.js';

/** Ids of the elements the getters link together for assistive technology. */
export interface AskUserQuestionIds {
  readonly root: string;
  /** The card's heading (the amend editor's too). */
  readonly title: string;
  /** The finished call's summary heading. */
  readonly summaryTitle: string;
  readonly status: string;
  /** The words next to Submit saying what stands in its way. */
  readonly submitHint: string;
  /** The error card's title. */
  readonly error: string;
  /** The review step's title. */
  readonly review: string;
  /** The steps layout's panel, around the current step. */
  readonly stepPanel: string;
  /** What a response button does, for assistive technology (`skip-all`, `decline`, `cancel`). */
  hint(kind: string): string;
  question(key: string): string;
  questionText(key: string): string;
  questionHint(key: string): string;
  option(key: string, label: string): string;
  optionLabel(key: string, label: string): string;
  optionDescription(key: string, label: string): string;
  customChoice(key: string): string;
  customChoiceLabel(key: string): string;
  customInput(key: string): string;
  /** The agent's own label for the free-text choice, shown as its suggestion. */
  customHint(key: string): string;
  notes(key: string): string;
  preview(key: string): string;
}

/**
 * The ids that link the card's elements. They come from positions under a `useId` base, never
 * from model text: two crafted labels can then never share an id, so a label always activates
 * its own control. @internal
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
    title: `${base}-title`,
    summaryTitle: `${base}-summary-title`,
    status: `${base}-status`,
    submitHint: `${base}-submit-hint`,
    error: `${base}-error`,
    review: `${base}-review`,
    stepPanel: `${base}-step-panel`,
    hint: (kind) => `${base}-${kind}-hint`,
    question: q,
    questionText: (key) => `${q(key)}-text`,
    questionHint: (key) => `${q(key)}-hint`,
    option: o,
    optionLabel: (key, label) => `${o(key, label)}-label`,
    optionDescription: (key, label) => `${o(key, label)}-desc`,
    customChoice: (key) => `${q(key)}-custom`,
    customChoiceLabel: (key) => `${q(key)}-custom-label`,
    customInput: (key) => `${q(key)}-custom-input`,
    customHint: (key) => `${q(key)}-custom-input-hint`,
    notes: (key) => `${q(key)}-notes`,
    preview: (key) => `${q(key)}-preview`,
  };
}

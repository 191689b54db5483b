/**
 * `ask-user-kit/adapters/shadcn-questionnaire` — for hosts that already render shadcn/ui's
 * Questionnaire (`@shadcn/react/questionnaire`): any runtime's question becomes its `items` and
 * what to render for each, and the form's `FormData` with the items' statuses becomes the kit's
 * response, exactly as the card would have sent it. Decline and cancel are the kit's
 * `declineResponse()` / `cancelResponse()`; a skipped item stays a skipped question. Imports
 * nothing from `@shadcn/react`: the items match its `QuestionnaireItemDefinition`.
 *
 * @packageDocumentation
 */
import { createDraft } from '../../core/draft/create-draft.js';
import type { AnswerDraft } from '../../core/draft/create.js';
import { draftReducer } from '../../core/draft/reducer.js';
import { toResponse } from '../../core/draft/response.js';
import { normalizeQuestions } from '../../core/normalize/normalize-questions.js';
import type { AskUserResponse, NormalizedInput } from '../../core/types.js';

/** A Questionnaire item's status, as `Questionnaire.Item`'s `onStatusChange` reports it. */
export type QuestionnaireStatus = 'unanswered' | 'answered' | 'skipped';

/** One choice to render with `Questionnaire.Choice`. */
export interface QuestionnaireChoice {
  /** The choice's form value: a token, never the label, so typed text cannot pass for it. */
  readonly value: string;
  readonly label: string;
  readonly description?: string;
  readonly recommended: boolean;
}

/** One question to render as a `Questionnaire.Item`. */
export interface QuestionnaireQuestion {
  /** The item's `name` (and its field in the form data). */
  readonly name: string;
  /** The question's key in the kit (its id, else its text). */
  readonly key: string;
  /** The question, for `Questionnaire.Title`. */
  readonly title: string;
  readonly header?: string;
  readonly description?: string;
  /** Render the item with `multiple` (checkboxes). */
  readonly multiple: boolean;
  readonly required: boolean;
  readonly choices: readonly QuestionnaireChoice[];
  /** A free-text answer is offered: render a `Questionnaire.Input` in the item. */
  readonly allowText: boolean;
  readonly placeholder?: string;
}

/** The Questionnaire for one call: its `items`, what to render, and the questions as read. */
export interface QuestionnaireBridge {
  /** Pass to `Questionnaire.Root`'s `items`. */
  readonly items: ReadonlyArray<{
    readonly name: string;
    readonly required: boolean;
    readonly choices: ReadonlyArray<{ readonly value: string }>;
  }>;
  readonly questions: readonly QuestionnaireQuestion[];
  /** The call as the kit read it (warnings included). */
  readonly normalized: NormalizedInput;
}

/** What the form sent: its entries (a `FormData`) and each item's status by item name. */
export interface QuestionnaireSubmission {
  readonly formData: Iterable<[string, FormDataEntryValue]>;
  readonly statuses?: Readonly<Record<string, QuestionnaireStatus>>;
}

/** A submitted Questionnaire's response: always `accept`, with the answers given (possibly none). */
export type QuestionnaireResponse = Extract<AskUserResponse, { readonly action: 'accept' }>;

const itemName = (index: number) => `q${index}`;
const choiceValue = (question: number, option: number) => `ask-user-kit:q${question}:o${option}`;

/** Turns any runtime's input (Claude, OpenCode, Codex, Gemini CLI, Kimi CLI, MCP) into a Questionnaire. */
export function toQuestionnaire(input: unknown): QuestionnaireBridge {
  const normalized = normalizeQuestions(input);
  const questions = normalized.questions.map((question, index): QuestionnaireQuestion => {
    // Optional fields are left out rather than set to undefined.
    const own = (name: 'header' | 'description' | 'placeholder') =>
      question[name] === undefined ? {} : { [name]: question[name] };
    return {
      name: itemName(index),
      key: question.key,
      title: question.question,
      ...own('header'),
      ...own('description'),
      ...own('placeholder'),
      multiple: question.multiSelect,
      required: question.required === true,
      choices: question.options.map((option, position) => ({
        value: choiceValue(index, position),
        label: option.displayLabel,
        ...(option.description ? { description: option.description } : {}),
        recommended: option.recommended,
      })),
      allowText: question.allowCustom,
    };
  });
  return {
    items: questions.map(({ name, required, choices }) => ({
      name,
      required,
      choices: choices.map(({ value }) => ({ value })),
    })),
    questions,
    normalized,
  };
}

/**
 * The kit's response for a submitted Questionnaire: chosen choices by their tokens, any other
 * value of an item as its free text, skipped items as skipped questions, unanswered ones left
 * unanswered. Entries of unknown names are ignored; nothing is attributed to another question.
 */
export function fromQuestionnaire(
  bridge: QuestionnaireBridge,
  submission: QuestionnaireSubmission,
): QuestionnaireResponse {
  const byName = new Map(bridge.questions.map((question, index) => [question.name, index]));
  let draft: AnswerDraft = createDraft(bridge.normalized);
  const apply = (action: Parameters<typeof draftReducer>[1]) => (draft = draftReducer(draft, action));
  const statuses = submission.statuses ?? {};
  for (const [name, status] of Object.entries(statuses)) {
    const index = byName.get(name);
    if (index !== undefined && status === 'skipped')
      apply({ type: 'skip-question', key: bridge.questions[index]!.key });
  }
  for (const [name, value] of submission.formData) {
    const index = byName.get(name);
    if (index === undefined || statuses[name] === 'skipped' || typeof value !== 'string') continue;
    const question = bridge.questions[index]!;
    const normalized = bridge.normalized.questions[index]!;
    const option = question.choices.findIndex((choice) => choice.value === value);
    if (option >= 0) {
      apply({ type: 'select-option', key: question.key, label: normalized.options[option]!.label });
    } else if (value.trim() !== '' && question.allowText) {
      apply({ type: 'set-custom-text', key: question.key, text: value });
    }
  }
  // Building from a draft, toResponse answers `accept` (a refusal is declineResponse / cancelResponse).
  return toResponse(draft) as QuestionnaireResponse;
}

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
import { createDraft } from '../../core/draft/create.js';
import type { AnswerDraft } from '../../core/draft/create.js';
import { draftReducer } from '../../core/draft/reducer.js';
import { toResponse } from '../../core/draft/response.js';
import { normalizeQuestions } from '../../core/normalize/normalize-questions.js';
import type { AskUserRecord, AskUserResponse, NormalizedInput } from '../../core/types.js';
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import { field, isList, total } from '../../core/utils/read.js';

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
  /** The runtime's input the Questionnaire was built from. */
  readonly input: unknown;
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
    input,
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

function bridgeOf(value: unknown): QuestionnaireBridge | undefined {
  const questions = field(value, 'questions');
  const normalized = field(value, 'normalized');
  return isList(field(value, 'items')) && isList(questions) && isList(field(normalized, 'questions'))
    ? (value as QuestionnaireBridge)
    : undefined;
}

/** What the Questionnaire sent, when the host knows it. */
export interface QuestionnaireRecordOptions {
  /** The submitted form (`{ formData, statuses }`), as {@link fromQuestionnaire} reads it. */
  readonly response?: QuestionnaireSubmission;
}

/**
 * A Questionnaire (what {@link toQuestionnaire} built) → the kit's record of its call: pending,
 * or — given the submitted form as `response` — answered as {@link fromQuestionnaire} reads it.
 * `undefined` for anything else.
 */
export function toRecord(
  value: unknown,
  options: QuestionnaireRecordOptions = {},
): AskUserRecord | undefined {
  return total(
    () => {
      const bridge = bridgeOf(value);
      if (!bridge) return undefined;
      if (options.response === undefined) return { input: bridge.input, state: 'pending' };
      const response = fromQuestionnaire(bridge, options.response);
      return { input: bridge.input, output: response.content, state: 'answered' };
    },
    () => undefined,
  );
}

/**
 * The kit's response → the Questionnaire form that sends it: each answered item's choice tokens
 * and typed text as form entries, skipped items as `skipped` — to fill a Questionnaire with a
 * saved draft (each entry as its control's `defaultChecked` / `defaultValue`), or to check a
 * round trip. `undefined` for a decline or a dismissal (a Questionnaire has no refusal; send the
 * kit's response itself) and for anything {@link toRecord} does not read.
 */
export function toRuntimeAnswer(given: AskUserResponse, value: unknown): QuestionnaireSubmission | undefined {
  return total(
    () => {
      const bridge = bridgeOf(value);
      const response = readResponse(given);
      if (!bridge || response.action !== 'accept') return undefined;
      const { reading } = readAccepted(bridge.input, response.content);
      const formData: [string, string][] = [];
      const statuses: Record<string, QuestionnaireStatus> = {};
      bridge.questions.forEach((question, index) => {
        const read = reading.questions.find((item) => item.key === question.key);
        const options = bridge.normalized.questions[index]?.options ?? [];
        if (read?.state === 'skipped') statuses[question.name] = 'skipped';
        if (read?.state !== 'answered') return;
        statuses[question.name] = 'answered';
        for (const label of read.selected) {
          const position = options.findIndex((option) => option.label === label);
          const choice = question.choices[position];
          if (choice) formData.push([question.name, choice.value]);
        }
        const typed = read.custom ?? (read.selected.length === 0 ? read.text : undefined);
        if (typed !== undefined && question.allowText) formData.push([question.name, typed]);
      });
      return { formData, statuses };
    },
    () => undefined,
  );
}

/**
 * An MCP-style form (a JSON Schema object of fields) as questions of a larger card — several
 * forms in one card, each field's question id prefixed by its form's key — and the answers
 * back as the form's typed content.
 */
import { countGraphemes } from '../../rules/graphemes.js';
import { CONTRACT_LIMITS } from '../normalize/limits.js';
import { normalizeQuestions } from '../normalize/normalize-questions.js';
import type { AnswerReading, NormalizedInput, NormalizedQuestion, QuestionReading } from '../types.js';
import { field, isDict, isList, keysOf, listItems, setOwn, stringField } from '../utils/read.js';
import { capLength } from '../utils/text.js';

/** One field of a form: the card's question id and the schema property it answers. */
export interface FormField {
  readonly id: string;
  readonly property: string;
}

/** A header fits the card's contract (12 characters, as a person counts them) or is left out. */
export function shortHeader(text: string | undefined): string | undefined {
  const limit = CONTRACT_LIMITS.maxHeaderLength;
  return text !== undefined && text.length > 0 && countGraphemes(text, limit) <= limit ? text : undefined;
}

/**
 * The questions of a form's fields, their ids `${prefix}.${property}`, carrying everything the
 * form says of them (kind, bounds, required, defaults, placeholder, secret; no notes: a form's
 * content holds values only); none when the schema has no properties the kit can ask. The
 * form's message goes with its first field when `withMessage` is set.
 */
export function formQuestions(
  message: string,
  schema: unknown,
  prefix: string,
  fallbackHeader = '',
  withMessage = false,
): { questions: Record<string, unknown>[]; fields: FormField[] } {
  if (!isDict(field(schema, 'properties'))) return { questions: [], fields: [] };
  const questions: Record<string, unknown>[] = [];
  const fields: FormField[] = [];
  for (const question of normalizeQuestions({ message, requestedSchema: schema }).questions) {
    const id = `${prefix}.${question.key}`;
    const { key: _key, id: _id, header, options, hasPreview: _preview, defaults, ...rest } = question;
    const first = questions.length === 0 && withMessage && message.length > 0;
    const description = first
      ? [message, question.description].filter((text) => text !== undefined && text.length > 0).join('\n\n')
      : question.description;
    const shown = shortHeader(header) ?? shortHeader(question.question) ?? shortHeader(fallbackHeader);
    // A field the kit cannot offer choices for (an array of free values, `anyOf` of types) is
    // asked as text rather than as a choice with nothing to choose.
    const unanswerable = rest.kind === 'choice' && options.length === 0 && !rest.allowCustom;
    questions.push({
      ...rest,
      ...(unanswerable ? { kind: 'text', multiSelect: false, allowCustom: true } : {}),
      id,
      ...(shown !== undefined ? { header: shown } : {}),
      ...(description ? { description } : {}),
      options: options.map((option) => ({
        label: option.label,
        ...(option.description ? { description: option.description } : {}),
        ...(option.value !== undefined ? { value: option.value } : {}),
      })),
      ...(defaults
        ? {
            defaults: {
              selected: [...defaults.selected],
              ...(defaults.custom !== undefined ? { custom: defaults.custom } : {}),
            },
          }
        : {}),
    });
    fields.push({ id, property: question.key });
  }
  return { questions, fields };
}

/**
 * A request's questions: the fields of its JSON Schema as a form (its message with the first),
 * or — where it has none the kit can ask — one free-text question with the message.
 */
export function formOrText(
  message: string,
  schema: unknown,
  id: string,
  header: string,
  description?: string,
): { questions: Record<string, unknown>[]; fields: FormField[] } {
  const form = formQuestions(message, schema, id, header, true);
  if (form.fields.length > 0) return form;
  const question = { id, header, question: message, multiSelect: false, allowNotes: false, options: [] };
  return { questions: [description ? { ...question, description } : question], fields: [] };
}

/**
 * The answer to what {@link formOrText} asked: the form's typed content (`undefined` when no
 * field was answered), or the text question's answer (the typed text where the user wrote one).
 */
export function formOrTextAnswer(
  card: { readonly fields: readonly FormField[] },
  schema: unknown,
  id: string,
  accepted: { readonly normalized: NormalizedInput; readonly reading: AnswerReading },
): Record<string, unknown> | string | undefined {
  if (card.fields.length > 0) {
    const data = formContent(card.fields, schema, accepted.normalized, accepted.reading);
    return Object.keys(data).length > 0 ? data : undefined;
  }
  const read = accepted.reading.questions.find((question) => question.key === id);
  return read?.state === 'answered' ? (read.custom ?? read.text) : undefined;
}

/**
 * The question an interrupt asks in its own words (Genkit's and Strands' interrupts): its text,
 * and the choices `asking` lists as `options` or `choices` (labels, or `{ label }`). Required,
 * since the run resumes only once it has its answer; without choices, free text.
 */
export function interruptQuestion(
  id: string,
  name: string,
  text: string | undefined,
  asking: unknown,
  shape: { readonly multiSelect?: boolean; readonly allowOther?: boolean } = {},
): Record<string, unknown> {
  const choices = listItems(field(asking, 'options') ?? field(asking, 'choices'), 20)
    .items.map((option) => (typeof option === 'string' ? option : stringField(option, 'label')))
    .filter((label): label is string => label !== undefined);
  return {
    id,
    header: capLength(name, 12),
    question: text ?? `${name} needs your answer.`,
    multiSelect: shape.multiSelect === true,
    required: true,
    allowCustom: choices.length === 0 || shape.allowOther !== false,
    allowNotes: false,
    options: choices.map((label) => ({ label })),
  };
}

/**
 * One answered question's value as an MCP form field of the given property schema: enum values
 * rather than titles, an array for multi-select, a boolean, a number, else the text; `undefined`
 * when the answer cannot be that type (a number field given words).
 */
export function fieldValue(
  propertySchema: unknown,
  question: NormalizedQuestion,
  read: QuestionReading,
): string | number | boolean | string[] | undefined {
  const values = read.selected.map((label) => {
    const option = question.options.find((candidate) => candidate.label === label);
    return option?.value ?? label;
  });
  const type = stringField(propertySchema, 'type');
  // Typed text is not a list of the schema's values: leave the field out rather than send [].
  if (type === 'array') return values.length > 0 ? values : undefined;
  if (type === 'boolean') return values[0] === 'true';
  if (type === 'number' || type === 'integer') {
    const number = Number(read.custom ?? read.text);
    if (!Number.isFinite(number)) return undefined;
    return type === 'integer' ? Math.trunc(number) : number;
  }
  return values[0] ?? read.custom ?? read.text;
}

/** The answered fields of one form as its content, typed by the schema; skipped fields left out. */
export function formContent(
  fields: readonly FormField[],
  schema: unknown,
  normalized: NormalizedInput,
  reading: AnswerReading,
): Record<string, string | number | boolean | string[]> {
  const content: Record<string, string | number | boolean | string[]> = {};
  for (const { id, property } of fields) {
    const question = normalized.questions.find((item) => item.key === id);
    const read = reading.questions.find((item) => item.key === id);
    if (!question || read?.state !== 'answered') continue;
    const typed = fieldValue(field(field(schema, 'properties'), property), question, read);
    if (typed !== undefined) setOwn(content, property, typed);
  }
  return content;
}

/** A form's stored content → the card's answers for its fields (values as text). */
export function formAnswers(
  fields: readonly FormField[],
  content: unknown,
  into: Record<string, string | string[]>,
): void {
  for (const { id, property } of fields) {
    const value = field(content, property);
    if (typeof value === 'string') setOwn(into, id, value);
    else if (typeof value === 'number' || typeof value === 'boolean') setOwn(into, id, String(value));
    else if (isList(value))
      setOwn(
        into,
        id,
        listItems(value, 100).items.filter((item): item is string => typeof item === 'string'),
      );
  }
}

/** A schema whose properties take `values` as their defaults; `keep` chooses the properties. */
export function schemaWithDefaults(
  schema: unknown,
  values: unknown,
  keep: (property: unknown) => boolean = () => true,
): unknown {
  const properties = field(schema, 'properties');
  if (!isDict(properties)) return schema;
  const filled: Record<string, unknown> = {};
  for (const name of keysOf(properties, 100)) {
    const property = field(properties, name);
    if (!keep(property)) continue;
    const value = field(values, name);
    setOwn(
      filled,
      name,
      value === undefined || !isDict(property) ? property : { ...property, default: value },
    );
  }
  return { ...(schema as object), properties: filled };
}

/** An object, or a list of free values, is no field a person can type. */
function typeable(property: unknown): boolean {
  const type = field(property, 'type');
  if (type === 'object') return false;
  return type !== 'array' || field(field(property, 'items'), 'enum') !== undefined;
}

/** Approve-with-edits on a tool call: the questions that edit its arguments, and the edit back. */
export interface ArgumentEdit {
  readonly questions: Record<string, unknown>[];
  readonly fields: readonly FormField[];
  /** The proposed arguments with the fields the user set, typed by the schema. */
  edited(normalized: NormalizedInput, reading: AnswerReading): Record<string, unknown>;
}

/**
 * The questions that edit a tool call's arguments, prefilled with the proposed ones (ids
 * `${prefix}.args.${name}`): only the fields a person can type — objects and free lists stay as
 * proposed — and none required, since they matter only when the user chooses `editWord`.
 * `undefined` when no field can be typed: then there is nothing to edit.
 */
export function argumentEdit(
  schema: unknown,
  args: Record<string, unknown>,
  prefix: string,
  editWord: string,
): ArgumentEdit | undefined {
  const form = formQuestions('', schemaWithDefaults(schema, args, typeable), `${prefix}.args`, 'Argument');
  if (form.fields.length === 0) return undefined;
  const questions = form.questions.map((question) => ({
    ...question,
    required: false,
    description: `Used when you choose ${editWord}.`,
  }));
  return {
    questions,
    fields: form.fields,
    edited: (normalized, reading) => ({ ...args, ...formContent(form.fields, schema, normalized, reading) }),
  };
}

import type { NormalizedOption, NormalizedQuestion } from '../types.js';
import { field, finiteNumber, isDict, keysOf, listItems, stringField, stringish } from '../utils/read.js';
import { capLength } from '../utils/text.js';
import { NORMALIZE_LIMITS } from './limits.js';
import type { Mutable, WarningSink } from './warning-sink.js';
import { splitRecommended } from './recommended.js';

function makeOption(label: string, value: string | undefined): NormalizedOption {
  const capped = capLength(label, NORMALIZE_LIMITS.maxLabelLength);
  const { displayLabel, recommended } = splitRecommended(capped);
  const option: Mutable<NormalizedOption> = { label: capped, displayLabel, recommended };
  if (value !== undefined && value !== capped) option.value = value;
  return option;
}

/** `enum` (+ deprecated `enumNames`), or titled `oneOf` / `anyOf` of `{ const, title }`. */
function enumOptions(schema: unknown): NormalizedOption[] | undefined {
  const limit = NORMALIZE_LIMITS.maxOptions;
  const titled = field(schema, 'oneOf') ?? field(schema, 'anyOf');
  if (titled !== undefined) {
    const options: NormalizedOption[] = [];
    for (const entry of listItems(titled, limit).items) {
      const value = stringish(field(entry, 'const'));
      if (value === undefined) continue;
      options.push(makeOption(stringField(entry, 'title') ?? value, value));
    }
    return options;
  }
  const values = field(schema, 'enum');
  if (values === undefined) return undefined;
  const names = listItems(field(schema, 'enumNames'), limit).items;
  const options: NormalizedOption[] = [];
  listItems(values, limit).items.forEach((entry, index) => {
    const value = stringish(entry);
    if (value === undefined) return;
    const name = names[index];
    options.push(makeOption(typeof name === 'string' ? name : value, value));
  });
  return options;
}

function dedupe(options: NormalizedOption[]): NormalizedOption[] {
  const seen = new Set<string>();
  return options.filter((option) => (seen.has(option.label) ? false : (seen.add(option.label), true)));
}

function labelForValue(options: readonly NormalizedOption[], value: unknown): string | undefined {
  const text = stringish(value) ?? (typeof value === 'boolean' ? String(value) : undefined);
  if (text === undefined) return undefined;
  return options.find((option) => (option.value ?? option.label) === text)?.label;
}

/**
 * MCP `elicitation/create` form mode: each property of `requestedSchema` becomes a question
 * keyed by the property name. Enums become options (the option `value` keeps the MCP
 * value when the title differs), arrays of enums become multi-select questions, booleans
 * become Yes/No, plain strings and numbers become free-text questions. MCP answers are
 * restricted to the schema, so enum questions offer no free-text choice.
 */
export function normalizeMcpForm(requestedSchema: unknown, sink: WarningSink): NormalizedQuestion[] {
  const properties = field(requestedSchema, 'properties');
  if (!isDict(properties)) {
    sink.add('unknown-shape', 'requestedSchema.properties', 'an MCP form needs requestedSchema.properties');
    return [];
  }
  const required = new Set(
    listItems(field(requestedSchema, 'required'), 1_000).items.filter(
      (k): k is string => typeof k === 'string',
    ),
  );
  const names = keysOf(properties, NORMALIZE_LIMITS.maxQuestions + 1);
  if (names.length > NORMALIZE_LIMITS.maxQuestions) {
    sink.add(
      'capped',
      'requestedSchema.properties',
      `only the first ${NORMALIZE_LIMITS.maxQuestions} fields are shown`,
    );
  }
  const questions: NormalizedQuestion[] = [];
  for (const name of names.slice(0, NORMALIZE_LIMITS.maxQuestions)) {
    const schema = field(properties, name);
    const path = `requestedSchema.properties.${name}`;
    if (!isDict(schema)) {
      sink.add('question-not-an-object', path, 'a form field must be a schema object');
      continue;
    }
    const title = stringField(schema, 'title');
    const description = stringField(schema, 'description');
    const type = stringField(schema, 'type');
    const question: Mutable<NormalizedQuestion> = {
      key: name,
      id: name,
      question: capLength(title ?? description ?? name, NORMALIZE_LIMITS.maxQuestionLength),
      multiSelect: false,
      options: [],
      allowCustom: true,
      hasPreview: false,
      kind: 'text',
      required: required.has(name),
      // An ElicitResult holds the fields' values only.
      allowNotes: false,
    };
    // A write-only field, or one Codex marks secret (codex-acp's `_meta.codex.isSecret`), is masked.
    if (
      field(schema, 'writeOnly') === true ||
      field(field(field(schema, '_meta'), 'codex'), 'isSecret') === true
    )
      question.secret = true;
    if (title !== undefined && description !== undefined) {
      question.description = capLength(description, NORMALIZE_LIMITS.maxDescriptionLength);
    }
    const defaultValue = field(schema, 'default');

    if (type === 'array') {
      const options = dedupe(enumOptions(field(schema, 'items')) ?? enumOptions(schema) ?? []);
      question.kind = 'choice';
      question.multiSelect = true;
      question.options = options;
      question.allowCustom = false;
      const min = finiteNumber(field(schema, 'minItems'));
      const max = finiteNumber(field(schema, 'maxItems'));
      if (min !== undefined) question.minSelections = min;
      if (max !== undefined) question.maxSelections = max;
      const selected = listItems(defaultValue, NORMALIZE_LIMITS.maxOptions)
        .items.map((value) => labelForValue(options, value))
        .filter((label): label is string => label !== undefined);
      if (selected.length > 0) question.defaults = { selected };
    } else if (type === 'boolean') {
      question.kind = 'choice';
      question.options = [makeOption('Yes', 'true'), makeOption('No', 'false')];
      question.allowCustom = false;
      const label = labelForValue(question.options, defaultValue);
      if (label !== undefined) question.defaults = { selected: [label] };
    } else {
      const options = enumOptions(schema);
      if (options !== undefined) {
        question.kind = 'choice';
        question.options = dedupe(options);
        question.allowCustom = false;
        const label = labelForValue(question.options, defaultValue);
        if (label !== undefined) question.defaults = { selected: [label] };
      } else if (type === 'number' || type === 'integer') {
        question.kind = 'number';
        const min = finiteNumber(field(schema, 'minimum'));
        const max = finiteNumber(field(schema, 'maximum'));
        if (min !== undefined) question.min = min;
        if (max !== undefined) question.max = max;
        if (type === 'integer') question.step = 1;
        const value = finiteNumber(defaultValue);
        if (value !== undefined) question.defaults = { selected: [], custom: String(value) };
      } else {
        const value = stringField(schema, 'default');
        if (value !== undefined) question.defaults = { selected: [], custom: value };
      }
    }
    questions.push(question);
  }
  return questions;
}

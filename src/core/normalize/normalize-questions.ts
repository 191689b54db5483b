import { isFreeTextChoiceLabel } from '../../shared/free-text-choice.js';
import { countGraphemes } from '../../shared/graphemes.js';
import { validatePreview } from '../../shared/preview.js';
import type {
  InputShape,
  NormalizeWarning,
  NormalizedInput,
  NormalizedOption,
  NormalizedQuestion,
  QuestionKind,
} from '../types.js';
import { parsePartialJson } from '../utils/partial-json.js';
import {
  field,
  finiteNumber,
  isDict,
  isList,
  listItems,
  stringField,
  stringish,
  total,
} from '../utils/read.js';
import { capLength } from '../utils/text.js';
import { CONTRACT_LIMITS, NORMALIZE_LIMITS } from './limits.js';
import { normalizeMcpForm } from './mcp.js';
import { type Mutable, WarningSink, capped } from './warning-sink.js';
import { splitRecommended } from './recommended.js';
import { WRAPPER_FIELDS, looksLikeQuestions } from '../record/tool-names.js';

const EMPTY_RESULT = (shape: InputShape, warnings: NormalizeWarning[]): NormalizedInput => ({
  questions: [],
  complete: false,
  warnings,
  shape,
});

// ── options ──────────────────────────────────────────────────────────────────────────────

function optionList(raw: unknown, sink: WarningSink, path: string): unknown[] {
  let list = raw;
  // Cline's XML form sends options as a JSON-array string.
  if (typeof list === 'string') {
    const trimmed = list.trim();
    if (!trimmed.startsWith('[') || trimmed.length > NORMALIZE_LIMITS.maxJsonTextLength) return [];
    list = parsePartialJson(trimmed).value;
  }
  const { items, total: count } = listItems(list, NORMALIZE_LIMITS.maxOptions);
  if (count > NORMALIZE_LIMITS.maxOptions) {
    sink.add('capped', path, `only the first ${NORMALIZE_LIMITS.maxOptions} of ${count} options are shown`);
  }
  return items;
}

function readOption(raw: unknown, sink: WarningSink, path: string): Mutable<NormalizedOption> | undefined {
  let label: string | undefined;
  let description: string | undefined;
  let preview: string | undefined;
  let value: string | undefined;
  let flaggedRecommended = false;
  if (typeof raw === 'string' || typeof raw === 'number') {
    label = String(raw);
  } else if (isDict(raw)) {
    label =
      stringish(field(raw, 'label')) ??
      stringField(raw, 'text') ??
      stringField(raw, 'answer') ??
      stringField(raw, 'title') ??
      stringish(field(raw, 'value'));
    description = stringField(raw, 'description');
    preview = stringField(raw, 'preview');
    if (preview === undefined) {
      const legacy = stringField(raw, 'markdown');
      if (legacy !== undefined) {
        preview = legacy;
        sink.add('legacy-field', `${path}.markdown`, 'read the legacy "markdown" field as the preview');
      }
    }
    const rawValue = stringish(field(raw, 'value'));
    if (rawValue !== undefined && rawValue !== label) value = rawValue;
    flaggedRecommended = field(raw, 'recommended') === true;
  } else {
    sink.add('option-not-an-object', path, 'an option must be a string or an object with a label');
    return undefined;
  }
  if (label === undefined || label.trim().length === 0) {
    sink.add('missing-label', path, 'an option without a label was left out');
    return undefined;
  }
  label = capped(label, NORMALIZE_LIMITS.maxLabelLength, sink, `${path}.label`) ?? label;
  if (label.length === 0) return undefined;
  const { displayLabel, recommended } = splitRecommended(label);
  const option: Mutable<NormalizedOption> = {
    label,
    displayLabel,
    recommended: recommended || flaggedRecommended,
  };
  const cappedDescription = capped(
    description,
    NORMALIZE_LIMITS.maxDescriptionLength,
    sink,
    `${path}.description`,
  );
  if (cappedDescription !== undefined) option.description = cappedDescription;
  const cappedPreview = capped(
    preview,
    NORMALIZE_LIMITS.maxPreviewLength,
    sink,
    `${path}.preview`,
    'previews',
  );
  // Over the call's preview budget a preview is left out rather than shown as an empty box.
  if (cappedPreview !== undefined && (cappedPreview.length > 0 || preview === ''))
    option.preview = cappedPreview;
  if (value !== undefined) option.value = value;
  return option;
}

// ── questions ────────────────────────────────────────────────────────────────────────────

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

const YES_NO_OPTIONS: readonly NormalizedOption[] = [
  { label: 'Yes', displayLabel: 'Yes', recommended: false },
  { label: 'No', displayLabel: 'No', recommended: false },
];

/** Builds one question from any of the object shapes `normalizeQuestions` accepts (or a bare string). */
function readQuestion(
  raw: unknown,
  index: number,
  sink: WarningSink,
  path: string,
): Mutable<NormalizedQuestion> | undefined {
  if (typeof raw === 'string') {
    // Roo Code's newer `questions: Array<string | {text, options}>`: a bare free-text question.
    raw = { question: raw };
  }
  if (!isDict(raw)) {
    sink.add('question-not-an-object', path, 'a question must be an object; it was left out');
    return undefined;
  }
  const text = stringField(raw, 'question') ?? stringField(raw, 'prompt') ?? stringField(raw, 'text') ?? '';
  const question = capped(text, NORMALIZE_LIMITS.maxQuestionLength, sink, `${path}.question`) ?? '';
  const id = stringish(field(raw, 'id'));
  const type = stringField(raw, 'type');
  const kindField = stringField(raw, 'kind');

  const multiSelect =
    readBoolean(field(raw, 'multiSelect')) ??
    readBoolean(field(raw, 'multi_select')) ??
    readBoolean(field(raw, 'multiple')) ??
    readBoolean(field(raw, 'allowMultiple')) ??
    type === 'multi_select';

  let kind: QuestionKind = 'choice';
  if (kindField === 'text' || kindField === 'number') kind = kindField;
  else if (type === 'text') kind = 'text';
  else if (type === 'number' || type === 'integer') kind = 'number';

  let allowCustom = true;
  for (const flag of ['custom', 'allowOther', 'allowCustom', 'allowCustomAnswer']) {
    if (field(raw, flag) === false) allowCustom = false;
  }
  // Codex forces isOther on before asking, so isOther: false is not a reason to hide free text.

  const rawOptions =
    field(raw, 'options') ?? field(raw, 'choices') ?? field(raw, 'follow_up') ?? field(raw, 'suggest');
  const optionsPath = `${path}.options`;
  let options: NormalizedOption[] = [];
  let optionItems: unknown[] = [];
  if (type === 'yesno') {
    options = YES_NO_OPTIONS.map((option) => ({ ...option }));
    allowCustom = false;
  } else {
    const seen = new Set<string>();
    optionItems = optionList(rawOptions, sink, optionsPath);
    optionItems.forEach((item, optionIndex) => {
      const option = readOption(item, sink, `${optionsPath}.${optionIndex}`);
      if (!option) return;
      if (seen.has(option.label)) {
        sink.add(
          'duplicate-label',
          `${optionsPath}.${optionIndex}`,
          `duplicate option label "${capLength(option.label, 60)}" was left out`,
        );
        return;
      }
      seen.add(option.label);
      options.push(option);
    });
  }

  let customLabel = stringField(raw, 'customLabel');
  const last = options.at(-1);
  if (allowCustom && customLabel === undefined && last && isFreeTextChoiceLabel(last.label)) {
    options = options.slice(0, -1);
    customLabel = last.label;
    sink.add(
      'free-text-option-removed',
      `${optionsPath}.${options.length}`,
      `"${capLength(last.label, 60)}" is the free-text choice; it is offered as the custom input instead`,
    );
  }

  if (kind !== 'choice' && options.length > 0) kind = 'choice';
  const noOptions =
    rawOptions === undefined ||
    (optionItems.length === 0 &&
      (isList(rawOptions) || (typeof rawOptions === 'string' && rawOptions.trim().startsWith('['))));
  // An explicit `kind: 'choice'` (the kit's own normalised form) stays a choice, so an invalid
  // choice does not turn into a free-text question when normalised again.
  if (kind === 'choice' && options.length === 0 && noOptions && type !== 'yesno' && kindField !== 'choice') {
    // A question without options — no field, or `options: []` — is a free-text question
    // (id-keyed shape, Claude `kind: text`, OpenCode and Kimi with nothing to choose).
    kind = 'text';
  }
  if (kind === 'choice') {
    if (options.length < CONTRACT_LIMITS.minOptions && !noOptions) {
      sink.add('too-few-options', optionsPath, `${options.length} option(s); a choice needs at least 2`);
    }
    if (options.length > CONTRACT_LIMITS.maxOptions) {
      sink.add('too-many-options', optionsPath, `${options.length} options; the contract allows at most 4`);
    }
  }

  const header = capped(stringField(raw, 'header'), NORMALIZE_LIMITS.maxHeaderLength, sink, `${path}.header`);
  if (
    header !== undefined &&
    countGraphemes(header, CONTRACT_LIMITS.maxHeaderLength) > CONTRACT_LIMITS.maxHeaderLength
  ) {
    sink.add(
      'header-too-long',
      `${path}.header`,
      `header is longer than ${CONTRACT_LIMITS.maxHeaderLength} characters`,
    );
  }

  options.forEach((option, optionIndex) => {
    if (option.preview === undefined) return;
    if (multiSelect) {
      sink.add(
        'preview-on-multi-select',
        `${optionsPath}.${optionIndex}.preview`,
        'previews are shown on single-select questions only',
      );
    }
    const verdict = validatePreview(option.preview);
    if ('error' in verdict) {
      sink.add('invalid-preview', `${optionsPath}.${optionIndex}.preview`, `${verdict.error}; shown as text`);
    }
  });

  if (question.trim().length === 0) {
    sink.add('missing-question-text', `${path}.question`, 'the question has no text yet');
  }

  const normalized: Mutable<NormalizedQuestion> = {
    key: id ?? (question.length > 0 ? question : `#${index}`),
    question,
    multiSelect: kind === 'choice' ? multiSelect : false,
    options,
    allowCustom: kind === 'choice' ? allowCustom : true,
    hasPreview: !multiSelect && options.some((option) => option.preview !== undefined),
    kind,
  };
  if (id !== undefined) normalized.id = id;
  if (header !== undefined) normalized.header = header;
  if (customLabel !== undefined) normalized.customLabel = customLabel;
  const description = capped(
    stringField(raw, 'description'),
    NORMALIZE_LIMITS.maxDescriptionLength,
    sink,
    `${path}.description`,
  );
  if (description !== undefined) normalized.description = description;
  const placeholder = stringField(raw, 'placeholder');
  if (placeholder !== undefined) normalized.placeholder = capLength(placeholder, 500);
  if (field(raw, 'isSecret') === true || field(raw, 'secret') === true) normalized.secret = true;
  const required = readBoolean(field(raw, 'required'));
  if (required !== undefined) normalized.required = required;
  for (const key of ['minSelections', 'maxSelections', 'min', 'max', 'step'] as const) {
    const bound = finiteNumber(field(raw, key));
    if (bound !== undefined) normalized[key] = bound;
  }
  const unit = stringField(raw, 'unit');
  if (unit !== undefined) normalized.unit = capLength(unit, 40);
  const defaults = readDefaults(field(raw, 'defaults') ?? field(raw, 'defaultValue'));
  if (defaults) normalized.defaults = defaults;
  return normalized;
}

function readDefaults(raw: unknown): NormalizedQuestion['defaults'] | undefined {
  if (typeof raw === 'string' || typeof raw === 'number') return { selected: [], custom: String(raw) };
  if (!isDict(raw)) return undefined;
  const { items } = listItems(field(raw, 'selected'), NORMALIZE_LIMITS.maxOptions);
  const selected = items.filter((item): item is string => typeof item === 'string');
  const custom = stringField(raw, 'custom');
  return custom === undefined ? { selected } : { selected, custom };
}

/** Makes keys unique: a repeated question text keeps answers with its first occurrence. */
function assignUniqueKeys(questions: Mutable<NormalizedQuestion>[], sink: WarningSink): void {
  const used = new Set<string>();
  questions.forEach((question, index) => {
    if (!used.has(question.key)) {
      used.add(question.key);
      return;
    }
    sink.add(
      'duplicate-question',
      `questions.${index}`,
      'this question repeats an earlier one; answers keyed by its text go to the first',
    );
    let suffix = 2;
    while (used.has(`${question.key}#${suffix}`)) suffix += 1;
    question.key = `${question.key}#${suffix}`;
    used.add(question.key);
  });
}

// ── shapes ───────────────────────────────────────────────────────────────────────────────

function readQuestionList(raw: unknown, sink: WarningSink): NormalizedQuestion[] {
  const { items, total: count } = listItems(raw, NORMALIZE_LIMITS.maxQuestions);
  if (count > CONTRACT_LIMITS.maxQuestions) {
    sink.add('too-many-questions', 'questions', `${count} questions; the contract allows at most 4`);
  }
  if (count > NORMALIZE_LIMITS.maxQuestions) {
    sink.add('capped', 'questions', `only the first ${NORMALIZE_LIMITS.maxQuestions} questions are shown`);
  }
  const questions: Mutable<NormalizedQuestion>[] = [];
  items.forEach((item, index) => {
    // The fallback key is the position among the kept questions, so normalising the output
    // again (where dropped items are gone) gives the same key.
    const question = readQuestion(item, questions.length, sink, `questions.${index}`);
    if (question) questions.push(question);
  });
  assignUniqueKeys(questions, sink);
  return questions;
}

function finish(
  questions: readonly NormalizedQuestion[],
  sink: WarningSink,
  shape: InputShape,
  jsonComplete: boolean,
  title: string | undefined,
): NormalizedInput {
  if (questions.length === 0) sink.add('no-questions', 'questions', 'there are no questions (yet)');
  const complete =
    jsonComplete &&
    questions.length > 0 &&
    questions.every((question) => question.question.trim().length > 0);
  const result: Mutable<NormalizedInput> = { questions, complete, warnings: sink.list, shape };
  if (title !== undefined && title.trim().length > 0) result.title = capLength(title, 1_000);
  return result;
}

function normalizeValue(
  value: unknown,
  sink: WarningSink,
  jsonComplete: boolean,
  depth: number,
): NormalizedInput {
  if (typeof value === 'string') {
    if (depth > 2) return EMPTY_RESULT('unknown', sink.list);
    if (value.length > NORMALIZE_LIMITS.maxJsonTextLength) {
      sink.add('capped', 'input', `argument text of ${value.length} characters was not read`);
      return EMPTY_RESULT('unknown', sink.list);
    }
    const parsed = parsePartialJson(value.trim());
    if (parsed.value === undefined) {
      if (value.trim().length === 0) return finish([], sink, 'empty', false, undefined);
      sink.add('unknown-shape', 'input', 'the text is not JSON tool arguments');
      return EMPTY_RESULT('unknown', sink.list);
    }
    if (!parsed.complete) sink.add('incomplete-json', 'input', 'the arguments are still arriving');
    return normalizeValue(parsed.value, sink, jsonComplete && parsed.complete, depth + 1);
  }
  if (value === undefined || value === null) return finish([], sink, 'empty', false, undefined);
  if (isList(value)) {
    // A bare list of questions.
    return finish(readQuestionList(value, sink), sink, 'questions', jsonComplete, undefined);
  }
  if (!isDict(value)) {
    sink.add('unknown-shape', 'input', `expected an object with questions, got ${typeof value}`);
    return EMPTY_RESULT('unknown', sink.list);
  }

  if (!looksLikeQuestions(value) && depth < 3) {
    for (const wrapper of WRAPPER_FIELDS) {
      const inner = field(value, wrapper);
      if (inner !== undefined && inner !== null && (typeof inner === 'string' || looksLikeQuestions(inner))) {
        const title = stringField(value, 'title') ?? stringField(value, 'message');
        const result = normalizeValue(inner, sink, jsonComplete, depth + 1);
        return result.title === undefined && title !== undefined
          ? { ...result, title: capLength(title, 1_000) }
          : result;
      }
    }
  }

  const title = stringField(value, 'title') ?? stringField(value, 'message');
  const requestedSchema = field(value, 'requestedSchema');
  if (requestedSchema !== undefined) {
    return finish(normalizeMcpForm(requestedSchema, sink), sink, 'mcp-form', jsonComplete, title);
  }
  const questions = field(value, 'questions');
  if (questions !== undefined) {
    if (!isList(questions)) {
      sink.add('unknown-shape', 'questions', 'questions must be an array');
      return finish([], sink, 'questions', false, title);
    }
    return finish(readQuestionList(questions, sink), sink, 'questions', jsonComplete, title);
  }
  if (
    field(value, 'question') !== undefined ||
    field(value, 'options') !== undefined ||
    field(value, 'follow_up') !== undefined
  ) {
    // The legacy flat single-question shape (and Cline / Roo Code).
    const question = readQuestion(value, 0, sink, 'input');
    const list = question ? [question] : [];
    return finish(list, sink, 'single-question', jsonComplete, undefined);
  }
  if (Object.keys(value).length === 0) return finish([], sink, 'empty', false, title);
  sink.add('unknown-shape', 'input', 'no questions found in this value');
  return EMPTY_RESULT('unknown', sink.list);
}

/**
 * Turns every known ask-the-user input shape into one canonical form: Claude's
 * multi-question shape, the legacy flat single question, the id-keyed shape, OpenCode,
 * Codex, Gemini CLI, Kimi, Cline, Roo Code and MCP `requestedSchema` forms, JSON argument
 * text (also while it is still streaming in), and the legacy `markdown` preview field.
 *
 * Lenient where the contract is strict: contract violations become `warnings`, not errors,
 * because refusing would cost the user a model round trip. Never throws; caps absurd sizes.
 * Idempotent: normalising its own output gives the same questions.
 *
 * @example
 * const { questions, complete, warnings } = normalizeQuestions(toolCall.input);
 */
export function normalizeQuestions(input: unknown): NormalizedInput {
  return total(
    () => normalizeValue(input, new WarningSink(), true, 0),
    (error) =>
      EMPTY_RESULT('unknown', [
        {
          code: 'unreadable-input',
          path: 'input',
          message: `the input could not be read (${error instanceof Error ? error.message : 'unknown error'})`,
        },
      ]),
  );
}

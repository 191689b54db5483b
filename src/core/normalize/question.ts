import { isFreeTextChoiceLabel } from '../../rules/free-text-choice.js';
import type {
  ApprovalDecision,
  NormalizedOption,
  NormalizedQuestion,
  QuestionApproval,
  QuestionKind,
} from '../types.js';
import { field, finiteNumber, isDict, isList, listItems, stringField, stringish } from '../utils/read.js';
import { capLength } from '../utils/text.js';
import { CONTRACT_LIMITS, NORMALIZE_LIMITS } from './limits.js';
import { YES_NO_OPTIONS, optionList, readBoolean, readOption } from './options.js';
import { type Mutable, type WarningSink, capped } from './warning-sink.js';

/** Builds one question from any of the object shapes `normalizeQuestions` accepts (or a bare string). */
export function readQuestion(
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
  const read = readQuestionOptions(raw, rawOptions, type, allowCustom, sink, optionsPath);
  const { options, customLabel } = read;
  allowCustom = read.allowCustom;
  kind = settleKind({
    kind,
    kindField,
    type,
    options,
    rawOptions,
    optionItems: read.items,
    sink,
    optionsPath,
  });

  const header = capped(stringField(raw, 'header'), NORMALIZE_LIMITS.maxHeaderLength, sink, `${path}.header`);
  if (
    header !== undefined &&
    sink.checks !== undefined &&
    sink.checks.graphemes(header, CONTRACT_LIMITS.maxHeaderLength) > CONTRACT_LIMITS.maxHeaderLength
  ) {
    sink.add(
      'header-too-long',
      `${path}.header`,
      `header is longer than ${CONTRACT_LIMITS.maxHeaderLength} characters`,
    );
  }

  checkPreviews(options, multiSelect, sink, optionsPath);

  if (question.trim().length === 0) {
    sink.add('missing-question-text', `${path}.question`, 'the question has no text yet');
  }

  const normalized: Mutable<NormalizedQuestion> = {
    key: id ?? (question.length > 0 ? question : `#${index}`),
    question,
    multiSelect: kind === 'choice' ? multiSelect : false,
    options,
    allowCustom: kind === 'choice' ? allowCustom : true,
    hasPreview: options.some((option) => option.preview !== undefined),
    kind,
  };
  if (id !== undefined) normalized.id = id;
  if (header !== undefined) normalized.header = header;
  if (customLabel !== undefined) normalized.customLabel = customLabel;
  readOptionalFields(normalized, raw, sink, path);
  return normalized;
}

/** The question's options (or Yes/No), and a trailing "Other" option turned into the free-text choice. */
function readQuestionOptions(
  raw: unknown,
  rawOptions: unknown,
  type: string | undefined,
  allowCustomFlag: boolean,
  sink: WarningSink,
  optionsPath: string,
): { options: NormalizedOption[]; items: unknown[]; allowCustom: boolean; customLabel: string | undefined } {
  if (type === 'yesno') {
    const options = YES_NO_OPTIONS.map((option) => ({ ...option }));
    return { options, items: [], allowCustom: false, customLabel: stringField(raw, 'customLabel') };
  }
  let options: NormalizedOption[] = [];
  const seen = new Set<string>();
  const items = optionList(rawOptions, sink, optionsPath);
  items.forEach((item, optionIndex) => {
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
  let customLabel = stringField(raw, 'customLabel');
  const last = options.at(-1);
  if (allowCustomFlag && customLabel === undefined && last && isFreeTextChoiceLabel(last.label)) {
    options = options.slice(0, -1);
    customLabel = last.label;
    sink.add(
      'free-text-option-removed',
      `${optionsPath}.${options.length}`,
      `"${capLength(last.label, 60)}" is the free-text choice; it is offered as the custom input instead`,
    );
  }
  return { options, items, allowCustom: allowCustomFlag, customLabel };
}

/** Choice, text or number, once the options are known; warns about a choice's option count. */
function settleKind(facts: {
  kind: QuestionKind;
  kindField: string | undefined;
  type: string | undefined;
  options: readonly NormalizedOption[];
  rawOptions: unknown;
  optionItems: readonly unknown[];
  sink: WarningSink;
  optionsPath: string;
}): QuestionKind {
  const { kindField, type, options, rawOptions, optionItems, sink, optionsPath } = facts;
  let kind = facts.kind;
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
    return 'text';
  }
  if (kind === 'choice') {
    if (options.length < CONTRACT_LIMITS.minOptions && !noOptions) {
      sink.add('too-few-options', optionsPath, `${options.length} option(s); a choice needs at least 2`);
    }
    if (options.length > CONTRACT_LIMITS.maxOptions) {
      sink.add('too-many-options', optionsPath, `${options.length} options; the contract allows at most 4`);
    }
  }
  return kind;
}

/** Previews must pass the preview contract; on a multi-select question they go beyond Claude Code's. */
function checkPreviews(
  options: readonly NormalizedOption[],
  multiSelect: boolean,
  sink: WarningSink,
  optionsPath: string,
): void {
  options.forEach((option, optionIndex) => {
    if (option.preview === undefined) return;
    if (multiSelect) {
      sink.add(
        'preview-on-multi-select',
        `${optionsPath}.${optionIndex}.preview`,
        'Claude Code shows previews on single-select questions only; the kit shows them here too',
      );
    }
    const problem = sink.checks?.previewProblem(option.preview);
    if (problem !== undefined) {
      sink.add('invalid-preview', `${optionsPath}.${optionIndex}.preview`, `${problem}; shown as text`);
    }
  });
}

/** The fields only some shapes have: description, placeholder, secret, required, bounds, defaults. */
function readOptionalFields(
  normalized: Mutable<NormalizedQuestion>,
  raw: unknown,
  sink: WarningSink,
  path: string,
): void {
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
  if (field(raw, 'allowNotes') === false) normalized.allowNotes = false;
  const approval = readApproval(field(raw, 'approval'), normalized.options.length);
  if (approval) normalized.approval = approval;
}

const DECISIONS: ReadonlySet<unknown> = new Set<ApprovalDecision>(['allow', 'always', 'edit', 'deny']);

/** An approval's tool call, when it names a decision for every option; else not an approval. */
function readApproval(raw: unknown, optionCount: number): QuestionApproval | undefined {
  const tool = stringField(raw, 'tool');
  const { items } = listItems(field(raw, 'decisions'), NORMALIZE_LIMITS.maxOptions);
  if (tool === undefined || items.length !== optionCount || !items.every((item) => DECISIONS.has(item)))
    return undefined;
  const reason = stringField(raw, 'reason');
  const args = stringField(raw, 'arguments');
  return {
    tool: capLength(tool, 200),
    ...(reason ? { reason: capLength(reason, NORMALIZE_LIMITS.maxDescriptionLength) } : {}),
    ...(args ? { arguments: capLength(args, NORMALIZE_LIMITS.maxDescriptionLength) } : {}),
    decisions: items as ApprovalDecision[],
  };
}

function readDefaults(raw: unknown): NormalizedQuestion['defaults'] | undefined {
  if (typeof raw === 'string' || typeof raw === 'number') return { selected: [], custom: String(raw) };
  if (!isDict(raw)) return undefined;
  const { items } = listItems(field(raw, 'selected'), NORMALIZE_LIMITS.maxOptions);
  const selected = items.filter((item): item is string => typeof item === 'string');
  const custom = stringField(raw, 'custom');
  return custom === undefined ? { selected } : { selected, custom };
}

import type { InputShape, NormalizeWarning, NormalizedInput, NormalizedQuestion } from '../types.js';
import { parsePartialJson } from '../utils/partial-json.js';
import { field, isDict, isList, listItems, stringField, total } from '../utils/read.js';
import { capLength } from '../utils/text.js';
import { CONTRACT_LIMITS, NORMALIZE_LIMITS } from './limits.js';
import { normalizeMcpForm } from './mcp.js';
import { readQuestion } from './question.js';
import { type ContractChecks, type Mutable, WarningSink } from './warning-sink.js';
import { WRAPPER_FIELDS, looksLikeQuestions } from '../record/tool-names.js';

const EMPTY_RESULT = (shape: InputShape, warnings: NormalizeWarning[]): NormalizedInput => ({
  questions: [],
  complete: false,
  warnings,
  shape,
});

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
 * The general reader behind `normalizeQuestions`, for every shape; `checks` adds the warnings
 * that need them. A card loads it on demand, for inputs not in Claude's own shape. @internal
 */
export function normalizeAnyShape(input: unknown, checks?: ContractChecks): NormalizedInput {
  return total(
    () => normalizeValue(input, new WarningSink(checks), true, 0),
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

/**
 * Claude's AskUserQuestion as an ACP agent forwards it: an `elicitation/create` form with a
 * `question_N` field per question (`oneOf`, or `items.anyOf` for multi-select, each option's
 * `const` its label) and a `question_N_custom` "Other" field that holds the typed answer, or a
 * note on the chosen option. Shown as the questions themselves, not as a form of twice as many
 * fields.
 */
import { readAccepted } from '../../core/answers/read-answers.js';
import { readResponse } from '../../core/draft/read-response.js';
import type { AskUserRecord, AskUserResponse } from '../../core/types.js';
import { field, isList, keysOf, listItems, setOwn, stringField } from '../../core/utils/read.js';
import type { ElicitResult } from '../../core/record/elicitation.js';

const FIELD = /^question_(\d{1,2})(_custom)?$/;
const PREVIEW_KEY = '_claude/askUserQuestionOption';

function propertiesOf(params: unknown): unknown {
  return field(field(params, 'requestedSchema'), 'properties');
}

/** Whether a form is a forwarded AskUserQuestion (only `question_N` and `question_N_custom`). */
export function isAskUserQuestionForm(params: unknown): boolean {
  const keys = keysOf(propertiesOf(params), 20);
  return (
    keys.length > 0 && keys.every((key) => FIELD.test(key)) && keys.some((key) => !key.endsWith('_custom'))
  );
}

interface FormQuestion {
  readonly key: string;
  readonly multiSelect: boolean;
  readonly hasCustom: boolean;
}

function questionsOf(params: unknown) {
  const properties = propertiesOf(params);
  const keys = keysOf(properties, 20)
    .filter((key) => !key.endsWith('_custom'))
    .sort((a, b) => Number(FIELD.exec(a)?.[1]) - Number(FIELD.exec(b)?.[1]));
  const single = keys.length === 1;
  const message = stringField(params, 'message') ?? '';
  const asked: FormQuestion[] = [];
  const questions = keys.map((key) => {
    const property = field(properties, key);
    const multiSelect = field(property, 'type') === 'array';
    const choices = multiSelect ? field(field(property, 'items'), 'anyOf') : field(property, 'oneOf');
    const header = stringField(property, 'title') ?? '';
    const question = single ? message : (stringField(property, 'description') ?? header);
    const hasCustom = field(properties, `${key}_custom`) !== undefined;
    asked.push({ key, multiSelect, hasCustom });
    return {
      // Keyed by its field: two questions that read alike keep their own answers.
      id: key,
      question,
      header,
      multiSelect,
      allowCustom: hasCustom,
      options: listItems(choices, 20).items.flatMap((choice) => {
        const label = stringField(choice, 'const');
        if (label === undefined) return [];
        const description = stringField(choice, 'description');
        const preview = stringField(field(field(choice, '_meta'), PREVIEW_KEY), 'preview');
        return [
          {
            label,
            description: description ?? '',
            ...(preview !== undefined ? { preview } : {}),
          },
        ];
      }),
    };
  });
  return { input: { questions }, asked };
}

/** The form (and the response sent, if any) → a record of Claude's questions. */
export function askUserQuestionForm(params: unknown, result: unknown): AskUserRecord {
  const { input, asked } = questionsOf(params);
  if (result === undefined) return { input, state: 'pending' };
  const action = field(result, 'action');
  if (action === 'decline') return { input, state: 'declined' };
  if (action !== 'accept') return { input, state: 'cancelled' };
  const content = field(result, 'content');
  const answers: Record<string, string> = {};
  const annotations: Record<string, { notes: string }> = {};
  for (const question of asked) {
    const value = field(content, question.key);
    const picks = (isList(value) ? listItems(value, 20).items : [value]).filter(
      (item): item is string => typeof item === 'string' && item.length > 0,
    );
    const custom = stringField(content, `${question.key}_custom`)?.trim() ?? '';
    if (question.multiSelect) {
      const parts = custom ? [...picks, custom] : picks;
      if (parts.length > 0) setOwn(answers, question.key, parts.join(', '));
    } else if (picks.length > 0) {
      setOwn(answers, question.key, picks[0]!);
      if (custom) setOwn(annotations, question.key, { notes: custom });
    } else if (custom) setOwn(answers, question.key, custom);
  }
  return {
    input,
    state: 'answered',
    output: { answers, ...(keysOf(annotations, 20).length > 0 ? { annotations } : {}) },
  };
}

/**
 * The kit's response → the form's `CreateElicitationResponse`: each question's choice under
 * `question_N` (labels, an array for multi-select) and the typed answer — or, on a chosen
 * option, the note — under `question_N_custom`. Decline and Dismiss as themselves (the agent
 * reads a decline as skipped questions and a dismissal as an aborted tool call).
 */
export function fromAskUserQuestionForm(given: AskUserResponse, params: unknown): ElicitResult {
  const response = readResponse(given);
  if (response.action !== 'accept') return { action: response.action };
  const { input, asked } = questionsOf(params);
  const { reading } = readAccepted(input, response.content);
  const content: Record<string, string | string[]> = {};
  for (const question of asked) {
    const read = reading.questions.find((item) => item.key === question.key);
    if (read?.state !== 'answered') continue;
    if (question.multiSelect) {
      if (read.selected.length > 0) setOwn(content, question.key, [...read.selected]);
    } else if (read.selected[0] !== undefined) setOwn(content, question.key, read.selected[0]);
    // The companion field carries typed text and notes alike; both reach the agent.
    const extra = [read.custom, read.notes?.trim()].filter((text) => text !== undefined && text.length > 0);
    if (question.hasCustom && extra.length > 0) setOwn(content, `${question.key}_custom`, extra.join('\n'));
  }
  return { action: 'accept', content };
}

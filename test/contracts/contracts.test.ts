import { describe, expect, it } from 'vitest';
import {
  ContractError,
  askUserQuestionInputSchema,
  parseAskUserQuestionInput,
  safeParseAskUserQuestionAnsweredInput,
  safeParseAskUserQuestionInput,
  safeParseAskUserQuestionResponseContent,
  safeParseAskUserResponse,
  safeParseDisplayPayload,
  safeParseIdKeyedAnswer,
  safeParseIdKeyedQuestionInput,
  toolJsonSchema,
} from '../../src/contracts';

const option = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  description: `About ${label}`,
  ...extra,
});
const question = (text: string, extra: Record<string, unknown> = {}) => ({
  question: text,
  header: 'Header',
  options: [option('Alpha'), option('Beta')],
  multiSelect: false,
  ...extra,
});
const input = (questions: unknown[], extra: Record<string, unknown> = {}) => ({ questions, ...extra });

function issuesOf(value: unknown): string[] {
  const result = safeParseAskUserQuestionInput(value);
  return result.success ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
}

describe('askUserQuestionInputSchema: every rule at its boundary', () => {
  it('accepts 1 and 4 questions, rejects 0 and 5', () => {
    const qs = (n: number) => Array.from({ length: n }, (_, i) => question(`Question ${i}?`));
    expect(issuesOf(input(qs(1)))).toEqual([]);
    expect(issuesOf(input(qs(4)))).toEqual([]);
    expect(issuesOf(input(qs(0)))).toEqual(['questions: ask at least one question']);
    expect(issuesOf(input(qs(5)))).toEqual([
      'questions: ask at most 4 questions per call (got 5); ask the rest in a later call',
    ]);
  });

  it('accepts 2 and 4 options, rejects 1 and 5', () => {
    const opts = (n: number) => Array.from({ length: n }, (_, i) => option(`Option ${i}`));
    expect(issuesOf(input([question('Q?', { options: opts(2) })]))).toEqual([]);
    expect(issuesOf(input([question('Q?', { options: opts(4) })]))).toEqual([]);
    expect(issuesOf(input([question('Q?', { options: opts(1) })]))).toEqual([
      'questions.0.options: offer at least 2 options; the client adds the free-text choice itself',
    ]);
    expect(issuesOf(input([question('Q?', { options: opts(5) })]))).toEqual([
      'questions.0.options: offer at most 4 options (got 5); drop the weakest or split the question',
    ]);
  });

  it('counts the header in grapheme clusters: 12 accepted, 13 rejected', () => {
    expect(issuesOf(input([question('Q?', { header: 'Twelve chars' })]))).toEqual([]);
    expect(issuesOf(input([question('Q?', { header: '🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷🇫🇷' })]))).toEqual([]);
    expect(issuesOf(input([question('Q?', { header: '数据库数据库数据库数据库' })]))).toEqual([]);
    expect(issuesOf(input([question('Q?', { header: 'Thirteen char' })]))).toEqual([
      'questions.0.header: use at most 12 characters (user-perceived characters); "Thirteen char" has 13',
    ]);
    expect(issuesOf(input([question('Q?', { header: '数据库数据库数据库数据库数' })]))).toHaveLength(1);
  });

  it('requires unique question texts and unique labels', () => {
    expect(issuesOf(input([question('Same?'), question('Same?')]))).toEqual([
      'questions.1.question: question texts must be unique within a call (same as questions.0.question); answers are keyed by question text',
    ]);
    expect(issuesOf(input([question('Q?', { options: [option('A'), option('A')] })]))).toEqual([
      'questions.0.options.1.label: option labels must be unique within a question (same as options.0.label)',
    ]);
  });

  it('rejects a model-supplied "Other" option, in any position and language', () => {
    for (const label of ['Other', 'other (please specify)', '其他', 'Type your own answer']) {
      expect(issuesOf(input([question('Q?', { options: [option('A'), option(label)] })]))).toEqual([
        'questions.0.options.1.label: do not add an "Other" option; the client always offers one',
      ]);
    }
    expect(issuesOf(input([question('Q?', { options: [option('Other databases'), option('B')] })]))).toEqual(
      [],
    );
  });

  it('requires non-empty question, header, label and description', () => {
    expect(issuesOf(input([question('')]))).toEqual([
      'questions.0.question: question is empty; write the full question, ending with "?"',
    ]);
    expect(issuesOf(input([question('  ')]))).toEqual([
      'questions.0.question: question is blank; write the full question, ending with "?"',
    ]);
    expect(issuesOf(input([{ question: 'Q?', options: [option('A'), option('B')] }]))).toEqual([
      'questions.0.header: header is required; give a short chip label of at most 12 characters',
    ]);
    expect(issuesOf(input([question('Q?', { options: [{ label: 'A' }, option('B')] })]))).toEqual([
      'questions.0.options.0.description: description is required; explain what choosing this option means or what happens next',
    ]);
  });

  it('defaults multiSelect to false and rejects non-booleans', () => {
    const { multiSelect: _omitted, ...withoutMulti } = question('Q?');
    const parsed = parseAskUserQuestionInput(input([withoutMulti]));
    expect(parsed.questions[0]?.multiSelect).toBe(false);
    expect(issuesOf(input([question('Q?', { multiSelect: 'yes' })]))).toEqual([
      'questions.0.multiSelect: multiSelect must be true or false',
    ]);
  });

  it('checks previews: HTML fragment rules, single-select only', () => {
    expect(
      issuesOf(
        input([
          question('Q?', {
            options: [option('A', { preview: '<b>A</b>' }), option('B', { preview: 'text\nbox' })],
          }),
        ]),
      ),
    ).toEqual([]);
    expect(
      issuesOf(
        input([
          question('Q?', { options: [option('A', { preview: '<html><p>x</p></html>' }), option('B')] }),
        ]),
      ),
    ).toEqual([
      'questions.0.options.0.preview: preview must be an HTML fragment: remove <html> and keep only its content',
    ]);
    expect(
      issuesOf(
        input([
          question('Q?', { options: [option('A', { preview: '<p>x</p><script>1</script>' }), option('B')] }),
        ]),
      ),
    ).toEqual([
      'questions.0.options.0.preview: preview must not contain <script>; previews are static markup',
    ]);
    expect(
      issuesOf(
        input([question('Q?', { multiSelect: true, options: [option('A', { preview: 'x' }), option('B')] })]),
      ),
    ).toEqual([
      'questions.0.options.0.preview: previews are only shown on single-select questions; remove it or set multiSelect to false',
    ]);
  });

  it('is strict: unknown fields are named, with a hint for legacy names', () => {
    expect(
      issuesOf(input([question('Q?', { options: [option('A', { markdown: '# x' }), option('B')] })])),
    ).toEqual([
      'questions.0.options.0.markdown: unknown field "markdown"; rename it to "preview" (Claude Code up to 2.1.50 called the option preview "markdown")',
    ]);
    expect(issuesOf(input([question('Q?')], { extra: true }))).toEqual([
      'extra: unknown field "extra"; remove it',
    ]);
  });

  it('accepts answers, annotations and metadata keyed by question text', () => {
    expect(
      issuesOf(
        input([question('Q?')], {
          answers: { 'Q?': 'Alpha' },
          annotations: { 'Q?': { notes: 'n', preview: 'p' } },
          metadata: { source: 'remember' },
        }),
      ),
    ).toEqual([]);
    expect(issuesOf(input([question('Q?')], { answers: { 'Other question?': 'Alpha' } }))).toEqual([
      'answers["Other question?"]: no question has this text; key answers by the exact question text',
    ]);
  });

  it('explains what it expected for garbage, without throwing', () => {
    expect(issuesOf(null)).toEqual(['input: expected an object { questions: [...] }, got null']);
    expect(issuesOf(input('nope' as never))).toEqual([
      'questions: questions must be an array of 1 to 4 questions',
    ]);
    expect(issuesOf({})).toEqual(['questions: questions are required; ask 1 to 4 questions']);
  });

  it('throws a ContractError listing every issue from parse…', () => {
    expect(() => parseAskUserQuestionInput(input([]))).toThrowError(ContractError);
    expect(() => parseAskUserQuestionInput(input([]))).toThrowError(
      'Invalid AskUserQuestion input: questions: ask at least one question',
    );
  });
});

describe('askUserQuestionAnsweredInputSchema', () => {
  const base = input([question('First?'), question('Second?')]);

  it('fails without answers: they have not been collected yet', () => {
    const result = safeParseAskUserQuestionAnsweredInput(base);
    expect(result.success).toBe(false);
    expect(!result.success && result.error).toMatch(/^answers: answers have not been collected yet/);
  });

  it('accepts answers: {} (all skipped) and partial answers', () => {
    expect(safeParseAskUserQuestionAnsweredInput({ ...base, answers: {} }).success).toBe(true);
    expect(safeParseAskUserQuestionAnsweredInput({ ...base, answers: { 'First?': 'Alpha' } }).success).toBe(
      true,
    );
  });

  it('rejects blank answers', () => {
    const result = safeParseAskUserQuestionAnsweredInput({ ...base, answers: { 'First?': '   ' } });
    expect(!result.success && result.issues).toEqual([
      {
        path: 'answers["First?"]',
        message: 'a blank answer is not an answer; leave the question out of answers to mark it skipped',
      },
    ]);
  });
});

describe('response, id-keyed and display schemas', () => {
  it('validates response content and the three-way response', () => {
    expect(safeParseAskUserQuestionResponseContent({ answers: {} }).success).toBe(true);
    expect(safeParseAskUserQuestionResponseContent({ answers: { Q: ['a'] } }).success).toBe(false);
    expect(safeParseAskUserResponse({ action: 'accept', content: { answers: { Q: 'A' } } }).success).toBe(
      true,
    );
    expect(safeParseAskUserResponse({ action: 'decline', reason: 'no' }).success).toBe(true);
    expect(safeParseAskUserResponse({ action: 'cancel' }).success).toBe(true);
    const bad = safeParseAskUserResponse({ action: 'maybe' });
    expect(!bad.success && bad.error).toBe('action: action must be "accept", "decline" or "cancel"');
  });

  it('validates the id-keyed shape and its answer', () => {
    expect(safeParseIdKeyedQuestionInput({ questions: [{ id: 'a', question: 'Free text?' }] }).success).toBe(
      true,
    );
    const dupes = safeParseIdKeyedQuestionInput({
      questions: [
        { id: 'a', question: 'One?' },
        { id: 'a', question: 'Two?' },
      ],
    });
    expect(!dupes.success && dupes.error).toBe(
      'questions.1.id: question ids must be unique (same as questions.0.id)',
    );
    expect(safeParseIdKeyedAnswer({ answers: [{ id: 'a', selected: [], custom: 'x' }] }).success).toBe(true);
    expect(safeParseIdKeyedAnswer({ answers: [{ id: 'a', selected: 'x' }] }).success).toBe(false);
  });

  it('validates the display payload', () => {
    expect(safeParseDisplayPayload({ kind: 'ask_user_question', answers: {} }).success).toBe(true);
    expect(safeParseDisplayPayload({ kind: 'bash', answers: {} }).success).toBe(false);
  });
});

describe('toolJsonSchema', () => {
  const questionSchema = (
    toolJsonSchema as {
      properties: { questions: { items: Record<string, unknown>; minItems: number; maxItems: number } };
    }
  ).properties.questions;

  it('requires multiSelect in the provider-visible schema, while the runtime schema defaults it', () => {
    expect(questionSchema.items.required).toEqual(['question', 'header', 'options', 'multiSelect']);
    expect(
      (questionSchema.items.properties as { multiSelect: Record<string, unknown> }).multiSelect,
    ).not.toHaveProperty('default');
    expect(
      askUserQuestionInputSchema.parse({
        questions: [{ question: 'Q?', header: 'H', options: [option('A'), option('B')] }],
      }).questions[0]?.multiSelect,
    ).toBe(false);
  });

  it('shows the limits and carries no client-only fields', () => {
    expect(questionSchema.minItems).toBe(1);
    expect(questionSchema.maxItems).toBe(4);
    const properties = questionSchema.items.properties as Record<string, Record<string, unknown>>;
    expect(properties.options).toMatchObject({ minItems: 2, maxItems: 4 });
    expect(properties.header).toMatchObject({ maxLength: 12 });
    expect(Object.keys((toolJsonSchema as { properties: object }).properties)).toEqual([
      'questions',
      'metadata',
    ]);
    expect(JSON.stringify(toolJsonSchema)).not.toMatch(/"answers"|"annotations"/);
  });

  it('teaches the rules in its descriptions and is plain JSON', () => {
    const text = JSON.stringify(toolJsonSchema);
    expect(text).toContain('(Recommended)');
    expect(text).toMatch(/Do not add an \\"Other\\" option/);
    expect(JSON.parse(text)).toEqual(toolJsonSchema);
    expect((toolJsonSchema as { additionalProperties?: boolean }).additionalProperties).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeQuestions } from '../../src/core';
import type { NormalizedInput, NormalizedQuestion } from '../../src/core';
import {
  claudeInput,
  claudeKindInput,
  claudeLegacyMarkdownInput,
  claudePreviewInput,
  clineInput,
  codexInput,
  codexNewInput,
  codexRequestParams,
  geminiInput,
  idKeyedInput,
  kimiInput,
  legacySingleInput,
  mcpElicitParams,
  opencodeInput,
  rooLegacyInput,
  rooNewInput,
} from '../fixtures/inputs';

/** The parts of a question that the shape tables compare. */
function outline(question: NormalizedQuestion) {
  return {
    key: question.key,
    question: question.question,
    kind: question.kind,
    multiSelect: question.multiSelect,
    allowCustom: question.allowCustom,
    labels: question.options.map((option) => option.label),
  };
}

function codes(result: NormalizedInput): string[] {
  return result.warnings.map((warning) => warning.code);
}

describe('normalizeQuestions: every input shape the kit reads', () => {
  it.each([
    {
      name: 'Claude multi-question shape',
      input: claudeInput,
      shape: 'questions',
      questions: [
        {
          key: 'Which database should the service use?',
          question: 'Which database should the service use?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['PostgreSQL (Recommended)', 'SQLite', 'DynamoDB'],
        },
        {
          key: 'Which features should ship first?',
          question: 'Which features should ship first?',
          kind: 'choice',
          multiSelect: true,
          allowCustom: true,
          labels: ['Auth', 'Search', 'Export, CSV'],
        },
      ],
    },
    {
      name: 'legacy flat single question',
      input: legacySingleInput,
      shape: 'single-question',
      questions: [
        {
          key: 'Should I run the migrations now?',
          question: 'Should I run the migrations now?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['Yes, now', 'Later'],
        },
      ],
    },
    {
      name: 'id-keyed shape (multi_select, options optional)',
      input: idKeyedInput,
      shape: 'questions',
      questions: [
        {
          key: 'auth',
          question: 'Which auth method?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['JWT', 'Sessions'],
        },
        {
          key: 'name',
          question: 'What is the project called?',
          kind: 'text',
          multiSelect: false,
          allowCustom: true,
          labels: [],
        },
        {
          key: 'langs',
          question: 'Which languages?',
          kind: 'choice',
          multiSelect: true,
          allowCustom: true,
          labels: ['TypeScript', 'Go', 'Rust'],
        },
      ],
    },
    {
      name: "Cline's JSON-array options string",
      input: clineInput,
      shape: 'single-question',
      questions: [
        {
          key: 'Which package manager?',
          question: 'Which package manager?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['npm', 'pnpm', 'yarn'],
        },
      ],
    },
    {
      name: 'Roo Code follow_up suggestions',
      input: rooLegacyInput,
      shape: 'single-question',
      questions: [
        {
          key: 'Where should I put the config?',
          question: 'Where should I put the config?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['In package.json', 'In a separate file'],
        },
      ],
    },
    {
      name: 'Roo Code newer questions of strings and {text, options}',
      input: rooNewInput,
      shape: 'questions',
      questions: [
        {
          key: 'What is the deadline?',
          question: 'What is the deadline?',
          kind: 'text',
          multiSelect: false,
          allowCustom: true,
          labels: [],
        },
        {
          key: 'Which region?',
          question: 'Which region?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['eu-west-1', 'us-east-1'],
        },
      ],
    },
    {
      name: 'OpenCode multiple / custom',
      input: opencodeInput,
      shape: 'questions',
      questions: [
        {
          key: 'Which test runner?',
          question: 'Which test runner?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['Vitest', 'Jest'],
        },
        {
          key: 'Which linters?',
          question: 'Which linters?',
          kind: 'choice',
          multiSelect: true,
          allowCustom: false,
          labels: ['ESLint', 'Biome'],
        },
      ],
    },
    {
      name: 'Codex request_user_input arguments (isOther ignored, options: null)',
      input: codexInput,
      shape: 'questions',
      questions: [
        {
          key: 'auth',
          question: 'Which authentication should the API use?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['JWT', 'OAuth'],
        },
        {
          key: 'token',
          question: 'Paste the deploy token',
          kind: 'text',
          multiSelect: false,
          allowCustom: true,
          labels: [],
        },
      ],
    },
    {
      name: 'Codex app-server request params',
      input: codexRequestParams,
      shape: 'questions',
      questions: [
        {
          key: 'env',
          question: 'Deploy to which environment?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['staging', 'production'],
        },
      ],
    },
    {
      name: "Codex's newer request wrapper (prompt, type, value)",
      input: codexNewInput,
      shape: 'questions',
      questions: [
        {
          key: 'channel',
          question: 'Which release channel?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: false,
          labels: ['Stable', 'Beta'],
        },
        {
          key: 'notes',
          question: 'Release notes headline',
          kind: 'text',
          multiSelect: false,
          allowCustom: true,
          labels: [],
        },
      ],
    },
    {
      name: 'Gemini CLI type choice | text | yesno',
      input: geminiInput,
      shape: 'questions',
      questions: [
        {
          key: 'Which style guide?',
          question: 'Which style guide?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: true,
          labels: ['Google', 'Airbnb'],
        },
        {
          key: 'Any extra instructions?',
          question: 'Any extra instructions?',
          kind: 'text',
          multiSelect: false,
          allowCustom: true,
          labels: [],
        },
        {
          key: 'Commit the result?',
          question: 'Commit the result?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: false,
          labels: ['Yes', 'No'],
        },
      ],
    },
    {
      name: "Claude's kind: text | number questions without options",
      input: claudeKindInput,
      shape: 'questions',
      questions: [
        {
          key: 'What should the service be called?',
          question: 'What should the service be called?',
          kind: 'text',
          multiSelect: false,
          allowCustom: true,
          labels: [],
        },
        {
          key: 'How many replicas?',
          question: 'How many replicas?',
          kind: 'number',
          multiSelect: false,
          allowCustom: true,
          labels: [],
        },
      ],
    },
    {
      name: 'Kimi snake_case multi_select',
      input: kimiInput,
      shape: 'questions',
      questions: [
        {
          key: 'Which platforms?',
          question: 'Which platforms?',
          kind: 'choice',
          multiSelect: true,
          allowCustom: true,
          labels: ['Linux', 'macOS', 'Windows'],
        },
      ],
    },
    {
      name: 'MCP elicitation requestedSchema',
      input: mcpElicitParams,
      shape: 'mcp-form',
      questions: [
        {
          key: 'name',
          question: 'Project name',
          kind: 'text',
          multiSelect: false,
          allowCustom: true,
          labels: [],
        },
        {
          key: 'license',
          question: 'License',
          kind: 'choice',
          multiSelect: false,
          allowCustom: false,
          labels: ['MIT', 'Apache 2.0'],
        },
        {
          key: 'framework',
          question: 'Framework',
          kind: 'choice',
          multiSelect: false,
          allowCustom: false,
          labels: ['React', 'Vue'],
        },
        {
          key: 'targets',
          question: 'Targets',
          kind: 'choice',
          multiSelect: true,
          allowCustom: false,
          labels: ['web', 'ios', 'android'],
        },
        {
          key: 'regions',
          question: 'Regions',
          kind: 'choice',
          multiSelect: true,
          allowCustom: false,
          labels: ['Europe', 'United States'],
        },
        {
          key: 'private',
          question: 'Private repository?',
          kind: 'choice',
          multiSelect: false,
          allowCustom: false,
          labels: ['Yes', 'No'],
        },
        { key: 'port', question: 'Port', kind: 'number', multiSelect: false, allowCustom: true, labels: [] },
      ],
    },
  ])('reads the $name', ({ input, shape, questions }) => {
    const result = normalizeQuestions(input);
    expect(result.shape).toBe(shape);
    expect(result.complete).toBe(true);
    expect(result.questions.map(outline)).toEqual(questions);
  });

  it('keeps runtime details: Codex secret, Claude number bounds, MCP values, defaults and bounds', () => {
    const codex = normalizeQuestions(codexInput);
    expect(codex.questions[1]?.secret).toBe(true);
    expect(codex.questions[0]?.secret).toBeUndefined();

    const kinds = normalizeQuestions(claudeKindInput);
    expect(kinds.title).toBe('Deployment details');
    expect(kinds.questions[0]?.placeholder).toBe('my-service');
    expect(kinds.questions[1]).toMatchObject({ min: 1, max: 10, step: 1, unit: 'pods' });

    const mcp = normalizeQuestions(mcpElicitParams);
    expect(mcp.title).toBe('Configure the new project');
    const byKey = Object.fromEntries(mcp.questions.map((q) => [q.key, q]));
    expect(byKey.license?.options.map((o) => o.value)).toEqual(['mit', 'apache-2.0']);
    expect(byKey.license?.defaults).toEqual({ selected: ['MIT'] });
    expect(byKey.license?.required).toBe(true);
    expect(byKey.framework?.options.map((o) => [o.label, o.value])).toEqual([
      ['React', 'react'],
      ['Vue', 'vue'],
    ]);
    expect(byKey.targets).toMatchObject({
      minSelections: 1,
      maxSelections: 2,
      defaults: { selected: ['web'] },
    });
    expect(byKey.private?.options.map((o) => o.value)).toEqual(['true', 'false']);
    expect(byKey.private?.defaults).toEqual({ selected: ['Yes'] });
    expect(byKey.port).toMatchObject({
      kind: 'number',
      min: 1024,
      max: 65535,
      step: 1,
      defaults: { selected: [], custom: '3000' },
    });
    expect(byKey.name).toMatchObject({
      description: 'Lower case, no spaces',
      defaults: { selected: [], custom: 'my-app' },
      required: true,
    });

    const codexNew = normalizeQuestions(codexNewInput);
    expect(codexNew.title).toBe('Release settings');
    expect(codexNew.questions[0]?.options[0]).toMatchObject({
      label: 'Stable',
      value: 'stable',
      recommended: true,
    });
    expect(codexNew.questions[0]?.required).toBe(true);
  });

  it('reads the legacy `markdown` preview as `preview` and warns', () => {
    const result = normalizeQuestions(claudeLegacyMarkdownInput);
    expect(result.questions[0]?.options.map((o) => o.preview)).toEqual([
      '# Title\nOne paragraph.',
      '# Title\n## Install\n## Usage',
    ]);
    expect(result.questions[0]?.multiSelect).toBe(false);
    expect(result.questions[0]?.hasPreview).toBe(true);
    expect(codes(result)).toContain('legacy-field');
  });

  it('marks questions with previews, multi-select ones too, noting that Claude Code would not show them', () => {
    expect(normalizeQuestions(claudePreviewInput).questions[0]?.hasPreview).toBe(true);
    const multi = normalizeQuestions({
      questions: [
        {
          question: 'Q?',
          header: 'H',
          multiSelect: true,
          options: [
            { label: 'A', description: 'a', preview: 'text A' },
            { label: 'B', description: 'b' },
          ],
        },
      ],
    });
    expect(multi.questions[0]?.hasPreview).toBe(true);
    expect(codes(multi)).toContain('preview-on-multi-select');
    expect(multi.complete).toBe(true);
  });

  it('turns "(Recommended)" into a flag and a display label without touching the label', () => {
    const option = normalizeQuestions(claudeInput).questions[0]?.options[0];
    expect(option).toMatchObject({
      label: 'PostgreSQL (Recommended)',
      displayLabel: 'PostgreSQL',
      recommended: true,
    });
    const chinese = normalizeQuestions({ question: '用哪个?', options: ['甲（推荐）', '乙'] }).questions[0]
      ?.options[0];
    expect(chinese).toMatchObject({ label: '甲（推荐）', displayLabel: '甲', recommended: true });
  });
});

describe('normalizeQuestions: free-text choice detection (docs/decisions.md)', () => {
  it.each([
    ['Other'],
    ['other'],
    ['OTHER'],
    ['Ｏｔｈｅｒ'],
    ['Other (please specify)'],
    ['Other…'],
    ['Something else'],
    ['Custom'],
    ['Type your own answer'],
    ['Free text'],
    ['Please specify'],
    ['其他'],
    ['其它'],
    ['其他（请填写）'],
    ['自定义'],
    ['填写'],
    ['【其他】'],
  ])('strips %j in the last position into the custom input', (label) => {
    const result = normalizeQuestions({ question: 'Q?', options: ['Alpha', 'Beta', label] });
    const question = result.questions[0];
    expect(question?.options.map((o) => o.label)).toEqual(['Alpha', 'Beta']);
    expect(question?.customLabel).toBe(label);
    expect(question?.allowCustom).toBe(true);
    expect(codes(result)).toContain('free-text-option-removed');
  });

  it('leaves a free-text word in another position alone', () => {
    const question = normalizeQuestions({ question: 'Q?', options: ['Other', 'Alpha', 'Beta'] }).questions[0];
    expect(question?.options.map((o) => o.label)).toEqual(['Other', 'Alpha', 'Beta']);
    expect(question?.customLabel).toBeUndefined();
  });

  it.each([['Other databases'], ['Custom build pipeline'], ['其他数据库'], ['Specify later']])(
    'keeps %j, a real option that merely contains such a word',
    (label) => {
      const question = normalizeQuestions({ question: 'Q?', options: ['Alpha', label] }).questions[0];
      expect(question?.options.map((o) => o.label)).toEqual(['Alpha', label]);
      expect(question?.customLabel).toBeUndefined();
    },
  );

  it('keeps the "Other" option when the host turned free text off', () => {
    const question = normalizeQuestions({
      questions: [{ question: 'Q?', options: [{ label: 'A' }, { label: 'Other' }], custom: false }],
    }).questions[0];
    expect(question?.options.map((o) => o.label)).toEqual(['A', 'Other']);
    expect(question?.allowCustom).toBe(false);
  });
});

describe('normalizeQuestions: lenient where the contract is strict', () => {
  it('renders over-long headers, 5 options, 5 questions and duplicate labels with warnings', () => {
    const options = ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label, description: label }));
    const question = (n: number) => ({
      question: `Question ${n}?`,
      header: 'A header that is far too long',
      options,
    });
    const result = normalizeQuestions({
      questions: [
        question(1),
        question(2),
        question(3),
        question(4),
        { question: 'Question 5?', header: 'H', options: [{ label: 'X' }, { label: 'X' }, { label: 'Y' }] },
      ],
    });
    expect(result.questions).toHaveLength(5);
    expect(result.questions[0]?.options).toHaveLength(5);
    expect(result.questions[4]?.options.map((o) => o.label)).toEqual(['X', 'Y']);
    expect(codes(result)).toEqual(
      expect.arrayContaining([
        'too-many-questions',
        'too-many-options',
        'header-too-long',
        'duplicate-label',
      ]),
    );
  });

  it('counts header length in grapheme clusters', () => {
    const header = (text: string) =>
      codes(normalizeQuestions({ question: 'Q?', header: text, options: ['A', 'B'] })).includes(
        'header-too-long',
      );
    expect(header('👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻')).toBe(false);
    expect(header('👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻')).toBe(true);
  });

  it('gives repeated question texts distinct keys so answers go to the first', () => {
    const result = normalizeQuestions({
      questions: [
        { question: 'Same?', options: ['A', 'B'] },
        { question: 'Same?', options: ['C', 'D'] },
      ],
    });
    expect(result.questions.map((q) => q.key)).toEqual(['Same?', 'Same?#2']);
    expect(codes(result)).toContain('duplicate-question');
  });

  it('warns about an HTML preview that breaks the contract (it will be shown as text)', () => {
    const result = normalizeQuestions({
      question: 'Q?',
      options: [
        { label: 'A', preview: '<html><body><p>x</p></body></html>' },
        { label: 'B', preview: 'plain' },
      ],
    });
    expect(result.warnings.find((w) => w.code === 'invalid-preview')?.path).toBe('input.options.0.preview');
  });

  it('caps absurd sizes', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `Option ${i}`);
    const huge = 'x'.repeat(3_000_000);
    const result = normalizeQuestions({ question: huge, options: many });
    expect(result.questions[0]?.options).toHaveLength(50);
    expect(result.questions[0]?.question.length).toBe(10_000);
    expect(codes(result)).toContain('capped');
    const manyQuestions = normalizeQuestions({
      questions: Array.from({ length: 1000 }, (_, i) => ({ question: `Q${i}?`, options: ['A', 'B'] })),
    });
    expect(manyQuestions.questions).toHaveLength(20);
  });
});

describe('normalizeQuestions: streaming and partial input', () => {
  it('renders what has arrived of a partial object and marks it incomplete', () => {
    const result = normalizeQuestions({
      questions: [{ question: 'Which DB?', options: [{ label: 'Postgres' }] }, { header: 'Feat' }],
    });
    expect(result.complete).toBe(false);
    expect(result.questions).toHaveLength(2);
    expect(result.questions[0]?.options.map((o) => o.label)).toEqual(['Postgres']);
    expect(result.questions[1]?.question).toBe('');
    expect(result.questions[1]?.key).toBe('#1');
  });

  it('reads JSON argument text, also while it is cut off mid-string', () => {
    const full = JSON.stringify(claudeInput);
    expect(normalizeQuestions(full).complete).toBe(true);
    const cut = full.slice(0, full.indexOf('SQLite') + 3);
    const partial = normalizeQuestions(cut);
    expect(partial.complete).toBe(false);
    expect(partial.questions[0]?.options.map((o) => o.label)).toEqual(['PostgreSQL (Recommended)', 'SQL']);
    expect(codes(partial)).toContain('incomplete-json');
  });

  it('is incomplete, without questions, for empty and missing input', () => {
    for (const input of [undefined, null, {}, '', '   ', { questions: [] }]) {
      const result = normalizeQuestions(input);
      expect(result.questions).toEqual([]);
      expect(result.complete).toBe(false);
    }
  });

  it('unwraps tool-call wrappers (args, arguments text, params, request)', () => {
    expect(normalizeQuestions({ args: claudeInput }).questions).toHaveLength(2);
    expect(normalizeQuestions({ arguments: JSON.stringify(legacySingleInput) }).questions[0]?.question).toBe(
      'Should I run the migrations now?',
    );
    expect(normalizeQuestions({ method: 'elicitation/create', params: mcpElicitParams }).shape).toBe(
      'mcp-form',
    );
  });
});

describe('normalizeQuestions: never throws', () => {
  const cyclic: Record<string, unknown> = { question: 'Loop?' };
  cyclic.options = [cyclic, 'A', 'B'];
  const throwing = {
    get questions(): unknown {
      throw new Error('boom');
    },
  };
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();

  const codes = (input: unknown) => normalizeQuestions(input).warnings.map((warning) => warning.code);
  it.each([
    ['a number', 42],
    ['a symbol', Symbol('x')],
    ['a function', () => 1],
    ['a throwing getter', throwing],
    ['a revoked proxy', revoked.proxy],
    ['a JSON text of a string', '"just text"'],
    ['garbage text', '{{{{not json'],
  ])('reads %s as no questions, with a warning', (_name, input) => {
    const result = normalizeQuestions(input);
    expect(result.questions).toEqual([]);
    expect(result.complete).toBe(false);
    expect(codes(input)).toEqual(['unknown-shape']);
  });

  it('says what is wrong with empty or misshapen inputs', () => {
    expect(codes(null)).toEqual(['no-questions']);
    expect(codes({ questions: 'nope' })).toEqual(['unknown-shape', 'no-questions']);
    const cycle = normalizeQuestions(cyclic);
    expect(cycle.questions.map((question) => question.question)).toEqual(['Loop?']);
    expect(cycle.questions[0]?.options.map((option) => option.label)).toEqual(['A', 'B']);
    expect(codes(cyclic)).toEqual(['missing-label']);
    const numeric = normalizeQuestions({ question: 'Q?', options: 3 });
    expect(numeric.questions.map((question) => question.options.length)).toEqual([0]);
    expect(codes({ question: 'Q?', options: 3 })).toEqual(['too-few-options']);
  });

  it('reports an unreadable input as a warning', () => {
    const result = normalizeQuestions(revoked.proxy);
    expect(result.questions).toEqual([]);
    expect(result.warnings.map((warning) => warning.code)).toEqual(['unknown-shape']);
  });
});

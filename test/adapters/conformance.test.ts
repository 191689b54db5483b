/**
 * One contract for every adapter entry the package exports (listed from `package.json`, so a new
 * adapter cannot skip it):
 *
 * - `toRecord` claims every value of its protocol that asks a person or records an answer;
 * - neither `toRecord` nor `toRuntimeAnswer` throws, on any protocol's values or hostile ones;
 * - `toRuntimeAnswer` answers only what `toRecord` claimed, never another protocol's value;
 * - what it writes reads back — `toRecord(value, { response: written })` — as the card showed it:
 *   every answer the user gave, nothing they did not give, and never an approval for a refusal;
 * - the protocol's own validator accepts every write, where the protocol ships one (MCP, ACP,
 *   AG-UI, the AI SDK) or defines its answer by a JSON Schema (Codex, Gemini CLI, Kimi CLI; the
 *   resume schema Mastra sends with each request). The others are checked by type against their
 *   packages, and by their runtimes in their own tests (test/frameworks).
 */
import acpSchema from '@agentclientprotocol/sdk/schema/v1/schema.json' with { type: 'json' };
import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { validateUIMessages } from 'ai';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  type AskUserResponse,
  type NormalizedQuestion,
  type QuestionReading,
  normalizeQuestions,
  readAnswers,
} from '../../src/core';
import {
  a2aValues,
  acpValues,
  agUiValues,
  aiSdkValues,
  assistantUiValues,
  claudeValues,
  codexValues,
  geminiValues,
  hostileValues,
  kimiValues,
  langgraphValues,
  mcpValues,
  opencodeValues,
  questionnaireValues,
  openaiAgentsValues,
  mastraValues,
  googleAdkValues,
  genkitValues,
  copilotkitValues,
  strandsValues,
  lettaValues,
} from '../fixtures/adapter-values';
import { answerCard } from '../fixtures/answer-card';
import packageJson from '../../package.json' with { type: 'json' };
import {
  codexResponseSchema,
  geminiResponseSchema,
  jsonRpcErrorSchema,
  kimiResponseSchema,
} from '../fixtures/runtime-schemas';

type Named = readonly [string, unknown];

interface Adapter {
  toRecord(value: unknown, options?: { response?: unknown }): unknown;
  toRuntimeAnswer(response: AskUserResponse, value: unknown): unknown;
  toRecords?(value: unknown): unknown;
}

const modules = import.meta.glob<Adapter>('../../src/adapters/*/index.{ts,tsx}', { eager: true });
const adapterOf = (name: string): Adapter | undefined =>
  modules[`../../src/adapters/${name}/index.ts`] ?? modules[`../../src/adapters/${name}/index.tsx`];

const entries = Object.keys(packageJson.exports)
  .map((key) => /^\.\/adapters\/([^/]+)$/.exec(key)?.[1])
  .filter((name): name is string => name !== undefined);

/** Each adapter's own values; entries without a corpus fail the first test below. */
const corpus: Record<string, readonly Named[]> = {
  a2a: a2aValues,
  acp: acpValues,
  'ag-ui': agUiValues,
  'ai-sdk': aiSdkValues,
  'assistant-ui': assistantUiValues,
  'claude-agent-sdk': claudeValues,
  codex: codexValues,
  'gemini-cli': geminiValues,
  'kimi-cli': kimiValues,
  langgraph: langgraphValues,
  mcp: mcpValues,
  opencode: opencodeValues,
  'shadcn-questionnaire': questionnaireValues,
  'openai-agents': openaiAgentsValues,
  mastra: mastraValues,
  'google-adk': googleAdkValues,
  genkit: genkitValues,
  copilotkit: copilotkitValues,
  strands: strandsValues,
  letta: lettaValues,
};

const ajv = new Ajv({ strict: false });
const acpAjv = new Ajv2020({ strict: false, validateFormats: false });
acpAjv.addSchema(acpSchema, 'acp');
const acpValid = (definition: string, value: unknown) =>
  acpAjv.getSchema(`acp#/$defs/${definition}`)!(value) === true;
const schemaValid = (schema: object, value: unknown) => ajv.validate(schema, value) === true;
const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** The protocol's own check of what an adapter wrote for `value`; throws or is false when refused. */
const validators: Record<string, (written: unknown, value: unknown) => unknown> = {
  mcp: (written) => {
    const responses = field(written, 'inputResponses');
    const results = responses === undefined ? [written] : Object.values(responses as object);
    return results.every((result) => ElicitResultSchema.safeParse(result).success);
  },
  acp: (written) =>
    acpValid('RequestPermissionResponse', written) || acpValid('CreateElicitationResponse', written),
  'ag-ui': (written) =>
    RunAgentInputSchema.safeParse({ threadId: 't', runId: 'r', messages: [], resume: written }).success,
  'ai-sdk': async (written, part) => {
    const decided =
      field(written, 'approved') !== undefined
        ? {
            ...(part as object),
            state: 'approval-responded',
            approval: { ...(field(part, 'approval') as object), ...(written as object) },
          }
        : field(written, 'state') === 'output-error'
          ? { ...(part as object), state: 'output-error', errorText: field(written, 'errorText') }
          : { ...(part as object), state: 'output-available', output: field(written, 'output') };
    await validateUIMessages({ messages: [{ id: 'm', role: 'assistant', parts: [decided] }] as never });
    return true;
  },
  codex: (written) =>
    field(written, 'error') === undefined
      ? schemaValid(codexResponseSchema, written)
      : schemaValid(jsonRpcErrorSchema, written),
  // A bus request's answer carries its envelope; the tool's bare arguments get the answers alone.
  'gemini-cli': (written, value) =>
    field(value, 'correlationId') === undefined
      ? schemaValid({ ...geminiResponseSchema, required: ['answers'] }, written)
      : schemaValid(geminiResponseSchema, written),
  'kimi-cli': (written) => schemaValid(kimiResponseSchema, written),
  // Mastra says what resumes a call: the JSON Schema it sends with the request.
  mastra: (written, value) => {
    const body = field(value, 'payload') ?? field(value, 'data') ?? field(value, 'suspendPayload');
    const schema = JSON.parse(field(body, 'resumeSchema') as string) as object;
    const data =
      field(written, 'kind') === 'resume'
        ? field(written, 'resumeData')
        : {
            approved: field(written, 'approved'),
            ...(field(written, 'reason') ? { reason: field(written, 'reason') } : {}),
          };
    return schemaValid(schema, data);
  },
};

/**
 * Another protocol's value an adapter may claim, because the wire is the same: ACP's
 * elicitations are MCP's (with a session id beside them), and the coding agents' tool arguments
 * all carry a `questions` list.
 */
function sameWire(name: string, label: string, value: unknown): boolean {
  if (name === 'acp' && label.startsWith('mcp: a ')) return true;
  if (name === 'mcp' && /^acp: a (form|URL) elicitation/.test(label)) return true;
  // Tool arguments, also as the (streamed, cut-off) JSON text they travel as.
  if (typeof value === 'string') return value.trimStart().startsWith('{"questions"');
  const questions = (value as { questions?: unknown } | null)?.questions;
  return Array.isArray(questions);
}

/**
 * Whether an option refuses: a denial is a decision a refusal may read back as, never an
 * approval. Options say so in their words (the kit's "Do not run it", ACP's "Reject this time").
 */
function refuses(question: NormalizedQuestion | undefined, label: string): boolean {
  if (['Deny', 'Not now', 'Ignore'].includes(label)) return true;
  const description = question?.options.find((option) => option.label === label)?.description ?? '';
  return /^(Do not|Reject|Decline)/.test(description);
}

const refusals: [string, AskUserResponse][] = [
  ['declined', { action: 'decline', reason: 'not during the freeze' }],
  ['dismissed', { action: 'cancel' }],
];

/** The answer a user gives a question: the first or the last choices, or typed text. */
function answerFor(question: NormalizedQuestion, pick: 'first' | 'last'): string {
  if (question.kind === 'number') return String(question.min ?? 42);
  if (question.options.length === 0) return 'typed by the user';
  const count = question.multiSelect ? Math.min(2, question.maxSelections ?? 2) : 1;
  const options = pick === 'first' ? question.options : [...question.options].reverse();
  return options
    .slice(0, count)
    .map((option) => option.label)
    .join(', ');
}

/** Responses the card can send for a record's questions (required ones always answered). */
function cardResponses(input: unknown): [string, AskUserResponse][] {
  const { questions } = normalizeQuestions(input);
  const answered = (pick: 'first' | 'last', keep: (question: NormalizedQuestion, index: number) => boolean) =>
    answerCard(
      input,
      Object.fromEntries(
        questions
          .filter((question, index) => keep(question, index) || question.required === true)
          .map((question) => [question.key, answerFor(question, pick)]),
      ),
    );
  return [
    ['every question, first choices', answered('first', () => true)],
    ['every question, last choices', answered('last', () => true)],
    ['the first question only', answered('first', (_question, index) => index === 0)],
    ['nothing but what is required', answered('first', () => false)],
  ];
}

function sameAnswer(given: QuestionReading, read: QuestionReading): boolean {
  const words = (reading: QuestionReading) =>
    JSON.stringify([
      [...reading.selected].sort(),
      reading.custom ?? (reading.selected.length ? '' : reading.text),
    ]);
  return words(given) === words(read);
}

describe('the adapter contract', () => {
  it('every adapter entry in package.json has a corpus and the two functions', () => {
    expect(entries.length).toBeGreaterThan(10);
    for (const name of entries) {
      expect(corpus[name], `${name}: a corpus of its protocol's values`).toBeDefined();
      expect(typeof adapterOf(name)?.toRecord, `${name}: toRecord`).toBe('function');
      expect(typeof adapterOf(name)?.toRuntimeAnswer, `${name}: toRuntimeAnswer`).toBe('function');
    }
  });

  describe.each(entries.filter((name) => corpus[name]))('%s', (name) => {
    const adapter = adapterOf(name)!;
    const own = corpus[name]!;
    const others: Named[] = [
      ...Object.entries(corpus)
        .filter(([other]) => other !== name)
        .flatMap(([other, values]) => values.map(([label, value]) => [`${other}: ${label}`, value] as const)),
      ...hostileValues(),
    ];

    it.each(own.map(([label, value]) => [label, value] as const))('claims %s', (_label, value) => {
      const record = adapter.toRecord(value);
      expect(record).toBeTypeOf('object');
      expect(readAnswers(record).outcome).not.toBe('unknown');
    });

    it('never throws, and never answers a value it does not claim', () => {
      const responses: AskUserResponse[] = [
        { action: 'accept', content: { answers: {} } },
        { action: 'accept', content: { answers: { x: 'y' } } },
        ...refusals.map(([, response]) => response),
      ];
      for (const [label, value] of others) {
        const record = adapter.toRecord(value);
        if (adapter.toRecords) expect(Array.isArray(adapter.toRecords(value)), label).toBe(true);
        if (record !== undefined) {
          expect(sameWire(name, label, value), `${name} claims ${label}`).toBe(true);
          continue;
        }
        for (const response of responses)
          expect(adapter.toRuntimeAnswer(response, value), `${name} answers ${label}`).toBeUndefined();
      }
    });

    // A waiting call an adapter reads but cannot answer: the answer must name what only a
    // request carries (Kimi CLI's QuestionRequest id).
    const readOnly = new Set(['kimi-cli: the tool’s arguments']);
    it.each(
      own
        .filter(([label]) => readOnly.has(`${name}: ${label}`))
        .map(([label, value]) => [label, value] as const),
    )('answers nothing for %s, which names no request', (_label, value) => {
      for (const [, response] of [
        ...refusals,
        ['accept', { action: 'accept', content: { answers: {} } }] as const,
      ])
        expect(adapter.toRuntimeAnswer(response as AskUserResponse, value)).toBeUndefined();
    });

    const pending = own.filter(([label, value]) => {
      if (readOnly.has(`${name}: ${label}`)) return false;
      const record = adapter.toRecord(value) as { state?: string; input?: unknown } | undefined;
      return record?.state === 'pending' && normalizeQuestions(record.input).questions.length > 0;
    });

    it.each(pending.map(([label, value]) => [label, value] as const))(
      'reads back what it wrote for %s',
      async (_label, value) => {
        const record = adapter.toRecord(value) as { input: unknown };
        const writes: unknown[] = [];
        for (const [how, response] of cardResponses(record.input)) {
          const written = adapter.toRuntimeAnswer(response, value);
          expect(written, `${how}: an answer`).toBeDefined();
          writes.push(written);
          const read = readAnswers(adapter.toRecord(value, { response: written }));
          const given = readAnswers({
            input: record.input,
            output: 'content' in response ? response.content : undefined,
          });
          for (const question of given.questions) {
            const back = read.questions.find((item) => item.key === question.key);
            if (question.state === 'answered') {
              expect(back?.state, `${how}: ${question.key} read back`).toBe('answered');
              expect(sameAnswer(question, back!), `${how}: ${question.key} as given`).toBe(true);
            } else expect(back?.state, `${how}: ${question.key} not made up`).not.toBe('answered');
          }
        }
        for (const [how, response] of refusals) {
          const written = adapter.toRuntimeAnswer(response, value);
          if (written === undefined) continue;
          writes.push(written);
          const read = readAnswers(adapter.toRecord(value, { response: written }));
          const { questions } = normalizeQuestions(record.input);
          const approved = read.questions.filter((question) => {
            const asked = questions.find((item) => item.key === question.key);
            return (
              question.state === 'answered' && !question.selected.every((label) => refuses(asked, label))
            );
          });
          expect(
            approved.map((question) => question.key),
            `${how}: nothing approved`,
          ).toEqual([]);
          expect(read.outcome, `${how}: no answer made up`).not.toBe('pending');
        }
        const validate = validators[name];
        if (validate)
          for (const written of writes)
            expect(await validate(written, value), `${JSON.stringify(written)} is valid`).toBe(true);
      },
    );
  });
});

// @vitest-environment node
/**
 * Mastra's own agent loop with a fake model (a LanguageModelV3 written by hand: Mastra bundles its
 * own AI SDK) and an in-memory store: a tool that needs approval stops the stream with a
 * `tool-call-approval` chunk, a tool that suspends itself with `tool-call-suspended`. The card reads
 * them, and the kit's answer, applied with `approveToolCall` / `declineToolCall` / `resumeStream`,
 * continues the run: Allow runs the tool once, Deny runs nothing and the model reads the note,
 * Decline and Dismiss never approve, and resume data fits the tool's resume schema.
 */
import { Agent } from '@mastra/core/agent';
import { Mastra } from '@mastra/core/mastra';
import { InMemoryStore } from '@mastra/core/storage';
import { createTool } from '@mastra/core/tools';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type MastraAnswer,
  applyMastraAnswer,
  toRecord,
  toRecords,
  toRuntimeAnswer,
} from '../../src/adapters/mastra';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

interface Prompt {
  readonly role: string;
  readonly content: unknown;
}

/** A model that calls the first tool it is offered, then answers with text once it has a result. */
function fakeModel(args: Record<string, unknown>) {
  const prompts: Prompt[][] = [];
  let calls = 0;
  const turn = (options: { prompt: Prompt[]; tools?: { name: string }[] }) => {
    prompts.push(JSON.parse(JSON.stringify(options.prompt)) as Prompt[]);
    if (options.prompt.at(-1)?.role === 'tool') return { text: 'Done.' };
    calls += 1;
    return {
      call: { toolCallId: `call_${calls}`, toolName: options.tools![0]!.name, input: JSON.stringify(args) },
    };
  };
  const model = {
    specificationVersion: 'v3',
    provider: 'fake',
    modelId: 'fake',
    supportedUrls: {},
    async doGenerate(options: { prompt: Prompt[]; tools?: { name: string }[] }) {
      const next = turn(options);
      return {
        content: next.call ? [{ type: 'tool-call', ...next.call }] : [{ type: 'text', text: next.text }],
        finishReason: { unified: next.call ? 'tool-calls' : 'stop', raw: undefined },
        usage,
        warnings: [],
      };
    },
    async doStream(options: { prompt: Prompt[]; tools?: { name: string }[] }) {
      const next = turn(options);
      const parts: unknown[] = [{ type: 'stream-start', warnings: [] }];
      if (next.call) parts.push({ type: 'tool-call', ...next.call });
      else
        parts.push(
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: next.text },
          { type: 'text-end', id: 't' },
        );
      parts.push({
        type: 'finish',
        finishReason: { unified: next.call ? 'tool-calls' : 'stop', raw: undefined },
        usage,
      });
      return {
        stream: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
  return { model, prompts };
}

function agentWith(tool: ReturnType<typeof createTool>, args: Record<string, unknown>) {
  const { model, prompts } = fakeModel(args);
  const agent = new Agent({
    id: 'ops',
    name: 'Ops',
    instructions: 'Run the operations the user asks for.',
    model: model as never,
    tools: { [tool.id]: tool },
  });
  const mastra = new Mastra({ agents: { ops: agent }, storage: new InMemoryStore(), logger: false });
  return { agent: mastra.getAgent('ops'), prompts };
}

async function chunksOf(stream: { fullStream: AsyncIterable<unknown> }) {
  const chunks: { type: string }[] = [];
  for await (const chunk of stream.fullStream) chunks.push(chunk as { type: string });
  return chunks;
}

function deployment() {
  const deployed: string[] = [];
  const tool = createTool({
    id: 'deploy',
    description: 'Deploy a service',
    inputSchema: z.object({ service: z.string() }),
    requireApproval: true,
    execute: async ({ service }) => {
      deployed.push(service);
      return { deployed: service };
    },
  });
  return { tool, deployed };
}

function decide(input: unknown, label: string, note?: string): AskUserResponse {
  const [question] = normalizeQuestions(input).questions;
  return answerCard(input, { [question!.key]: label }, note ? { [question!.key]: note } : {});
}

async function approvalRun(answer: (input: unknown) => AskUserResponse) {
  const { tool, deployed } = deployment();
  const { agent, prompts } = agentWith(tool, { service: 'api' });
  const stream = await agent.stream('Deploy the api');
  const chunk = (await chunksOf(stream)).find((item) => item.type === 'tool-call-approval')!;
  const record = toRecord(chunk)!;
  const written = toRuntimeAnswer(answer(record.input), chunk) as MastraAnswer;
  const continued = (await applyMastraAnswer(agent, written)) as {
    text: Promise<string>;
    fullStream: AsyncIterable<unknown>;
  };
  const after = await chunksOf(continued);
  return { deployed, prompts, chunk, written, record, after, text: await continued.text };
}

describe('Mastra tool approvals, answered on the card', () => {
  it('reads the approval chunk as an approval of the tool and its arguments', async () => {
    const { chunk, record } = await approvalRun((input) => decide(input, 'Allow'));
    expect(chunk).toMatchObject({ type: 'tool-call-approval', payload: { toolName: 'deploy' } });
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.options.map((option) => option.label)).toEqual(['Allow', 'Deny']);
    expect(question?.description).toContain('"service": "api"');
  });

  it('Allow runs the tool exactly once and the run finishes', async () => {
    const { deployed, text, chunk, written } = await approvalRun((input) => decide(input, 'Allow'));
    expect(deployed).toEqual(['api']);
    expect(text).toBe('Done.');
    expect(readAnswers(toRecord(chunk, { response: written })).questions[0]?.selected).toEqual(['Allow']);
  });

  it('Deny runs nothing, and the model reads the note as the tool’s result', async () => {
    const { deployed, prompts, written, chunk, after } = await approvalRun((input) =>
      decide(input, 'Deny', 'not during the freeze'),
    );
    expect(written).toMatchObject({ approved: false, reason: 'not during the freeze' });
    // The run's chunks, as a host keeps them, read back as the decision.
    const [stored] = toRecords([chunk, ...after]);
    const read = readAnswers(stored).questions[0];
    expect([read?.selected, read?.notes]).toEqual([['Deny'], 'not during the freeze']);
    expect(deployed).toEqual([]);
    expect(JSON.stringify(prompts.at(-1))).toContain('not during the freeze');
  });

  it('Decline and Dismiss never approve', async () => {
    for (const refusal of [{ action: 'decline' }, { action: 'cancel' }] as const) {
      const { deployed, written } = await approvalRun(() => refusal);
      expect(written).toMatchObject({ approved: false });
      expect(deployed).toEqual([]);
    }
  });
});

describe('Mastra suspended tools, resumed from the card', () => {
  it('asks the resume schema as a form, and resumes with data valid against it', async () => {
    const resumed: unknown[] = [];
    const resumeSchema = z.object({ env: z.enum(['staging', 'prod']), note: z.string().optional() });
    const tool = createTool({
      id: 'pickEnv',
      description: 'Deploy where the user says',
      inputSchema: z.object({ service: z.string() }),
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema,
      execute: async (_input, context) => {
        const agent = context?.agent as {
          resumeData?: unknown;
          suspend: (payload: unknown) => Promise<unknown>;
        };
        if (agent.resumeData === undefined) return await agent.suspend({ question: 'Which environment?' });
        resumed.push(agent.resumeData);
        return { ok: true };
      },
    });
    const { agent } = agentWith(tool, { service: 'api' });
    const stream = await agent.stream('Deploy the api');
    const chunk = (await chunksOf(stream)).find((item) => item.type === 'tool-call-suspended')!;
    const record = toRecord(chunk)!;
    const questions = normalizeQuestions(record.input).questions;
    // What the tool asked goes with the form's first field.
    expect(questions[0]?.description).toContain('Which environment?');
    const env = questions.find((question) => question.key.endsWith('.env'))!;
    const written = toRuntimeAnswer(
      answerCard(record.input, { [env.key]: 'staging' }),
      chunk,
    ) as MastraAnswer;
    expect(written).toMatchObject({ kind: 'resume', resumeData: { env: 'staging' } });
    const schema = JSON.parse(
      (chunk as unknown as { payload: { resumeSchema: string } }).payload.resumeSchema,
    );
    expect(new Ajv({ strict: false }).validate(schema, (written as { resumeData: unknown }).resumeData)).toBe(
      true,
    );
    const continued = (await applyMastraAnswer(agent, written)) as {
      text: Promise<string>;
      fullStream: AsyncIterable<unknown>;
    };
    await chunksOf(continued);
    expect(resumed).toEqual([{ env: 'staging' }]);
    expect(await continued.text).toBe('Done.');
    expect(
      readAnswers(toRecord(chunk, { response: written })).questions.find((q) => q.key === env.key)?.selected,
    ).toEqual(['staging']);
    // Mastra has no refusal for a suspended call: nothing is sent, the run stays suspended.
    expect(toRuntimeAnswer({ action: 'decline' }, chunk)).toBeUndefined();
  });
});

// @vitest-environment node
// Issue #23 (MCP 2026-07-28, SEP-2322): an input_required tools/call result → one card; the
// answer is the retried call's inputResponses and requestState, sent through a real
// @modelcontextprotocol/client 2.x ↔ server 2.x round trip and checked with the SDK's own
// ElicitResult schema and its JSON Schema validator. Also 2025-11-25's -32042 and a 1.x task.
import {
  Client,
  StreamableHTTPClientTransport,
  isInputRequiredResult,
  specTypeSchemas,
} from '@modelcontextprotocol/client';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { TaskSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { mcpTask } from '../fixtures/adapter-values';
import { toolsDocResponse } from '../fixtures/protocols';
import {
  acceptedUrls,
  completedElicitationId,
  hostInputRequests,
  isInputRequired,
  toInputRequiredRecord,
  toInputResponses,
  toTaskRecord,
  urlElicitationsOf,
} from '../../src/adapters/mcp';
import { URL_WORDS } from '../../src/adapters/mcp/input-required';
import { normalizeQuestions, readAnswers } from '../../src/core';
import type { AskUserResponse } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

// schema/2026-07-28/examples/InputRequiredResult/
// input-required-result-with-elicitation-and-sampling-and-request-state.json (no `mode`).
const withSampling = {
  resultType: 'input_required',
  inputRequests: {
    github_login: {
      method: 'elicitation/create',
      params: {
        message: 'Please provide your GitHub username',
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      },
    },
    capital_of_france: {
      method: 'sampling/createMessage',
      params: {
        messages: [{ role: 'user', content: { type: 'text', text: 'What is the capital of France?' } }],
        maxTokens: 100,
      },
    },
  },
  requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0',
};
// A form and a URL request in one set (client/elicitation.mdx's URL request, 2026 form).
const formAndUrl = {
  resultType: 'input_required',
  inputRequests: {
    plan: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: 'Choose a plan',
        requestedSchema: {
          type: 'object',
          properties: {
            tier: {
              type: 'string',
              oneOf: [
                { const: 'pro', title: 'Pro' },
                { const: 'team', title: 'Team' },
              ],
            },
            seats: { type: 'integer', title: 'Seats' },
          },
        },
      },
    },
    api_key: {
      method: 'elicitation/create',
      params: {
        mode: 'url',
        url: 'https://mcp.example.com/ui/set_api_key',
        message: 'Please provide your API key to continue.',
      },
    },
  },
};

function answer(
  record: ReturnType<typeof toInputRequiredRecord>,
  byKey: Record<string, string>,
): AskUserResponse {
  return answerCard(record!.input, byKey);
}

const elicitResultOk = (value: unknown) => specTypeSchemas.ElicitResult['~standard'].validate(value);

describe('MCP input_required (2026-07-28)', () => {
  it('reads the spec’s response as one card and answers the retry with the state as received', () => {
    expect(isInputRequired(toolsDocResponse)).toBe(true);
    const record = toInputRequiredRecord(toolsDocResponse)!;
    expect(record.state).toBe('pending');
    const retry = toInputResponses(answer(record, { '0.name': 'octocat' }), toolsDocResponse);
    // The spec's own retried params, minus name and arguments.
    expect(retry).toEqual({
      inputResponses: { github_login: { action: 'accept', content: { name: 'octocat' } } },
      requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
    });
    expect(elicitResultOk(retry!.inputResponses.github_login)).not.toHaveProperty('issues');
    const schema = toolsDocResponse.result.inputRequests.github_login.params.requestedSchema;
    expect(
      new AjvJsonSchemaValidator().getValidator(schema)(retry!.inputResponses.github_login!.content),
    ).toMatchObject({
      valid: true,
    });
  });

  it('leaves sampling to the host and says so', () => {
    expect(hostInputRequests(withSampling)).toEqual(['capital_of_france']);
    const record = toInputRequiredRecord(withSampling)!;
    expect(normalizeQuestions(record.input).questions).toHaveLength(1);
    const retry = toInputResponses({ action: 'decline' }, withSampling);
    expect(retry).toEqual({
      inputResponses: { github_login: { action: 'decline' } },
      requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0',
    });
    expect(toInputRequiredRecord({ resultType: 'input_required', requestState: 'abc' })).toBeUndefined();
  });

  it('asks a form and a URL request together; a skipped request is cancelled, never accepted', () => {
    const record = toInputRequiredRecord(formAndUrl)!;
    const questions = normalizeQuestions(record.input).questions;
    expect(questions.map((question) => question.key)).toEqual(['0.tier', '0.seats', '1']);
    const both = toInputResponses(
      answer(record, { '0.tier': 'Team', '0.seats': '5', '1': URL_WORDS.open }),
      formAndUrl,
    );
    expect(both).toEqual({
      inputResponses: {
        plan: { action: 'accept', content: { tier: 'team', seats: 5 } },
        api_key: { action: 'accept' },
      },
    });
    expect(acceptedUrls(both, formAndUrl)).toEqual(['https://mcp.example.com/ui/set_api_key']);
    for (const result of Object.values(both!.inputResponses))
      expect(elicitResultOk(result)).not.toHaveProperty('issues');
    const skipped = toInputResponses(answer(record, { '0.tier': 'Pro' }), formAndUrl);
    expect(skipped!.inputResponses).toEqual({
      plan: { action: 'accept', content: { tier: 'pro' } },
      api_key: { action: 'cancel' },
    });
    expect(acceptedUrls(skipped, formAndUrl)).toEqual([]);
    const reading = readAnswers(toInputRequiredRecord(formAndUrl, { inputResponses: both!.inputResponses })!);
    expect(reading.outcome).toBe('answered');
    expect(reading.questions.map((question) => question.selected[0] ?? question.text)).toEqual([
      'Team',
      '5',
      URL_WORDS.open,
    ]);
    expect(
      readAnswers(
        toInputRequiredRecord(formAndUrl, {
          inputResponses: toInputResponses({ action: 'cancel' }, formAndUrl)!.inputResponses,
        })!,
      ).outcome,
    ).toBe('cancelled');
  });

  it('round-trips through a real 2.x client and server: the server gets exactly what the card sent', async () => {
    const seen: { inputResponses?: unknown; requestState?: string }[] = [];
    const handler = createMcpHandler(() => {
      const server = new McpServer({ name: 'weather', version: '1.0.0' }, { capabilities: { tools: {} } });
      server.registerTool('get_weather', { description: 'Needs a GitHub login first' }, async (context) => {
        seen.push({
          inputResponses: context.mcpReq.inputResponses,
          requestState: context.mcpReq.requestState() as string,
        });
        const sent = context.mcpReq.inputResponses?.github_login as
          { action?: string; content?: { name?: string } } | undefined;
        if (!sent)
          return inputRequired({
            inputRequests: {
              github_login: inputRequired.elicit({
                message: 'Please provide your GitHub username',
                requestedSchema: {
                  type: 'object',
                  properties: { name: { type: 'string' } },
                  required: ['name'],
                },
              }),
            },
            requestState: 'state-1',
          });
        return { content: [{ type: 'text', text: `${sent.action}:${sent.content?.name ?? ''}` }] };
      });
      return server;
    });
    const client = new Client(
      { name: 'card-host', version: '1.0.0' },
      {
        capabilities: { elicitation: { form: {} } },
        versionNegotiation: { mode: { pin: '2026-07-28' } },
        inputRequired: { autoFulfill: false },
      },
    );
    await client.connect(
      new StreamableHTTPClientTransport(new URL('http://in-process.invalid/mcp'), {
        fetch: (url, init) => handler.fetch(new Request(url, init)),
      }),
    );
    const call = { name: 'get_weather', arguments: { location: 'New York' } };
    const first = await client.request({ method: 'tools/call', params: call }, { allowInputRequired: true });
    expect(isInputRequiredResult(first)).toBe(true);
    const record = toInputRequiredRecord(first)!;
    const retry = toInputResponses(answer(record, { '0.name': 'octocat' }), first)!;
    const second = await client.request(
      { method: 'tools/call', params: { ...call, ...retry } },
      { allowInputRequired: true },
    );
    expect(second).toMatchObject({ content: [{ type: 'text', text: 'accept:octocat' }] });
    expect(seen[1]).toEqual({ inputResponses: retry.inputResponses, requestState: 'state-1' });
    await client.close();
  });
});

describe('MCP input_required: what the card must not lose or invent', () => {
  const twoLogins = {
    resultType: 'input_required',
    inputRequests: {
      github: {
        method: 'elicitation/create',
        params: {
          message: 'Your GitHub username',
          requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
        },
      },
      gitlab: {
        method: 'elicitation/create',
        params: {
          message: 'Your GitLab username',
          requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
        },
      },
    },
  };

  it('keeps two forms’ same-named fields apart, each with its message', () => {
    const record = toInputRequiredRecord(twoLogins)!;
    const questions = normalizeQuestions(record.input).questions;
    expect(questions.map((question) => question.description)).toEqual([
      'Your GitHub username',
      'Your GitLab username',
    ]);
    expect(questions.every((question) => question.allowNotes === false)).toBe(true);
    expect(toInputResponses(answer(record, { '1.name': 'gl-user' }), twoLogins)!.inputResponses).toEqual({
      github: { action: 'cancel' },
      gitlab: { action: 'accept', content: { name: 'gl-user' } },
    });
  });

  it('asks a form without fields as a confirmation, and offers an insecure link only to decline', () => {
    const result = {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            message: 'Proceed with deleting 3 files?',
            requestedSchema: { type: 'object', properties: {} },
          },
        },
        link: {
          method: 'elicitation/create',
          params: { mode: 'url', url: 'http://evil.example/x', message: 'Sign in' },
        },
      },
    };
    const record = toInputRequiredRecord(result)!;
    const [confirm, link] = normalizeQuestions(record.input).questions;
    expect(confirm?.question).toBe('Proceed with deleting 3 files?');
    expect(link?.options.map((option) => option.label)).toEqual([URL_WORDS.notNow]);
    const retry = toInputResponses(answer(record, { '0': URL_WORDS.accept, '1': URL_WORDS.notNow }), result);
    expect(retry!.inputResponses).toEqual({
      confirm: { action: 'accept', content: {} },
      link: { action: 'decline' },
    });
    expect(acceptedUrls(retry, result)).toEqual([]);
  });

  it('retries a result that carries only requestState with that state', () => {
    const stateOnly = { resultType: 'input_required', requestState: 'eyJwcm9ncmVzcyI6IjUwJSJ9' };
    expect(toInputRequiredRecord(stateOnly)).toBeUndefined();
    expect(toInputResponses({ action: 'accept', content: { answers: {} } }, stateOnly)).toEqual({
      inputResponses: {},
      requestState: 'eyJwcm9ncmVzcyI6IjUwJSJ9',
    });
  });

  it('never throws on hostile values', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
        ownKeys() {
          throw new Error('no');
        },
      },
    );
    const tricky = {
      resultType: 'input_required',
      inputRequests: { a: { method: 'elicitation/create', params: hostile } },
    };
    for (const value of [hostile, tricky]) {
      expect(() => toInputRequiredRecord(value)).not.toThrow();
      expect(() => toInputResponses({ action: 'accept', content: { answers: {} } }, value)).not.toThrow();
      expect(() => hostInputRequests(value)).not.toThrow();
      expect(() => acceptedUrls(undefined, value)).not.toThrow();
    }
  });
});

describe('MCP 2025-11-25 and 1.x tasks', () => {
  it('reads the URL elicitations of a -32042 error and a completion notification', () => {
    // docs/specification/2025-11-25/client/elicitation.mdx
    const error = {
      jsonrpc: '2.0',
      id: 2,
      error: {
        code: -32042,
        message: 'This request requires more information.',
        data: {
          elicitations: [
            {
              mode: 'url',
              elicitationId: '550e8400-e29b-41d4-a716-446655440000',
              url: 'https://mcp.example.com/connect?elicitationId=550e8400-e29b-41d4-a716-446655440000',
              message: 'Authorization is required to access your Example Co files.',
            },
          ],
        },
      },
    };
    expect(urlElicitationsOf(error).map((params) => params.elicitationId)).toEqual([
      '550e8400-e29b-41d4-a716-446655440000',
    ]);
    expect(urlElicitationsOf({ error: { code: -32600 } })).toEqual([]);
    expect(
      completedElicitationId({
        jsonrpc: '2.0',
        method: 'notifications/elicitation/complete',
        params: { elicitationId: '550e8400-e29b-41d4-a716-446655440000' },
      }),
    ).toBe('550e8400-e29b-41d4-a716-446655440000');
  });

  it('reads a task in input_required as pending, never as finished', () => {
    // basic/utilities/tasks.mdx's tasks/get result, in the input_required state.
    const task = mcpTask;
    // A real 1.x task: @modelcontextprotocol/sdk's own schema accepts it.
    expect(TaskSchema.safeParse(task).success).toBe(true);
    const record = toTaskRecord(task)!;
    expect(readAnswers(record).outcome).toBe('pending');
    expect(record.reason).toBe('Waiting for your approval.');
    expect(toTaskRecord({ task })).toEqual(record);
    expect(toTaskRecord({ ...task, status: 'working' })).toBeUndefined();
  });
});

describe('MCP input_required: fields with nothing to choose', () => {
  it('asks an array of free values and an Optional anyOf as text, and never sends [] for typed text', () => {
    const result = {
      resultType: 'input_required',
      inputRequests: {
        form: {
          method: 'elicitation/create',
          params: {
            message: 'Details',
            requestedSchema: {
              type: 'object',
              properties: {
                labels: { type: 'array', items: { type: 'string' } },
                note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              },
            },
          },
        },
      },
    };
    const record = toInputRequiredRecord(result)!;
    const questions = normalizeQuestions(record.input).questions;
    expect(questions.map((question) => question.kind)).toEqual(['text', 'text']);
    const retry = toInputResponses(answer(record, { '0.labels': 'a, b', '0.note': 'hello' }), result);
    expect(retry!.inputResponses.form).toEqual({ action: 'accept', content: { note: 'hello' } });
  });
});

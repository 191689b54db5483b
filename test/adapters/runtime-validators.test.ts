/**
 * Every answer an adapter writes, checked by the runtime's own validator: the MCP SDK's
 * `ElicitResultSchema` and the request's `requestedSchema`, the AI SDK's `validateUIMessages`
 * with the kit's tool, and the JSON schemas Codex, Gemini CLI and Kimi CLI define their
 * answers by (transcribed with their source; neither ships a JavaScript validator).
 */
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { validateUIMessages } from 'ai';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import * as aiSdk from '../../src/adapters/ai-sdk';
import { askUserQuestionTool } from '../../src/adapters/ai-sdk/server';
import * as codex from '../../src/adapters/codex';
import * as gemini from '../../src/adapters/gemini-cli';
import * as kimi from '../../src/adapters/kimi-cli';
import * as mcp from '../../src/adapters/mcp';
import { type AskUserResponse, normalizeQuestions } from '../../src/core';
import { claudeInput, codexRequestParams, geminiInput, mcpElicitParams } from '../fixtures/inputs';
import { kimiArguments } from '../fixtures/runtime-records/kimi';
import {
  codexResponseSchema,
  geminiResponseSchema,
  jsonRpcErrorSchema,
  kimiResponseSchema,
} from '../fixtures/runtime-schemas';

const ajv = new Ajv({ strict: false, allErrors: true });

/** Responses a user can give to `input`: everything, typed text instead, one answer, refusals. */
function responsesFor(input: unknown): [string, AskUserResponse][] {
  const { questions } = normalizeQuestions(input);
  const pick = (typed: boolean) =>
    Object.fromEntries(
      questions.map((question) => {
        if (question.kind === 'number') return [question.key, '4242'];
        if (question.options.length === 0) return [question.key, 'typed by the user'];
        if (typed && question.allowCustom) return [question.key, 'my own answer'];
        const labels = question.options.slice(0, question.multiSelect ? 2 : 1).map((option) => option.label);
        return [question.key, labels.join(', ')];
      }),
    );
  const first = questions[0];
  return [
    ['every question answered', { action: 'accept', content: { answers: pick(false) } }],
    ['free text where allowed', { action: 'accept', content: { answers: pick(true) } }],
    [
      'one question answered',
      { action: 'accept', content: { answers: first ? { [first.key]: pick(false)[first.key] ?? '' } : {} } },
    ],
    ['nothing answered', { action: 'accept', content: { answers: {} } }],
    ['declined', { action: 'decline', reason: 'not now' }],
    ['cancelled', { action: 'cancel' }],
  ];
}

describe('MCP: ElicitResultSchema and the requested schema', () => {
  // A partial answer leaves required fields out on purpose (the server asks again or uses its
  // default); every field that is there must still fit its schema.
  const validateComplete = ajv.compile(mcpElicitParams.requestedSchema);
  const validatePartial = ajv.compile({ ...mcpElicitParams.requestedSchema, required: [] });
  it.each(responsesFor(mcpElicitParams))('%s', (name, response) => {
    const result = mcp.toRuntimeAnswer(response, mcpElicitParams)!;
    expect(() => ElicitResultSchema.parse(result)).not.toThrow();
    if (result.action !== 'accept') return;
    const validate = name === 'every question answered' ? validateComplete : validatePartial;
    expect(validate(result.content ?? {}), JSON.stringify(validate.errors)).toBe(true);
  });

  it('the requested schema does reject a wrong value (the check above can fail)', () => {
    expect(validatePartial({ license: 'gpl' })).toBe(false);
  });
});

describe('AI SDK: validateUIMessages with askUserQuestionTool()', () => {
  const tools = { askUserQuestion: askUserQuestionTool() };
  it.each(responsesFor(claudeInput))('%s', async (_name, response) => {
    const call = {
      type: 'tool-askUserQuestion',
      toolCallId: 'call_1',
      state: 'input-available',
      input: claudeInput,
    };
    const written = aiSdk.toToolOutput(response, call);
    const part =
      written.state === 'output-error'
        ? { ...call, state: 'output-error', errorText: written.errorText }
        : { ...call, state: 'output-available', output: written.output };
    const messages = [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'set up the service' }] },
      { id: 'a1', role: 'assistant', parts: [part] },
    ];
    await expect(validateUIMessages({ messages, tools })).resolves.toHaveLength(2);
  });

  it('the validator does reject a wrong output (the check above can fail)', async () => {
    const part = {
      type: 'tool-askUserQuestion',
      toolCallId: 'call_1',
      state: 'output-available',
      input: claudeInput,
      output: { answers: 'SQLite' },
    };
    await expect(
      validateUIMessages({ messages: [{ id: 'a1', role: 'assistant', parts: [part] }], tools }),
    ).rejects.toThrow();
  });
});

describe('Codex: ToolRequestUserInputResponse', () => {
  const validateAnswer = ajv.compile(codexResponseSchema);
  const validateError = ajv.compile(jsonRpcErrorSchema);
  it.each(responsesFor(codexRequestParams))('%s', (_name, response) => {
    const written = codex.toRuntimeAnswer(response, {
      method: 'item/tool/requestUserInput',
      params: codexRequestParams,
    })!;
    const validate = 'error' in written ? validateError : validateAnswer;
    expect(validate(written), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('Gemini CLI: the ask-user-response message', () => {
  const validate = ajv.compile(geminiResponseSchema);
  const request = { type: 'ask-user-request', correlationId: 'corr-1', questions: geminiInput.questions };
  it.each(responsesFor(geminiInput))('%s', (_name, response) => {
    const written = gemini.toRuntimeAnswer(response, request)!;
    expect(validate(written), JSON.stringify(validate.errors)).toBe(true);
    expect(written.cancelled === true).toBe(response.action !== 'accept');
  });
});

describe('Kimi CLI: QuestionResponse', () => {
  const validate = ajv.compile(kimiResponseSchema);
  const request = { id: 'q-1', tool_call_id: 'tc-1', questions: kimiArguments.questions };
  it.each(responsesFor(kimiArguments))('%s', (_name, response) => {
    const written = kimi.toRuntimeAnswer(response, { type: 'QuestionRequest', payload: request })!;
    expect(validate(written), JSON.stringify(validate.errors)).toBe(true);
    // Kimi keys answers by the question text it sent; an accept never looks like a dismissal.
    if (response.action === 'accept') {
      expect(Object.keys(written.answers)).toEqual(
        kimiArguments.questions.map((question) => question.question),
      );
    } else expect(written.answers).toEqual({});
  });

  it('answers a Wire JSON-RPC request with its id', () => {
    const message = {
      jsonrpc: '2.0',
      method: 'request',
      id: 'rpc-7',
      params: { type: 'QuestionRequest', payload: request },
    };
    expect(kimi.toWireResponse({ action: 'cancel' }, message)).toEqual({
      jsonrpc: '2.0',
      id: 'rpc-7',
      result: { request_id: 'q-1', answers: {} },
    });
  });
});

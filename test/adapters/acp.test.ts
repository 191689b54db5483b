// @vitest-environment node
// Issue #23 (ACP): session/request_permission and elicitation/create → the card, answered in
// ACP's shapes. Answers are checked against the JSON Schema that @agentclientprotocol/sdk
// ships (the SDK validates incoming params, never a client's response), and sent through a
// real in-process agent ↔ client connection built with the SDK.
import * as acp from '@agentclientprotocol/sdk';
import type {
  RequestPermissionRequest,
  RequestPermissionResponse as TheirResponse,
} from '@agentclientprotocol/sdk';
import acpSchema from '@agentclientprotocol/sdk/schema/v1/schema.json' with { type: 'json' };
import Ajv2020 from 'ajv/dist/2020.js';
import { answerCard } from '../fixtures/answer-card';
import { describe, expect, it } from 'vitest';
import { planApproval } from '../fixtures/protocols';
import { acpPermissionRequest } from '../fixtures/adapter-values';
import {
  type RequestPermissionResponse,
  offeredOptionIds,
  toRecord,
  toRuntimeAnswer,
} from '../../src/adapters/acp';
import { normalizeQuestions, readAnswers } from '../../src/core';
import type { AskUserResponse } from '../../src/core';

const ajv = new Ajv2020({ strict: false, validateFormats: false });
ajv.addSchema(acpSchema, 'acp');
const valid = (definition: string, value: unknown) => {
  const check = ajv.getSchema(`acp#/$defs/${definition}`)!;
  const ok = check(value);
  return ok ? true : check.errors;
};

// agentclientprotocol/agent-client-protocol docs/protocol/v1/tool-calls.mdx ("Requesting Permission").
const docsRequest = acpPermissionRequest;
// claude-agent-acp src/tests/acp-scenarios/__snapshots__/air/ask-user-question.jsonl, line 6:
// Claude's AskUserQuestion forwarded as a form elicitation.
const claudeQuestion = {
  message: 'Which database?',
  mode: 'form',
  requestedSchema: {
    properties: {
      question_0: {
        oneOf: [
          {
            _meta: { '_claude/askUserQuestionOption': { preview: 'CREATE TABLE t ();' } },
            const: 'Postgres',
            description: 'Relational',
            title: 'Postgres',
          },
          { const: 'Redis', description: 'Key-value', title: 'Redis' },
        ],
        title: 'Database',
        type: 'string',
      },
      question_0_custom: {
        _meta: {
          _askUserQuestionCustomAnswer: { isCustomAnswer: true, questionId: 'question_0' },
          jetbrains: {
            air: { customAnswer: { isCustomAnswer: true, questionId: 'question_0' }, version: 1 },
          },
        },
        description: 'Type your own answer, or add a note to the option you chose above (optional).',
        title: 'Other',
        type: 'string',
      },
    },
    type: 'object',
  },
  sessionId: '<session>',
  toolCallId: 'toolu_ask',
};

function accept(record: ReturnType<typeof toRecord>, answers: string[], notes: (string | undefined)[] = []) {
  const { questions } = normalizeQuestions(record!.input);
  const response: AskUserResponse = {
    action: 'accept',
    content: {
      answers: Object.fromEntries(answers.map((answer, index) => [questions[index]!.question, answer])),
      annotations: Object.fromEntries(
        notes.flatMap((note, index) => (note ? [[questions[index]!.question, { notes: note }]] : [])),
      ),
    },
  };
  return response;
}

describe('ACP session/request_permission', () => {
  it('reads the docs’ request as one question whose options are the ones offered', () => {
    expect(valid('RequestPermissionRequest', docsRequest.params)).toBe(true);
    const record = toRecord(docsRequest)!;
    expect(record.state).toBe('pending');
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.options.map((option) => [option.label, option.description])).toEqual([
      ['Allow once', 'Allow this time.'],
      ['Reject', 'Reject this time.'],
    ]);
    // An option id carries no note: the card offers none.
    expect(question?.allowNotes).toBe(false);
    const typed: RequestPermissionRequest = docsRequest.params as RequestPermissionRequest;
    expect(offeredOptionIds(typed)).toEqual(['allow-once', 'reject-once']);
  });

  it('answers with the chosen option’s id, in the shape ACP’s schema accepts', () => {
    const record = toRecord(planApproval)!;
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.question).toBe('Ready to code?');
    expect(question?.description).toContain('# Plan');
    const answer = toRuntimeAnswer(
      accept(record, ['Yes, and use auto mode']),
      planApproval,
    ) as RequestPermissionResponse;
    expect(answer).toEqual({ outcome: { outcome: 'selected', optionId: 'exit-plan-auto' } });
    expect(valid('RequestPermissionResponse', answer)).toBe(true);
    const theirs: TheirResponse = answer;
    expect(readAnswers(toRecord(planApproval, { response: theirs })!).questions[0]?.selected).toEqual([
      'Yes, and use auto mode',
    ]);
  });

  it('never allows by silence: nothing chosen and Dismiss are cancelled, Decline rejects', () => {
    const record = toRecord(docsRequest)!;
    const cancelled = { outcome: { outcome: 'cancelled' } };
    expect(toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, docsRequest)).toEqual(cancelled);
    expect(toRuntimeAnswer({ action: 'cancel' }, docsRequest)).toEqual(cancelled);
    expect(valid('RequestPermissionResponse', cancelled)).toBe(true);
    expect(toRuntimeAnswer({ action: 'decline' }, docsRequest)).toEqual({
      outcome: { outcome: 'selected', optionId: 'reject-once' },
    });
    expect(readAnswers(toRecord(docsRequest, { response: cancelled })!).outcome).toBe('cancelled');
    expect(record.state).toBe('pending');
  });

  it('is not fooled by an option of an unknown kind or a request without options', () => {
    expect(toRecord({ ...docsRequest.params, options: [] })).toBeUndefined();
    expect(
      offeredOptionIds({ ...docsRequest.params, options: [{ optionId: 'x', name: 'X', kind: 'maybe' }] }),
    ).toEqual([]);
  });
});

describe('ACP elicitation/create', () => {
  it('shows a forwarded AskUserQuestion as its question, with the preview and an Other choice', () => {
    expect(valid('CreateElicitationRequest', claudeQuestion)).toBe(true);
    const record = toRecord({ jsonrpc: '2.0', id: 3, method: 'elicitation/create', params: claudeQuestion })!;
    const { questions } = normalizeQuestions(record.input);
    expect(questions).toHaveLength(1);
    expect(questions[0]?.question).toBe('Which database?');
    expect(questions[0]?.allowCustom).toBe(true);
    expect(questions[0]?.options.map((option) => option.preview)).toEqual(['CREATE TABLE t ();', undefined]);
  });

  it('answers a pick with its note, or typed text, under the question’s fields', () => {
    const record = toRecord(claudeQuestion)!;
    const withNote = toRuntimeAnswer(accept(record, ['Postgres'], ['Use version 17']), claudeQuestion);
    expect(withNote).toEqual({
      action: 'accept',
      content: { question_0: 'Postgres', question_0_custom: 'Use version 17' },
    });
    expect(valid('CreateElicitationResponse', withNote)).toBe(true);
    const typed = toRuntimeAnswer(accept(record, ['SQLite']), claudeQuestion);
    expect(typed).toEqual({ action: 'accept', content: { question_0_custom: 'SQLite' } });
    const back = readAnswers(toRecord(claudeQuestion, { response: withNote })!);
    expect(back.questions[0]?.selected).toEqual(['Postgres']);
    expect(back.questions[0]?.notes).toBe('Use version 17');
    expect(toRuntimeAnswer({ action: 'decline' }, claudeQuestion)).toEqual({ action: 'decline' });
  });

  it('keeps two forwarded questions that read alike apart, both ways', () => {
    const field = (name: string) => ({
      oneOf: [
        { const: 'Yes', title: 'Yes' },
        { const: 'No', title: 'No' },
      ],
      title: name,
      description: 'Enable it?',
      type: 'string',
    });
    const twins = {
      message: 'Two switches',
      mode: 'form',
      requestedSchema: {
        type: 'object',
        properties: { question_0: field('Cache'), question_1: field('Logs') },
      },
    };
    const back = readAnswers(
      toRecord(twins, { response: { action: 'accept', content: { question_0: 'No', question_1: 'Yes' } } })!,
    );
    expect(back.questions.map((question) => question.selected)).toEqual([['No'], ['Yes']]);
    const record = toRecord(twins)!;
    const card = answerCard(record.input, { question_0: 'Yes', question_1: 'No' });
    expect(toRuntimeAnswer(card, twins)).toEqual({
      action: 'accept',
      content: { question_0: 'Yes', question_1: 'No' },
    });
  });

  it('renders any other form as MCP does', () => {
    const form = {
      sessionId: 's',
      mode: 'form',
      message: 'Deploy where?',
      requestedSchema: { type: 'object', properties: { region: { type: 'string', enum: ['eu', 'us'] } } },
    };
    const record = toRecord(form)!;
    const answer = toRuntimeAnswer(accept(record, ['eu']), form);
    expect(answer).toEqual({ action: 'accept', content: { region: 'eu' } });
    expect(valid('CreateElicitationResponse', answer)).toBe(true);
  });
});

/** An agent and a client of @agentclientprotocol/sdk joined by in-memory streams. */
async function roundTrip<T>(
  ask: (
    client: { request: (method: never, params: unknown) => Promise<unknown> },
    sessionId: string,
  ) => Promise<T>,
  answer: (params: unknown, method: string) => unknown,
): Promise<T> {
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  const toAgent = new TransformStream<Uint8Array, Uint8Array>();
  let result: T | undefined;
  const agent = acp
    .agent({ name: 'test-agent' })
    .onRequest(acp.methods.agent.initialize, () => ({
      protocolVersion: acp.PROTOCOL_VERSION,
      agentCapabilities: {},
    }))
    .onRequest(acp.methods.agent.session.new, () => ({ sessionId: 'sess_1' }))
    .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
      result = await ask(client as never, params.sessionId);
      return { stopReason: 'end_turn' as const };
    });
  const client = acp
    .client({ name: 'test-client' })
    .onRequest(
      acp.methods.client.session.requestPermission,
      ({ params }) => answer(params, 'session/request_permission') as TheirResponse,
    )
    .onRequest(
      acp.methods.client.elicitation.create,
      ({ params }) => answer(params, 'elicitation/create') as never,
    )
    .onNotification(acp.methods.client.session.update, () => undefined);
  const connection = agent.connect(acp.ndJsonStream(toClient.writable, toAgent.readable));
  await client.connectWith(acp.ndJsonStream(toAgent.writable, toClient.readable), async (context) => {
    await context.request(acp.methods.agent.initialize, {
      protocolVersion: acp.PROTOCOL_VERSION,
      clientCapabilities: { elicitation: { form: {} } },
    });
    const { sessionId } = await context.request(acp.methods.agent.session.new, {
      cwd: '/repo',
      mcpServers: [],
    });
    await context.request(acp.methods.agent.session.prompt, {
      sessionId,
      prompt: [{ type: 'text', text: 'go' }],
    });
  });
  connection.close();
  return result as T;
}

describe('ACP round trip through @agentclientprotocol/sdk', () => {
  it('the agent receives the option the user chose on the card', async () => {
    const received = await roundTrip(
      (client, sessionId) =>
        client.request(acp.methods.client.session.requestPermission as never, { ...planApproval, sessionId }),
      (params) => {
        // The client sees the request as the SDK parsed it; the card reads that.
        const record = toRecord(params)!;
        return toRuntimeAnswer(accept(record, ['No, keep planning']), params);
      },
    );
    expect(received).toEqual({ outcome: { outcome: 'selected', optionId: 'reject' } });
  });

  it('the agent receives the forwarded question’s answer', async () => {
    const received = await roundTrip(
      (client, sessionId) =>
        client.request(acp.methods.client.elicitation.create as never, { ...claudeQuestion, sessionId }),
      (params) => toRuntimeAnswer(accept(toRecord(params)!, ['Redis']), params),
    );
    expect(acp.CreateElicitationResponse.isAccept(received as never)).toBe(true);
    expect(received).toEqual({ action: 'accept', content: { question_0: 'Redis' } });
  });
});

describe('ACP elicitation from codex-acp', () => {
  // agentclientprotocol/codex-acp src/CodexElicitationHandler.ts (1.6.2) buildUserInputRequest:
  // one property per question id with `_meta.codex.{isOther,isSecret}`, plus `<id>__other`.
  const codexForm = {
    sessionId: 's',
    toolCallId: 'item-1',
    mode: 'form',
    message: 'Input requested',
    requestedSchema: {
      type: 'object',
      properties: {
        api_token: {
          type: 'string',
          title: 'API token',
          _meta: { codex: { isOther: false, isSecret: true } },
        },
        region: {
          type: 'string',
          title: 'Region',
          oneOf: [
            { const: 'eu', title: 'eu' },
            { const: 'us', title: 'us' },
          ],
          _meta: { codex: { isOther: true, isSecret: false } },
        },
        region__other: { type: 'string', title: 'Other' },
      },
    },
  };

  it('masks the secret field and keeps its text out of the reading', () => {
    const record = toRecord(codexForm)!;
    const [token] = normalizeQuestions(record.input).questions;
    expect(token?.secret).toBe(true);
    const answer = toRuntimeAnswer(accept(record, ['s3cr3t', 'eu']), codexForm);
    expect(answer).toEqual({ action: 'accept', content: { api_token: 's3cr3t', region: 'eu' } });
    const reading = readAnswers(toRecord(codexForm, { response: answer })!);
    expect(reading.questions[0]).toMatchObject({ secret: true, state: 'answered' });
    expect(reading.questions[0]?.text).toBeUndefined();
  });
});

describe('ACP URL elicitation', () => {
  // A URL with credentials: everything before `@` is a user name, so the browser opens
  // login.evil.invalid, whatever the text before it looks like.
  const request = {
    jsonrpc: '2.0',
    id: 9,
    method: 'elicitation/create',
    params: {
      sessionId: 'sess_1',
      mode: 'url',
      message: 'Sign in to GitHub to continue',
      elicitationId: 'el_gh',
      url: 'https://github.com%2Flogin%2Foauth@login.evil.invalid/authorize',
    },
  };

  it('names the host the browser will open, not the one the address pretends', () => {
    const [question] = normalizeQuestions(toRecord(request)!.input).questions;
    expect(question?.description).toBe('Opens login.evil.invalid');
    expect(question?.options.map((option) => option.label)).toEqual(['Open the link', 'Not now']);
  });

  it('accepts only when the user chose to open it, and reads that back', () => {
    const record = toRecord(request)!;
    const open = answerCard(record.input, { link: 'Open the link' });
    const written = toRuntimeAnswer(open, request);
    expect(written).toEqual({ action: 'accept' });
    expect(valid('CreateElicitationResponse', written)).toBe(true);
    expect(readAnswers(toRecord(request, { response: written })).questions[0]?.selected).toEqual([
      'Open the link',
    ]);
    expect(toRuntimeAnswer(answerCard(record.input, {}), request)).toEqual({ action: 'cancel' });
  });

  it('offers a link that is not https only to decline', () => {
    const plain = { ...request, params: { ...request.params, url: 'http://example.com/login' } };
    const [question] = normalizeQuestions(toRecord(plain)!.input).questions;
    expect(question?.options.map((option) => option.label)).toEqual(['Not now']);
  });
});

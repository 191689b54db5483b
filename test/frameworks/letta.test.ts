// @vitest-environment node
/**
 * Letta's own client against a local stand-in for a Letta server (no server runs here): the
 * card reads the `approval_request_message` the server stopped with, and the kit's approval
 * message goes out through `client.agents.messages.create` — its type checked by the client's own
 * declarations, its body as the client sends it. The server's replies are this test's, not
 * Letta's: what is checked is what the client takes and sends.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Letta from '@letta-ai/letta-client';
import type { MessageCreateParamsNonStreaming } from '@letta-ai/letta-client/resources/agents/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRecord, toRecords, toRuntimeAnswer } from '../../src/adapters/letta';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

const request = {
  id: 'message-7f1c',
  date: '2026-01-01T00:00:00Z',
  message_type: 'approval_request_message',
  tool_call: { name: 'delete_file', arguments: '{"path":"notes/draft.md"}', tool_call_id: 'call_abc123' },
  tool_calls: [{ name: 'delete_file', arguments: '{"path":"notes/draft.md"}', tool_call_id: 'call_abc123' }],
  run_id: 'run-1',
};

const bodies: unknown[] = [];
let server: http.Server;
let client: Letta;

beforeAll(async () => {
  server = http.createServer(async (incoming, outgoing) => {
    let text = '';
    for await (const chunk of incoming) text += String(chunk);
    const body = JSON.parse(text || '{}') as { messages?: { type?: string; approvals?: unknown }[] };
    bodies.push(body);
    const answer = body.messages?.[0];
    const messages =
      answer?.type === 'approval'
        ? [
            {
              id: 'message-resp',
              date: request.date,
              message_type: 'approval_response_message',
              approvals: answer.approvals,
            },
          ]
        : [request];
    const stop = answer?.type === 'approval' ? 'end_turn' : 'requires_approval';
    outgoing.writeHead(200, { 'content-type': 'application/json' });
    outgoing.end(
      JSON.stringify({
        messages,
        stop_reason: { message_type: 'stop_reason', stop_reason: stop },
        usage: {},
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new Letta({
    apiKey: 'test',
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    maxRetries: 0,
  });
});
afterAll(() => server.close());

function decide(input: unknown, label: string, note?: string): AskUserResponse {
  const [question] = normalizeQuestions(input).questions;
  return answerCard(input, { [question!.key]: label }, note ? { [question!.key]: note } : {});
}

describe('Letta approvals, answered on the card through the client', () => {
  it('reads the approval request, and sends the decision as the client takes it', async () => {
    const stopped = await client.agents.messages.create('agent-1', {
      messages: [{ role: 'user', content: 'Delete my draft' }],
    });
    expect(stopped.stop_reason.stop_reason).toBe('requires_approval');
    const record = toRecord(stopped)!;
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.header).toBe('delete_file');
    expect(question?.description).toContain('notes/draft.md');
    const message = toRuntimeAnswer(decide(record.input, 'Deny', 'keep the draft'), stopped)!;
    // Typed by the client's own declarations: no cast.
    const params: MessageCreateParamsNonStreaming = { messages: [message] };
    const after = await client.agents.messages.create('agent-1', params);
    expect(bodies.at(-1)).toEqual({
      messages: [
        {
          type: 'approval',
          approvals: [
            { type: 'approval', tool_call_id: 'call_abc123', approve: false, reason: 'keep the draft' },
          ],
        },
      ],
    });
    // The conversation as Letta lists it reads back as the decision.
    const [stored] = toRecords([...stopped.messages, ...after.messages]);
    const read = readAnswers(stored).questions[0];
    expect([read?.selected, read?.notes]).toEqual([['Deny'], 'keep the draft']);
  });

  it('Allow approves; Decline and Dismiss deny; silence sends nothing', async () => {
    const record = toRecord(request)!;
    expect(toRuntimeAnswer(decide(record.input, 'Allow'), request)?.approvals).toEqual([
      { type: 'approval', tool_call_id: 'call_abc123', approve: true },
    ]);
    for (const refusal of [{ action: 'decline' }, { action: 'cancel' }] as const)
      expect(toRuntimeAnswer(refusal, request)?.approvals[0]?.approve).toBe(false);
    expect(toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, request)).toBeUndefined();
  });
});

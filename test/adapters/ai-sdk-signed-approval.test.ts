// @vitest-environment node
/**
 * AI SDK 7 signed tool approvals, end to end with the SDK's own code: a server that signs its
 * approval requests (`experimental_toolApprovalSecret`) and verifies them, a real `Chat`, and a
 * mock model. The kit reads the approval part with `toRecord`, the user decides on the card, and
 * the kit's answer goes through the chat's `addToolApprovalResponse`: the server runs the
 * approved tool exactly once, and a denied one never — the signature survives the kit's answer.
 */
import { Chat } from '@ai-sdk/react';
import {
  type ChatTransport,
  type UIMessage,
  convertToModelMessages,
  jsonSchema,
  lastAssistantMessageIsCompleteWithApprovalResponses,
  streamText,
  tool,
} from 'ai';
import { MockLanguageModelV4, simulateReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { toRecord, toRuntimeAnswer } from '../../src/adapters/ai-sdk';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

const SECRET = 'a secret only the server knows';
const usage = { inputTokens: { total: 1, noCache: 1 }, outputTokens: { total: 1, text: 1 } };

function server() {
  const deleted: string[] = [];
  const seen: unknown[] = [];
  let turn = 0;
  const model = new MockLanguageModelV4({
    doStream: async ({ prompt }) => {
      seen.push(prompt);
      turn += 1;
      const chunks =
        turn === 1
          ? [
              { type: 'stream-start', warnings: [] },
              {
                type: 'tool-call',
                toolCallId: 'call-del-1',
                toolName: 'deleteFile',
                input: JSON.stringify({ path: 'notes/draft.md' }),
              },
              { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
            ]
          : [
              { type: 'stream-start', warnings: [] },
              { type: 'text-start', id: 't' },
              { type: 'text-delta', id: 't', delta: 'Done.' },
              { type: 'text-end', id: 't' },
              { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
            ];
      return { stream: simulateReadableStream({ chunks: chunks as never[] }) };
    },
  });
  const tools = {
    deleteFile: tool({
      inputSchema: jsonSchema<{ path: string }>({
        type: 'object',
        properties: { path: { type: 'string' } },
        required: ['path'],
      }),
      needsApproval: true,
      execute: async ({ path }) => {
        deleted.push(path);
        return `deleted ${path}`;
      },
    }),
  };
  const errors: string[] = [];
  const transport: ChatTransport<UIMessage> = {
    sendMessages: async ({ messages }) =>
      streamText({
        model,
        tools,
        messages: await convertToModelMessages(messages),
        experimental_toolApprovalSecret: SECRET,
        onError: ({ error }) => {
          errors.push(String(error));
        },
      }).toUIMessageStream(),
    reconnectToStream: async () => null,
  };
  return { transport, deleted, seen, errors };
}

async function settled(chat: Chat<UIMessage>) {
  for (let i = 0; i < 200 && chat.status !== 'ready' && chat.status !== 'error'; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

async function decide(response: (input: unknown) => AskUserResponse) {
  const host = server();
  const chat = new Chat<UIMessage>({
    transport: host.transport,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
  });
  await chat.sendMessage({ text: 'Clean up my notes' });
  await settled(chat);
  const part = chat.messages.at(-1)!.parts.find((item) => item.type === 'tool-deleteFile')!;
  expect(part).toMatchObject({ state: 'approval-requested', approval: { signature: expect.any(String) } });
  const record = toRecord(part)!;
  expect(record.state).toBe('pending');
  const answer = toRuntimeAnswer(response(record.input), part);
  expect(answer).toMatchObject({ id: (part as { approval: { id: string } }).approval.id });
  await chat.addToolApprovalResponse(answer as Parameters<typeof chat.addToolApprovalResponse>[0]);
  await settled(chat);
  return { host, chat, part };
}

describe('AI SDK 7 signed approvals, answered through the card', () => {
  it('Allow runs the signed tool exactly once, and the part reads back as allowed', async () => {
    const { host, chat } = await decide((input) => {
      const [question] = normalizeQuestions(input).questions;
      return answerCard(input, { [question!.key]: 'Allow' });
    });
    expect(host.errors).toEqual([]);
    expect(host.deleted).toEqual(['notes/draft.md']);
    const decided = chat.messages.at(-1)!.parts.find((item) => item.type === 'tool-deleteFile')!;
    expect(readAnswers(toRecord(decided)).questions[0]?.selected).toEqual(['Allow']);
  });

  it('Deny runs nothing, and the model reads the note as the reason', async () => {
    const { host } = await decide((input) => {
      const [question] = normalizeQuestions(input).questions;
      return answerCard(input, { [question!.key]: 'Deny' }, { [question!.key]: 'not during the freeze' });
    });
    expect(host.deleted).toEqual([]);
    expect(JSON.stringify(host.seen.at(-1))).toContain('not during the freeze');
  });

  it('Decline and Dismiss never approve', async () => {
    for (const refusal of [{ action: 'decline' }, { action: 'cancel' }] as const) {
      const { host } = await decide(() => refusal);
      expect(host.deleted).toEqual([]);
    }
  });

  it('an answer without the signature is refused by the server: the kit keeps it', async () => {
    const host = server();
    const chat = new Chat<UIMessage>({ transport: host.transport });
    await chat.sendMessage({ text: 'Clean up my notes' });
    await settled(chat);
    const message = chat.messages.at(-1)!;
    const part = message.parts.find((item) => item.type === 'tool-deleteFile') as {
      approval: { id: string; signature?: string };
    };
    // What a host that rebuilt the part from the kit's answer alone would send.
    const { signature: _dropped, ...unsigned } = part.approval;
    const rebuilt = { ...part, state: 'approval-responded', approval: { ...unsigned, approved: true } };
    chat.messages = [...chat.messages.slice(0, -1), { ...message, parts: [rebuilt as never] }];
    await chat.sendMessage();
    await settled(chat);
    expect(host.deleted).toEqual([]);
    expect(host.errors.join(' ')).toMatch(/signature/i);
  });
});

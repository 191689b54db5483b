// @vitest-environment node
/**
 * TanStack AI's own `chat()` loop with a fake text adapter: a tool declared `needsApproval` ends
 * the run with an AG-UI interrupt, so the ag-ui adapter reads and answers it — no adapter of its
 * own. The kit's resume continues the run: Allow runs the tool once, Edit runs it with the edited
 * arguments, Deny never runs it, and the resume passes TanStack's own check of the payload
 * against the interrupt's response schema (a reason it does not allow would be refused).
 */
import { chat, toolDefinition } from '@tanstack/ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toRecord, toRuntimeAnswer } from '../../src/adapters/ag-ui';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

interface Chunk {
  readonly type: string;
  readonly [key: string]: unknown;
}

function fakeAdapter(seen: unknown[]) {
  const base = () => ({ timestamp: Date.now(), model: 'fake-1' });
  return {
    kind: 'text',
    name: 'fake',
    model: 'fake-1',
    '~types': {},
    async *chatStream(options: {
      messages: { role: string; content: unknown }[];
      runId?: string;
      threadId?: string;
    }) {
      seen.push(JSON.parse(JSON.stringify(options.messages)));
      const runId = options.runId ?? 'run';
      const threadId = options.threadId ?? 'thread';
      yield { type: 'RUN_STARTED', runId, threadId, ...base() };
      if (options.messages.at(-1)?.role === 'tool') {
        yield { type: 'TEXT_MESSAGE_START', messageId: 'm', role: 'assistant', ...base() };
        yield { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: 'Done.', ...base() };
        yield { type: 'TEXT_MESSAGE_END', messageId: 'm', ...base() };
        yield { type: 'RUN_FINISHED', runId, threadId, finishReason: 'stop', ...base() };
        return;
      }
      const args = { path: 'notes/draft.md' };
      yield {
        type: 'TOOL_CALL_START',
        toolCallId: 'call_1',
        toolCallName: 'delete_file',
        toolName: 'delete_file',
        index: 0,
        ...base(),
      };
      yield { type: 'TOOL_CALL_ARGS', toolCallId: 'call_1', delta: JSON.stringify(args), ...base() };
      yield { type: 'TOOL_CALL_END', toolCallId: 'call_1', toolName: 'delete_file', input: args, ...base() };
      yield { type: 'RUN_FINISHED', runId, threadId, finishReason: 'tool_calls', ...base() };
    },
    async structuredOutput() {
      throw new Error('not used');
    },
  };
}

async function decideOnCard(answer: (input: unknown) => AskUserResponse) {
  const deleted: string[] = [];
  const seen: unknown[] = [];
  const tool = toolDefinition({
    name: 'delete_file',
    description: 'Delete a file',
    inputSchema: z.object({ path: z.string() }),
    needsApproval: true,
  }).server(async ({ path }) => {
    deleted.push(path);
    return { deleted: path };
  });
  const adapter = fakeAdapter(seen) as never;
  let finished: Chunk | undefined;
  let snapshot: unknown;
  for await (const chunk of chat({
    adapter,
    messages: [{ role: 'user', content: 'Delete my draft' }],
    tools: [tool],
    threadId: 't',
    runId: 'run-1',
  }) as AsyncIterable<Chunk>) {
    if (chunk.type === 'RUN_FINISHED') finished = chunk;
    if (chunk.type === 'MESSAGES_SNAPSHOT') snapshot = chunk.messages;
  }
  const record = toRecord(finished)!;
  const resume = toRuntimeAnswer(answer(record.input), finished)!;
  const after: Chunk[] = [];
  for await (const chunk of chat({
    adapter,
    messages: snapshot as never,
    tools: [tool],
    threadId: 't',
    runId: 'run-2',
    parentRunId: 'run-1',
    resume,
  } as never) as AsyncIterable<Chunk>)
    after.push(chunk);
  return { deleted, seen, record, resume, finished, after };
}

function decide(input: unknown, label: string, fields: Record<string, string> = {}): AskUserResponse {
  const [question] = normalizeQuestions(input).questions;
  return answerCard(input, { [question!.key]: label, ...fields });
}

describe('TanStack AI approvals, read and answered by the AG-UI adapter', () => {
  it('reads the interrupt as an approval of the tool, with no note (its schema has no room)', async () => {
    const { record } = await decideOnCard((input) => decide(input, 'Allow'));
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.header).toBe('delete_file');
    expect(question?.description).toContain('notes/draft.md');
    expect(question?.allowNotes).toBe(false);
  });

  it('Allow runs the tool exactly once', async () => {
    const { deleted, after, resume, finished } = await decideOnCard((input) => decide(input, 'Allow'));
    expect(after.some((chunk) => chunk.type === 'RUN_ERROR')).toBe(false);
    expect(deleted).toEqual(['notes/draft.md']);
    expect(readAnswers(toRecord(finished, { response: resume })).questions[0]?.selected).toEqual(['Allow']);
  });

  it('Edit runs it with the edited arguments, from the schema TanStack sends', async () => {
    const { deleted, after } = await decideOnCard((input) => {
      const path = normalizeQuestions(input).questions.find((question) => question.key.endsWith('.path'))!;
      return decide(input, 'Edit', { [path.key]: 'notes/old.md' });
    });
    expect(after.some((chunk) => chunk.type === 'RUN_ERROR')).toBe(false);
    expect(deleted).toEqual(['notes/old.md']);
  });

  it('Deny, Decline and Dismiss never run it, and TanStack accepts each payload', async () => {
    for (const answer of [
      (input: unknown) => decide(input, 'Deny'),
      () => ({ action: 'decline' }) as const,
      () => ({ action: 'cancel' }) as const,
    ]) {
      const { deleted, after } = await decideOnCard(answer);
      expect(
        after.some((chunk) => chunk.type === 'RUN_ERROR'),
        JSON.stringify(after.at(-1)),
      ).toBe(false);
      expect(deleted).toEqual([]);
    }
  });
});

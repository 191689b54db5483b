// @vitest-environment node
/**
 * Google ADK's own runner with a fake model: a tool that requires confirmation pauses the run
 * with `adk_request_confirmation`, a tool that asks with `adk_request_input`. The card reads the
 * event, and the kit's answer — the user `Content` of function responses — sent as the next
 * message continues the run: Allow runs the tool once, Deny runs nothing (and the note reaches
 * the model through the callback the docs show), Decline and Dismiss never confirm, and input
 * fits the request's response schema.
 */
import {
  BaseLlm,
  type Event,
  FunctionNode,
  FunctionTool,
  InMemoryRunner,
  type LlmRequest,
  type LlmResponse,
  LlmAgent,
  NodeTool,
  RequestInput,
} from '@google/adk';
import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toRecord, toRecords, toRuntimeAnswer } from '../../src/adapters/google-adk';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

/** A model that calls `call` first, then answers with what the tool returned. */
class FakeLlm extends BaseLlm {
  readonly seen: Content[][] = [];
  constructor(private readonly call: { name: string; args: Record<string, unknown> }) {
    super({ model: 'fake' });
  }
  async *generateContentAsync(request: LlmRequest): AsyncGenerator<LlmResponse, void> {
    const contents = JSON.parse(JSON.stringify(request.contents)) as Content[];
    this.seen.push(contents);
    const answered = contents.at(-1)?.parts?.find((part) => part.functionResponse)?.functionResponse;
    yield answered
      ? { content: { role: 'model', parts: [{ text: `Done: ${JSON.stringify(answered.response)}` }] } }
      : { content: { role: 'model', parts: [{ functionCall: { ...this.call, id: 'model-call-1' } }] } };
  }
  async connect(): Promise<never> {
    throw new Error('not live');
  }
}

async function runner(agent: LlmAgent) {
  const run = new InMemoryRunner({ agent, appName: 'kit' });
  const session = await run.sessionService.createSession({ appName: 'kit', userId: 'u' });
  async function send(newMessage: Content) {
    const events: Event[] = [];
    for await (const event of run.runAsync({ userId: 'u', sessionId: session.id, newMessage }))
      events.push(event);
    return events;
  }
  /** The session's events, as ADK stores them. */
  send.stored = async () =>
    (await run.sessionService.getSession({ appName: 'kit', userId: 'u', sessionId: session.id }))!.events;
  return send;
}

function deletion() {
  const deleted: string[] = [];
  const llm = new FakeLlm({ name: 'delete_file', args: { path: 'notes/draft.md' } });
  const tool = new FunctionTool({
    name: 'delete_file',
    description: 'Deletes a file',
    parameters: z.object({ path: z.string() }),
    requireConfirmation: true,
    execute: async ({ path }) => {
      deleted.push(path);
      return { deleted: path };
    },
  });
  // The docs' way to let the model read the user's note: a callback that adds it to the refusal.
  const agent = new LlmAgent({
    name: 'assistant',
    model: llm,
    tools: [tool],
    afterToolCallback: ({ context, response }) => {
      const confirmation = context.toolConfirmation;
      const note = (confirmation?.payload as { note?: string } | undefined)?.note;
      return confirmation && !confirmation.confirmed && note ? { ...response, note } : undefined;
    },
  });
  return { agent, llm, deleted };
}

function decide(input: unknown, label: string, note?: string): AskUserResponse {
  const [question] = normalizeQuestions(input).questions;
  return answerCard(input, { [question!.key]: label }, note ? { [question!.key]: note } : {});
}

async function confirmationRun(answer: (input: unknown) => AskUserResponse) {
  const { agent, llm, deleted } = deletion();
  const send = await runner(agent);
  const events = await send({ role: 'user', parts: [{ text: 'Delete my draft' }] });
  const asking = events.at(-1)!;
  const record = toRecord(asking)!;
  const reply = toRuntimeAnswer(answer(record.input), asking)!;
  await send(reply);
  return { asking, record, reply, llm, deleted, stored: await send.stored() };
}

describe('ADK tool confirmation, answered on the card', () => {
  it('reads adk_request_confirmation as an approval of the original call', async () => {
    const { record } = await confirmationRun((input) => decide(input, 'Allow'));
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.header).toBe('delete_file');
    expect(question?.options.map((option) => option.label)).toEqual(['Allow', 'Deny']);
    expect(question?.description).toContain('notes/draft.md');
  });

  it('Allow runs the tool exactly once, with the same id and name in the answer', async () => {
    const { asking, reply, deleted, llm } = await confirmationRun((input) => decide(input, 'Allow'));
    const call = asking.content!.parts![0]!.functionCall!;
    expect(reply.parts[0]!.functionResponse).toEqual({
      id: call.id,
      name: 'adk_request_confirmation',
      response: { confirmed: true },
    });
    expect(deleted).toEqual(['notes/draft.md']);
    expect(JSON.stringify(llm.seen.at(-1))).toContain('"deleted":"notes/draft.md"');
    expect(readAnswers(toRecord(asking, { response: reply })).questions[0]?.selected).toEqual(['Allow']);
  });

  it('Deny runs nothing, and the model reads the note', async () => {
    const { deleted, llm, reply, stored } = await confirmationRun((input) =>
      decide(input, 'Deny', 'archive it instead'),
    );
    // The session ADK keeps reads back as the decision and its note.
    const read = readAnswers(toRecords(stored)[0]).questions[0];
    expect([read?.selected, read?.notes]).toEqual([['Deny'], 'archive it instead']);
    expect(reply.parts[0]!.functionResponse.response).toEqual({
      confirmed: false,
      payload: { note: 'archive it instead' },
    });
    expect(deleted).toEqual([]);
    expect(JSON.stringify(llm.seen.at(-1))).toContain('archive it instead');
  });

  it('Decline and Dismiss never confirm', async () => {
    for (const refusal of [{ action: 'decline' }, { action: 'cancel' }] as const) {
      const { deleted, reply } = await confirmationRun(() => refusal);
      expect(reply.parts[0]!.functionResponse.response).toMatchObject({ confirmed: false });
      expect(deleted).toEqual([]);
    }
  });
});

describe('ADK input requests, answered on the card', () => {
  it('asks the response schema as a form, and the node gets data valid against it', async () => {
    const answers: unknown[] = [];
    const ask = new FunctionNode(
      'ask_user',
      async function* (context, input: { question: string }) {
        const id = `ask-${context.runId}`;
        if (context.resumeInputs[id] !== undefined) {
          answers.push(context.resumeInputs[id]);
          yield { answer: context.resumeInputs[id] };
          return;
        }
        yield new RequestInput({
          interruptId: id,
          message: input.question,
          responseSchema: z.object({ color: z.enum(['red', 'blue']), size: z.number().int() }),
        });
      },
      { inputSchema: z.object({ question: z.string() }), description: 'Ask the user' },
    );
    const llm = new FakeLlm({ name: 'ask_user', args: { question: 'Which shirt?' } });
    const send = await runner(new LlmAgent({ name: 'assistant', model: llm, tools: [new NodeTool(ask)] }));
    const events = await send({ role: 'user', parts: [{ text: 'Buy me a shirt' }] });
    const asking = events.find((event) => toRecord(event) !== undefined)!;
    const record = toRecord(asking)!;
    const questions = normalizeQuestions(record.input).questions;
    expect(questions[0]?.description).toContain('Which shirt?');
    const key = (name: string) => questions.find((question) => question.key.endsWith(`.${name}`))!.key;
    const reply = toRuntimeAnswer(
      answerCard(record.input, { [key('color')]: 'blue', [key('size')]: '40' }),
      asking,
    )!;
    expect(reply.parts[0]!.functionResponse).toMatchObject({
      name: 'adk_request_input',
      response: { color: 'blue', size: 40 },
    });
    await send(reply);
    expect(answers).toEqual([{ color: 'blue', size: 40 }]);
    expect(JSON.stringify(llm.seen.at(-1))).toContain('blue');
  });
});

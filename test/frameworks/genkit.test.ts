// @vitest-environment node
/**
 * Genkit's own generate loop (`genkit/beta`, where interrupts live) with a fake model: a
 * `defineInterrupt` that asks a question and a tool that pauses itself for approval both end the
 * turn `interrupted`. The card reads `response.interrupts`, and the kit's answer passed as
 * `generate({ messages, resume })` continues it: the question's answer reaches the model as the
 * interrupt's output (valid for its schema), Allow restarts the tool so it runs once, Deny
 * answers for it so it never runs and the model reads the note, Decline and Dismiss never allow.
 */
import { genkit, z } from 'genkit/beta';
import { describe, expect, it } from 'vitest';
import { toRecord, toRecords, toRuntimeAnswer } from '../../src/adapters/genkit';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

function setup(call: { name: string; ref: string; input: unknown }) {
  const ai = genkit({});
  const seen: unknown[] = [];
  ai.defineModel({ name: 'fake', supports: { tools: true, multiturn: true } }, async (request) => {
    seen.push(JSON.parse(JSON.stringify(request.messages)));
    const last = request.messages.at(-1);
    if (last?.role === 'tool')
      return { message: { role: 'model', content: [{ text: 'Done.' }] }, finishReason: 'stop' };
    return { message: { role: 'model', content: [{ toolRequest: call }] }, finishReason: 'stop' };
  });
  const askColor = ai.defineInterrupt({
    name: 'askColor',
    description: 'Ask the user to pick a colour',
    inputSchema: z.object({ question: z.string(), choices: z.array(z.string()) }),
    outputSchema: z.object({ choice: z.enum(['red', 'green', 'blue']) }),
  });
  const sent: string[] = [];
  const transfer = ai.defineTool(
    {
      name: 'transfer',
      description: 'Transfer money',
      inputSchema: z.object({ amount: z.number(), to: z.string() }),
      outputSchema: z.string(),
    },
    async (input, { interrupt, resumed }) => {
      if (!(resumed as { toolApproved?: boolean } | undefined)?.toolApproved)
        interrupt({ reason: `Transfer ${input.amount} to ${input.to}?` });
      sent.push(`${input.amount} to ${input.to}`);
      return 'sent';
    },
  );
  const tools = [askColor, transfer];
  const first = () => ai.generate({ model: 'fake', prompt: 'go', tools });
  const resume = (messages: unknown, answer: unknown) =>
    ai.generate({
      model: 'fake',
      tools,
      messages: structuredClone(messages) as never,
      resume: answer as never,
    });
  return { first, resume, seen, sent };
}

function decide(input: unknown, label: string, note?: string): AskUserResponse {
  const [question] = normalizeQuestions(input).questions;
  return answerCard(input, { [question!.key]: label }, note ? { [question!.key]: note } : {});
}

describe('Genkit interrupts, answered on the card', () => {
  it('a defineInterrupt question: its choices on the card, the answer as its output', async () => {
    const { first, resume, seen } = setup({
      name: 'askColor',
      ref: 'r1',
      input: { question: 'Which colour?', choices: ['red', 'green', 'blue'] },
    });
    const paused = await first();
    expect(paused.finishReason).toBe('interrupted');
    const record = toRecord(paused)!;
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.question).toBe('Which colour?');
    expect(question?.options.map((option) => option.label)).toEqual(['red', 'green', 'blue']);
    // The same from the response's JSON.
    expect(toRecord(paused.toJSON())?.input).toEqual(record.input);
    const answer = toRuntimeAnswer(decide(record.input, 'green'), paused.toJSON())!;
    expect(answer.respond[0]).toEqual({
      toolResponse: { name: 'askColor', ref: 'r1', output: { choice: 'green' } },
      metadata: { interruptResponse: true },
    });
    const done = await resume(paused.messages, answer);
    expect(done.text).toBe('Done.');
    expect(JSON.stringify(seen.at(-1))).toContain('"choice":"green"');
    expect(readAnswers(toRecords(done.messages)[0]).questions[0]?.selected).toEqual(['green']);
    expect(readAnswers(toRecord(paused, { response: answer })).questions[0]?.selected).toEqual(['green']);
  });

  const transferCall = { name: 'transfer', ref: 't1', input: { amount: 50, to: 'bob' } };

  it('a tool that paused for approval: Allow restarts it, and it runs once', async () => {
    const { first, resume, sent } = setup(transferCall);
    const paused = await first();
    const record = toRecord(paused)!;
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.options.map((option) => option.label)).toEqual(['Allow', 'Deny']);
    expect(question?.description).toContain('Transfer 50 to bob?');
    const answer = toRuntimeAnswer(decide(record.input, 'Allow'), paused)!;
    expect(answer.restart[0]?.metadata).toMatchObject({ resumed: { toolApproved: true } });
    const done = await resume(paused.messages, answer);
    expect(sent).toEqual(['50 to bob']);
    expect(done.text).toBe('Done.');
    // The conversation Genkit keeps reads back as the decision.
    const [stored] = toRecords(done.messages);
    expect(readAnswers(stored).questions[0]?.selected).toEqual(['Allow']);
  });

  it('Deny answers for the tool: it never runs, and the model reads the note', async () => {
    const { first, resume, sent, seen } = setup(transferCall);
    const paused = await first();
    const record = toRecord(paused)!;
    const answer = toRuntimeAnswer(decide(record.input, 'Deny', 'not before payday'), paused)!;
    const done = await resume(paused.messages, answer);
    expect(sent).toEqual([]);
    const stored = readAnswers(toRecords(done.messages)[0]).questions[0];
    expect([stored?.selected, stored?.notes]).toEqual([['Deny'], 'not before payday']);
    expect(JSON.stringify(seen.at(-1))).toContain('not before payday');
    const read = readAnswers(toRecord(paused, { response: answer })).questions[0];
    expect([read?.selected, read?.notes]).toEqual([['Deny'], 'not before payday']);
  });

  it('Decline and Dismiss never allow', async () => {
    for (const refusal of [{ action: 'decline' }, { action: 'cancel' }] as const) {
      const { first, resume, sent } = setup(transferCall);
      const paused = await first();
      const answer = toRuntimeAnswer(refusal, paused)!;
      expect(answer.restart).toEqual([]);
      await resume(paused.messages, answer);
      expect(sent).toEqual([]);
    }
  });
});

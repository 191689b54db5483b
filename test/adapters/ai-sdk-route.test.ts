import { MockLanguageModelV3, convertArrayToReadableStream } from 'ai/test';
import * as ai7 from 'ai';
import * as ai6 from 'ai-v6';
import type { UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { askUserQuestionTool } from '../../src/adapters/ai-sdk/server';
import { isAskUserToolPart } from '../../src/adapters/ai-sdk';

/**
 * The AI SDK route of the docs, with their mock model, run in Node (CI runs Node 20): with `ai` 6,
 * which npm installs there, and with `ai` 7, which declares Node 22 and runs there too. The
 * model's call reaches the client as the kit's tool part.
 */
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const question = {
  questions: [
    {
      question: 'Which database should the service use?',
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'PostgreSQL (Recommended)', description: 'Relational, strong consistency.' },
        { label: 'SQLite', description: 'A single file, no server.' },
      ],
    },
  ],
};
const model = () =>
  new MockLanguageModelV3({
    doStream: async () => ({
      stream: convertArrayToReadableStream([
        { type: 'stream-start', warnings: [] },
        {
          type: 'tool-call',
          toolCallId: 'ask-1',
          toolName: 'AskUserQuestion',
          input: JSON.stringify(question),
        },
        { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
      ]),
    }),
  });

describe('the AI SDK route of the docs', () => {
  it.each([
    ['ai 6', ai6 as unknown as typeof ai7],
    ['ai 7', ai7],
  ])('with %s, streams the model’s question to the client as a waiting part', async (_name, sdk) => {
    const { convertToModelMessages, readUIMessageStream, streamText } = sdk;
    const tools = { AskUserQuestion: askUserQuestionTool() };
    const messages: UIMessage[] = [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Set up the service' }] },
    ];
    const result = streamText({
      model: model(),
      tools,
      messages: await convertToModelMessages(messages, { tools }),
    });
    expect(result.toUIMessageStreamResponse().status).toBe(200);
    let last: UIMessage | undefined;
    for await (const message of readUIMessageStream({ stream: result.toUIMessageStream() })) last = message;
    const part = last?.parts.find((candidate) => isAskUserToolPart(candidate));
    expect(part).toMatchObject({ state: 'input-available', input: question, toolCallId: 'ask-1' });
  });
});

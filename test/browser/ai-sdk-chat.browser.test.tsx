import { useChat } from '@ai-sdk/react';
import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { DirectChatTransport, ToolLoopAgent, type InferUITools, type UIMessage } from 'ai';
import { MockLanguageModelV4, convertArrayToReadableStream } from 'ai/test';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserToolPart, isAskUserToolPart, sendAutomaticallyWhenAnswered } from '../../src/adapters/ai-sdk';
import { CANCELLED_ERROR_TEXT, DECLINED_ERROR_TEXT } from '../../src/adapters/ai-sdk/convert';
import { askUserQuestionTool } from '../../src/adapters/ai-sdk/server';
import { formatModelContent } from '../../src/core';

/**
 * The README's AI SDK recipe, end to end in Chromium: the real `useChat`, the kit's server
 * tool, and a mock model that calls the tool and then answers. The user clicks; the test reads
 * what the model received on its next call.
 */
const DB = 'Which database should the service use?';
const input = {
  questions: [
    {
      question: DB,
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'PostgreSQL (Recommended)', description: 'Relational, strong consistency.' },
        { label: 'SQLite', description: 'A single file, no server.' },
      ],
    },
  ],
};
const tools = { AskUserQuestion: askUserQuestionTool() };
type ChatMessage = UIMessage<unknown, never, InferUITools<typeof tools>>;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const turns: LanguageModelV4StreamPart[][] = [
  [
    { type: 'stream-start', warnings: [] },
    { type: 'tool-call', toolCallId: 'call_1', toolName: 'AskUserQuestion', input: JSON.stringify(input) },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
  ],
  [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't1' },
    { type: 'text-delta', id: 't1', delta: 'Noted, going on.' },
    { type: 'text-end', id: 't1' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ],
];

function createModel() {
  return new MockLanguageModelV4({
    doStream: turns.map((parts) => ({ stream: convertArrayToReadableStream(parts) })),
  });
}

function Chat({ model }: { model: MockLanguageModelV4 }) {
  // One transport per chat: useChat calls the latest transport on every request.
  const [transport] = useState(() => new DirectChatTransport({ agent: new ToolLoopAgent({ model, tools }) }));
  const chat = useChat<ChatMessage>({ transport, sendAutomaticallyWhen: sendAutomaticallyWhenAnswered });
  const [draft, setDraft] = useState('');
  return (
    <div>
      <ol>
        {chat.messages.map((message) => (
          <li key={message.id}>
            {message.parts.map((part, index) =>
              part.type === 'text' ? (
                <p key={index}>{part.text}</p>
              ) : isAskUserToolPart(part) ? (
                <AskUserToolPart key={part.toolCallId} part={part} chat={chat} />
              ) : null,
            )}
          </li>
        ))}
      </ol>
      <input aria-label="Message" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button
        type="button"
        onClick={() => {
          void chat.sendMessage({ text: draft });
          setDraft('');
        }}
      >
        Send message
      </button>
    </div>
  );
}

async function askAndWait(model: MockLanguageModelV4) {
  await render(<Chat model={model} />);
  await page.getByRole('textbox', { name: 'Message' }).fill('Scaffold the service.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.element(page.getByRole('radio', { name: /SQLite/ })).toBeVisible();
}

const toolResult = (output: unknown) => ({
  role: 'tool',
  content: [{ type: 'tool-result', toolCallId: 'call_1', toolName: 'AskUserQuestion', output }],
});

describe('AI SDK useChat with the kit, end to end', () => {
  it('sends the answer once, as the kit text, and the model continues by itself', async () => {
    const model = createModel();
    await askAndWait(model);
    expect(model.doStreamCalls).toHaveLength(1);
    await page.getByRole('radio', { name: /SQLite/ }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(page.getByText('Noted, going on.')).toBeVisible();
    expect(model.doStreamCalls).toHaveLength(2);
    const message = formatModelContent(input, { [DB]: 'SQLite' });
    expect(model.doStreamCalls[1]?.prompt.at(-1)).toEqual(toolResult({ type: 'text', value: message }));
    // The model reads the answer exactly once.
    expect(JSON.stringify(model.doStreamCalls[1]?.prompt).split('SQLite').length - 1).toBe(
      JSON.stringify(input).split('SQLite').length - 1 + 1,
    );
    await expect.element(page.getByRole('heading', { name: 'Answered' })).toBeVisible();
  });

  it('Decline tells the model the user refused, and the model continues', async () => {
    const model = createModel();
    await askAndWait(model);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect.element(page.getByText('Noted, going on.')).toBeVisible();
    expect(model.doStreamCalls).toHaveLength(2);
    expect(model.doStreamCalls[1]?.prompt.at(-1)).toEqual(
      toolResult({ type: 'error-text', value: DECLINED_ERROR_TEXT }),
    );
  });

  it('Dismiss records the dismissal and waits for the user’s next message', async () => {
    const model = createModel();
    await askAndWait(model);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(page.getByRole('heading', { name: 'Dismissed' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('Never mind, use what you think.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.element(page.getByText('Noted, going on.')).toBeVisible();
    // Had the dismissal re-invoked the model, this second call would end with the tool result.
    expect(model.doStreamCalls).toHaveLength(2);
    const prompt = model.doStreamCalls[1]?.prompt ?? [];
    expect(prompt.at(-2)).toEqual(toolResult({ type: 'error-text', value: CANCELLED_ERROR_TEXT }));
    expect(prompt.at(-1)).toEqual({
      role: 'user',
      content: [{ type: 'text', text: 'Never mind, use what you think.' }],
    });
  });
});

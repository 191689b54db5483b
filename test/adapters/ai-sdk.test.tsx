import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AbstractChat as AbstractChatV6, DynamicToolUIPart, ToolUIPart, UIMessage } from 'ai';
import type {
  AbstractChat as AbstractChatV5,
  ToolUIPart as ToolUIPartV5,
  UIMessage as UIMessageV5,
} from 'ai-v5';
import { describe, expect, it, vi } from 'vitest';
import {
  AskUserToolPart,
  type AskUserToolOutput,
  answerToolCall,
  isAskUserToolPart,
  toRecord,
  toRecords,
  toRuntimeAnswer,
  toToolOutput,
} from '../../src/adapters/ai-sdk';
import { CANCELLED_ERROR_TEXT, DECLINED_ERROR_TEXT } from '../../src/adapters/ai-sdk/convert';
import { readAnswers } from '../../src/core';
import type { AskUserResponse } from '../../src/core';
import { claudeInput } from '../fixtures/inputs';

const DB = 'Which database should the service use?';
type Tools = { askUserQuestion: { input: typeof claudeInput; output: AskUserToolOutput } };
type Part = ToolUIPart<Tools>;

const base = { type: 'tool-askUserQuestion', toolCallId: 'call_1' } as const;
const accept: AskUserResponse = { action: 'accept', content: { answers: { [DB]: 'SQLite' } } };

describe('ai-sdk: every part state → record', () => {
  const rawInput = JSON.stringify(claudeInput).slice(0, 120);
  const output: AskUserToolOutput = {
    answers: { [DB]: 'SQLite' },
    message: 'User has answered your questions: …',
    display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite' } },
  };
  const parts: [string, Part, string][] = [
    ['input-streaming', { ...base, state: 'input-streaming', input: undefined, rawInput }, 'streaming'],
    ['input-available', { ...base, state: 'input-available', input: claudeInput }, 'pending'],
    [
      'approval-requested',
      { ...base, state: 'approval-requested', input: claudeInput, approval: { id: 'ap1' } },
      'pending',
    ],
    ['output-available', { ...base, state: 'output-available', input: claudeInput, output }, 'answered'],
    [
      'output-error (declined)',
      { ...base, state: 'output-error', input: claudeInput, errorText: DECLINED_ERROR_TEXT },
      'declined',
    ],
    [
      'output-error (cancelled)',
      { ...base, state: 'output-error', input: claudeInput, errorText: CANCELLED_ERROR_TEXT },
      'cancelled',
    ],
    [
      'output-error (failure)',
      { ...base, state: 'output-error', input: claudeInput, errorText: 'network down' },
      'error',
    ],
    [
      'output-denied',
      { ...base, state: 'output-denied', input: claudeInput, approval: { id: 'ap1', approved: false } },
      'declined',
    ],
  ];
  it.each(parts)('%s', (_name, part, state) => {
    expect(toRecord(part)?.state).toBe(state);
  });

  it('reads the streaming raw text, and the answered output by its display payload', () => {
    expect(toRecord(parts[0]![1])?.input).toBe(rawInput);
    const reading = readAnswers(toRecord(parts[3]![1]));
    expect(reading.source).toBe('display');
    expect(reading.questions[0]?.selected).toEqual(['SQLite']);
  });

  it('reads dynamic-tool parts and v4 tool-invocation parts, and ignores other tools', () => {
    const dynamic: DynamicToolUIPart = {
      type: 'dynamic-tool',
      toolName: 'ask_user_question',
      toolCallId: 'd1',
      state: 'input-available',
      input: claudeInput,
    };
    expect(toRecord(dynamic)?.state).toBe('pending');
    expect(
      toRecord({
        type: 'tool-invocation',
        toolInvocation: {
          state: 'result',
          toolCallId: 'v4',
          toolName: 'askUser',
          args: claudeInput,
          result: output,
        },
      })?.state,
    ).toBe('answered');
    expect(
      toRecord({ ...base, type: 'tool-getWeather', state: 'input-available', input: {} }),
    ).toBeUndefined();
    expect(isAskUserToolPart({ type: 'text', text: 'hi' })).toBe(false);
    expect(toRecord({ ...dynamic, toolName: 'confirm' }, { toolNames: ['confirm'] })?.state).toBe('pending');
  });
});

describe('ai-sdk: a stored chat history → records', () => {
  it('lists every ask-the-user call in order, with its message id, and skips everything else', () => {
    const history: UIMessage[] = [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Scaffold it.' }] },
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          { type: 'text', text: 'Two decisions first.' },
          {
            type: 'tool-askUserQuestion',
            toolCallId: 'call_1',
            state: 'output-available',
            input: claudeInput,
            output: { answers: { [DB]: 'SQLite' } },
          },
          { type: 'tool-getWeather', toolCallId: 'w1', state: 'input-available', input: {} },
        ],
      },
      {
        id: 'a2',
        role: 'assistant',
        parts: [
          {
            type: 'dynamic-tool',
            toolName: 'AskUserQuestion',
            toolCallId: 'call_2',
            state: 'output-error',
            input: claudeInput,
            errorText: DECLINED_ERROR_TEXT,
          },
        ],
      },
    ];
    const records = toRecords(JSON.parse(JSON.stringify(history)));
    expect(records.map((record) => [record.messageId, record.toolCallId, record.state])).toEqual([
      ['a1', 'call_1', 'answered'],
      ['a2', 'call_2', 'declined'],
    ]);
    expect(readAnswers(records[0]).questions[0]?.selected).toEqual(['SQLite']);
    for (const junk of [null, 'text', [{ parts: 'x' }], [null, { id: 3, parts: [null, 7] }]]) {
      expect(toRecords(junk)).toEqual([]);
    }
  });
});

describe('ai-sdk: response → addToolOutput / addToolResult argument', () => {
  const part: Part = { ...base, state: 'input-available', input: claudeInput };

  it('is accepted by the v6 addToolOutput and the v5 addToolResult types', () => {
    const argument = toToolOutput(accept, part);
    const v6: Parameters<AbstractChatV6<UIMessage>['addToolOutput']>[0] = argument;
    const v5: Parameters<AbstractChatV5<UIMessageV5>['addToolResult']>[0] = argument;
    expect(v6).toMatchObject({ tool: 'askUserQuestion', toolCallId: 'call_1' });
    expect(v5.toolCallId).toBe('call_1');
  });

  it('puts answers, the display payload and the model text in the output', () => {
    const argument = toToolOutput(accept, part);
    expect(argument).toEqual({
      tool: 'askUserQuestion',
      toolCallId: 'call_1',
      output: {
        answers: { [DB]: 'SQLite' },
        message: expect.stringContaining(`"${DB}"="SQLite"`),
        display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite' } },
      },
    });
  });

  it('sends decline and cancel as output-error, never as empty answers', () => {
    expect(toRuntimeAnswer({ action: 'decline' }, part)).toEqual({
      tool: 'askUserQuestion',
      toolCallId: 'call_1',
      state: 'output-error',
      errorText: DECLINED_ERROR_TEXT,
    });
    expect(toRuntimeAnswer({ action: 'cancel', reason: 'later' }, part)).toEqual({
      tool: 'askUserQuestion',
      toolCallId: 'call_1',
      state: 'output-error',
      errorText: `${CANCELLED_ERROR_TEXT} Reason: later`,
    });
  });

  it('uses addToolOutput when the chat has it, else addToolResult', async () => {
    const v6 = { addToolOutput: vi.fn(), addToolResult: vi.fn() };
    await answerToolCall(v6, accept, part);
    expect(v6.addToolOutput).toHaveBeenCalledTimes(1);
    expect(v6.addToolResult).not.toHaveBeenCalled();
    const v5 = { addToolResult: vi.fn() };
    await answerToolCall(v5, accept, part);
    expect(v5.addToolResult).toHaveBeenCalledWith(toRuntimeAnswer(accept, part));
  });
});

describe('ai-sdk: the tool part component, live → stored → restored', () => {
  it('answers through the chat and restores the same summary from the stored part', async () => {
    const user = userEvent.setup();
    const chat = { addToolOutput: vi.fn() };
    const live = render(
      <AskUserToolPart part={{ ...base, state: 'input-available', input: claudeInput }} chat={chat} />,
    );
    await user.click(screen.getByRole('radio', { name: 'SQLite' }));
    await user.click(screen.getByRole('checkbox', { name: 'Auth' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(chat.addToolOutput).toHaveBeenCalledTimes(1);
    const sent = chat.addToolOutput.mock.calls[0]![0] as { output: AskUserToolOutput };
    const liveSummary = live.container.querySelector('[data-slot="summary-list"]')?.outerHTML;
    // A round trip of nothing proves nothing: the live summary holds the answer.
    expect(liveSummary).toContain('SQLite');
    live.unmount();

    // useChat writes the output into the part; the conversation is saved and loaded again.
    const stored: Part = JSON.parse(
      JSON.stringify({ ...base, state: 'output-available', input: claudeInput, output: sent.output }),
    );
    const restored = render(<AskUserToolPart part={stored} chat={chat} />);
    expect(restored.container.querySelector('[data-slot="summary-list"]')?.outerHTML).toBe(liveSummary);
    expect(restored.container.querySelector('[data-slot="summary"]')).toHaveAttribute(
      'data-source',
      'display',
    );
  });

  it('renders streaming input as a locked card and other tools as nothing', () => {
    const streaming = render(
      <AskUserToolPart
        part={{ ...base, state: 'input-streaming', rawInput: JSON.stringify(claudeInput).slice(0, 300) }}
        chat={{ addToolOutput: vi.fn() }}
      />,
    );
    expect(streaming.container.querySelector('[data-slot="card"]')).toHaveAttribute(
      'data-state',
      'streaming',
    );
    streaming.unmount();
    const other = render(
      <AskUserToolPart
        part={{ type: 'tool-getWeather', toolCallId: 'w', state: 'input-available', input: {} }}
        chat={{ addToolOutput: vi.fn() }}
      />,
    );
    expect(other.container.innerHTML).toBe('');
    // The typed v5 part shape is read the same way.
    const v5Part: ToolUIPartV5<{
      askUserQuestion: { input: typeof claudeInput; output: AskUserToolOutput };
    }> = {
      type: 'tool-askUserQuestion',
      toolCallId: 'v5',
      state: 'input-available',
      input: claudeInput,
    };
    expect(toRecord(v5Part)?.state).toBe('pending');
  });
});

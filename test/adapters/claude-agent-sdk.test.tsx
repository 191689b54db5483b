import type { PermissionResult, SDKControlRequest, SDKUserMessage } from '@anthropic-ai/claude-agent-sdk';
import type { AskUserQuestionInput, AskUserQuestionOutput } from '@anthropic-ai/claude-agent-sdk/sdk-tools';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AskUserQuestion } from '../../src';
import {
  CANCEL_MESSAGE,
  DECLINE_MESSAGE,
  createCanUseTool,
  isAskUserControlRequest,
  toControlResponse,
  toRecord,
  toRecords,
  toRuntimeAnswer,
} from '../../src/adapters/claude-agent-sdk';
import { createDisplayPayload, formatModelContent, readAnswers } from '../../src/core';
import type { AskUserResponse } from '../../src/core';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';

const input = {
  questions: [
    {
      question: DB,
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'PostgreSQL (Recommended)', description: 'Relational.' },
        { label: 'SQLite', description: 'A single file.' },
      ],
    },
    {
      question: FEATURES,
      header: 'Features',
      multiSelect: true,
      options: [
        { label: 'Auth', description: 'Sign-in.' },
        { label: 'Search', description: 'Full text.' },
      ],
    },
  ],
} satisfies AskUserQuestionInput;

/** The structured output Claude Code writes as `toolUseResult` once the handler ran. */
function outputFor(permission: PermissionResult): AskUserQuestionOutput {
  if (permission.behavior !== 'allow') throw new Error('expected allow');
  const updated = permission.updatedInput as unknown as AskUserQuestionInput;
  return {
    questions: updated.questions,
    answers: updated.answers ?? {},
    ...(updated.annotations ? { annotations: updated.annotations } : {}),
  };
}

/** A Claude Code session transcript: the assistant's tool_use, then the user's tool_result. */
function transcript(
  toolUseId: string,
  result?: { output?: unknown; content: string; isError?: boolean },
): string {
  const lines: unknown[] = [
    { type: 'user', uuid: 'u1', sessionId: 's', message: { role: 'user', content: 'Set up the service' } },
    {
      type: 'assistant',
      uuid: 'a1',
      sessionId: 's',
      timestamp: '2026-11-30T10:00:00.000Z',
      message: {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        content: [{ type: 'tool_use', id: toolUseId, name: 'AskUserQuestion', input }],
      },
    },
  ];
  if (result) {
    lines.push({
      type: 'user',
      uuid: 'u2',
      sessionId: 's',
      message: {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: toolUseId,
            content: result.content,
            ...(result.isError ? { is_error: true } : {}),
          },
        ],
      },
      ...(result.output === undefined ? {} : { toolUseResult: result.output }),
    });
  }
  return `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
}

describe('claude-agent-sdk: answers as PermissionResult', () => {
  it('allows with the input, its answers and annotations on accept', () => {
    const result: PermissionResult | undefined = toRuntimeAnswer(
      {
        action: 'accept',
        content: { answers: { [DB]: 'SQLite' }, annotations: { [DB]: { notes: 'for now' } } },
      },
      input,
    );
    expect(result).toEqual({
      behavior: 'allow',
      updatedInput: { ...input, answers: { [DB]: 'SQLite' }, annotations: { [DB]: { notes: 'for now' } } },
      decisionClassification: 'user_temporary',
    });
  });

  it('allows with answers: {} when the user skipped everything', () => {
    expect(toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, input)).toEqual({
      behavior: 'allow',
      updatedInput: { ...input, answers: {} },
      decisionClassification: 'user_temporary',
    });
  });

  it('denies on decline, and denies with an interrupt on cancel, as the user’s own decision', () => {
    expect(toRuntimeAnswer({ action: 'decline', reason: 'Not now' }, input)).toEqual({
      behavior: 'deny',
      message: `${DECLINE_MESSAGE} Reason: Not now`,
      decisionClassification: 'user_reject',
    });
    expect(toRuntimeAnswer({ action: 'cancel' }, input)).toEqual({
      behavior: 'deny',
      message: CANCEL_MESSAGE,
      interrupt: true,
      decisionClassification: 'user_reject',
    });
  });
});

describe('claude-agent-sdk: the canUseTool bridge', () => {
  const options = (signal = new AbortController().signal) => ({
    signal,
    toolUseID: 'toolu_1',
    requestId: 'req_1',
  });

  it('routes AskUserQuestion to the UI and answers the SDK', async () => {
    const ask = vi.fn(async (): Promise<AskUserResponse> => ({
      action: 'accept',
      content: { answers: { [DB]: 'SQLite' } },
    }));
    const canUseTool = createCanUseTool(ask);
    const result = await canUseTool('AskUserQuestion', input, options());
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({ input, toolUseId: 'toolu_1', requestId: 'req_1' }),
    );
    expect(result).toEqual({
      behavior: 'allow',
      updatedInput: { ...input, answers: { [DB]: 'SQLite' } },
      decisionClassification: 'user_temporary',
    });
  });

  it('passes other tools to the fallback, or makes no decision', async () => {
    const fallback = vi.fn(async (): Promise<PermissionResult> => ({ behavior: 'allow' }));
    expect(await createCanUseTool(vi.fn(), fallback)('Bash', { command: 'ls' }, options())).toEqual({
      behavior: 'allow',
    });
    expect(await createCanUseTool(vi.fn())('Bash', { command: 'ls' }, options())).toBeNull();
  });

  it('answers cancelled when the SDK withdraws the request', async () => {
    const controller = new AbortController();
    const canUseTool = createCanUseTool(() => new Promise<AskUserResponse>(() => undefined));
    const pending = canUseTool('AskUserQuestion', input, options(controller.signal));
    controller.abort();
    expect(await pending).toMatchObject({ behavior: 'deny', interrupt: true });
  });
});

describe('claude-agent-sdk: stream-json control messages', () => {
  const request = {
    type: 'control_request',
    request_id: 'req_7',
    request: { subtype: 'can_use_tool', tool_name: 'AskUserQuestion', input, tool_use_id: 'toolu_7' },
  } as const satisfies SDKControlRequest;

  it('recognises the request and answers it with a control_response', () => {
    expect(isAskUserControlRequest(request)).toBe(true);
    expect(isAskUserControlRequest({ ...request, request: { ...request.request, tool_name: 'Bash' } })).toBe(
      false,
    );
    expect(toRecord(request)).toEqual({ toolUseId: 'toolu_7', input, state: 'pending' });
    expect(
      toControlResponse({ action: 'accept', content: { answers: { [DB]: 'SQLite' } } }, request),
    ).toEqual({
      type: 'control_response',
      response: {
        subtype: 'success',
        request_id: 'req_7',
        response: {
          behavior: 'allow',
          updatedInput: { ...input, answers: { [DB]: 'SQLite' } },
          decisionClassification: 'user_temporary',
        },
      },
    });
  });

  it('refuses to answer another tool’s permission request: it would allow what nobody asked', () => {
    const bash = {
      ...request,
      request: { ...request.request, tool_name: 'Bash', input: { command: 'rm -rf ~' } },
    };
    expect(() => toControlResponse({ action: 'accept', content: { answers: {} } }, bash)).toThrow(
      /AskUserQuestion/,
    );
  });
});

describe('claude-agent-sdk: transcripts', () => {
  it('reads a pending call, then the answered one with its structured result', () => {
    expect(toRecord(transcript('toolu_1'), { toolUseId: 'toolu_1' })).toMatchObject({
      state: 'pending',
      input,
    });
    const output: AskUserQuestionOutput = {
      questions: input.questions,
      answers: { [DB]: 'SQLite', [FEATURES]: 'Auth, Search' },
      annotations: { [DB]: { notes: 'for the prototype' } },
    };
    const record = toRecord(
      transcript('toolu_1', { output, content: formatModelContent(input, output.answers) }),
    );
    const reading = readAnswers(record);
    expect(record?.state).toBe('answered');
    expect(reading.source).toBe('output');
    expect(reading.questions.map((q) => q.selected)).toEqual([['SQLite'], ['Auth', 'Search']]);
    expect(reading.questions[0]?.notes).toBe('for the prototype');
  });

  it('reads response, unanswered, afkTimeoutMs and "(notes only)"', () => {
    const output = {
      questions: input.questions,
      answers: { [DB]: '(notes only)' },
      response: 'Let us discuss this first.',
      annotations: {
        [DB]: { notes: 'Neither fits' },
        [FEATURES]: { unanswered: 'replied_in_chat' as const },
      },
      afkTimeoutMs: 90_000,
    } satisfies AskUserQuestionOutput;
    const reading = readAnswers(
      toRecord(transcript('toolu_2', { output, content: 'The user responded: …' })),
    );
    expect(reading.response).toBe('Let us discuss this first.');
    expect(reading.autoResolvedAfterMs).toBe(90_000);
    expect(reading.questions.map((q) => [q.state, q.reason, q.notes])).toEqual([
      ['skipped', 'notes-only', 'Neither fits'],
      ['skipped', 'replied_in_chat', undefined],
    ]);
  });

  it('reads a rejected call as declined, and this adapter’s cancel as cancelled', () => {
    const rejected = transcript('toolu_3', {
      output: 'User rejected tool use',
      isError: true,
      content: "The user doesn't want to proceed with this tool use. The tool use was rejected.",
    });
    expect(readAnswers(toRecord(rejected)).outcome).toBe('declined');
    const cancelled = transcript('toolu_4', { isError: true, content: CANCEL_MESSAGE });
    expect(readAnswers(toRecord(cancelled)).outcome).toBe('cancelled');
  });

  it('reads SDK stream messages with tool_use_result, and every call in order', () => {
    const assistant = {
      type: 'assistant',
      message: { content: [{ type: 'tool_use', id: 'toolu_a', name: 'AskUserQuestion', input }] },
      parent_tool_use_id: 'toolu_task',
    };
    const user: SDKUserMessage = {
      type: 'user',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_a', content: 'ok' }] },
      parent_tool_use_id: 'toolu_task',
      tool_use_result: { questions: input.questions, answers: { [FEATURES]: 'Search' } },
    };
    const second = {
      ...assistant,
      message: { content: [{ type: 'tool_use', id: 'toolu_b', name: 'AskUserQuestion', input }] },
    };
    const records = toRecords([
      assistant,
      user,
      second,
      { type: 'assistant', message: { content: [{ type: 'tool_use', id: 'x', name: 'Bash', input: {} }] } },
    ]);
    expect(records.map((r) => [r.toolUseId, r.state, r.parentToolUseId])).toEqual([
      ['toolu_a', 'answered', 'toolu_task'],
      ['toolu_b', 'pending', 'toolu_task'],
    ]);
    expect(readAnswers(records[0]).questions[1]?.selected).toEqual(['Search']);
  });

  it('skips broken JSONL lines and never throws', () => {
    expect(toRecords('{"type":"assistant"\nnot json\n\n')).toEqual([]);
    expect(toRecord(42)).toBeUndefined();
    expect(toRecords(null)).toEqual([]);
  });
});

describe('claude-agent-sdk: live → stored → restored', () => {
  it('shows the same summary from the live response and from the stored transcript', async () => {
    const user = userEvent.setup();
    let permission: PermissionResult | undefined;
    const live = render(
      <AskUserQuestion
        input={input}
        status="pending"
        onSubmit={(response) => (permission = toRuntimeAnswer(response, input))}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'SQLite' }));
    await user.click(screen.getByRole('checkbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const liveSummary = live.container.querySelector('[data-slot="summary-list"]')?.outerHTML;
    // A round trip of nothing proves nothing: the live summary holds the answer.
    expect(liveSummary).toContain('SQLite');
    live.unmount();

    // Claude Code runs the handler with the updated input and stores its output.
    const output = outputFor(permission as PermissionResult);
    const stored = transcript('toolu_9', { output, content: formatModelContent(input, output.answers) });
    const restored = render(<AskUserQuestion record={toRecord(stored, { toolUseId: 'toolu_9' })} />);
    expect(restored.container.querySelector('[data-slot="summary-list"]')?.outerHTML).toBe(liveSummary);
    expect(createDisplayPayload(output)?.answers).toEqual({ [DB]: 'SQLite', [FEATURES]: 'Search' });
  });
});

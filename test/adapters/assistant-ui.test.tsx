import type {
  AssistantToolUI,
  ToolCallMessagePartComponent,
  ToolCallMessagePartProps,
} from '@assistant-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AskUserQuestionToolUI,
  type AskUserToolResult,
  CANCEL_MESSAGE,
  DECLINE_MESSAGE,
  makeAskUserQuestionToolUI,
  toRecord,
  toRuntimeAnswer,
  toToolResult,
} from '../../src/adapters/assistant-ui';
import { readAnswers } from '../../src/core';
import { claudeInput } from '../fixtures/inputs';

const DB = 'Which database should the service use?';
type Props = ToolCallMessagePartProps<Record<string, unknown>, AskUserToolResult>;

function partProps(overrides: Partial<Props> = {}): Props {
  return {
    type: 'tool-call',
    toolCallId: 'tc_1',
    toolName: 'AskUserQuestion',
    args: claudeInput as unknown as Record<string, unknown>,
    argsText: JSON.stringify(claudeInput),
    status: { type: 'requires-action', reason: 'tool-calls' },
    addResult: vi.fn(),
    resume: vi.fn(),
    respondToApproval: vi.fn(async () => undefined),
    ...overrides,
  } as Props;
}

describe('assistant-ui: part props → record', () => {
  it.each([
    [
      'running (streaming args)',
      { status: { type: 'running' as const }, argsText: JSON.stringify(claudeInput).slice(0, 90) },
      'streaming',
    ],
    ['requires-action', {}, 'pending'],
    [
      'incomplete: cancelled',
      { status: { type: 'incomplete' as const, reason: 'cancelled' as const } },
      'cancelled',
    ],
    ['incomplete: error', { status: { type: 'incomplete' as const, reason: 'error' as const } }, 'error'],
    [
      'result: declined',
      { status: { type: 'complete' as const }, result: toToolResult({ action: 'decline' }) },
      'declined',
    ],
    [
      'result: cancelled',
      { status: { type: 'complete' as const }, result: toToolResult({ action: 'cancel' }) },
      'cancelled',
    ],
  ])('%s', (_name, overrides, state) => {
    expect(toRecord(partProps(overrides as Partial<Props>))?.state).toBe(state);
  });

  it('reads an accepted result through its display payload', () => {
    const result = toRuntimeAnswer(
      { action: 'accept', content: { answers: { [DB]: 'SQLite' } } },
      partProps({}),
    );
    const record = toRecord(partProps({ status: { type: 'complete' }, result }));
    expect(record?.state).toBe('answered');
    expect(readAnswers(record).source).toBe('display');
    expect(result).toMatchObject({ action: 'accept', message: expect.stringContaining('"SQLite"') });
  });

  it('writes decline and cancel as results with their own action, never empty answers', () => {
    expect(toRuntimeAnswer({ action: 'decline' }, partProps({}))).toEqual({
      action: 'decline',
      message: DECLINE_MESSAGE,
    });
    expect(toToolResult({ action: 'cancel' })).toEqual({ action: 'cancel', message: CANCEL_MESSAGE });
    // A value that is no tool call part gets no result at all.
    expect(toRuntimeAnswer({ action: 'cancel' }, { status: { state: 'input-required' } })).toBeUndefined();
  });
});

describe('assistant-ui: the tool UI', () => {
  it('is a ToolCallMessagePartComponent and answers with addResult, then restores the same summary', async () => {
    const component: ToolCallMessagePartComponent<
      Record<string, unknown>,
      AskUserToolResult
    > = AskUserQuestionToolUI;
    const user = userEvent.setup();
    const props = partProps();
    const live = render(<AskUserQuestionToolUI {...props} />);
    await user.click(screen.getByRole('radio', { name: 'SQLite' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(props.addResult).toHaveBeenCalledTimes(1);
    const result = vi.mocked(props.addResult).mock.calls[0]![0] as AskUserToolResult;
    const liveSummary = live.container.querySelector('[data-slot="summary-list"]')?.outerHTML;
    // A round trip of nothing proves nothing: the live summary holds the answer.
    expect(liveSummary).toContain('SQLite');
    live.unmount();

    const stored = JSON.parse(JSON.stringify(result)) as AskUserToolResult;
    const restored = render(
      <AskUserQuestionToolUI {...partProps({ status: { type: 'complete' }, result: stored })} />,
    );
    expect(restored.container.querySelector('[data-slot="summary-list"]')?.outerHTML).toBe(liveSummary);
    expect(component.displayName).toBe('AskUserQuestion.ToolUI');
  });

  it('wraps makeAssistantToolUI for compatibility without importing assistant-ui', () => {
    const registered = Object.assign(() => null, { unstable_tool: {} }) as unknown as AssistantToolUI;
    const make = vi.fn(() => registered);
    expect(makeAskUserQuestionToolUI(make, 'ask_user')).toBe(registered);
    expect(make).toHaveBeenCalledWith({ toolName: 'ask_user', render: expect.any(Function) });
  });
});

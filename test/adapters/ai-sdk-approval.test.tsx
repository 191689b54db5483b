import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type UIMessage, validateUIMessages } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import {
  AskUserApprovalPart,
  answerApproval,
  isApprovalPart,
  toApprovalInput,
  toApprovalRecord,
  toRecord,
  toRuntimeAnswer,
} from '../../src/adapters/ai-sdk';
import { normalizeQuestions, readAnswers } from '../../src/core';
import { approvalQuestion } from '../../src/core/record/approval';
import { AskUserQuestion } from '../../src';

/**
 * AI SDK tool approvals, in the part shapes `ai` 6 and 7 write (`UIToolInvocation`:
 * approval-requested, approval-responded, output-denied, an approved call's output-available).
 */
const requested = {
  type: 'tool-deleteFile',
  toolCallId: 'call_7',
  state: 'approval-requested',
  input: { path: 'notes/draft.md' },
  approval: { id: 'appr_1', requestReason: 'Deletes a file in your workspace.' },
} as const;
const responded = (approved: boolean, reason?: string, isAutomatic?: boolean) => ({
  ...requested,
  state: 'approval-responded',
  approval: {
    id: 'appr_1',
    approved,
    ...(reason ? { reason } : {}),
    ...(isAutomatic ? { isAutomatic } : {}),
  },
});
const QUESTION = 'Allow deleteFile to run?';

describe('AI SDK tool approvals', () => {
  it('read a waiting approval as one Allow / Deny question with the reason and the arguments', () => {
    expect(isApprovalPart(requested)).toBe(true);
    expect(isApprovalPart({ ...requested, approval: undefined })).toBe(false);
    const question = normalizeQuestions(toApprovalInput(requested)).questions[0]!;
    expect(question).toMatchObject({ question: QUESTION, multiSelect: false, header: 'deleteFile' });
    expect(question.options.map((option) => option.label)).toEqual(['Allow', 'Deny']);
    expect(question.description).toContain('Deletes a file in your workspace.');
    expect(question.description).toContain('notes/draft.md');
    expect(toApprovalRecord(requested)).toMatchObject({
      state: 'pending',
      approvalId: 'appr_1',
      toolCallId: 'call_7',
    });
  });

  it('read a decision back with its reason, and a rule’s decision as automatic', () => {
    const denied = readAnswers(toApprovalRecord(responded(false, 'Keep the draft'))!);
    expect(denied.questions[0]).toMatchObject({
      state: 'answered',
      selected: ['Deny'],
      notes: 'Keep the draft',
    });
    const byPolicy = toApprovalRecord(responded(true, undefined, true))!;
    expect(byPolicy.autoResolution).toEqual({ policy: 'approved automatically' });
    const outputDenied = toApprovalRecord({ ...responded(false), state: 'output-denied' })!;
    expect(readAnswers(outputDenied).questions[0]?.selected).toEqual(['Deny']);
    const ran = toApprovalRecord({ ...responded(true), state: 'output-available', output: { ok: true } })!;
    expect(readAnswers(ran).questions[0]?.selected).toEqual(['Allow']);
  });

  it('answer through addToolApprovalResponse: the note is the reason, Decline denies, silence is refused', async () => {
    const chat = { addToolApprovalResponse: vi.fn() };
    await answerApproval(
      chat,
      {
        action: 'accept',
        content: { answers: { [QUESTION]: 'Deny' }, annotations: { [QUESTION]: { notes: 'Keep it' } } },
      },
      requested,
    );
    expect(chat.addToolApprovalResponse).toHaveBeenLastCalledWith({
      id: 'appr_1',
      approved: false,
      reason: 'Keep it',
    });
    await answerApproval(
      chat,
      { action: 'accept', content: { answers: { [QUESTION]: 'Allow' } } },
      requested,
    );
    expect(chat.addToolApprovalResponse).toHaveBeenLastCalledWith({ id: 'appr_1', approved: true });
    await answerApproval(chat, { action: 'decline' }, requested);
    expect(chat.addToolApprovalResponse).toHaveBeenLastCalledWith({
      id: 'appr_1',
      approved: false,
      reason: 'The user declined to answer these questions.',
    });
    await expect(
      answerApproval(chat, { action: 'accept', content: { answers: {} } }, requested),
    ).rejects.toThrow('Choose Allow or Deny.');
    expect(chat.addToolApprovalResponse).toHaveBeenCalledTimes(3);
  });

  it('toRecord and toRuntimeAnswer read and answer an approval of any tool', () => {
    expect(toRecord(requested)).toMatchObject({ state: 'pending', approvalId: 'appr_1' });
    const [question] = normalizeQuestions(toRecord(requested)!.input).questions;
    // A runtime takes a decision, not words: no "type your own answer" beside Allow and Deny.
    expect(question?.allowCustom).toBe(false);
    expect(question?.required).toBe(true);
    const allow = { action: 'accept', content: { answers: { [QUESTION]: 'Allow' } } } as const;
    // The addToolApprovalResponse argument, never a tool output that would skip the approval.
    expect(toRuntimeAnswer(allow, requested)).toEqual({ id: 'appr_1', approved: true });
    expect(toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, requested)).toBeUndefined();
    const written = toRuntimeAnswer(allow, requested);
    expect(readAnswers(toRecord(requested, { response: written })).questions[0]?.selected).toEqual(['Allow']);
  });

  it('a decided part is a valid AI SDK message part (validateUIMessages)', async () => {
    const messages = [
      { id: 'm1', role: 'assistant', parts: [responded(false, 'Keep the draft')] },
    ] as unknown as UIMessage[];
    await expect(validateUIMessages({ messages })).resolves.toHaveLength(1);
  });

  it('renders an approval: Allow or Deny in one press, with a reason; no Skip, Submit or Dismiss', async () => {
    const chat = { addToolApprovalResponse: vi.fn() };
    render(<AskUserApprovalPart part={requested} chat={chat} />);
    for (const name of ['Skip all', 'Skip', 'Submit', 'Decline', 'Dismiss'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('heading', { name: 'The agent asks to run a tool' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a reason' }));
    fireEvent.change(screen.getByRole('textbox', { name: /reason|why/i }), {
      target: { value: 'Keep the draft' },
    });
    expect(chat.addToolApprovalResponse).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(chat.addToolApprovalResponse).toHaveBeenCalledWith({
      id: 'appr_1',
      approved: false,
      reason: 'Keep the draft',
    });
  });
});

describe('an approval as the card shows it', () => {
  it('keeps the tool, the reason and the arguments apart, with their line breaks', () => {
    const question = normalizeQuestions(toApprovalInput(requested)).questions[0]!;
    expect(question.approval).toEqual({
      tool: 'deleteFile',
      reason: 'Deletes a file in your workspace.',
      arguments: '{\n  "path": "notes/draft.md"\n}',
      decisions: ['allow', 'deny'],
    });
    render(<AskUserApprovalPart part={requested} chat={{ addToolApprovalResponse: vi.fn() }} />);
    // The arguments once, as a block: not again in a description.
    expect(screen.getAllByText(/notes\/draft\.md/)).toHaveLength(1);
    expect(document.querySelector('[data-slot="tool-call-arguments"] pre')?.textContent).toBe(
      '{\n  "path": "notes/draft.md"\n}',
    );
  });

  it('answers in one press, and never on a stray Enter', async () => {
    const chat = { addToolApprovalResponse: vi.fn() };
    render(<AskUserApprovalPart part={requested} chat={chat} />);
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Allow' }).closest('section')!, {
      key: 'Enter',
      ctrlKey: true,
    });
    expect(chat.addToolApprovalResponse).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(chat.addToolApprovalResponse).toHaveBeenCalledTimes(1);
    expect(chat.addToolApprovalResponse).toHaveBeenCalledWith({ id: 'appr_1', approved: true });
  });

  it('says in the summary what was decided, and by whom', () => {
    const { rerender } = render(
      <AskUserApprovalPart
        part={responded(false, 'Not during the freeze')}
        chat={{ addToolApprovalResponse: vi.fn() }}
      />,
    );
    expect(document.querySelector('[data-slot="summary-answer"]')?.textContent).toBe(
      'Denied: Not during the freeze',
    );
    // The reason is said once: as the denial's, not again as a note.
    expect(document.querySelector('[data-slot="summary-notes"]')).toBeNull();
    rerender(<AskUserApprovalPart part={responded(true)} chat={{ addToolApprovalResponse: vi.fn() }} />);
    expect(document.querySelector('[data-slot="summary-answer"]')?.textContent).toBe('Allowed');
    rerender(
      <AskUserApprovalPart
        part={responded(true, undefined, true)}
        chat={{ addToolApprovalResponse: vi.fn() }}
      />,
    );
    expect(document.querySelector('[data-slot="summary-answer"]')?.textContent).toBe('Allowed automatically');
  });
});

describe('a card of several approvals', () => {
  it('chooses with pressed buttons and sends them together with Submit', async () => {
    const onSubmit = vi.fn();
    const input = {
      questions: [
        approvalQuestion({ id: 'a', toolName: 'build', args: {} }),
        approvalQuestion({ id: 'b', toolName: 'deploy', args: { env: 'prod' } }),
      ],
    };
    render(<AskUserQuestion input={input} status="pending" onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'The agent asks to run 2 tools' })).toBeInTheDocument();
    const [allowBuild, , , denyDeploy] = screen.getAllByRole('button', { pressed: false });
    await userEvent.click(allowBuild!);
    expect(allowBuild).toHaveAttribute('aria-pressed', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(denyDeploy!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { 'Allow build to run?': 'Allow', 'Allow deploy to run?': 'Deny' } },
    });
  });
});

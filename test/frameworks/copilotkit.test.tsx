// @vitest-environment jsdom
/**
 * CopilotKit's human in the loop: the kit's render fits `useHumanInTheLoop` (v2 and v1) with no
 * cast — type-checked against `@copilotkit/react-core`'s own declarations — and, rendered with the
 * props the hook gives, answers through `respond`: questions with the kit's tool output, an
 * approval with `{ approved, reason? }`. The complete state reads the result back as CopilotKit
 * passes it (the value as JSON text).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import { AskUserHumanInTheLoop, toRecord, toRuntimeAnswer } from '../../src/adapters/copilotkit';
import { readAnswers } from '../../src/core';
import { claudeInput } from '../fixtures/inputs';

/** CopilotKit turns what `respond` gets into the tool's result text: JSON, a string as it is. */
const asResult = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

describe('CopilotKit useHumanInTheLoop', () => {
  it('takes the kit’s render without a cast, in v2 and v1 (type-checked against the package)', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(import.meta.dirname, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!;
    const file = path.join(import.meta.dirname, 'copilotkit-render.tsx');
    const program = ts.createProgram([file], config.options);
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    // The file also holds a render that does not fit, marked @ts-expect-error: were CopilotKit's
    // types `any`, that mark would be the error here.
    expect(errors).toEqual([]);
  }, 120_000);

  it('an approval: Deny sends { approved: false, reason } through respond, and reads back', async () => {
    const respond = vi.fn(async (_value: unknown) => {});
    const props = {
      name: 'deleteFile',
      description: 'Delete a file in the workspace.',
      args: { path: 'notes/draft.md' },
      status: 'executing',
      respond,
      toolCallId: 'tc_1',
    };
    render(<AskUserHumanInTheLoop {...props} />);
    expect(screen.getByText(/notes\/draft\.md/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a reason' }));
    await userEvent.keyboard('keep it');
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(respond).toHaveBeenCalledWith({ approved: false, reason: 'keep it' });
    const complete = {
      ...props,
      status: 'complete',
      respond: undefined,
      result: asResult(respond.mock.calls[0]![0]),
    };
    const read = readAnswers(toRecord(complete)).questions[0];
    expect([read?.selected, read?.notes]).toEqual([['Deny'], 'keep it']);
  });

  it('questions: the kit’s tool output through respond, and the summary once complete', async () => {
    const respond = vi.fn(async (_value: unknown) => {});
    const props = { name: 'askUserQuestion', args: claudeInput, status: 'executing', respond };
    const first = claudeInput.questions[0]!;
    const value = toRuntimeAnswer(
      { action: 'accept', content: { answers: { [first.question]: first.options[0]!.label } } },
      props,
    );
    expect(value).toMatchObject({ answers: { [first.question]: first.options[0]!.label } });
    const complete = { ...props, status: 'complete', respond: undefined, result: asResult(value) };
    expect(readAnswers(toRecord(complete)).questions[0]?.selected).toEqual([first.options[0]!.label]);
    expect(toRuntimeAnswer({ action: 'decline' }, { ...props, status: 'executing' })).toMatchObject({
      action: 'decline',
    });
    // Streaming arguments: a locked card, no answer yet.
    expect(toRecord({ ...props, status: 'inProgress', respond: undefined })?.state).toBe('streaming');
  });
});

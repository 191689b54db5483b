import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserToolPart, toRecord, toToolOutput } from '../../src/adapters/ai-sdk';
import type { AskUserResponse } from '../../src/core';
import { AskUserQuestion } from '../../src';

const DB = 'Which database should the service use?';
const dbInput = {
  questions: [
    {
      question: DB,
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'PostgreSQL', description: 'Relational.' },
        { label: 'SQLite', description: 'A file.' },
      ],
    },
  ],
};
const CHECKS = 'Which checks should run before merging?';
const checksInput = {
  questions: [
    {
      question: CHECKS,
      header: 'Checks',
      multiSelect: true,
      options: [
        { label: 'Lint', description: 'Style and static checks.' },
        { label: 'Unit tests', description: 'The fast suite.' },
        { label: 'E2E', description: 'Browser tests.' },
      ],
    },
  ],
};

/** A promise the test settles by hand, to hold the card in "sending". */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const status = () => page.getByRole('status');

describe('a host handler that returns a Promise', () => {
  it('shows "Sending…" until it resolves, and "Answers sent" only then', async () => {
    const sending = deferred();
    const onSubmit = vi.fn(() => sending.promise);
    await render(<AskUserQuestion input={dbInput} status="pending" onSubmit={onSubmit} />);
    await page.getByRole('radio', { name: /SQLite/ }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(status()).toHaveTextContent('Sending…');
    await expect.element(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(document.body.textContent).not.toContain('Answers sent');
    sending.resolve();
    await expect.element(status()).toHaveTextContent('Answers sent.');
    await expect.element(page.getByText('SQLite', { exact: true })).toBeVisible();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says in the card that sending failed, keeps the draft and sends again', async () => {
    const attempts: ReturnType<typeof deferred>[] = [];
    const onSubmit = vi.fn(() => {
      const attempt = deferred();
      attempts.push(attempt);
      return attempt.promise;
    });
    await render(<AskUserQuestion input={dbInput} status="pending" onSubmit={onSubmit} />);
    await page.getByRole('radio', { name: /SQLite/ }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    attempts[0]?.reject(new Error('the network is down'));
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Not sent: the network is down');
    expect(alert.element().closest('[data-slot="card"]')).not.toBeNull();
    await expect.element(page.getByRole('radio', { name: /SQLite/ })).toBeChecked();
    expect(document.querySelector('[data-slot="status"]')?.textContent).toBe('');
    await page.getByRole('button', { name: 'Submit' }).click();
    attempts[1]?.resolve();
    await expect.element(status()).toHaveTextContent('Answers sent.');
    expect(page.getByRole('alert').query()).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]).toEqual(onSubmit.mock.calls[0]);
  });

  it('reports a handler that throws, and a refused decline, the same way', async () => {
    const onSubmit = vi.fn(() => {
      throw new Error('host bug');
    });
    const onDecline = vi.fn(() => Promise.reject(new Error('offline')));
    await render(
      <AskUserQuestion input={dbInput} status="pending" onSubmit={onSubmit} onDecline={onDecline} />,
    );
    await page.getByRole('radio', { name: /PostgreSQL/ }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Not sent: host bug');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Not sent: offline');
    await expect.element(page.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(document.body.textContent).not.toContain('You declined');
  });
});

describe('host mistakes fail loudly', () => {
  it('a pending card without onSubmit warns in development and never claims it sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await render(<AskUserQuestion input={dbInput} status="pending" />);
    await vi.waitFor(
      () => expect(warn.mock.calls.some((call) => String(call[0]).includes('has no onSubmit'))).toBe(true),
      { timeout: 10_000 },
    );
    await page.getByRole('radio', { name: /SQLite/ }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Not sent: this card is not connected to the agent.');
    expect(document.body.textContent).not.toContain('Answers sent');
    await expect.element(page.getByRole('radio', { name: /SQLite/ })).toBeChecked();
    warn.mockRestore();
  });

  it('tells each cause once per card, also under StrictMode', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const screen = await render(
      <StrictMode>
        <AskUserQuestion input={dbInput} status="pending" />
      </StrictMode>,
    );
    await expect.element(page.getByRole('radio', { name: /SQLite/ })).toBeInTheDocument();
    await page.getByRole('radio', { name: /SQLite/ }).click();
    await screen.rerender(
      <StrictMode>
        <AskUserQuestion input={dbInput} status="pending" />
      </StrictMode>,
    );
    const told = () => warn.mock.calls.filter((call) => String(call[0]).includes('has no onSubmit')).length;
    await vi.waitFor(() => expect(told()).toBeGreaterThan(0));
    expect(told()).toBe(1);
    warn.mockRestore();
  });

  it('neither input nor record: an error card naming the problem, never "Receiving"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error -- neither `input` nor `record`: a type error, and at run time an error card.
    await render(<AskUserQuestion />);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The app showed this card without a question to display.');
    expect(document.body.textContent).not.toContain('Receiving');
    await vi.waitFor(
      () => expect(error.mock.calls.some((call) => String(call[0]).includes('neither `input`'))).toBe(true),
      { timeout: 10_000 },
    );
    error.mockRestore();
  });

  it('a record without questions: an error card, and nothing to decline for a call already over', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onDecline = vi.fn();
    await render(<AskUserQuestion record={{ output: 'done', state: 'answered' }} onDecline={onDecline} />);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The stored call has no questions to show.');
    await vi.waitFor(
      () =>
        expect(error.mock.calls.some((call) => String(call[0]).includes('holds no questions'))).toBe(true),
      { timeout: 10_000 },
    );
    // The stored call is answered: there is nobody to send a refusal to.
    expect(page.getByRole('button', { name: 'Decline' }).query()).toBeNull();
    expect(onDecline).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('a streaming card with nothing yet is receiving, not a mistake', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render(<AskUserQuestion input={undefined} status="streaming" onSubmit={() => undefined} />);
    await expect.element(status()).toHaveTextContent('Receiving the question…');
    expect(page.getByRole('alert').query()).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('an AI SDK chat that cannot take the answer is an error on the card, not "Answers sent"', async () => {
    const part = {
      type: 'tool-AskUserQuestion',
      toolCallId: 'call_1',
      state: 'input-available',
      input: dbInput,
    };
    await render(<AskUserToolPart part={part} chat={{}} />);
    await page.getByRole('radio', { name: /SQLite/ }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('neither addToolOutput nor addToolResult');
    expect(document.body.textContent).not.toContain('Answers sent');
  });

  it('an AI SDK chat that does not hold the call is an error too (the answer would vanish)', async () => {
    const part = {
      type: 'tool-AskUserQuestion',
      toolCallId: 'call_1',
      state: 'input-available',
      input: dbInput,
    };
    const addToolOutput = vi.fn();
    const otherChat = { messages: [{ id: 'm1', role: 'assistant', parts: [] }], addToolOutput };
    await render(<AskUserToolPart part={part} chat={otherChat} />);
    await page.getByRole('radio', { name: /SQLite/ }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('holds no tool call call_1');
    expect(addToolOutput).not.toHaveBeenCalled();
  });
});

describe('what the user sees', () => {
  it('multi-select free text is never read as a ticked option, live or restored', async () => {
    const onSubmit = vi.fn<(response: AskUserResponse) => void>();
    const screen = await render(<AskUserQuestion input={checksInput} status="pending" onSubmit={onSubmit} />);
    await page.getByRole('checkbox', { name: 'Lint' }).click();
    await page.getByRole('textbox', { name: 'Your own answer' }).fill('Unit tests, but only the fast ones');
    await page.getByRole('button', { name: 'Submit' }).click();
    const response = onSubmit.mock.calls[0]?.[0];
    expect(response).toEqual({
      action: 'accept',
      content: { answers: { [CHECKS]: 'Lint, Unit tests, but only the fast ones' } },
      selections: { [CHECKS]: { selected: ['Lint'], custom: 'Unit tests, but only the fast ones' } },
    });
    const summaryOf = (root: Element) => ({
      answer: root.querySelector('[data-slot="summary-answer"]')?.textContent,
      custom: root.querySelector('[data-slot="summary-custom"]')?.textContent,
    });
    const live = summaryOf(screen.container);
    expect(live).toEqual({
      answer: 'Lint, Unit tests, but only the fast ones',
      custom: 'Unit tests, but only the fast ones',
    });

    // The kit's own record (the AI SDK tool output), stored as JSON and restored cold.
    const part = {
      type: 'tool-AskUserQuestion',
      toolCallId: 'call_1',
      state: 'input-available',
      input: checksInput,
    };
    const answer = toToolOutput(response as AskUserResponse, part);
    const stored = JSON.parse(JSON.stringify({ ...part, state: 'output-available', output: answer.output }));
    const restored = await render(<AskUserQuestion record={toRecord(stored)} />);
    expect(summaryOf(restored.container)).toEqual(live);
  });

  it('option rows show their digit shortcut, and the digit picks the option', async () => {
    const screen = await render(
      <AskUserQuestion input={dbInput} status="pending" onSubmit={() => undefined} />,
    );
    const shortcuts = Array.from(screen.container.querySelectorAll('[data-slot="option-shortcut"]')).map(
      (element) => element.textContent,
    );
    expect(shortcuts).toEqual(['1', '2']);
    expect(page.getByRole('radio', { name: 'PostgreSQL' }).element().getAttribute('aria-keyshortcuts')).toBe(
      '1',
    );
    await page.getByRole('radio', { name: /PostgreSQL/ }).click();
    await userEvent.keyboard('2');
    await expect.element(page.getByRole('radio', { name: /SQLite/ })).toBeChecked();
  });

  it('the steps review lists every question with its answer or why it has none', async () => {
    const input = { questions: [...dbInput.questions, ...checksInput.questions] };
    await render(
      <AskUserQuestion input={input} layout="steps" status="pending" onSubmit={() => undefined} />,
    );
    await page.getByRole('radio', { name: /SQLite/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip this question' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const items = Array.from(document.querySelectorAll('[data-slot="review-item"]'));
    expect(items.map((item) => item.querySelector('[data-slot="review-answer"]')?.textContent)).toEqual([
      'SQLite',
      'Skipped',
    ]);
    await page.getByRole('button', { name: 'Go to question 1' }).click();
    await expect.element(page.getByRole('radio', { name: /SQLite/ })).toBeChecked();
  });
});

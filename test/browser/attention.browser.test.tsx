import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AskUserQuestion, QuestionDock, notifyUser, useQuestionAttention } from '../../src';
import type { AttentionReason } from '../../src/hooks';
import { createQuestionQueue } from '../../src/core';
import { claudeInput } from '../fixtures/inputs';

/** A waiting card with the hook on it, placed where the test says. */
function Waiting(props: {
  readonly above?: number;
  readonly deadline?: number | string;
  readonly onAttention: (reason: AttentionReason) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useQuestionAttention(ref, {
    pending: true,
    onAttention: props.onAttention,
    ...(props.deadline === undefined ? {} : { deadline: props.deadline, warnBeforeMs: 900 }),
  });
  return (
    <>
      <div style={{ height: props.above ?? 0 }} />
      <div ref={ref}>
        <AskUserQuestion input={claudeInput} status="pending" onSubmit={() => undefined} />
      </div>
    </>
  );
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

afterEach(() => {
  // The hidden-page test overrides visibilityState on the document itself.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('a question nobody is looking at', () => {
  it('is told when it appears scrolled out of view', async () => {
    const onAttention = vi.fn();
    await render(<Waiting above={5000} onAttention={onAttention} />);
    await expect.poll(() => onAttention.mock.calls).toEqual([['off-screen']]);
  });

  it('is not told while it is in view and the page is visible', async () => {
    const onAttention = vi.fn();
    await render(<Waiting onAttention={onAttention} />);
    await frames(6);
    expect(onAttention).not.toHaveBeenCalled();
  });

  it('is told when the page is hidden while it waits', async () => {
    const onAttention = vi.fn();
    await render(<Waiting onAttention={onAttention} />);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onAttention).toHaveBeenCalledWith('hidden');
  });

  it('is told again shortly before an auto-resolution deadline', async () => {
    const onAttention = vi.fn();
    await render(<Waiting deadline={Date.now() + 1_000} onAttention={onAttention} />);
    await expect.poll(() => onAttention.mock.calls.flat(), { timeout: 10_000 }).toContain('deadline');
  });

  it('takes a deadline as a record writes it, and tells nothing twice when the host moves it', async () => {
    const onAttention = vi.fn();
    const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1_000).toISOString();
    const screen = await render(<Waiting above={5000} deadline={inSeconds(60)} onAttention={onAttention} />);
    await expect.poll(() => onAttention.mock.calls).toEqual([['off-screen']]);
    await screen.rerender(<Waiting above={5000} deadline={inSeconds(1)} onAttention={onAttention} />);
    await expect.poll(() => onAttention.mock.calls.flat(), { timeout: 10_000 }).toContain('deadline');
    expect(onAttention.mock.calls).toEqual([['off-screen'], ['deadline']]);
  });

  it('notifyUser badges the title until the user is back, and asks for no permission', () => {
    const title = document.title;
    const request = vi.spyOn(Notification, 'requestPermission');
    const restore = notifyUser({ title: 'The agent has a question', body: 'Which database?' });
    expect(document.title).toBe(`(1) ${title}`);
    expect(request).not.toHaveBeenCalled();
    restore();
    expect(document.title).toBe(title);
  });

  it('the dock says how many questions wait', async () => {
    const queue = createQuestionQueue();
    queue.announce({ id: 'r1', input: claudeInput });
    queue.announce({ id: 'r2', input: claudeInput });
    const screen = await render(<QuestionDock queue={queue} />);
    expect(screen.container.querySelector('[data-slot="dock"]')?.getAttribute('data-pending')).toBe('2');
  });
});

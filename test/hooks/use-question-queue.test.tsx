import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQuestionQueue } from '../../src/core';
import { useQuestionQueue } from '../../src/hooks';

const ask = (id: string, question = `Question ${id}?`) => ({
  id,
  input: { questions: [{ question, header: id, options: [{ label: 'a' }, { label: 'b' }] }] },
});
const accept = { action: 'accept', content: { answers: {} } } as const;

describe('useQuestionQueue', () => {
  it('creates its own queue once and keeps it across renders', () => {
    const { result, rerender } = renderHook(() => useQuestionQueue());
    const first = result.current.queue;
    rerender();
    expect(result.current.queue).toBe(first);
    expect(result.current.entries).toEqual([]);
    expect(result.current.pending).toEqual([]);
  });

  it('re-renders on announcements, in announcement order, and lists only pending ones as pending', () => {
    const { result } = renderHook(() => useQuestionQueue());
    act(() => {
      result.current.queue.announce(ask('r1'));
      result.current.queue.announce(ask('r2'));
    });
    expect(result.current.entries.map((entry) => entry.id)).toEqual(['r1', 'r2']);
    act(() => void result.current.queue.respond('r1', accept));
    expect(result.current.entries.map((entry) => entry.status)).toEqual(['responded', 'pending']);
    expect(result.current.pending.map((entry) => entry.id)).toEqual(['r2']);
  });

  it('a re-announced request updates its entry instead of adding a second one', () => {
    const { result } = renderHook(() => useQuestionQueue());
    act(() => {
      result.current.queue.announce(ask('r1', 'First wording?'));
      result.current.queue.announce(ask('r1', 'Second wording?'));
    });
    expect(result.current.entries).toHaveLength(1);
    expect(result.current.entries[0]?.announcements).toBe(2);
  });

  it('answers each request at most once, and one answered elsewhere cannot be answered here', () => {
    const { result } = renderHook(() => useQuestionQueue());
    act(() => {
      result.current.queue.announce(ask('r1'));
      result.current.queue.announce(ask('r2'));
    });
    let first = false;
    let second = true;
    act(() => {
      first = result.current.queue.respond('r1', accept);
      second = result.current.queue.respond('r1', { action: 'decline' });
    });
    expect([first, second]).toEqual([true, false]);
    expect(result.current.entries[0]?.response).toEqual(accept);
    act(() => result.current.queue.answeredElsewhere('r2', { action: 'cancel' }));
    expect(result.current.entries[1]?.status).toBe('answered-elsewhere');
    let late = true;
    act(() => void (late = result.current.queue.respond('r2', accept)));
    expect(late).toBe(false);
    expect(result.current.pending).toEqual([]);
  });

  it('uses a queue shared with code outside React, and sees what that code does', () => {
    const shared = createQuestionQueue();
    const { result } = renderHook(() => useQuestionQueue(shared));
    expect(result.current.queue).toBe(shared);
    let answer: Promise<unknown> = Promise.resolve();
    act(() => void (answer = shared.ask(ask('from-sdk'))));
    expect(result.current.pending.map((entry) => entry.id)).toEqual(['from-sdk']);
    act(() => void shared.respond('from-sdk', accept));
    return expect(answer).resolves.toEqual(accept);
  });

  it('withdrawn and removed requests leave the pending list', () => {
    const { result } = renderHook(() => useQuestionQueue());
    act(() => {
      result.current.queue.announce(ask('r1'));
      result.current.queue.announce(ask('r2'));
    });
    act(() => result.current.queue.withdraw('r1'));
    expect(result.current.entries.find((entry) => entry.id === 'r1')?.status).toBe('withdrawn');
    act(() => result.current.queue.remove('r2'));
    expect(result.current.entries.map((entry) => entry.id)).toEqual(['r1']);
    expect(result.current.pending).toEqual([]);
  });
});

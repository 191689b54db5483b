import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoResolution } from '../../src/hooks';

const START = Date.parse('2026-11-30T10:00:00Z');

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useAutoResolution', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down once a second towards the absolute deadline', () => {
    const { result } = renderHook(() => useAutoResolution({ deadline: START + 5_000 }));
    expect(result.current).toEqual({ phase: 'scheduled', remainingMs: 5_000, deadline: START + 5_000 });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remainingMs).toBe(4_000);
    act(() => vi.advanceTimersByTime(4_000));
    expect(result.current.phase).toBe('due');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sets no timer without a deadline, while paused, or once resolved', () => {
    renderHook(() => useAutoResolution(undefined));
    expect(vi.getTimerCount()).toBe(0);
    const paused = renderHook(() => useAutoResolution({ deadline: START + 5_000, pausedAt: START - 1_000 }));
    expect(paused.result.current).toMatchObject({ phase: 'paused', remainingMs: 6_000 });
    expect(vi.getTimerCount()).toBe(0);
    const resolved = renderHook(() => useAutoResolution({ deadline: START + 5_000, resolvedAt: START }));
    expect(resolved.result.current.phase).toBe('resolved');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops ticking while the page is hidden and catches up when it is shown again', () => {
    const renders = vi.fn();
    const { result } = renderHook(() => {
      renders();
      return useAutoResolution({ deadline: START + 60_000 });
    });
    act(() => setVisibility('hidden'));
    const before = renders.mock.calls.length;
    act(() => vi.advanceTimersByTime(10_000));
    expect(renders.mock.calls.length).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
    act(() => setVisibility('visible'));
    expect(result.current.remainingMs).toBe(50_000);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shows the same times when the same events are replayed later', () => {
    const events = { deadline: START + 30_000, pausedAt: START + 10_000 };
    const live = renderHook(() => useAutoResolution(events, { now: () => START + 12_000 }));
    const replay = renderHook(() => useAutoResolution(events, { now: () => START + 86_400_000 }));
    expect(replay.result.current).toEqual(live.result.current);
  });
});

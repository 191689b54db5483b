'use client';
import { useEffect, useReducer } from 'react';
import {
  type AutoResolutionSchedule,
  type AutoResolutionState,
  autoResolutionState,
} from '../core/auto-resolution/auto-resolution.js';

/** Options of `useAutoResolution`. */
export interface UseAutoResolutionOptions {
  /** The clock, for tests and replays (default `Date.now`). */
  readonly now?: () => number;
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * The countdown of a host-scheduled auto-resolution. Display only: the host
 * decides and resolves; this never does. It re-renders once a second, on the second
 * boundaries of the remaining time, and only while a deadline is running and the page is
 * visible — a hidden tab or a paused schedule costs no timers.
 *
 * @example
 * const { phase, remainingMs } = useAutoResolution({ deadline: event.deadline, pausedAt: event.pausedAt });
 */
export function useAutoResolution(
  schedule: AutoResolutionSchedule | undefined,
  options: UseAutoResolutionOptions = {},
): AutoResolutionState {
  const clock = options.now ?? Date.now;
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const state = autoResolutionState({ ...schedule, now: clock() });

  useEffect(() => {
    if (state.phase !== 'scheduled') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!pageVisible()) return;
      const remaining = autoResolutionState({ deadline: state.deadline, now: clock() }).remainingMs;
      timer = setTimeout(tick, remaining % 1000 || 1000);
    };
    const onVisibility = () => {
      tick();
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  });

  return state;
}

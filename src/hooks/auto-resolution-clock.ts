'use client';
import { useEffect, useReducer } from 'react';
import {
  type AutoResolutionSchedule,
  type AutoResolutionState,
  autoResolutionState,
} from '../core/auto-resolution/auto-resolution.js';

export interface UseAutoResolutionOptions {
  /** The clock, for tests and replays (default `Date.now`). */
  readonly now?: () => number;
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/** The clock behind `useAutoResolution`, which the card's countdown uses too. @internal */
export function useAutoResolutionClock(
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

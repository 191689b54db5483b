'use client';
import type { AutoResolutionSchedule, AutoResolutionState } from '../core/auto-resolution/auto-resolution.js';
import { type UseAutoResolutionOptions, useAutoResolutionClock } from './auto-resolution-clock.js';

export type { UseAutoResolutionOptions } from './auto-resolution-clock.js';

// The card's countdown, loaded on demand, uses the clock's own module: a package entry that
// exports this hook then never imports that module itself, and bundlers keep the countdown out
// of a pending card's first load.

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
  return useAutoResolutionClock(schedule, options);
}

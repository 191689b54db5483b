import { field, total } from '../utils/read.js';

/** A host's auto-resolution schedule, in absolute times (epoch milliseconds, ISO strings or Dates). */
export interface AutoResolutionSchedule {
  /** When the host will continue without the user. Absent or invalid: nothing is scheduled. */
  readonly deadline?: number | string | Date | null;
  /** When the user paused the countdown; while set the deadline does not run. */
  readonly pausedAt?: number | string | Date | null;
  /** When the host actually resolved the question. */
  readonly resolvedAt?: number | string | Date | null;
  /** The policy the host applied (shown in the summary), e.g. "continue with defaults". */
  readonly policy?: string;
}

/** Where an auto-resolution stands: scheduled, paused, due, resolved, or none scheduled. */
export type AutoResolutionPhase = 'disabled' | 'scheduled' | 'paused' | 'due' | 'resolved';

/** An auto-resolution at a moment: its phase, the deadline and the time left. */
export interface AutoResolutionState {
  readonly phase: AutoResolutionPhase;
  /** Milliseconds left before the deadline (0 when due or resolved; frozen while paused). */
  readonly remainingMs: number;
  /** The deadline as epoch milliseconds, when there is one. */
  readonly deadline?: number;
}

/** A moment as epoch milliseconds: a finite number, a valid Date, or a date string. @internal */
export function toEpoch(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isFinite(time) ? time : undefined;
  }
  if (typeof value === 'string' && value.length <= 64) {
    const time = Date.parse(value);
    return Number.isFinite(time) ? time : undefined;
  }
  return undefined;
}

/**
 * The auto-resolution clock. The host decides and records absolute times, so a
 * live session and a replay of the same events show the same thing; this only derives the
 * phase and the remaining time at `now`. The kit never invents a timeout.
 *
 * @example
 * autoResolutionState({ deadline: '2026-11-30T10:05:00Z', now: Date.parse('2026-11-30T10:04:30Z') })
 * // { phase: 'scheduled', remainingMs: 30_000, deadline: Date.parse('2026-11-30T10:05:00Z') }
 */
export function autoResolutionState(
  input: AutoResolutionSchedule & { readonly now: number | string | Date },
): AutoResolutionState {
  return total(
    (): AutoResolutionState => {
      const deadline = toEpoch(input?.deadline);
      const now = toEpoch(input?.now);
      if (deadline === undefined || now === undefined) return { phase: 'disabled', remainingMs: 0 };
      const resolvedAt = toEpoch(input.resolvedAt);
      if (resolvedAt !== undefined && resolvedAt <= now)
        return { phase: 'resolved', remainingMs: 0, deadline };
      const pausedAt = toEpoch(input.pausedAt);
      if (pausedAt !== undefined && pausedAt <= now) {
        return { phase: 'paused', remainingMs: Math.max(0, deadline - pausedAt), deadline };
      }
      if (now >= deadline) return { phase: 'due', remainingMs: 0, deadline };
      return { phase: 'scheduled', remainingMs: deadline - now, deadline };
    },
    () => ({ phase: 'disabled', remainingMs: 0 }),
  );
}

/**
 * A waiting record's own deadline (a runtime's expiry, such as AG-UI's `expiresAt`), shown as the
 * card's countdown; none once the call has ended. @internal
 */
export function waitingDeadline(record: unknown): number | string | undefined {
  const state = field(record, 'state');
  if (state !== undefined && state !== 'pending' && state !== 'streaming') return undefined;
  const deadline = field(field(record, 'autoResolution'), 'deadline');
  return typeof deadline === 'string' || typeof deadline === 'number' ? deadline : undefined;
}

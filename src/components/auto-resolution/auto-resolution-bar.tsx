'use client';
import type {
  AutoResolutionSchedule,
  AutoResolutionState,
} from '../../core/auto-resolution/auto-resolution.js';
import { useAutoResolution } from '../../hooks/use-auto-resolution.js';
import { type KitSettings, visuallyHidden } from '../settings.js';
import { slot } from '../slots.js';
import { type Messages, format } from '../i18n/messages.js';

/** A host-scheduled auto-resolution, as the card displays it. */
export interface AutoResolutionDisplay extends AutoResolutionSchedule {
  /** Called when the user asks to pause; the host records `pausedAt` and passes it back. */
  readonly onPause?: () => void;
  /** Called when the user resumes a paused countdown; the host records a new deadline. */
  readonly onResume?: () => void;
  /** The clock (default `Date.now`), for replays and tests. */
  readonly now?: () => number;
  /** Formats the absolute deadline (default: the locale's time of day). */
  readonly formatTime?: (epochMs: number) => string;
}

function duration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Milestones the screen reader hears, instead of every second of the countdown. */
function announcement(state: AutoResolutionState, time: string, messages: Messages): string {
  switch (state.phase) {
    case 'scheduled':
      if (state.remainingMs <= 10_000) return format(messages.autoAnnounceSeconds, { seconds: 10 });
      if (state.remainingMs <= 60_000) return messages.autoAnnounceMinute;
      return format(messages.autoAnnounceScheduled, { time });
    case 'paused':
      return format(messages.autoResolutionPaused, { remaining: duration(state.remainingMs) });
    case 'due':
      return messages.autoResolutionDue;
    default:
      return '';
  }
}

/**
 * The countdown of an auto-resolution the host scheduled: the absolute time and
 * the time left, the policy, and a Pause control that asks the host to pause. The countdown
 * itself is not announced every second: the polite live region's text changes only at
 * milestones (scheduled, one minute left, ten seconds left, paused, due), so screen readers
 * hear those and nothing in between.
 * Display only — the kit never resolves a question on its own.
 */
export function AutoResolutionBar({
  schedule,
  settings,
  messages,
  locale,
}: {
  schedule: AutoResolutionDisplay;
  settings: KitSettings;
  messages: Messages;
  locale: string;
}) {
  const state = useAutoResolution(schedule, schedule.now ? { now: schedule.now } : {});
  const formatTime =
    schedule.formatTime ??
    ((epoch: number) =>
      new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
        epoch,
      ));
  const time = state.deadline === undefined ? '' : formatTime(state.deadline);
  const spoken = announcement(state, time, messages);
  if (state.phase === 'disabled' || state.phase === 'resolved') return null;
  return (
    <div {...slot(settings, 'auto-resolution')} data-state={state.phase}>
      <p {...slot(settings, 'auto-resolution-text')}>
        {state.phase === 'scheduled' ? (
          <>
            {format(messages.autoResolvesAt, { time })}{' '}
            <span {...slot(settings, 'auto-resolution-countdown')}>
              {format(messages.autoResolvesIn, { remaining: duration(state.remainingMs) })}
            </span>
          </>
        ) : state.phase === 'paused' ? (
          format(messages.autoResolutionPaused, { remaining: duration(state.remainingMs) })
        ) : (
          messages.autoResolutionDue
        )}
      </p>
      {schedule.policy ? (
        <p {...slot(settings, 'auto-resolution-policy')}>
          {format(messages.policy, { policy: schedule.policy })}
        </p>
      ) : null}
      {state.phase === 'scheduled' && schedule.onPause ? (
        <button type="button" {...slot(settings, 'auto-resolution-pause')} onClick={schedule.onPause}>
          {messages.pause}
        </button>
      ) : null}
      {state.phase === 'paused' && schedule.onResume ? (
        <button type="button" {...slot(settings, 'auto-resolution-pause')} onClick={schedule.onResume}>
          {messages.resume}
        </button>
      ) : null}
      <p {...slot(settings, 'auto-resolution-announcement')} style={visuallyHidden} aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}

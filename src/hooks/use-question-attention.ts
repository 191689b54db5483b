import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { toEpoch } from '../core/auto-resolution/auto-resolution.js';

/** Why a waiting question needs its person's attention. */
export type AttentionReason = 'hidden' | 'off-screen' | 'deadline';

/** Options of `useQuestionAttention`. */
export interface UseQuestionAttentionOptions {
  /** The question is waiting for the user (a pending card, a queue's pending count above 0). */
  readonly pending: boolean;
  /** Called when the waiting question is where its person cannot see it, or about to resolve by itself. */
  readonly onAttention: (reason: AttentionReason) => void;
  /** When a host's auto-resolution will answer for the user: epoch ms, an ISO string or a Date, as a record's deadline. */
  readonly deadline?: number | string | Date;
  /** How long before the deadline to call again (default 30 s). */
  readonly warnBeforeMs?: number;
}

/**
 * Tells the host when a question is waiting where nobody looks: it became pending while the
 * page is hidden (another tab, a minimised window) or while the element is scrolled out of
 * view, the page is hidden later while it waits, and once more shortly before an
 * auto-resolution deadline. Each reason is told once per wait. Pair it with `notifyUser` for a
 * title badge and a system notification, or show your own.
 */
export function useQuestionAttention(
  target: RefObject<HTMLElement | null>,
  { pending, onAttention, deadline, warnBeforeMs = 30_000 }: UseQuestionAttentionOptions,
): void {
  const latest = useRef(onAttention);
  useEffect(() => {
    latest.current = onAttention;
  });
  // What this wait has told, kept while it lasts: a host that moves the deadline is not told again.
  const told = useRef(new Set<AttentionReason>());
  const tell = useCallback((reason: AttentionReason) => {
    if (told.current.has(reason)) return;
    told.current.add(reason);
    latest.current(reason);
  }, []);
  useEffect(() => {
    if (!pending) {
      told.current = new Set();
      return undefined;
    }
    if (typeof document === 'undefined') return undefined;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') tell('hidden');
    };
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    let observer: IntersectionObserver | undefined;
    const element = target.current;
    if (element && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        // Only the first report says where the question appeared; scrolling away later is the user's doing.
        if (entries.some((entry) => !entry.isIntersecting)) tell('off-screen');
        observer?.disconnect();
      });
      observer.observe(element);
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [pending, target, tell]);
  const at = toEpoch(deadline);
  useEffect(() => {
    if (!pending || at === undefined) return undefined;
    const timer = setTimeout(() => tell('deadline'), Math.max(0, at - warnBeforeMs - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, at, warnBeforeMs, tell]);
}

/** What `notifyUser` shows. */
export interface NotifyUserOptions {
  /** The notification's title, e.g. "The agent has a question". */
  readonly title: string;
  /** Its text, e.g. the question. */
  readonly body?: string;
  /** Put the count before the page title, "(1) …", until the returned function runs. Default true. */
  readonly badgeTitle?: boolean;
}

/**
 * Draws the user back to a waiting question: a count before the page title and, when the page
 * has the user's permission (`Notification.permission === 'granted'`; ask for it from a user
 * gesture), a system notification that focuses the page when clicked. It never asks for
 * permission itself. Returns a function that takes both away (call it when the user answered
 * or came back).
 */
export function notifyUser({ title, body, badgeTitle = true }: NotifyUserOptions): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const original = document.title;
  if (badgeTitle) document.title = `(1) ${original}`;
  let notification: Notification | undefined;
  try {
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      notification = new Notification(title, body === undefined ? {} : { body });
      notification.onclick = () => window.focus();
    }
  } catch {
    // Some browsers only allow notifications from a service worker: the title badge stays.
  }
  return () => {
    if (badgeTitle && document.title === `(1) ${original}`) document.title = original;
    notification?.close();
  };
}

import type { AutoResolutionSchedule } from '../auto-resolution/auto-resolution.js';
import type { AskUserResponse } from '../types.js';
import { field, isDict, stringish } from '../utils/read.js';
import { type QuestionOrigin, readOrigin } from './origin.js';

/** The part of `AbortSignal` the queue uses; core stays free of web and Node globals. */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
}

/** A pending question as the host announces it. */
export interface QueueRequest {
  /** The request id: re-announcing the same id updates the entry, never adds a second one. */
  readonly id: string;
  readonly input: unknown;
  readonly origin?: QuestionOrigin;
  /** A host-scheduled auto-resolution to display (the host decides; the kit only shows it). */
  readonly autoResolution?: AutoResolutionSchedule;
}

/** Where a queued request stands. */
export type QueueEntryStatus = 'pending' | 'responded' | 'answered-elsewhere' | 'withdrawn';

/** A request in the queue, with its status and, once given, its response. */
export interface QueueEntry extends QueueRequest {
  readonly status: QueueEntryStatus;
  /** The response this client gave, or the one another client gave. */
  readonly response?: AskUserResponse;
  /** How often the request was announced (1 + re-announcements after reconnects). */
  readonly announcements: number;
}

/** The queue of pending calls, from the root agent and from subagents, in announcement order. */
export interface QuestionQueue {
  /** Entries in the order they were first announced. */
  getSnapshot(): readonly QueueEntry[];
  subscribe(listener: () => void): () => void;
  /** Adds a request, or refreshes the entry with the same id (a reconnect re-announcing it). */
  announce(request: QueueRequest): QueueEntry;
  /**
   * Announces a request and resolves with the user's response. An aborted signal withdraws
   * the request and resolves as cancelled; a request answered on another client resolves
   * with that client's response.
   */
  ask(request: QueueRequest, signal?: AbortSignalLike): Promise<AskUserResponse>;
  /** Records this client's response. At most once per request: later calls return false. */
  respond(id: string, response: AskUserResponse): boolean;
  /** Another client answered: the entry can no longer be submitted here. */
  answeredElsewhere(id: string, response?: AskUserResponse): void;
  /** The agent no longer needs the answer (turn interrupted). */
  withdraw(id: string): void;
  remove(id: string): void;
}

/**
 * A framework-free queue of pending questions: several
 * calls from the root agent and its subagents in one ordered list, deduplicated by request
 * id, each answered at most once. Usable outside React — for example from an Agent SDK
 * `canUseTool` callback — and from React through `useQuestionQueue`.
 */
export function createQuestionQueue(): QuestionQueue {
  let entries: readonly QueueEntry[] = [];
  const listeners = new Set<() => void>();
  const waiting = new Map<string, (response: AskUserResponse) => void>();

  const publish = (next: readonly QueueEntry[]) => {
    entries = next;
    for (const listener of [...listeners]) listener();
  };
  const update = (id: string, change: (entry: QueueEntry) => QueueEntry) => {
    publish(entries.map((entry) => (entry.id === id ? change(entry) : entry)));
  };
  const settle = (id: string, response: AskUserResponse) => {
    const resolve = waiting.get(id);
    waiting.delete(id);
    resolve?.(response);
  };

  const isPending = (id: string) => entries.some((entry) => entry.id === id && entry.status === 'pending');

  let anonymous = 0;
  /**
   * Requests come from agent code over the wire; a malformed one must not break the dock.
   * The origin is re-read so a hostile one cannot smuggle non-string names into the card.
   */
  const sanitize = (request: QueueRequest): QueueRequest => {
    const id = stringish(field(request, 'id')) ?? `anonymous-${++anonymous}`;
    const origin = readOrigin(field(request, 'origin'));
    const schedule = field(request, 'autoResolution');
    return {
      id,
      input: field(request, 'input'),
      ...(origin ? { origin } : {}),
      ...(isDict(schedule) ? { autoResolution: schedule as AutoResolutionSchedule } : {}),
    };
  };

  const queue: QuestionQueue = {
    getSnapshot: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(raw) {
      const request = sanitize(raw);
      const existing = entries.find((entry) => entry.id === request.id);
      if (existing) {
        const refreshed: QueueEntry = {
          ...existing,
          ...request,
          status: existing.status,
          announcements: existing.announcements + 1,
        };
        update(request.id, () => refreshed);
        return refreshed;
      }
      const entry: QueueEntry = { ...request, status: 'pending', announcements: 1 };
      publish([...entries, entry]);
      return entry;
    },
    ask(raw, signal) {
      const entry = queue.announce(raw);
      if (entry.status !== 'pending') {
        return Promise.resolve(
          entry.response ?? { action: 'cancel', reason: 'The request is no longer pending.' },
        );
      }
      return new Promise<AskUserResponse>((resolve) => {
        const previous = waiting.get(entry.id);
        waiting.set(entry.id, (response) => {
          previous?.(response);
          resolve(response);
        });
        signal?.addEventListener('abort', () => queue.withdraw(entry.id), { once: true });
        if (signal?.aborted) queue.withdraw(entry.id);
      });
    },
    respond(id, response) {
      if (!isPending(id)) return false;
      update(id, (current) => ({ ...current, status: 'responded', response }));
      settle(id, response);
      return true;
    },
    answeredElsewhere(id, response) {
      if (!isPending(id)) return;
      update(id, (current) =>
        response
          ? { ...current, status: 'answered-elsewhere', response }
          : { ...current, status: 'answered-elsewhere' },
      );
      settle(id, response ?? { action: 'cancel', reason: 'Answered on another client.' });
    },
    withdraw(id) {
      if (!isPending(id)) return;
      update(id, (current) => ({ ...current, status: 'withdrawn' }));
      settle(id, { action: 'cancel', reason: 'The request was withdrawn.' });
    },
    remove(id) {
      if (!entries.some((entry) => entry.id === id)) return;
      publish(entries.filter((entry) => entry.id !== id));
      settle(id, { action: 'cancel', reason: 'The request was removed.' });
    },
  };
  return queue;
}

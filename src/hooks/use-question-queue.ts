'use client';
import { useState, useSyncExternalStore } from 'react';
import { type QuestionQueue, type QueueEntry, createQuestionQueue } from '../core/queue/queue.js';

/** What `useQuestionQueue` returns: the queue and its entries. */
export interface UseQuestionQueueReturn {
  /** The store: hand it to code outside React (e.g. `createCanUseTool(queue.ask)`). */
  readonly queue: QuestionQueue;
  /** Every entry in announcement order. */
  readonly entries: readonly QueueEntry[];
  /** Entries still waiting for this client's answer. */
  readonly pending: readonly QueueEntry[];
}

/**
 * Several pending calls — from the root agent and from subagents — in one ordered queue:
 * a re-announced request (same id, e.g. after a reconnect) updates its entry
 * instead of adding a second card; a request answered on another client is marked so and
 * cannot be submitted again; each request is answered at most once. Pass a queue created
 * with `createQuestionQueue()` to share it with non-React code, or let the hook create one.
 */
export function useQuestionQueue(queue?: QuestionQueue): UseQuestionQueueReturn {
  const [own] = useState(() => queue ?? createQuestionQueue());
  const store = queue ?? own;
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { queue: store, entries, pending: entries.filter((entry) => entry.status === 'pending') };
}

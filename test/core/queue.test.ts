import { describe, expect, it, vi } from 'vitest';
import {
  type AskUserResponse,
  type QueueRequest,
  createQuestionQueue,
  readOrigin,
  withOrigin,
} from '../../src/core';
import { claudeInput, legacySingleInput as singleQuestionInput } from '../fixtures/inputs';

const accept = (answer: string): AskUserResponse => ({
  action: 'accept',
  content: { answers: { 'Which database should the service use?': answer } },
});

describe('createQuestionQueue', () => {
  it('keeps requests in announcement order and notifies subscribers', () => {
    const queue = createQuestionQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.announce({ id: 'b', input: claudeInput });
    queue.announce({ id: 'a', input: singleQuestionInput });
    expect(queue.getSnapshot().map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.announce({ id: 'c', input: claudeInput });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('deduplicates by request id: a re-announcement refreshes the entry in place', () => {
    const queue = createQuestionQueue();
    queue.announce({ id: 'r1', input: claudeInput, origin: { path: [{ name: 'Lead' }] } });
    queue.announce({ id: 'r2', input: singleQuestionInput });
    const refreshed = queue.announce({ id: 'r1', input: claudeInput });
    expect(queue.getSnapshot()).toHaveLength(2);
    expect(queue.getSnapshot()[0]).toBe(refreshed);
    expect(refreshed.announcements).toBe(2);
    // A reconnect that repeats the request without its origin keeps the attribution.
    expect(refreshed.origin?.path.map((agent) => agent.name)).toEqual(['Lead']);
  });

  it('answers each request at most once; the waiting agent gets the first response', async () => {
    const queue = createQuestionQueue();
    const answer = queue.ask({ id: 'r1', input: claudeInput });
    expect(queue.respond('r1', accept('SQLite'))).toBe(true);
    expect(queue.respond('r1', accept('DynamoDB'))).toBe(false);
    await expect(answer).resolves.toEqual(accept('SQLite'));
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'responded', response: accept('SQLite') });
    expect(queue.respond('unknown', accept('SQLite'))).toBe(false);
  });

  it('resolves every waiter of a re-announced request with the same response', async () => {
    const queue = createQuestionQueue();
    const first = queue.ask({ id: 'r1', input: claudeInput });
    const afterReconnect = queue.ask({ id: 'r1', input: claudeInput });
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.respond('r1', accept('SQLite'));
    await expect(first).resolves.toEqual(accept('SQLite'));
    await expect(afterReconnect).resolves.toEqual(accept('SQLite'));
    // Asking again after the answer returns the recorded answer instead of a new card.
    await expect(queue.ask({ id: 'r1', input: claudeInput })).resolves.toEqual(accept('SQLite'));
    expect(queue.getSnapshot()).toHaveLength(1);
  });

  it('marks a request answered elsewhere; it can no longer be answered here', async () => {
    const queue = createQuestionQueue();
    const answer = queue.ask({ id: 'r1', input: claudeInput });
    queue.answeredElsewhere('r1', accept('DynamoDB'));
    await expect(answer).resolves.toEqual(accept('DynamoDB'));
    expect(queue.respond('r1', accept('SQLite'))).toBe(false);
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'answered-elsewhere',
      response: accept('DynamoDB'),
    });
  });

  it('answered elsewhere without the other response resolves the waiter as cancelled', async () => {
    const queue = createQuestionQueue();
    const answer = queue.ask({ id: 'r1', input: claudeInput });
    queue.answeredElsewhere('r1');
    await expect(answer).resolves.toMatchObject({ action: 'cancel' });
    expect(queue.getSnapshot()[0]?.response).toBeUndefined();
  });

  it('withdraws a request when the agent aborts, before or after asking', async () => {
    const queue = createQuestionQueue();
    const controller = new AbortController();
    const answer = queue.ask({ id: 'r1', input: claudeInput }, controller.signal);
    controller.abort();
    await expect(answer).resolves.toMatchObject({ action: 'cancel' });
    expect(queue.getSnapshot()[0]?.status).toBe('withdrawn');
    expect(queue.respond('r1', accept('SQLite'))).toBe(false);

    const aborted = new AbortController();
    aborted.abort();
    await expect(queue.ask({ id: 'r2', input: claudeInput }, aborted.signal)).resolves.toMatchObject({
      action: 'cancel',
    });
    expect(queue.getSnapshot()[1]?.status).toBe('withdrawn');
  });

  it('removes an entry and releases its waiter', async () => {
    const queue = createQuestionQueue();
    const answer = queue.ask({ id: 'r1', input: claudeInput });
    queue.remove('r1');
    await expect(answer).resolves.toMatchObject({ action: 'cancel' });
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('survives malformed requests from the wire', () => {
    const queue = createQuestionQueue();
    const bad = [null, 42, 'text', { id: 7, input: claudeInput }, { origin: { path: [{ name: 3 }] } }];
    for (const request of bad) expect(() => queue.announce(request as unknown as QueueRequest)).not.toThrow();
    const ids = queue.getSnapshot().map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('7');
    expect(queue.getSnapshot().every((entry) => entry.origin === undefined)).toBe(true);
  });
});

describe('origins', () => {
  it('reads an origin from an object or a bare list of names, and nothing from noise', () => {
    expect(readOrigin({ path: ['Lead', { name: 'Researcher', id: 7 }], context: 'Comparing' })).toEqual({
      path: [{ name: 'Lead' }, { name: 'Researcher', id: '7' }],
      context: 'Comparing',
    });
    expect(readOrigin(['Lead', ' ', 'Crawler'])).toEqual({ path: [{ name: 'Lead' }, { name: 'Crawler' }] });
    for (const noise of [undefined, null, 3, 'Lead', {}, { path: [1, null] }]) {
      expect(readOrigin(noise)).toBeUndefined();
    }
  });

  it('keeps the attribution with the innermost agent however deep the nesting', () => {
    const request = { id: 'r3', input: claudeInput };
    const asked = withOrigin(request, 'Crawler', 'Collecting vendor pages');
    // Each parent forwards it up and prepends itself; none of them can claim the question.
    const forwarded = withOrigin(withOrigin(withOrigin(asked, 'Researcher', 'Researching'), 'Lead'), {
      name: 'Root',
      id: 'agent-0',
    });
    expect(forwarded.origin).toEqual({
      path: [{ name: 'Root', id: 'agent-0' }, { name: 'Lead' }, { name: 'Researcher' }, { name: 'Crawler' }],
      context: 'Collecting vendor pages',
    });
    expect(forwarded.id).toBe('r3');
    expect(request).not.toHaveProperty('origin');
  });

  it('starts a path without a context and ignores a blank agent name', () => {
    expect(withOrigin({ id: 'x', input: null }, 'Lead').origin).toEqual({ path: [{ name: 'Lead' }] });
    expect(withOrigin({ id: 'x', input: null }, ' ', 'Only context').origin).toEqual({
      path: [],
      context: 'Only context',
    });
  });
});

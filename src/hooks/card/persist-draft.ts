'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { CardState } from '../../core/card/machine.js';
import type { CardChangeDetails } from '../../core/card/store.js';
import type { QuestionDraft } from '../../core/draft/create.js';
import { isDict, keysOf, setOwn, total } from '../../core/utils/read.js';

/** Where a draft is kept between page loads: `sessionStorage`, or any store with its three methods. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Which call's draft to keep, and where. */
export interface PersistDraftOptions {
  /** The call's id (a tool call id, a request id): one saved draft per call. */
  readonly key: string;
  /** Where to keep it; `sessionStorage` by default. */
  readonly storage?: DraftStorage;
}

/** What {@link usePersistedDraft} gives the card: spread it on `<AskUserQuestion>` or the hook. */
export interface PersistedDraftProps {
  /** The saved draft, once read (after hydration, so server markup and the first render agree). */
  readonly restore: Readonly<Record<string, Partial<QuestionDraft>>> | undefined;
  /** Saves the draft after each change; forgets it once the host took a response. */
  readonly onStateChange: (state: CardState, details: CardChangeDetails) => void;
}

const PREFIX = 'ask-user-kit:draft:';

/** Storage that throws (full, refused) costs the saved draft, never the card. */
const attempt = <T>(run: () => T): T | undefined => total(run, () => undefined);

function storageOf(options: PersistDraftOptions): DraftStorage | undefined {
  // A sandboxed frame or a privacy mode may refuse access: the card works without a saved draft.
  return (
    options.storage ?? attempt(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage))
  );
}

const neverChanges = () => () => undefined;

/** The last text read for each key, with what it parsed to: the same text, the same object. */
const lastRead = new Map<
  string,
  { text: string | null | undefined; value: PersistedDraftProps['restore'] }
>();

const AMEND_CHANGES: ReadonlySet<string> = new Set(['start-amend', 'cancel-amend', 'amend']);

function parsed(text: string | null | undefined): PersistedDraftProps['restore'] {
  const saved = text ? attempt(() => JSON.parse(text) as unknown) : undefined;
  return isDict(saved) && keysOf(saved, 1).length > 0 ? (saved as PersistedDraftProps['restore']) : undefined;
}

/**
 * Keeps a card's draft across a reload or a crashed tab, until the host takes the response: saved
 * after every change, brought back as one `restore` change when the card mounts again, removed
 * once a response was taken. A secret answer is never written to storage. Built only on the
 * card's public props (`restore`, `onStateChange`); a card without it carries none of its code.
 * A host with its own `onStateChange` calls this one from it.
 *
 * @example
 * const persisted = usePersistedDraft({ key: toolCall.id });
 * <AskUserQuestion input={toolCall.input} onSubmit={send} {...persisted} />
 */
export function usePersistedDraft(options: PersistDraftOptions): PersistedDraftProps {
  const key = PREFIX + options.key;
  const storage = storageOf(options);
  // Read on the client only: the server and the hydrating render see no saved draft. The same
  // text gives the same object, so a card that mounts again takes what was saved last.
  const readSaved = useCallback(() => {
    const text = storage ? attempt(() => storage.getItem(key)) : undefined;
    const read = lastRead.get(key);
    if (read && read.text === text) return read.value;
    const value = parsed(text);
    lastRead.set(key, { text, value });
    return value;
  }, [key, storage]);
  const restore = useSyncExternalStore(neverChanges, readSaved, () => undefined);
  const onStateChange = useCallback(
    (state: CardState, details: CardChangeDetails) => {
      if (!storage) return;
      // Taken by the host, or a finished call being amended: there is no draft to keep.
      if (state.delivery.state === 'sent' || AMEND_CHANGES.has(details.type) || state.amending) {
        if (state.delivery.state === 'sent' || details.type === 'amend')
          attempt(() => storage.removeItem(key));
        return;
      }
      const entries: Record<string, QuestionDraft> = {};
      for (const question of state.draft.questions) {
        const entry = state.draft.entries[question.key];
        // A secret is never written down; its question comes back as the user left it: empty.
        if (entry && !question.secret) setOwn(entries, question.key, entry);
      }
      attempt(() => storage.setItem(key, JSON.stringify(entries)));
    },
    [key, storage],
  );
  return { restore, onStateChange };
}

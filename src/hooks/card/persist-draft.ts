import { useEffect } from 'react';
import type { CardStore } from '../../core/card/store.js';
import type { QuestionDraft } from '../../core/draft/create.js';
import { field, isDict, keysOf, setOwn, total } from '../../core/utils/read.js';
import { useIsomorphicLayoutEffect } from '../isomorphic-layout-effect.js';

/** Where a draft is kept between page loads: `sessionStorage`, or any store with its three methods. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keep the card's draft across a reload or a crashed tab, until the host takes the response. */
export interface PersistDraftOptions {
  /** The call's id (a tool call id, a request id): one saved draft per call. */
  readonly key: string;
  /** Where to keep it; `sessionStorage` by default. */
  readonly storage?: DraftStorage;
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

/**
 * Replays a saved draft through the card's own actions, question by question, from a cleared
 * entry (the question's defaults are not what the user left). The order matters: typed text
 * chooses the free-text choice, so the options come after it; a skip keeps the choices it hides,
 * so it comes last.
 */
function restore(store: CardStore, saved: unknown): void {
  const { normalized } = store.getSnapshot().props;
  const { actions } = store;
  for (const question of normalized.questions) {
    const entry = field(saved, question.key);
    if (!isDict(entry)) continue;
    const { key } = question;
    actions.clearQuestion(key);
    // A secret is never saved, so it is never restored either.
    if (!question.secret && typeof entry.customText === 'string' && entry.customText.length > 0) {
      actions.setCustomText(key, entry.customText);
      if (entry.customSelected !== true) actions.selectCustom(key, false);
    } else if (entry.customSelected === true) actions.selectCustom(key, true);
    const labels = new Set(question.options.map((option) => option.label));
    const selected = Array.isArray(entry.selected) ? entry.selected : [];
    for (const label of selected)
      if (typeof label === 'string' && labels.has(label)) actions.selectOption(key, label);
    if (typeof entry.notes === 'string' && entry.notes.length > 0) actions.setNotes(key, entry.notes);
    if (entry.skipped === true) actions.skipQuestion(key);
  }
}

/**
 * Saves the card's draft under the call's key after every change, restores it when the card
 * mounts again (after hydration, so server markup and the first render agree), and removes it
 * once the host took a response. A secret answer is never written to storage.
 */
export function usePersistedDraft(store: CardStore, options: PersistDraftOptions | undefined): void {
  const key = options ? PREFIX + options.key : undefined;
  const storage = options ? storageOf(options) : undefined;
  useIsomorphicLayoutEffect(() => {
    if (!key || !storage) return;
    const text = attempt(() => storage.getItem(key));
    const saved = text ? attempt(() => JSON.parse(text) as unknown) : undefined;
    const { state } = store.getSnapshot();
    if (isDict(saved) && state.delivery.state === 'idle' && keysOf(saved, 1).length > 0)
      restore(store, saved);
  }, [key, storage, store]);
  useEffect(() => {
    if (!key || !storage) return undefined;
    let last = '';
    const save = () => {
      const { state, props } = store.getSnapshot();
      if (state.delivery.state === 'sent') {
        attempt(() => storage.removeItem(key));
        return;
      }
      const entries: Record<string, Partial<QuestionDraft>> = {};
      for (const question of props.normalized.questions) {
        const entry = state.draft.entries[question.key];
        if (!entry) continue;
        setOwn(entries, question.key, question.secret ? { ...entry, customText: '' } : entry);
      }
      const text = JSON.stringify(entries);
      if (text === last) return;
      last = text;
      attempt(() => storage.setItem(key, text));
    };
    return store.subscribe(save);
  }, [key, storage, store]);
}

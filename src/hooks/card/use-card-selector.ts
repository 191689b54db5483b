'use client';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { type CardDerived, type CardSnapshot, selectCard } from '../../core/card/selectors.js';
import type { CardStore } from '../../core/card/store.js';

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * A slice of a card's state: the component re-renders only when a value of the slice changed
 * (compared one level deep). The selector receives the state and props, and what is derived
 * from them; return only what the component shows. A part inside one question passes its `key`
 * and reads only that question's answers: another question's edits do not even run its selector.
 */
export function useCardSelector<Slice extends object>(
  store: CardStore,
  select: (snapshot: CardSnapshot, card: CardDerived) => Slice,
  key?: string,
): Slice {
  const last = useRef<Slice | null>(null);
  const read = useCallback(() => {
    const snapshot = store.getSnapshot();
    const next = select(snapshot, selectCard(snapshot));
    if (last.current && shallowEqual(last.current, next)) return last.current;
    last.current = next;
    return next;
  }, [store, select]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener, key), [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}

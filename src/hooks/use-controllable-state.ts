'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { tellDeveloper } from './development.js';
import { useIsomorphicLayoutEffect } from './isomorphic-layout-effect.js';

/**
 * One value that the host may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`): the single place the kit decides which, and warns in development when a
 * host switches between the two.
 */
export function useControllableState<T, D = undefined>(options: {
  readonly value: T | undefined;
  readonly defaultValue: T | (() => T);
  readonly onChange?: ((value: T, details: D) => void) | undefined;
  /** Names the component and the prop in the development warning. */
  readonly name: string;
}): readonly [T, (next: T, details: D) => void, (next: T) => void] {
  const { value, defaultValue, onChange, name } = options;
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const wasControlled = useRef(controlled);
  useEffect(() => {
    if (wasControlled.current !== controlled) {
      const kind = (isControlled: boolean) => (isControlled ? 'controlled' : 'uncontrolled');
      tellDeveloper('warn', 'switched-control', name, kind(!controlled), kind(controlled));
    }
    wasControlled.current = controlled;
  }, [controlled, name]);
  const latest = useRef({ controlled, onChange });
  // Refreshed after each commit, before any event can fire on what was committed.
  useIsomorphicLayoutEffect(() => {
    latest.current = { controlled, onChange };
  });
  /** Sets the value as the user changed it: the component's own copy, then the host hears. */
  const set = useCallback((next: T, details: D) => {
    if (!latest.current.controlled) setOwn(next);
    latest.current.onChange?.(next, details);
  }, []);
  return [controlled ? (value as T) : own, set, setOwn] as const;
}

'use client';
import { useMemo } from 'react';
import { type KitSettings, type ResolvedSettings, useMergedSettings } from './context.js';
import { messagesFor } from './i18n/catalogues.js';

/**
 * Provider settings merged with a component's own props, with the built-in catalogue of their
 * locale (both catalogues load with it; the card itself loads the Chinese one on demand).
 */
export function useKitSettings(own: KitSettings = {}): ResolvedSettings {
  const merged = useMergedSettings(own);
  return useMemo(
    () => ({ ...merged, resolvedMessages: messagesFor(merged.locale, merged.messages) }),
    [merged],
  );
}

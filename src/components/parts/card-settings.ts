'use client';
import { useMemo } from 'react';
import { type KitSettings, useMergedSettings } from '../context.js';
import { EN_CARD } from '../i18n/en-card.js';
import { type CardMessages, languageOf } from '../i18n/messages.js';
import { chineseCatalogue } from '../lazy-modules.js';
import { need } from '../on-demand.js';

/**
 * A card's settings with its catalogue: the strings of its own parts (and, for a language other
 * than English, every string). The views a card loads on demand add their English strings
 * themselves (`viewMessages`).
 */
export interface CardSettings extends KitSettings {
  readonly resolvedMessages: CardMessages;
}

/** The built-in catalogue of a locale; Chinese is loaded on first need (`wait`) or used if loaded. */
function builtInCatalogue(locale: string | undefined, wait: boolean): CardMessages {
  if (languageOf(locale) !== 'zh') return EN_CARD;
  return wait ? need(chineseCatalogue).zh : (chineseCatalogue.current?.zh ?? EN_CARD);
}

function useResolved(own: KitSettings, wait: boolean): CardSettings {
  const merged = useMergedSettings(own);
  const base = builtInCatalogue(merged.locale, wait);
  return useMemo(() => ({ ...merged, resolvedMessages: { ...base, ...merged.messages } }), [merged, base]);
}

/**
 * A card's settings and catalogue. A card in Chinese suspends until the Chinese catalogue has
 * arrived, so it never shows English first (and the server, which has it, never mismatches).
 */
export function useCardSettings(own: KitSettings): CardSettings {
  return useResolved(own, true);
}

/**
 * The same without waiting, for what a card shows when it cannot show itself (its error card,
 * its loading frame): at once, in Chinese if that catalogue has arrived, else in English.
 * Takes the card's props and reads only its settings.
 */
export function useFallbackSettings(props: KitSettings): CardSettings {
  const { locale, messages, unstyled, classNames, dir, theme } = props;
  return useResolved({ locale, messages, unstyled, classNames, dir, theme }, false);
}

import { en } from './en.js';
import { type Messages, languageOf } from './messages.js';
import { zh } from './zh.js';

export { en, zh };

/** Every built-in catalogue, by language. */
export const catalogues: Readonly<Record<string, Messages>> = { en, zh };

/** The catalogue for a locale (`zh`, `zh-CN`, `zh-Hans` → Chinese; anything else → English). */
export function messagesFor(locale: string | undefined, overrides?: Partial<Messages>): Messages {
  const base = catalogues[languageOf(locale)] ?? en;
  return overrides ? { ...base, ...overrides } : base;
}

import { tellDeveloper } from '../../hooks/development.js';
import { en } from './en.js';
import { type Messages, languageOf } from './messages.js';

export { en };

/** Locales already reported as missing their catalogue: each is told once. */
const told = new Set<string>();

/**
 * The strings a card shows: English under the host's `messages`. A full catalogue passed as
 * `messages` (`zh` from `ask-user-kit/locales/zh`) brings its language; a `locale` whose catalogue
 * was not passed falls back to English, and development builds say once how to add it.
 */
export function messagesFor(locale: string | undefined, overrides?: Partial<Messages>): Messages {
  const messages = overrides ? { ...en, ...overrides } : en;
  const wanted = languageOf(locale);
  if (wanted !== 'en' && languageOf(messages.lang) !== wanted && !told.has(wanted)) {
    told.add(wanted);
    tellDeveloper('warn', 'missing-catalogue', locale ?? wanted, wanted);
  }
  return messages;
}

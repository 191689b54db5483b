'use client';
import { escapeHiddenCharacters, mayHideCharacters } from '../../core/text/may-hide.js';
import type { KitSettings } from '../context.js';
import type { CardMessages } from '../i18n/messages.js';
import { textMarks } from '../lazy-modules.js';
import { need } from '../on-demand.js';
import { CardErrorBoundary } from './error-card.js';
import { WithModule } from './with-module.js';

/**
 * Text the agent wrote, in a card's own parts: as `ModelText` renders it. A text with no character
 * that could act unseen is shown as it is, isolated for direction. One that may hold such a
 * character is shown with the marks once they have loaded; until then, and if they cannot load,
 * with each such character written out plainly (`⟨U+202E⟩`): never unmarked, never blank, and
 * a failed load costs the card nothing. A server has the marks at once.
 */
export function CardText({
  text,
  settings,
  messages,
}: {
  readonly text: string;
  readonly settings: KitSettings;
  readonly messages: CardMessages;
}) {
  if (!mayHideCharacters(text)) return <bdi>{text}</bdi>;
  const plain = <bdi>{escapeHiddenCharacters(text)}</bdi>;
  return (
    <CardErrorBoundary loadsOnly fallback={() => plain}>
      <WithModule
        module={textMarks}
        placeholder={plain}
        render={({ ModelText }) => <ModelText text={text} settings={settings} messages={messages} />}
      />
    </CardErrorBoundary>
  );
}

/**
 * `toVisibleText` for a card's attributes, while it renders. An attribute cannot wait in place:
 * a text that may hold a hidden character suspends the card until the marks arrive (they start
 * loading with the first card, so this is rare).
 */
export function cardVisibleText(text: string): string {
  return mayHideCharacters(text) ? need(textMarks).toVisibleText(text) : text;
}

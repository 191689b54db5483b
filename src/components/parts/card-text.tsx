'use client';
import { mayHideCharacters } from '../../core/text/may-hide.js';
import type { KitSettings } from '../context.js';
import type { CardMessages } from '../i18n/messages.js';
import { textMarks } from '../lazy-modules.js';
import { need } from '../on-demand.js';
import { WithModule } from './with-module.js';

/**
 * Text the agent wrote, in a card's own parts: as `ModelText` renders it. A text with no character
 * that could act unseen is shown as it is, isolated for direction; one that may hold such a
 * character waits in place for the marks, so it is never shown unmarked (and a card already on
 * screen whose streamed text gains one stays as it is).
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
  return (
    <WithModule
      module={textMarks}
      render={({ ModelText }) => <ModelText text={text} settings={settings} messages={messages} />}
    />
  );
}

/**
 * `toVisibleText` for a card's attributes, while it renders. An attribute cannot wait in place:
 * a text that may hold a hidden character suspends the card until the marks arrive.
 */
export function cardVisibleText(text: string): string {
  return mayHideCharacters(text) ? need(textMarks).toVisibleText(text) : text;
}

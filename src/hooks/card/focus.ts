import { useRef } from 'react';
import type { CardStore } from '../../core/card/store.js';
import { useIsomorphicLayoutEffect } from '../isomorphic-layout-effect.js';
import type { AskUserQuestionIds } from './ids.js';
import { useCardSelector } from './use-card-selector.js';

/** Focus went nowhere: the element that had it was removed or disabled. @internal */
export function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

const focus = (id: string): boolean => {
  const element = document.getElementById(id);
  element?.focus();
  return !!element;
};

/**
 * Where focus goes when the card itself moves the user, decided in one place for the styled card
 * and a headless one alike:
 * - a move to another step focuses that step's question text, or the review's title (only where a
 *   step panel is shown, and never as the card mounts);
 * - opening a question's note field focuses it, so what the user types goes into it;
 * - when the button pressed is gone (focus was lost), opening the amend editor focuses its
 *   heading, and the summary that replaced the user's own answer, or the amend editor, focuses
 *   the summary's heading; an error card that sent its answer focuses its title.
 * A card restored as a summary never takes focus. @internal
 */
export function useCardFocus(store: CardStore, ids: () => AskUserQuestionIds): void {
  const now = useCardSelector(store, (snapshot, card) => ({
    view: card.view,
    moves: snapshot.state.stepMoves,
    answeredHere: card.response !== undefined || snapshot.state.amended !== undefined,
    sent: snapshot.state.delivery.state === 'sent',
    current: card.steps.questions[card.steps.current]?.key,
    notesOpen: snapshot.state.notesOpen,
  }));
  const before = useRef(now);
  useIsomorphicLayoutEffect(() => {
    const was = before.current;
    before.current = now;
    if (was === now) return;
    const id = ids();
    // A note field the user just opened: typing goes into it, not into the toggle pressed.
    const opened = Object.keys(now.notesOpen).find((key) => now.notesOpen[key] && !was.notesOpen[key]);
    if (opened !== undefined) {
      focus(id.notes(opened));
      return;
    }
    if (now.moves !== was.moves) {
      if (document.getElementById(id.stepPanel))
        focus(now.current === undefined ? id.review : id.questionText(now.current));
      return;
    }
    if (!focusIsLost()) return;
    if (now.view === 'amend') {
      if (was.view !== 'amend') focus(id.title);
      return;
    }
    // A card whose rendering failed shows its error card whatever the view: its title then.
    const toSummary = now.view === 'summary' && (was.view === 'amend' || now.answeredHere);
    if (!(toSummary && focus(id.summaryTitle)) && now.sent && !was.sent) focus(id.error);
  }, [now]);
}

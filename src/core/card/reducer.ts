import { isDict, total } from '../utils/read.js';
import { type CardAction, CardChange, type CardState, transition } from './machine.js';
import { type CardProps, type CardSnapshot, selectCard } from './selectors.js';

/**
 * Whether a change may apply under the host's props. Answers change only while the card is
 * editable; a response goes out only when the card allows it; the host's verdict, steps and input
 * updates always apply.
 */
function allowed(snapshot: CardSnapshot, action: CardAction): boolean {
  const card = selectCard(snapshot);
  switch (action.type) {
    case CardChange.Submit:
      return card.canSubmit;
    case CardChange.SkipAll:
      return card.canSkipAll;
    case CardChange.Decline:
    case CardChange.Cancel:
      return card.canDecline;
    case CardChange.Sent:
    case CardChange.Refused:
    case CardChange.GoToStep:
    case CardChange.ShowPreview:
    case CardChange.SyncQuestions:
    case CardChange.CancelAmend:
    case CardChange.Amend:
      return true;
    case CardChange.StartAmend:
      return card.amendable;
    // Kept answers never reach a response already out, nor the amend editor's draft.
    case CardChange.Restore:
      return !card.locked && !snapshot.state.amending && snapshot.state.delivery.state === 'idle';
    default:
      return !card.locked;
  }
}

/** The machine over a snapshot: the store's way in, which keeps the snapshot's derived state. @internal */
export function reduceSnapshot(
  snapshot: { readonly state: CardState; readonly props: CardProps | undefined },
  action: CardAction,
): CardState {
  const { state } = snapshot;
  return total(
    () => {
      if (!isDict(action)) return state;
      if (snapshot.props && !allowed(snapshot as CardSnapshot, action)) return state;
      return transition(state, action);
    },
    () => state,
  );
}

/**
 * The card's one state machine, pure and total: an unknown change, key or label returns the
 * state unchanged. The answers can be edited until a response goes out (`submit`, `skip-all`,
 * `decline`, `cancel`); then only the host's verdict moves the card: `sent`, or `refused`, which
 * lets the user answer and send again. Given the host's `props`, it also refuses what they rule
 * out: a card still streaming in, disabled or finished takes no edits, and Submit needs an answer.
 *
 * @example
 * // A stateReducer that picks the recommended option whenever the user clears a question.
 * const stateReducer: CardStateReducer = (state, { changes, props, ...action }) =>
 *   action.type === CardChange.ClearQuestion
 *     ? cardReducer(changes, { type: CardChange.SelectOption, key: action.key, label: 'PostgreSQL' }, props)
 *     : changes;
 */
export function cardReducer(state: CardState, action: CardAction, props?: CardProps): CardState {
  return reduceSnapshot({ state, props }, action);
}

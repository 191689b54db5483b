/**
 * `ask-user-kit` — the styled components and the provider, with the hooks (as in
 * `ask-user-kit/hooks`) and the types and helpers a card's user needs (from `ask-user-kit/core`).
 * Import the stylesheet once: `import 'ask-user-kit/styles.css'`.
 *
 * @packageDocumentation
 */
import './styles/tokens.css';
import './styles/components.css';

export * from './components/index.js';
export * from './hooks/index.js';
// What a card's user needs from the core, re-exported so one import serves a card.
export { asAskUserInput, asAskUserRecord } from './core/record/as-input.js';
export { CardChange } from './core/card/machine.js';
export { MissingHandlerError } from './core/card/deliver.js';
export type { CardAction, CardState, DeliveryState } from './core/card/machine.js';
export type { CardPhase, CardProblem, CardView } from './core/card/selectors.js';
export type { CardActions, CardChangeDetails, CardStateReducer, ResponseHandler } from './core/card/store.js';
export type { AnswerDraft } from './core/draft/create.js';
export type { Amendment } from './core/draft/amend.js';
export type {
  AnswerReading,
  AskUserInput,
  AskUserRecord,
  AskUserResponse,
  NormalizedQuestion,
} from './core/types.js';
export type { QuestionOrigin } from './core/queue/origin.js';

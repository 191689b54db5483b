/**
 * `ask-user-kit` — the styled components and the provider, with the hooks (as in
 * `ask-user-kit/hooks`) and the types and helpers a card's user needs (from `ask-user-kit/core`).
 * Import the stylesheet once: `import 'ask-user-kit/styles.css'`.
 *
 * @packageDocumentation
 */
import './styles/tokens.css';
import './styles/components.css';

// The styled components and what they are configured with.
export { AskUserQuestion } from './components/card/ask-user-question.js';
export type { AskUserQuestionProps, AskUserQuestionSource } from './components/card/ask-user-question.js';
export { AnswerSummary } from './components/card/answer-summary.js';
export type { AnswerSummaryProps } from './components/card/answer-summary.js';
export { QuestionDock } from './components/dock/question-dock.js';
export type { QuestionDockProps } from './components/dock/question-dock.js';
export type { AutoResolutionDisplay } from './components/auto-resolution/auto-resolution-bar.js';
export { PreviewPane } from './components/preview/preview-pane.js';
export type { PreviewPaneProps } from './components/preview/preview-pane.js';
export { PreviewContent } from './components/preview/preview-content.js';
export type { PreviewContentProps } from './components/preview/preview-content.js';
export { BLOCKED_IMAGE_ATTRIBUTE, PREVIEW_SANITIZE_CONFIG } from './components/preview/sanitize.js';
export { AskUserKitProvider, useKitSettings } from './components/settings.js';
export type { AskUserKitProviderProps, KitSettings, MarkdownRenderer } from './components/settings.js';
export type { SlotName } from './components/slots.js';
export { en } from './components/i18n/en.js';
export type { Messages } from './components/i18n/messages.js';
// The hooks, as in `ask-user-kit/hooks` (`mergeProps` and the getters' helper types live there).
export {
  useAnswerReading,
  useAskUserQuestion,
  useAutoResolution,
  usePersistedDraft,
  useQuestionAttention,
  useQuestionQueue,
  notifyUser,
} from './hooks/index.js';
export type {
  PersistDraftOptions,
  UseAskUserQuestionOptions,
  UseAskUserQuestionReturn,
} from './hooks/index.js';
// What a card's user needs from the core, re-exported so one import serves a card: the props'
// types, the helpers for values typed `unknown`, and what a `stateReducer` is written with.
export { asAskUserInput, asAskUserRecord } from './core/record/as-input.js';
export { CardChange } from './core/card/machine.js';
export type { CardAction, CardState } from './core/card/machine.js';
export type { CardChangeDetails, CardStateReducer, ResponseHandler } from './core/card/store.js';
export type { AnswerDraft } from './core/draft/create.js';
export type { Amendment } from './core/draft/amend.js';
export type { AskUserInput, AskUserRecord, AskUserResponse } from './core/types.js';
export type { QuestionOrigin } from './core/queue/origin.js';

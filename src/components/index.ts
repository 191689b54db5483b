// The styled components and what they are configured with; the package's main entry
// (src/index.ts) exports them with the hooks and the card's types.
export { AskUserQuestion } from './card/ask-user-question.js';
export type { AskUserQuestionProps } from './card/ask-user-question.js';
export { AnswerSummary } from './card/answer-summary.js';
export type { AnswerSummaryProps } from './card/answer-summary.js';
export { QuestionDock } from './dock/question-dock.js';
export type { QuestionDockProps } from './dock/question-dock.js';
export type { AutoResolutionDisplay } from './auto-resolution/auto-resolution-bar.js';
export { PreviewPane } from './preview/preview-pane.js';
export type { PreviewPaneProps } from './preview/preview-pane.js';
export { PreviewContent } from './preview/preview-content.js';
export type { PreviewContentProps } from './preview/preview-content.js';
export { BLOCKED_IMAGE_ATTRIBUTE, PREVIEW_SANITIZE_CONFIG } from './preview/sanitize.js';
export { AskUserKitProvider, useKitSettings } from './settings.js';
export type {
  AskUserKitProviderProps,
  KitSettings,
  MarkdownRenderer,
  ResolvedSettings,
  SlotName,
} from './settings.js';
export { catalogues, en, messagesFor, zh } from './i18n/catalogues.js';
export { format } from './i18n/messages.js';
export type { Messages } from './i18n/messages.js';

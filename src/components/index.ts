export { AskUserQuestion } from './card/ask-user-question.js';
export { preloadAskUserKit } from './preload.js';
export type { AskUserQuestionProps, CardActionsConfig } from './card/ask-user-question.js';
export { AnswerSummary } from './card/answer-summary.js';
export { QuestionDock } from './dock/question-dock.js';
export type { QuestionDockProps } from './dock/question-dock.js';
export type { AutoResolutionDisplay } from './card/auto-resolution-bar.js';
export type { AnswerSummaryProps } from './card/answer-summary.js';
export type { PreviewPaneProps } from './preview/preview-pane.js';
export type { PreviewContentProps } from './preview/preview-content.js';
export { AskUserKitProvider } from './context.js';
export { useKitSettings } from './kit-settings.js';
export type { AskUserKitProviderProps, KitSettings, MarkdownRenderer, SlotName } from './context.js';
export { catalogues, en, messagesFor } from './i18n/catalogues.js';
export {
  BLOCKED_IMAGE_ATTRIBUTE,
  PREVIEW_SANITIZE_CONFIG,
  PreviewContent,
  PreviewPane,
  zh,
} from './exported.js';
export { format } from './i18n/messages.js';
export type { Messages } from './i18n/messages.js';

/**
 * `ask-user-kit/parts` — the card as compound parts, for hosts that compose their own card:
 *
 * ```tsx
 * import * as AskUser from 'ask-user-kit/parts';
 * <AskUser.Root input={input} onSubmit={send}>
 *   <AskUser.Header />
 *   <AskUser.QuestionList />
 *   <AskUser.Actions />
 *   <AskUser.Summary />
 *   <AskUser.Status />
 * </AskUser.Root>
 * ```
 *
 * `Root` runs the card's state machine and provides it; every other part reads the slice it
 * shows and spreads the card's prop getters, so ARIA, ids, `data-*` and availability come from the
 * same place as `useAskUserQuestion`'s. Parts must be inside `Root`. A container given no children
 * renders its default content, so a host overrides only what it changes. `<AskUserQuestion>` is
 * `Root` with the default parts.
 *
 * @packageDocumentation
 */
export { Root } from './root/root.js';
export type { AskUserCardOptions, RootProps } from './root/root.js';
export type { CardActionsConfig } from './context.js';
export { AnsweredElsewhere, AutoResolution, Header, Origin, Title, Warning } from './header/header.js';
export { QuestionList } from './question-list/question-list.js';
export type { QuestionListProps, QuestionTemplate } from './question-list/question-list.js';
export { Question, QuestionText } from './question/question.js';
export type { QuestionProps } from './question/question.js';
export { OptionList } from './option-list/option-list.js';
export type { OptionListProps, OptionTemplate } from './option-list/option-list.js';
export { Option } from './option/option.js';
export { CustomInput } from './custom-input/custom-input.js';
export { Notes, NotesToggle, QuestionTools, Skip } from './question-tools/question-tools.js';
export type { NotesProps } from './question-tools/question-tools.js';
export { Preview } from './preview/preview.js';
export { Decision, Decisions, ToolCall } from './approval/approval.js';
export type { DecisionProps } from './approval/approval.js';
export { Actions, Decline, Dismiss, SkipAll, Submit } from './actions/actions.js';
export { Status } from './status/status.js';
export { Progress, Review, StepNav, Steps } from './steps/steps.js';
export { Summary } from './summary/summary.js';
export {
  SummaryAnswer,
  SummaryChips,
  SummaryHeading,
  SummaryItem,
  SummaryList,
  SummaryQuestion,
} from './summary/summary-items.js';
export { SummaryExtras, SummaryNotes, SummaryPreview, SummaryReason } from './summary/summary-details.js';
export type { SummaryItemTemplate } from './summary/summary-items.js';
export { Layout } from './layout/layout.js';

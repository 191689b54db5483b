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
export { Root } from '../components/parts/root/root.js';
export type { AskUserCardOptions, RootProps } from '../components/parts/root/root.js';
export type { CardActionsConfig } from '../components/parts/context.js';
export {
  AnsweredElsewhere,
  AutoResolution,
  Header,
  Origin,
  Title,
  Warning,
} from '../components/parts/header/header.js';
export { QuestionList } from '../components/parts/question-list/question-list.js';
export type { QuestionListProps, QuestionTemplate } from '../components/parts/question-list/question-list.js';
export { Question, QuestionText } from '../components/parts/question/question.js';
export type { QuestionProps } from '../components/parts/question/question.js';
export { OptionList } from '../components/parts/option-list/option-list.js';
export type { OptionListProps, OptionTemplate } from '../components/parts/option-list/option-list.js';
export { Option } from '../components/parts/option/option.js';
export { CustomInput } from '../components/parts/custom-input/custom-input.js';
export {
  Notes,
  NotesToggle,
  QuestionTools,
  Skip,
} from '../components/parts/question-tools/question-tools.js';
export type { NotesProps } from '../components/parts/question-tools/question-tools.js';
export { Preview } from '../components/parts/preview/preview.js';
export { Actions, Decline, Dismiss, SkipAll, Submit } from '../components/parts/actions/actions.js';
export { Status } from '../components/parts/status/status.js';
export { Progress, Review, StepNav, Steps } from '../components/parts/steps/steps.js';
export { Summary } from '../components/parts/summary/summary.js';
export {
  SummaryAnswer,
  SummaryChips,
  SummaryHeading,
  SummaryItem,
  SummaryList,
  SummaryQuestion,
} from '../components/parts/summary/summary-items.js';
export {
  SummaryExtras,
  SummaryNotes,
  SummaryPreview,
  SummaryReason,
} from '../components/parts/summary/summary-details.js';
export type { SummaryItemTemplate } from '../components/parts/summary/summary-items.js';
export { Layout } from '../components/parts/layout/layout.js';

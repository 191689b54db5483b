// The parts of the card; the package entry `ask-user-kit/parts` is src/parts/index.ts.
export { Root } from './root.js';
export type { AskUserCardOptions, RootProps } from './root.js';
export { AnsweredElsewhere, AutoResolution, Header, Origin, Title, Warning } from './header.js';
export { Question, QuestionList, QuestionText } from './question.js';
export type { QuestionListProps, QuestionProps, QuestionTemplate } from './question.js';
export { CustomInput, Option, OptionList } from './options.js';
export type { OptionListProps, OptionTemplate } from './options.js';
export { Notes, NotesToggle, Preview, QuestionTools, Skip } from './question-tools.js';
export type { NotesProps } from './question-tools.js';
export { Actions, Decline, Dismiss, SkipAll, Submit } from './actions.js';
export { Status } from './status.js';
export { StepNav, Steps } from './steps.js';
export { Review } from './review.js';
export { Summary } from './summary.js';
export { LayoutContent as Layout } from './layout.js';
export type { CardActionsConfig } from './context.js';
export { PART_DATA_ATTRIBUTES, dataAttributesTable } from './data-attributes.js';
export type { DescribedPart, PartDataAttributes } from './data-attributes.js';

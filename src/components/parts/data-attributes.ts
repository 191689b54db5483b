import {
  ACTIONS_DATA_ATTRIBUTES,
  DECLINE_DATA_ATTRIBUTES,
  DISMISS_DATA_ATTRIBUTES,
  SKIP_ALL_DATA_ATTRIBUTES,
  SUBMIT_DATA_ATTRIBUTES,
} from './actions/actions.data-attributes.js';
import {
  DECISION_DATA_ATTRIBUTES,
  DECISIONS_DATA_ATTRIBUTES,
  TOOL_CALL_DATA_ATTRIBUTES,
} from './approval/approval.data-attributes.js';
import { CUSTOM_INPUT_DATA_ATTRIBUTES } from './custom-input/custom-input.data-attributes.js';
import { HEADER_DATA_ATTRIBUTES, TITLE_DATA_ATTRIBUTES } from './header/header.data-attributes.js';
import { OPTION_DATA_ATTRIBUTES } from './option/option.data-attributes.js';
import { OPTION_LIST_DATA_ATTRIBUTES } from './option-list/option-list.data-attributes.js';
import { PREVIEW_DATA_ATTRIBUTES } from './preview/preview.data-attributes.js';
import {
  QUESTION_DATA_ATTRIBUTES,
  QUESTION_TEXT_DATA_ATTRIBUTES,
} from './question/question.data-attributes.js';
import { QUESTION_LIST_DATA_ATTRIBUTES } from './question-list/question-list.data-attributes.js';
import {
  NOTES_DATA_ATTRIBUTES,
  NOTES_TOGGLE_DATA_ATTRIBUTES,
  QUESTION_TOOLS_DATA_ATTRIBUTES,
  SKIP_DATA_ATTRIBUTES,
} from './question-tools/question-tools.data-attributes.js';
import { ROOT_DATA_ATTRIBUTES } from './root/root.data-attributes.js';
import { STATUS_DATA_ATTRIBUTES } from './status/status.data-attributes.js';
import {
  PROGRESS_DATA_ATTRIBUTES,
  REVIEW_DATA_ATTRIBUTES,
  STEP_NAV_DATA_ATTRIBUTES,
  STEPS_DATA_ATTRIBUTES,
} from './steps/steps.data-attributes.js';
import { SUMMARY_DATA_ATTRIBUTES, SUMMARY_ITEM_DATA_ATTRIBUTES } from './summary/summary.data-attributes.js';

/**
 * The styling contract of one part: the `data-slot` of the element it renders and the `data-*`
 * state attributes that element carries, with their values.
 */
export interface PartDataAttributes {
  /** The element's `data-slot` (and, unless `unstyled`, its class `auq-<slot>`). */
  readonly slot: string;
  /** Each attribute with its values; `[]` means present or absent (a boolean). */
  readonly attributes: Readonly<Record<string, readonly string[]>>;
}

/**
 * The styling contract as code, every part's declaration gathered from its folder. The docs'
 * table is generated from it, and the parts' conformance test checks that every part renders no
 * state attribute it does not declare here.
 */
export const PART_DATA_ATTRIBUTES = {
  Root: ROOT_DATA_ATTRIBUTES,
  Header: HEADER_DATA_ATTRIBUTES,
  Title: TITLE_DATA_ATTRIBUTES,
  QuestionList: QUESTION_LIST_DATA_ATTRIBUTES,
  Question: QUESTION_DATA_ATTRIBUTES,
  QuestionText: QUESTION_TEXT_DATA_ATTRIBUTES,
  OptionList: OPTION_LIST_DATA_ATTRIBUTES,
  Option: OPTION_DATA_ATTRIBUTES,
  CustomInput: CUSTOM_INPUT_DATA_ATTRIBUTES,
  QuestionTools: QUESTION_TOOLS_DATA_ATTRIBUTES,
  NotesToggle: NOTES_TOGGLE_DATA_ATTRIBUTES,
  Notes: NOTES_DATA_ATTRIBUTES,
  Skip: SKIP_DATA_ATTRIBUTES,
  Preview: PREVIEW_DATA_ATTRIBUTES,
  ToolCall: TOOL_CALL_DATA_ATTRIBUTES,
  Decisions: DECISIONS_DATA_ATTRIBUTES,
  Decision: DECISION_DATA_ATTRIBUTES,
  Actions: ACTIONS_DATA_ATTRIBUTES,
  Submit: SUBMIT_DATA_ATTRIBUTES,
  SkipAll: SKIP_ALL_DATA_ATTRIBUTES,
  Decline: DECLINE_DATA_ATTRIBUTES,
  Dismiss: DISMISS_DATA_ATTRIBUTES,
  Status: STATUS_DATA_ATTRIBUTES,
  Steps: STEPS_DATA_ATTRIBUTES,
  StepNav: STEP_NAV_DATA_ATTRIBUTES,
  Progress: PROGRESS_DATA_ATTRIBUTES,
  Review: REVIEW_DATA_ATTRIBUTES,
  Summary: SUMMARY_DATA_ATTRIBUTES,
  SummaryItem: SUMMARY_ITEM_DATA_ATTRIBUTES,
} as const satisfies Readonly<Record<string, PartDataAttributes>>;

/** The name of a part that has a described element. */
export type DescribedPart = keyof typeof PART_DATA_ATTRIBUTES;

import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import type { ApprovalDecision } from '../../core/types.js';
import type { PropsWithHandlers } from '../merge-props.js';

/** A boolean `data-*` attribute: present (`''`) or absent. */
type Flag = '' | undefined;

/**
 * What makes a control unusable. While a response is going out (`sending`) a control stays
 * focusable and says so with `aria-disabled` (a text field is also read-only): a `disabled`
 * control would drop the focus of the user who just pressed it.
 */
export interface Availability {
  readonly disabled?: boolean;
  readonly 'aria-disabled'?: true;
}

/** A text field's availability: like a button's, and read-only while a response is going out. */
export interface FieldAvailability extends Availability {
  readonly readOnly?: boolean;
}

/** The caller's props merged over a getter's own: the caller's win, handlers chain, classes join. */
export type Merged<Ours, Theirs> = Omit<Ours, keyof Theirs> & Theirs;

/** Props a caller hands a getter to merge: any DOM props, handlers, `className`, `style`. */
export type GetterProps = PropsWithHandlers;

/**
 * How a getter serves its element. `roving: false` when a primitive (Radix's RadioGroup) already
 * moves focus with the arrow keys and keeps the tab stop: a single-select group then handles only
 * the shortcuts, and options carry no `tabIndex`.
 */
export interface GetterConfig {
  readonly roving?: boolean;
  /**
   * An option group's arrow keys: `both` (default) moves with all four; `vertical` with Up and
   * Down only, leaving Left and Right to move between questions (the steps layout).
   */
  readonly orientation?: 'vertical' | 'both';
}

/** `getRootProps`: the card's element. */
export interface RootPropsReturnValue {
  readonly id: string;
  readonly 'aria-busy': true | undefined;
  readonly 'aria-labelledby': string;
  readonly 'data-state': string;
  readonly 'data-complete': Flag;
  readonly 'data-invalid': Flag;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** `getQuestionProps`: a question's element. No role: its option group carries the question. */
export interface QuestionPropsReturnValue {
  readonly id: string;
  readonly 'data-question-state': 'answered' | 'unanswered' | 'skipped';
  readonly 'data-selection-mode': 'single' | 'multiple';
  readonly 'data-kind': 'choice' | 'text' | 'number' | undefined;
  readonly 'data-has-preview': Flag;
  readonly 'data-required': Flag;
}

/** `getOptionGroupProps`: the element around a question's options. */
export interface OptionGroupPropsReturnValue {
  readonly role: 'radiogroup' | 'group';
  readonly 'aria-labelledby': string;
  readonly 'aria-describedby': string;
  readonly 'aria-required': true | undefined;
  readonly 'aria-disabled': true | undefined;
  readonly 'aria-orientation': 'vertical' | undefined;
  readonly 'data-selection-mode': 'single' | 'multiple';
  readonly 'data-disabled': Flag;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** `getOptionRowProps`: the row (a `<label>`) around an option's control and text. */
export interface OptionRowPropsReturnValue {
  readonly htmlFor: string;
  readonly 'data-state': 'checked' | 'unchecked';
  readonly 'data-recommended': Flag;
  readonly 'data-disabled': Flag;
  /**
   * Your `onClick`, run once per press: a click on the row's text is not heard a second time when
   * the row passes it on to its control. `preventDefault()` in it keeps the option as it was.
   */
  readonly onClick: ((event: MouseEvent<HTMLLabelElement>) => void) | undefined;
  /** On a question with previews: the option's preview shows while the pointer is over it. */
  readonly onMouseEnter: ((event: MouseEvent<HTMLElement>) => void) | undefined;
}

/** `getDecisionProps`: one decision of an approval, as a button. */
export interface DecisionPropsReturnValue extends Availability {
  readonly type: 'button';
  /** On a card of several questions: whether this decision is the one chosen. */
  readonly 'aria-pressed': boolean | undefined;
  /** The question it decides. */
  readonly 'aria-describedby': string;
  readonly 'data-decision': ApprovalDecision | undefined;
  readonly 'data-state': 'checked' | 'unchecked';
  readonly 'data-disabled': Flag;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** `getOptionProps` and `getCustomChoiceProps`: a radio or checkbox button. */
export interface OptionPropsReturnValue extends Availability {
  readonly id: string;
  readonly type: 'button';
  readonly role: 'radio' | 'checkbox';
  readonly 'aria-checked': boolean;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-controls'?: string;
  readonly 'aria-keyshortcuts': string | undefined;
  readonly tabIndex?: 0 | -1;
  readonly 'data-state': 'checked' | 'unchecked';
  readonly 'data-recommended': Flag;
  readonly 'data-disabled': Flag;
  readonly 'data-option-index': number;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
  /** On a question with previews: the option's preview shows while it has focus. */
  readonly onFocus?: ((event: FocusEvent<HTMLElement>) => void) | undefined;
}

/** `getCustomInputProps`: the free-text field. Enter in it never submits. */
export interface CustomInputPropsReturnValue extends FieldAvailability {
  readonly id: string;
  /** A question without options labels its field; the free-text choice's field is described by it. */
  readonly 'aria-labelledby': string | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-required': true | undefined;
  /** "Other" is chosen and nothing is typed. */
  readonly 'aria-invalid': true | undefined;
  readonly type: 'text' | 'password' | 'number';
  /**
   * The field's text. `undefined` for a secret (`type: 'password'`): the field is left
   * uncontrolled, because React mirrors a controlled input's value into its `value` attribute,
   * where page CSS and DOM readers could see the secret. Set the element's `value` property
   * yourself if the draft changes from elsewhere (`AskUser.CustomInput` does).
   */
  readonly value: string | undefined;
  readonly placeholder: string | undefined;
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly step: number | undefined;
  readonly autoComplete: 'off' | undefined;
  readonly 'data-filled': Flag;
  readonly 'data-active': Flag;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** `getNotesProps`: a question's note field. */
export interface NotesPropsReturnValue extends FieldAvailability {
  readonly id: string;
  /** The question the note is about. */
  readonly 'aria-describedby': string;
  readonly value: string;
  readonly 'data-filled': Flag;
  readonly onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
}

/** `getNotesToggleProps`: the button that opens a question's note field. */
export interface NotesTogglePropsReturnValue extends Availability {
  readonly type: 'button';
  /** The question the note is about. */
  readonly 'aria-describedby': string;
  readonly 'aria-expanded': boolean;
  readonly 'aria-controls': string | undefined;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** `getSkipProps`: a question's Skip toggle. */
export interface SkipPropsReturnValue extends Availability {
  readonly type: 'button';
  /** The question it skips. */
  readonly 'aria-describedby': string;
  readonly 'aria-pressed': boolean;
  readonly 'data-state': 'on' | 'off';
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** The card's buttons (`getSubmitProps`, `getDeclineProps`, Select all, Back, …). */
export interface ButtonPropsReturnValue extends Availability {
  readonly type: 'button';
  /** Select all and Select none: their question. */
  readonly 'aria-describedby'?: string;
  readonly 'data-action'?: string;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** `getStepProps`: a step of the steps layout (a question, or the review). */
export interface StepPropsReturnValue extends ButtonPropsReturnValue {
  readonly 'aria-current': 'step' | undefined;
  readonly 'data-question-state'?: 'answered' | 'unanswered' | 'skipped';
  readonly 'data-step'?: 'review';
}

/** `getStepPanelProps`: the element around the steps layout's current step. */
export interface StepPanelPropsReturnValue {
  readonly id: string;
  /** Left and Right move between steps. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** `getReviewTitleProps` and `getSummaryHeadingProps`: a heading the card moves focus to. */
export interface FocusTargetPropsReturnValue {
  readonly id: string;
  readonly tabIndex: -1;
}
/** `getReviewTitleProps`: the review's title. */
export type ReviewTitlePropsReturnValue = FocusTargetPropsReturnValue;

/** `getProgressProps`: where the steps layout stands. */
export interface ProgressPropsReturnValue {
  readonly role: 'progressbar';
  readonly 'aria-valuemin': 0;
  readonly 'aria-valuemax': number;
  readonly 'aria-valuenow': number;
  readonly 'data-step': 'review' | undefined;
}

/** `getStatusProps`: the card's live status line. */
export interface StatusPropsReturnValue {
  readonly id: string;
  readonly role: 'status';
  readonly 'data-status': string;
  readonly 'data-tone': 'neutral' | undefined;
}

/** The getters of one question's elements: its options, free text, note and Skip. */
export interface QuestionGetters {
  getQuestionProps<P extends GetterProps = Record<never, never>>(
    key: string,
    props?: P,
  ): Merged<QuestionPropsReturnValue, P>;
  /**
   * The element around a question's options: role, labelling, and the keys — a shortcut (digit
   * or letter, as the card's `shortcuts` say) picks its option; arrows move between the options
   * and select within a single-select group (unless `roving: false`).
   */
  getOptionGroupProps<P extends GetterProps = Record<never, never>>(
    key: string,
    props?: P,
    config?: GetterConfig,
  ): Merged<OptionGroupPropsReturnValue, P>;
  /** An option's radio or checkbox. Pressing it selects (or toggles) the option. */
  getOptionProps<P extends GetterProps = Record<never, never>>(
    key: string,
    label: string,
    props?: P,
    config?: GetterConfig,
  ): Merged<OptionPropsReturnValue, P>;
  /**
   * The row around an option's control, for a `<label>`: it names the control, carries its state
   * and shows the option's preview while the pointer is over it.
   */
  getOptionRowProps<P extends GetterProps = Record<never, never>>(
    key: string,
    label: string,
    props?: P,
  ): Merged<OptionRowPropsReturnValue, P>;
  /**
   * A decision of an approval question (`question.approval`), for a button: on a card of one
   * approval a press chooses and sends at once; beside other questions it chooses, and Submit
   * sends. A stray Enter decides nothing: no decision takes focus on its own.
   */
  getDecisionProps<P extends GetterProps = Record<never, never>>(
    key: string,
    label: string,
    props?: P,
  ): Merged<DecisionPropsReturnValue, P>;
  /** The free-text choice's radio or checkbox, which controls the free-text field. */
  getCustomChoiceProps<P extends GetterProps = Record<never, never>>(
    key: string,
    props?: P,
    config?: GetterConfig,
  ): Merged<OptionPropsReturnValue, P>;
  /** The free-text field: typing selects the free-text choice; Enter never submits. */
  getCustomInputProps<P extends GetterProps = Record<never, never>>(
    key: string,
    props?: P,
  ): Merged<CustomInputPropsReturnValue, P>;
  getNotesProps<P extends GetterProps = Record<never, never>>(
    key: string,
    props?: P,
  ): Merged<NotesPropsReturnValue, P>;
  getNotesToggleProps<P extends GetterProps = Record<never, never>>(
    key: string,
    props?: P,
  ): Merged<NotesTogglePropsReturnValue, P>;
  getSkipProps<P extends GetterProps = Record<never, never>>(
    key: string,
    props?: P,
  ): Merged<SkipPropsReturnValue, P>;
}

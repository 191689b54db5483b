import type {
  AnswerDraft,
  DraftAction,
  DraftAnswer,
  DraftChangeType,
  DraftSummary,
} from '../../core/draft/draft.js';
import type {
  AskUserInput,
  AskUserRecord,
  AskUserRecordState,
  AskUserResponse,
  NormalizedInput,
  NormalizedQuestion,
} from '../../core/types.js';
import type { PropsWithHandlers } from '../merge-props.js';
import type { DeliveryState, ResponseHandler } from '../use-respond-once.js';

/**
 * The host's view of the call's lifecycle — the record's own state vocabulary. `unavailable`:
 * the host reports that no UI could show the question (a headless run).
 */
export type CardStatus = AskUserRecordState;

/** Details passed to `onDraftChange`: the change type is the reducer action type. */
export interface DraftChangeDetails {
  readonly type: DraftChangeType;
  readonly action: DraftAction;
}

export type DraftStateReducer = (
  state: AnswerDraft,
  actionAndChanges: DraftAction & { readonly changes: AnswerDraft },
) => AnswerDraft;

export interface UseAskUserQuestionOptions {
  /**
   * The tool input in any supported shape, also partial JSON text while it streams in. Wrap a
   * value typed `unknown` with `asAskUserInput`.
   */
  readonly input?: AskUserInput;
  /** A stored record; its `input` is used when `input` is not given. */
  readonly record?: AskUserRecord;
  /** The host's lifecycle state. `streaming` keeps every input locked. */
  readonly status?: CardStatus;
  /** Controlled draft. Pair with `onDraftChange`. */
  readonly draft?: AnswerDraft;
  /** Initial draft when uncontrolled (default: from the questions' defaults). */
  readonly defaultDraft?: AnswerDraft;
  /** Every draft change, with the change type shared with the reducer and `stateReducer`. */
  readonly onDraftChange?: (draft: AnswerDraft, details: DraftChangeDetails) => void;
  /** Veto or alter a change before it is applied (Downshift's state reducer). */
  readonly stateReducer?: DraftStateReducer;
  /**
   * The user accepted: answers (possibly partial or none). Called once per send; return a
   * Promise and the card shows it is sending until it settles — a rejection keeps the draft
   * and lets the user send again.
   */
  readonly onSubmit?: ResponseHandler;
  /** The user refused to answer. Never called by Escape. May return a Promise, like `onSubmit`. */
  readonly onDecline?: ResponseHandler;
  /** The user dismissed the question without deciding. May return a Promise, like `onSubmit`. */
  readonly onCancel?: ResponseHandler;
  /** Lock every input (for example while the host is busy). */
  readonly disabled?: boolean;
  /** `false` hides the free-text choice on every question, whatever the input says. */
  readonly allowCustom?: boolean;
  /** Base for generated element ids. */
  readonly id?: string;
}

export interface AskUserQuestionActions {
  dispatch(action: DraftAction): void;
  selectOption(key: string, label: string): void;
  deselectOption(key: string, label: string): void;
  toggleOption(key: string, label: string): void;
  selectAll(key: string): void;
  selectNone(key: string): void;
  selectCustom(key: string, selected?: boolean): void;
  setCustomText(key: string, text: string): void;
  setNotes(key: string, notes: string): void;
  skipQuestion(key: string): void;
  unskipQuestion(key: string): void;
  clearQuestion(key: string): void;
  clear(): void;
  reset(): void;
  /** Accept with the current answers. Ignored when `canSubmit` is false or after a response. */
  submit(): void;
  /** Accept with no answers at all: an explicit "continue without answering". */
  skipAll(): void;
  decline(reason?: string): void;
  cancel(reason?: string): void;
}

/** Ids of the elements the getters link together for assistive technology. */
export interface AskUserQuestionIds {
  readonly root: string;
  question(key: string): string;
  questionText(key: string): string;
  questionHint(key: string): string;
  option(key: string, label: string): string;
  optionDescription(key: string, label: string): string;
  customChoice(key: string): string;
  customInput(key: string): string;
  notes(key: string): string;
  status: string;
}

/**
 * How the card stands: what the user can do now. `sending`: a response is with the host;
 * `responded`: the host took it.
 */
export type CardPhase = 'streaming' | 'editing' | 'sending' | 'responded' | 'disabled';

/** Props a getter returns, to spread on an element. */
export type Props = Record<string, unknown>;

export interface UseAskUserQuestionReturn {
  readonly normalized: NormalizedInput;
  readonly questions: readonly NormalizedQuestion[];
  readonly draft: AnswerDraft;
  readonly summary: DraftSummary;
  readonly phase: CardPhase;
  /** Inputs are locked: streaming, disabled, or already responded. */
  readonly locked: boolean;
  /** The response this card gave, once the host took it. */
  readonly response: AskUserResponse | undefined;
  /** Where the response stands; `failed` carries the host's error. */
  readonly delivery: DeliveryState;
  /** Submit is possible: something is answered or skipped, and required questions are answered. */
  readonly canSubmit: boolean;
  /** Keys of required questions that are not answered yet. */
  readonly missingRequired: readonly string[];
  readonly actions: AskUserQuestionActions;
  readonly ids: AskUserQuestionIds;
  answerFor(key: string): DraftAnswer;
  getRootProps(props?: PropsWithHandlers): Props;
  getQuestionProps(key: string, props?: PropsWithHandlers): Props;
  /**
   * Props for the element around a question's options: role, labelling, and keyboard
   * handling — digits pick options; arrows move and select within a single-select group
   * (pass `{ arrowKeys: false }` when a primitive such as Radix already does).
   */
  getOptionGroupProps(key: string, props?: PropsWithHandlers, config?: { arrowKeys?: boolean }): Props;
  getOptionProps(key: string, label: string, props?: PropsWithHandlers): Props;
  getCustomChoiceProps(key: string, props?: PropsWithHandlers): Props;
  getCustomInputProps(key: string, props?: PropsWithHandlers): Props;
  getNotesProps(key: string, props?: PropsWithHandlers): Props;
  getSkipProps(key: string, props?: PropsWithHandlers): Props;
  /**
   * Props for a Submit button. Like the other buttons' and fields' getters, it gives `disabled`
   * when the control cannot be used, except while a response is going out (`phase: 'sending'`):
   * then `aria-disabled` (fields: read-only too), so the control pressed keeps focus. The kit's
   * own handler does nothing on such a press; a handler you merge in still runs.
   */
  getSubmitProps(props?: PropsWithHandlers): Props;
  getSkipAllProps(props?: PropsWithHandlers): Props;
  getDeclineProps(props?: PropsWithHandlers): Props;
  getCancelProps(props?: PropsWithHandlers): Props;
}

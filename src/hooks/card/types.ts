import type { CardState } from '../../core/card/machine.js';
import type { CardDerived, OptionShortcuts } from '../../core/card/selectors.js';
import type { QuestionHint } from '../../core/card/question-state.js';
import type {
  CardActions,
  CardChangeDetails,
  CardStateReducer,
  ResponseHandler,
} from '../../core/card/store.js';
import type { Amendment } from '../../core/draft/amend.js';
import type { DraftAnswer } from '../../core/draft/answer.js';
import type { AnswerDraft, QuestionDraft } from '../../core/draft/create.js';
import type {
  AskUserInput,
  AskUserRecord,
  AskUserRecordState,
  AskUserResponse,
  NormalizedInput,
  NormalizedQuestion,
} from '../../core/types.js';
import type { CardGetters } from './card-getters.js';
import type { AskUserQuestionIds } from './ids.js';
import type { QuestionGetters } from './getter-types.js';
import type { StepGetters } from './step-getters.js';

/** What a card is given: the call and the host's handlers. */
export interface UseAskUserQuestionOptions {
  /**
   * The tool input in any supported shape, also partial JSON text while it streams in. Wrap a
   * value typed `unknown` with `asAskUserInput`.
   */
  readonly input?: AskUserInput;
  /** A stored record: its summary, and its `input` when `input` is not given. */
  readonly record?: AskUserRecord;
  /** The host's view of the call. `streaming` keeps every input locked. Without it, a record's carriers and `state` decide. */
  readonly status?: AskUserRecordState;
  /** A response to summarise (for example the one the host already sent). */
  readonly response?: AskUserResponse;
  /** Controlled draft. Pair with `onDraftChange`. */
  readonly draft?: AnswerDraft;
  /** The draft to start from when uncontrolled (default: from the questions' defaults). */
  readonly defaultDraft?: AnswerDraft;
  /**
   * Answers to bring back, by question key (a draft saved before a reload): applied once, as one
   * `restore` change, when the card first takes answers — never after a response went out, and
   * never into the amend editor. `usePersistedDraft` gives one from `sessionStorage`.
   */
  readonly restore?: Readonly<Record<string, Partial<QuestionDraft>>>;
  /** Every draft change, with the change that made it (its type is the reducer action's `type`). */
  readonly onDraftChange?: (draft: AnswerDraft, details: CardChangeDetails) => void;
  /** Every change that moved the card — answers, a response out, the host's verdict, steps — after it applied. */
  readonly onStateChange?: (state: CardState, details: CardChangeDetails) => void;
  /** Sees every change of the card, with its type, and may veto or alter it (Downshift's state reducer). */
  readonly stateReducer?: CardStateReducer;
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
  /**
   * Let the user change a finished call's answers. Receives the correction to send to the
   * agent (what changed, the new answers, a message for the model). The kit sends nothing.
   */
  readonly onAmend?: (amendment: Amendment) => void;
  /** Lock every input (for example while the host is busy). */
  readonly disabled?: boolean;
  /** Another client answered this call: it can no longer be submitted here. */
  readonly answeredElsewhere?: boolean;
  /** `false` hides the free-text choice on every question, whatever the input says. */
  readonly allowCustom?: boolean;
  /** Base for generated element ids. */
  readonly id?: string;
  /**
   * Which keys pick an option while focus is in its question: `digits` 1–9 (default, Claude
   * Code's convention), `letters` a–z, or `off`. Options carry them as `aria-keyshortcuts`.
   */
  readonly shortcuts?: OptionShortcuts;
}

/**
 * The whole card: its state, everything derived from it, the actions and the prop getters. A
 * headless host builds every view of the styled card from it — streaming, steps and review,
 * sending and refusal, amending, the finished summary (`reading`).
 */
export interface UseAskUserQuestionReturn
  extends Omit<CardDerived, 'locked' | 'finished' | 'viewState'>, QuestionGetters, CardGetters, StepGetters {
  /** The machine's state: draft, delivery, step, open notes, amending. */
  readonly state: CardState;
  readonly normalized: NormalizedInput;
  readonly questions: readonly NormalizedQuestion[];
  readonly draft: AnswerDraft;
  readonly actions: CardActions;
  readonly ids: AskUserQuestionIds;
  /** How one question currently stands in the draft. */
  answerFor(key: string): DraftAnswer;
  /** Whether a question's note field is open. */
  isNotesOpen(key: string): boolean;
  /**
   * What a question's hint says now, for the element `ids.questionHint(key)` names: skipped,
   * "Other" chosen with nothing typed, or how to answer (`select-one`, `select-any`,
   * `select-range` with `min` and `max`, `type-answer`). The styled card words it from its catalogue.
   */
  hintFor(key: string): QuestionHint;
  /**
   * Whose preview a question with previews shows now: the option under the pointer, else the one
   * with focus (both reported through `actions.showPreview`), else the chosen one, else the first
   * with a preview — or the free-text choice (`other`). `undefined` for a question without previews.
   */
  previewFor(
    key: string,
  ): { readonly label: string; readonly other: false } | { readonly other: true } | undefined;
  /**
   * Whether a question offers "Select all" and "Select none" (`getSelectAllProps`,
   * `getSelectNoneProps`): a multi-select question of three or more options without a cap.
   */
  offersBulkSelect(key: string): boolean;
}

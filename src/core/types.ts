/**
 * Public types of `ask-user-kit/core`. Plain TypeScript on purpose: core's declarations must
 * not depend on zod. `test/types/contracts-core.test-d.ts` proves they agree with the zod
 * contracts.
 */
import type { ApprovalDecision, QuestionApproval } from './record/approval-types.js';

export type { ApprovalDecision, QuestionApproval };

// ── normalised input ─────────────────────────────────────────────────────────

/** One option of a normalised question. */
export interface NormalizedOption {
  /** The exact label; this is the answer value for text-keyed runtimes. */
  readonly label: string;
  /** The label without a trailing "(Recommended)" marker, for display. */
  readonly displayLabel: string;
  readonly description?: string;
  /** An HTML fragment or text; kept raw, sanitised only at render time. */
  readonly preview?: string;
  /** The label ended with "(Recommended)", or the runtime flagged the option as recommended. */
  readonly recommended: boolean;
  /** The runtime's value when it differs from the label (MCP `const`, Codex `value`). */
  readonly value?: string;
}

/** What kind of answer a question takes. Text and number questions have no options. */
export type QuestionKind = 'choice' | 'text' | 'number';

/** One question in the canonical form every component and function of the kit works on. */
export interface NormalizedQuestion {
  /** Identity within the call: the id where the shape has one, else the question text. */
  readonly key: string;
  readonly id?: string;
  /** The question text exactly as sent (answers of text-keyed runtimes are keyed by it). */
  readonly question: string;
  readonly header?: string;
  readonly multiSelect: boolean;
  readonly options: readonly NormalizedOption[];
  /** The free-text choice is offered (default true). */
  readonly allowCustom: boolean;
  /** The label of a model-supplied "Other" option that was stripped. */
  readonly customLabel?: string;
  /** Some option has a preview. */
  readonly hasPreview: boolean;
  readonly kind: QuestionKind;
  /** Extra explanation under the question (Claude `kind: text`, Codex, MCP `description`). */
  readonly description?: string;
  /** Placeholder for the free-text input. */
  readonly placeholder?: string;
  /** The free text is a secret (Codex `isSecret`): mask it and never echo it in summaries. */
  readonly secret?: boolean;
  /** The runtime marks the question as required (MCP `required`). */
  readonly required?: boolean;
  /** Bounds on the number of selected options of a multi-select question (MCP). */
  readonly minSelections?: number;
  readonly maxSelections?: number;
  /** Bounds for number questions. */
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly unit?: string;
  /** A pre-filled answer supplied by the runtime (MCP `default`). */
  readonly defaults?: { readonly selected: readonly string[]; readonly custom?: string };
  /**
   * `false` when the runtime has nowhere to put a note (MCP form fields, ACP permissions): the
   * card offers none, so nothing typed is dropped on the way.
   */
  readonly allowNotes?: false;
  /** The question asks to run a tool: the card shows it as an approval. */
  readonly approval?: QuestionApproval;
}

/**
 * A tool input in any shape the kit reads: the strict Claude shape, the legacy single
 * question, the id-keyed shape, OpenCode, Codex, Gemini CLI and Kimi CLI questions, an MCP
 * form request, a partial object while the arguments stream in — or the raw JSON text of any
 * of them. Every field is optional and read defensively; the type exists so that passing
 * something that is clearly not an input (a whole tool part, a number) fails to compile.
 * For a value typed `unknown`, use {@link asAskUserInput}.
 */
export type AskUserInput = AskUserInputObject | string;

/** The object form of {@link AskUserInput}. */
export interface AskUserInputObject {
  /** Every multi-question shape. */
  readonly questions?: unknown;
  /** The legacy single-question shape, flat at the top level. */
  readonly question?: unknown;
  readonly options?: unknown;
  readonly header?: unknown;
  readonly multiSelect?: unknown;
  readonly multi_select?: unknown;
  /** An MCP `elicitation/create` form request. */
  readonly requestedSchema?: unknown;
  readonly message?: unknown;
  readonly mode?: unknown;
  readonly title?: unknown;
  /** Answers back-filled by a host (read as a carrier, never required). */
  readonly answers?: unknown;
  readonly annotations?: unknown;
  readonly metadata?: unknown;
  /** Envelopes the kit unwraps: Codex app-server `request`, JSON-RPC `params`, tool-call arguments. */
  readonly request?: unknown;
  readonly params?: unknown;
  readonly input?: unknown;
  readonly args?: unknown;
  readonly arguments?: unknown;
  readonly toolInput?: unknown;
  readonly tool_input?: unknown;
  /** Roo Code's follow-up suggestions. */
  readonly follow_up?: unknown;
}

/** Codes of the problems {@link normalizeQuestions} reports instead of throwing. */
export type NormalizeWarningCode =
  | 'unreadable-input'
  | 'unknown-shape'
  | 'incomplete-json'
  | 'no-questions'
  | 'too-many-questions'
  | 'question-not-an-object'
  | 'missing-question-text'
  | 'duplicate-question'
  | 'header-too-long'
  | 'too-few-options'
  | 'too-many-options'
  | 'option-not-an-object'
  | 'missing-label'
  | 'duplicate-label'
  | 'free-text-option-removed'
  | 'preview-on-multi-select'
  | 'invalid-preview'
  | 'legacy-field'
  | 'capped';

/** Something the input breaks or lacks, with where and what to do. */
export interface NormalizeWarning {
  readonly code: NormalizeWarningCode;
  /** Human-readable explanation (English). */
  readonly message: string;
  /** Where in the input, e.g. `questions.1.options.4`. */
  readonly path: string;
}

/** Which family of input shapes was recognised. */
export type InputShape = 'questions' | 'single-question' | 'mcp-form' | 'empty' | 'unknown';

/** Every input shape read into one form: the questions, whether the input is complete, and the warnings. */
export interface NormalizedInput {
  readonly questions: readonly NormalizedQuestion[];
  /** False while streaming or when required parts (questions, question texts) are missing. */
  readonly complete: boolean;
  readonly warnings: readonly NormalizeWarning[];
  readonly shape: InputShape;
  /** A title for the whole call (Codex `request.title`, MCP `message`, Claude `title`). */
  readonly title?: string;
}

// ── answers ──────────────────────────────────────────────────────────────────

/** Where a call's answers were found, in priority order, or `none`. */
export type AnswerSource = 'display' | 'output' | 'input' | 'raw' | 'none';

/** What the host or adapter knows about the call's lifecycle. */
export type AskUserRecordState =
  | 'streaming'
  | 'pending'
  | 'answered'
  | 'declined'
  | 'cancelled'
  | 'error'
  /** The host reports that no UI could show the question (headless run, no client attached). */
  | 'unavailable';

/** What the host recorded when it resolved a question on its own. */
export interface AutoResolutionRecord {
  /** The policy the host applied, shown in the summary (e.g. "continue with the agent's defaults"). */
  readonly policy?: string;
  /** When it resolved: epoch milliseconds or an ISO string. */
  readonly resolvedAt?: number | string;
  /**
   * When the runtime will stop waiting for an answer (epoch milliseconds or an ISO string). A
   * pending card given this record counts down to it unless the host passes its own
   * `autoResolution`.
   */
  readonly deadline?: number | string;
}

/** A stored tool call, as adapters build it. Every field is optional and read defensively. */
export interface AskUserRecord {
  readonly input?: unknown;
  readonly output?: unknown;
  readonly display?: unknown;
  readonly raw?: unknown;
  readonly state?: AskUserRecordState | (string & {});
  /**
   * Why the call ended without answers, in the runtime's words: what stopped it (a hook, a
   * permission rule, a mode that has no questions, an error). Shown with `unavailable` and
   * `error` outcomes.
   */
  readonly reason?: string;
  /** Set by the host when the call was continued automatically. */
  readonly autoResolution?: AutoResolutionRecord;
}

/**
 * How a call ended. `declined` and `cancelled` are the user's own refusal and dismissal;
 * `unavailable`: the question was never shown (no UI, a mode or rule that does not allow it);
 * `error`: something other than the user stopped it (a hook, a crash), with the reason kept.
 */
export type AnswerOutcome =
  | 'answered'
  | 'partial'
  | 'none-answered'
  | 'declined'
  | 'cancelled'
  | 'pending'
  | 'unavailable'
  | 'error'
  | 'unknown';

/**
 * How one question ended: answered, skipped by the user,
 * auto-resolved by the host's policy, declined, cancelled, unavailable (no UI could show it),
 * pending, or unknown (finished, but nothing was recorded).
 */
export type Resolution =
  | 'answered'
  | 'skipped'
  | 'auto-resolved'
  | 'declined'
  | 'cancelled'
  | 'unavailable'
  | 'error'
  | 'pending'
  | 'unknown';

/** Why a question has no answer although the call was answered. */
export type UnansweredReason =
  /** The user skipped it. */
  | 'skipped'
  /** The user replied in the chat instead of choosing (Claude Code). */
  | 'replied_in_chat'
  /** The user dismissed the dialog (Claude Code). */
  | 'dismissed'
  /** The dialog resolved by itself while the user was away. */
  | 'auto-resolved'
  /** The user left notes but chose nothing ("(notes only)"). */
  | 'notes-only';

/** How one question of a finished call was answered, or why not. */
export interface QuestionReading {
  readonly key: string;
  readonly question: string;
  /** `no-answer`: nothing is recorded at all for this question. */
  readonly state: 'answered' | 'skipped' | 'no-answer';
  /** Why a `skipped` question has no answer, when the record says. */
  readonly reason?: UnansweredReason;
  /** How the question ended, combining its state with the call's outcome. */
  readonly resolution: Resolution;
  /** The stored answer string, as stored (arrays joined with ", "). */
  readonly text?: string;
  /** Option labels recognised in the answer, in option order. */
  readonly selected: readonly string[];
  /** Free text that is not an option label, verbatim. */
  readonly custom?: string;
  readonly notes?: string;
  readonly preview?: string;
  /**
   * The question's answer is a secret (Codex `isSecret`): unless `readAnswers` was asked to
   * reveal secrets, `text` and `custom` are left out.
   */
  readonly secret?: true;
}

/** What `readAnswers` made of a record: where the answers came from, how the call ended, and each question. */
export interface AnswerReading {
  readonly source: AnswerSource;
  readonly outcome: AnswerOutcome;
  /** In question order. */
  readonly questions: readonly QuestionReading[];
  /** A free-form reply typed instead of choosing (Claude Code `response`). */
  readonly response?: string;
  /** Set when the record says the dialog resolved by itself after this idle time. */
  readonly autoResolvedAfterMs?: number;
  /** The host's own record of continuing automatically (policy, time). */
  readonly autoResolution?: AutoResolutionRecord;
  /** Why a declined, cancelled, unavailable or failed call has no answers, as the record says. */
  readonly reason?: string;
}

// ── responses ────────────────────────────────────────────────────────────

/** A question's annotation: the chosen option's preview and the user's note. */
export interface AnswerAnnotation {
  readonly preview?: string;
  readonly notes?: string;
}

/** What an accept carries: answers (and annotations) keyed by question text. */
export interface ResponseContent {
  readonly answers: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, AnswerAnnotation>>;
}

/**
 * The structured choice behind one answer string: the options that were picked and the free
 * text, kept apart. The answer string alone ("Lint, Unit tests, but only the fast ones") can
 * not always tell a ticked option from free text that starts with an option's label.
 */
export interface AnswerSelection {
  /** Option labels, in option order. */
  readonly selected: string[];
  /** The free text, verbatim. */
  readonly custom?: string;
}

/** What the UI hands back when the user acts. */
export type AskUserResponse =
  | {
      readonly action: 'accept';
      readonly content: ResponseContent;
      /**
       * Keyed by question text like `content.answers`: the structure of answers that carry free
       * text. Not part of any runtime's answer; the kit stores it in its own records (the
       * display payload) so a restored summary shows exactly what was ticked and typed.
       */
      readonly selections?: Readonly<Record<string, AnswerSelection>>;
    }
  | { readonly action: 'decline'; readonly reason?: string }
  | { readonly action: 'cancel'; readonly reason?: string };

/** The id-keyed answer: `{ answers: [{ id, selected, custom? }] }`. */
export interface IdKeyedAnswers {
  answers: { id: string; selected: string[]; custom?: string }[];
}

/**
 * The display payload: the compact answer record stored next to a tool result for the UI,
 * never for the model. `answers: {}` means the user saw the questions and answered none.
 */
export interface DisplayPayload {
  readonly kind: 'ask_user_question';
  readonly answers: Readonly<Record<string, string>>;
  /** The structure of answers that carry free text (see {@link AnswerSelection}). */
  readonly selections?: Readonly<Record<string, AnswerSelection>>;
}

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { AnswerDraft } from '../../core/draft/draft.js';
import type { Amendment } from '../../core/draft/amend.js';
import type { QuestionOrigin } from '../../core/queue/origin.js';
import type { AskUserInput, AskUserRecord, AskUserRecordState, AskUserResponse } from '../../core/types.js';
import type { DraftChangeDetails, DraftStateReducer } from '../../hooks/card/types.js';
import type { ResponseHandler } from '../../hooks/use-respond-once.js';
import type { AutoResolutionDisplay } from '../card/auto-resolution-bar.js';
import type { KitSettings } from '../context.js';
import type { CardActionsConfig } from './context.js';

/** What a card is given: the call, the host's handlers, and how to show it. */
export interface AskUserCardOptions extends KitSettings {
  /**
   * The tool input in any supported shape (also partial JSON text while streaming). For a
   * value typed `unknown`, wrap it: `input={asAskUserInput(value)}`.
   */
  readonly input?: AskUserInput;
  /**
   * A stored tool-call record `{ input, output, display, raw, state }`: renders its summary.
   * For a value typed `unknown`, wrap it: `record={asAskUserRecord(value)}`.
   */
  readonly record?: AskUserRecord;
  /** The host's view of the call. Without it, a record's carriers and `state` decide. */
  readonly status?: AskUserRecordState;
  /** A response to summarise (for example the one the host already sent). */
  readonly response?: AskUserResponse;
  /**
   * The user accepted (answers possibly partial or none). May return a Promise: the card shows
   * "Sending…" until it resolves and says "Answers sent" only then; a rejection is shown in
   * the card and the draft is kept, so the user can send again.
   */
  readonly onSubmit?: ResponseHandler;
  /** The user refused to answer. May return a Promise, like `onSubmit`. */
  readonly onDecline?: ResponseHandler;
  /** The user dismissed the question without deciding. May return a Promise, like `onSubmit`. */
  readonly onCancel?: ResponseHandler;
  /** Controlled draft, with `onDraftChange`. */
  readonly draft?: AnswerDraft;
  readonly defaultDraft?: AnswerDraft;
  readonly onDraftChange?: (draft: AnswerDraft, details: DraftChangeDetails) => void;
  readonly stateReducer?: DraftStateReducer;
  /** `stacked` shows every question; `steps` shows one at a time with a review step. */
  readonly layout?: 'stacked' | 'steps';
  /** `false` hides the free-text choice everywhere. */
  readonly allowCustom?: boolean;
  readonly disabled?: boolean;
  readonly actions?: CardActionsConfig;
  /** Replaces the card heading. */
  readonly title?: ReactNode;
  /** Level of the card heading (default 3); question texts are not headings. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  readonly className?: string;
  readonly id?: string;
  /** Where the question comes from (subagents): breadcrumb of agents, root first, and context. */
  readonly origin?: QuestionOrigin;
  /** A host-scheduled auto-resolution to display: countdown, policy, Pause. */
  readonly autoResolution?: AutoResolutionDisplay;
  /**
   * Let the user change a finished call's answers. Receives the correction to send to the
   * agent (what changed, the new answers, a message for the model). The kit sends nothing.
   */
  readonly onAmend?: (amendment: Amendment) => void;
  /** Another client answered this call: it can no longer be submitted here. */
  readonly answeredElsewhere?: boolean;
}

/** `AskUser.Root`'s props: the card's options, the section's DOM props, and the card's parts. */
export interface RootProps
  extends
    AskUserCardOptions,
    Omit<ComponentPropsWithoutRef<'section'>, keyof AskUserCardOptions | 'children'> {
  /** The card's parts. Without children, the default card. */
  readonly children?: ReactNode;
}

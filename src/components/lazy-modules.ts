import type { ComponentPropsWithoutRef, ForwardRefExoticComponent, RefAttributes } from 'react';
import type { readAnswers } from '../core/answers/read-answers.js';
import type { recordFromResponse } from '../core/card/finished-call.js';
import type { createAmendment } from '../core/draft/amend.js';
import type { normalizeAnyShape } from '../core/normalize/read-any-shape.js';
import type { ContractChecks } from '../core/normalize/warning-sink.js';
import type { AutoResolutionBar } from './card/auto-resolution-bar.js';
import type { viewMessages } from './i18n/en-views.js';
import type { Messages } from './i18n/messages.js';
import { type OnDemand, onDemand } from './on-demand.js';
import type { PreviewPane } from './preview/preview-pane.js';
import type { ModelText } from './text/model-text.js';
import type { toVisibleText } from '../core/text/reveal-invisible.js';

// The modules a card loads on first need, declared without importing them: a gate imports the
// handle, `#lazy-loaders` (loaded with `AskUser.Root`) attaches each import, and no module
// loaded on demand imports its own gate back. The shapes are written out where a type import
// would lead back here.

/** A part that renders one element and forwards its ref. */
type PartView<Tag extends keyof HTMLElementTagNameMap, Element> = ForwardRefExoticComponent<
  Omit<ComponentPropsWithoutRef<Tag>, 'ref'> & RefAttributes<Element>
>;

/** Reading the answers, the summary and the amend editor: what only a finished call needs. */
export interface FinishedViews {
  readonly readAnswers: typeof readAnswers;
  readonly recordFromResponse: typeof recordFromResponse;
  readonly createAmendment: typeof createAmendment;
  readonly SummaryContent: PartView<'section', HTMLElement>;
}

/** The preview panes and the preview contract's checks, for cards whose options have previews. */
export interface PreviewViews {
  readonly PreviewPane: typeof PreviewPane;
  readonly CONTRACT_CHECKS: ContractChecks;
  /** The card's catalogue with the panes' strings (the public pane takes a whole catalogue). */
  readonly viewMessages: typeof viewMessages;
}

/** The steps layout's navigation and review. */
export interface StepViews {
  readonly StepsView: PartView<'nav', HTMLElement>;
  readonly StepNavView: PartView<'div', HTMLDivElement>;
  readonly ReviewView: PartView<'div', HTMLDivElement>;
}

/** The countdown of a host-scheduled auto-resolution. */
export interface AutoResolutionView {
  readonly AutoResolutionBar: typeof AutoResolutionBar;
}

export const finishedViews: OnDemand<FinishedViews> = onDemand('the finished-call views');
export const previewViews: OnDemand<PreviewViews> = onDemand('the preview panes');
export const stepViews: OnDemand<StepViews> = onDemand('the steps layout');
export const autoResolutionView: OnDemand<AutoResolutionView> = onDemand('the auto-resolution countdown');
/**
 * The general input reader: every shape but Claude's own as it should be (which the card reads
 * itself), from other runtimes' shapes to argument text streaming in and inputs that warn.
 */
export interface InputReader {
  readonly normalizeAnyShape: typeof normalizeAnyShape;
}
export const inputReader: OnDemand<InputReader> = onDemand('the input reader');
/** The marks for characters that would act unseen, for texts that may hold one. */
export interface TextMarks {
  readonly ModelText: typeof ModelText;
  readonly toVisibleText: typeof toVisibleText;
}

export const textMarks: OnDemand<TextMarks> = onDemand('the invisible-character marks');
export const chineseCatalogue: OnDemand<{ readonly zh: Messages }> = onDemand('the Chinese catalogue');

'use client';
import { type ReactNode, forwardRef } from 'react';
import type { AnswerReading, NormalizedQuestion } from '../../core/types.js';
import type { PropsWithHandlers } from '../../hooks/merge-props.js';
import { SummarySection } from '../parts/summary/summary-items.js';
import { type KitSettings, useKitSettings } from '../settings.js';

/** Props of `<AnswerSummary>`: a reading of a finished call and how to show it. */
export interface AnswerSummaryProps extends KitSettings {
  /** What `readAnswers` (or `useAnswerReading`) made of the record. */
  readonly reading: AnswerReading;
  /** The call's questions, for headers, display labels, recommendations and secrets. */
  readonly questions?: readonly NormalizedQuestion[];
  readonly className?: string;
  /** Replaces the outcome heading. */
  readonly title?: ReactNode;
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Id of the heading, for an enclosing element's `aria-labelledby`. */
  readonly headingId?: string;
  /** More DOM props for the summary's `<section>` (merged: handlers chain, classes join). */
  readonly rootProps?: PropsWithHandlers;
}

/**
 * The read-only summary of a finished call, outside a card: per question the answer — multi-select
 * joined with the locale's separator, free text verbatim, notes, the chosen preview — or the
 * precise reason there is none. It renders the same from a live response and from a cold-restored
 * record, because both go through `readAnswers`.
 */
export const AnswerSummary = forwardRef<HTMLElement, AnswerSummaryProps>(function AnswerSummary(
  { reading, questions = [], className, title, headingLevel = 3, headingId, rootProps, ...own },
  ref,
) {
  const settings = useKitSettings(own);
  return (
    <SummarySection
      {...rootProps}
      className={[className, rootProps?.className].filter(Boolean).join(' ') || undefined}
      ref={ref}
      summary={{ reading, questions, settings, headingLevel, headingId, title }}
    />
  );
});
AnswerSummary.displayName = 'AnswerSummary';

'use client';
import { type ComponentPropsWithoutRef, forwardRef, useMemo } from 'react';
import { slot } from '../../slots.js';
import { useCardSlice } from '../context.js';
import { type SummaryContextValue, SummarySection } from './summary-items.js';

/**
 * The finished call's summary: how it ended and, per question, the answer with its chips, or the
 * reason there is none, the note and the chosen preview — read through the same carriers as a cold
 * restore. With "Change answers" when the card lets the user amend. Renders nothing while the
 * call is pending. Children replace the default sub-parts (`AskUser.SummaryHeading`,
 * `AskUser.SummaryList` with its `AskUser.SummaryItem`s, `AskUser.SummaryExtras`).
 */
export const Summary = forwardRef<HTMLElement, ComponentPropsWithoutRef<'section'>>(
  function Summary(props, ref) {
    const { card, ids, settings, headingLevel, messages, slice } = useCardSlice(
      'Summary',
      (snapshot, derived) => ({
        shown: derived.view === 'summary',
        reading: derived.reading,
        questions: snapshot.props.normalized.questions,
        amendable: derived.amendable,
      }),
    );
    const { shown, reading, questions, amendable } = slice;
    const headingId = ids.summaryTitle;
    const summary = useMemo<SummaryContextValue | undefined>(
      () => (reading ? { reading, questions, settings, headingLevel, headingId } : undefined),
      [reading, questions, settings, headingLevel, headingId],
    );
    if (!shown || !summary) return null;
    const amend = amendable ? (
      <button {...card.getAmendProps(slot(settings, 'amend'))}>{messages.amend}</button>
    ) : null;
    return <SummarySection {...props} ref={ref} summary={summary} after={amend} />;
  },
);
Summary.displayName = 'AskUser.Summary';

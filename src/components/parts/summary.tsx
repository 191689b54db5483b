'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { finishedViews } from '../lazy-modules.js';
import { need } from '../on-demand.js';
import { useCardSlice } from './context.js';

/**
 * The finished call's summary: the outcome, each question's answer, notes and previews, read
 * through the same carriers as a cold restore; with "Change answers" when the card allows
 * amending. Renders nothing while the call is pending.
 */
export const Summary = forwardRef<HTMLElement, ComponentPropsWithoutRef<'section'>>(
  function Summary(props, ref) {
    const { shown } = useCardSlice('Summary', (state) => ({
      shown: state.reading !== undefined && (state.finished || state.amending),
    }));
    if (!shown) return null;
    const { SummaryContent } = need(finishedViews);
    return <SummaryContent {...props} ref={ref} />;
  },
);
Summary.displayName = 'AskUser.Summary';

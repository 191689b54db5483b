'use client';
import { type ComponentPropsWithoutRef, forwardRef, useEffect, useState } from 'react';
import { draftForQuestions } from '../../core/draft/create.js';
import { viewMessages } from '../i18n/en-views.js';
import type { AnswerReading } from '../../core/types.js';
import { useCardEngine } from '../../hooks/card/engine.js';
import { SummaryView } from '../card/summary-view.js';
import { slot } from '../context.js';
import { CardContext, type CardContextValue, useCardPart, useCardStore, withHostProps } from './context.js';
import { focusIsLost } from './error-card.js';
import { LayoutContent } from './layout.js';
import { useStepsState } from './steps-state.js';

const NO_REFUSALS = { skipAll: false, decline: false, cancel: false } as const;

/** Edits a finished call's answers, starting from what was stored; the parts inside are its own. */
function AmendEditor({ reading }: { reading: AnswerReading }) {
  const outer = useCardPart('Summary');
  const { settings, headingLevel } = outer;
  const messages = viewMessages(outer.messages);
  const [initial] = useState(() => draftForQuestions(outer.card.normalized, { from: reading }));
  // The card's own questions, as it read them: the correction answers exactly what was asked.
  const card = useCardEngine(
    { status: 'pending', defaultDraft: initial, onSubmit: (response) => outer.finishAmend(response) },
    outer.card.normalized,
  );
  const steps = useStepsState(card.questions);
  const Heading = `h${headingLevel}` as 'h3';
  const titleId = `${card.ids.root}-title`;
  const inner: CardContextValue = {
    ...outer,
    card,
    steps,
    viewState: 'pending',
    finished: false,
    reading: undefined,
    amendable: false,
    amending: false,
    actionsConfig: NO_REFUSALS,
    title: messages.amendTitle,
    titleId,
  };
  const store = useCardStore(inner);
  return (
    <div {...slot(settings, 'amend')}>
      <header {...slot(settings, 'card-header')}>
        <Heading {...slot(settings, 'card-title')} id={titleId}>
          {messages.amendTitle}
        </Heading>
      </header>
      <CardContext.Provider value={store}>
        <LayoutContent />
      </CardContext.Provider>
      <button type="button" {...slot(settings, 'cancel')} onClick={() => outer.finishAmend(undefined)}>
        {messages.amendCancel}
      </button>
    </div>
  );
}

/**
 * The finished call's summary and its amend editor, loaded with the first finished card:
 * `AskUser.Summary` renders it once the call is over.
 */
export const SummaryContent = forwardRef<HTMLElement, ComponentPropsWithoutRef<'section'>>(
  function SummaryContent(props, ref) {
    const {
      card,
      settings,
      messages,
      finished,
      reading,
      amendable,
      amending,
      headingLevel,
      summaryTitleId,
      startAmend,
      amended,
    } = useCardPart('Summary');
    // The user's own answer (or correction) replaced the form they were in: focus, gone with the
    // button pressed, goes to the summary's heading. A restored call never takes focus.
    const answeredHere = finished && !amending && (card.response !== undefined || amended);
    useEffect(() => {
      if (answeredHere && focusIsLost()) document.getElementById(summaryTitleId)?.focus();
    }, [answeredHere, summaryTitleId]);
    if (amending && reading) return <AmendEditor reading={reading} />;
    if (!finished || !reading) return null;
    return (
      <>
        <SummaryView
          ref={ref}
          reading={reading}
          questions={card.questions}
          headingLevel={headingLevel}
          headingId={summaryTitleId}
          rootProps={withHostProps({}, props)}
          settings={settings}
        />
        {amendable ? (
          <button type="button" {...slot(settings, 'amend')} onClick={startAmend}>
            {viewMessages(messages).amend}
          </button>
        ) : null}
      </>
    );
  },
);
SummaryContent.displayName = 'AskUser.SummaryContent';

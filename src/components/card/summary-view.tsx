'use client';
import { Fragment, type ReactNode, forwardRef } from 'react';
import { type PropsWithHandlers, mergeProps } from '../../hooks/merge-props.js';
import type { AnswerReading, NormalizedQuestion, QuestionReading } from '../../core/types.js';
import { type KitSettings, slot } from '../context.js';
import { viewMessages } from '../i18n/en-views.js';
import { type Messages, format } from '../i18n/messages.js';
import type { CardSettings } from '../parts/card-settings.js';
import { formatNodes } from '../text/format-nodes.js';
import { decisionChips } from '../../core/card/finished-call.js';
import { ModelText } from '../text/model-text.js';
import { PreviewContent } from '../preview/preview-content.js';

/** What the summary shows, with the settings and catalogue already resolved. */
export interface SummaryViewProps {
  readonly reading: AnswerReading;
  readonly questions?: readonly NormalizedQuestion[] | undefined;
  readonly className?: string | undefined;
  readonly title?: ReactNode;
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  readonly headingId?: string | undefined;
  readonly rootProps?: PropsWithHandlers | undefined;
  /** A card's settings, or a whole catalogue's (`useKitSettings`). */
  readonly settings: CardSettings;
}

function outcomeText(reading: AnswerReading, messages: Messages): string {
  switch (reading.outcome) {
    case 'answered':
      return messages.summaryAnswered;
    case 'partial':
      return messages.summaryPartial;
    case 'none-answered':
      return messages.summaryNoneAnswered;
    case 'declined':
      return messages.summaryDeclined;
    case 'cancelled':
      return messages.summaryCancelled;
    case 'pending':
      return messages.summaryPending;
    case 'unavailable':
      return messages.summaryUnavailable;
    case 'error':
      return messages.summaryError;
    default:
      return messages.summaryUnknown;
  }
}

// A heading stays a heading: a hook's whole stderr belongs in the record, not in the title.
const HEADING_REASON_LENGTH = 240;

/**
 * The outcome heading; a call the user did not end (unavailable, error) says why, in the
 * runtime's words, which are agent-side text and shown as such.
 */
function outcomeHeading(reading: AnswerReading, settings: KitSettings, messages: Messages): ReactNode {
  const outcome = outcomeText(reading, messages);
  const reason = reading.reason;
  if ((reading.outcome !== 'unavailable' && reading.outcome !== 'error') || reason === undefined)
    return outcome;
  const shown = reason.length > HEADING_REASON_LENGTH ? `${reason.slice(0, HEADING_REASON_LENGTH)}…` : reason;
  return formatNodes(messages.summaryWithReason, {
    outcome,
    reason: <ModelText text={shown} settings={settings} messages={messages} />,
  });
}

function reasonText(
  item: QuestionReading,
  reading: AnswerReading,
  settings: KitSettings,
  messages: Messages,
): ReactNode {
  switch (item.resolution) {
    case 'declined':
      return messages.reasonDeclined;
    case 'cancelled':
      return messages.reasonCancelled;
    case 'unavailable':
      return messages.reasonUnavailable;
    case 'error':
      return messages.reasonError;
    case 'pending':
      return messages.reasonPending;
    case 'unknown':
      return messages.reasonNoAnswer;
    default:
      break;
  }
  switch (item.reason) {
    case 'auto-resolved':
      return reading.autoResolution?.policy
        ? formatNodes(messages.reasonAutoResolvedPolicy, {
            policy: (
              <ModelText text={reading.autoResolution.policy} settings={settings} messages={messages} />
            ),
          })
        : messages.reasonAutoResolved;
    case 'replied_in_chat':
      return messages.reasonRepliedInChat;
    case 'dismissed':
      return messages.reasonDismissed;
    case 'notes-only':
      return messages.reasonNotesOnly;
    default:
      return messages.reasonSkipped;
  }
}

function Answer({
  item,
  question,
  settings,
  messages,
}: {
  item: QuestionReading;
  question: NormalizedQuestion | undefined;
  settings: KitSettings;
  messages: Messages;
}) {
  if (question?.secret)
    return <span {...slot(settings, 'summary-answer')}>{`•••• (${messages.secretHidden})`}</span>;
  const labels = item.selected.map(
    (label) => question?.options.find((option) => option.label === label)?.displayLabel ?? label,
  );
  // Options unknown (only a display payload survived): the stored text is all there is.
  if (labels.length === 0 && item.custom === undefined) {
    return (
      <span {...slot(settings, 'summary-answer')}>
        <ModelText text={item.text ?? ''} settings={settings} messages={messages} />
      </span>
    );
  }
  return (
    <span {...slot(settings, 'summary-answer')}>
      {labels.map((label, index) => (
        <Fragment key={index}>
          {index > 0 ? messages.listSeparator : null}
          <ModelText text={label} settings={settings} messages={messages} />
        </Fragment>
      ))}
      {labels.length > 0 && item.custom !== undefined ? messages.listSeparator : null}
      {item.custom !== undefined ? (
        <q {...slot(settings, 'summary-custom')}>
          <ModelText text={item.custom} settings={settings} messages={messages} />
        </q>
      ) : null}
    </span>
  );
}

/** The summary of `AnswerSummary` and of a finished card, from resolved settings. */
export const SummaryView = forwardRef<HTMLElement, SummaryViewProps>(function SummaryView(
  { reading, questions = [], className, title, headingLevel = 3, headingId, rootProps, settings },
  ref,
) {
  const messages = viewMessages(settings.resolvedMessages);
  const Heading = `h${headingLevel}` as 'h3';
  const byKey = new Map(questions.map((question) => [question.key, question]));
  return (
    <section
      {...mergeProps(
        {
          ...slot(settings, 'summary', className),
          'data-outcome': reading.outcome,
          'data-source': reading.source,
        },
        rootProps,
      )}
      ref={ref}
    >
      {/* Focusable by script only: a card answered here moves focus to it (see SummaryContent). */}
      <Heading {...slot(settings, 'summary-header')} id={headingId} tabIndex={-1}>
        {title ?? outcomeHeading(reading, settings, messages)}
      </Heading>
      <ul {...slot(settings, 'summary-list')}>
        {reading.questions.map((item) => {
          const question = byKey.get(item.key);
          const chips = decisionChips(item, question);
          return (
            <li
              key={item.key}
              {...slot(settings, 'summary-item')}
              data-state={item.state}
              data-reason={item.state === 'answered' ? undefined : (item.reason ?? reading.outcome)}
              data-resolution={item.resolution}
            >
              {question?.header ? (
                <span {...slot(settings, 'question-chip')}>
                  <ModelText text={question.header} settings={settings} messages={messages} />
                </span>
              ) : null}
              <p {...slot(settings, 'summary-question')}>
                <ModelText text={item.question} settings={settings} messages={messages} />
              </p>
              {item.state === 'answered' ? (
                <p {...slot(settings, 'summary-line')}>
                  <Answer item={item} question={question} settings={settings} messages={messages} />
                  {chips.other ? (
                    <span {...slot(settings, 'decision-chip')} data-kind="other">
                      {messages.chipOther}
                    </span>
                  ) : null}
                  {chips.notRecommended ? (
                    <span {...slot(settings, 'decision-chip')} data-kind="not-recommended">
                      {messages.chipNotRecommended}
                    </span>
                  ) : null}
                </p>
              ) : (
                <p {...slot(settings, 'summary-reason')}>{reasonText(item, reading, settings, messages)}</p>
              )}
              {item.notes ? (
                <p {...slot(settings, 'summary-notes')}>
                  <span {...slot(settings, 'summary-label')}>{messages.notesHeading}: </span>
                  <ModelText text={item.notes} settings={settings} messages={messages} />
                </p>
              ) : null}
              {item.preview !== undefined && item.state === 'answered' ? (
                <details {...slot(settings, 'summary-preview')}>
                  <summary>{messages.chosenPreview}</summary>
                  <div {...slot(settings, 'preview')} data-kind="summary">
                    <PreviewContent preview={item.preview} settings={settings} messages={messages} />
                  </div>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
      {reading.response ? (
        <p {...slot(settings, 'summary-response')}>
          <span {...slot(settings, 'summary-label')}>{messages.freeFormReply}: </span>
          <ModelText text={reading.response} settings={settings} messages={messages} />
        </p>
      ) : null}
      {reading.autoResolvedAfterMs !== undefined ? (
        <p {...slot(settings, 'summary-reason')} data-reason="auto-resolved">
          {format(messages.autoResolvedAfter, { seconds: Math.round(reading.autoResolvedAfterMs / 1000) })}
        </p>
      ) : null}
    </section>
  );
});
SummaryView.displayName = 'AnswerSummary';

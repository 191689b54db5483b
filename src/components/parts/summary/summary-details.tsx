'use client';
import { type ComponentPropsWithoutRef, type JSX, type ReactNode, forwardRef } from 'react';
import { approvalDecision } from '../../../core/card/question-state.js';
import type { AnswerReading, QuestionReading } from '../../../core/types.js';
import { type Messages, format } from '../../i18n/messages.js';
import { PreviewContent } from '../../preview/preview-content.js';
import { type ResolvedSettings } from '../../settings.js';
import { slot } from '../../slots.js';
import { formatNodes } from '../../text/format-nodes.js';
import { ModelText } from '../../text/model-text.js';
import { withHostProps } from '../context.js';
import { useSummary, useSummaryItem } from './summary-context.js';

// JSX's own element names: a host's custom elements (CopilotKit adds some) are no props of ours.
type Props<Tag extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<Tag>;

function reasonText(
  item: QuestionReading,
  reading: AnswerReading,
  settings: ResolvedSettings,
  messages: Messages,
): ReactNode {
  const byResolution = {
    declined: messages.reasonDeclined,
    cancelled: messages.reasonCancelled,
    unavailable: messages.reasonUnavailable,
    error: messages.reasonError,
    pending: messages.reasonPending,
    unknown: messages.reasonNoAnswer,
  } as Partial<Record<string, string>>;
  const resolved = item.resolution === undefined ? undefined : byResolution[item.resolution];
  if (resolved !== undefined) return resolved;
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

/** Why a question has no answer: skipped, continued automatically, declined, … Nothing for an answer. */
export const SummaryReason = forwardRef<HTMLParagraphElement, Props<'p'>>(function SummaryReason(props, ref) {
  const { item, reading, settings, messages } = useSummaryItem('SummaryReason');
  if (item.state === 'answered') return null;
  return (
    <p {...withHostProps(slot(settings, 'summary-reason'), props)} ref={ref}>
      {reasonText(item, reading, settings, messages)}
    </p>
  );
});
SummaryReason.displayName = 'AskUser.SummaryReason';

/** The user's note on the question, when there is one. */
export function SummaryNotes() {
  const { item, question, settings, messages } = useSummaryItem('SummaryNotes');
  // A denial's note is its reason, which the answer already gives.
  if (!item.notes || approvalDecision(question, item) === 'deny') return null;
  return (
    <p {...slot(settings, 'summary-notes')}>
      <span {...slot(settings, 'summary-label')}>{messages.notesHeading}: </span>
      <ModelText text={item.notes} settings={settings} messages={messages} />
    </p>
  );
}
SummaryNotes.displayName = 'AskUser.SummaryNotes';

/**
 * The chosen option's preview, folded, when the answer carries one; on a multi-select question,
 * each chosen option's preview from the question, named by its option.
 */
export function SummaryPreview() {
  const { item, question, settings, messages } = useSummaryItem('SummaryPreview');
  if (item.state !== 'answered') return null;
  const shown: { label?: string; preview: string }[] = question?.multiSelect
    ? question.options.flatMap((option) =>
        option.preview !== undefined && item.selected.includes(option.label)
          ? [{ label: option.displayLabel, preview: option.preview }]
          : [],
      )
    : item.preview !== undefined
      ? [{ preview: item.preview }]
      : [];
  return shown.map(({ label, preview }, index) => (
    <details key={index} {...slot(settings, 'summary-preview')}>
      <summary>
        {label === undefined ? (
          messages.chosenPreview
        ) : (
          <>
            {messages.chosenPreview}: <ModelText text={label} settings={settings} messages={messages} />
          </>
        )}
      </summary>
      <div {...slot(settings, 'preview')} data-kind="summary">
        <PreviewContent preview={preview} settings={settings} messages={messages} />
      </div>
    </details>
  ));
}
SummaryPreview.displayName = 'AskUser.SummaryPreview';

/** What the call says beyond its questions: a reply typed instead of choosing, an automatic continuation. */
export function SummaryExtras() {
  const { reading, settings, messages } = useSummary('SummaryExtras');
  return (
    <>
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
    </>
  );
}
SummaryExtras.displayName = 'AskUser.SummaryExtras';

'use client';
import { type ComponentPropsWithoutRef, Fragment, type JSX, type ReactNode, forwardRef } from 'react';
import { decisionChips } from '../../../core/card/finished-call.js';
import { approvalDecision } from '../../../core/card/question-state.js';
import type { AnswerReading, ApprovalDecision, QuestionReading } from '../../../core/types.js';
import { type Messages, format } from '../../i18n/messages.js';
import { slot } from '../../slots.js';
import { formatNodes } from '../../text/format-nodes.js';
import { ModelText } from '../../text/model-text.js';
import { fillTemplate, withHostProps } from '../context.js';
import {
  SummaryContext,
  type SummaryContextValue,
  SummaryItemContext,
  useSummary,
  useSummaryItem,
} from './summary-context.js';
import { SummaryExtras, SummaryNotes, SummaryPreview, SummaryReason } from './summary-details.js';

export type { SummaryContextValue } from './summary-context.js';

const OUTCOME_TEXT = {
  answered: 'summaryAnswered',
  partial: 'summaryPartial',
  'none-answered': 'summaryNoneAnswered',
  declined: 'summaryDeclined',
  cancelled: 'summaryCancelled',
  pending: 'summaryPending',
  unavailable: 'summaryUnavailable',
  error: 'summaryError',
  unknown: 'summaryUnknown',
} as const satisfies Record<AnswerReading['outcome'], keyof Messages>;

// A heading stays a heading: a hook's whole stderr belongs in the record, not in the title.
const HEADING_REASON_LENGTH = 240;

// JSX's own element names: a host's custom elements (CopilotKit adds some) are no props of ours.
type Props<Tag extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<Tag>;

/**
 * The summary's heading: how the call ended; for a call the user did not end (unavailable, an
 * error), with the runtime's reason. Focusable by script only: a card answered here moves focus
 * to it.
 */
export const SummaryHeading = forwardRef<HTMLHeadingElement, Props<'h3'>>(function SummaryHeading(
  { children, ...rest },
  ref,
) {
  const { reading, questions, settings, messages, headingLevel, headingId, title } =
    useSummary('SummaryHeading');
  const Heading = `h${headingLevel}` as 'h3';
  const outcome = (
    <span lang={messages.lang}>{messages[OUTCOME_TEXT[reading.outcome] ?? 'summaryUnknown']}</span>
  );
  const { reason } = reading;
  const shown =
    reason !== undefined && reason.length > HEADING_REASON_LENGTH
      ? `${reason.slice(0, HEADING_REASON_LENGTH)}…`
      : reason;
  const text =
    (reading.outcome === 'unavailable' || reading.outcome === 'error') && shown !== undefined
      ? formatNodes(messages.summaryWithReason, {
          outcome,
          reason: <ModelText text={shown} settings={settings} messages={messages} />,
        })
      : outcome;
  // What the call was about, so a transcript's summaries are told apart (and its region named by
  // its topic): the questions' headers, or the first question.
  const headers = questions.flatMap((question) => (question.header ? [question.header] : []));
  const topic = headers.length > 0 ? headers.join(messages.listSeparator) : questions[0]?.question;
  // A heading that gives the runtime's reason says enough.
  const withTopic =
    topic === undefined || text !== outcome
      ? text
      : formatNodes(messages.summaryWithTopic, {
          outcome: text,
          topic: (
            <span {...slot(settings, 'summary-topic')}>
              <ModelText text={topic} settings={settings} messages={messages} />
            </span>
          ),
        });
  return (
    <Heading
      {...withHostProps({ ...slot(settings, 'summary-header'), id: headingId, tabIndex: -1 }, rest)}
      ref={ref}
    >
      {children ?? title ?? withTopic}
    </Heading>
  );
});
SummaryHeading.displayName = 'AskUser.SummaryHeading';

/** What the summary repeats for each question: the same parts, or a function of the question's reading. */
export type SummaryItemTemplate = ReactNode | ((item: QuestionReading, index: number) => ReactNode);

/** The summary's questions. Children are repeated inside each `AskUser.SummaryItem`. */
export const SummaryList = forwardRef<
  HTMLUListElement,
  Omit<Props<'ul'>, 'children'> & { readonly children?: SummaryItemTemplate }
>(function SummaryList({ children, ...rest }, ref) {
  const { reading, questions, settings } = useSummary('SummaryList');
  return (
    <ul {...withHostProps(slot(settings, 'summary-list'), rest)} ref={ref}>
      {reading.questions.map((item, index) => (
        <SummaryItemContext.Provider
          key={item.key}
          value={{ item, question: questions.find((question) => question.key === item.key) }}
        >
          {fillTemplate(children, <SummaryItem />, item, index)}
        </SummaryItemContext.Provider>
      ))}
    </ul>
  );
});
SummaryList.displayName = 'AskUser.SummaryList';

/**
 * One question of the summary, with how it was resolved (`data-resolution`). Without children:
 * its header, the question, the answer with its chips or the reason there is none, the note and
 * the chosen preview.
 */
export const SummaryItem = forwardRef<HTMLLIElement, Props<'li'>>(function SummaryItem(
  { children, ...rest },
  ref,
) {
  const { item, question, reading, settings, messages } = useSummaryItem('SummaryItem');
  const ours = {
    ...slot(settings, 'summary-item'),
    'data-state': item.state,
    'data-reason': item.state === 'answered' ? undefined : (item.reason ?? reading.outcome),
    'data-resolution': item.resolution,
  };
  return (
    <li {...withHostProps(ours, rest)} ref={ref}>
      {children ?? (
        <>
          {question?.header ? (
            <span {...slot(settings, 'question-chip')}>
              <ModelText text={question.header} settings={settings} messages={messages} />
            </span>
          ) : null}
          <SummaryQuestion />
          {item.state === 'answered' ? (
            <p {...slot(settings, 'summary-line')}>
              <SummaryAnswer />
              <SummaryChips />
            </p>
          ) : (
            <SummaryReason />
          )}
          <SummaryNotes />
          <SummaryPreview />
        </>
      )}
    </li>
  );
});
SummaryItem.displayName = 'AskUser.SummaryItem';

/** The question's text: a heading one level below the summary's. */
export const SummaryQuestion = forwardRef<HTMLHeadingElement, Props<'h4'>>(
  function SummaryQuestion(props, ref) {
    const { item, settings, messages, headingLevel } = useSummaryItem('SummaryQuestion');
    const Heading = `h${Math.min(headingLevel + 1, 6)}` as 'h4';
    return (
      <Heading {...withHostProps(slot(settings, 'summary-question'), props)} ref={ref}>
        <ModelText text={item.question} settings={settings} messages={messages} />
      </Heading>
    );
  },
);
SummaryQuestion.displayName = 'AskUser.SummaryQuestion';

/**
 * The answer: the chosen options as shown, joined with the locale's separator, then free text in
 * quotes; a secret answer is never shown. Renders nothing for a question without an answer.
 */
export const SummaryAnswer = forwardRef<HTMLSpanElement, Props<'span'>>(function SummaryAnswer(props, ref) {
  const { item, question, settings, messages } = useSummaryItem('SummaryAnswer');
  if (item.state !== 'answered') return null;
  const text = (value: string) => <ModelText text={value} settings={settings} messages={messages} />;
  const labels = item.selected.map(
    (label) => question?.options.find((option) => option.label === label)?.displayLabel ?? label,
  );
  let content: ReactNode;
  const decision = approvalDecision(question, item);
  if (decision !== undefined) content = <DecisionText decision={decision} />;
  else if (question?.secret) content = `•••• (${messages.secretHidden})`;
  // Options unknown (only a display payload survived): the stored text is all there is.
  else if (labels.length === 0 && item.custom === undefined) content = text(item.text ?? '');
  else {
    content = (
      <>
        {labels.map((label, index) => (
          <Fragment key={index}>
            {index > 0 ? messages.listSeparator : null}
            {text(label)}
          </Fragment>
        ))}
        {labels.length > 0 && item.custom !== undefined ? messages.listSeparator : null}
        {item.custom !== undefined ? <q {...slot(settings, 'summary-custom')}>{text(item.custom)}</q> : null}
      </>
    );
  }
  return (
    <span {...withHostProps(slot(settings, 'summary-answer'), props)} ref={ref}>
      {content}
    </span>
  );
});
SummaryAnswer.displayName = 'AskUser.SummaryAnswer';

const DECIDED = {
  allow: 'decidedAllow',
  always: 'decidedAlways',
  edit: 'decidedEdit',
  deny: 'decidedDeny',
} as const satisfies Record<ApprovalDecision, keyof Messages>;

/**
 * An approval's answer as what was decided: "Allowed once", "Denied: not during the freeze" (the
 * note is the denial's reason), "Allowed automatically" (a rule decided, not the user).
 */
function DecisionText({ decision }: { readonly decision: ApprovalDecision }) {
  const { item, question, settings, messages, reading } = useSummaryItem('SummaryAnswer');
  const once = decision === 'allow' && !!question?.approval?.decisions.includes('always');
  const words = once ? messages.decidedAllowOnce : messages[DECIDED[decision]];
  if (reading.autoResolution !== undefined)
    return <>{format(messages.decidedAutomatically, { decision: words })}</>;
  if (decision !== 'deny' || !item.notes) return <>{words}</>;
  return (
    <>
      {formatNodes(messages.decidedBecause, {
        decision: words,
        reason: <ModelText text={item.notes} settings={settings} messages={messages} />,
      })}
    </>
  );
}

/** The answer's chips: given as free text ("Own answer"), and "Not the recommended option". */
export function SummaryChips() {
  const { item, question, settings, messages } = useSummaryItem('SummaryChips');
  const chips = decisionChips(item, question);
  return (
    <>
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
    </>
  );
}
SummaryChips.displayName = 'AskUser.SummaryChips';

/**
 * The summary's element and its context: `data-outcome` and `data-source`; without children, the
 * heading, the questions and what the call says beyond them. @internal
 */
export const SummarySection = forwardRef<
  HTMLElement,
  Props<'section'> & { readonly summary: SummaryContextValue; readonly after?: ReactNode }
>(function SummarySection({ summary, after, children, ...rest }, ref) {
  const { reading, settings } = summary;
  const ours = {
    ...slot(settings, 'summary'),
    'data-outcome': reading.outcome,
    'data-source': reading.source,
  };
  return (
    <SummaryContext.Provider value={summary}>
      <section {...withHostProps(ours, rest)} ref={ref}>
        {children ?? (
          <>
            <SummaryHeading />
            <SummaryList />
            <SummaryExtras />
          </>
        )}
      </section>
      {after}
    </SummaryContext.Provider>
  );
});

'use client';
import { Slot } from '@radix-ui/react-slot';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { approvalsOnly } from '../../../core/card/question-state.js';
import { AutoResolutionBar } from '../../auto-resolution/auto-resolution-bar.js';
import { format } from '../../i18n/messages.js';
import { slot } from '../../slots.js';
import { ModelText } from '../../text/model-text.js';
import { type AsChildProps, useCardPart, useCardSlice, withHostProps } from '../context.js';
import { OriginLine } from './origin-line.js';

/**
 * The card's heading: the card's `title`, the input's title, or "The agent has a question" /
 * "… has N questions"; "Change your answers" in the amend editor. Children replace the text.
 * Renders nothing while the summary shows (it has its own heading).
 */
export const Title = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<'h3'> & AsChildProps>(
  function Title({ asChild, children, ...rest }, ref) {
    const { ids, settings, messages, headingLevel, title, slice } = useCardSlice(
      'Title',
      (snapshot, derived) => ({
        view: derived.view,
        inputTitle: snapshot.props.normalized.title,
        count: snapshot.props.normalized.questions.length,
        approvals: approvalsOnly(snapshot.props.normalized.questions),
      }),
    );
    if (slice.view === 'summary') return null;
    const Heading = asChild ? Slot : (`h${headingLevel}` as 'h3');
    // Only the kit's own words carry the catalogue's language: a title from the host or the agent
    // keeps the page's.
    const kitWords = slice.view === 'amend' || (title === undefined && slice.inputTitle === undefined);
    const text =
      slice.view === 'amend' ? (
        messages.amendTitle
      ) : title !== undefined ? (
        title
      ) : slice.inputTitle !== undefined ? (
        <ModelText text={slice.inputTitle} settings={settings} messages={messages} />
      ) : slice.approvals > 1 ? (
        format(messages.cardTitleApprovals, { count: slice.approvals })
      ) : slice.approvals === 1 ? (
        messages.cardTitleApproval
      ) : slice.count > 1 ? (
        format(messages.cardTitleMany, { count: slice.count })
      ) : (
        messages.cardTitleOne
      );
    return (
      <Heading
        {...withHostProps(
          // The amend editor's heading takes focus when the editor opens (never by Tab).
          {
            ...slot(settings, 'card-title'),
            id: ids.title,
            tabIndex: slice.view === 'amend' ? -1 : undefined,
            lang: kitWords && children === undefined ? messages.lang : undefined,
          },
          rest,
        )}
        ref={ref}
      >
        {children ?? text}
      </Heading>
    );
  },
);
Title.displayName = 'AskUser.Title';

/** The card's header. Without children, the title. Renders nothing while the summary shows. */
export const Header = forwardRef<HTMLElement, ComponentPropsWithoutRef<'header'> & AsChildProps>(
  function Header({ asChild, children, ...rest }, ref) {
    const { settings, slice } = useCardSlice('Header', (_snapshot, derived) => ({ view: derived.view }));
    if (slice.view === 'summary') return null;
    const Container = asChild ? Slot : 'header';
    return (
      <Container {...withHostProps(slot(settings, 'card-header'), rest)} ref={ref}>
        {children ?? <Title />}
      </Container>
    );
  },
);
Header.displayName = 'AskUser.Header';

/** Where the question comes from (the chain of agents and their context), when known. */
export function Origin() {
  const { settings, messages, origin } = useCardPart('Origin');
  return <OriginLine origin={origin} settings={settings} messages={messages} />;
}

/** The countdown of a host-scheduled auto-resolution, while the call is pending. */
export function AutoResolution() {
  const { settings, messages, autoResolution, slice } = useCardSlice(
    'AutoResolution',
    (_snapshot, derived) => ({
      view: derived.view,
    }),
  );
  if (!autoResolution || slice.view !== 'questions') return null;
  return (
    <AutoResolutionBar
      schedule={autoResolution}
      settings={settings}
      messages={messages}
      locale={messages.lang}
    />
  );
}

/** Says the input breaks the tool's contract (the card still renders it leniently). */
export function Warning() {
  const { settings, messages, slice } = useCardSlice('Warning', (_snapshot, derived) => ({
    count: derived.view === 'questions' ? derived.contractProblems.length : 0,
  }));
  if (slice.count === 0) return null;
  return (
    <div {...slot(settings, 'warning')} role="note" data-count={slice.count}>
      <strong>{messages.warningTitle}</strong> {messages.warningBody}
    </div>
  );
}

/** Says another client already answered this call. */
export function AnsweredElsewhere() {
  const { settings, messages, slice } = useCardSlice('AnsweredElsewhere', (snapshot) => ({
    elsewhere: snapshot.props.answeredElsewhere,
  }));
  if (!slice.elsewhere) return null;
  return (
    <p {...slot(settings, 'elsewhere')} role="note">
      {messages.answeredElsewhere}
    </p>
  );
}

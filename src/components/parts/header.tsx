'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { contractProblems } from '../../core/card/card-state.js';
import { AutoResolutionBar } from '../card/auto-resolution-bar.js';
import { OriginLine } from '../card/origin-line.js';
import { slot } from '../context.js';
import { useCardPart, withHostProps } from './context.js';

/**
 * The card's heading: the card's `title`, the input's title, or "Claude has a question" /
 * "… has N questions". Children replace the text. Renders nothing once the call is finished
 * (the summary has its own heading).
 */
export const Title = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<'h3'>>(
  function Title(props, ref) {
    const { settings, headingLevel, title, titleId, finished } = useCardPart('Title');
    if (finished) return null;
    const Heading = `h${headingLevel}` as 'h3';
    const { children, ...rest } = props;
    return (
      <Heading {...withHostProps({ ...slot(settings, 'card-title'), id: titleId }, rest)} ref={ref}>
        {children ?? title}
      </Heading>
    );
  },
);
Title.displayName = 'AskUser.Title';

/** The card's header. Without children, the title. Renders nothing once the call is finished. */
export const Header = forwardRef<HTMLElement, ComponentPropsWithoutRef<'header'>>(
  function Header(props, ref) {
    const { settings, finished } = useCardPart('Header');
    if (finished) return null;
    const { children, ...rest } = props;
    return (
      <header {...withHostProps(slot(settings, 'card-header'), rest)} ref={ref}>
        {children ?? <Title />}
      </header>
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
  const { settings, messages, autoResolution, finished } = useCardPart('AutoResolution');
  if (!autoResolution || finished) return null;
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
  const { card, settings, messages, finished } = useCardPart('Warning');
  const problems = contractProblems(card.normalized);
  if (finished || problems.length === 0) return null;
  return (
    <div {...slot(settings, 'warning')} role="note" data-count={problems.length}>
      <strong>{messages.warningTitle}</strong> {messages.warningBody}
    </div>
  );
}

/** Says another client already answered this call. */
export function AnsweredElsewhere() {
  const { settings, messages, answeredElsewhere } = useCardPart('AnsweredElsewhere');
  if (!answeredElsewhere) return null;
  return (
    <p {...slot(settings, 'elsewhere')} role="note">
      {messages.answeredElsewhere}
    </p>
  );
}

'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { contractProblems } from '../../core/card/card-state.js';
import { OriginLine } from '../card/origin-line.js';
import { slot } from '../context.js';
import { autoResolutionView } from '../lazy-modules.js';
import { useCardSlice, withHostProps } from './context.js';
import { WithModule } from './with-module.js';

/**
 * The card's heading: the card's `title`, the input's title, or "Claude has a question" /
 * "… has N questions". Children replace the text. Renders nothing once the call is finished
 * (the summary has its own heading).
 */
export const Title = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<'h3'>>(
  function Title(props, ref) {
    const { settings, headingLevel, title, titleId, finished } = useCardSlice('Title', (state) => ({
      settings: state.settings,
      headingLevel: state.headingLevel,
      title: state.title,
      titleId: state.titleId,
      finished: state.finished,
    }));
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
    const { settings, finished } = useCardSlice('Header', (state) => ({
      settings: state.settings,
      finished: state.finished,
    }));
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
  const { settings, messages, origin } = useCardSlice('Origin', (state) => ({
    settings: state.settings,
    messages: state.messages,
    origin: state.origin,
  }));
  return <OriginLine origin={origin} settings={settings} messages={messages} />;
}

/** The countdown of a host-scheduled auto-resolution, while the call is pending. */
export function AutoResolution() {
  const { settings, messages, autoResolution, finished } = useCardSlice('AutoResolution', (state) => ({
    settings: state.settings,
    messages: state.messages,
    autoResolution: state.autoResolution,
    finished: state.finished,
  }));
  if (!autoResolution || finished) return null;
  return (
    <WithModule
      module={autoResolutionView}
      render={({ AutoResolutionBar }) => (
        <AutoResolutionBar
          schedule={autoResolution}
          settings={settings}
          messages={messages}
          locale={messages.lang}
        />
      )}
    />
  );
}

/** Says the input breaks the tool's contract (the card still renders it leniently). */
export function Warning() {
  const { normalized, settings, messages, finished } = useCardSlice('Warning', (state) => ({
    normalized: state.card.normalized,
    settings: state.settings,
    messages: state.messages,
    finished: state.finished,
  }));
  const problems = contractProblems(normalized);
  if (finished || problems.length === 0) return null;
  return (
    <div {...slot(settings, 'warning')} role="note" data-count={problems.length}>
      <strong>{messages.warningTitle}</strong> {messages.warningBody}
    </div>
  );
}

/** Says another client already answered this call. */
export function AnsweredElsewhere() {
  const { settings, messages, answeredElsewhere } = useCardSlice('AnsweredElsewhere', (state) => ({
    settings: state.settings,
    messages: state.messages,
    answeredElsewhere: state.answeredElsewhere,
  }));
  if (!answeredElsewhere) return null;
  return (
    <p {...slot(settings, 'elsewhere')} role="note">
      {messages.answeredElsewhere}
    </p>
  );
}

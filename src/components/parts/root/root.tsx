'use client';
import { type ComponentPropsWithoutRef, type ReactNode, forwardRef, useMemo } from 'react';
import { waitingDeadline } from '../../../core/auto-resolution/auto-resolution.js';
import { readOrigin } from '../../../core/queue/origin.js';
import { field } from '../../../core/utils/read.js';
import { type CardBinding, useCardBinding } from '../../../hooks/card/use-ask-user-question.js';
import { useCardSelector } from '../../../hooks/card/use-card-selector.js';
import type { UseAskUserQuestionOptions } from '../../../hooks/card/types.js';
import type { AutoResolutionDisplay } from '../../auto-resolution/auto-resolution-bar.js';
import type { QuestionOrigin } from '../../../core/queue/origin.js';
import { type KitSettings, themeAttribute, useKitSettings } from '../../settings.js';
import { slot } from '../../slots.js';
import { type CardActionsConfig, CardContext, type CardContextValue, withHostProps } from '../context.js';
import { ErrorCard } from '../error-card/error-card.js';
import { CardContent } from '../layout/layout.js';

/** What a card is given: the call, the host's handlers, and how to show it. */
export interface AskUserCardOptions extends KitSettings, UseAskUserQuestionOptions {
  /** `stacked` shows every question; `steps` shows one at a time with a review step. */
  readonly layout?: 'stacked' | 'steps';
  /** Which buttons the card offers besides Submit (all by default). */
  readonly actions?: CardActionsConfig;
  /** Replaces the card heading. */
  readonly title?: ReactNode;
  /** Level of the card heading (default 3); question texts are not headings. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  readonly className?: string;
  /** Where the question comes from (subagents): breadcrumb of agents, root first, and context. */
  readonly origin?: QuestionOrigin;
  /** A host-scheduled auto-resolution to display: countdown, policy, Pause. */
  readonly autoResolution?: AutoResolutionDisplay;
}

/** `AskUser.Root`'s props: the card's options, the section's DOM props, and the card's parts. */
export interface RootProps
  extends
    AskUserCardOptions,
    Omit<ComponentPropsWithoutRef<'section'>, keyof AskUserCardOptions | 'children'> {
  /** The card's parts. Without children, the default card. */
  readonly children?: ReactNode;
}

/** The names of the card's options, to tell them from the section's DOM props. */
const OPTION_KEYS: ReadonlySet<string> = new Set<keyof AskUserCardOptions>([
  'input',
  'record',
  'status',
  'response',
  'layout',
  'actions',
  'title',
  'headingLevel',
  'className',
  'locale',
  'messages',
  'unstyled',
  'classNames',
  'dir',
  'theme',
  'renderMarkdown',
  'allowRemoteImages',
  'origin',
  'autoResolution',
  'onAmend',
  'answeredElsewhere',
  'draft',
  'defaultDraft',
  'onDraftChange',
  'onStateChange',
  'restore',
  'stateReducer',
  'onSubmit',
  'onDecline',
  'onCancel',
  'disabled',
  'allowCustom',
  'id',
  'shortcuts',
]);

/** The card's options and the rest, which are the section's DOM props. */
function splitProps(props: RootProps): [AskUserCardOptions, Record<string, unknown>] {
  const options: Record<string, unknown> = {};
  const dom: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key !== 'children') (OPTION_KEYS.has(key) ? options : dom)[key] = value;
  }
  return [options as AskUserCardOptions, dom];
}

// One element for every card: when the card's state changes, React skips the unchanged tree
// and only the parts subscribed to what changed re-render.
const DEFAULT_CONTENT = <CardContent />;

/**
 * The card from its store: the card, or its error card — also when rendering the card failed
 * (`renderFailed`), so the error card shares the call's store and its one delivery. What
 * `AskUser.Root` and `<AskUserQuestion>` render. @internal
 */
export const CardView = forwardRef<
  HTMLElement,
  RootProps & { readonly card: CardBinding; readonly renderFailed?: boolean }
>(function CardView({ card, renderFailed = false, children, ...props }, ref) {
  const [options, dom] = splitProps(props);
  const settings = useKitSettings(options);
  const { layout = 'stacked', headingLevel = 3, actions, title, autoResolution, record } = options;
  const countdown = useMemo(() => {
    const deadline = waitingDeadline(record);
    return autoResolution ?? (deadline === undefined ? undefined : { deadline });
  }, [autoResolution, record]);
  const originGiven = options.origin;
  const origin = useMemo(() => readOrigin(originGiven ?? field(record, 'origin')), [originGiven, record]);
  // What the card's own element shows; a click on an option changes none of it.
  const root = useCardSelector(card.store, (snapshot, derived) => ({
    view: derived.view,
    viewState: derived.viewState,
    phase: derived.phase,
    invalid: derived.contractProblems.length > 0,
    idBase: snapshot.props.idBase,
    questions: snapshot.props.normalized.questions,
  }));
  const ids = card.ids();
  const context = useMemo<CardContextValue>(
    () => ({
      card,
      ids,
      settings,
      messages: settings.resolvedMessages,
      layout,
      headingLevel,
      actionsConfig: actions,
      title,
      origin,
      autoResolution: countdown,
    }),
    [card, ids, settings, layout, headingLevel, actions, title, origin, countdown],
  );
  const { className } = options;
  if (renderFailed || root.view === 'error') {
    return (
      <ErrorCard
        ref={ref}
        context={context}
        className={className}
        problem={renderFailed ? 'unrenderable' : undefined}
      />
    );
  }
  const ours = {
    ...card.getRootProps(),
    ...slot(settings, 'card', className),
    'data-auq-root': '',
    'data-auq-theme': themeAttribute(settings),
    'data-layout': layout,
    dir: settings.dir,
  };
  return (
    <CardContext.Provider value={context}>
      <section {...withHostProps(ours, dom)} ref={ref}>
        {children ?? DEFAULT_CONTENT}
      </section>
    </CardContext.Provider>
  );
});

/** The card's options among a part's props, for the card's store. @internal */
export function cardOptions(props: RootProps): AskUserCardOptions {
  return splitProps(props)[0];
}

/**
 * The card: runs the card's state machine (what `useAskUserQuestion` returns) and provides it,
 * with how the card is shown, to every part inside it. Without children it renders the default
 * card, exactly as `<AskUserQuestion>` does. Input it cannot show, or a host mistake, renders the
 * error card, which still lets the user decline.
 */
export const Root = forwardRef<HTMLElement, RootProps>(function Root(props, ref) {
  const card = useCardBinding(cardOptions(props));
  return <CardView {...props} card={card} ref={ref} />;
});
Root.displayName = 'AskUser.Root';

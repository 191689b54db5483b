'use client';
import { type RefObject, Suspense, forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/isomorphic-layout-effect.js';
import type { AnswerDraft } from '../../core/draft/draft.js';
import type { DraftChangeDetails } from '../../hooks/card/types.js';
import { type UseRespondOnceReturn, useRespondOnce } from '../../hooks/use-respond-once.js';
import type { AskUserResponse } from '../../core/types.js';
import { contractProblems, isFinishedState } from '../../core/card/card-state.js';
import { slot, themeAttribute } from '../context.js';
import { attachLoaders } from '#lazy-loaders';
import { type OnDemand, onServer } from '../on-demand.js';
import { useCardModel, splitProps } from './card-model.js';
import type { RootProps } from './card-options.js';
import { CardContext, useCardStore, withHostProps } from './context.js';
import { CardContent } from './defaults.js';
import { CardErrorBoundary, ErrorCard, type ErrorCardProblem, regainFocus } from './error-card.js';
import { useFallbackSettings } from './card-settings.js';
import { CardLoading } from './card-loading.js';

export type { AskUserCardOptions, RootProps } from './card-options.js';
// One element for every card: when the card's state changes, React skips the unchanged tree
// and only the parts subscribed to what changed re-render.
const DEFAULT_CONTENT = <CardContent />;

/**
 * The card: runs `useAskUserQuestion`, decides the card's state (pending, streaming, finished,
 * a host mistake) and provides them to every part inside it. Without children it renders the
 * default card, exactly as `<AskUserQuestion>` does. What a card needs beyond a pending English
 * card (its summary, previews, the steps layout, the countdown, the Chinese catalogue) loads
 * the first time a card needs it; until then the card shows a loading frame, and a hydrating
 * card keeps the server's markup.
 */
export const Root = forwardRef<HTMLElement, RootProps>(function Root(props, ref) {
  attachLoaders();
  const keptRef = useRef<KeptAcrossRetry>({ refocus: false });
  // The call's one delivery, here rather than in the card: a failed load may replace the card with
  // its error card, and what the host does with a response still going out must reach whichever
  // is on screen. Every response of the call, the error card's Decline too, goes through it.
  const respondOnce = useRespondOnce();
  const cardProps = useKeptDraft(props, keptRef);
  // On a server the fallback is the card itself. React's streaming renderer may send a large
  // boundary's fallback first and its content a moment later, to paint sooner, even when nothing
  // suspended (Next.js renders so): with the loading frame there, every such card would show
  // its skeleton until the content is moved in. A browser waits with the loading frame.
  const fallback = onServer ? <CardRoot {...props} ref={ref} /> : <CardLoading {...props} ref={ref} />;
  return (
    <CardErrorBoundary
      loadsOnly
      fallback={(problem, retry, failed) => (
        <FallbackErrorCard
          {...cardProps}
          problem={problem}
          retry={retry}
          failedModule={failed}
          keptRef={keptRef}
          respondOnce={respondOnce}
        />
      )}
    >
      <Suspense fallback={fallback}>
        <CardRoot {...cardProps} keptRef={keptRef} respondOnce={respondOnce} ref={ref} />
      </Suspense>
    </CardErrorBoundary>
  );
});
Root.displayName = 'AskUser.Root';

/**
 * What outlives the card while its error card shows, besides the delivery. A module the card
 * newly needs after the user began (a host switching to the steps layout, an input leaving
 * Claude's shape) may fail to load; the card then gives way to the error card, and its "Try again"
 * brings the card back as the user left it. Not state: keeping it must not render anything.
 */
interface KeptAcrossRetry {
  /** The user's uncontrolled draft (a controlled one is the host's own). */
  draft?: AnswerDraft;
  /** The steps layout's step the user was on. */
  step?: number;
  /**
   * Focus was in the error card when it last retried: the card coming back takes focus if it was
   * lost with the button (and so does the error card, if the card fails again).
   */
  refocus: boolean;
}

/** The card's props, its draft changes noting the draft it would come back with. */
function useKeptDraft(props: RootProps, keptRef: RefObject<KeptAcrossRetry>): RootProps {
  const { onDraftChange } = props;
  const keepDraft = useCallback(
    (draft: AnswerDraft, details: DraftChangeDetails) => {
      keptRef.current.draft = draft;
      onDraftChange?.(draft, details);
    },
    [keptRef, onDraftChange],
  );
  return { ...props, onDraftChange: keepDraft };
}

/**
 * The error card a card falls back to, from the card's own props. Decline and Dismiss stay
 * offered, except when the call was answered already: a finished call whose module did not load,
 * or a card whose own response went out (or is going out).
 */
export function FallbackErrorCard(
  props: RootProps & {
    readonly problem: ErrorCardProblem;
    /** Loads what failed and renders the card again (a module that did not load). */
    readonly retry?: (() => void) | undefined;
    readonly failedModule?: OnDemand<unknown> | undefined;
    /** What the card kept: whether the retry came from inside. */
    readonly keptRef?: RefObject<KeptAcrossRetry> | undefined;
    /** The call's delivery, shared with the card. */
    readonly respondOnce?: UseRespondOnceReturn<AskUserResponse> | undefined;
  },
) {
  const settings = useFallbackSettings(props);
  const { retry, keptRef, respondOnce } = props;
  const onRetry = useCallback(
    (hadFocus: boolean) => {
      if (keptRef) keptRef.current.refocus = hadFocus;
      retry?.();
    },
    [retry, keptRef],
  );
  const finished =
    props.record !== undefined || props.response !== undefined || isFinishedState(props.status);
  const state = respondOnce?.delivery.state;
  return (
    <ErrorCard
      problem={props.problem}
      settings={settings}
      messages={settings.resolvedMessages}
      onDecline={props.onDecline}
      onCancel={props.onCancel}
      className={props.className}
      answerable={state !== 'sending' && state !== 'sent' && (props.problem !== 'not-loaded' || !finished)}
      onRetry={retry ? onRetry : undefined}
      failedModule={props.failedModule}
      // Read as the error card renders, after the card that failed last wrote it.
      // eslint-disable-next-line react-hooks/refs
      focusRetry={keptRef?.current.refocus}
      respondOnce={respondOnce}
    />
  );
}

interface CardRootProps extends RootProps {
  readonly keptRef?: RefObject<KeptAcrossRetry>;
  readonly respondOnce?: UseRespondOnceReturn<AskUserResponse>;
}

const CardRoot = forwardRef<HTMLElement, CardRootProps>(function CardRoot(
  { keptRef, respondOnce, ...props },
  ref,
) {
  const [hostOptions, domProps] = splitProps(props);
  // Read once, as the card mounts: after a retry, the card resumes where the user was.
  // eslint-disable-next-line react-hooks/refs -- a copy taken once, as the card mounts
  const [resumed] = useState(() => ({ ...keptRef?.current }));
  const options = { ...hostOptions, defaultDraft: resumed.draft ?? hostOptions.defaultDraft };
  const { context, problem } = useCardModel(options, { step: resumed.step, respondOnce });
  const rootId = context.card.ids.root;
  const step = context.steps.current;
  useIsomorphicLayoutEffect(() => {
    if (keptRef) keptRef.current.step = step;
  }, [keptRef, step]);
  useEffect(() => {
    if (keptRef?.current.refocus) regainFocus(document.getElementById(rootId));
  }, [keptRef, rootId]);
  const store = useCardStore(context);
  const { card, settings, messages, layout, viewState, finished, amending, titleId, summaryTitleId } =
    context;
  const { className, onDecline, onCancel } = options;
  if (problem) {
    return (
      <ErrorCard
        ref={ref}
        problem={problem}
        settings={settings}
        messages={messages}
        onDecline={onDecline}
        onCancel={onCancel}
        className={className}
        respondOnce={respondOnce}
      />
    );
  }
  const sectionProps = withHostProps(
    {
      ...card.getRootProps(),
      ...slot(settings, 'card', className),
      'data-auq-root': '',
      'data-auq-theme': themeAttribute(settings),
      'data-state': viewState,
      'data-layout': layout,
      'data-invalid': contractProblems(card.normalized).length > 0 ? '' : undefined,
      lang: messages.lang,
      dir: settings.dir,
      'aria-labelledby': finished && !amending ? summaryTitleId : titleId,
    },
    domProps,
  );
  return (
    <CardContext.Provider value={store}>
      <section {...sectionProps} ref={ref}>
        {props.children ?? DEFAULT_CONTENT}
      </section>
    </CardContext.Provider>
  );
});

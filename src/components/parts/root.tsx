'use client';
import { Suspense, forwardRef, useCallback, useEffect, useRef } from 'react';
import type { AnswerDraft } from '../../core/draft/draft.js';
import type { DraftChangeDetails } from '../../hooks/card/types.js';
import { contractProblems, isFinishedState } from '../../core/card/card-state.js';
import { slot, themeAttribute } from '../context.js';
import { attachLoaders } from '#lazy-loaders';
import { onServer } from '../on-demand.js';
import { useCardModel, splitProps } from './card-model.js';
import type { RootProps } from './card-options.js';
import { CardContext, useCardStore, withHostProps } from './context.js';
import { CardContent } from './defaults.js';
import { CardErrorBoundary, ErrorCard, type ErrorCardProblem } from './error-card.js';
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
  const cardProps = useDraftKeptAcrossRetry(props);
  // Focus was in the error card when it retried: the card it gives way to takes it.
  const refocusRef = useRef(false);
  // On a server the fallback is the card itself. React's streaming renderer may send a large
  // boundary's fallback first and its content a moment later, to paint sooner, even when nothing
  // suspended (Next.js renders so): with the loading frame there, every such card would show
  // its skeleton until the content is moved in. A browser waits with the loading frame.
  const fallback = onServer ? <CardRoot {...props} ref={ref} /> : <CardLoading {...props} ref={ref} />;
  return (
    <CardErrorBoundary
      loadsOnly
      fallback={(problem, retry) => (
        <FallbackErrorCard
          {...props}
          problem={problem}
          onRetry={(hadFocus) => {
            refocusRef.current = hadFocus;
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={fallback}>
        <CardRoot {...cardProps} refocusRef={refocusRef} ref={ref} />
      </Suspense>
    </CardErrorBoundary>
  );
});
Root.displayName = 'AskUser.Root';

/**
 * The user's answers, kept outside the card. A module the card newly needs after the user began
 * (a host switching to the steps layout, an input leaving Claude's shape) may fail to load; the
 * card then gives way to the error card, and its "Try again" brings back the card with the
 * answers as they were. A controlled draft is the host's own and needs no keeping.
 */
function useDraftKeptAcrossRetry(props: RootProps): RootProps {
  // Not state: keeping the answers must not render anything.
  const kept = useRef<AnswerDraft | undefined>(undefined);
  const { onDraftChange } = props;
  const keep = useCallback(
    (draft: AnswerDraft, details: DraftChangeDetails) => {
      kept.current = draft;
      onDraftChange?.(draft, details);
    },
    [onDraftChange],
  );
  if (props.draft !== undefined) return props;
  // The card reads its default draft only as it mounts (the first time, and after a retry), so a
  // render that reads the ref's newer value changes nothing already on screen.
  /* eslint-disable react-hooks/refs */
  return { ...props, defaultDraft: kept.current ?? props.defaultDraft, onDraftChange: keep };
  /* eslint-enable react-hooks/refs */
}

/**
 * The error card a card falls back to, from the card's own props. Decline and Dismiss stay
 * offered, except when a module did not load for a finished call: it was answered already.
 */
export function FallbackErrorCard(
  props: RootProps & {
    readonly problem: ErrorCardProblem;
    readonly onRetry?: ((hadFocus: boolean) => void) | undefined;
  },
) {
  const settings = useFallbackSettings(props);
  const finished =
    props.record !== undefined || props.response !== undefined || isFinishedState(props.status);
  return (
    <ErrorCard
      problem={props.problem}
      settings={settings}
      messages={settings.resolvedMessages}
      onDecline={props.onDecline}
      onCancel={props.onCancel}
      className={props.className}
      answerable={props.problem !== 'not-loaded' || !finished}
      onRetry={props.onRetry}
    />
  );
}

/** Where focus goes in a card that comes back from a retry: its first control. */
const FOCUSABLE =
  'button:not(:disabled), input:not(:disabled), textarea:not(:disabled), [href], [tabindex="0"]';

interface CardRootProps extends RootProps {
  /** Set when the card comes back from a retry that had focus in the error card. */
  readonly refocusRef?: { current: boolean };
}

const CardRoot = forwardRef<HTMLElement, CardRootProps>(function CardRoot({ refocusRef, ...props }, ref) {
  const [options, domProps] = splitProps(props);
  const { context, problem } = useCardModel(options);
  const rootId = context.card.ids.root;
  useEffect(() => {
    if (!refocusRef?.current) return;
    refocusRef.current = false;
    const first = document.getElementById(rootId)?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
  }, [refocusRef, rootId]);
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

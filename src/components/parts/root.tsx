'use client';
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { readAnswers } from '../../core/answers/read-answers.js';
import {
  cardProblem,
  cardViewState,
  contractProblems,
  isAmendable,
  isCardFinished,
  isFinishedState,
  recordFromResponse,
} from '../../core/card/card-state.js';
import { createAmendment } from '../../core/draft/amend.js';
import type { AnswerDraft } from '../../core/draft/draft.js';
import type { Amendment } from '../../core/draft/amend.js';
import { type QuestionOrigin, readOrigin } from '../../core/queue/origin.js';
import { asAskUserInput } from '../../core/record/as-input.js';
import type { AskUserInput, AskUserRecord, AskUserRecordState, AskUserResponse } from '../../core/types.js';
import { field } from '../../core/utils/read.js';
import { isDevelopment } from '../../hooks/development.js';
import {
  type DraftChangeDetails,
  type DraftStateReducer,
  useAskUserQuestion,
} from '../../hooks/use-ask-user-question.js';
import type { ResponseHandler } from '../../hooks/use-respond-once.js';
import type { AutoResolutionDisplay } from '../card/auto-resolution-bar.js';
import { type KitSettings, slot, useKitSettings } from '../context.js';
import { format } from '../i18n/messages.js';
import { ModelText } from '../text/model-text.js';
import { type CardActionsConfig, CardContext, type CardContextValue, withHostProps } from './context.js';
import { CardContent } from './defaults.js';
import { ErrorCard } from './error-card.js';
import { useStepsState } from './steps-state.js';

/** What a card is given: the call, the host's handlers, and how to show it. */
export interface AskUserCardOptions extends KitSettings {
  /**
   * The tool input in any supported shape (also partial JSON text while streaming). For a
   * value typed `unknown`, wrap it: `input={asAskUserInput(value)}`.
   */
  readonly input?: AskUserInput;
  /**
   * A stored tool-call record `{ input, output, display, raw, state }`: renders its summary.
   * For a value typed `unknown`, wrap it: `record={asAskUserRecord(value)}`.
   */
  readonly record?: AskUserRecord;
  /** The host's view of the call. Without it, a record's carriers and `state` decide. */
  readonly status?: AskUserRecordState;
  /** A response to summarise (for example the one the host already sent). */
  readonly response?: AskUserResponse;
  /**
   * The user accepted (answers possibly partial or none). May return a Promise: the card shows
   * "Sending…" until it resolves and says "Answers sent" only then; a rejection is shown in
   * the card and the draft is kept, so the user can send again.
   */
  readonly onSubmit?: ResponseHandler;
  /** The user refused to answer. May return a Promise, like `onSubmit`. */
  readonly onDecline?: ResponseHandler;
  /** The user dismissed the question without deciding. May return a Promise, like `onSubmit`. */
  readonly onCancel?: ResponseHandler;
  /** Controlled draft, with `onDraftChange`. */
  readonly draft?: AnswerDraft;
  readonly defaultDraft?: AnswerDraft;
  readonly onDraftChange?: (draft: AnswerDraft, details: DraftChangeDetails) => void;
  readonly stateReducer?: DraftStateReducer;
  /** `stacked` shows every question; `steps` shows one at a time with a review step. */
  readonly layout?: 'stacked' | 'steps';
  /** `false` hides the free-text choice everywhere. */
  readonly allowCustom?: boolean;
  readonly disabled?: boolean;
  readonly actions?: CardActionsConfig;
  /** Replaces the card heading. */
  readonly title?: ReactNode;
  /** Level of the card heading (default 3); question texts are not headings. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  readonly className?: string;
  readonly id?: string;
  /** Where the question comes from (subagents): breadcrumb of agents, root first, and context. */
  readonly origin?: QuestionOrigin;
  /** A host-scheduled auto-resolution to display: countdown, policy, Pause. */
  readonly autoResolution?: AutoResolutionDisplay;
  /**
   * Let the user change a finished call's answers. Receives the correction to send to the
   * agent (what changed, the new answers, a message for the model). The kit sends nothing.
   */
  readonly onAmend?: (amendment: Amendment) => void;
  /** Another client answered this call: it can no longer be submitted here. */
  readonly answeredElsewhere?: boolean;
}

/** `AskUser.Root`'s props: the card's options, the section's DOM props, and the card's parts. */
export interface RootProps
  extends
    AskUserCardOptions,
    Omit<ComponentPropsWithoutRef<'section'>, keyof AskUserCardOptions | 'children'> {
  /** The card's parts. Without children, the default card. */
  readonly children?: ReactNode;
}

/**
 * The card: runs `useAskUserQuestion`, decides the card's state (pending, streaming, finished,
 * a host mistake) and provides them to every part inside it. Without children it renders the
 * default card, exactly as `<AskUserQuestion>` does.
 */
export const Root = forwardRef<HTMLElement, RootProps>(function Root(props, ref) {
  const {
    input,
    record,
    status,
    response: hostResponse,
    layout = 'stacked',
    actions,
    title,
    headingLevel = 3,
    className,
    locale,
    messages: messageOverrides,
    unstyled,
    classNames,
    dir,
    theme,
    renderMarkdown,
    allowRemoteImages,
    origin,
    autoResolution,
    onAmend,
    answeredElsewhere = false,
    children,
    draft,
    defaultDraft,
    onDraftChange,
    stateReducer,
    onSubmit,
    onDecline,
    onCancel,
    disabled,
    allowCustom,
    id,
    ...domProps
  } = props;
  const settings = useKitSettings({
    locale,
    messages: messageOverrides,
    unstyled,
    classNames,
    dir,
    theme,
    renderMarkdown,
    allowRemoteImages,
  });
  const messages = settings.resolvedMessages;
  const source = input !== undefined ? input : field(record, 'input');
  const card = useAskUserQuestion({
    input: asAskUserInput(source),
    status,
    draft,
    defaultDraft,
    onDraftChange,
    stateReducer,
    onSubmit,
    onDecline,
    onCancel,
    allowCustom,
    id,
    disabled: disabled === true || answeredElsewhere,
  });
  const steps = useStepsState(card.questions);
  const [amending, setAmending] = useState(false);
  const [amended, setAmended] = useState<AskUserResponse | undefined>();
  const resolvedOrigin = useMemo(() => readOrigin(origin ?? field(record, 'origin')), [origin, record]);

  const recordState = field(record, 'state');
  const reading = useMemo(() => {
    const response = amended ?? card.response ?? hostResponse;
    if (response) return readAnswers(recordFromResponse(source, response), { normalized: card.normalized });
    if (record !== undefined) return readAnswers(record, { normalized: card.normalized });
    if (isFinishedState(status))
      return readAnswers({ input: source, state: status }, { normalized: card.normalized });
    return undefined;
  }, [amended, card.response, hostResponse, record, source, status, card.normalized]);

  const streaming = card.phase === 'streaming';
  const facts = {
    status,
    hasInput: input !== undefined,
    hasRecord: record !== undefined,
    recordHasInput: field(record, 'input') !== undefined,
    recordState,
    responded: !!card.response || !!hostResponse,
    readingSource: reading?.source,
    questionCount: card.questions.length,
    readingQuestionCount: reading?.questions.length ?? 0,
    streaming,
  };
  const finished = isCardFinished(facts);
  const problem = cardProblem({ ...facts, finished });

  const unconnected = !problem && !finished && card.phase === 'editing' && !onSubmit;
  useEffect(() => {
    if (unconnected && isDevelopment()) {
      console.warn(
        'ask-user-kit: a pending <AskUserQuestion> has no onSubmit, so answers would reach nobody. ' +
          'Pass onSubmit (and onDecline / onCancel), or render a finished call with `record`.',
      );
    }
  }, [unconnected]);

  const amendable = isAmendable({
    canAmend: !!onAmend,
    finished,
    outcome: reading?.outcome,
    questionCount: card.questions.length,
    answeredElsewhere,
  });
  const finishAmend = useCallback(
    (response: AskUserResponse | undefined) => {
      setAmending(false);
      if (!response || !reading) return;
      const amendment = createAmendment(source, reading, response);
      if (!amendment) return;
      setAmended(response);
      onAmend?.(amendment);
    },
    [reading, source, onAmend],
  );
  const startAmend = useCallback(() => setAmending(true), []);

  const titleId = `${card.ids.root}-title`;
  const summaryTitleId = `${card.ids.root}-summary-title`;
  const cardTitle =
    title ??
    (card.normalized.title !== undefined ? (
      <ModelText text={card.normalized.title} settings={settings} messages={messages} />
    ) : undefined) ??
    (card.questions.length > 1
      ? format(messages.cardTitleMany, { count: card.questions.length })
      : messages.cardTitleOne);
  const viewState = cardViewState({ answeredElsewhere, finished, outcome: reading?.outcome, streaming });
  const context: CardContextValue = {
    card,
    settings,
    messages,
    layout,
    headingLevel,
    viewState,
    finished,
    reading,
    amendable,
    amending: amending && !!reading,
    steps,
    actionsConfig: actions,
    title: cardTitle,
    titleId,
    summaryTitleId,
    origin: resolvedOrigin,
    autoResolution,
    answeredElsewhere,
    amended: !!amended,
    source,
    startAmend,
    finishAmend,
    onAmend,
  };

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
      'data-auq-theme': settings.theme && settings.theme !== 'inherit' ? settings.theme : undefined,
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
    <CardContext.Provider value={context}>
      <section {...sectionProps} ref={ref}>
        {children ?? <CardContent />}
      </section>
    </CardContext.Provider>
  );
});
Root.displayName = 'AskUser.Root';

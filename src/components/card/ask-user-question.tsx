'use client';
import {
  Component,
  type ErrorInfo,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { readAnswers } from '../../core/answers/read-answers.js';
import { createDisplayPayload } from '../../core/display/create-display-payload.js';
import { type Amendment, createAmendment } from '../../core/draft/amend.js';
import { createDraft } from '../../core/draft/draft.js';
import { type QuestionOrigin, readOrigin } from '../../core/queue/origin.js';
import type { AnswerDraft, DraftAnswer } from '../../core/draft/draft.js';
import type {
  AnswerReading,
  AskUserInput,
  AskUserRecord,
  AskUserResponse,
  NormalizeWarningCode,
  NormalizedInput,
  NormalizedQuestion,
} from '../../core/types.js';
import { asAskUserInput } from '../../core/record/as-input.js';
import { field } from '../../core/utils/read.js';
import { isDevelopment } from '../../hooks/development.js';
import { SendFailure } from './send-failure.js';
import { ModelText } from '../text/model-text.js';
import { toVisibleText } from '../../core/text/reveal-invisible.js';
import {
  type CardStatus,
  type DraftChangeDetails,
  type DraftStateReducer,
  type UseAskUserQuestionReturn,
  useAskUserQuestion,
} from '../../hooks/use-ask-user-question.js';
import { type DeliveryState, type ResponseHandler, useRespondOnce } from '../../hooks/use-respond-once.js';
import { type KitSettings, slot, useKitSettings, visuallyHidden } from '../context.js';
import { type Messages, format } from '../i18n/messages.js';
import { AnswerSummary } from './answer-summary.js';
import { type AutoResolutionDisplay, AutoResolutionBar } from './auto-resolution-bar.js';
import { OriginLine } from './origin-line.js';
import { QuestionField } from './question-field.js';

/** Warnings that mean "the input breaks the contract", shown as the card's warning state. */
const CONTRACT_WARNINGS: ReadonlySet<NormalizeWarningCode> = new Set([
  'too-many-questions',
  'too-many-options',
  'too-few-options',
  'header-too-long',
  'duplicate-label',
  'duplicate-question',
  'invalid-preview',
  'preview-on-multi-select',
  'missing-label',
  'option-not-an-object',
  'question-not-an-object',
  'capped',
]);

/**
 * The contract problems worth telling the user about. While the arguments stream in, a
 * question with one option so far is not breaking the contract, it is just not finished.
 */
function contractProblems(normalized: NormalizedInput) {
  if (!normalized.complete) return [];
  return normalized.warnings.filter((warning) => CONTRACT_WARNINGS.has(warning.code));
}

const FINISHED_STATES = new Set(['answered', 'declined', 'cancelled', 'error', 'unavailable']);

/** Which buttons the card offers besides Submit. All are shown by default. */
export interface CardActionsConfig {
  readonly skipAll?: boolean;
  readonly decline?: boolean;
  readonly cancel?: boolean;
}

export interface AskUserQuestionProps extends KitSettings {
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
  readonly status?: CardStatus;
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

/**
 * The record a host stores for a response, so the live summary goes through the very same
 * carriers as a cold restore (display payload first, notes and previews from the output).
 */
function recordFromResponse(input: unknown, response: AskUserResponse): Record<string, unknown> {
  if (response.action !== 'accept')
    return { input, state: response.action === 'decline' ? 'declined' : 'cancelled' };
  const output = { ...response.content };
  const display = createDisplayPayload({ ...output, selections: response.selections });
  return { input, output, display, state: 'answered' };
}

/** Decline and dismiss are reported, not celebrated. */
function statusTone(delivery: DeliveryState): 'neutral' | undefined {
  return delivery.state === 'sent' && delivery.response.action !== 'accept' ? 'neutral' : undefined;
}

function statusText(delivery: DeliveryState, streaming: boolean, messages: Messages): string {
  if (delivery.state === 'sending') return messages.sending;
  if (delivery.state !== 'sent') return streaming ? messages.receiving : '';
  const response = delivery.response;
  if (response.action === 'decline') return messages.statusDeclined;
  if (response.action === 'cancel') return messages.statusCancelled;
  return Object.keys(response.content.answers).length === 0 ? messages.statusSkippedAll : messages.statusSent;
}

// ── parts ────────────────────────────────────────────────────────────────────────────────

interface ActionBarProps {
  readonly card: UseAskUserQuestionReturn;
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly config: CardActionsConfig | undefined;
  readonly showSubmit: boolean;
}

function ActionBar({ card, settings, messages, config, showSubmit }: ActionBarProps) {
  const base = card.ids.root;
  const hint =
    card.phase !== 'editing'
      ? ''
      : card.missingRequired.length > 0
        ? messages.submitNeedsRequired
        : !card.canSubmit
          ? messages.submitNeedsAnswer
          : '';
  return (
    <div {...slot(settings, 'actions')}>
      {showSubmit ? (
        <button
          {...card.getSubmitProps()}
          {...slot(settings, 'submit')}
          aria-describedby={hint ? `${base}-submit-hint` : undefined}
        >
          {messages.submit}
        </button>
      ) : null}
      {config?.skipAll !== false ? (
        <button
          {...card.getSkipAllProps()}
          {...slot(settings, 'skip-all')}
          aria-describedby={`${base}-skip-all-hint`}
          title={messages.skipAllHint}
        >
          {messages.skipAll}
        </button>
      ) : null}
      {config?.decline !== false ? (
        <button
          {...card.getDeclineProps()}
          {...slot(settings, 'decline')}
          aria-describedby={`${base}-decline-hint`}
          title={messages.declineHint}
        >
          {messages.decline}
        </button>
      ) : null}
      {config?.cancel !== false ? (
        <button
          {...card.getCancelProps()}
          {...slot(settings, 'cancel')}
          aria-describedby={`${base}-cancel-hint`}
          title={messages.cancelHint}
        >
          {messages.cancel}
        </button>
      ) : null}
      <p {...slot(settings, 'action-hint')} id={`${base}-submit-hint`}>
        {showSubmit ? hint : ''}
      </p>
      <span {...slot(settings, 'hint')} style={visuallyHidden} id={`${base}-skip-all-hint`}>
        {messages.skipAllHint}
      </span>
      <span {...slot(settings, 'hint')} style={visuallyHidden} id={`${base}-decline-hint`}>
        {messages.declineHint}
      </span>
      <span {...slot(settings, 'hint')} style={visuallyHidden} id={`${base}-cancel-hint`}>
        {messages.cancelHint}
      </span>
    </div>
  );
}

function Skeleton({ settings, rows = 3 }: { settings: KitSettings; rows?: number }) {
  return (
    <div {...slot(settings, 'skeleton')} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} {...slot(settings, 'skeleton-row')} />
      ))}
    </div>
  );
}

function WarningNote({
  normalized,
  settings,
  messages,
}: {
  normalized: NormalizedInput;
  settings: KitSettings;
  messages: Messages;
}) {
  const problems = contractProblems(normalized);
  if (problems.length === 0) return null;
  return (
    <div {...slot(settings, 'warning')} role="note" data-count={problems.length}>
      <strong>{messages.warningTitle}</strong> {messages.warningBody}
    </div>
  );
}

interface LayoutProps {
  readonly card: UseAskUserQuestionReturn;
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly config: CardActionsConfig | undefined;
}

function StackedLayout({ card, settings, messages, config }: LayoutProps) {
  const streaming = card.phase === 'streaming';
  return (
    <>
      <div {...slot(settings, 'card-body')}>
        {card.questions.map((question) =>
          question.question.trim().length > 0 ? (
            <QuestionField
              key={question.key}
              card={card}
              question={question}
              settings={settings}
              messages={messages}
            />
          ) : null,
        )}
        {streaming ? <Skeleton settings={settings} /> : null}
      </div>
      <ActionBar card={card} settings={settings} messages={messages} config={config} showSubmit />
    </>
  );
}

/** The answer as the review lists it: option labels as shown, then the free text in quotes. */
function reviewAnswerText(question: NormalizedQuestion, answer: DraftAnswer, messages: Messages): string {
  if (question.secret) return `•••• (${messages.secretHidden})`;
  const labels = answer.selected.map(
    (label) => question.options.find((option) => option.label === label)?.displayLabel ?? label,
  );
  const parts = answer.custom === undefined ? labels : [...labels, `“${answer.custom}”`];
  return parts.join(messages.listSeparator);
}

function StepsLayout({ card, settings, messages, config }: LayoutProps) {
  const questions = card.questions.filter((question) => question.question.trim().length > 0);
  const reviewIndex = questions.length;
  const [step, setStep] = useState(0);
  const current = Math.min(step, reviewIndex);
  const focusTarget = useRef<HTMLElement | null>(null);
  const navigated = useRef(false);
  useEffect(() => {
    // Move focus only after the user navigated, never on mount: the composer keeps focus.
    if (navigated.current) focusTarget.current?.focus();
    navigated.current = false;
  }, [current]);
  const go = (index: number) => {
    navigated.current = true;
    setStep(index);
  };
  const question = questions[current];
  const unanswered = questions
    .map((q, index) => ({ q, index }))
    .filter(({ q }) => card.answerFor(q.key).state === 'unanswered');
  const streaming = card.phase === 'streaming';
  return (
    <>
      <nav {...slot(settings, 'steps')} aria-label={messages.stepsLabel}>
        <ol>
          {questions.map((q, index) => (
            <li key={q.key}>
              <button
                type="button"
                {...slot(settings, 'step')}
                aria-current={current === index ? 'step' : undefined}
                aria-label={`${format(messages.stepOf, { current: index + 1, total: questions.length })}: ${toVisibleText(q.header ?? q.question)}`}
                data-question-state={card.answerFor(q.key).state}
                onClick={() => go(index)}
              >
                {q.header ? (
                  <ModelText text={q.header} settings={settings} messages={messages} />
                ) : (
                  String(index + 1)
                )}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              {...slot(settings, 'step')}
              aria-current={current === reviewIndex ? 'step' : undefined}
              data-step="review"
              disabled={streaming}
              onClick={() => go(reviewIndex)}
            >
              {messages.review}
            </button>
          </li>
        </ol>
      </nav>
      <div {...slot(settings, 'card-body')}>
        {question ? (
          <QuestionField
            key={question.key}
            card={card}
            question={question}
            settings={settings}
            messages={messages}
            textRef={focusTarget}
          />
        ) : (
          <div {...slot(settings, 'review')}>
            <p
              {...slot(settings, 'review-title')}
              ref={focusTarget as React.Ref<HTMLParagraphElement>}
              tabIndex={-1}
            >
              {messages.reviewTitle}
            </p>
            <p>{unanswered.length > 0 ? messages.reviewUnanswered : messages.reviewAllAnswered}</p>
            <ol {...slot(settings, 'review-list')}>
              {questions.map((q, index) => {
                const answer = card.answerFor(q.key);
                return (
                  <li key={q.key} {...slot(settings, 'review-item')} data-question-state={answer.state}>
                    <p {...slot(settings, 'review-question')}>
                      {q.header ? (
                        <span {...slot(settings, 'question-chip')}>
                          <ModelText text={q.header} settings={settings} messages={messages} />
                        </span>
                      ) : null}{' '}
                      <ModelText text={q.question} settings={settings} messages={messages} />
                    </p>
                    <p {...slot(settings, 'review-answer')}>
                      {answer.state === 'answered' ? (
                        <ModelText
                          text={reviewAnswerText(q, answer, messages)}
                          settings={settings}
                          messages={messages}
                        />
                      ) : answer.state === 'skipped' ? (
                        messages.reviewSkipped
                      ) : (
                        messages.reviewNotAnswered
                      )}
                    </p>
                    <button type="button" {...slot(settings, 'review-link')} onClick={() => go(index)}>
                      {format(messages.goToQuestion, { number: index + 1 })}
                    </button>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
        {streaming ? <Skeleton settings={settings} /> : null}
      </div>
      <div {...slot(settings, 'step-nav')}>
        <button
          type="button"
          {...slot(settings, 'step-button')}
          disabled={current === 0}
          onClick={() => go(current - 1)}
        >
          {messages.back}
        </button>
        {current < reviewIndex ? (
          <button
            type="button"
            {...slot(settings, 'step-button')}
            disabled={streaming}
            onClick={() => go(current + 1)}
          >
            {messages.next}
          </button>
        ) : null}
      </div>
      <ActionBar
        card={card}
        settings={settings}
        messages={messages}
        config={config}
        showSubmit={current === reviewIndex}
      />
    </>
  );
}

// ── error handling ───────────────────────────────────────────────────────────────────────

/** Why a card shows the error card: input it cannot render, or a mistake of the host's. */
export type CardProblem = 'unrenderable' | 'no-input' | 'record-without-questions';

interface ErrorCardProps {
  readonly problem: CardProblem;
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly onDecline: ResponseHandler | undefined;
  readonly onCancel: ResponseHandler | undefined;
  readonly className?: string | undefined;
}

const PROBLEM_DETAILS: Readonly<Record<CardProblem, string>> = {
  unrenderable: 'the input holds no question the kit can show',
  'no-input': "it was given neither `input` (a tool call's arguments) nor `record` (a stored call)",
  'record-without-questions':
    "its `record` holds no questions: pass the call's input as `record.input` (or the runtime output that echoes them)",
};

/** Input that cannot be rendered at all: say so, and still let the user decline. */
function ErrorCard({ problem, settings, messages, onDecline, onCancel, className }: ErrorCardProps) {
  const { delivery, respond } = useRespondOnce();
  const titleId = useId();
  useEffect(() => {
    if (problem !== 'unrenderable' && isDevelopment()) {
      console.error(
        `ask-user-kit: <AskUserQuestion> shows an error card because ${PROBLEM_DETAILS[problem]}.`,
      );
    }
  }, [problem]);
  const answered = delivery.state === 'sending' || delivery.state === 'sent';
  return (
    <section
      {...slot(settings, 'card', className)}
      data-auq-root=""
      data-auq-theme={settings.theme && settings.theme !== 'inherit' ? settings.theme : undefined}
      data-state="error"
      data-problem={problem}
      lang={messages.lang}
      dir={settings.dir}
      aria-labelledby={titleId}
    >
      <div {...slot(settings, 'error')} role="alert">
        <p id={titleId} {...slot(settings, 'error-title')}>
          {messages.errorTitle}
        </p>
        <p>
          {problem === 'no-input'
            ? messages.errorNoInput
            : problem === 'record-without-questions'
              ? messages.errorRecordWithoutQuestions
              : messages.errorBody}
        </p>
      </div>
      <div {...slot(settings, 'actions')}>
        <button
          type="button"
          {...slot(settings, 'decline')}
          disabled={answered}
          onClick={() => respond({ action: 'decline' }, onDecline, 'onDecline')}
        >
          {messages.decline}
        </button>
        <button
          type="button"
          {...slot(settings, 'cancel')}
          disabled={answered}
          onClick={() => respond({ action: 'cancel' }, onCancel, 'onCancel')}
        >
          {messages.cancel}
        </button>
      </div>
      <SendFailure delivery={delivery} settings={settings} messages={messages} />
      <p {...slot(settings, 'status')} role="status" data-tone={statusTone(delivery)}>
        {statusText(delivery, false, messages)}
      </p>
    </section>
  );
}

interface BoundaryProps {
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/** Whatever goes wrong while rendering a card stays inside the card. */
class CardErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (typeof console !== 'undefined')
      console.error('ask-user-kit: a card failed to render', error, info.componentStack);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

// ── the card ─────────────────────────────────────────────────────────────────────────────

interface AmendEditorProps {
  readonly source: unknown;
  readonly reading: AnswerReading;
  readonly normalized: NormalizedInput;
  readonly layout: 'stacked' | 'steps';
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly headingLevel: 2 | 3 | 4 | 5 | 6;
  readonly onDone: (response: AskUserResponse | undefined) => void;
}

/** Edits a finished call's answers, starting from what was stored. */
function AmendEditor({
  source,
  reading,
  normalized,
  layout,
  settings,
  messages,
  headingLevel,
  onDone,
}: AmendEditorProps) {
  const [initial] = useState(() => createDraft(normalized, { from: reading }));
  const card = useAskUserQuestion({
    input: asAskUserInput(source),
    status: 'pending',
    defaultDraft: initial,
    onSubmit: (response) => onDone(response),
  });
  const Heading = `h${headingLevel}` as 'h3';
  const config: CardActionsConfig = { skipAll: false, decline: false, cancel: false };
  return (
    <div {...slot(settings, 'amend')}>
      <header {...slot(settings, 'card-header')}>
        <Heading {...slot(settings, 'card-title')} id={`${card.ids.root}-title`}>
          {messages.amendTitle}
        </Heading>
      </header>
      {layout === 'steps' ? (
        <StepsLayout card={card} settings={settings} messages={messages} config={config} />
      ) : (
        <StackedLayout card={card} settings={settings} messages={messages} config={config} />
      )}
      <button type="button" {...slot(settings, 'cancel')} onClick={() => onDone(undefined)}>
        {messages.amendCancel}
      </button>
    </div>
  );
}

function CardView(props: AskUserQuestionProps) {
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
    ...hookOptions
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
    ...hookOptions,
    input: asAskUserInput(source),
    status,
    disabled: hookOptions.disabled === true || answeredElsewhere,
  });
  const titleId = `${card.ids.root}-title`;
  const Heading = `h${headingLevel}` as 'h3';
  const [amending, setAmending] = useState(false);
  const [amended, setAmended] = useState<AskUserResponse | undefined>();
  const resolvedOrigin = useMemo(() => readOrigin(origin ?? field(record, 'origin')), [origin, record]);

  const recordState = field(record, 'state');
  const reading = useMemo(() => {
    const response = amended ?? card.response ?? hostResponse;
    if (response) return readAnswers(recordFromResponse(source, response), { normalized: card.normalized });
    if (record !== undefined) return readAnswers(record, { normalized: card.normalized });
    if (status && FINISHED_STATES.has(status))
      return readAnswers({ input: source, state: status }, { normalized: card.normalized });
    return undefined;
  }, [amended, card.response, hostResponse, record, source, status, card.normalized]);

  const live = status === 'streaming' || status === 'pending';
  const finished =
    !!card.response ||
    !!hostResponse ||
    (!live &&
      ((status !== undefined && FINISHED_STATES.has(status)) ||
        (record !== undefined &&
          (reading?.source !== 'none' ||
            (typeof recordState === 'string' && FINISHED_STATES.has(recordState))))));

  const streaming = card.phase === 'streaming';
  const unconnected = !finished && card.phase === 'editing' && !props.onSubmit;
  useEffect(() => {
    if (unconnected && isDevelopment()) {
      console.warn(
        'ask-user-kit: a pending <AskUserQuestion> has no onSubmit, so answers would reach nobody. ' +
          'Pass onSubmit (and onDecline / onCancel), or render a finished call with `record`.',
      );
    }
  }, [unconnected]);
  const recordLive = recordState === 'streaming' || recordState === 'pending';
  let problem: CardProblem | undefined;
  if (input === undefined && record === undefined && status !== 'streaming') problem = 'no-input';
  else if (
    input === undefined &&
    record !== undefined &&
    field(record, 'input') === undefined &&
    status !== 'streaming' &&
    !recordLive &&
    card.questions.length === 0 &&
    (reading?.questions.length ?? 0) === 0
  )
    problem = 'record-without-questions';
  else if (!finished && !streaming && card.questions.length === 0) problem = 'unrenderable';
  if (problem) {
    return (
      <ErrorCard
        problem={problem}
        settings={settings}
        messages={messages}
        onDecline={props.onDecline}
        onCancel={props.onCancel}
        className={className}
      />
    );
  }

  const amendable =
    !!onAmend &&
    finished &&
    !!reading &&
    card.questions.length > 0 &&
    reading.outcome !== 'pending' &&
    !answeredElsewhere;
  const finishAmend = (response: AskUserResponse | undefined) => {
    setAmending(false);
    if (!response || !reading) return;
    const amendment = createAmendment(source, reading, response);
    if (!amendment) return;
    setAmended(response);
    onAmend?.(amendment);
  };

  const state = answeredElsewhere
    ? 'answered-elsewhere'
    : finished
      ? (reading?.outcome ?? 'answered')
      : streaming
        ? 'streaming'
        : 'pending';
  const cardTitle =
    title ??
    (card.normalized.title !== undefined ? (
      <ModelText text={card.normalized.title} settings={settings} messages={messages} />
    ) : undefined) ??
    (card.questions.length > 1
      ? format(messages.cardTitleMany, { count: card.questions.length })
      : messages.cardTitleOne);
  const statusMessage = amended ? messages.statusAmended : statusText(card.delivery, streaming, messages);
  return (
    <section
      {...card.getRootProps()}
      {...slot(settings, 'card', className)}
      data-auq-root=""
      data-auq-theme={settings.theme && settings.theme !== 'inherit' ? settings.theme : undefined}
      data-state={state}
      data-layout={layout}
      data-invalid={contractProblems(card.normalized).length > 0 ? '' : undefined}
      lang={messages.lang}
      dir={settings.dir}
      aria-labelledby={finished && !amending ? `${card.ids.root}-summary-title` : titleId}
    >
      <OriginLine origin={resolvedOrigin} settings={settings} messages={messages} />
      {answeredElsewhere ? (
        <p {...slot(settings, 'elsewhere')} role="note">
          {messages.answeredElsewhere}
        </p>
      ) : null}
      {amending && reading ? (
        <AmendEditor
          source={source}
          reading={reading}
          normalized={card.normalized}
          layout={layout}
          settings={settings}
          messages={messages}
          headingLevel={headingLevel}
          onDone={finishAmend}
        />
      ) : finished && reading ? (
        <>
          <AnswerSummary
            reading={reading}
            questions={card.questions}
            headingLevel={headingLevel}
            headingId={`${card.ids.root}-summary-title`}
            {...settings}
          />
          {amendable ? (
            <button type="button" {...slot(settings, 'amend')} onClick={() => setAmending(true)}>
              {messages.amend}
            </button>
          ) : null}
        </>
      ) : (
        <>
          <header {...slot(settings, 'card-header')}>
            <Heading {...slot(settings, 'card-title')} id={titleId}>
              {cardTitle}
            </Heading>
          </header>
          {autoResolution ? (
            <AutoResolutionBar
              schedule={autoResolution}
              settings={settings}
              messages={messages}
              locale={messages.lang}
            />
          ) : null}
          <WarningNote normalized={card.normalized} settings={settings} messages={messages} />
          {layout === 'steps' ? (
            <StepsLayout card={card} settings={settings} messages={messages} config={actions} />
          ) : (
            <StackedLayout card={card} settings={settings} messages={messages} config={actions} />
          )}
        </>
      )}
      {finished ? null : (
        <SendFailure delivery={card.delivery} settings={settings} messages={messages} keepsDraft />
      )}
      <p
        {...slot(settings, 'status')}
        id={card.ids.status}
        role="status"
        data-tone={statusTone(card.delivery)}
      >
        {statusMessage}
      </p>
    </section>
  );
}

/**
 * The ask-the-user card: renders a pending call as an interactive card — also
 * while its arguments stream in — and a finished call as its read-only summary, from the
 * same props. Bad input never throws into the host: contract violations render leniently
 * with a warning, unusable input renders an error card that still lets the user decline.
 *
 * @example
 * ```tsx
 * <AskUserQuestion input={toolCall.input} status="pending" onSubmit={send} onDecline={send} onCancel={send} />
 * <AskUserQuestion record={{ input: toolCall.input, output: toolCall.output, state: 'answered' }} />
 * ```
 */
export function AskUserQuestion(props: AskUserQuestionProps) {
  const settings = useKitSettings({
    locale: props.locale,
    messages: props.messages,
    unstyled: props.unstyled,
    classNames: props.classNames,
    dir: props.dir,
    theme: props.theme,
  });
  return (
    <CardErrorBoundary
      fallback={
        <ErrorCard
          problem="unrenderable"
          settings={settings}
          messages={settings.resolvedMessages}
          onDecline={props.onDecline}
          onCancel={props.onCancel}
          className={props.className}
        />
      }
    >
      <CardView {...props} />
    </CardErrorBoundary>
  );
}
AskUserQuestion.displayName = 'AskUserQuestion';

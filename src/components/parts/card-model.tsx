import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import {
  type CardProblem,
  cardProblem,
  cardViewState,
  isAmendable,
  isCardFinished,
  isFinishedState,
} from '../../core/card/card-state.js';
import { readOrigin } from '../../core/queue/origin.js';
import { asAskUserInput } from '../../core/record/as-input.js';
import type { AnswerReading, AskUserResponse } from '../../core/types.js';
import { field } from '../../core/utils/read.js';
import { tellDeveloper } from '../../hooks/development.js';
import { useCardEngine } from '../../hooks/card/engine.js';
import type { UseAskUserQuestionReturn } from '../../hooks/card/types.js';
import type { UseRespondOnceReturn } from '../../hooks/use-respond-once.js';
import { type CardMessages, format } from '../i18n/messages.js';
import { autoResolutionView, finishedViews, inputReader, stepViews, textMarks } from '../lazy-modules.js';
import { need, prefetch } from '../on-demand.js';
import { CardText } from './card-text.js';
import type { CardContextValue } from './context.js';
import type { AskUserCardOptions, RootProps } from './card-options.js';
import { useCardInput } from './card-input.js';
import { useCardSettings } from './card-settings.js';
import { useStepsState } from './steps-state.js';

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
  'stateReducer',
  'onSubmit',
  'onDecline',
  'onCancel',
  'disabled',
  'allowCustom',
  'id',
]);

/** The card's options and the rest, which are the section's DOM props. */
export function splitProps(props: RootProps): [AskUserCardOptions, Record<string, unknown>] {
  const options: Record<string, unknown> = {};
  const dom: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key !== 'children') (OPTION_KEYS.has(key) ? options : dom)[key] = value;
  }
  return [options as AskUserCardOptions, dom];
}

/** The heading: the host's title, the input's own title, or how many questions there are. */
function titleOf(
  options: AskUserCardOptions,
  card: UseAskUserQuestionReturn,
  settings: object,
  messages: CardMessages,
): ReactNode {
  if (options.title !== undefined) return options.title;
  if (card.normalized.title !== undefined)
    return <CardText text={card.normalized.title} settings={settings} messages={messages} />;
  return card.questions.length > 1
    ? format(messages.cardTitleMany, { count: card.questions.length })
    : messages.cardTitleOne;
}

/** Amending a finished call: whether the editor is open, and the correction once made. */
function useAmendState() {
  const [amending, setAmending] = useState(false);
  const [amended, setAmended] = useState<AskUserResponse | undefined>();
  return { amending, setAmending, amended, setAmended };
}

/** A pending card nobody listens to is a host mistake worth a warning in development. */
function useUnconnectedWarning(unconnected: boolean): void {
  useEffect(() => {
    if (unconnected) tellDeveloper('warn', 'unconnected');
  }, [unconnected]);
}

/**
 * What the card's Root holds for it: the call's delivery (which outlives a card a failed load
 * replaced), and the step a card mounted again after such a failure starts at.
 */
export interface CardResume {
  readonly step?: number | undefined;
  readonly respondOnce?: UseRespondOnceReturn<AskUserResponse> | undefined;
}

/** The card's state, decided once for every part: what it shows, and what is wrong with it. */
export function useCardModel(
  options: AskUserCardOptions,
  resume: CardResume = {},
): {
  context: CardContextValue;
  problem: CardProblem | undefined;
} {
  const { input, record, status, response: hostResponse, onAmend, answeredElsewhere = false } = options;
  // What this card will need starts loading at once, side by side, not one wait after another.
  if (record !== undefined || hostResponse !== undefined || isFinishedState(status)) prefetch(finishedViews);
  if (options.layout === 'steps') prefetch(stepViews);
  if (options.autoResolution) prefetch(autoResolutionView);
  const settings = useCardSettings({
    locale: options.locale,
    messages: options.messages,
    unstyled: options.unstyled,
    classNames: options.classNames,
    dir: options.dir,
    theme: options.theme,
    renderMarkdown: options.renderMarkdown,
    allowRemoteImages: options.allowRemoteImages,
  });
  const messages = settings.resolvedMessages;
  const source = input !== undefined ? input : field(record, 'input');
  const normalized = useCardInput(source, options.allowCustom);
  const card = useCardEngine(
    {
      ...options,
      input: asAskUserInput(source),
      record: undefined,
      disabled: options.disabled === true || answeredElsewhere,
    },
    normalized,
    resume.respondOnce,
  );
  const steps = useStepsState(card.questions, resume.step);
  const amend = useAmendState();
  const origin = useMemo(
    () => readOrigin(options.origin ?? field(record, 'origin')),
    [options.origin, record],
  );

  const response = amend.amended ?? card.response ?? hostResponse;
  // Reading answers comes with the summary: a call that has something to read waits for both.
  // A card whose own answer went out when the summary could not load shows "sent" without it:
  // an error card in its place would offer to answer the call a second time.
  const finishedCall =
    response === undefined && record === undefined && !isFinishedState(status)
      ? undefined
      : card.response !== undefined && finishedViews.failed
        ? undefined
        : need(finishedViews);
  const reading = useMemo<AnswerReading | undefined>(() => {
    if (!finishedCall) return undefined;
    const { readAnswers, recordFromResponse } = finishedCall;
    if (response) return readAnswers(recordFromResponse(source, response), { normalized: card.normalized });
    if (record !== undefined) return readAnswers(record, { normalized: card.normalized });
    return readAnswers({ input: source, state: status }, { normalized: card.normalized });
  }, [finishedCall, response, record, source, status, card.normalized]);
  // A pending card is answered soon: its summary arrives while the user reads the questions. The
  // general input reader (which the summary imports) and the marks come with it, so a card whose
  // streamed input leaves Claude's shape, or gains a hidden character, later does not wait.
  useEffect(() => prefetch(finishedViews, inputReader, textMarks), []);

  const streaming = card.phase === 'streaming';
  const facts = {
    status,
    hasInput: input !== undefined,
    hasRecord: record !== undefined,
    recordHasInput: field(record, 'input') !== undefined,
    recordState: field(record, 'state'),
    responded: !!card.response || !!hostResponse,
    readingSource: reading?.source,
    questionCount: card.questions.length,
    readingQuestionCount: reading?.questions.length ?? 0,
    streaming,
  };
  const finished = isCardFinished(facts);
  const problem = cardProblem({ ...facts, finished });
  useUnconnectedWarning(!problem && !finished && card.phase === 'editing' && !options.onSubmit);

  const { setAmending, setAmended } = amend;
  const finishAmend = useCallback(
    (response: AskUserResponse | undefined) => {
      setAmending(false);
      if (!response || !reading || !finishedViews.current) return;
      const amendment = finishedViews.current.createAmendment(source, reading, response);
      if (!amendment) return;
      setAmended(response);
      onAmend?.(amendment);
    },
    [reading, source, onAmend, setAmending, setAmended],
  );
  const startAmend = useCallback(() => setAmending(true), [setAmending]);
  const outcome = reading?.outcome;
  const context: CardContextValue = {
    card,
    settings,
    messages,
    layout: options.layout ?? 'stacked',
    headingLevel: options.headingLevel ?? 3,
    viewState: cardViewState({ answeredElsewhere, finished, outcome, streaming }),
    finished,
    reading,
    amendable: isAmendable({
      canAmend: !!onAmend,
      finished,
      outcome,
      questionCount: card.questions.length,
      answeredElsewhere,
    }),
    amending: amend.amending && !!reading,
    steps,
    actionsConfig: options.actions,
    title: titleOf(options, card, settings, messages),
    titleId: `${card.ids.root}-title`,
    summaryTitleId: `${card.ids.root}-summary-title`,
    origin,
    autoResolution: options.autoResolution,
    answeredElsewhere,
    amended: !!amend.amended,
    source,
    startAmend,
    finishAmend,
    onAmend,
  };
  return { context, problem };
}

'use client';
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { NormalizedQuestion } from '../../core/types.js';
import { slot } from '../context.js';
import { type CardMessages, format } from '../i18n/messages.js';
import { CardText } from './card-text.js';
import {
  QuestionContext,
  type QuestionContextValue,
  fillTemplate,
  useCardSlice,
  useQuestionPart,
  useQuestionSlice,
  useSettingsSlice,
  withHostProps,
} from './context.js';
import { OptionList } from './options.js';
import { Notes, Preview, QuestionTools } from './question-tools.js';
import { Review } from './steps.js';

/** The question a list item renders, and where step navigation puts focus. */
interface ListItem {
  readonly question: NormalizedQuestion;
  readonly textRef: ((node: HTMLElement | null) => void) | undefined;
}
const ListItemContext = createContext<ListItem | null>(null);

/** What a question list repeats: the same parts for every question, or a function of it. */
export type QuestionTemplate = ReactNode | ((question: NormalizedQuestion, index: number) => ReactNode);

function Skeleton({ rows = 3 }: { rows?: number }) {
  const { settings } = useCardSlice('QuestionList', (state) => ({ settings: state.settings }));
  return (
    <div {...slot(settings, 'skeleton')} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} {...slot(settings, 'skeleton-row')} />
      ))}
    </div>
  );
}

export interface QuestionListProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * Repeated for each question, inside its `AskUser.Question` context. Without children, each
   * question with its default parts. In the steps layout: the current question, or the review.
   */
  readonly children?: QuestionTemplate;
}

/** The card's questions (the card body). Renders nothing once the call is finished. */
export const QuestionList = forwardRef<HTMLDivElement, QuestionListProps>(function QuestionList(
  { children, ...rest },
  ref,
) {
  // Only what the list itself shows: a click in a question changes none of it.
  const { settings, finished, layout, steps, streaming } = useCardSlice('QuestionList', (state) => ({
    settings: state.settings,
    finished: state.finished,
    layout: state.layout,
    steps: state.steps,
    streaming: state.card.phase === 'streaming',
  }));
  if (finished) return null;
  const item = (
    question: NormalizedQuestion,
    index: number,
    textRef?: (node: HTMLElement | null) => void,
  ) => (
    <ListItemContext.Provider key={question.key} value={{ question, textRef }}>
      {fillTemplate(children, <Question />, question, index)}
    </ListItemContext.Provider>
  );
  let body: ReactNode;
  if (layout === 'steps') {
    const question = steps.questions[steps.current];
    body = question ? item(question, steps.current, steps.focusTarget) : <Review />;
  } else {
    body = steps.questions.map((question, index) => item(question, index));
  }
  return (
    <div {...withHostProps(slot(settings, 'card-body'), rest)} ref={ref}>
      {body}
      {streaming ? <Skeleton /> : null}
    </div>
  );
});
QuestionList.displayName = 'AskUser.QuestionList';

function hintFor(question: NormalizedQuestion, messages: CardMessages): string {
  if (question.kind !== 'choice') return messages.typeAnswer;
  if (!question.multiSelect) return messages.selectOne;
  if (question.minSelections !== undefined || question.maxSelections !== undefined) {
    return format(messages.selectRange, {
      min: question.minSelections ?? 0,
      max: question.maxSelections ?? question.options.length,
    });
  }
  return messages.selectAny;
}

/** The default parts of one question, in the kit's order. */
function QuestionContent() {
  const { question } = useQuestionPart('Question');
  const {
    state: { card },
    settings,
    messages,
  } = useQuestionSlice('Question', question.key);
  const answer = card.answerFor(question.key);
  return (
    <>
      <div {...slot(settings, 'question-header')}>
        {question.header ? (
          <span {...slot(settings, 'question-chip')}>
            <CardText text={question.header} settings={settings} messages={messages} />
          </span>
        ) : null}
        {question.required ? <span {...slot(settings, 'required-badge')}>{messages.required}</span> : null}
      </div>
      <QuestionText />
      {question.description ? (
        <p {...slot(settings, 'question-description')}>
          <CardText text={question.description} settings={settings} messages={messages} />
        </p>
      ) : null}
      <p {...slot(settings, 'question-hint')} id={card.ids.questionHint(question.key)}>
        {answer.state === 'skipped' ? messages.questionSkipped : hintFor(question, messages)}
      </p>
      {question.hasPreview ? (
        <div {...slot(settings, 'split-preview')}>
          <OptionList />
          <Preview />
        </div>
      ) : (
        <div {...slot(settings, 'question-body')}>
          <OptionList />
        </div>
      )}
      <QuestionTools />
      <Notes />
    </>
  );
}

export interface QuestionProps extends ComponentPropsWithoutRef<'div'> {
  /** The question to render, when not inside `AskUser.QuestionList`: its key or position. */
  readonly question?: string | number;
}

/**
 * One question: text, hint, options (with the free-text choice), preview, notes and Skip.
 * Inside `AskUser.QuestionList` it renders the list's current question; elsewhere, pass
 * `question` (a key or a position). Children replace the default parts.
 */
export const Question = forwardRef<HTMLDivElement, QuestionProps>(function Question(
  { question: which, children, ...rest },
  ref,
) {
  const item = useContext(ListItemContext);
  const pick = (questions: readonly NormalizedQuestion[]) =>
    which === undefined
      ? item?.question
      : typeof which === 'number'
        ? questions[which]
        : questions.find((candidate) => candidate.key === which);
  const {
    question,
    settings,
    state: { card },
  } = useCardSlice('Question', (state) => {
    const picked = pick(state.card.questions);
    return {
      question: picked,
      entry: picked ? state.card.draft.entries[picked.key] : undefined,
      locked: state.card.locked,
      ids: state.card.ids,
      settings: state.settings,
    };
  });
  if (!question) {
    if (which === undefined && !item)
      throw new Error('`AskUser.Question` must be inside `AskUser.QuestionList`, or given `question`.');
    return null;
  }
  return (
    <QuestionScope question={question} textRef={which === undefined ? item?.textRef : undefined}>
      <div
        {...withHostProps(
          {
            ...card.getQuestionProps(question.key),
            ...slot(settings, 'question'),
            'data-required': question.required ? '' : undefined,
          },
          rest,
        )}
        ref={ref}
      >
        {children ?? <QuestionContent />}
      </div>
    </QuestionScope>
  );
});
Question.displayName = 'AskUser.Question';

/** The per-question state: which preview shows, whether the note is open. */
function QuestionScope({
  question,
  textRef,
  children,
}: {
  question: NormalizedQuestion;
  textRef: ((node: HTMLElement | null) => void) | undefined;
  children: ReactNode;
}) {
  const { entry } = useQuestionSlice('Question', question.key);
  const [notesOpen, setNotesOpen] = useState(() => !!entry?.notes);
  const [hovered, setHovered] = useState<string | undefined>();
  const [focused, setFocused] = useState<string | undefined>();
  const customInputRef = useRef<HTMLInputElement | null>(null);
  // The chosen option only picks which preview shows: without previews, a click changes
  // nothing here, and the question's parts and rows are not re-rendered through this context.
  const hasCandidates = question.options.some((option) => option.preview !== undefined);
  const selected = hasCandidates ? entry?.selected[0] : undefined;
  const value = useMemo<QuestionContextValue>(() => {
    const candidates = question.options.filter((option) => option.preview !== undefined);
    const label =
      [hovered, focused, selected].find((candidate) =>
        candidates.some((option) => option.label === candidate),
      ) ?? candidates[0]?.label;
    return {
      question,
      previewCandidates: candidates,
      previewOption: question.options.find((option) => option.label === label),
      // Without a preview there is nothing to switch: hovering costs no render.
      showPreview: (next, via) => {
        if (!question.hasPreview) return;
        if (via === 'hover') setHovered(next);
        else setFocused(next);
      },
      notesOpen,
      setNotesOpen,
      customInputRef,
      textRef,
    };
  }, [question, hovered, focused, selected, notesOpen, textRef]);
  return <QuestionContext.Provider value={value}>{children}</QuestionContext.Provider>;
}

/** The question's text (model text, shown inert); labels its option group. */
export const QuestionText = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<'p'>>(
  function QuestionText({ children, ...rest }, ref) {
    const { question, textRef } = useQuestionPart('QuestionText');
    const { ids, settings, messages } = useSettingsSlice('QuestionText');
    // Stable, so React attaches it once per element rather than on every render.
    const setRef = useCallback(
      (node: HTMLParagraphElement | null) => {
        textRef?.(node);
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [textRef, ref],
    );
    return (
      <p
        {...withHostProps(
          {
            ...slot(settings, 'question-text'),
            id: ids.questionText(question.key),
            tabIndex: textRef ? -1 : undefined,
          },
          rest,
        )}
        ref={setRef}
      >
        {children ?? <CardText text={question.question} settings={settings} messages={messages} />}
      </p>
    );
  },
);
QuestionText.displayName = 'AskUser.QuestionText';

'use client';
import { Slot } from '@radix-ui/react-slot';
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  forwardRef,
  useContext,
  useMemo,
  useRef,
} from 'react';
import {
  type QuestionHint,
  previewShown,
  questionHint,
  selectAnswer,
} from '../../../core/card/question-state.js';
import type { NormalizedQuestion } from '../../../core/types.js';
import { type Messages, format } from '../../i18n/messages.js';
import { visuallyHidden } from '../../settings.js';
import { slot } from '../../slots.js';
import { ModelText } from '../../text/model-text.js';
import {
  type AsChildProps,
  ListItemContext,
  OTHER_PREVIEW,
  QuestionContext,
  type QuestionContextValue,
  useCardPart,
  useCardSlice,
  useQuestionPart,
  withHostProps,
} from '../context.js';
import { Decisions, ToolCall } from '../approval/approval.js';
import { OptionList } from '../option-list/option-list.js';
import { Preview } from '../preview/preview.js';
import { Notes, QuestionTools } from '../question-tools/question-tools.js';

const HINT_WORDS = {
  skipped: 'questionSkipped',
  'other-empty': 'otherEmpty',
  'select-one': 'selectOne',
  'select-any': 'selectAny',
  'select-range': 'selectRange',
  'type-answer': 'typeAnswer',
} as const satisfies Record<QuestionHint['kind'], keyof Messages>;

/** A question's hint in the card's words. */
const hintText = ({ kind, min = 0, max = 0 }: QuestionHint, messages: Messages) =>
  format(messages[HINT_WORDS[kind]], { min, max });

/**
 * An approval's default parts: the tool's name, the question, the call, and its decisions.
 * Nothing to skip and no hint: an approval takes one of its decisions.
 */
function ApprovalContent() {
  return (
    <>
      <QuestionHeader />
      <QuestionText />
      <ToolCall />
      <Decisions />
    </>
  );
}

/**
 * The line above a question: its header as a chip, and "Required" where it is — never on an
 * approval, which always takes a decision.
 */
function QuestionHeader() {
  const { question } = useQuestionPart('Question');
  const { settings, messages } = useCardPart('Question');
  return (
    <div {...slot(settings, 'question-header')}>
      {question.header ? (
        <span {...slot(settings, 'question-chip')}>
          <ModelText text={question.header} settings={settings} messages={messages} />
        </span>
      ) : null}
      {question.required && !question.approval ? (
        <span {...slot(settings, 'required-badge')}>{messages.required}</span>
      ) : null}
    </div>
  );
}

/** The default parts of one question, in the kit's order. */
function QuestionContent() {
  const { question } = useQuestionPart('Question');
  if (question.approval) return <ApprovalContent />;
  return <ChoiceContent />;
}

/** The default parts of a question that is not an approval. */
function ChoiceContent() {
  const { question } = useQuestionPart('Question');
  const { ids, settings, messages, slice } = useCardSlice(
    'Question',
    // The hint's parts, not the hint object: the slice re-renders only when one of them changes.
    (snapshot) => {
      const { kind, min, max } = questionHint(question, snapshot.state.draft.entries[question.key]);
      return { kind, min, max };
    },
    question.key,
  );
  return (
    <>
      <QuestionHeader />
      <QuestionText />
      {question.description ? (
        <p {...slot(settings, 'question-description')}>
          <ModelText text={question.description} settings={settings} messages={messages} />
        </p>
      ) : null}
      <p {...slot(settings, 'question-hint')} id={ids.questionHint(question.key)}>
        {hintText(slice, messages)}
      </p>
      <div {...slot(settings, question.hasPreview ? 'split-preview' : 'question-body')}>
        <OptionList />
        <Preview />
      </div>
      <QuestionTools />
      {/* Right after the tools, so the note field that "Add a note" opens is next in tab order. */}
      <Notes />
    </>
  );
}

/** Props of `AskUser.Question`: its element's props, and which question when outside a list. */
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
  const { card, settings, slice } = useCardSlice(
    'Question',
    (snapshot) => {
      const { questions } = snapshot.props.normalized;
      const question =
        which === undefined
          ? item?.question
          : typeof which === 'number'
            ? questions[which]
            : questions.find((candidate) => candidate.key === which);
      // What the question's own element shows of its answer: whether it is answered or skipped.
      return { question, state: question && selectAnswer(snapshot.state.draft, question).state };
      // Known before reading: the list's question, or the key asked for (a position is read anew).
    },
    which === undefined ? item?.question.key : typeof which === 'string' ? which : undefined,
  );
  const { question } = slice;
  if (!question) {
    if (which === undefined && !item)
      throw new Error('`AskUser.Question` must be inside `AskUser.QuestionList`, or given `question`.');
    return null;
  }
  return (
    <QuestionScope question={question} step={which === undefined && !!item?.step}>
      <div
        {...withHostProps({ ...card.getQuestionProps(question.key), ...slot(settings, 'question') }, rest)}
        ref={ref}
      >
        {children ?? <QuestionContent />}
      </div>
    </QuestionScope>
  );
});
Question.displayName = 'AskUser.Question';

/** The per-question view state: which option's preview shows. */
function QuestionScope({
  question,
  step,
  children,
}: {
  readonly question: NormalizedQuestion;
  readonly step: boolean;
  readonly children: ReactNode;
}) {
  // Whose preview shows is the card's state: the hook reports the same (`previewFor`).
  const { card, slice } = useCardSlice(
    'Question',
    (snapshot) => ({ shown: previewShown(question, snapshot.state) }),
    question.key,
  );
  const customInputRef = useRef<HTMLInputElement | null>(null);
  const { shown } = slice;
  const value = useMemo<QuestionContextValue>(() => {
    const candidates = question.options.filter((option) => option.preview !== undefined);
    return {
      question,
      previewCandidates: candidates,
      // The pane is about one option and says which: never another option's preview in its place.
      previewOption: question.options.find((option) => option.label === shown),
      previewOfOther: shown === OTHER_PREVIEW,
      showPreview: (next, via) => {
        if (question.hasPreview) card.store.actions.showPreview(question.key, next, via);
      },
      customInputRef,
      step,
    };
  }, [question, shown, step, card]);
  return <QuestionContext.Provider value={value}>{children}</QuestionContext.Provider>;
}

/** The question's text (model text, shown inert); labels its option group. */
export const QuestionText = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<'p'> & AsChildProps>(
  function QuestionText({ asChild, children, ...rest }, ref) {
    const { question, step } = useQuestionPart('QuestionText');
    const { ids, settings, messages, slice } = useCardSlice('QuestionText', (_snapshot, derived) => ({
      // Where a step stands, said first when the user moves to it: "Question 2 of 3: …".
      position: step ? derived.steps.questions.findIndex((other) => other.key === question.key) + 1 : 0,
      total: step ? derived.steps.questions.length : 0,
    }));
    const ours = {
      ...slot(settings, 'question-text'),
      id: ids.questionText(question.key),
      // A step's text takes focus when the user moves to it (never by Tab).
      tabIndex: step ? -1 : undefined,
    };
    const Text = asChild ? Slot : 'p';
    return (
      <Text {...withHostProps(ours, rest)} ref={ref}>
        {slice.position > 0 ? (
          <span style={visuallyHidden}>
            {format(messages.stepOf, { current: slice.position, total: slice.total })}:{' '}
          </span>
        ) : null}
        {children ?? <ModelText text={question.question} settings={settings} messages={messages} />}
      </Text>
    );
  },
);
QuestionText.displayName = 'AskUser.QuestionText';

import { useAskUserQuestion } from '../../src/hooks/index.js';
import type { UseAskUserQuestionOptions, UseAskUserQuestionReturn } from '../../src/hooks/index.js';

const css = `
.headless { font-family: 'DejaVu Sans', sans-serif; max-width: 520px; display: grid; gap: 12px; }
.headless [role='radiogroup'], .headless [role='group'] { display: grid; gap: 6px; }
.headless [role='radio'], .headless [role='checkbox'] {
  display: flex; justify-content: space-between; min-height: 36px; padding: 6px 10px;
  border: 1px solid #888; border-radius: 6px; background: #fff; color: #111; font: inherit; text-align: start; cursor: pointer;
}
.headless [data-state='checked'] { border-color: #5b21b6; background: #ede9fe; }
.headless [data-recommended]::after { content: '★ recommended'; color: #5b21b6; font-size: 12px; }
.headless [data-question-state='answered'] > p { color: #166534; }
.headless button { min-height: 32px; margin-inline-end: 8px; }
.headless input, .headless textarea { min-height: 32px; }
.headless [aria-current='step'] { font-weight: bold; }
`;

type Card = UseAskUserQuestionReturn;

/** The team's own words for each hint the hook reports. */
const HINTS: Record<ReturnType<Card['hintFor']>['kind'], string> = {
  skipped: 'Skipped',
  'other-empty': 'Type your answer, or pick an option',
  'select-one': 'Pick one',
  'select-any': 'Pick any',
  'select-range': 'Pick a few',
  'type-answer': 'Type it',
};

/** The steps layout's navigation: a button per question and the review. */
function StepButtons({ card }: { card: Card }) {
  return (
    <nav aria-label="Questions">
      {card.steps.questions.map((question, index) => (
        <button key={question.key} {...card.getStepProps(index)}>
          {question.header ?? index + 1}
        </button>
      ))}
      <button {...card.getStepProps(card.steps.reviewIndex)}>Review</button>
    </nav>
  );
}

/** One question: its text, options, free text, note and Skip. */
function QuestionView({ card, questionKey }: { card: Card; questionKey: string }) {
  const question = card.questions.find((candidate) => candidate.key === questionKey)!;
  const { key } = question;
  return (
    <div {...card.getQuestionProps(key)}>
      <p id={card.ids.questionText(key)} tabIndex={-1}>
        <strong>{question.header}</strong> {question.question}
      </p>
      <p id={card.ids.questionHint(key)}>{HINTS[card.hintFor(key).kind]} — digits work too</p>
      <div {...card.getOptionGroupProps(key)}>
        {question.options.map((option) => (
          <button key={option.label} {...card.getOptionProps(key, option.label)}>
            {option.displayLabel}
          </button>
        ))}
        {question.allowCustom ? (
          <input
            {...card.getCustomInputProps(key, { 'aria-label': `Your own answer to: ${question.question}` })}
          />
        ) : null}
      </div>
      {card.offersBulkSelect(key) ? (
        <>
          <button {...card.getSelectAllProps(key)}>All</button>
          <button {...card.getSelectNoneProps(key)}>None</button>
        </>
      ) : null}
      <button {...card.getNotesToggleProps(key)}>{card.isNotesOpen(key) ? 'Hide note' : 'Add a note'}</button>
      {card.isNotesOpen(key) ? <textarea {...card.getNotesProps(key, { 'aria-label': 'Note' })} /> : null}
      <button {...card.getSkipProps(key)}>Skip</button>
    </div>
  );
}

/** The review step: each question with its answer, or "skipped", and a link back to it. */
function ReviewView({ card }: { card: Card }) {
  return (
    <>
      <h4 {...card.getReviewTitleProps()}>Review</h4>
      <ul aria-labelledby={card.ids.review}>
        {card.steps.questions.map((question, index) => {
          const answer = card.answerFor(question.key);
          return (
            <li key={question.key}>
              {`${question.question} ${answer.text ?? answer.state}`}{' '}
              <button {...card.getReviewLinkProps(index)}>Change</button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The finished call, as the card reads it: the same for a live answer and a restored record. */
function SummaryView({ card }: { card: Card }) {
  return (
    <section aria-labelledby={card.ids.summaryTitle}>
      <h3 {...card.getSummaryHeadingProps()}>{card.reading?.outcome}</h3>
      <ul>
        {card.reading?.questions.map((question) => (
          <li key={question.key}>
            {question.question}: {question.state === 'answered' ? question.text : question.state}
          </li>
        ))}
      </ul>
      {card.amendable ? <button {...card.getAmendProps()}>Change answers</button> : null}
    </section>
  );
}

/** The questions, stacked or one step at a time, with the response buttons. */
function QuestionsView({ card, layout }: { card: Card; layout: 'stacked' | 'steps' }) {
  const { steps } = card;
  const current = steps.questions[steps.current];
  return (
    <>
      {layout === 'steps' ? <StepButtons card={card} /> : null}
      {layout === 'steps' ? (
        <div {...card.getStepPanelProps()}>
          {current ? <QuestionView card={card} questionKey={current.key} /> : <ReviewView card={card} />}
        </div>
      ) : (
        card.questions.map((question) => (
          <QuestionView key={question.key} card={card} questionKey={question.key} />
        ))
      )}
      {card.streaming ? <p aria-hidden="true">…</p> : null}
      {layout === 'steps' ? (
        <div>
          <button {...card.getBackProps()}>Back</button>
          {steps.onReview ? null : <button {...card.getNextProps()}>Next</button>}
        </div>
      ) : null}
      {layout === 'stacked' || steps.onReview ? (
        <div>
          <button {...card.getSubmitProps()}>{card.view === 'amend' ? 'Send the change' : 'Send'}</button>
          {card.view === 'amend' ? (
            <button {...card.getCancelAmendProps()}>Keep answers</button>
          ) : (
            <button {...card.getDeclineProps()}>Decline</button>
          )}
        </div>
      ) : null}
    </>
  );
}

const STATUS: Partial<Record<Card['status'], string>> = {
  receiving: 'Receiving the question…',
  sending: 'Sending…',
  sent: 'Answers sent.',
  declined: 'You declined to answer.',
  amended: 'Your changes were sent.',
};

/**
 * The headless hook under a team's own markup: plain elements styled only through the ARIA and
 * data attributes the prop getters emit, and everything the styled card does — streaming, steps
 * and review, sending and refusal, amending, the finished summary — from `useAskUserQuestion`
 * alone.
 */
export function HeadlessCard({
  layout = 'stacked',
  ...options
}: UseAskUserQuestionOptions & { readonly layout?: 'stacked' | 'steps' }) {
  const card = useAskUserQuestion(options);
  return (
    <div className="headless" {...card.getRootProps()}>
      <style>{css}</style>
      {card.view === 'summary' ? <SummaryView card={card} /> : null}
      {card.view === 'questions' || card.view === 'amend' ? (
        <QuestionsView card={card} layout={layout} />
      ) : null}
      {card.view === 'error' ? <p role="alert">This question cannot be shown.</p> : null}
      {card.sendFailure ? (
        <p role="alert">
          {card.sendFailure.noHandler ? 'Nobody is listening.' : `Not sent: ${card.sendFailure.reason}.`}
        </p>
      ) : null}
      <p {...card.getStatusProps()}>{STATUS[card.status] ?? ''}</p>
    </div>
  );
}

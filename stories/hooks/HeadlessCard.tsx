import { useAskUserQuestion } from '../../src/hooks/index.js';
import type { AskUserInput, AskUserResponse } from '../../src/core/index.js';

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
.headless button[data-action] { min-height: 32px; margin-inline-end: 8px; }
.headless input { min-height: 32px; }
`;

/**
 * The headless hook under a team's own markup: plain buttons styled only through the
 * ARIA and data attributes the prop getters emit. Arrows, digits and the roving tab stop
 * come from the getters.
 */
export function HeadlessCard({
  input,
  onSubmit,
}: {
  input: AskUserInput;
  onSubmit?: (response: AskUserResponse) => void;
}) {
  const card = useAskUserQuestion({ input, status: 'pending', ...(onSubmit ? { onSubmit } : {}) });
  return (
    <div className="headless" {...card.getRootProps()}>
      <style>{css}</style>
      {card.questions.map((question) => (
        <div key={question.key} {...card.getQuestionProps(question.key)}>
          <p id={card.ids.questionText(question.key)}>
            <strong>{question.header}</strong> {question.question}
          </p>
          <p id={card.ids.questionHint(question.key)}>
            {question.multiSelect ? 'Pick any' : 'Pick one'} — digits work too
          </p>
          <div {...card.getOptionGroupProps(question.key)}>
            {question.options.map((option) => (
              <button key={option.label} {...card.getOptionProps(question.key, option.label)}>
                {option.displayLabel}
              </button>
            ))}
            {question.allowCustom ? (
              <input
                {...card.getCustomInputProps(question.key)}
                aria-label={`Your own answer to: ${question.question}`}
              />
            ) : null}
          </div>
        </div>
      ))}
      <div>
        <button {...card.getSubmitProps()}>Send</button>
        <button {...card.getDeclineProps()}>Decline</button>
      </div>
      <output aria-live="polite">{card.response ? `Sent: ${JSON.stringify(card.response)}` : ''}</output>
    </div>
  );
}

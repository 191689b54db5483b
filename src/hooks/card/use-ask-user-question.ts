'use client';
import { useMemo } from 'react';
import { normalizeQuestions } from '../../core/normalize/normalize-questions.js';
import type { NormalizedInput } from '../../core/types.js';
import { field } from '../../core/utils/read.js';
import { useCardEngine, withoutFreeText } from './engine.js';
import type { UseAskUserQuestionOptions, UseAskUserQuestionReturn } from './types.js';

/** The input, normalised once per input, with the host's `allowCustom: false` applied. */
function useNormalized(source: unknown, allowCustom: boolean | undefined): NormalizedInput {
  const base = useMemo(() => normalizeQuestions(source), [source]);
  return useMemo(() => withoutFreeText(base, allowCustom), [base, allowCustom]);
}

/**
 * The headless ask-the-user card: normalises any input shape, owns the draft
 * (controlled or not, with a `stateReducer`), and returns actions and prop getters that
 * carry ARIA and `data-*` state. Responds at most once per call — a double click, a
 * StrictMode double render or a re-announced request cannot submit twice — and never
 * responds on its own: nothing submits on selection and Escape never declines.
 *
 * @example
 * const card = useAskUserQuestion({ input: toolCall.input, onSubmit: (r) => addToolOutput(r) });
 * <div {...card.getRootProps()}>
 *   {card.questions.map((q) => (
 *     <div key={q.key} {...card.getQuestionProps(q.key)}>
 *       <p id={card.ids.questionText(q.key)}>{q.question}</p>
 *       <div {...card.getOptionGroupProps(q.key)}>
 *         {q.options.map((o) => <button key={o.label} {...card.getOptionProps(q.key, o.label)}>{o.displayLabel}</button>)}
 *       </div>
 *     </div>
 *   ))}
 *   <button {...card.getSubmitProps()}>Submit</button>
 * </div>
 */
export function useAskUserQuestion(options: UseAskUserQuestionOptions = {}): UseAskUserQuestionReturn {
  const { input, record } = options;
  const normalized = useNormalized(input !== undefined ? input : field(record, 'input'), options.allowCustom);
  return useCardEngine(options, normalized);
}

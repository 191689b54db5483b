import { createDisplayPayload } from '../display/create-display-payload.js';
import type { AnswerAnnotation, AnswerSelection, DisplayPayload, ResponseContent } from '../types.js';
import { formatModelContent } from './format-model-content.js';

/**
 * What a tool result carries when the user answered: the answers, the model-visible text
 * and the display payload, so the stored result restores the same
 * summary. Shared by the adapters whose tool results are free-form (AI SDK, assistant-ui);
 * internal, because it expects content already read by `readResponse`.
 */
export interface AnsweredToolOutput {
  readonly answers: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, AnswerAnnotation>>;
  readonly message: string;
  readonly display: DisplayPayload;
}

/**
 * Builds the tool result for an accept response (as read by `readResponse`). The display
 * payload keeps the response's selections, so free text restores apart from ticked options.
 */
export function createToolOutput(
  input: unknown,
  content: ResponseContent,
  selections?: Readonly<Record<string, AnswerSelection>>,
): AnsweredToolOutput {
  const { answers, annotations } = content;
  return {
    answers,
    ...(annotations ? { annotations } : {}),
    message: formatModelContent(input, answers, annotations),
    display: createDisplayPayload({ answers, selections }) ?? { kind: 'ask_user_question', answers: {} },
  };
}

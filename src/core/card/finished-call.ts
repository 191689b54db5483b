import { createDisplayPayload } from '../display/create-display-payload.js';
import type { AskUserResponse, NormalizedQuestion, QuestionReading } from '../types.js';

// What a finished call is read from and shown with: the record of a response, and the chips.

/**
 * The record a host stores for a response, so the live summary goes through the very same
 * carriers as a cold restore (display payload first, notes and previews from the output).
 */
export function recordFromResponse(input: unknown, response: AskUserResponse): Record<string, unknown> {
  if (response.action !== 'accept')
    return { input, state: response.action === 'decline' ? 'declined' : 'cancelled' };
  const output = { ...response.content };
  const display = createDisplayPayload({ ...output, selections: response.selections });
  return { input, output, display, state: 'answered' };
}

/** The summary's decision chips for one answer. */
export interface DecisionChips {
  /** Answered through the free-text choice. */
  readonly other: boolean;
  /** The question recommended an option and the answer is none of them. */
  readonly notRecommended: boolean;
}

export function decisionChips(
  item: QuestionReading,
  question: NormalizedQuestion | undefined,
): DecisionChips {
  if (item.state !== 'answered') return { other: false, notRecommended: false };
  const recommended =
    question?.options.filter((option) => option.recommended).map((option) => option.label) ?? [];
  return {
    other: item.custom !== undefined,
    notRecommended: recommended.length > 0 && !item.selected.some((label) => recommended.includes(label)),
  };
}

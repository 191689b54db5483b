'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { AnswerReading, NormalizedQuestion, QuestionReading } from '../../../core/types.js';
import type { ResolvedSettings } from '../../settings.js';

/** What a summary's parts read: the finished call as read, and how to show it. */
export interface SummaryContextValue {
  readonly reading: AnswerReading;
  /** The call's questions, for headers, display labels, recommendations and secrets. */
  readonly questions: readonly NormalizedQuestion[];
  readonly settings: ResolvedSettings;
  readonly headingLevel: 2 | 3 | 4 | 5 | 6;
  readonly headingId?: string | undefined;
  /** Replaces the outcome heading. */
  readonly title?: ReactNode;
}

/** One question of the summary. */
export interface SummaryItemValue {
  readonly item: QuestionReading;
  readonly question: NormalizedQuestion | undefined;
}

export const SummaryContext = createContext<SummaryContextValue | null>(null);
export const SummaryItemContext = createContext<SummaryItemValue | null>(null);

export function useSummary(part: string) {
  const value = useContext(SummaryContext);
  if (!value) throw new Error(`\`AskUser.${part}\` must be inside \`AskUser.Summary\`.`);
  return { ...value, messages: value.settings.resolvedMessages };
}

export function useSummaryItem(part: string) {
  const summary = useSummary(part);
  const value = useContext(SummaryItemContext);
  if (!value) throw new Error(`\`AskUser.${part}\` must be inside \`AskUser.SummaryItem\`.`);
  return { ...summary, ...value };
}

'use client';
import { useMemo } from 'react';
import { readAnswers } from '../core/answers/read-answers.js';
import type { ReadAnswersOptions } from '../core/answers/read-answers.js';
import type { AnswerReading, AskUserRecord } from '../core/types.js';

/**
 * Memoised {@link readAnswers}: what the user answered, read from a stored tool-call record.
 * Recomputes only when the record (or the pre-normalised input) changes identity,
 * so pass a stable record object.
 *
 * @example
 * const reading = useAnswerReading({ input: part.input, output: part.output, state: 'answered' });
 * reading.outcome // 'answered' | 'partial' | 'none-answered' | 'declined' | …
 */
export function useAnswerReading(
  record: AskUserRecord | undefined,
  options?: ReadAnswersOptions,
): AnswerReading {
  const normalized = options?.normalized;
  return useMemo(() => readAnswers(record, normalized ? { normalized } : undefined), [record, normalized]);
}

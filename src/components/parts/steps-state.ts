'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { NormalizedQuestion } from '../../core/types.js';
import type { StepsState } from './context.js';

/**
 * The steps layout's position: one question at a time, then the review. Focus moves to the new
 * step only after the user navigated, never on mount, so the host's composer keeps focus.
 */
export function useStepsState(allQuestions: readonly NormalizedQuestion[]): StepsState {
  const questions = useMemo(
    () => allQuestions.filter((question) => question.question.trim().length > 0),
    [allQuestions],
  );
  const reviewIndex = questions.length;
  const [step, setStep] = useState(0);
  const current = Math.min(step, reviewIndex);
  const focusTarget = useRef<HTMLElement | null>(null);
  const navigated = useRef(false);
  useEffect(() => {
    if (navigated.current) focusTarget.current?.focus();
    navigated.current = false;
  }, [current]);
  return useMemo(
    () => ({
      questions,
      current,
      reviewIndex,
      onReview: current === reviewIndex,
      go: (index: number) => {
        navigated.current = true;
        setStep(index);
      },
      focusTarget,
    }),
    [questions, current, reviewIndex],
  );
}

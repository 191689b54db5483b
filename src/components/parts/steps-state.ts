'use client';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { NormalizedQuestion } from '../../core/types.js';
import type { StepsState } from './context.js';

/**
 * The steps layout's position: one question at a time, then the review. Focus moves to the new
 * step only after the user navigated, never on the card's mount, so the host's composer keeps
 * focus. A card mounted again after a failed load starts where the user was (`startStep`).
 */
export function useStepsState(allQuestions: readonly NormalizedQuestion[], startStep = 0): StepsState {
  const questions = useMemo(
    () => allQuestions.filter((question) => question.question.trim().length > 0),
    [allQuestions],
  );
  const reviewIndex = questions.length;
  const [step, setStep] = useState(startStep);
  const current = Math.min(step, reviewIndex);
  const navigated = useRef(false);
  // The new step's element takes focus as it mounts: it may mount in a later render than the
  // one that changed the step, when only the parts subscribed to the step re-render.
  const focusTarget = useCallback((node: HTMLElement | null) => {
    if (!node || !navigated.current) return;
    navigated.current = false;
    node.focus();
  }, []);
  return useMemo(
    () => ({
      questions,
      current,
      reviewIndex,
      onReview: current === reviewIndex,
      go: (index: number) => {
        // Going to the step already shown mounts nothing that could take the focus, and a flag
        // left set would hand it to whatever mounts or re-attaches its ref next.
        const target = Math.min(index, reviewIndex);
        if (target !== current) navigated.current = true;
        setStep(target);
      },
      focusTarget,
    }),
    [questions, current, reviewIndex, focusTarget],
  );
}

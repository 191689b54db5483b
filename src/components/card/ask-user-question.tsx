'use client';
import { forwardRef } from 'react';
import { CardErrorBoundary } from '../parts/error-card/error-card.js';
import { useCardBinding } from '../../hooks/card/use-ask-user-question.js';
import { type AskUserCardOptions, CardView, cardOptions } from '../parts/root/root.js';
import type { AskUserInput, AskUserRecord } from '../../core/types.js';

/**
 * Where a card's call comes from: its `input` (live; partial, or not there yet, while it streams
 * in), a stored `record` (`undefined` when a reader found none), or both. A card given neither
 * prop has nothing to show: a type error.
 */
export type AskUserQuestionSource =
  | { readonly input: AskUserInput | undefined; readonly record?: AskUserRecord | undefined }
  | { readonly input?: AskUserInput | undefined; readonly record: AskUserRecord | undefined };

/** Props of `<AskUserQuestion>`: the call, the host's handlers, and how to show it. */
export type AskUserQuestionProps = Omit<AskUserCardOptions, 'input' | 'record'> & AskUserQuestionSource;

/**
 * The ask-the-user card: renders a pending call as an interactive card — also while its
 * arguments stream in — and a finished call as its read-only summary, from the same props. Bad
 * input never throws into the host: contract violations render leniently with a warning, unusable
 * input renders an error card that still lets the user decline, and a render error inside the card
 * (a host's `renderMarkdown` that throws) stays in it. It is `AskUser.Root` with the default parts
 * (`ask-user-kit/parts`), inside an error boundary.
 *
 * @example
 * ```tsx
 * <AskUserQuestion input={toolCall.input} status="pending" onSubmit={send} onDecline={send} onCancel={send} />
 * <AskUserQuestion record={{ input: toolCall.input, output: toolCall.output, state: 'answered' }} />
 * ```
 */
export const AskUserQuestion = forwardRef<HTMLElement, AskUserQuestionProps>(
  function AskUserQuestion(props, ref) {
    // The store outside the boundary: an error card that replaces a card whose rendering failed
    // shares its one delivery, so a call already answered is never answered again from it.
    const card = useCardBinding(cardOptions(props));
    return (
      <CardErrorBoundary fallback={<CardView {...props} card={card} ref={ref} renderFailed />}>
        <CardView {...props} card={card} ref={ref} />
      </CardErrorBoundary>
    );
  },
);
AskUserQuestion.displayName = 'AskUserQuestion';

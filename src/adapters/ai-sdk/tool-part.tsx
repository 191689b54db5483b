'use client';
import { useMemo } from 'react';
import { AskUserQuestion, type AskUserQuestionProps } from '../../components/card/ask-user-question.js';
import type { AskUserResponse } from '../../core/types.js';
import { type ChatWithToolOutput, type ToRecordOptions, answerToolCall, toolRecord } from './convert.js';
import { asAskUserInput } from '../../core/record/as-input.js';

/** Props of `<AskUserToolPart>`: the part, the chat that answers it, and the card's props. */
export interface AskUserToolPartProps
  extends
    Omit<AskUserQuestionProps, 'input' | 'record' | 'status' | 'onSubmit' | 'onDecline' | 'onCancel'>,
    ToRecordOptions {
  /** The tool part from `message.parts` (`tool-NAME` or `dynamic-tool`, any state). */
  readonly part: unknown;
  /** The chat from `useChat` (its `addToolOutput` or `addToolResult` sends the answer). */
  readonly chat: ChatWithToolOutput;
  /** Called with the response once the chat took it. */
  readonly onResponse?: (response: AskUserResponse) => void;
}

/**
 * Renders an AI SDK tool part as the card: streaming arguments as a locked card, a waiting
 * call as an interactive one, a finished call as its summary. Answers go back through the
 * chat's `addToolOutput` / `addToolResult`.
 *
 * @example
 * ```tsx
 * {message.parts.map((part) =>
 *   isAskUserToolPart(part) ? <AskUserToolPart key={part.toolCallId} part={part} chat={chat} /> : null,
 * )}
 * ```
 */
export function AskUserToolPart({ part, chat, toolNames, onResponse, ...cardProps }: AskUserToolPartProps) {
  const record = useMemo(() => toolRecord(part, toolNames ? { toolNames } : {}), [part, toolNames]);
  if (!record) return null;
  const live = record.state === 'streaming' || record.state === 'pending';
  // The card shows "sending" until the chat took the answer, and an error if it could not.
  const answer = (response: AskUserResponse) =>
    answerToolCall(chat, response, part).then(() => onResponse?.(response));
  return live ? (
    <AskUserQuestion
      {...cardProps}
      input={asAskUserInput(record.input)}
      status={record.state === 'streaming' ? 'streaming' : 'pending'}
      onSubmit={answer}
      onDecline={answer}
      onCancel={answer}
    />
  ) : (
    <AskUserQuestion {...cardProps} record={record} />
  );
}
AskUserToolPart.displayName = 'AskUserToolPart';

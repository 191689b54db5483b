'use client';
import { AskUserQuestion, type AskUserQuestionProps } from '../../components/card/ask-user-question.js';
import { asAskUserInput } from '../../core/record/as-input.js';
import type { AskUserResponse } from '../../core/types.js';
import {
  type ApprovalOptions,
  type ChatWithToolApproval,
  answerApproval,
  toApprovalRecord,
} from './approval.js';

/** Props of `<AskUserApprovalPart>`: the part, the chat that answers it, and the card's props. */
export interface AskUserApprovalPartProps
  extends
    Omit<
      AskUserQuestionProps,
      'input' | 'record' | 'status' | 'onSubmit' | 'onDecline' | 'onCancel' | 'actions'
    >,
    ApprovalOptions {
  /** A tool part with an approval (`approval-requested`, or a decided one). */
  readonly part: unknown;
  /** The chat from `useChat`: its `addToolApprovalResponse` sends the decision. */
  readonly chat: ChatWithToolApproval;
  /** Called with the response once the chat took it. */
  readonly onResponse?: (response: AskUserResponse) => void;
}

/**
 * An AI SDK tool approval as the card: Allow or Deny, with a note for the reason, while the call
 * waits; the decision (and whether a person or a rule took it) once it is made. There is no
 * Skip all: an approval needs a decision.
 */
export function AskUserApprovalPart({
  part,
  chat,
  words,
  onResponse,
  ...cardProps
}: AskUserApprovalPartProps) {
  const options = words ? { words } : undefined;
  const record = toApprovalRecord(part, options);
  if (!record) return null;
  if (record.state !== 'pending') return <AskUserQuestion {...cardProps} record={record} />;
  const answer = (response: AskUserResponse) =>
    answerApproval(chat, response, part, options).then(() => onResponse?.(response));
  return (
    <AskUserQuestion
      {...cardProps}
      input={asAskUserInput(record.input)}
      status="pending"
      // The chat takes an approval or a denial: no refusal or dismissal of its own.
      actions={{ skipAll: false, decline: false, cancel: false }}
      onSubmit={answer}
      onDecline={answer}
      onCancel={answer}
    />
  );
}
AskUserApprovalPart.displayName = 'AskUserApprovalPart';

'use client';

import type { AskUserRecord } from 'ask-user-kit';
import { AskUserCard, type AskUserCardProps } from '@/components/ui/ask-user-card';
import { cn } from '@/lib/utils';

/** Props of `AskUserSummary`: the stored call and how to show it. */
export interface AskUserSummaryProps extends Omit<
  AskUserCardProps,
  'input' | 'record' | 'status' | 'onSubmit' | 'onDecline' | 'onCancel'
> {
  /**
   * The finished call as your store kept it: its input and output in the runtime's own words
   * (a transcript line, a tool part, a tool result). Unreadable records say so; they never
   * invent an answer.
   */
  readonly record: AskUserRecord;
}

/** A finished question in the transcript: what was asked and what the user answered, or did not. */
export function AskUserSummary({ record, className, ...props }: AskUserSummaryProps) {
  return <AskUserCard {...props} record={record} className={cn('gap-3 p-4 shadow-none', className)} />;
}

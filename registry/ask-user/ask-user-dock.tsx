'use client';

import { useState } from 'react';
import { asAskUserInput, format, messagesFor, useQuestionQueue } from 'ask-user-kit';
import type { AskUserResponse } from 'ask-user-kit';
import type { QueueEntry, QuestionQueue } from 'ask-user-kit/core';
import { AskUserCard, type AskUserCardProps } from '@/components/ui/ask-user-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Props of `AskUserDock`. */
export interface AskUserDockProps {
  /** The queue the agents ask through (`createQuestionQueue()` / `useQuestionQueue()`). */
  readonly queue: QuestionQueue;
  /** Called once a response was recorded in the queue. */
  readonly onResponse?: (entry: QueueEntry, response: AskUserResponse) => void;
  /** The card's language (the kit ships English and Chinese). */
  readonly locale?: string;
  /** Props for every card (layout, actions, …). */
  readonly cardProps?: Omit<
    AskUserCardProps,
    'input' | 'record' | 'status' | 'response' | 'onSubmit' | 'onDecline' | 'onCancel' | 'origin'
  >;
  readonly className?: string;
}

/**
 * The questions agents and their subagents are waiting on, above your composer: each as an
 * `AskUserCard` with where it comes from, each answered at most once; collapses to one line.
 */
export function AskUserDock({ queue, onResponse, locale, cardProps, className }: AskUserDockProps) {
  const { entries } = useQuestionQueue(queue);
  const [collapsed, setCollapsed] = useState(false);
  const messages = messagesFor(locale);
  const shown = entries.filter(
    (entry) => entry.status === 'pending' || entry.status === 'answered-elsewhere',
  );
  const waiting = shown.filter((entry) => entry.status === 'pending').length;
  if (shown.length === 0) return null;
  const title = waiting === 1 ? messages.dockTitleOne : format(messages.dockTitleMany, { count: waiting });
  const respond = (entry: QueueEntry) => (response: AskUserResponse) => {
    if (queue.respond(entry.id, response)) onResponse?.(entry, response);
  };
  return (
    <section
      aria-label={title}
      className={cn('flex flex-col gap-3 rounded-xl border bg-muted/40 p-3', className)}
    >
      <div className="flex items-center gap-2">
        <Badge variant="secondary" aria-hidden="true">
          {waiting}
        </Badge>
        <p role="status" className="flex-1 text-sm font-medium">
          {title}
        </p>
        <Button variant="ghost" size="sm" aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
          {collapsed ? messages.dockExpand : messages.dockCollapse}
        </Button>
      </div>
      <ol className="flex flex-col gap-3" hidden={collapsed}>
        {shown.map((entry) => (
          <li key={entry.id}>
            {entry.status === 'answered-elsewhere' ? (
              <AskUserCard
                {...cardProps}
                locale={locale}
                input={asAskUserInput(entry.input)}
                answeredElsewhere
                {...(entry.response ? { response: entry.response } : { status: 'pending' as const })}
                {...(entry.origin ? { origin: entry.origin } : {})}
              />
            ) : (
              <AskUserCard
                {...cardProps}
                locale={locale}
                input={asAskUserInput(entry.input)}
                status="pending"
                onSubmit={respond(entry)}
                onDecline={respond(entry)}
                onCancel={respond(entry)}
                {...(entry.origin ? { origin: entry.origin } : {})}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

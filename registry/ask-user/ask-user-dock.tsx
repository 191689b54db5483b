'use client';

import { QuestionDock, type QuestionDockProps } from 'ask-user-kit';
import { AskUserCard } from '@/components/ui/ask-user-card';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Tailwind classes for the dock's parts, keyed by their `data-slot` name. */
export const askUserDockClassNames: NonNullable<QuestionDockProps['classNames']> = {
  'dock-bar': 'flex items-center gap-2',
  'dock-title': 'flex-1 text-sm font-medium',
  'dock-peek': 'min-w-0 flex-1 truncate text-sm text-muted-foreground',
  'dock-toggle': buttonVariants({ variant: 'ghost', size: 'sm' }),
  'dock-list': 'flex flex-col gap-3',
};

/** Props of `AskUserDock`: everything `QuestionDock` takes (the queue, `onResponse`, `cardProps`, …). */
export type AskUserDockProps = Omit<QuestionDockProps, 'card' | 'unstyled'>;

/**
 * The questions agents and their subagents are waiting on, above your composer: the kit's
 * `QuestionDock` (each request answered at most once, its origin, answered-elsewhere, collapse)
 * with every card an `AskUserCard`, styled with your tokens.
 */
export function AskUserDock({ className, classNames, ...props }: AskUserDockProps) {
  return (
    <QuestionDock
      unstyled
      card={AskUserCard}
      className={cn('flex flex-col gap-3 rounded-xl border bg-muted/40 p-3', className)}
      classNames={{ ...askUserDockClassNames, ...classNames }}
      {...props}
    />
  );
}

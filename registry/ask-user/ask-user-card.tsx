'use client';

import type { ComponentProps } from 'react';
import * as AskUser from 'ask-user-kit/parts';
import { badgeVariants } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const quietButton = buttonVariants({ variant: 'ghost', size: 'sm' });
const outlineButton = buttonVariants({ variant: 'outline', size: 'sm' });

/**
 * Tailwind classes for the parts the card renders, keyed by their `data-slot` name. The card
 * is unstyled ask-user-kit parts: every look is here, in your code, in your theme's tokens.
 */
export const askUserCardClassNames: NonNullable<AskUser.RootProps['classNames']> = {
  'card-header': 'flex flex-col gap-1.5',
  'card-title': 'font-semibold leading-none',
  'card-body': 'flex flex-col gap-6',
  warning: 'rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm',
  error: 'flex flex-col gap-2 text-sm',
  'error-title': 'font-semibold',
  question: 'flex flex-col gap-3',
  'question-header': 'flex flex-wrap items-center gap-2 empty:hidden',
  'question-chip': badgeVariants({ variant: 'outline' }),
  'required-badge': badgeVariants({ variant: 'outline' }),
  'question-text': 'text-sm font-medium',
  'question-description': 'text-sm text-muted-foreground',
  'question-hint': 'text-xs text-muted-foreground',
  'question-body': 'flex flex-col gap-2',
  'split-preview': 'grid gap-3 md:grid-cols-2',
  'option-list': 'flex flex-col gap-2',
  // An approval: the tool call, its arguments once (line breaks kept), and decision buttons.
  'tool-call': 'flex flex-col gap-2 text-sm',
  'tool-call-reason': 'whitespace-pre-line',
  'tool-call-arguments': cn(
    '[&>summary]:cursor-pointer [&>summary]:text-xs [&>summary]:text-muted-foreground',
    '[&>pre]:mt-1 [&>pre]:max-h-64 [&>pre]:overflow-auto [&>pre]:rounded-md [&>pre]:bg-muted [&>pre]:p-3',
    '[&>pre]:font-mono [&>pre]:text-xs [&>pre]:whitespace-pre-wrap [&>pre]:break-words',
  ),
  decisions: 'flex flex-wrap items-center gap-2',
  decision: cn(
    buttonVariants({ variant: 'outline' }),
    'data-[decision=allow]:bg-primary data-[decision=allow]:text-primary-foreground',
    'data-[decision=allow]:hover:bg-primary/90 data-[decision=deny]:text-destructive',
    'aria-pressed:ring-[3px] aria-pressed:ring-ring/50',
  ),
  option: cn(
    'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors',
    'hover:bg-accent/50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
  ),
  'option-control': cn(
    'mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border border-input bg-background outline-none',
    '[&[role=checkbox]]:rounded-[4px] data-[state=checked]:border-primary data-[state=checked]:bg-primary',
  ),
  'option-indicator': cn(
    'size-1.5 rounded-full bg-primary-foreground data-[state=unchecked]:invisible',
    // In a checkbox, a tick.
    '[[role=checkbox]_&]:h-2.5 [[role=checkbox]_&]:w-1.5 [[role=checkbox]_&]:-translate-y-px [[role=checkbox]_&]:rotate-45',
    '[[role=checkbox]_&]:rounded-none [[role=checkbox]_&]:border-r-2 [[role=checkbox]_&]:border-b-2',
    '[[role=checkbox]_&]:border-primary-foreground [[role=checkbox]_&]:bg-transparent',
  ),
  'option-text': 'flex min-w-0 flex-col gap-0.5',
  'option-label': 'flex flex-wrap items-center gap-2 font-medium',
  // A key cap where there is a keyboard: a phone's touch screen has none to press.
  'option-shortcut': 'rounded border px-1 font-mono text-xs text-muted-foreground pointer-coarse:hidden',
  'option-description': 'text-muted-foreground',
  'recommended-badge': badgeVariants({ variant: 'secondary' }),
  'custom-choice': cn(
    'flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border py-1.5 pr-1.5 pl-3 text-sm',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
    // Its "Other" row is the control and its name only; the row around it is the box.
    '[&>label]:min-h-0 [&>label]:items-center [&>label]:border-0 [&>label]:bg-transparent [&>label]:p-0',
    // Chosen, the row is tinted once: not its "Other" label a second time inside it.
    '[&>label]:data-[state=checked]:border-0 [&>label]:data-[state=checked]:bg-transparent',
  ),
  'custom-input': cn(
    'h-9 min-w-0 flex-1 rounded-md border border-input bg-transparent px-3 py-1 text-sm shadow-xs outline-none',
    'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
    'aria-invalid:border-destructive disabled:opacity-50 dark:bg-input/30',
  ),
  'custom-hint': 'text-xs text-muted-foreground',
  'question-tools': 'flex flex-wrap gap-2',
  skip: quietButton,
  'notes-toggle': quietButton,
  notes: cn(
    'min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs outline-none',
    'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
    'disabled:opacity-50 dark:bg-input/30',
  ),
  'bulk-select': quietButton,
  'preview-column': 'flex min-w-0 flex-col gap-1',
  'preview-caption': 'text-xs font-medium text-muted-foreground',
  // Contained: an agent's preview can never draw outside its box.
  preview:
    'relative isolate max-h-80 overflow-auto rounded-md border [contain:paint] [transform:translateZ(0)]',
  'preview-content': 'p-3 text-sm data-[kind=text]:font-mono data-[kind=text]:whitespace-pre',
  'preview-note': 'text-xs text-muted-foreground',
  'preview-tools': 'flex flex-wrap justify-end gap-2',
  'preview-expand': quietButton,
  'compare-toggle': quietButton,
  compare: 'grid gap-3 md:grid-cols-2',
  'compare-item': 'flex flex-col gap-1',
  'compare-caption': 'text-xs font-medium text-muted-foreground',
  'compare-select': outlineButton,
  'invisible-char': 'rounded bg-amber-500/20 px-0.5 font-bold text-amber-700 dark:text-amber-300',
  actions: 'flex flex-wrap items-center gap-2',
  'action-hint': 'w-full text-xs text-muted-foreground',
  'send-error': 'w-full text-sm text-destructive',
  status: 'text-sm text-muted-foreground empty:m-0',
  steps: 'flex flex-wrap gap-1 [&>ol]:flex [&>ol]:flex-wrap [&>ol]:gap-1',
  step: cn(quietButton, 'aria-[current=step]:bg-accent'),
  'step-button': cn(quietButton, 'aria-[current=step]:bg-accent'),
  'step-nav': 'flex gap-2',
  progress: 'text-xs text-muted-foreground',
  review: 'flex flex-col gap-3',
  'review-title': 'text-sm font-semibold',
  'review-list': 'flex flex-col gap-2 text-sm',
  'review-question': 'font-medium',
  'review-answer': 'text-muted-foreground',
  'review-link': 'underline underline-offset-4',
  summary: 'flex flex-col gap-3 text-sm',
  // Focus lands on it after Submit as a reading position, not a control: no ring.
  'summary-header': 'font-semibold outline-none',
  'summary-list': 'flex flex-col gap-3',
  'summary-item': 'flex flex-col gap-1',
  'summary-question': 'text-sm font-medium',
  'summary-answer': 'text-muted-foreground',
  'summary-notes': 'text-muted-foreground italic',
  'summary-reason': 'text-muted-foreground',
  'decision-chip': cn(badgeVariants({ variant: 'secondary' }), 'ms-2 align-middle'),
  amend: 'flex gap-2',
  elsewhere: 'text-sm text-muted-foreground',
  origin: 'text-xs text-muted-foreground',
  'auto-resolution': 'flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm',
  'auto-resolution-pause': outlineButton,
};

/** Props of `AskUserCard`: everything `AskUser.Root` takes (the call, the handlers, options). */
export type AskUserCardProps = ComponentProps<typeof AskUser.Root>;

/**
 * An agent's question as a shadcn/ui card: the ask-user-kit parts (state, keyboard, ARIA, the
 * exact response shape) with your Button and Badge, styled with your tokens. The responses are
 * your `Button` (through `asChild`); the per-question tools and chips take its and `Badge`'s
 * variants.
 */
export function AskUserCard({ className, classNames, ...props }: AskUserCardProps) {
  return (
    <AskUser.Root
      unstyled
      className={cn(
        'flex flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
        className,
      )}
      classNames={{ ...askUserCardClassNames, ...classNames }}
      {...props}
    >
      <AskUser.Header />
      {/* The steps layout's navigation and progress; in the stacked layout they render nothing. */}
      <AskUser.Steps />
      <AskUser.Progress />
      <AskUser.QuestionList />
      <AskUser.StepNav />
      {/* Each button follows the card's `actions` option and what the call allows by itself. */}
      <AskUser.Actions>
        <AskUser.Submit asChild>
          <Button />
        </AskUser.Submit>
        <AskUser.SkipAll asChild>
          <Button variant="outline" />
        </AskUser.SkipAll>
        <AskUser.Decline asChild>
          <Button variant="outline" />
        </AskUser.Decline>
        <AskUser.Dismiss asChild>
          <Button variant="ghost" />
        </AskUser.Dismiss>
      </AskUser.Actions>
      <AskUser.Summary />
      <AskUser.Status />
    </AskUser.Root>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// The app's Badge, with shadcn/ui's API (variant, badgeVariants). Written for these tests.
const VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  destructive: 'border-transparent bg-destructive text-white',
  outline: 'text-foreground',
} as const;

export function badgeVariants({
  variant = 'default',
  className,
}: { variant?: keyof typeof VARIANTS; className?: string } = {}): string {
  return cn(
    'inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
    VARIANTS[variant],
    className,
  );
}

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof VARIANTS }) {
  return <span data-slot="badge" className={badgeVariants({ variant, className })} {...props} />;
}

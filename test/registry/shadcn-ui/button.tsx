import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// The app's Button, with shadcn/ui's API (variant, size, buttonVariants). Written for these tests.
const VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
  destructive: 'bg-destructive text-white shadow-xs hover:bg-destructive/90',
  outline:
    'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:border-input dark:bg-input/30',
  secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;
const SIZES = {
  default: 'h-9 px-4 py-2',
  sm: 'h-8 gap-1.5 rounded-md px-3',
  lg: 'h-10 rounded-md px-6',
  icon: 'size-9',
} as const;

export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-all outline-none',
    'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50',
    'aria-disabled:pointer-events-none aria-disabled:opacity-50 pointer-coarse:min-h-11',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES }) {
  return <button data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}

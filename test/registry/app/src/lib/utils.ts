/** Joins class names, skipping the empty ones (the app's own `cn`, as `shadcn init` leaves one). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

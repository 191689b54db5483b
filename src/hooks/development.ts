import { DEVELOPER_MESSAGES } from './developer-messages.js';

// Bundlers replace `process.env.NODE_ENV` with a literal; the name is declared here so the
// kit's declarations need no Node types.
declare const process: { readonly env: { readonly NODE_ENV?: string } };

/**
 * Reports a host mistake on the console, in development only. Bundlers (Vite, Next.js, webpack)
 * replace `process.env.NODE_ENV`, as React itself needs them to, so in a production bundle the
 * test folds to a constant and the words are dropped with the code that prints them. A page
 * without a bundler (no `process`) is told nothing. @internal
 */
export function tellDeveloper<Key extends keyof typeof DEVELOPER_MESSAGES>(
  level: 'warn' | 'error',
  key: Key,
  ...details: Parameters<(typeof DEVELOPER_MESSAGES)[Key]>
): void {
  try {
    report(level, key, details);
  } catch {
    // A page without a bundler has no `process`: it hears nothing, and nothing breaks.
  }
}

/** The report itself, outside the `try`: there a bundler folds its test and drops the words. */
function report(
  level: 'warn' | 'error',
  key: keyof typeof DEVELOPER_MESSAGES,
  details: readonly string[],
): void {
  if (process.env.NODE_ENV === 'production') return;
  console[level]((DEVELOPER_MESSAGES[key] as (...details: string[]) => string)(...details));
}

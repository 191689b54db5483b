import type { DEVELOPER_MESSAGES } from './developer-messages.js';

// Bundlers replace `process.env.NODE_ENV` with a literal; the name is declared here so the
// kit's declarations need no Node types.
declare const process: { readonly env: { readonly NODE_ENV?: string } };

/**
 * Development builds only. Bundlers (Vite, Next.js, webpack) replace `process.env.NODE_ENV`,
 * so a production bundle never reports host mistakes; a page without a bundler has no `process`
 * at all and counts as development, so mistakes are reported where they are made.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

/**
 * Reports a host mistake on the console, in development only. The words load with the first
 * report (a moment later): minifiers keep the guard above, a function that must not throw where
 * nothing replaced the name, so words written here would stay in every production bundle.
 */
export function tellDeveloper<Key extends keyof typeof DEVELOPER_MESSAGES>(
  level: 'warn' | 'error',
  key: Key,
  ...details: Parameters<(typeof DEVELOPER_MESSAGES)[Key]>
): void {
  if (!isDevelopment()) return;
  import('./developer-messages.js').then(
    ({ DEVELOPER_MESSAGES: messages }) =>
      console[level]((messages[key] as (...details: string[]) => string)(...details)),
    () => undefined,
  );
}

// Bundlers replace `process.env.NODE_ENV` with a literal; the name is declared here so the
// kit's declarations need no Node types.
declare const process: { readonly env: { readonly NODE_ENV?: string } };

/**
 * Development builds only. Bundlers (Vite, Next.js, webpack) replace `process.env.NODE_ENV`,
 * so a production bundle never reports host mistakes (their words stay in it: the guard is a
 * function minifiers keep, since it must not throw where nothing replaced the name); a page
 * without a bundler has no `process` at all and counts as development, so mistakes are
 * reported where they are made.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

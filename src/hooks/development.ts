// Bundlers replace `process.env.NODE_ENV` with a literal; the name is declared here so the
// kit's declarations need no Node types.
declare const process: { readonly env: { readonly NODE_ENV?: string } };

/**
 * Development builds only. Bundlers (Vite, Next.js, webpack) replace `process.env.NODE_ENV`,
 * so production bundles drop the host-mistake messages; a page without a bundler has no
 * `process` at all and counts as development, so mistakes are reported where they are made.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

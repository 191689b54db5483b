/**
 * Development builds only: bundlers replace `process.env.NODE_ENV`, and an unbundled page
 * without `process` counts as development, so host mistakes are reported where they are made.
 */
export function isDevelopment(): boolean {
  return typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';
}

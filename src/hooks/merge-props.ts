/** Props a getter may receive from the caller and merge with its own. */
export type PropsWithHandlers = Record<string, unknown> & {
  className?: string | undefined;
  style?: object | undefined;
};

type AnyHandler = (event: { defaultPrevented?: boolean }, ...rest: unknown[]) => void;

/**
 * Merges the hook's props with the caller's: the caller's event handler runs first and ours
 * is skipped when it called `preventDefault()`; class names are joined, styles shallow-merged,
 * every other caller prop wins.
 */
export function mergeProps<T extends object>(ours: T, theirs: PropsWithHandlers | undefined): T {
  if (!theirs) return ours;
  const merged: Record<string, unknown> = { ...(ours as Record<string, unknown>) };
  for (const [key, value] of Object.entries(theirs)) {
    const own = (ours as Record<string, unknown>)[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof own === 'function') {
      merged[key] = (event: { defaultPrevented?: boolean }, ...rest: unknown[]) => {
        (value as AnyHandler)(event, ...rest);
        if (!event?.defaultPrevented) (own as AnyHandler)(event, ...rest);
      };
    } else if (key === 'className') {
      merged.className = [own, value].filter(Boolean).join(' ') || undefined;
    } else if (key === 'style' && typeof own === 'object' && own !== null) {
      merged.style = { ...own, ...(value as object) };
    } else if (value !== undefined) {
      merged[key] = value;
    }
  }
  return merged as T;
}

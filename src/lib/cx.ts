/** Joins class names, skipping falsy ones. */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined.length > 0 ? joined : undefined;
}

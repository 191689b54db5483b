'use client';
import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{name}` placeholders with elements (text the agent wrote, rendered inert), keeping
 * the template's own words as text.
 */
export function formatNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] as string;
    if (!Object.prototype.hasOwnProperty.call(values, name)) continue;
    parts.push(template.slice(last, match.index), values[name]);
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(template.slice(last));
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

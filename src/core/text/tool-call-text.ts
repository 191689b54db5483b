import { total } from '../utils/read.js';
import { capLength } from '../utils/text.js';

const ARGUMENTS_SHOWN = 2_000;

/**
 * What a question about a tool call says of it: why it is asked (when the runtime says), then the
 * call's arguments as indented JSON, cut at 2,000 characters. Text only: it is shown, never run.
 * Total: arguments JSON cannot write (a cycle, a BigInt) are left out.
 */
export function describeToolCall(reason: string | undefined, args: unknown): string {
  const text = total(
    () => JSON.stringify(args, null, 2) ?? '',
    () => '',
  );
  const shown = text.length > ARGUMENTS_SHOWN ? `${capLength(text, ARGUMENTS_SHOWN)}…` : text;
  return [reason, shown].filter((part) => part !== undefined && part.length > 0).join('\n\n');
}

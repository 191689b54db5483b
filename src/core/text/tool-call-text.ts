const ARGUMENTS_SHOWN = 2_000;

/**
 * What a question about a tool call says of it: why it is asked (when the runtime says), then the
 * call's arguments as indented JSON, cut at 2,000 characters. Text only: it is shown, never run.
 * Total: arguments JSON cannot write (a cycle, a BigInt) are left out.
 */
export function describeToolCall(reason: string | undefined, args: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(args, null, 2) ?? '';
  } catch {
    text = '';
  }
  if (text.length > ARGUMENTS_SHOWN) text = `${text.slice(0, ARGUMENTS_SHOWN)}…`;
  return [reason, text].filter((part) => part !== undefined && part.length > 0).join('\n\n');
}

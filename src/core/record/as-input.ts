import type { AskUserInput, AskUserRecord } from '../types.js';

/**
 * Accepts a value typed `unknown` (a dynamic tool's input, parsed JSON, an adapter's field) as
 * an {@link AskUserInput}. Nothing is checked or changed: the kit reads every input
 * defensively, and input it cannot use renders as a clear error card. Use it where the type
 * system cannot know the shape; where it can, pass the value directly and let TypeScript
 * catch mistakes.
 *
 * @example
 * <AskUserQuestion input={asAskUserInput(part.input)} status="pending" onSubmit={send} />
 */
export function asAskUserInput(value: unknown): AskUserInput {
  return value as AskUserInput;
}

/**
 * Accepts a value typed `unknown` (a row restored from storage) as an {@link AskUserRecord},
 * unchanged. Every field of a record is read defensively.
 *
 * @example
 * <AskUserQuestion record={asAskUserRecord(JSON.parse(row.json))} />
 */
export function asAskUserRecord(value: unknown): AskUserRecord {
  return value as AskUserRecord;
}

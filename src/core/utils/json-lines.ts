import { parsePartialJson } from './partial-json.js';

/** At most this many lines are read from one transcript. */
const MAX_LINES = 100_000;

/**
 * Parses JSON Lines (Claude Code session files, Codex rollouts, Gemini sessions): one value
 * per line; blank, broken or truncated lines are skipped rather than failing the whole file.
 * Never throws.
 */
export function parseJsonLines(text: unknown): unknown[] {
  if (typeof text !== 'string') return [];
  const values: unknown[] = [];
  let start = 0;
  while (start < text.length && values.length < MAX_LINES) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line.length === 0) continue;
    const parsed = parsePartialJson(line);
    if (parsed.complete) values.push(parsed.value);
  }
  return values;
}

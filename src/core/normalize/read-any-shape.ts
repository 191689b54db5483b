import type { NormalizedInput } from '../types.js';
import { parsePartialJson } from '../utils/partial-json.js';
import { normalizeMcpForm } from './mcp.js';
import { normalizeWithReaders } from './read-shapes.js';
import type { ContractChecks, ShapeReaders } from './warning-sink.js';

// The same readers as `shape-readers.ts` (the module a card loads on demand), named here rather
// than imported as its namespace, which a bundler would have to build as an object.
const READERS: ShapeReaders = { parseJson: parsePartialJson, readMcpForm: normalizeMcpForm };

/**
 * The general reader behind `normalizeQuestions`, for every shape; `checks` adds the warnings
 * that need them. @internal
 */
export function normalizeAnyShape(input: unknown, checks?: ContractChecks): NormalizedInput {
  return normalizeWithReaders(input, READERS, checks);
}

import type { NormalizedInput } from '../types.js';
import { CONTRACT_CHECKS } from './checks.js';
import { normalizeAnyShape } from './read-any-shape.js';

/**
 * Turns every known ask-the-user input shape into one canonical form: Claude's
 * multi-question shape, the legacy flat single question, the id-keyed shape, OpenCode,
 * Codex, Gemini CLI, Kimi, Cline, Roo Code and MCP `requestedSchema` forms, JSON argument
 * text (also while it is still streaming in), and the legacy `markdown` preview field.
 *
 * Lenient where the contract is strict: contract violations become `warnings`, not errors,
 * because refusing would cost the user a model round trip. Never throws; caps absurd sizes.
 * Idempotent: normalising its own output gives the same questions.
 *
 * @example
 * const { questions, complete, warnings } = normalizeQuestions(toolCall.input);
 */
export function normalizeQuestions(input: unknown): NormalizedInput {
  return normalizeAnyShape(input, CONTRACT_CHECKS);
}

/**
 * The questions as {@link normalizeQuestions} reads them, without the checks that only warn
 * (preview contract, header length): what reading answers needs. @internal
 */
export function readQuestionsOnly(input: unknown): NormalizedInput {
  return normalizeAnyShape(input);
}

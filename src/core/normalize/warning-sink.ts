import type { NormalizeWarning, NormalizeWarningCode } from '../types.js';
import { capLength } from '../utils/text.js';
import { NORMALIZE_LIMITS } from './limits.js';

/** A normalised value while it is being built. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Collects warnings while normalising (shared with the MCP branch), and keeps the budgets of
 * the whole call: however many questions and options arrive, the text and the previews the
 * card has to render stay bounded.
 */
/**
 * The contract checks whose only outcome is a warning. Reading answers needs the questions, not
 * the warnings, so it runs without them — and `readAnswers` alone does not load the HTML scanner
 * or the grapheme counter they need.
 */
export interface ContractChecks {
  /** Why a preview breaks the preview contract, or `undefined` when it keeps it. */
  readonly previewProblem: (preview: string) => string | undefined;
  /** Graphemes in `text`, counted up to just past `limit`. */
  readonly graphemes: (text: string, limit: number) => number;
}

export class WarningSink {
  constructor(readonly checks?: ContractChecks) {}
  readonly list: NormalizeWarning[] = [];
  textLeft: number = NORMALIZE_LIMITS.maxTextPerCall;
  previewsLeft: number = NORMALIZE_LIMITS.maxPreviewsPerCall;
  add(code: NormalizeWarningCode, path: string, message: string): void {
    if (this.list.length < 200) this.list.push({ code, path, message });
  }
}

/** Caps a string field to its own limit and to what is left of the call's budget, and warns. */
export function capped(
  text: string | undefined,
  max: number,
  sink: WarningSink,
  path: string,
  budget: 'text' | 'previews' = 'text',
): string | undefined {
  if (text === undefined) return undefined;
  const left = budget === 'text' ? sink.textLeft : sink.previewsLeft;
  const limit = Math.min(max, left);
  const kept = text.length <= limit ? text : capLength(text, limit);
  if (budget === 'text') sink.textLeft -= kept.length;
  else sink.previewsLeft -= kept.length;
  if (kept.length < text.length) {
    sink.add(
      'capped',
      path,
      limit === max
        ? `cut to ${max} characters (was ${text.length})`
        : `cut to ${limit} characters: the call as a whole is too large to show`,
    );
  }
  return kept;
}

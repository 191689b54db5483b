import { countGraphemes } from '../../rules/graphemes.js';
import { validatePreview } from '../../rules/preview.js';
import type { ContractChecks } from './warning-sink.js';

/** Every contract check, as {@link normalizeQuestions} runs them. */
export const CONTRACT_CHECKS: ContractChecks = {
  previewProblem(preview) {
    const verdict = validatePreview(preview);
    return 'error' in verdict ? verdict.error : undefined;
  },
  graphemes: countGraphemes,
};

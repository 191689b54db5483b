import { PREVIEW_MAX_LENGTH } from '../../rules/preview-limit.js';

/**
 * Caps that keep rendering responsive whatever a model or a corrupted record sends. The
 * contract's limits are lower (4 questions, 4 options); between the two, normalisation is
 * lenient and warns.
 */
export const NORMALIZE_LIMITS = {
  maxQuestions: 20,
  maxOptions: 50,
  maxQuestionLength: 10_000,
  maxHeaderLength: 200,
  maxLabelLength: 1_000,
  maxDescriptionLength: 10_000,
  maxPreviewLength: PREVIEW_MAX_LENGTH,
  /** Argument text above this size is not parsed at all. */
  maxJsonTextLength: 2_000_000,
  /** Answer strings read from records are capped too. */
  maxAnswerLength: 100_000,
  /** All question texts, headers, labels, descriptions and placeholders of one call together. */
  maxTextPerCall: 200_000,
  /** All previews of one call together. */
  maxPreviewsPerCall: 1_000_000,
} as const;

/** The strict contract's limits, used for warnings. */
export const CONTRACT_LIMITS = {
  maxQuestions: 4,
  minOptions: 2,
  maxOptions: 4,
  maxHeaderLength: 12,
} as const;

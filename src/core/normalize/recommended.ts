const MARKERS = new Set(['recommended', '推荐', '推薦', '建议', '建議']);

/**
 * Splits a trailing "(Recommended)" marker (also full-width brackets and 推荐) off a label.
 * The label itself — the answer value — is never changed; only the display label is.
 */
export function splitRecommended(label: string): { displayLabel: string; recommended: boolean } {
  const trimmed = label.trimEnd();
  const last = trimmed.at(-1);
  if (last !== ')' && last !== '）') return { displayLabel: label, recommended: false };
  const open = Math.max(trimmed.lastIndexOf('('), trimmed.lastIndexOf('（'));
  if (open < 0) return { displayLabel: label, recommended: false };
  const marker = trimmed
    .slice(open + 1, -1)
    .normalize('NFKC')
    .trim()
    .toLowerCase();
  if (!MARKERS.has(marker)) return { displayLabel: label, recommended: false };
  const displayLabel = trimmed.slice(0, open).trimEnd();
  return displayLabel.length > 0
    ? { displayLabel, recommended: true }
    : { displayLabel: label, recommended: true };
}

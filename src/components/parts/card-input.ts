'use client';
import { useMemo } from 'react';
import { normalizeAnyShape } from '../../core/normalize/read-any-shape.js';
import type { ContractChecks } from '../../core/normalize/warning-sink.js';
import type { NormalizedInput } from '../../core/types.js';
import { withoutFreeText } from '../../hooks/card/engine.js';
import { countGraphemes } from '../../shared/graphemes.js';
import { previewViews } from '../lazy-modules.js';
import { need, prefetch } from '../on-demand.js';

/**
 * The card's questions, read as `normalizeQuestions` reads them. The preview contract's checks
 * come with the preview panes, so an input without previews never loads the HTML scanner. A
 * complete input with previews waits for them (its warning state depends on them; the server
 * has them at once). One still streaming in does not: the card shows no contract warning
 * before the input is complete, and the first preview arriving must not blank the card.
 */
export function useCardInput(source: unknown, allowCustom: boolean | undefined): NormalizedInput {
  const previews = previewViews.current;
  const read = useMemo(() => {
    let previewSeen = false;
    const checks: ContractChecks = previews?.CONTRACT_CHECKS ?? {
      graphemes: countGraphemes,
      previewProblem: () => {
        previewSeen = true;
        return undefined;
      },
    };
    return { normalized: normalizeAnyShape(source, checks), waitsForPreviews: previewSeen };
  }, [source, previews]);
  if (read.waitsForPreviews) {
    if (read.normalized.complete) need(previewViews);
    else prefetch(previewViews);
  }
  return useMemo(() => withoutFreeText(read.normalized, allowCustom), [read.normalized, allowCustom]);
}

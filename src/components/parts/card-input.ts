'use client';
import { useMemo } from 'react';
import { normalizeAnyShape } from '../../core/normalize/read-any-shape.js';
import type { ContractChecks } from '../../core/normalize/warning-sink.js';
import type { NormalizedInput } from '../../core/types.js';
import { withoutFreeText } from '../../hooks/card/engine.js';
import { countGraphemes } from '../../shared/graphemes.js';
import { previewViews } from '../lazy-modules.js';
import { need } from '../on-demand.js';

/**
 * The card's questions, read as `normalizeQuestions` reads them. The preview contract's checks
 * come with the preview panes, so an input with previews waits for both (the server has them
 * at once) and an input without previews never loads the HTML scanner.
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
  if (read.waitsForPreviews) need(previewViews);
  return useMemo(() => withoutFreeText(read.normalized, allowCustom), [read.normalized, allowCustom]);
}

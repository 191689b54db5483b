'use client';
import { useMemo } from 'react';
import { normalizeWithReaders } from '../../core/normalize/read-shapes.js';
import type { ContractChecks, ShapeReaders } from '../../core/normalize/warning-sink.js';
import type { NormalizedInput } from '../../core/types.js';
import { withoutFreeText } from '../../hooks/card/engine.js';
import { countGraphemes } from '../../shared/graphemes.js';
import { previewViews, shapeReaders } from '../lazy-modules.js';
import { need, prefetch } from '../on-demand.js';

/**
 * The card's questions, read as `normalizeQuestions` reads them. Two things come with modules
 * loaded on demand, so a card given Claude's questions as an object loads neither:
 * - the readers of JSON argument text and MCP forms: an input that needs one waits for them (what
 *   it shows depends on them; the server has them at once);
 * - the preview contract's checks, which come with the preview panes, so an input without previews
 *   never loads the HTML scanner. A complete input with previews waits for them (its warning state
 *   depends on them). One still streaming in does not: the card shows no contract warning before
 *   the input is complete, and the first preview arriving must not blank the card.
 */
export function useCardInput(source: unknown, allowCustom: boolean | undefined): NormalizedInput {
  const previews = previewViews.current;
  const readers = shapeReaders.current;
  const read = useMemo(() => {
    let previewSeen = false;
    let readerMissing = false;
    const checks: ContractChecks = previews?.CONTRACT_CHECKS ?? {
      graphemes: countGraphemes,
      previewProblem: () => {
        previewSeen = true;
        return undefined;
      },
    };
    const standIns: ShapeReaders = {
      parseJson: () => {
        readerMissing = true;
        return { value: undefined, complete: false };
      },
      readMcpForm: () => {
        readerMissing = true;
        return [];
      },
    };
    return {
      normalized: normalizeWithReaders(source, readers ?? standIns, checks),
      waitsForReaders: readerMissing,
      waitsForPreviews: previewSeen,
    };
  }, [source, previews, readers]);
  if (read.waitsForReaders) need(shapeReaders);
  if (read.waitsForPreviews) {
    if (read.normalized.complete) need(previewViews);
    else prefetch(previewViews);
  }
  return useMemo(() => withoutFreeText(read.normalized, allowCustom), [read.normalized, allowCustom]);
}

'use client';
import { useMemo } from 'react';
import { readCommonShape } from '../../core/normalize/common-shape.js';
import type { ContractChecks } from '../../core/normalize/warning-sink.js';
import type { NormalizedInput } from '../../core/types.js';
import { withoutFreeText } from '../../hooks/card/engine.js';
import { countGraphemes } from '../../shared/graphemes.js';
import { mayBeFreeTextChoice } from '../../shared/may-be-free-text.js';
import { inputReader, previewViews } from '../lazy-modules.js';
import { need, prefetch } from '../on-demand.js';

/**
 * The card's questions, read as `normalizeQuestions` reads them. What it reads with comes in
 * steps, so a card given Claude's own shape loads no other reader:
 * - Claude's shape as the contract has it (no previews, nothing to warn about) is read here, by
 *   the reader `normalizeQuestions` itself tries first;
 * - anything else (another runtime's shape, argument text streaming in, an input that warns)
 *   waits for the general reader, which the finished-call views import (the first card
 *   prefetches them);
 * - the preview contract's checks come with the preview panes, so an input without previews
 *   never loads the HTML scanner. A complete input with previews waits for them (its warning
 *   state depends on them). One still streaming in does not: the card shows no contract
 *   warning before the input is complete, and the first preview arriving must not blank it.
 * The server has every module at once.
 */
export function useCardInput(source: unknown, allowCustom: boolean | undefined): NormalizedInput {
  // Its first look at a last option needs no phrase list: a label that may be "Other" goes on.
  const common = useMemo(() => readCommonShape(source, mayBeFreeTextChoice), [source]);
  // Claude's shape, read already; or the general reader, which suspends the card until it arrives.
  const reader = common ?? need(inputReader);
  const previews = previewViews.current;
  const read = useMemo(() => {
    if (!('normalizeAnyShape' in reader)) return { normalized: reader, waitsForPreviews: false };
    let previewSeen = false;
    const checks: ContractChecks = previews?.CONTRACT_CHECKS ?? {
      graphemes: countGraphemes,
      previewProblem: () => {
        previewSeen = true;
        return undefined;
      },
    };
    return { normalized: reader.normalizeAnyShape(source, checks), waitsForPreviews: previewSeen };
  }, [source, reader, previews]);
  if (read.waitsForPreviews) {
    if (read.normalized.complete) need(previewViews);
    else prefetch(previewViews);
  }
  return useMemo(() => withoutFreeText(read.normalized, allowCustom), [read.normalized, allowCustom]);
}

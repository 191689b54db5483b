'use client';
import { useState } from 'react';
import type { NormalizedOption } from '../../core/types.js';
import { validatePreview } from '../../shared/preview.js';
import { type KitSettings, slot } from '../context.js';
import { type Messages, format } from '../i18n/messages.js';
import { PreviewContent } from './preview-content.js';

export interface PreviewPaneProps {
  /** The option whose preview is shown. */
  readonly option: NormalizedOption | undefined;
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly id: string;
  readonly className?: string;
}

/**
 * The preview column of the split layout (SPEC §6.3): a labelled, keyboard-scrollable box
 * of fixed size that contains whatever the preview draws (paint containment, its own
 * stacking context and containing block), with the kit's own controls outside it.
 */
export function PreviewPane({ option, settings, messages, id, className }: PreviewPaneProps) {
  const [expanded, setExpanded] = useState(false);
  const preview = option?.preview;
  const verdict = preview === undefined ? undefined : validatePreview(preview);
  const contractError = verdict && 'error' in verdict;
  return (
    <div {...slot(settings, 'preview-column')}>
      <div
        {...slot(settings, 'preview', className)}
        id={id}
        role="region"
        aria-label={format(messages.previewOf, { label: option?.displayLabel ?? '' })}
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        data-state={preview === undefined ? 'empty' : contractError ? 'error' : 'ready'}
        data-kind={verdict?.kind ?? (contractError ? 'text' : undefined)}
        data-expanded={expanded ? '' : undefined}
      >
        {preview !== undefined ? (
          <PreviewContent
            key={`${option?.label}\u0000${preview}`}
            preview={preview}
            settings={settings}
            messages={messages}
          />
        ) : null}
      </div>
      <div {...slot(settings, 'preview-tools')}>
        {contractError ? <span {...slot(settings, 'preview-note')}>{messages.previewAsText}</span> : null}
        <button
          type="button"
          {...slot(settings, 'preview-expand')}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? messages.collapsePreview : messages.expandPreview}
        </button>
      </div>
    </div>
  );
}

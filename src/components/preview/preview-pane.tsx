'use client';
import { forwardRef, useId, useState } from 'react';
import { type PropsWithHandlers, mergeProps } from '../../hooks/merge-props.js';
import type { NormalizedOption } from '../../core/types.js';
import { validatePreview } from '../../rules/preview.js';
import { type KitSettings } from '../settings.js';
import { slot } from '../slots.js';
import { type Messages, format } from '../i18n/messages.js';
import { PreviewContent } from './preview-content.js';
import { ModelText } from '../text/model-text.js';
import { toVisibleText } from '../../core/text/reveal-invisible.js';

/** Props of `<PreviewPane>`: the option whose preview shows, the others to compare with, and how to show them. */
export interface PreviewPaneProps {
  /** The option the pane is about; without a preview of its own, the pane says it has none. */
  readonly option: NormalizedOption | undefined;
  /** What the pane is about when it is not an option (the free-text choice). */
  readonly label?: string | undefined;
  /** Every option with a preview; two or more enable compare mode. */
  readonly candidates?: readonly NormalizedOption[];
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly id: string;
  /** Classes for the preview box (`data-slot="preview"`). */
  readonly className?: string;
  /** DOM props for the column around the box and its tools (`data-slot="preview-column"`). */
  readonly columnProps?: PropsWithHandlers;
}

interface BoxProps {
  readonly option: NormalizedOption | undefined;
  readonly label: string;
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly id: string;
  readonly expanded: boolean;
  readonly className?: string | undefined;
}

/**
 * One labelled, keyboard-scrollable box of fixed size that contains whatever the preview
 * draws (paint containment, its own stacking context and containing block).
 */
function PreviewBox({ option, label, settings, messages, id, expanded, className }: BoxProps) {
  const preview = option?.preview;
  const verdict = preview === undefined ? undefined : validatePreview(preview);
  const contractError = verdict !== undefined && 'error' in verdict;
  return (
    <div
      {...slot(settings, 'preview', className)}
      id={id}
      role="region"
      aria-label={format(messages.previewOf, { label: toVisibleText(label) })}
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
      ) : (
        <p {...slot(settings, 'preview-content')} data-kind="none" lang={messages.lang}>
          {messages.previewNone}
        </p>
      )}
    </div>
  );
}

/**
 * The preview column of the split layout with the kit's own controls outside the
 * box: expand, and compare — two options' previews side by side.
 */
export const PreviewPane = forwardRef<HTMLDivElement, PreviewPaneProps>(function PreviewPane(
  { option, label, candidates = [], settings, messages, id, className, columnProps },
  ref,
) {
  const [expanded, setExpanded] = useState(false);
  const [compareLabel, setCompareLabel] = useState<string | undefined>();
  const selectId = useId();
  const others = candidates.filter((candidate) => candidate.label !== option?.label);
  // Selecting the option being compared must not strand the user in compare mode without
  // a second preview: fall back to the first other option.
  const compared =
    compareLabel === undefined
      ? undefined
      : (others.find((candidate) => candidate.label === compareLabel) ?? others[0]);
  const preview = option?.preview;
  const verdict = preview === undefined ? undefined : validatePreview(preview);
  const contractError = verdict !== undefined && 'error' in verdict;
  const nameOf = (shown: NormalizedOption | undefined) => shown?.displayLabel ?? label ?? '';
  const box = (shown: NormalizedOption | undefined, boxId: string) => (
    <PreviewBox
      option={shown}
      label={nameOf(shown)}
      settings={settings}
      messages={messages}
      id={boxId}
      expanded={expanded}
      className={className}
    />
  );
  return (
    <div
      {...mergeProps(
        { ...slot(settings, 'preview-column'), 'data-comparing': compared ? '' : undefined },
        columnProps,
      )}
      ref={ref}
    >
      {/* Each box says whose preview it shows: visible, so sighted users know; the region's
          name already says it to assistive technology. */}
      {compared ? (
        <div {...slot(settings, 'compare')}>
          {[
            { shown: option, boxId: id },
            { shown: compared, boxId: `${id}-compare` },
          ].map(({ shown, boxId }) => (
            <div key={boxId} {...slot(settings, 'compare-item')}>
              <p {...slot(settings, 'compare-caption')} aria-hidden="true">
                <ModelText text={nameOf(shown)} settings={settings} messages={messages} />
              </p>
              {box(shown, boxId)}
            </div>
          ))}
        </div>
      ) : (
        <>
          <p {...slot(settings, 'preview-caption')} aria-hidden="true">
            <ModelText text={nameOf(option)} settings={settings} messages={messages} />
          </p>
          {box(option, id)}
        </>
      )}
      <div {...slot(settings, 'preview-tools')}>
        {contractError ? <span {...slot(settings, 'preview-note')}>{messages.previewAsText}</span> : null}
        {others.length > 0 ? (
          // One toggle that stays where it is: pressing it never takes away the focused button.
          <button
            type="button"
            {...slot(settings, 'compare-toggle')}
            aria-pressed={!!compared}
            onClick={() => setCompareLabel(compared ? undefined : others[0]?.label)}
          >
            {messages.compare}
          </button>
        ) : null}
        {compared ? (
          <>
            <label htmlFor={selectId} {...slot(settings, 'compare-select')}>
              {messages.compareWith}{' '}
              <select
                id={selectId}
                value={compared.label}
                onChange={(event) => setCompareLabel(event.target.value)}
              >
                {others.map((candidate) => (
                  <option key={candidate.label} value={candidate.label}>
                    {toVisibleText(candidate.displayLabel)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <button
          type="button"
          {...slot(settings, 'preview-expand')}
          aria-expanded={expanded}
          aria-controls={compared ? `${id} ${id}-compare` : id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? messages.collapsePreview : messages.expandPreview}
        </button>
      </div>
    </div>
  );
});
PreviewPane.displayName = 'PreviewPane';

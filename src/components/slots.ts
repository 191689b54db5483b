/** Every named part of the kit. Each renders `data-slot="<name>"` and the class `auq-<name>`. */
export type SlotName =
  | 'card'
  | 'card-header'
  | 'card-title'
  | 'card-body'
  | 'question'
  | 'question-header'
  | 'question-chip'
  | 'question-text'
  | 'question-description'
  | 'question-hint'
  | 'question-body'
  | 'tool-call'
  | 'tool-call-reason'
  | 'tool-call-arguments'
  | 'decisions'
  | 'decision'
  | 'option-list'
  | 'option'
  | 'option-control'
  | 'option-indicator'
  | 'option-label'
  | 'option-description'
  | 'recommended-badge'
  | 'custom-choice'
  | 'custom-input'
  | 'question-tools'
  | 'bulk-select'
  | 'notes-toggle'
  | 'notes'
  | 'skip'
  | 'split-preview'
  | 'preview'
  | 'preview-content'
  | 'preview-tools'
  | 'preview-expand'
  | 'invisible-char'
  | 'actions'
  | 'action-hint'
  | 'submit'
  | 'skip-all'
  | 'decline'
  | 'cancel'
  | 'status'
  | 'skeleton'
  | 'warning'
  | 'error'
  | 'steps'
  | 'step'
  | 'step-nav'
  | 'progress'
  | 'review'
  | 'summary'
  | 'summary-header'
  | 'summary-topic'
  | 'summary-list'
  | 'summary-item'
  | 'summary-question'
  | 'summary-answer'
  | 'summary-custom'
  | 'summary-reason'
  | 'summary-notes'
  | 'summary-preview'
  | 'summary-response'
  | 'decision-chip'
  | 'option-text'
  | 'required-badge'
  | 'preview-column'
  | 'preview-note'
  | 'skeleton-row'
  | 'step-button'
  | 'review-title'
  | 'review-link'
  | 'error-title'
  | 'summary-line'
  | 'summary-label'
  | 'send-error'
  | 'custom-hint'
  | 'option-shortcut'
  | 'review-list'
  | 'review-item'
  | 'review-question'
  | 'review-answer'
  | 'hint'
  | 'origin'
  | 'origin-path'
  | 'origin-context'
  | 'auto-resolution'
  | 'auto-resolution-text'
  | 'auto-resolution-countdown'
  | 'auto-resolution-policy'
  | 'auto-resolution-pause'
  | 'auto-resolution-announcement'
  | 'amend'
  | 'elsewhere'
  | 'compare'
  | 'compare-item'
  | 'compare-caption'
  | 'compare-select'
  | 'compare-toggle'
  | 'preview-caption'
  | 'dock'
  | 'dock-bar'
  | 'dock-title'
  | 'dock-peek'
  | 'dock-toggle'
  | 'dock-list'
  | 'dock-item';

/** Joins class names, skipping falsy ones. */
function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined.length > 0 ? joined : undefined;
}

/**
 * Parts whose whole content is the kit's own words: they carry the catalogue's `lang`. The card
 * itself does not, so the agent's text keeps the language of the page around it.
 */
const KIT_WORDS: ReadonlySet<SlotName> = new Set<SlotName>([
  'question-hint',
  'required-badge',
  'recommended-badge',
  'bulk-select',
  'notes-toggle',
  'skip',
  'preview-expand',
  'preview-note',
  'compare-toggle',
  'submit',
  'skip-all',
  'decline',
  'cancel',
  'action-hint',
  'status',
  'warning',
  'error',
  'step-button',
  'review-title',
  'review-link',
  'hint',
  'progress',
  'summary-label',
  'summary-reason',
  'decision-chip',
  'amend',
  'elsewhere',
  'auto-resolution-text',
  'auto-resolution-pause',
  'auto-resolution-announcement',
  'dock-title',
  'dock-toggle',
]);

/** What `slot` reads of a component's settings. */
interface SlotSettings {
  readonly unstyled?: boolean | undefined;
  readonly classNames?: Partial<Record<SlotName, string>> | undefined;
  readonly resolvedMessages?: { readonly lang: string } | undefined;
}

/** `data-slot`, the kit class plus host classes for a part, and `lang` on the kit's own words. */
export function slot(settings: SlotSettings, name: SlotName, className?: string) {
  return {
    'data-slot': name,
    className: cx(!settings.unstyled && `auq-${name}`, settings.classNames?.[name], className),
    lang: KIT_WORDS.has(name) ? settings.resolvedMessages?.lang : undefined,
  };
}

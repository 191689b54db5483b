import type { NormalizedOption } from '../types.js';
import { field, isDict, listItems, stringField, stringish } from '../utils/read.js';
import { parsePartialJson } from '../utils/partial-json.js';
import { NORMALIZE_LIMITS } from './limits.js';
import { splitRecommended } from './recommended.js';
import { type Mutable, type WarningSink, capped } from './warning-sink.js';

// ── options ──────────────────────────────────────────────────────────────────────────────

export function optionList(raw: unknown, sink: WarningSink, path: string): unknown[] {
  let list = raw;
  // Cline's XML form sends options as a JSON-array string.
  if (typeof list === 'string') {
    const trimmed = list.trim();
    if (!trimmed.startsWith('[') || trimmed.length > NORMALIZE_LIMITS.maxJsonTextLength) return [];
    list = parsePartialJson(trimmed).value;
  }
  const { items, total: count } = listItems(list, NORMALIZE_LIMITS.maxOptions);
  if (count > NORMALIZE_LIMITS.maxOptions) {
    sink.add('capped', path, `only the first ${NORMALIZE_LIMITS.maxOptions} of ${count} options are shown`);
  }
  return items;
}

export function readOption(
  raw: unknown,
  sink: WarningSink,
  path: string,
): Mutable<NormalizedOption> | undefined {
  let label: string | undefined;
  let description: string | undefined;
  let preview: string | undefined;
  let value: string | undefined;
  let flaggedRecommended = false;
  if (typeof raw === 'string' || typeof raw === 'number') {
    label = String(raw);
  } else if (isDict(raw)) {
    label =
      stringish(field(raw, 'label')) ??
      stringField(raw, 'text') ??
      stringField(raw, 'answer') ??
      stringField(raw, 'title') ??
      stringish(field(raw, 'value'));
    description = stringField(raw, 'description');
    preview = stringField(raw, 'preview');
    if (preview === undefined) {
      const legacy = stringField(raw, 'markdown');
      if (legacy !== undefined) {
        preview = legacy;
        sink.add('legacy-field', `${path}.markdown`, 'read the legacy "markdown" field as the preview');
      }
    }
    const rawValue = stringish(field(raw, 'value'));
    if (rawValue !== undefined && rawValue !== label) value = rawValue;
    flaggedRecommended = field(raw, 'recommended') === true;
  } else {
    sink.add('option-not-an-object', path, 'an option must be a string or an object with a label');
    return undefined;
  }
  if (label === undefined || label.trim().length === 0) {
    sink.add('missing-label', path, 'an option without a label was left out');
    return undefined;
  }
  label = capped(label, NORMALIZE_LIMITS.maxLabelLength, sink, `${path}.label`) ?? label;
  if (label.length === 0) return undefined;
  const split = splitRecommended(label);
  const { displayLabel } = split;
  const recommended = split.recommended || flaggedRecommended;
  const cappedDescription = capped(
    description,
    NORMALIZE_LIMITS.maxDescriptionLength,
    sink,
    `${path}.description`,
  );
  // Whole literals for the common shapes: adding fields one at a time costs more than reading
  // the option (this runs for every option of every record a transcript reads).
  const option: Mutable<NormalizedOption> =
    cappedDescription === undefined
      ? { label, displayLabel, recommended }
      : { label, displayLabel, recommended, description: cappedDescription };
  const cappedPreview = capped(
    preview,
    NORMALIZE_LIMITS.maxPreviewLength,
    sink,
    `${path}.preview`,
    'previews',
  );
  // Over the call's preview budget a preview is left out rather than shown as an empty box.
  if (cappedPreview !== undefined && (cappedPreview.length > 0 || preview === ''))
    option.preview = cappedPreview;
  if (value !== undefined) option.value = value;
  return option;
}

// ── questions ────────────────────────────────────────────────────────────────────────────

export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export const YES_NO_OPTIONS: readonly NormalizedOption[] = [
  { label: 'Yes', displayLabel: 'Yes', recommended: false },
  { label: 'No', displayLabel: 'No', recommended: false },
];

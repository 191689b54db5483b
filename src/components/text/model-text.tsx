'use client';
import { type ReactNode, memo } from 'react';
import {
  type TextSegment,
  revealInvisibleCharacters,
  writtenMark,
} from '../../core/text/reveal-invisible.js';
import { type KitSettings } from '../settings.js';
import { slot } from '../slots.js';
import { type Messages, format } from '../i18n/messages.js';

/** Each segment of revealed text: literal text, or a visible, named mark. */
export function renderSegments(segments: readonly TextSegment[], settings: KitSettings, messages: Messages) {
  return segments.map((segment, index): ReactNode => {
    if (segment.kind === 'text') return segment.text;
    if (segment.kind === 'omitted') {
      return (
        <span
          key={index}
          {...slot(settings, 'invisible-char')}
          data-omitted={segment.what}
          role="img"
          aria-label={format(
            segment.what === 'combining-marks' ? messages.omittedCombiningMarks : messages.omittedInvisible,
            { count: segment.count },
          )}
        >
          {`⟨+${segment.count}⟩`}
        </span>
      );
    }
    return (
      <span
        key={index}
        {...slot(settings, 'invisible-char')}
        role="img"
        aria-label={format(segment.count > 1 ? messages.invisibleCharacters : messages.invisibleCharacter, {
          code: segment.codePoint,
          name: segment.name,
          count: segment.count,
        })}
      >
        {writtenMark(segment.codePoint, segment.count)}
      </span>
    );
  });
}

export interface ModelTextProps {
  /** Text the agent wrote (or a stored record carries): untrusted. */
  readonly text: string;
  readonly settings: KitSettings;
  readonly messages: Messages;
}

/**
 * Renders text the agent controls so it cannot act on the page around it: isolated for
 * direction (`<bdi>`: a right-to-left override cannot reorder the card's own words), with
 * bidirectional controls, tag characters and other invisible characters shown as marks, and
 * combining-mark stacks cut so they cannot paint over neighbouring lines.
 */
export const ModelText = memo(function ModelText({ text, settings, messages }: ModelTextProps) {
  const segments = revealInvisibleCharacters(text);
  const only = segments[0];
  if (segments.length <= 1 && (only === undefined || only.kind === 'text')) return <bdi>{text}</bdi>;
  return <bdi>{renderSegments(segments, settings, messages)}</bdi>;
});

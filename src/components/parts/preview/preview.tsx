'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { PreviewPane } from '../../preview/preview-pane.js';
import { useCardPart, useQuestionPart } from '../context.js';

/**
 * The preview of the option under the pointer, focus or selection, with expand and compare.
 * Renders nothing for a question without previews.
 */
export const Preview = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function Preview(props, ref) {
    const { question, previewOption, previewOfOther, previewCandidates } = useQuestionPart('Preview');
    const { ids, settings, messages } = useCardPart('Preview');
    if (!question.hasPreview) return null;
    return (
      <PreviewPane
        ref={ref}
        option={previewOption}
        label={previewOfOther ? messages.otherLabel : undefined}
        candidates={previewCandidates}
        settings={settings}
        messages={messages}
        id={ids.preview(question.key)}
        columnProps={props}
      />
    );
  },
);
Preview.displayName = 'AskUser.Preview';

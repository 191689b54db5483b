'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { unavailable } from '../../hooks/card/unavailable.js';
import { slot } from '../context.js';
import { previewViews } from '../lazy-modules.js';
import { useQuestionPart, useQuestionSlice, withHostProps } from './context.js';
import { WithModule } from './with-module.js';

type ButtonProps = ComponentPropsWithoutRef<'button'>;

/** "Select all" and "Select none", for multi-select questions of three or more open options. */
function BulkSelect() {
  const { question } = useQuestionPart('QuestionTools');
  const {
    state: { card },
    settings,
    messages,
  } = useQuestionSlice('QuestionTools', question.key);
  const shown =
    question.kind === 'choice' &&
    question.multiSelect &&
    question.options.length >= 3 &&
    question.maxSelections === undefined;
  if (!shown) return null;
  return (
    <>
      <button
        type="button"
        {...slot(settings, 'bulk-select')}
        {...unavailable(card.locked, card.phase)}
        onClick={() => card.actions.selectAll(question.key)}
      >
        {messages.selectAll}
      </button>
      <button
        type="button"
        {...slot(settings, 'bulk-select')}
        {...unavailable(card.locked, card.phase)}
        onClick={() => card.actions.selectNone(question.key)}
      >
        {messages.selectNone}
      </button>
    </>
  );
}

/** The row of a question's own tools. Without children: bulk selection, the note toggle, Skip. */
export const QuestionTools = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function QuestionTools({ children, ...rest }, ref) {
    const { question } = useQuestionPart('QuestionTools');
    const { settings } = useQuestionSlice('QuestionTools', question.key);
    return (
      <div {...withHostProps(slot(settings, 'question-tools'), rest)} ref={ref}>
        {children ?? (
          <>
            <BulkSelect />
            <NotesToggle />
            <Skip />
          </>
        )}
      </div>
    );
  },
);
QuestionTools.displayName = 'AskUser.QuestionTools';

/** Opens and closes the question's note field. */
export const NotesToggle = forwardRef<HTMLButtonElement, ButtonProps>(function NotesToggle(props, ref) {
  const { question, notesOpen, setNotesOpen } = useQuestionPart('NotesToggle');
  const {
    state: { card },
    settings,
    messages,
  } = useQuestionSlice('NotesToggle', question.key);
  const ours = {
    type: 'button' as const,
    ...slot(settings, 'notes-toggle'),
    'aria-expanded': notesOpen,
    'aria-controls': notesOpen ? card.ids.notes(question.key) : undefined,
    ...unavailable(card.locked, card.phase),
    onClick: () => card.locked || setNotesOpen((open) => !open),
  };
  return (
    <button {...withHostProps(ours, props)} ref={ref}>
      {props.children ?? (notesOpen ? messages.hideNote : messages.addNote)}
    </button>
  );
});
NotesToggle.displayName = 'AskUser.NotesToggle';

export interface NotesProps extends ComponentPropsWithoutRef<'textarea'> {
  /** Show the field whether or not the note toggle opened it (for cards without a toggle). */
  readonly open?: boolean;
}

/**
 * The question's note: free text sent with the answer. Shown when `AskUser.NotesToggle`
 * opened it, or always with `open`.
 */
export const Notes = forwardRef<HTMLTextAreaElement, NotesProps>(function Notes({ open, ...rest }, ref) {
  const { question, notesOpen } = useQuestionPart('Notes');
  const {
    state: { card },
    settings,
    messages,
  } = useQuestionSlice('Notes', question.key);
  if (!(open ?? notesOpen)) return null;
  const ours = {
    ...card.getNotesProps(question.key),
    ...slot(settings, 'notes'),
    'aria-label': messages.notesLabel,
    placeholder: messages.notesLabel,
    rows: 2,
  };
  return <textarea {...withHostProps(ours, rest)} ref={ref} />;
});
Notes.displayName = 'AskUser.Notes';

/** Skips the question (pressed) or takes the skip back. */
export const Skip = forwardRef<HTMLButtonElement, ButtonProps>(function Skip(props, ref) {
  const { question } = useQuestionPart('Skip');
  const {
    state: { card },
    settings,
    messages,
  } = useQuestionSlice('Skip', question.key);
  const ours = { ...card.getSkipProps(question.key), ...slot(settings, 'skip') };
  return (
    <button {...withHostProps(ours, props)} ref={ref}>
      {props.children ?? messages.skipQuestion}
    </button>
  );
});
Skip.displayName = 'AskUser.Skip';

/**
 * The preview of the option under the pointer, focus or selection, with expand and compare.
 * Renders nothing for a question without previews.
 */
export const Preview = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function Preview(props, ref) {
    const { question, previewOption, previewCandidates } = useQuestionPart('Preview');
    const {
      state: { card },
      settings,
      messages,
    } = useQuestionSlice('Preview', question.key);
    if (!question.hasPreview) return null;
    return (
      <WithModule
        module={previewViews}
        render={({ PreviewPane, viewMessages }) => (
          <PreviewPane
            ref={ref}
            option={previewOption}
            candidates={previewCandidates}
            settings={settings}
            messages={viewMessages(messages)}
            id={`${card.ids.question(question.key)}-preview`}
            columnProps={props}
          />
        )}
      />
    );
  },
);
Preview.displayName = 'AskUser.Preview';

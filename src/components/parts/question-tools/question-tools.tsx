'use client';
import { Slot } from '@radix-ui/react-slot';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { isNotesOpen } from '../../../core/card/machine.js';
import { offersBulkSelect } from '../../../core/card/question-state.js';
import { slot } from '../../slots.js';
import {
  type AsChildProps,
  partLabel,
  useCardPart,
  useCardSlice,
  useQuestionPart,
  withHostProps,
} from '../context.js';

type ButtonProps = ComponentPropsWithoutRef<'button'> & AsChildProps;

/** What a question's tools show: whether they can be used, and the question's own state. */
function useToolSlice(part: string, key: string) {
  return useCardSlice(
    part,
    (snapshot, derived) => ({
      locked: derived.locked,
      phase: derived.phase,
      skipped: !!snapshot.state.draft.entries[key]?.skipped,
      notesOpen: isNotesOpen(snapshot.state, key),
      notes: snapshot.state.draft.entries[key]?.notes,
    }),
    key,
  );
}

/** "Select all" and "Select none", for multi-select questions of three or more open options. */
function BulkSelect() {
  const { question } = useQuestionPart('QuestionTools');
  const { card, settings, messages } = useToolSlice('QuestionTools', question.key);
  if (!offersBulkSelect(question)) return null;
  return (
    <>
      <button {...card.getSelectAllProps(question.key, slot(settings, 'bulk-select'))}>
        {messages.selectAll}
      </button>
      <button {...card.getSelectNoneProps(question.key, slot(settings, 'bulk-select'))}>
        {messages.selectNone}
      </button>
    </>
  );
}

/** The row of a question's own tools. Without children: bulk selection, Skip, the note toggle. */
export const QuestionTools = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & AsChildProps>(
  function QuestionTools({ asChild, children, ...rest }, ref) {
    const { settings } = useCardPart('QuestionTools');
    const Container = asChild ? Slot : 'div';
    return (
      <Container {...withHostProps(slot(settings, 'question-tools'), rest)} ref={ref}>
        {children ?? (
          <>
            <BulkSelect />
            <Skip />
            {/* Last, so the note field it opens (after the tools) is the next stop. */}
            <NotesToggle />
          </>
        )}
      </Container>
    );
  },
);
QuestionTools.displayName = 'AskUser.QuestionTools';

/** Opens and closes the question's note field. */
export const NotesToggle = forwardRef<HTMLButtonElement, ButtonProps>(function NotesToggle(
  { asChild, children, ...rest },
  ref,
) {
  const { question } = useQuestionPart('NotesToggle');
  const { card, settings, messages, slice } = useToolSlice('NotesToggle', question.key);
  const Button = asChild ? Slot : 'button';
  if (question.allowNotes === false) return null;
  return (
    <Button
      {...withHostProps(card.getNotesToggleProps(question.key, slot(settings, 'notes-toggle')), rest)}
      ref={ref}
    >
      {partLabel(asChild, children, slice.notesOpen ? messages.hideNote : messages.addNote)}
    </Button>
  );
});
NotesToggle.displayName = 'AskUser.NotesToggle';

/** Props of `AskUser.Notes`: the field's props, and whether it shows without its toggle. */
export interface NotesProps extends ComponentPropsWithoutRef<'textarea'>, AsChildProps {
  /** Show the field whether or not the note toggle opened it (for cards without a toggle). */
  readonly open?: boolean;
}

/**
 * The question's note: free text sent with the answer. Shown when `AskUser.NotesToggle`
 * opened it, or always with `open`.
 */
export const Notes = forwardRef<HTMLTextAreaElement, NotesProps>(function Notes(
  { open, asChild, ...rest },
  ref,
) {
  const { question } = useQuestionPart('Notes');
  const { card, settings, messages, slice } = useToolSlice('Notes', question.key);
  if (question.allowNotes === false || !(open ?? slice.notesOpen)) return null;
  const ours = card.getNotesProps(question.key, {
    ...slot(settings, 'notes'),
    'aria-label': messages.notesLabel,
    placeholder: messages.notesLabel,
    rows: 2,
  });
  const Field = asChild ? Slot : 'textarea';
  return <Field {...withHostProps(ours, rest)} ref={ref} />;
});
Notes.displayName = 'AskUser.Notes';

/** Skips the question (pressed) or takes the skip back. */
export const Skip = forwardRef<HTMLButtonElement, ButtonProps>(function Skip(
  { asChild, children, ...rest },
  ref,
) {
  const { question } = useQuestionPart('Skip');
  const { card, settings, messages } = useToolSlice('Skip', question.key);
  const Button = asChild ? Slot : 'button';
  return (
    <Button {...withHostProps(card.getSkipProps(question.key, slot(settings, 'skip')), rest)} ref={ref}>
      {partLabel(asChild, children, messages.skipQuestion)}
    </Button>
  );
});
Skip.displayName = 'AskUser.Skip';

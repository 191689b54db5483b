'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { slot } from '../../slots.js';
import { ModelText } from '../../text/model-text.js';
import { useCardPart, useCardSlice, useQuestionPart, withHostProps } from '../context.js';
import { Notes, NotesToggle } from '../question-tools/question-tools.js';

/** Arguments longer than this many lines start folded: the decisions stay in view. */
const FOLDED_AFTER_LINES = 12;

/**
 * The tool call an approval asks about: why the runtime asks, then the call's arguments once, as
 * a block with their line breaks kept (folded when long). Text only, shown inert. Renders nothing
 * for a question that is not an approval.
 */
export const ToolCall = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function ToolCall(props, ref) {
    const { question } = useQuestionPart('ToolCall');
    const { settings, messages } = useCardPart('ToolCall');
    const { approval } = question;
    if (!approval) return null;
    const args = approval.arguments;
    const lines = args ? args.split('\n').length : 0;
    return (
      <div {...withHostProps(slot(settings, 'tool-call'), props)} ref={ref}>
        {approval.reason ? (
          <p {...slot(settings, 'tool-call-reason')}>
            <ModelText text={approval.reason} settings={settings} messages={messages} />
          </p>
        ) : null}
        {args ? (
          <details {...slot(settings, 'tool-call-arguments')} open={lines <= FOLDED_AFTER_LINES}>
            <summary>{messages.toolCallArguments}</summary>
            <pre>
              <ModelText text={args} settings={settings} messages={messages} />
            </pre>
          </details>
        ) : null}
      </div>
    );
  },
);
ToolCall.displayName = 'AskUser.ToolCall';

/** Props of `AskUser.Decision`: the button's props, and the decision's option label. */
export interface DecisionProps extends ComponentPropsWithoutRef<'button'> {
  /** The label of the option this decision is. */
  readonly label: string;
}

/**
 * One decision of an approval, as a button (`data-decision`: `allow`, `always`, `edit`, `deny`).
 * Children replace its text.
 */
export const Decision = forwardRef<HTMLButtonElement, DecisionProps>(function Decision(
  { label, children, ...rest },
  ref,
) {
  const { question } = useQuestionPart('Decision');
  const { card, settings, messages } = useCardSlice(
    'Decision',
    (snapshot, derived) => ({
      entry: snapshot.state.draft.entries[question.key],
      locked: derived.locked,
      phase: derived.phase,
    }),
    question.key,
  );
  const option = question.options.find((candidate) => candidate.label === label);
  return (
    <button
      {...withHostProps(card.getDecisionProps(question.key, label, slot(settings, 'decision')), rest)}
      ref={ref}
    >
      {children ?? <ModelText text={option?.displayLabel ?? label} settings={settings} messages={messages} />}
    </button>
  );
});
Decision.displayName = 'AskUser.Decision';

/**
 * An approval's decisions as buttons, in the order the request offers them (Allow once, Always
 * allow, Deny, …). On a card of one approval a press answers at once; beside other questions it
 * chooses, and Submit sends. A decision that can carry a reason has "Add a reason" beside it,
 * which opens the note that goes with the answer.
 */
export const Decisions = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function Decisions(props, ref) {
    const { question } = useQuestionPart('Decisions');
    const { ids, settings, messages } = useCardPart('Decisions');
    const { approval } = question;
    if (!approval) return null;
    return (
      <>
        <div
          {...withHostProps(
            {
              ...slot(settings, 'decisions'),
              role: 'group',
              'aria-labelledby': ids.questionText(question.key),
            },
            props,
          )}
          ref={ref}
        >
          {question.options.map((option) => (
            <Decision key={option.label} label={option.label} />
          ))}
          {approval.decisions.includes('deny') ? <NotesToggle>{messages.addReason}</NotesToggle> : null}
        </div>
        <Notes aria-label={messages.reasonLabel} placeholder={messages.reasonLabel} />
      </>
    );
  },
);
Decisions.displayName = 'AskUser.Decisions';

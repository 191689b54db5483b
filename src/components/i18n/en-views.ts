import type { CardMessages, Messages, ViewMessageKey } from './messages.js';

/**
 * The English strings of the views a card loads on demand (summary, steps and review, countdown,
 * previews) and of the dock and the MCP card: they load with those views.
 */
export const EN_VIEWS: Pick<Messages, ViewMessageKey> = {
  secretHidden: 'hidden',
  invisibleCharacter: 'invisible character {code} {name}',
  invisibleCharacters: '{count} invisible characters {code} {name}',
  omittedCombiningMarks: '{count} stacked combining marks left out',
  omittedInvisible: '{count} more invisible characters left out',
  previewOf: 'Preview: {label}',
  previewAsText: 'Shown as text: the preview is not a valid HTML fragment.',
  previewTruncated: 'Preview truncated: it is too large or too deeply nested to show in full.',
  expandPreview: 'Expand preview',
  collapsePreview: 'Collapse preview',
  stepsLabel: 'Questions',
  stepOf: 'Question {current} of {total}',
  next: 'Next',
  back: 'Back',
  review: 'Review',
  reviewTitle: 'Review your answers',
  reviewUnanswered: 'Some questions are not answered yet; they will be sent as skipped.',
  reviewAllAnswered: 'Every question is answered or skipped.',
  goToQuestion: 'Go to question {number}',
  summaryAnswered: 'Answered',
  summaryPartial: 'Partly answered',
  summaryNoneAnswered: 'Continued without answers',
  summaryDeclined: 'Declined',
  summaryCancelled: 'Dismissed',
  summaryPending: 'Waiting for an answer',
  summaryUnknown: 'No answer recorded',
  reasonSkipped: 'Skipped',
  reasonAutoResolved: 'Not answered — continued automatically',
  reasonRepliedInChat: 'Not answered — replied in the chat instead',
  reasonDismissed: 'Not answered — dismissed',
  reasonNotesOnly: 'No option chosen',
  reasonDeclined: 'Declined',
  reasonCancelled: 'Dismissed without an answer',
  reasonNoAnswer: 'No answer recorded',
  reasonPending: 'Not answered yet',
  chipOther: 'Own answer',
  chipNotRecommended: 'Not the recommended option',
  notesHeading: 'Note',
  chosenPreview: 'Chosen preview',
  freeFormReply: 'Replied instead of choosing',
  autoResolvedAfter: 'Continued automatically after {seconds} s without a response',
  autoResolvesAt: 'Continues automatically at {time} unless you answer',
  autoResolvesIn: '{remaining} left',
  autoResolutionPaused: 'Automatic continuation paused with {remaining} left',
  autoResolutionDue: 'Continuing automatically…',
  autoAnnounceScheduled: 'This question continues automatically at {time} unless you answer.',
  autoAnnounceMinute: 'About a minute left before it continues automatically.',
  autoAnnounceSeconds: '{seconds} seconds left before it continues automatically.',
  pause: 'Pause',
  resume: 'Resume',
  policy: 'Policy: {policy}',
  amend: 'Change answers',
  amendCancel: 'Keep answers',
  amendTitle: 'Change your answers',
  compare: 'Compare',
  compareWith: 'Compare with',
  stopComparing: 'Stop comparing',
  dockTitleOne: 'A question is waiting',
  dockTitleMany: '{count} questions are waiting',
  dockCollapse: 'Collapse',
  dockExpand: 'Show',
  summaryUnavailable: 'Could not be asked',
  reasonUnavailable: 'Not asked — the question was never shown',
  summaryError: 'The question could not be shown',
  summaryWithReason: '{outcome}: {reason}',
  reasonError: 'Not answered — the call stopped with an error',
  reasonAutoResolvedPolicy: 'Not answered — continued automatically ({policy})',
  linkOpens: 'Opens {host} in a new tab.',
  linkInsecure: 'This link is not a secure https link, so it cannot be opened from here.',
  linkOpen: 'Open link',
  linkOpened: 'Link opened.',
  reviewSkipped: 'Skipped',
  reviewNotAnswered: 'Not answered — sent as skipped',
  listSeparator: ', ',
};

const complete = new WeakMap<CardMessages, Messages>();

/**
 * A card's catalogue with the views' strings: its own language's (a built-in or a host's full
 * catalogue has them all) or a host's overrides, else English. One object per catalogue, so a
 * memoised view keeps its props.
 */
export function viewMessages(messages: CardMessages): Messages {
  let found = complete.get(messages);
  if (!found) {
    found = { ...EN_VIEWS, ...messages };
    complete.set(messages, found);
  }
  return found;
}

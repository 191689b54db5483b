/**
 * Every string the components show. Templates use `{name}` placeholders. Override any of
 * them with the `messages` prop or the provider; add a locale by passing a full catalogue.
 */
export interface Messages {
  /** BCP 47 language tag of this catalogue, set as `lang` on the card. */
  readonly lang: string;
  readonly cardTitleOne: string;
  readonly cardTitleMany: string;
  /** The heading of a card of one approval. */
  readonly cardTitleApproval: string;
  /** The heading of a card of several approvals. */
  readonly cardTitleApprovals: string;
  readonly receiving: string;
  readonly selectOne: string;
  readonly selectAny: string;
  readonly selectRange: string;
  readonly typeAnswer: string;
  readonly required: string;
  readonly recommended: string;
  readonly otherLabel: string;
  readonly otherPlaceholder: string;
  /** The question's hint while "Other" is chosen with nothing typed. */
  readonly otherEmpty: string;
  readonly customInputLabel: string;
  readonly secretHidden: string;
  readonly selectAll: string;
  readonly selectNone: string;
  readonly addNote: string;
  /** An approval's note toggle: the note is the reason a denial carries. */
  readonly addReason: string;
  /** An approval's note field. */
  readonly reasonLabel: string;
  /** The folded block of a tool call's arguments, on an approval. */
  readonly toolCallArguments: string;
  readonly hideNote: string;
  readonly notesLabel: string;
  readonly skipQuestion: string;
  readonly questionSkipped: string;
  readonly submit: string;
  readonly skipAll: string;
  readonly skipAllHint: string;
  readonly decline: string;
  readonly declineHint: string;
  readonly cancel: string;
  readonly cancelHint: string;
  readonly submitNeedsAnswer: string;
  readonly submitNeedsRequired: string;
  readonly previewOf: string;
  readonly previewAsText: string;
  readonly previewTruncated: string;
  readonly expandPreview: string;
  readonly collapsePreview: string;
  readonly invisibleCharacter: string;
  readonly invisibleCharacters: string;
  readonly omittedCombiningMarks: string;
  readonly omittedInvisible: string;
  readonly agentSuggestion: string;
  readonly warningTitle: string;
  readonly warningBody: string;
  readonly errorTitle: string;
  readonly errorBody: string;
  readonly stepsLabel: string;
  readonly stepOf: string;
  /** The steps layout's progress: "{current} of {total}". */
  readonly progress: string;
  /** A step button's name with how its question stands: "{step}, {state}". */
  readonly stepWithState: string;
  readonly stepAnswered: string;
  readonly stepSkipped: string;
  readonly next: string;
  readonly back: string;
  readonly review: string;
  readonly reviewTitle: string;
  readonly reviewUnanswered: string;
  readonly reviewAllAnswered: string;
  readonly goToQuestion: string;
  readonly summaryAnswered: string;
  readonly summaryPartial: string;
  readonly summaryNoneAnswered: string;
  readonly summaryDeclined: string;
  readonly summaryCancelled: string;
  readonly summaryPending: string;
  readonly summaryUnknown: string;
  readonly reasonSkipped: string;
  readonly reasonAutoResolved: string;
  readonly reasonRepliedInChat: string;
  readonly reasonDismissed: string;
  readonly reasonNotesOnly: string;
  readonly reasonDeclined: string;
  readonly reasonCancelled: string;
  readonly reasonNoAnswer: string;
  readonly reasonPending: string;
  readonly chipOther: string;
  readonly chipNotRecommended: string;
  readonly notesHeading: string;
  /** What an approval's summary says was decided. */
  readonly decidedAllow: string;
  readonly decidedAllowOnce: string;
  readonly decidedAlways: string;
  readonly decidedEdit: string;
  readonly decidedDeny: string;
  /** A denial with its reason: `{decision}`, `{reason}`. */
  readonly decidedBecause: string;
  /** A decision a rule took, not the user: `{decision}`. */
  readonly decidedAutomatically: string;
  readonly chosenPreview: string;
  readonly freeFormReply: string;
  readonly autoResolvedAfter: string;
  readonly statusSent: string;
  readonly statusSkippedAll: string;
  readonly statusDeclined: string;
  readonly statusCancelled: string;
  readonly askedBy: string;
  readonly autoResolvesAt: string;
  readonly autoResolvesIn: string;
  readonly autoResolutionPaused: string;
  readonly autoResolutionDue: string;
  readonly autoAnnounceScheduled: string;
  readonly autoAnnounceMinute: string;
  readonly autoAnnounceSeconds: string;
  readonly pause: string;
  readonly resume: string;
  readonly policy: string;
  readonly amend: string;
  readonly amendCancel: string;
  readonly amendTitle: string;
  readonly statusAmended: string;
  readonly answeredElsewhere: string;
  readonly compare: string;
  readonly compareWith: string;
  /** The preview pane of an option (or the free-text choice) that has no preview. */
  readonly previewNone: string;
  readonly dockTitleOne: string;
  readonly dockTitleMany: string;
  readonly dockCollapse: string;
  readonly dockExpand: string;
  readonly summaryUnavailable: string;
  readonly reasonUnavailable: string;
  /** Heading of a call that something other than the user stopped (a hook, a crash). */
  readonly summaryError: string;
  /** A heading with the runtime's reason: `{outcome}` and `{reason}`. */
  readonly summaryWithReason: string;
  /** The summary's heading with what the call was about: "{outcome}: {topic}". */
  readonly summaryWithTopic: string;
  readonly reasonError: string;
  readonly reasonAutoResolvedPolicy: string;
  readonly linkOpens: string;
  readonly linkInsecure: string;
  readonly linkOpen: string;
  readonly linkOpened: string;
  readonly sending: string;
  readonly sendFailed: string;
  readonly sendFailedNoHandler: string;
  readonly draftKept: string;
  readonly errorNoInput: string;
  readonly errorRecordWithoutQuestions: string;
  readonly reviewSkipped: string;
  readonly reviewNotAnswered: string;
  /** Joins multi-select answers in the summary. */
  readonly listSeparator: string;
}
/** The language of a locale tag: `zh-CN`, `zh_Hans` and `ZH` are all `zh`. */
export function languageOf(locale: string | undefined): string {
  return (locale ?? 'en').toLowerCase().split(/[-_]/)[0] || 'en';
}

/** Fills `{name}` placeholders. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

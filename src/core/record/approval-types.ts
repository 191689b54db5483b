/**
 * What a person may decide about a tool call: run it once, run it and stop asking for this
 * tool, run it with edited arguments, or not run it.
 */
export type ApprovalDecision = 'allow' | 'always' | 'edit' | 'deny';

/** What an approval question shows of the tool call it asks about. */
export interface QuestionApproval {
  /** The tool's name. */
  readonly tool: string;
  /** Why the runtime asks, in its words. */
  readonly reason?: string;
  /** The call's arguments as indented JSON text (line breaks kept, cut at 2,000 characters): shown, never run. */
  readonly arguments?: string;
  /** The decision each option stands for, in the options' order. */
  readonly decisions: readonly ApprovalDecision[];
}

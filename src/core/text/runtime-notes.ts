/**
 * Notes a runtime writes beside empty answers to say why nobody answered (Kimi CLI's
 * `{ answers: {}, note }`): read wherever a host stored that output, so an unattended run is
 * never shown as the user skipping every question, nor a dismissal as a skip.
 */

/** Kimi CLI's note when the user closed the questions without answering. */
export const DISMISSED_NOTE = 'User dismissed the question without answering';

/** Kimi CLI's notes when no user was there to ask (AFK mode, and the older yolo mode). */
export const UNATTENDED_NOTES: readonly string[] = [
  'Running in afk mode',
  'Running in non-interactive (yolo) mode',
];

/** What a note says of the questions it stands beside, if the kit knows it. */
export function noteEnding(note: string | undefined): 'unattended' | 'dismissed' | undefined {
  if (note === undefined) return undefined;
  if (note.includes(DISMISSED_NOTE)) return 'dismissed';
  return UNATTENDED_NOTES.some((marker) => note.includes(marker)) ? 'unattended' : undefined;
}

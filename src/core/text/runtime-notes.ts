/**
 * Notes a runtime writes beside empty answers to say why nobody answered (Kimi CLI's
 * `{ answers: {}, note }`): read wherever a host stored that output, so an unattended run is
 * never shown as the user skipping every question, nor a dismissal as a skip.
 */

// Kimi CLI: "User dismissed the question without answering", and "Running in afk mode. …" (or,
// in older versions, "Running in non-interactive (yolo) mode. …") when no user was there to ask.
const DISMISSED = 'dismissed the question';
const UNATTENDED = /Running in (?:afk|non-interactive \(yolo\)) mode/;

/** What a note says of the questions it stands beside, if the kit knows it. */
export function noteEnding(note: string | undefined): 'unattended' | 'dismissed' | undefined {
  return note === undefined
    ? undefined
    : note.includes(DISMISSED)
      ? 'dismissed'
      : UNATTENDED.test(note)
        ? 'unattended'
        : undefined;
}

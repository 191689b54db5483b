'use client';
import { AnsweredElsewhere, AutoResolution, Header, Origin, Warning } from './header.js';
import { LayoutContent } from './layout.js';
import { Status } from './status.js';
import { Summary } from './summary.js';

/**
 * The default card, as `<AskUserQuestion>` renders it: every part decides for itself whether
 * it shows (the questions while pending, the summary once finished).
 */
export function CardContent() {
  return (
    <>
      <Origin />
      <AnsweredElsewhere />
      <Summary />
      <PendingContent />
      <Status />
    </>
  );
}

function PendingContent() {
  return (
    <>
      <Header />
      <AutoResolution />
      <Warning />
      <LayoutContent />
    </>
  );
}

// What only a finished call needs, loaded with the first finished card (or soon after a pending
// card mounts): reading the answers, the summary and the amend editor.
export { readAnswers } from '../../core/answers/read-answers.js';
export { recordFromResponse } from '../../core/card/finished-call.js';
export { createAmendment } from '../../core/draft/amend.js';
export { SummaryContent } from './summary-content.js';

/**
 * Claude Code's words to the model for an answered AskUserQuestion, read back when a record
 * keeps only them (a `tool_result` without `toolUseResult` / `tool_use_result`): the answers
 * as `"<question>"="<answer>"` pairs with notes, a reply typed in chat, nothing answered, and
 * the AFK timeout — a dialog that resolved by itself while the user was away.
 */
import { normalizeQuestions } from '../normalize/normalize-questions.js';
import { ALL_ANSWERED_PREFIX, ALL_ANSWERED_SUFFIX } from './format-model-content.js';
import { setOwn } from '../utils/read.js';

/** Each template's opening and the end of its answer pairs. */
const ANSWERED = [
  {
    open: 'Your questions have been answered: ',
    close: '. You can now continue with these answers in mind.',
  },
  { open: ALL_ANSWERED_PREFIX, close: ALL_ANSWERED_SUFFIX },
  { open: 'The user answered: ', close: '. Read the answers carefully' },
] as const;
const NOTHING = 'The user did not answer the questions.';
const FOLLOW_UP = 'The user asked for more questions before you proceed. So far they answered: ';
const RESPONDED = 'The user responded: ';
const AFK = /^No response after (\d{1,7})s — /;
const BEFORE_IDLE = '\n\nBefore going idle the user had selected: ';
const NO_OPTION = '(no option selected)';
const NOTES = ' notes: ';

/** Openings of Claude Code's words for an answered AskUserQuestion, whatever follows them. */
export const CLAUDE_ANSWER_OPENINGS: readonly string[] = [
  'Your questions have been answered',
  'User has answered your questions',
  'The user answered: ',
  'The user asked for more questions',
  'The user did not answer',
  'The user responded: ',
  'No response after ',
];

/** The stored output Claude Code's structured result would have held. */
export interface ModelTextOutput {
  answers: Record<string, string>;
  annotations?: Record<string, { notes: string }>;
  response?: string;
  afkTimeoutMs?: number;
}

/** What may follow a quoted answer: notes (2.1.332, and before), the chosen preview (older). */
const AFTER_ANSWER = ['" notes: ', '" user notes: ', '" selected preview:', '" selected markdown:'];

/** One pair's value: `"<answer>"` or `(no option selected)`, then notes or a preview. */
function readValue(value: string): { answer?: string; notes?: string } {
  if (value.startsWith(NO_OPTION)) {
    const rest = value.slice(NO_OPTION.length);
    return rest.startsWith(NOTES) ? { notes: rest.slice(NOTES.length) } : {};
  }
  if (!value.startsWith('"')) return {};
  let end = -1;
  let marker = '';
  for (const candidate of AFTER_ANSWER) {
    const at = value.indexOf(candidate, 1);
    if (at !== -1 && (end === -1 || at < end)) {
      end = at;
      marker = candidate;
    }
  }
  if (end === -1) return value.length >= 2 && value.endsWith('"') ? { answer: value.slice(1, -1) } : {};
  const answer = value.slice(1, end);
  const notes = marker.endsWith('notes: ') ? value.slice(end + marker.length) : undefined;
  return notes ? { answer, notes } : { answer };
}

/**
 * Reads `"<Q>"="<A>" notes: <n>, "<Q2>"=…` against the questions asked. A pair starts the text
 * or follows ", ", in whatever order Claude Code wrote them.
 */
function readPairs(text: string, questions: readonly string[], into: ModelTextOutput): void {
  const found: { question: string; start: number; valueStart: number }[] = [];
  for (const question of questions) {
    const marker = `"${question}"=`;
    let start = text.indexOf(marker);
    while (start > 0 && !text.startsWith(', ', start - 2)) start = text.indexOf(marker, start + 1);
    if (start !== -1) found.push({ question, start, valueStart: start + marker.length });
  }
  found.sort((a, b) => a.start - b.start);
  found.forEach((pair, index) => {
    const next = found[index + 1];
    let value = text.slice(pair.valueStart, next ? next.start : text.length);
    if (next && value.endsWith(', ')) value = value.slice(0, -2);
    const { answer, notes } = readValue(value);
    if (answer !== undefined && answer.length > 0) setOwn(into.answers, pair.question, answer);
    if (notes) {
      into.annotations ??= {};
      setOwn(into.annotations, pair.question, { notes });
    }
  });
}

/**
 * The text Claude Code gave the model → the structured output it stands for; `undefined` when
 * the text is none of Claude Code's answer templates.
 */
export function outputFromModelText(text: string, input: unknown): ModelTextOutput | undefined {
  const questions = normalizeQuestions(input).questions.map((question) => question.question);
  const trimmed = text.trim();
  if (trimmed === NOTHING) return { answers: {} };
  if (trimmed.startsWith(RESPONDED)) return { answers: {}, response: trimmed.slice(RESPONDED.length) };
  const afk = AFK.exec(trimmed);
  if (afk) {
    const output: ModelTextOutput = { answers: {}, afkTimeoutMs: Number(afk[1]) * 1000 };
    const idle = trimmed.indexOf(BEFORE_IDLE);
    if (idle !== -1) {
      const pairs = trimmed.slice(idle + BEFORE_IDLE.length).replace(/\.$/, '');
      readPairs(pairs, questions, output);
    }
    return output;
  }
  if (trimmed.startsWith(FOLLOW_UP)) {
    const output: ModelTextOutput = { answers: {} };
    const rest = trimmed.slice(FOLLOW_UP.length);
    // The closing words vary and hold no quote: they start at the first ". " after the last
    // quote, so an answer that holds ". " itself stays whole.
    const end = rest.indexOf('. ', rest.lastIndexOf('"') + 1);
    readPairs(end === -1 ? rest : rest.slice(0, end), questions, output);
    return output;
  }
  for (const template of ANSWERED) {
    if (!trimmed.startsWith(template.open)) continue;
    const end = trimmed.lastIndexOf(template.close);
    const pairs = trimmed.slice(template.open.length, end === -1 ? undefined : end);
    const output: ModelTextOutput = { answers: {} };
    readPairs(pairs, questions, output);
    return output;
  }
  return undefined;
}

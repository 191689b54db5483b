/**
 * Claude Code's words to the model for an answered AskUserQuestion, read back when a record
 * keeps only them (a `tool_result` without `toolUseResult` / `tool_use_result`): the answers
 * as `"<question>"="<answer>"` pairs with notes, a reply typed in chat, nothing answered, and
 * the AFK timeout — a dialog that resolved by itself while the user was away.
 */
import { normalizeQuestions } from '../normalize/normalize-questions.js';
import { setOwn } from '../utils/read.js';

/** Each template's opening and the end of its answer pairs. */
const ANSWERED = [
  {
    open: 'Your questions have been answered: ',
    close: '. You can now continue with these answers in mind.',
  },
  {
    open: 'User has answered your questions: ',
    close: ". You can now continue with the user's answers in mind.",
  },
  { open: 'The user answered: ', close: '. Read the answers carefully' },
] as const;
const NOTHING = 'The user did not answer the questions.';
const RESPONDED = 'The user responded: ';
const AFK = /^No response after (\d{1,7})s — /;
const BEFORE_IDLE = '\n\nBefore going idle the user had selected: ';
const NO_OPTION = '(no option selected)';
const NOTES = ' notes: ';

/** The stored output Claude Code's structured result would have held. */
export interface ModelTextOutput {
  answers: Record<string, string>;
  annotations?: Record<string, { notes: string }>;
  response?: string;
  afkTimeoutMs?: number;
}

/** Reads `"<Q>"="<A>" notes: <n>, "<Q2>"=…` against the questions asked, in their order. */
function readPairs(text: string, questions: readonly string[], into: ModelTextOutput): void {
  const found: { question: string; start: number; valueStart: number }[] = [];
  let from = 0;
  for (const question of questions) {
    const marker = `"${question}"=`;
    const start = text.indexOf(marker, from);
    if (start === -1) continue;
    found.push({ question, start, valueStart: start + marker.length });
    from = start + marker.length;
  }
  found.forEach((pair, index) => {
    const next = found[index + 1];
    let value = text.slice(pair.valueStart, next ? next.start : text.length);
    if (next && value.endsWith(', ')) value = value.slice(0, -2);
    let notes: string | undefined;
    const notesAt = value.lastIndexOf(NOTES);
    if (notesAt !== -1 && (value.startsWith(NO_OPTION) || value.slice(0, notesAt).endsWith('"'))) {
      notes = value.slice(notesAt + NOTES.length);
      value = value.slice(0, notesAt);
    }
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      setOwn(into.answers, pair.question, value.slice(1, -1));
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

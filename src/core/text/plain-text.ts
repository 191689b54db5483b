import { interpretAnswerText, labelIgnoringCase } from '../answers/interpret.js';
import { normalizeQuestions } from '../normalize/normalize-questions.js';
import type { AskUserResponse, NormalizedQuestion } from '../types.js';
import { setOwn, total } from '../utils/read.js';

/** Options of `toPlainText`. */
export interface PlainTextOptions {
  /** Include option descriptions (default true). */
  readonly descriptions?: boolean;
}

const COMMANDS = {
  skip: ['/skip', '/跳过'],
  decline: ['/decline', '/拒绝'],
  cancel: ['/cancel', '/取消'],
} as const;

function describeQuestion(
  question: NormalizedQuestion,
  index: number,
  count: number,
  options: PlainTextOptions,
): string[] {
  const lines: string[] = [];
  const heading = count > 1 ? `Question ${index + 1} of ${count}` : 'Question';
  lines.push(question.header ? `${heading} — ${question.header}` : heading);
  const mode = question.options.length === 0 ? '' : question.multiSelect ? ' (choose any)' : ' (choose one)';
  lines.push(`${question.question}${mode}`);
  if (question.description) lines.push(question.description);
  question.options.forEach((option, optionIndex) => {
    const badge = option.recommended ? ' (recommended)' : '';
    const description =
      options.descriptions !== false && option.description ? ` — ${option.description}` : '';
    lines.push(`  ${optionIndex + 1}. ${option.displayLabel}${badge}${description}`);
  });
  if (question.options.length === 0) lines.push('  Type your answer.');
  else if (question.allowCustom) lines.push('  Or type your own answer.');
  return lines;
}

/**
 * Renders the questions as readable text for channels without a UI — chat bridges,
 * terminals, notifications: numbered options, the free-text hint, and how to
 * reply. {@link parsePlainTextReply} reads the reply.
 */
export function toPlainText(input: unknown, options: PlainTextOptions = {}): string {
  return total(
    () => {
      const { questions, title } = normalizeQuestions(input);
      if (questions.length === 0) return '';
      const blocks: string[] = [];
      if (title) blocks.push(title);
      questions.forEach((question, index) =>
        blocks.push(describeQuestion(question, index, questions.length, options).join('\n')),
      );
      const first = questions[0] as NormalizedQuestion;
      let how: string;
      if (questions.length > 1) {
        how =
          'Reply with one line per question, e.g. "1: 2" for option 2 of question 1 (several options: "2: 1, 3").';
      } else if (first.options.length === 0) {
        how = 'Reply with your answer.';
      } else if (first.multiSelect) {
        how = 'Reply with the numbers of your choices (e.g. "1, 3"), their labels, or your own words.';
      } else {
        how = 'Reply with the number of your choice, its label, or your own words.';
      }
      blocks.push(`${how}\nReply /skip to continue without answering, or /decline to refuse.`);
      return blocks.join('\n\n');
    },
    () => '',
  );
}

function splitList(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const char of text) {
    if (char === ',' || char === '，' || char === '、' || char === ' ' || char === '\t') {
      if (current.length > 0) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

function optionByNumber(question: NormalizedQuestion, token: string): string | undefined {
  if (!/^\d{1,3}$/.test(token)) return undefined;
  return question.options[Number(token) - 1]?.label;
}

/** Reads one question's reply: option numbers, labels, or free text. */
function parseAnswer(question: NormalizedQuestion, line: string): string | undefined {
  const text = line.trim();
  if (text.length === 0 || text === '-') return undefined;
  if (question.options.length === 0) return text;

  const exact = labelIgnoringCase(question, text);
  if (exact !== undefined) return exact;

  const tokens = splitList(text);
  const numbered = tokens.map((token) => optionByNumber(question, token));
  if (tokens.length > 0 && numbered.every((label) => label !== undefined)) {
    const labels = [...new Set(numbered as string[])];
    if (!question.multiSelect && labels.length === 1) return labels[0];
    if (question.multiSelect) {
      const order = question.options.map((option) => option.label);
      return labels.sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(', ');
    }
  }

  if (question.multiSelect) {
    // Exact labels first (they may contain commas), then the rest part by part, where numbers
    // and labels in any case still count and anything else is free text.
    const split = interpretAnswerText(question, text);
    const labels = [...split.selected];
    const free: string[] = [];
    for (const part of (split.custom ?? '').split(/[,，、]/)) {
      const trimmed = part.trim();
      if (trimmed.length === 0) continue;
      const label = optionByNumber(question, trimmed) ?? labelIgnoringCase(question, trimmed);
      if (label !== undefined) labels.push(label);
      else free.push(trimmed);
    }
    if (labels.length > 0) {
      const order = question.options.map((option) => option.label);
      const sorted = [...new Set(labels)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
      return question.allowCustom && free.length > 0
        ? [...sorted, free.join(', ')].join(', ')
        : sorted.join(', ');
    }
  }
  return question.allowCustom ? text : undefined;
}

/** `1: 2`, `Q1: 2`, `1：2` → question index 0 and the rest. */
function explicitQuestion(line: string, count: number): { index: number; rest: string } | undefined {
  const trimmed = line.trimStart();
  let at = 0;
  if (trimmed[0] === 'q' || trimmed[0] === 'Q') at = 1;
  let digits = '';
  while (at < trimmed.length && digits.length < 3 && trimmed[at]! >= '0' && trimmed[at]! <= '9') {
    digits += trimmed[at];
    at += 1;
  }
  if (digits.length === 0) return undefined;
  while (trimmed[at] === ' ') at += 1;
  if (trimmed[at] !== ':' && trimmed[at] !== '：' && trimmed[at] !== ')') return undefined;
  const index = Number(digits) - 1;
  if (index < 0 || index >= count) return undefined;
  return { index, rest: trimmed.slice(at + 1) };
}

/**
 * Turns a plain-text reply into a response: an option number (`2`), several
 * (`1, 3`), an option label, or free text; with several questions, one line per question,
 * optionally prefixed `1:`. `/skip` (or an empty reply) continues without answers,
 * `/decline` and `/cancel` give those responses. An exact label wins over a number, so a
 * label that is itself a number stays reachable.
 */
export function parsePlainTextReply(text: unknown, input: unknown): AskUserResponse {
  return total(
    (): AskUserResponse => {
      const reply = typeof text === 'string' ? text.slice(0, 100_000) : '';
      const command = reply.trim().toLowerCase();
      if ((COMMANDS.decline as readonly string[]).includes(command)) return { action: 'decline' };
      if ((COMMANDS.cancel as readonly string[]).includes(command)) return { action: 'cancel' };
      const answers: Record<string, string> = {};
      if (command.length === 0 || (COMMANDS.skip as readonly string[]).includes(command)) {
        return { action: 'accept', content: { answers } };
      }
      const { questions } = normalizeQuestions(input);
      const put = (question: NormalizedQuestion | undefined, line: string) => {
        if (!question || Object.prototype.hasOwnProperty.call(answers, question.question)) return;
        const answer = parseAnswer(question, line);
        if (answer !== undefined) setOwn(answers, question.question, answer);
      };
      if (questions.length === 1) {
        put(questions[0], reply);
        return { action: 'accept', content: { answers } };
      }
      let lines = reply.split(/\r?\n/).filter((line) => line.trim().length > 0);
      if (lines.length === 1)
        lines = (lines[0] as string).split(';').filter((line) => line.trim().length > 0);
      const positional: string[] = [];
      const claimed = new Set<number>();
      for (const line of lines) {
        const explicit = explicitQuestion(line, questions.length);
        if (explicit) {
          claimed.add(explicit.index);
          put(questions[explicit.index], explicit.rest);
        } else positional.push(line);
      }
      const open = questions.filter((_, index) => !claimed.has(index));
      positional.forEach((line, index) => put(open[index], line));
      return { action: 'accept', content: { answers } };
    },
    () => ({ action: 'accept', content: { answers: {} } }),
  );
}

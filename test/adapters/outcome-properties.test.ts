/**
 * Silence is never a decision: whatever text a failed call carries, no adapter reads it as
 * the user declining, dismissing or submitting nothing — unless the text is the user's own
 * refusal, as the runtime words it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as aiSdk from '../../src/adapters/ai-sdk';
import * as assistantUi from '../../src/adapters/assistant-ui';
import * as claude from '../../src/adapters/claude-agent-sdk';
import * as codex from '../../src/adapters/codex';
import * as gemini from '../../src/adapters/gemini-cli';
import * as kimi from '../../src/adapters/kimi-cli';
import * as opencode from '../../src/adapters/opencode';
import { type AskUserRecord, readAnswers } from '../../src/core';
import { claudeQuestions } from '../fixtures/runtime-records/claude';

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 150) };
const input = { questions: claudeQuestions };

/**
 * The oracle: the texts in which each runtime records the user's own refusal, independent of
 * the adapters' code. A record carrying one of these may read as the user's decision.
 */
const USER_REFUSALS: Record<string, readonly string[]> = {
  claude: [
    "The user doesn't want to proceed with this tool use",
    'User rejected tool use',
    'The tool use was rejected',
    '[Request interrupted by user',
    "The user doesn't want to take this action right now",
  ],
  codex: [],
  gemini: [
    'User dismissed ask_user dialog',
    'User dismissed ask user dialog',
    'Reason: User denied execution',
    'Reason: User cancelled the operation',
  ],
  opencode: [
    'The user dismissed this question',
    'The user rejected permission to use this specific tool call',
  ],
  kimi: ['User dismissed the question without answering'],
  aiSdk: [],
  assistantUi: [],
};
/** The kit's own refusal texts are the user's in every runtime. */
const KIT_REFUSALS = [
  'The user declined to answer these questions.',
  'The user dismissed the questions without answering.',
];
/** Claude Code writes the rejection text for calls that were stopped, not refused. */
const NOT_A_REFUSAL = ['this call was stopped while running, not refused'];

/** A runtime's words for a run cancelled while the question was open: cancelled, not failed (#23). */
const RUN_CANCELLATIONS: Record<string, readonly string[]> = {
  codex: ['request_user_input was cancelled before receiving a response'],
  gemini: ['[Operation Cancelled]'],
  opencode: ['Tool execution aborted'],
};

function carriesRefusal(runtime: string, text: string): boolean {
  if ((RUN_CANCELLATIONS[runtime] ?? []).some((phrase) => text.includes(phrase))) return true;
  if (NOT_A_REFUSAL.some((marker) => text.includes(marker))) return false;
  const phrases = [...KIT_REFUSALS, ...(USER_REFUSALS[runtime] ?? [])];
  return phrases.some((phrase) => text.includes(phrase));
}

/** What the runtimes write when something else stopped the call, some of it in "user" words. */
const SYSTEM_FRAGMENTS = [
  'PreToolUse:AskUserQuestion hook error: ',
  'Permission to use AskUserQuestion has been denied.',
  'Answer questions?',
  '<tool_use_error>',
  'Error: ',
  'request_user_input is unavailable in Default mode',
  'request_user_input was cancelled before receiving a response',
  'aborted by user after 3.1s',
  'Tool execution denied by policy.',
  '[Operation Cancelled] Reason: User cancelled operation',
  '[Operation Cancelled] Reason: Operation cancelled by user',
  'Tool execution aborted',
  'Failed to get user response.',
  'The user has specified a rule which prevents you from using this specific tool call.',
  'Correction to the text above: this call was stopped while running, not refused before it ran.',
  '{"answers": {}}',
  'Running in afk mode.',
  'dismissed',
  'declined',
  'The user',
];

const errorText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.tuple(fc.constantFrom(...SYSTEM_FRAGMENTS), fc.string({ maxLength: 40 })).map(([a, b]) => a + b),
  fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...SYSTEM_FRAGMENTS)).map(([a, b]) => a + b),
  fc
    .tuple(fc.constantFrom(...SYSTEM_FRAGMENTS), fc.constantFrom(...SYSTEM_FRAGMENTS))
    .map(([a, b]) => `${a} ${b}`),
);

/** Denial kinds Claude Code writes for calls nobody refused, and a shutdown it marks user-rejected. */
const denial = fc.constantFrom<{ kind?: string; shutdown?: boolean }>(
  {},
  { kind: 'permission-rule' },
  { kind: 'automode-blocked' },
  { kind: 'automode-unavailable' },
  { kind: 'interrupted' },
  { kind: 'cancelled' },
  { kind: 'user-rejected', shutdown: true },
);

/** A failed call in each runtime's own record, carrying `text`. */
type Denial = { kind?: string; shutdown?: boolean };
type Builder = (text: string, denial: Denial) => AskUserRecord | undefined;

const geminiCall = (status: string, text: string) =>
  gemini.toRecord({
    name: 'ask_user',
    args: input,
    status,
    result: [{ functionResponse: { response: { error: text } } }],
  });

/** A failed call in each runtime's own record, carrying `text`; with the oracle that judges it. */
const failedRecords: Record<string, readonly [oracle: string, build: Builder]> = {
  claude: [
    'claude',
    (text, { kind, shutdown }) =>
      claude
        .toRecords([
          {
            type: 'assistant',
            message: { content: [{ type: 'tool_use', id: 't1', name: 'AskUserQuestion', input }] },
          },
          {
            type: 'user',
            message: { content: [{ type: 'tool_result', tool_use_id: 't1', content: text, is_error: true }] },
            toolUseResult: `Error: ${text}`,
            ...(kind ? { toolDenialKind: kind } : {}),
            ...(shutdown ? { interruptedByShutdown: true } : {}),
          },
        ])
        .at(-1),
  ],
  codexRollout: [
    'codex',
    (text) =>
      codex
        .toRecords([
          {
            type: 'function_call',
            name: 'request_user_input',
            call_id: 'c',
            arguments: JSON.stringify(input),
          },
          { type: 'function_call_output', call_id: 'c', output: text },
        ])
        .at(-1),
  ],
  codexClientError: [
    'codex',
    (text) => codex.toRecord(input, { response: { error: { code: -32000, message: text } } }),
  ],
  geminiError: ['gemini', (text) => geminiCall('error', text)],
  opencode: [
    'opencode',
    (text) =>
      opencode.toRecord({
        type: 'tool',
        tool: 'question',
        callID: 'q',
        state: { status: 'error', input, error: text },
      }),
  ],
  kimiError: [
    'kimi',
    (text) => kimi.toRecord(input, { returnValue: { is_error: true, output: '', message: text } }),
  ],
  kimiNote: [
    'kimi',
    (text) =>
      kimi.toRecord(input, {
        returnValue: { is_error: false, output: JSON.stringify({ answers: {}, note: text }), message: text },
      }),
  ],
  aiSdkError: [
    'aiSdk',
    (text) =>
      aiSdk.toRecord({
        type: 'tool-askUserQuestion',
        toolCallId: 'a',
        state: 'output-error',
        input,
        errorText: text,
      }),
  ],
  aiSdkAutomaticDenial: [
    'aiSdk',
    (text) =>
      aiSdk.toRecord({
        type: 'tool-askUserQuestion',
        toolCallId: 'a',
        state: 'output-denied',
        input,
        approval: { id: 'x', approved: false, isAutomatic: true, reason: text },
      }),
  ],
  assistantUi: [
    'assistantUi',
    (text) =>
      assistantUi.toRecord({
        toolCallId: 'u',
        toolName: 'askUser',
        args: input,
        argsText: '',
        result: text,
        isError: true,
        status: { type: 'complete' },
      }),
  ],
};

const USER_DECISIONS = new Set(['declined', 'cancelled', 'none-answered']);

/** A Codex output that is an answer after all (Codex's own empty submission), not an error. */
function isCodexAnswer(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'answers' in value;
  } catch {
    return false;
  }
}

describe('a call Gemini CLI’s scheduler cancelled', () => {
  // Only the scheduler records status `cancelled` (a cancel at the dialog, another tool of the
  // batch, an aborted turn): it is cancelled whatever its words, never an error or a decline.
  it('reads as cancelled with any text, and with none', () => {
    fc.assert(
      fc.property(errorText, (text) => {
        expect(readAnswers(geminiCall('cancelled', text)).outcome).toBe('cancelled');
      }),
      RUNS,
    );
    const bare = gemini.toRecord({ name: 'ask_user', args: input, status: 'cancelled' });
    expect(readAnswers(bare).outcome).toBe('cancelled');
  });
});

describe('a failed call is never read as a user decision', () => {
  it.each(Object.entries(failedRecords))('%s', (runtime, [oracle, build]) => {
    fc.assert(
      fc.property(errorText, denial, (text, how) => {
        if (carriesRefusal(oracle, text)) return;
        if (runtime === 'codexRollout' && isCodexAnswer(text)) return;
        const reading = readAnswers(build(text, how));
        // AFK notes are a continuation nobody decided: none-answered, but every question says so.
        const autoResolved = reading.questions.every((question) => question.resolution === 'auto-resolved');
        if (reading.outcome === 'none-answered' && autoResolved) return;
        expect(USER_DECISIONS.has(reading.outcome), `${reading.outcome} from ${JSON.stringify(text)}`).toBe(
          false,
        );
      }),
      RUNS,
    );
  });

  it('reads the user’s own refusal as theirs, and near misses as not', () => {
    const read = (name: string, text: string, how: Denial = {}) =>
      readAnswers(failedRecords[name]![1](text, how)).outcome;
    expect(read('claude', 'User rejected tool use')).toBe('declined');
    expect(
      read('claude', "The user doesn't want to proceed with this tool use.", {
        kind: 'user-rejected',
        shutdown: true,
      }),
    ).toBe('error');
    expect(read('opencode', 'Error: The user dismissed this question')).toBe('cancelled');
    expect(read('kimiNote', 'User dismissed the question without answering.')).toBe('cancelled');
    expect(read('geminiError', '[Operation Cancelled] Reason: User cancelled operation')).toBe('error');
    expect(read('codexRollout', 'request_user_input was cancelled before receiving a response')).toBe(
      'cancelled',
    );
  });
});

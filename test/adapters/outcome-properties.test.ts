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

/** Words only the user's own refusal carries, in any runtime; texts holding them are left out. */
const USER_REFUSAL_MARKERS = [
  "doesn't want to",
  'User rejected',
  'The tool use was rejected',
  'declined to answer',
  'dismissed',
  'interrupted by user',
  'User denied',
  'User cancelled',
  'cancelled by user',
  'Operation Cancelled',
  'rejected permission',
];

/** System texts the runtimes write when something else stopped the call, to mix in. */
const SYSTEM_FRAGMENTS = [
  'PreToolUse:AskUserQuestion hook error: ',
  'Permission to use AskUserQuestion has been denied.',
  'Answer questions?',
  '<tool_use_error>',
  'Error: ',
  'request_user_input is unavailable in Default mode',
  'Tool execution denied by policy.',
  'Tool execution aborted',
  'Failed to get user response.',
  'The user has specified a rule which prevents you from using this specific tool call.',
  '{"answers": {}}',
  'Running in afk mode.',
];

const errorText = fc
  .oneof(
    fc.string({ maxLength: 80 }),
    fc.tuple(fc.constantFrom(...SYSTEM_FRAGMENTS), fc.string({ maxLength: 40 })).map(([a, b]) => a + b),
    fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...SYSTEM_FRAGMENTS)).map(([a, b]) => a + b),
  )
  .filter((text) => !USER_REFUSAL_MARKERS.some((marker) => text.includes(marker)));

const denialKind = fc.constantFrom(
  undefined,
  'permission-rule',
  'automode-blocked',
  'automode-unavailable',
  'interrupted',
  'cancelled',
);

/** A failed call in each runtime's own record, carrying `text`. */
const failedRecords: Record<string, (text: string, kind: string | undefined) => AskUserRecord | undefined> = {
  claude: (text, kind) =>
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
        },
      ])
      .at(-1),
  codexRollout: (text) =>
    codex
      .toRecords([
        { type: 'function_call', name: 'request_user_input', call_id: 'c', arguments: JSON.stringify(input) },
        { type: 'function_call_output', call_id: 'c', output: text },
      ])
      .at(-1),
  codexClientError: (text) => codex.toRecord(input, { response: { error: { code: -32000, message: text } } }),
  geminiError: (text) =>
    gemini.toRecord({
      name: 'ask_user',
      args: input,
      status: 'error',
      result: [{ functionResponse: { response: { error: text } } }],
    }),
  geminiCancelled: (text) =>
    gemini.toRecord({
      name: 'ask_user',
      args: input,
      status: 'cancelled',
      result: [{ functionResponse: { response: { error: text } } }],
    }),
  opencode: (text) =>
    opencode.toRecord({
      type: 'tool',
      tool: 'question',
      callID: 'q',
      state: { status: 'error', input, error: text },
    }),
  kimiError: (text) => kimi.toRecord(input, { returnValue: { is_error: true, output: '', message: text } }),
  kimiNote: (text) =>
    kimi.toRecord(input, {
      returnValue: { is_error: false, output: JSON.stringify({ answers: {}, note: text }), message: text },
    }),
  aiSdkError: (text) =>
    aiSdk.toRecord({
      type: 'tool-askUserQuestion',
      toolCallId: 'a',
      state: 'output-error',
      input,
      errorText: text,
    }),
  aiSdkAutomaticDenial: (text) =>
    aiSdk.toRecord({
      type: 'tool-askUserQuestion',
      toolCallId: 'a',
      state: 'output-denied',
      input,
      approval: { id: 'x', approved: false, isAutomatic: true, reason: text },
    }),
  assistantUi: (text) =>
    assistantUi.toRecord({
      toolCallId: 'u',
      toolName: 'askUser',
      args: input,
      argsText: '',
      result: text,
      isError: true,
      status: { type: 'complete' },
    }),
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

describe('a failed call is never read as a user decision', () => {
  it.each(Object.entries(failedRecords))('%s', (runtime, build) => {
    fc.assert(
      fc.property(errorText, denialKind, (text, kind) => {
        if (runtime === 'codexRollout' && isCodexAnswer(text)) return;
        const reading = readAnswers(build(text, kind));
        const autoResolved = reading.questions.every((question) => question.resolution === 'auto-resolved');
        // AFK notes are a continuation nobody decided: none-answered, but every question says so.
        if (reading.outcome === 'none-answered' && autoResolved) return;
        expect(USER_DECISIONS.has(reading.outcome), `${reading.outcome} from ${JSON.stringify(text)}`).toBe(
          false,
        );
      }),
      RUNS,
    );
  });

  it('does read the user’s own refusal as theirs (the property above is not vacuous)', () => {
    expect(readAnswers(failedRecords.claude!('User rejected tool use', undefined)).outcome).toBe('declined');
    expect(
      readAnswers(failedRecords.opencode!('Error: The user dismissed this question', undefined)).outcome,
    ).toBe('cancelled');
    expect(
      readAnswers(failedRecords.kimiNote!('User dismissed the question without answering.', undefined))
        .outcome,
    ).toBe('cancelled');
  });
});

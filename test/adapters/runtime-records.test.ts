/**
 * Records as each runtime writes them → the kit's reading. Every fixture names the runtime
 * source of its text; the expectations say what the user did, and nothing they did not.
 */
import { describe, expect, it } from 'vitest';
import * as aiSdk from '../../src/adapters/ai-sdk';
import * as claude from '../../src/adapters/claude-agent-sdk';
import * as codex from '../../src/adapters/codex';
import * as gemini from '../../src/adapters/gemini-cli';
import * as kimi from '../../src/adapters/kimi-cli';
import * as opencode from '../../src/adapters/opencode';
import { type AskUserRecord, normalizeQuestions, readAnswers } from '../../src/core';
import { aiSdkCases, aiSdkInput } from '../fixtures/runtime-records/ai-sdk';
import { claudeCases, claudeForeignTool } from '../fixtures/runtime-records/claude';
import { codexArguments, codexCases, codexExecRejection } from '../fixtures/runtime-records/codex';
import { geminiCases, jsonlSession } from '../fixtures/runtime-records/gemini';
import { kimiArguments, kimiCases } from '../fixtures/runtime-records/kimi';
import { opencodeCases } from '../fixtures/runtime-records/opencode';
import type { RuntimeRecordCase } from '../fixtures/runtime-records/types';

function expectReading(record: AskUserRecord | undefined, { expected }: RuntimeRecordCase): void {
  expect(record, 'the call yields a record').toBeDefined();
  const reading = readAnswers(record);
  expect(reading.outcome).toBe(expected.outcome);
  if (expected.resolutions) expect(reading.questions.map((q) => q.resolution)).toEqual(expected.resolutions);
  if (expected.selected) expect(reading.questions.map((q) => q.selected)).toEqual(expected.selected);
  if (expected.custom) expect(reading.questions.map((q) => q.custom)).toEqual(expected.custom);
  if (expected.notes) expect(reading.questions.map((q) => q.notes)).toEqual(expected.notes);
  if (expected.reason === null) expect(reading.reason).toBeUndefined();
  else if (expected.reason !== undefined) expect(reading.reason).toContain(expected.reason);
}

const runtimes: [string, RuntimeRecordCase[], (value: unknown) => AskUserRecord | undefined][] = [
  ['Claude Code transcripts', claudeCases, (value) => claude.toRecords(value).at(-1)],
  ['Codex rollouts', codexCases, (value) => codex.toRecords(value).at(-1)],
  ['Gemini CLI sessions', geminiCases, (value) => gemini.toRecords(value).at(-1)],
  ['OpenCode tool parts', opencodeCases, (value) => opencode.toRecord(value)],
  ['Kimi CLI sessions', kimiCases, (value) => kimi.toRecords(value).at(-1)],
  ['AI SDK parts', aiSdkCases, (value) => aiSdk.toRecord(value)],
];

describe.each(runtimes)('%s', (_runtime, cases, read) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    // A source names the runtime file, commit or version the text comes from.
    expect(item.source).toMatch(/\.(ts|py|rs|js|toml)\b|@[0-9a-f]{6,}|\d+\.\d+\.\d+|ai@\d/);
    expectReading(read(item.value), item);
  });
});

describe('calls that are not this tool’s, and calls whose line is missing', () => {
  it('leaves an app’s own AskUserQuestion with another contract alone (Claude)', () => {
    expect(claude.toRecords(claudeForeignTool)).toEqual([]);
  });

  it('claims a finished AI SDK part only when its input holds questions', () => {
    const foreign = {
      type: 'tool-askUser',
      toolCallId: 'c1',
      state: 'output-available',
      input: { url: 'x' },
    };
    expect(aiSdk.toRecord(foreign)).toBeUndefined();
    const streaming = { type: 'tool-askUser', toolCallId: 'c1', state: 'input-streaming', input: {} };
    expect(aiSdk.toRecord(streaming)?.state).toBe('streaming');
    const malformed = { ...foreign, input: { questions: 'not a list' } };
    // Named like the tool, but its questions are unreadable: claimed, and read as no answer.
    const claimed = aiSdk.toRecord(malformed);
    expect(claimed).toMatchObject({ toolCallId: 'c1', state: 'answered' });
    expect(readAnswers(claimed).outcome).toBe('unknown');
    expect(aiSdk.toRecord({ ...foreign, type: 'tool-mcp__desk__askUser', input: aiSdkInput })).toMatchObject({
      toolCallId: 'c1',
      input: aiSdkInput,
    });
    expect(aiSdk.toRecord({ ...foreign, type: 'tool-mcp__desk__search', input: aiSdkInput })).toBeUndefined();
  });

  it('replays a Gemini CLI JSONL log: one call, as the last rewrite left it', () => {
    expect(gemini.toRecords(jsonlSession())).toHaveLength(1);
  });

  it('keeps the subagent of a Kimi question asked inside one', () => {
    const call = {
      type: 'function',
      id: 'tc-sub',
      function: { name: 'AskUserQuestion', arguments: JSON.stringify(kimiArguments) },
    };
    const lines = [
      {
        timestamp: 1,
        message: {
          type: 'SubagentEvent',
          payload: { parent_tool_call_id: 'tc-agent', event: { type: 'ToolCall', payload: call } },
        },
      },
    ];
    expect(kimi.toRecords(lines)).toMatchObject([
      { toolCallId: 'tc-sub', parentToolCallId: 'tc-agent', state: 'pending' },
    ]);
  });
});

describe('refusals written by clients, not by the user', () => {
  it('reads codex exec turning the request away as unavailable', () => {
    const record = codex.toRecord(codexArguments, { response: { error: codexExecRejection } });
    expect(readAnswers(record).outcome).toBe('unavailable');
    expect(readAnswers(record).reason).toContain('not supported in exec mode');
  });

  it('reads Kimi answers a client sent empty as Kimi does: dismissed', () => {
    expect(
      readAnswers(kimi.toRecord(kimiArguments, { response: { request_id: 'q-1', answers: {} } })).outcome,
    ).toBe('cancelled');
  });
});

describe('options: [] is a free-text question', () => {
  it('normalises like a question without options, with no contract warning', () => {
    const empty = normalizeQuestions({
      questions: [{ question: 'What should the release be called?', header: 'Name', options: [] }],
    });
    const none = normalizeQuestions({
      questions: [{ question: 'What should the release be called?', header: 'Name' }],
    });
    expect(empty.questions).toEqual(none.questions);
    expect(empty.questions[0]?.kind).toBe('text');
    expect(empty.warnings).toEqual([]);
  });

  it('still warns about a choice with one option', () => {
    const one = normalizeQuestions({
      questions: [{ question: 'Q?', header: 'Q', options: [{ label: 'Only' }] }],
    });
    expect(one.warnings.map((warning) => warning.code)).toContain('too-few-options');
  });
});

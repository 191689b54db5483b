import type {
  EventQuestionAsked,
  EventQuestionRejected,
  EventQuestionReplied,
  QuestionReplyData,
  QuestionRequest,
  ToolPart,
} from '@opencode-ai/sdk/v2';
import { describe, expect, it } from 'vitest';
import * as codex from '../../src/adapters/codex';
import * as gemini from '../../src/adapters/gemini-cli';
import * as opencode from '../../src/adapters/opencode';
import { readAnswers } from '../../src/core';
import type { AskUserResponse } from '../../src/core';
import { codexRequestParams, geminiInput, opencodeInput } from '../fixtures/inputs';

const answersOf = (record: unknown) =>
  readAnswers(record).questions.map((q) => ({ state: q.state, selected: q.selected, custom: q.custom }));

describe('opencode', () => {
  const request: QuestionRequest = {
    id: 'que_1',
    sessionID: 'ses_1',
    questions: opencodeInput.questions.map((q) => ({ ...q, options: [...q.options] })),
  };
  const accept: AskUserResponse = {
    action: 'accept',
    content: { answers: { 'Which test runner?': 'Vitest', 'Which linters?': 'ESLint, Biome' } },
  };

  it('answers with string[] per question in order, [] for skipped, and rejects on decline or cancel', () => {
    const answer = opencode.toRuntimeAnswer(accept, request);
    const body: NonNullable<QuestionReplyData['body']> =
      answer?.type === 'reply' ? answer.body : { answers: [] };
    expect(answer).toEqual({
      type: 'reply',
      requestID: 'que_1',
      body: { answers: [['Vitest'], ['ESLint', 'Biome']] },
    });
    expect(body.answers).toHaveLength(2);
    expect(
      opencode.toRuntimeAnswer(
        { action: 'accept', content: { answers: { 'Which test runner?': 'Bun test' } } },
        request,
      ),
    ).toEqual({
      type: 'reply',
      requestID: 'que_1',
      body: { answers: [['Bun test'], []] },
    });
    expect(opencode.toRuntimeAnswer({ action: 'decline' }, request)).toEqual({
      type: 'reject',
      requestID: 'que_1',
    });
    expect(opencode.toRuntimeAnswer({ action: 'cancel' }, request)).toEqual({
      type: 'reject',
      requestID: 'que_1',
    });
  });

  it('reads the event stream: asked, replied, rejected', () => {
    const asked: EventQuestionAsked = { id: 'e1', type: 'question.asked', properties: request };
    const second: EventQuestionAsked = {
      id: 'e2',
      type: 'question.asked',
      properties: { ...request, id: 'que_2' },
    };
    const replied: EventQuestionReplied = {
      id: 'e3',
      type: 'question.replied',
      properties: { sessionID: 'ses_1', requestID: 'que_1', answers: [['Jest'], []] },
    };
    const rejected: EventQuestionRejected = {
      id: 'e4',
      type: 'question.rejected',
      properties: { sessionID: 'ses_1', requestID: 'que_2' },
    };
    const records = opencode.toRecords([asked, second, replied, rejected]);
    expect(records.map((r) => [r.requestId, r.state])).toEqual([
      ['que_1', 'answered'],
      ['que_2', 'cancelled'],
    ]);
    expect(answersOf(records[0])).toEqual([
      { state: 'answered', selected: ['Jest'], custom: undefined },
      { state: 'skipped', selected: [], custom: undefined },
    ]);
  });

  it('reads stored tool parts in every status', () => {
    const part = (state: ToolPart['state']): ToolPart => ({
      id: 'prt_1',
      sessionID: 'ses_1',
      messageID: 'msg_1',
      type: 'tool',
      callID: 'call_1',
      tool: 'question',
      state,
    });
    const input = { questions: request.questions };
    expect(opencode.toRecord(part({ status: 'pending', input, raw: '{"questions":[' }))?.state).toBe(
      'streaming',
    );
    expect(opencode.toRecord(part({ status: 'running', input, time: { start: 1 } }))?.state).toBe('pending');
    const completed = opencode.toRecord(
      part({
        status: 'completed',
        input,
        output: 'User has answered…',
        title: 'Asked 2 questions',
        metadata: { answers: [['Vitest'], ['Biome']], truncated: false },
        time: { start: 1, end: 2 },
      }),
    );
    expect(answersOf(completed).map((q) => q.selected)).toEqual([['Vitest'], ['Biome']]);
    expect(
      opencode.toRecord(
        part({
          status: 'error',
          input,
          error: 'The user dismissed this question',
          time: { start: 1, end: 2 },
        }),
      )?.state,
    ).toBe('cancelled');
    expect(
      opencode.toRecord({ ...part({ status: 'running', input, time: { start: 1 } }), tool: 'bash' }),
    ).toBeUndefined();
  });

  it('round-trips: the reply it sends reads back as the same answers', () => {
    const answer = opencode.toRuntimeAnswer(accept, request);
    if (answer?.type !== 'reply') throw new Error('expected a reply');
    const restored = opencode.toRecord(request, { response: answer });
    expect(readAnswers(restored).questions.map((q) => q.text)).toEqual(['Vitest', 'ESLint, Biome']);
  });
});

describe('codex', () => {
  const request = { method: 'item/tool/requestUserInput', id: 12, params: codexRequestParams };

  it('answers by id: labels first, free text as "None of the above" + user_note', () => {
    expect(
      codex.toRuntimeAnswer(
        { action: 'accept', content: { answers: { 'Deploy to which environment?': 'staging' } } },
        request,
      ),
    ).toEqual({
      answers: { env: { answers: ['staging'] } },
    });
    expect(
      codex.toRuntimeAnswer(
        { action: 'accept', content: { answers: { 'Deploy to which environment?': 'a preview branch' } } },
        codexRequestParams,
      ),
    ).toEqual({
      answers: { env: { answers: ['None of the above', 'user_note: a preview branch'] } },
    });
    expect(codex.toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, request)).toEqual({
      answers: { env: { answers: [] } },
    });
  });

  // Codex's own client (codex-rs/tui/src/bottom_pane/request_user_input/mod.rs, its test
  // notes_are_captured_for_selected_option) answers ["Option 2", "user_note: Notes for option 2"]:
  // the chosen label, then the user's note on it.
  it('reads a user_note after a label as the note on that option, and writes notes back so', () => {
    const noted = codex.toRecord(request, {
      response: { answers: { env: { answers: ['staging', 'user_note: Only until Friday'] } } },
    });
    const [question] = readAnswers(noted ?? {}).questions;
    expect(question).toMatchObject({ state: 'answered', selected: ['staging'], notes: 'Only until Friday' });
    expect(question?.custom).toBeUndefined();
    // Typed text after the Other marker stays the answer; a further note stays a note.
    const typed = codex.toRecord(request, {
      response: {
        answers: {
          env: { answers: ['None of the above', 'user_note: a preview branch', 'user_note: ask ops'] },
        },
      },
    });
    expect(readAnswers(typed ?? {}).questions[0]).toMatchObject({
      selected: [],
      custom: 'a preview branch',
      notes: 'ask ops',
    });
    const DB = 'Deploy to which environment?';
    const written = codex.toRuntimeAnswer(
      {
        action: 'accept',
        content: { answers: { [DB]: 'staging' }, annotations: { [DB]: { notes: 'Only until Friday' } } },
      },
      request,
    );
    expect(written).toEqual({ answers: { env: { answers: ['staging', 'user_note: Only until Friday'] } } });
    const roundTrip = codex.toRecord(request, { response: written as codex.ToolRequestUserInputResponse });
    expect(readAnswers(roundTrip ?? {}).questions[0]).toMatchObject({
      selected: ['staging'],
      notes: 'Only until Friday',
    });
  });

  it('sends a secret answer to Codex although readings leave its text out', () => {
    const input = {
      questions: [{ id: 'key', header: 'Key', question: 'Which API key?', isSecret: true, options: null }],
    };
    const response = { action: 'accept', content: { answers: { 'Which API key?': 'hunter2' } } } as const;
    expect(codex.toRuntimeAnswer(response, input)).toEqual({ answers: { key: { answers: ['hunter2'] } } });
    const record = codex.toRecord(input, { response: { answers: { key: { answers: ['hunter2'] } } } });
    expect(readAnswers(record ?? {}).questions[0]).toMatchObject({ state: 'answered', secret: true });
    expect(JSON.stringify(readAnswers(record ?? {}))).not.toContain('hunter2');
  });

  it('refuses with JSON-RPC errors, never empty answers', () => {
    expect(codex.toRuntimeAnswer({ action: 'decline' }, request)).toEqual({
      error: { code: codex.DECLINE_ERROR_CODE, message: 'The user declined to answer these questions.' },
    });
    expect(codex.toRuntimeAnswer({ action: 'cancel' }, request)).toMatchObject({
      error: { code: codex.CANCEL_ERROR_CODE },
    });
  });

  it('reads requests and responses, stripping the Codex conventions', () => {
    expect(codex.toRecord(request)).toMatchObject({ callId: 'item_1', state: 'pending' });
    const answered = codex.toRecord(request, {
      response: { answers: { env: { answers: ['None of the above', 'user_note: preview'] } } },
    });
    expect(answersOf(answered)).toEqual([{ state: 'answered', selected: [], custom: 'preview' }]);
    const refusal = (response: Parameters<typeof codex.toRecord>[1]) =>
      codex.toRecord(request, response)?.state;
    expect(refusal({ response: codex.toRuntimeAnswer({ action: 'cancel' }, request) })).toBe('cancelled');
    expect(refusal({ response: codex.toRuntimeAnswer({ action: 'decline' }, request) })).toBe('declined');
    // Another client's error is not the user's refusal, whatever its code.
    expect(refusal({ response: { error: { code: codex.CANCEL_ERROR_CODE, message: 'x' } } })).toBe('error');
    expect(codex.toRecord({ method: 'other' })).toBeUndefined();
  });

  it('reads rollout JSONL: function_call and function_call_output', () => {
    const args = JSON.stringify({ questions: codexRequestParams.questions });
    const rollout = [
      {
        timestamp: 't1',
        type: 'response_item',
        payload: { type: 'function_call', name: 'request_user_input', arguments: args, call_id: 'c1' },
      },
      {
        timestamp: 't2',
        type: 'response_item',
        payload: {
          type: 'function_call_output',
          call_id: 'c1',
          output: JSON.stringify({ answers: { env: { answers: ['production'] } } }),
        },
      },
      {
        timestamp: 't3',
        type: 'response_item',
        payload: { type: 'function_call', name: 'request_user_input', arguments: args, call_id: 'c2' },
      },
      {
        timestamp: 't4',
        type: 'response_item',
        payload: {
          type: 'function_call_output',
          call_id: 'c2',
          output: 'request_user_input was cancelled before receiving a response',
        },
      },
    ];
    const records = codex.toRecords(rollout.map((line) => JSON.stringify(line)).join('\n'));
    expect(records.map((r) => [r.callId, r.state])).toEqual([
      ['c1', 'answered'],
      ['c2', 'cancelled'],
    ]);
    expect(records[1]?.reason).toBe('request_user_input was cancelled before receiving a response');
    expect(answersOf(records[0])[0]?.selected).toEqual(['production']);
  });
});

describe('gemini-cli', () => {
  const requestMessage: gemini.AskUserRequestMessage = {
    type: 'ask-user-request',
    correlationId: 'corr_1',
    questions: geminiInput.questions.map((q) => ({ ...q })) as gemini.GeminiQuestion[],
  };

  it('answers keyed by question index, cancelled for decline and cancel', () => {
    const answer = gemini.toRuntimeAnswer(
      {
        action: 'accept',
        content: { answers: { 'Which style guide?': 'Google', 'Commit the result?': 'Yes' } },
      },
      requestMessage,
    );
    const message: gemini.AskUserResponseMessage = {
      type: 'ask-user-response',
      correlationId: 'corr_1',
      answers: answer!.answers,
    };
    expect(answer).toEqual({
      type: 'ask-user-response',
      correlationId: 'corr_1',
      answers: { '0': 'Google', '2': 'Yes' },
    });
    expect(message.answers['0']).toBe('Google');
    expect(gemini.toRuntimeAnswer({ action: 'decline' }, requestMessage)).toEqual({
      type: 'ask-user-response',
      correlationId: 'corr_1',
      answers: {},
      cancelled: true,
    });
  });

  it('reads the bus response and stored session tool calls', () => {
    const answered = gemini.toRecord(requestMessage, {
      response: { answers: { '0': 'Airbnb', '1': 'Keep it short' } },
    });
    expect(answersOf(answered).map((q) => q.state)).toEqual(['answered', 'answered', 'skipped']);
    expect(gemini.toRecord(requestMessage, { response: { answers: {}, cancelled: true } })?.state).toBe(
      'cancelled',
    );
    const toolCall = {
      id: 'tc1',
      name: 'ask_user',
      args: { questions: geminiInput.questions },
      status: 'success',
      result: [
        {
          functionResponse: {
            id: 'tc1',
            name: 'ask_user',
            response: { output: JSON.stringify({ answers: { '2': 'No' } }) },
          },
        },
      ],
    };
    expect(answersOf(gemini.toRecord(toolCall))[2]?.selected).toEqual(['No']);
    // Only the scheduler records `cancelled`: with its words or without any, the run was cancelled.
    expect(gemini.toRecord({ ...toolCall, status: 'cancelled', result: undefined })?.state).toBe('cancelled');
    expect(gemini.toRecord({ ...toolCall, name: 'read_file' })).toBeUndefined();
  });
});

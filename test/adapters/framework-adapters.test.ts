/**
 * What the framework adapters must not do, each from a case a review found: answer one request
 * with another's decision when two share an id, send back a payload the user never set, read a
 * suspended tool as an approval, answer what was already answered, or show an ask-the-user tool
 * as an approval of asking.
 */
import { describe, expect, it, vi } from 'vitest';
import * as copilotkit from '../../src/adapters/copilotkit';
import * as genkit from '../../src/adapters/genkit';
import * as googleAdk from '../../src/adapters/google-adk';
import * as mastra from '../../src/adapters/mastra';
import * as openaiAgents from '../../src/adapters/openai-agents';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';
import { adkConfirmationEvent, openaiApprovalItem } from '../fixtures/adapter-values';

/** Answers the card's questions in order with these labels. */
function inOrder(input: unknown, labels: string[]): AskUserResponse {
  const { questions } = normalizeQuestions(input);
  return answerCard(
    input,
    Object.fromEntries(questions.map((question, index) => [question.key, labels[index]!])),
  );
}

const interrupt = (name: string, ref: string | undefined) => ({
  toolRequest: { name, ...(ref === undefined ? {} : { ref }), input: { amount: 1 } },
  metadata: { interrupt: { reason: `${name}?` } },
});

describe('two requests that share an id keep their own decisions', () => {
  it('Genkit: two tools with one ref — Allow restarts only the one allowed', () => {
    const paused = {
      finishReason: 'interrupted',
      message: { role: 'model', content: [interrupt('transfer', '0'), interrupt('wipeDisk', '0')] },
    };
    const record = genkit.toRecord(paused)!;
    const resume = genkit.toRuntimeAnswer(inOrder(record.input, ['Allow', 'Deny']), paused)!;
    expect(resume.restart.map((part) => part.toolRequest.name)).toEqual(['transfer']);
    expect(resume.respond.map((part) => part.toolResponse.name)).toEqual(['wipeDisk']);
  });

  it('Genkit: one tool twice without a ref — no answer Genkit could not tell apart', () => {
    const paused = {
      finishReason: 'interrupted',
      message: { role: 'model', content: [interrupt('pick', undefined), interrupt('pick', undefined)] },
    };
    const record = genkit.toRecord(paused)!;
    expect(genkit.toRuntimeAnswer(inOrder(record.input, ['Allow', 'Deny']), paused)).toBeUndefined();
  });

  it('OpenAI Agents: two agents’ calls with one call id — each decision goes to its own item', () => {
    const other = {
      ...openaiApprovalItem,
      agent: { name: 'Cleaner' },
      toolName: 'delete_all',
      rawItem: { ...openaiApprovalItem.rawItem, name: 'delete_all' },
    };
    const items = [openaiApprovalItem, other];
    const record = openaiAgents.toRecord(items)!;
    const decisions = openaiAgents.toRuntimeAnswer(
      inOrder(record.input, ['Allow once', 'Deny']),
      items,
    ) as openaiAgents.OpenAIAgentsDecision[];
    expect(decisions.map((decision) => decision.approved)).toEqual([true, false]);
    const state = { getInterruptions: () => items, approve: vi.fn(), reject: vi.fn() };
    openaiAgents.applyApprovals(state, decisions);
    expect(state.approve).toHaveBeenCalledWith(openaiApprovalItem, {});
    expect(state.reject).toHaveBeenCalledWith(other, {});
  });

  it('OpenAI Agents: a decision for a call the run does not wait for decides nothing at all', () => {
    const state = { getInterruptions: () => [openaiApprovalItem], approve: vi.fn(), reject: vi.fn() };
    expect(() =>
      openaiAgents.applyApprovals(state, [
        { callId: 'call_a1', approved: true },
        { callId: 'call_elsewhere', approved: true },
      ]),
    ).toThrow(/call_elsewhere/);
    expect(state.approve).not.toHaveBeenCalled();
  });

  it('Google ADK: two confirmations with one id — no answer ADK could not tell apart', () => {
    const part = adkConfirmationEvent.content.parts[0]!;
    const event = { content: { role: 'user', parts: [part, part] } };
    const record = googleAdk.toRecord(event)!;
    expect(normalizeQuestions(record.input).questions).toHaveLength(2);
    expect(googleAdk.toRuntimeAnswer(inOrder(record.input, ['Allow', 'Deny']), event)).toBeUndefined();
  });
});

describe('nothing the user did not give', () => {
  it('Google ADK never sends back the payload a confirmation asked to fill in', () => {
    const part = adkConfirmationEvent.content.parts[0]!;
    const args = part.functionCall.args;
    const asking = {
      functionCall: {
        ...part.functionCall,
        args: { ...args, toolConfirmation: { ...args.toolConfirmation, payload: { approved_days: 0 } } },
      },
    };
    const record = googleAdk.toRecord(asking)!;
    const reply = googleAdk.toRuntimeAnswer(inOrder(record.input, ['Allow']), asking)!;
    expect(reply.parts[0]!.functionResponse.response).toEqual({ confirmed: true });
  });

  it('Mastra: a tool that suspended without a payload is no approval', () => {
    const output = {
      finishReason: 'suspended',
      runId: 'run-1',
      suspendPayload: {
        toolCallId: 'call_1',
        toolName: 'pickEnv',
        args: {},
        resumeSchema: JSON.stringify({
          type: 'object',
          properties: { env: { type: 'string', enum: ['staging', 'prod'] } },
          required: ['env'],
        }),
      },
    };
    const questions = normalizeQuestions(mastra.toRecord(output)!.input).questions;
    expect(questions.map((question) => question.options.map((option) => option.label))).toEqual([
      ['staging', 'prod'],
    ]);
  });

  it('Mastra: a request it already resumed asks nothing', () => {
    const part = {
      type: 'data-tool-call-approval',
      id: 'call_1',
      data: {
        state: 'data-tool-call-approval',
        runId: 'r',
        toolCallId: 'call_1',
        toolName: 'deploy',
        args: {},
        resumed: true,
      },
    };
    expect(mastra.toRecord(part)).toBeUndefined();
    expect(
      mastra.toRuntimeAnswer({ action: 'accept', content: { answers: { call_1: 'Allow' } } }, part),
    ).toBeUndefined();
  });

  it('CopilotKit: an ask-the-user tool whose questions have not streamed in is no approval', () => {
    const props = { name: 'askUserQuestion', args: {}, status: 'inProgress' };
    expect(copilotkit.toRecord(props)?.state).toBe('streaming');
    expect(
      normalizeQuestions(copilotkit.toRecord(props)!.input).questions.some((q) =>
        q.question.includes('Allow'),
      ),
    ).toBe(false);
  });
});

describe('read back in order', () => {
  it('OpenAI Agents: two calls with one id read back as their own decisions', () => {
    const other = { ...openaiApprovalItem, toolName: 'delete_all' };
    const items = [openaiApprovalItem, other];
    const record = openaiAgents.toRecord(items)!;
    const decisions = openaiAgents.toRuntimeAnswer(inOrder(record.input, ['Deny', 'Allow once']), items);
    const read = readAnswers(openaiAgents.toRecord(items, { response: decisions }));
    expect(read.questions.map((question) => question.selected)).toEqual([['Deny'], ['Allow once']]);
  });
});

describe('a request with no form to fill in asks for text, and sends the text typed', () => {
  it('Mastra: a tool suspended without a resume schema resumes with the typed text', () => {
    const chunk = {
      type: 'tool-call-suspended',
      runId: 'run-9',
      payload: {
        toolCallId: 'call_9',
        toolName: 'pickRegion',
        args: {},
        suspendPayload: { question: 'Which region should it deploy to?' },
      },
    };
    const record = mastra.toRecord(chunk)!;
    const written = mastra.toRuntimeAnswer(inOrder(record.input, ['eu-west-1']), chunk);
    expect(written).toEqual({
      kind: 'resume',
      runId: 'run-9',
      toolCallId: 'call_9',
      resumeData: 'eu-west-1',
    });
    const readBack = readAnswers(mastra.toRecord(chunk, { response: written })!);
    expect(readBack.questions[0]).toMatchObject({ state: 'answered', text: 'eu-west-1' });
  });

  it('Google ADK: adk_request_input without a response schema answers { result } by its id', () => {
    const call = {
      functionCall: { name: 'adk_request_input', id: 'ask-1', args: { message: 'Which branch?' } },
    };
    const record = googleAdk.toRecord(call)!;
    const written = googleAdk.toRuntimeAnswer(inOrder(record.input, ['release/2.0']), call);
    expect(written?.parts).toEqual([
      { functionResponse: { id: 'ask-1', name: 'adk_request_input', response: { result: 'release/2.0' } } },
    ]);
    const readBack = readAnswers(googleAdk.toRecord(call, { response: written })!);
    expect(readBack.questions[0]).toMatchObject({ state: 'answered', text: 'release/2.0' });
  });
});

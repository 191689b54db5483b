// @vitest-environment node
/**
 * The OpenAI Agents SDK's own runner with a model that asks for a tool that needs approval: the
 * card reads `result.interruptions` (also from a serialized RunState), the kit's answer is applied
 * with the SDK's `state.approve` / `state.reject`, and the run continues — Allow runs the tool
 * once, Always allow approves the next call too, Deny runs nothing and the model reads the note,
 * Decline and Dismiss never approve.
 */
import {
  Agent,
  type AgentInputItem,
  type Model,
  type ModelRequest,
  RunState,
  Usage,
  run,
  setTracingDisabled,
  tool,
} from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyApprovals, toRecord, toRuntimeAnswer } from '../../src/adapters/openai-agents';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

setTracingDisabled(true);

type Output = Awaited<ReturnType<Model['getResponse']>>['output'];

/** A model that plays its turns in order and keeps what each turn was given. */
function scriptedModel(turns: Output[]) {
  const seen: AgentInputItem[][] = [];
  const model: Model = {
    async getResponse(request: ModelRequest) {
      seen.push(JSON.parse(JSON.stringify(request.input)) as AgentInputItem[]);
      const output = turns[seen.length - 1];
      if (!output) throw new Error(`unexpected model turn ${seen.length}`);
      return { usage: new Usage({ requests: 1, inputTokens: 1, outputTokens: 1, totalTokens: 2 }), output };
    },
    // eslint-disable-next-line require-yield
    async *getStreamedResponse() {
      throw new Error('not streamed');
    },
  };
  return { model, seen };
}

const call = (callId: string, env: string): Output[number] => ({
  type: 'function_call',
  id: `fc_${callId}`,
  callId,
  name: 'deploy',
  arguments: JSON.stringify({ env }),
  status: 'completed',
});
const say = (text: string): Output[number] => ({
  type: 'message',
  id: 'msg_1',
  role: 'assistant',
  status: 'completed',
  content: [{ type: 'output_text', text }],
});

function setup(turns: Output[]) {
  const deployed: string[] = [];
  const deploy = tool({
    name: 'deploy',
    description: 'Deploy the service',
    parameters: z.object({ env: z.string() }),
    needsApproval: true,
    execute: async ({ env }) => {
      deployed.push(env);
      return `deployed to ${env}`;
    },
  });
  const { model, seen } = scriptedModel(turns);
  const agent = new Agent({ name: 'Deployer', model, tools: [deploy] });
  return { agent, deployed, seen };
}

/** The user's answer on the card, as a click would give it. */
function decide(record: { input?: unknown }, label: string, note?: string): AskUserResponse {
  const [question] = normalizeQuestions(record.input).questions;
  return answerCard(record.input, { [question!.key]: label }, note ? { [question!.key]: note } : {});
}

describe('OpenAI Agents SDK approvals, answered on the card', () => {
  it('reads an interruption as an approval of the tool and its arguments', async () => {
    const { agent } = setup([[call('call_1', 'prod')]]);
    const result = await run(agent, 'Deploy to prod');
    const [item] = result.interruptions;
    const record = toRecord(item)!;
    expect(record.state).toBe('pending');
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.options.map((option) => option.label)).toEqual(['Allow once', 'Always allow', 'Deny']);
    expect(question?.description).toContain('"env": "prod"');
    // The same from its JSON, from the list, and from the serialized state.
    expect(toRecord(item!.toJSON())?.input).toEqual(record.input);
    expect(toRecord(result.interruptions)?.input).toEqual(record.input);
    expect(toRecord(result.state.toString())?.input).toEqual(record.input);
  });

  it('Allow runs the tool exactly once and the run finishes', async () => {
    const { agent, deployed } = setup([[call('call_1', 'prod')], [say('Deployed.')]]);
    const first = await run(agent, 'Deploy to prod');
    // The interruptions as a host keeps them: the state moves on once the run continues.
    const asked = first.interruptions.map((item) => item.toJSON());
    const record = toRecord(asked)!;
    const answer = toRuntimeAnswer(decide(record, 'Allow once'), asked)!;
    applyApprovals(first.state, answer);
    const second = await run(agent, first.state);
    expect(deployed).toEqual(['prod']);
    expect(second.finalOutput).toBe('Deployed.');
    expect(readAnswers(toRecord(asked, { response: answer })).questions[0]?.selected).toEqual(['Allow once']);
  });

  it('Deny runs nothing, and the model reads the note', async () => {
    const { agent, deployed, seen } = setup([[call('call_1', 'prod')], [say('Not deployed.')]]);
    const first = await run(agent, 'Deploy to prod');
    const record = toRecord(first.interruptions)!;
    const answer = toRuntimeAnswer(decide(record, 'Deny', 'not during the freeze'), first.interruptions)!;
    applyApprovals(first.state, answer);
    await run(agent, first.state);
    expect(deployed).toEqual([]);
    expect(JSON.stringify(seen.at(-1))).toContain('not during the freeze');
  });

  it('Always allow approves the tool’s next call in the run too', async () => {
    const { agent, deployed } = setup([
      [call('call_1', 'staging')],
      [call('call_2', 'prod')],
      [say('Both.')],
    ]);
    const first = await run(agent, 'Deploy twice');
    const record = toRecord(first.interruptions)!;
    applyApprovals(first.state, toRuntimeAnswer(decide(record, 'Always allow'), first.interruptions)!);
    const second = await run(agent, first.state);
    expect(second.interruptions).toEqual([]);
    expect(deployed).toEqual(['staging', 'prod']);
  });

  it('restores a serialized run and continues from the card’s answer', async () => {
    const { agent, deployed } = setup([[call('call_1', 'prod')], [say('Deployed.')]]);
    const first = await run(agent, 'Deploy to prod');
    const saved = first.state.toString();
    const restored = await RunState.fromString(agent, saved);
    const answer = toRuntimeAnswer(decide(toRecord(saved)!, 'Allow once'), saved)!;
    applyApprovals(restored, answer);
    const second = await run(agent, restored);
    expect(deployed).toEqual(['prod']);
    expect(second.finalOutput).toBe('Deployed.');
  });

  it('Decline and Dismiss never approve', async () => {
    for (const refusal of [{ action: 'decline' }, { action: 'cancel' }] as const) {
      const { agent, deployed, seen } = setup([[call('call_1', 'prod')], [say('Stopped.')]]);
      const first = await run(agent, 'Deploy to prod');
      applyApprovals(first.state, toRuntimeAnswer(refusal, first.interruptions)!);
      await run(agent, first.state);
      expect(deployed).toEqual([]);
      expect(JSON.stringify(seen.at(-1))).toContain('The user');
    }
  });

  it('says so when a decision names a call the state does not wait for', async () => {
    const { agent } = setup([[call('call_1', 'prod')]]);
    const first = await run(agent, 'Deploy to prod');
    expect(() => applyApprovals(first.state, { callId: 'call_other', approved: true })).toThrow(/call_other/);
  });
});

// @vitest-environment node
/**
 * Strands Agents' own loop with a fake model: a hook that needs a person interrupts before the
 * tool runs, and Strands' own HumanInTheLoop intervention does the same. The card reads
 * `result.interrupts`, and the kit's responses, passed to `agent.invoke`, resume the run: Allow runs
 * the tool once, Deny never runs it and the model reads the note, Decline and Dismiss never allow.
 */
import { Agent, BeforeToolCallEvent, FunctionTool, Model } from '@strands-agents/sdk';
import { HumanInTheLoop } from '@strands-agents/sdk/vended-interventions/hitl';
import { describe, expect, it } from 'vitest';
import { toRecord, toRuntimeAnswer } from '../../src/adapters/strands';
import { type AskUserResponse, normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

/** A model that asks for the tool, then answers with the tool's result it was given. */
class FakeModel extends Model {
  readonly seen: unknown[] = [];
  private config = { modelId: 'fake' };
  updateConfig(config: object) {
    Object.assign(this.config, config);
  }
  getConfig() {
    return this.config;
  }
  async *stream(messages: { content: { type: string }[] }[]) {
    this.seen.push(JSON.parse(JSON.stringify(messages)));
    const answered = messages.at(-1)?.content.some((block) => block.type === 'toolResultBlock');
    yield { type: 'modelMessageStartEvent', role: 'assistant' } as const;
    if (!answered) {
      yield {
        type: 'modelContentBlockStartEvent',
        start: { type: 'toolUseStart', name: 'delete_file', toolUseId: 'tooluse_1' },
      } as const;
      yield {
        type: 'modelContentBlockDeltaEvent',
        delta: { type: 'toolUseInputDelta', input: JSON.stringify({ path: 'notes/draft.md' }) },
      } as const;
      yield { type: 'modelContentBlockStopEvent' } as const;
      yield { type: 'modelMessageStopEvent', stopReason: 'toolUse' } as const;
      return;
    }
    yield { type: 'modelContentBlockDeltaEvent', delta: { type: 'textDelta', text: 'Done.' } } as const;
    yield { type: 'modelContentBlockStopEvent' } as const;
    yield { type: 'modelMessageStopEvent', stopReason: 'endTurn' } as const;
  }
}

function setup(intervention: 'hook' | 'vended') {
  const deleted: string[] = [];
  const model = new FakeModel();
  const tool = new FunctionTool({
    name: 'delete_file',
    description: 'Delete a file',
    inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
    callback: (input: unknown) => {
      deleted.push((input as { path: string }).path);
      return 'deleted';
    },
  });
  const agent = new Agent({
    model,
    tools: [tool],
    printer: false,
    ...(intervention === 'vended' ? { interventions: [new HumanInTheLoop()] } : {}),
  });
  if (intervention === 'hook')
    agent.addHook(BeforeToolCallEvent, (event) => {
      const answer = event.interrupt<{ approve?: boolean; reason?: string }>({
        name: 'approval',
        reason: {
          tool: event.toolUse.name,
          input: event.toolUse.input as never,
          message: 'Delete this file?',
        },
      });
      if (answer?.approve !== true) event.cancel = `User denied: ${answer?.reason ?? 'no reason'}`;
    });
  return { agent, model, deleted };
}

function decide(input: unknown, label: string, note?: string): AskUserResponse {
  const [question] = normalizeQuestions(input).questions;
  return answerCard(input, { [question!.key]: label }, note ? { [question!.key]: note } : {});
}

async function run(intervention: 'hook' | 'vended', answer: (input: unknown) => AskUserResponse) {
  const { agent, model, deleted } = setup(intervention);
  const first = await agent.invoke('Delete my draft');
  expect(first.stopReason).toBe('interrupt');
  const record = toRecord(first)!;
  const responses = toRuntimeAnswer(answer(record.input), first)!;
  // Typed as Strands takes it: no cast.
  const second = await agent.invoke(responses);
  return { first, record, responses, second, model, deleted };
}

describe('Strands interrupts, answered on the card', () => {
  it('reads a hook’s interrupt as an approval of the tool call', async () => {
    const { record } = await run('hook', (input) => decide(input, 'Allow'));
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.header).toBe('delete_file');
    expect(question?.description).toContain('Delete this file?');
    expect(question?.description).toContain('notes/draft.md');
  });

  it('Allow runs the tool exactly once and the run finishes', async () => {
    const { deleted, second, first, responses } = await run('hook', (input) => decide(input, 'Allow'));
    expect(deleted).toEqual(['notes/draft.md']);
    expect(second.stopReason).toBe('endTurn');
    expect(readAnswers(toRecord(first, { response: responses })).questions[0]?.selected).toEqual(['Allow']);
  });

  it('Deny never runs it, and the model reads the note', async () => {
    const { deleted, model } = await run('hook', (input) => decide(input, 'Deny', 'keep the draft'));
    expect(deleted).toEqual([]);
    expect(JSON.stringify(model.seen.at(-1))).toContain('keep the draft');
  });

  it('Decline and Dismiss never allow', async () => {
    for (const refusal of [{ action: 'decline' }, { action: 'cancel' }] as const) {
      const { deleted } = await run('hook', () => refusal);
      expect(deleted).toEqual([]);
    }
  });

  it('Strands’ own HumanInTheLoop: yes or no, with no note', async () => {
    const allowed = await run('vended', (input) => decide(input, 'Allow'));
    const [question] = normalizeQuestions(allowed.record.input).questions;
    // Its prompt names the tool and its input: the card shows them as any approval's.
    expect(question?.header).toBe('delete_file');
    expect(question?.question).toBe('Allow delete_file to run?');
    expect(question?.description).toContain('"path": "notes/draft.md"');
    expect(question?.allowNotes).toBe(false);
    expect(allowed.responses[0]?.interruptResponse.response).toBe(true);
    expect(allowed.deleted).toEqual(['notes/draft.md']);
    const denied = await run('vended', (input) => decide(input, 'Deny'));
    expect(denied.deleted).toEqual([]);
  });
});

// @vitest-environment node
// Issue #23 (LangGraph / LangChain): the card answers a real HumanInTheLoopMiddleware pause of a
// LangChain v1 agent — approve, edit (the arguments as a form, from the review config's
// argsSchema) and reject — and the agent runs the tool as decided. Types from `langchain`.
import { MemorySaver, Command } from '@langchain/langgraph';
import type {
  HumanInterrupt as TheirInterrupt,
  HumanResponse as TheirResponse,
} from '@langchain/langgraph/prebuilt';
import {
  FakeToolCallingModel,
  type HITLRequest,
  type HITLResponse,
  createAgent,
  humanInTheLoopMiddleware,
  tool,
} from 'langchain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DECISIONS,
  type HitlRequest,
  type HitlResponse,
  type HumanInterrupt,
  type HumanResponse,
  toRecord,
  toRuntimeAnswer,
} from '../../src/adapters/langgraph';
import { normalizeQuestions } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

const argsSchema = {
  type: 'object',
  properties: {
    to: { type: 'string', title: 'To' },
    subject: { type: 'string', title: 'Subject' },
    urgent: { type: 'boolean', title: 'Urgent' },
  },
};

/** An agent whose model asks to send one email, paused by the middleware before it runs. */
async function pausedAgent() {
  const sent: unknown[] = [];
  const sendEmail = tool(
    async (args) => {
      sent.push(args);
      return 'sent';
    },
    {
      name: 'send_email',
      description: 'Send an email',
      schema: z.object({ to: z.string(), subject: z.string(), urgent: z.boolean().optional() }),
    },
  );
  const agent = createAgent({
    model: new FakeToolCallingModel({
      toolCalls: [
        [{ name: 'send_email', args: { to: 'ops@example.com', subject: 'Deploy' }, id: 'call-1' }],
        [],
      ],
    }),
    tools: [sendEmail],
    middleware: [
      humanInTheLoopMiddleware({
        interruptOn: { send_email: { allowedDecisions: ['approve', 'edit', 'reject'], argsSchema } },
      }),
    ],
    checkpointer: new MemorySaver(),
  });
  const config = { configurable: { thread_id: `t-${Math.random()}` } };
  const paused = await agent.invoke({ messages: [{ role: 'user', content: 'Tell ops we deploy' }] }, config);
  const interrupts = (paused as { __interrupt__?: { value: unknown }[] }).__interrupt__ ?? [];
  const resume = (value: unknown) => agent.invoke(new Command({ resume: value }), config);
  return { interrupts, resume, sent };
}

describe('LangChain HumanInTheLoopMiddleware, for real', () => {
  it('types: the middleware’s request reads as ours, and our answer is its HITLResponse', () => {
    const request: HITLRequest = { actionRequests: [{ name: 'x', args: {} }], reviewConfigs: [] };
    const ours: HitlRequest = request;
    const action = { name: 'x', args: { a: 1 } };
    const answer: HitlResponse = {
      decisions: [{ type: 'edit', editedAction: action, edited_action: action }],
    };
    const theirs: HITLResponse = answer as HITLResponse;
    // LangGraph's prebuilt interrupt reads as ours, and our HumanResponse is theirs.
    const interrupt: TheirInterrupt = {
      action_request: { action: 'write', args: {} },
      config: { allow_accept: true, allow_edit: true, allow_ignore: true, allow_respond: true },
    };
    const asOurs: HumanInterrupt = interrupt;
    const edited: HumanResponse = { type: 'edit', args: { action: 'write', args: { pages: 2 } } };
    const asTheirs: TheirResponse = edited as TheirResponse;
    expect([ours, theirs, asOurs, asTheirs]).toHaveLength(4);
  });

  it('offers Edit with the arguments as a prefilled form, and the tool runs with the edit', async () => {
    const { interrupts, resume, sent } = await pausedAgent();
    const record = toRecord(interrupts)!;
    const { questions } = normalizeQuestions(record.input);
    expect(questions[0]?.options.map((option) => option.label)).toEqual([
      DECISIONS.approve,
      DECISIONS.edit,
      DECISIONS.reject,
    ]);
    expect(questions.slice(1).map((question) => [question.question, question.defaults])).toEqual([
      ['To', { selected: [], custom: 'ops@example.com' }],
      ['Subject', { selected: [], custom: 'Deploy' }],
      ['Urgent', undefined],
    ]);
    const response = answerCard(record.input, {
      'action-0': DECISIONS.edit,
      'action-0.args.to': 'dev@example.com',
      'action-0.args.urgent': 'Yes',
    });
    const answer = toRuntimeAnswer(response, interrupts);
    // Both casings, as @langchain/langgraph-sdk's normalizeHitlResponseForServer sends them.
    const edited = { name: 'send_email', args: { to: 'dev@example.com', subject: 'Deploy', urgent: true } };
    expect(answer).toEqual({ decisions: [{ type: 'edit', editedAction: edited, edited_action: edited }] });
    await resume(answer);
    expect(sent).toEqual([{ to: 'dev@example.com', subject: 'Deploy', urgent: true }]);
  });

  it('approves as proposed, and rejects with the note as the message without running the tool', async () => {
    const approving = await pausedAgent();
    await approving.resume(
      toRuntimeAnswer(
        answerCard(toRecord(approving.interrupts)!.input, { 'action-0': DECISIONS.approve }),
        approving.interrupts,
      ),
    );
    expect(approving.sent).toEqual([{ to: 'ops@example.com', subject: 'Deploy' }]);

    const rejecting = await pausedAgent();
    const answer = toRuntimeAnswer(
      answerCard(
        toRecord(rejecting.interrupts)!.input,
        { 'action-0': DECISIONS.reject },
        { 'action-0': 'Not on a Friday' },
      ),
      rejecting.interrupts,
    );
    expect(answer).toEqual({ decisions: [{ type: 'reject', message: 'Not on a Friday' }] });
    const after = (await rejecting.resume(answer)) as { messages: { content: unknown }[] };
    expect(rejecting.sent).toEqual([]);
    expect(JSON.stringify(after.messages.map((message) => message.content))).toContain('Not on a Friday');
  });
});

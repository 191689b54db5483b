// @vitest-environment node
/**
 * Two nodes of one graph paused at once, each with its own interrupt: the thread lists both
 * (`[{ id, value }, { id, value }]`). They are one card, and the answer resumes each node with its
 * own decision — `Command({ resume: { [interruptId]: value } })`, run by @langchain/langgraph
 * itself — never one node's decision for both, nor an action the card did not show.
 */
import { Annotation, Command, END, MemorySaver, START, StateGraph, interrupt } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { DECISIONS, toRecord, toRuntimeAnswer } from '../../src/adapters/langgraph';
import { normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

const State = Annotation.Root({
  log: Annotation<string[]>({ reducer: (a, b) => a.concat(b), default: () => [] }),
});

function node(action: string) {
  return async () => {
    const answer = interrupt({
      action_requests: [{ name: action, args: { target: action } }],
      review_configs: [{ action_name: action, allowed_decisions: ['approve', 'reject'] }],
    });
    return { log: [`${action}: ${JSON.stringify(answer)}`] };
  };
}

function graph() {
  return new StateGraph(State)
    .addNode('email', node('send_email'))
    .addNode('drop', node('drop_table'))
    .addEdge(START, 'email')
    .addEdge(START, 'drop')
    .addEdge('email', END)
    .addEdge('drop', END)
    .compile({ checkpointer: new MemorySaver() });
}

describe('LangGraph: several nodes paused at once', () => {
  it('shows every pending action, and resumes each node with its own decision', async () => {
    const app = graph();
    const config = { configurable: { thread_id: 'parallel' } };
    const first = await app.invoke({ log: [] }, config);
    const pending = (first as unknown as { __interrupt__: unknown[] }).__interrupt__;
    expect(pending).toHaveLength(2);
    const record = toRecord(pending)!;
    const questions = normalizeQuestions(record.input).questions;
    expect(questions.map((question) => question.question).sort()).toEqual([
      'Allow drop_table to run?',
      'Allow send_email to run?',
    ]);
    const byAction = (name: string) => questions.find((question) => question.question.includes(name))!.key;
    const response = answerCard(record.input, {
      [byAction('send_email')]: DECISIONS.approve,
      [byAction('drop_table')]: DECISIONS.reject,
    });
    const resume = toRuntimeAnswer(response, pending)!;
    const done = await app.invoke(new Command({ resume }), config);
    expect(done.log.sort()).toEqual([
      'drop_table: {"decisions":[{"type":"reject"}]}',
      'send_email: {"decisions":[{"type":"approve"}]}',
    ]);
    const read = readAnswers(toRecord(pending, { response: resume }));
    expect(read.questions.map((question) => question.selected[0]).sort()).toEqual(
      [DECISIONS.reject, DECISIONS.approve].sort(),
    );
  });

  it('sends nothing while one node’s action is undecided', async () => {
    const app = graph();
    const first = await app.invoke({ log: [] }, { configurable: { thread_id: 'partial' } });
    const pending = (first as unknown as { __interrupt__: unknown[] }).__interrupt__;
    const record = toRecord(pending)!;
    const [one] = normalizeQuestions(record.input).questions;
    expect(
      toRuntimeAnswer(answerCard(record.input, { [one!.key]: DECISIONS.approve }), pending),
    ).toBeUndefined();
  });
});

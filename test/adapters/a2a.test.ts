// @vitest-environment node
// Issue #23 (A2A): an input-required task → a question; the answer is the next user Message on
// the same task, in the task's version. 0.3 messages are typed by @a2a-js/sdk 0.3's own types
// and sent to its server; 1.0 messages round-trip exactly through @a2a-js/sdk 1.x's
// Message.fromJSON / toJSON (its parser never rejects) and are sent to its server.
import { AgentCard, Message as MessageV1, Task as TaskV1, TaskState } from '@a2a-js/sdk';
import * as serverV1 from '@a2a-js/sdk/server';
import type { Message as MessageV03 } from 'a2a-sdk-v03';
import { DefaultRequestHandler, InMemoryTaskStore, JsonRpcTransportHandler } from 'a2a-sdk-v03/server';
import { describe, expect, it } from 'vitest';
import { flightTaskV1 } from '../fixtures/protocols';
import { isInputRequired, toRecord, toRuntimeAnswer } from '../../src/adapters/a2a';
import { normalizeQuestions, readAnswers } from '../../src/core';
import type { AskUserResponse } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

// a2aproject/a2a-samples samples/python/agents/langgraph/README.md, "Multi-turn example" (0.3).
const currencyTask = {
  id: '9d94c2d4-06e4-40e1-876b-22f5a2666e61',
  contextId: 'a7cc0bef-17b5-41fc-9379-40b99f46a101',
  kind: 'task',
  status: {
    message: {
      contextId: 'a7cc0bef-17b5-41fc-9379-40b99f46a101',
      kind: 'message',
      messageId: 'f0f5f3ff-335c-4e77-9b4a-01ff3908e7be',
      parts: [{ kind: 'text', text: 'Please specify which currency you would like to convert to.' }],
      role: 'agent',
      taskId: '9d94c2d4-06e4-40e1-876b-22f5a2666e61',
    },
    state: 'input-required',
  },
};
// The form convention of a2a-samples' adk_expense_reimbursement agent: a data part
// { type: "form", form: <JSON Schema>, instructions } on the input-required status message.
const expenseTask = {
  kind: 'task',
  id: 'task-7',
  contextId: 'ctx-7',
  status: {
    state: 'input-required',
    message: {
      kind: 'message',
      role: 'agent',
      messageId: 'm-7',
      parts: [
        {
          kind: 'data',
          data: {
            type: 'form',
            form: {
              type: 'object',
              properties: {
                amount: { type: 'number', title: 'Amount' },
                purpose: { type: 'string', title: 'Purpose', enum: ['travel', 'meals', 'other'] },
              },
              required: ['amount', 'purpose'],
            },
            form_data: {},
            instructions: 'Please fill in the reimbursement form.',
          },
        },
      ],
    },
  },
};

function reply(record: ReturnType<typeof toRecord>, byKey: Record<string, string>): AskUserResponse {
  const { questions } = normalizeQuestions(record!.input);
  return {
    action: 'accept',
    content: {
      answers: Object.fromEntries(
        Object.entries(byKey).map(([key, value]) => [
          questions.find((question) => question.key === key)!.question,
          value,
        ]),
      ),
    },
  };
}

describe('A2A 0.3', () => {
  it('asks what the status message says and answers with a user message on the same task', () => {
    expect(isInputRequired(currencyTask)).toBe(true);
    const record = toRecord(currencyTask)!;
    expect(normalizeQuestions(record.input).questions[0]?.question).toBe(
      'Please specify which currency you would like to convert to.',
    );
    const message = toRuntimeAnswer(reply(record, { reply: 'CAD' }), currencyTask, {
      messageId: '70371e1f231f4597b65ccdf534930ca9',
    });
    // The sample's own reply, exactly.
    expect(message).toEqual({
      contextId: 'a7cc0bef-17b5-41fc-9379-40b99f46a101',
      kind: 'message',
      messageId: '70371e1f231f4597b65ccdf534930ca9',
      parts: [{ kind: 'text', text: 'CAD' }],
      role: 'user',
      taskId: '9d94c2d4-06e4-40e1-876b-22f5a2666e61',
    });
    const typed: MessageV03 = message as MessageV03;
    expect(readAnswers(toRecord(currencyTask, { response: typed })!).questions[0]?.text).toBe('CAD');
  });

  it('asks a form’s fields and answers with a data part of their values', () => {
    const record = toRecord(expenseTask)!;
    const questions = normalizeQuestions(record.input).questions;
    expect(questions.map((question) => question.key)).toEqual(['form.amount', 'form.purpose']);
    const message = toRuntimeAnswer(
      reply(record, { 'form.amount': '42.5', 'form.purpose': 'meals' }),
      expenseTask,
      {
        messageId: 'u-8',
      },
    );
    expect(message?.parts).toEqual([{ kind: 'data', data: { amount: 42.5, purpose: 'meals' } }]);
    const reading = readAnswers(toRecord(expenseTask, { response: message })!);
    expect(reading.outcome).toBe('answered');
    expect(reading.questions.map((question) => question.text)).toEqual(['42.5', 'meals']);
  });

  it('says a refusal in words, and reads it back as one; silence is not an answer', () => {
    const declined = toRuntimeAnswer({ action: 'decline', reason: 'Not mine' }, currencyTask)!;
    expect(readAnswers(toRecord(currencyTask, { response: declined })!).outcome).toBe('declined');
    const empty = toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, currencyTask)!;
    expect(readAnswers(toRecord(currencyTask, { response: empty })!).outcome).toBe('cancelled');
    expect(declined.messageId).not.toBe(empty.messageId);
  });

  it('reads a streamed status update, sends a note with the reply, and prefills a form', () => {
    const update = {
      kind: 'status-update',
      taskId: currencyTask.id,
      contextId: currencyTask.contextId,
      final: true,
      status: currencyTask.status,
    };
    const record = toRecord(update)!;
    const response = answerCard(record.input, { reply: 'CAD' }, { reply: 'and also EUR' });
    const message = toRuntimeAnswer(response, update, { messageId: 'm' });
    expect(message).toMatchObject({
      taskId: currencyTask.id,
      parts: [{ kind: 'text', text: 'CAD\n\nand also EUR' }],
    });
    const v1 = toRecord({ statusUpdate: { taskId: 't', contextId: 'c', status: flightTaskV1.task.status } });
    expect(v1?.state).toBe('pending');
    const prefilled = structuredClone(expenseTask);
    (prefilled.status.message.parts[0]!.data as { form_data: object }).form_data = { purpose: 'travel' };
    const purpose = normalizeQuestions(toRecord(prefilled)!.input).questions[1];
    expect(purpose?.defaults?.selected).toEqual(['travel']);
  });

  it('asks nothing of a task that does not wait for input', () => {
    for (const state of ['working', 'completed', 'auth-required', 'TASK_STATE_AUTH_REQUIRED'])
      expect(toRecord({ ...currencyTask, status: { state } })).toBeUndefined();
  });

  it('the 0.3 SDK server continues the same task with the card’s answer', async () => {
    const received: unknown[] = [];
    const handler = new JsonRpcTransportHandler(
      new DefaultRequestHandler(
        {
          name: 'currency',
          description: 'asks which currency',
          url: 'http://localhost/',
          version: '1',
          protocolVersion: '0.3.0',
          capabilities: {},
          defaultInputModes: ['text'],
          defaultOutputModes: ['text'],
          skills: [],
        },
        new InMemoryTaskStore(),
        {
          async execute(context, bus) {
            const { taskId, contextId, task } = context;
            received.push(context.userMessage);
            if (!task)
              bus.publish({
                kind: 'task',
                id: taskId,
                contextId,
                status: { state: 'submitted' },
                history: [context.userMessage],
              });
            const answered = task?.status.state === 'input-required';
            bus.publish({
              kind: 'status-update',
              taskId,
              contextId,
              final: true,
              status: answered
                ? { state: 'completed' }
                : {
                    state: 'input-required',
                    message: {
                      kind: 'message',
                      role: 'agent',
                      messageId: 'ask',
                      taskId,
                      contextId,
                      parts: [{ kind: 'text', text: 'Which currency?' }],
                    },
                  },
            });
            bus.finished();
          },
          async cancelTask() {},
        },
      ),
    );
    const first = (await handler.handle({
      jsonrpc: '2.0',
      id: 1,
      method: 'message/send',
      params: {
        message: {
          kind: 'message',
          role: 'user',
          messageId: 'u-1',
          parts: [{ kind: 'text', text: 'Convert 10 USD' }],
        },
      },
    })) as { result: { id: string } };
    const record = toRecord(first)!;
    expect(normalizeQuestions(record.input).questions[0]?.question).toBe('Which currency?');
    const answer = toRuntimeAnswer(reply(record, { reply: 'CAD' }), first);
    const second = (await handler.handle({
      jsonrpc: '2.0',
      id: 2,
      method: 'message/send',
      params: { message: answer },
    })) as {
      result: { id: string; status: { state: string } };
    };
    expect(second.result).toMatchObject({ id: first.result.id, status: { state: 'completed' } });
    expect(received[1]).toMatchObject({ parts: [{ kind: 'text', text: 'CAD' }], taskId: first.result.id });
  });
});

describe('A2A 1.0', () => {
  it('answers in ProtoJSON that @a2a-js/sdk 1.x round-trips exactly', () => {
    const record = toRecord(flightTaskV1)!;
    expect(normalizeQuestions(record.input).questions[0]?.question).toBe(
      'I need more details. Where would you like to fly from and to?',
    );
    const message = toRuntimeAnswer(
      reply(record, { reply: 'From San Francisco to New York' }),
      flightTaskV1,
      {
        messageId: 'msg-2',
      },
    );
    // The specification's own follow-up message.
    expect(message).toEqual({
      taskId: 'task-uuid',
      role: 'ROLE_USER',
      parts: [{ text: 'From San Francisco to New York' }],
      messageId: 'msg-2',
    });
    expect(MessageV1.toJSON(MessageV1.fromJSON(message))).toEqual(message);
    const form = toRuntimeAnswer(
      reply(
        toRecord({
          ...expenseTask,
          kind: undefined,
          status: { ...expenseTask.status, state: 'TASK_STATE_INPUT_REQUIRED' },
        })!,
        {
          'form.amount': '3',
          'form.purpose': 'travel',
        },
      ),
      { ...expenseTask, status: { ...expenseTask.status, state: 'TASK_STATE_INPUT_REQUIRED' } },
      { messageId: 'm' },
    );
    expect(form?.parts).toEqual([{ data: { amount: 3, purpose: 'travel' }, mediaType: 'application/json' }]);
    expect(MessageV1.toJSON(MessageV1.fromJSON(form))).toEqual(form);
    expect(TaskV1.fromJSON(flightTaskV1.task).status?.state).toBe(TaskState.TASK_STATE_INPUT_REQUIRED);
    expect(
      toRecord({ task: { ...flightTaskV1.task, status: { state: 'input-required-ish' } } }),
    ).toBeUndefined();
  });

  it('the 1.x SDK server continues the same task with the card’s answer', async () => {
    const received: unknown[] = [];
    const handler = new serverV1.JsonRpcTransportHandler(
      new serverV1.DefaultRequestHandler(
        AgentCard.fromJSON({
          name: 'flights',
          description: 'asks where to fly',
          version: '1',
          supportedInterfaces: [
            { url: 'http://localhost/', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
          ],
          capabilities: {},
          defaultInputModes: ['text/plain'],
          defaultOutputModes: ['text/plain'],
          skills: [],
        }),
        new serverV1.InMemoryTaskStore(),
        {
          async execute(context, bus) {
            const { taskId, contextId, task } = context;
            received.push(MessageV1.toJSON(context.userMessage));
            const answered = task?.status?.state === TaskState.TASK_STATE_INPUT_REQUIRED;
            bus.publish(
              serverV1.AgentEvent.task(
                task ??
                  TaskV1.fromJSON({
                    id: taskId,
                    contextId,
                    status: { state: 'TASK_STATE_SUBMITTED' },
                    history: [MessageV1.toJSON(context.userMessage)],
                  }),
              ),
            );
            bus.publish(
              serverV1.AgentEvent.statusUpdate({
                taskId,
                contextId,
                metadata: undefined,
                status: answered
                  ? { state: TaskState.TASK_STATE_COMPLETED, message: undefined, timestamp: undefined }
                  : {
                      state: TaskState.TASK_STATE_INPUT_REQUIRED,
                      timestamp: undefined,
                      message: MessageV1.fromJSON({
                        messageId: 'ask',
                        role: 'ROLE_AGENT',
                        taskId,
                        contextId,
                        parts: [{ text: 'Where to?' }],
                      }),
                    },
              }),
            );
            bus.finished();
          },
          async cancelTask() {},
        },
      ),
    );
    const context = () => new serverV1.ServerCallContext({ requestedVersion: '1.0' });
    const first = (await handler.handle(
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'SendMessage',
        params: { message: { role: 'ROLE_USER', messageId: 'u-1', parts: [{ text: 'Book a flight' }] } },
      },
      context(),
    )) as { result: { task: { id: string } } };
    const record = toRecord(first)!;
    expect(normalizeQuestions(record.input).questions[0]?.question).toBe('Where to?');
    const answer = toRuntimeAnswer(reply(record, { reply: 'LHR' }), first);
    const second = (await handler.handle(
      { jsonrpc: '2.0', id: 2, method: 'SendMessage', params: { message: answer } },
      context(),
    )) as {
      result: { task: { id: string; status: { state: string } } };
    };
    expect(second.result.task).toMatchObject({
      id: first.result.task.id,
      status: { state: 'TASK_STATE_COMPLETED' },
    });
    expect(received[1]).toMatchObject({
      role: 'ROLE_USER',
      parts: [{ text: 'LHR' }],
      taskId: first.result.task.id,
    });
  });
});

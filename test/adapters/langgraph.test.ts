import { describe, expect, it } from 'vitest';
import { DECISIONS, toRecord, toRuntimeAnswer } from '../../src/adapters/langgraph';
import { normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

/**
 * LangChain v1's HumanInTheLoopMiddleware request, in the Python server's snake_case (the
 * casing @langchain/langgraph-sdk's normalizeHitlInterruptPayload maps to camelCase), and
 * LangGraph's prebuilt HumanInterrupt.
 */
const middleware = {
  action_requests: [
    {
      name: 'send_email',
      arguments: { to: 'ops@example.com', subject: 'Deploy' },
      description: 'Tool execution requires approval',
    },
    { name: 'delete_branch', args: { branch: 'old' } },
  ],
  review_configs: [
    { action_name: 'send_email', allowed_decisions: ['approve', 'edit', 'reject'] },
    { action_name: 'delete_branch', allowed_decisions: ['reject'] },
  ],
};
const interrupt = {
  action_request: { action: 'write_report', args: { topic: 'Q3' } },
  config: { allow_ignore: true, allow_respond: true, allow_edit: false, allow_accept: true },
  description: 'Write the Q3 report now?',
};

describe('LangChain HumanInTheLoopMiddleware', () => {
  it('asks one question per action with the decisions it allows, and its arguments', () => {
    const record = toRecord(middleware)!;
    expect(record.state).toBe('pending');
    const { questions } = normalizeQuestions(record.input);
    expect(questions.map((question) => question.options.map((option) => option.label))).toEqual([
      [DECISIONS.approve, DECISIONS.reject],
      [DECISIONS.reject],
    ]);
    expect(questions[0]?.description).toContain('ops@example.com');
    expect(questions[0]?.allowCustom).toBe(false);
  });

  it('answers with decisions in order: the note is a rejection’s message, silence is never sent', () => {
    const record = toRecord(middleware)!;
    const [first, second] = normalizeQuestions(record.input).questions;
    expect(first?.required).toBe(true);
    const answer = toRuntimeAnswer(
      {
        action: 'accept',
        content: {
          answers: { [first!.question]: DECISIONS.reject, [second!.question]: DECISIONS.reject },
          annotations: { [first!.question]: { notes: 'Not on a Friday' } },
        },
      },
      middleware,
    );
    expect(answer).toEqual({
      decisions: [{ type: 'reject', message: 'Not on a Friday' }, { type: 'reject' }],
    });
    // An action nobody decided gets no decision made up for it: nothing is sent.
    expect(
      toRuntimeAnswer(
        { action: 'accept', content: { answers: { [first!.question]: DECISIONS.approve } } },
        middleware,
      ),
    ).toBeUndefined();
    expect(second?.question).toBe('Allow delete_branch to run?');
    // The decision read back from what was sent.
    const read = readAnswers(toRecord(middleware, { response: answer }));
    expect(read.questions.map((question) => [question.selected, question.notes])).toEqual([
      [[DECISIONS.reject], 'Not on a Friday'],
      [[DECISIONS.reject], undefined],
    ]);
  });

  it('Decline and Dismiss reject every action, saying so', () => {
    expect(toRuntimeAnswer({ action: 'decline' }, middleware)).toEqual({
      decisions: [
        { type: 'reject', message: 'The user declined to answer these questions.' },
        { type: 'reject', message: 'The user declined to answer these questions.' },
      ],
    });
    expect(toRuntimeAnswer({ action: 'cancel' }, { actionRequests: [{ name: 'x', args: {} }] })).toEqual({
      decisions: [{ type: 'reject', message: 'The user dismissed the questions without answering.' }],
    });
  });
});

describe('LangGraph HumanInterrupt', () => {
  it('offers what the config allows; a typed answer is the response', () => {
    const record = toRecord([interrupt])!;
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.options.map((option) => option.label)).toEqual([DECISIONS.accept, DECISIONS.ignore]);
    expect(question?.allowCustom).toBe(true);
    expect(
      toRuntimeAnswer({ action: 'accept', content: { answers: { [question!.question]: 'Make it short' } } }, [
        interrupt,
      ]),
    ).toEqual([{ type: 'response', args: 'Make it short' }]);
    expect(
      toRuntimeAnswer(
        { action: 'accept', content: { answers: { [question!.question]: DECISIONS.accept } } },
        interrupt,
      ),
    ).toEqual({
      type: 'accept',
      args: null,
    });
  });

  it('Decline and Dismiss ignore it; an unanswered interrupt is never answered', () => {
    expect(toRuntimeAnswer({ action: 'decline' }, interrupt)).toEqual({ type: 'ignore', args: null });
    expect(toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, interrupt)).toBeUndefined();
  });

  it('reads interrupts as the SDK lists them ({ value, id }), and claims nothing else', () => {
    expect(toRecord([{ id: 'i1', value: interrupt }])?.state).toBe('pending');
    expect(toRecord({ questions: [] })).toBeUndefined();
    expect(toRecord(null)).toBeUndefined();
    expect(readAnswers(toRecord(middleware)!).outcome).toBe('pending');
  });
});

describe('LangGraph: only decisions the action allows', () => {
  const approveOnly = {
    actionRequests: [{ name: 'deploy', args: { env: 'prod' } }],
    reviewConfigs: [{ actionName: 'deploy', allowedDecisions: ['approve', 'edit'] }],
  };
  const mustAnswer = { ...interrupt, config: { ...interrupt.config, allow_ignore: false } };

  it('asks for a decision where the runtime refuses a rejection, and never sends one', () => {
    const [question] = normalizeQuestions(toRecord(approveOnly)!.input).questions;
    expect(question).toMatchObject({ required: true });
    expect(question?.options.map((option) => option.label)).toEqual([DECISIONS.approve]);
    expect(toRuntimeAnswer({ action: 'decline' }, approveOnly)).toBeUndefined();
    expect(toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, approveOnly)).toBeUndefined();
    expect(
      toRuntimeAnswer(
        { action: 'accept', content: { answers: { [question!.question]: DECISIONS.approve } } },
        approveOnly,
      ),
    ).toEqual({ decisions: [{ type: 'approve' }] });
  });

  it('never ignores an interrupt that does not allow it', () => {
    const [question] = normalizeQuestions(toRecord(mustAnswer)!.input).questions;
    expect(question).toMatchObject({ required: true });
    expect(toRuntimeAnswer({ action: 'cancel' }, mustAnswer)).toBeUndefined();
    expect(
      toRuntimeAnswer(
        { action: 'accept', content: { answers: { [question!.question]: DECISIONS.accept } } },
        mustAnswer,
      ),
    ).toEqual({ type: 'accept', args: null });
  });
});

describe('LangGraph: what the graph passed to interrupt() decides the shape read back', () => {
  const answered = (value: unknown) => {
    const [question] = normalizeQuestions(toRecord(value)!.input).questions;
    return toRuntimeAnswer(
      { action: 'accept', content: { answers: { [question!.question]: DECISIONS.accept } } },
      value,
    );
  };

  it('interrupt([request]) in its { id, value } wrapper reads a list back; interrupt(request) one', () => {
    expect(answered([{ id: 'i1', value: [interrupt] }])).toEqual([{ type: 'accept', args: null }]);
    expect(answered({ id: 'i1', value: [interrupt] })).toEqual([{ type: 'accept', args: null }]);
    expect(answered([{ id: 'i1', value: interrupt }])).toEqual({ type: 'accept', args: null });
    expect(answered([interrupt])).toEqual([{ type: 'accept', args: null }]);
  });

  it('reads the middleware request inside its wrapper', () => {
    expect(toRecord([{ id: 'i2', value: middleware }])?.state).toBe('pending');
  });
});

describe('LangGraph HumanInterrupt edit, with a schema the host gives', () => {
  const editable = {
    action_request: { action: 'write_report', args: { topic: 'Q3', pages: 4 } },
    config: { allow_ignore: true, allow_respond: false, allow_edit: true, allow_accept: true },
    description: 'Write the Q3 report now?',
  };
  const argsSchemas = {
    write_report: {
      type: 'object',
      properties: { topic: { type: 'string', title: 'Topic' }, pages: { type: 'integer', title: 'Pages' } },
    },
  };

  it('offers Edit only with a schema, and answers { type: "edit", args: { action, args } }', () => {
    const without = normalizeQuestions(toRecord(editable)!.input).questions;
    expect(without[0]?.options.map((option) => option.label)).toEqual([DECISIONS.accept, DECISIONS.ignore]);
    const record = toRecord(editable, { argsSchemas })!;
    const questions = normalizeQuestions(record.input).questions;
    expect(questions[0]?.options.map((option) => option.label)).toEqual([
      DECISIONS.accept,
      DECISIONS.edit,
      DECISIONS.ignore,
    ]);
    expect(questions.slice(1).every((question) => question.required !== true)).toBe(true);
    const answer = toRuntimeAnswer(
      answerCard(record.input, { 'interrupt-0': DECISIONS.edit, 'interrupt-0.args.pages': '6' }),
      editable,
      { argsSchemas },
    );
    expect(answer).toEqual({
      type: 'edit',
      args: { action: 'write_report', args: { topic: 'Q3', pages: 6 } },
    });
  });
});

describe('LangChain edit, as Python writes the request', () => {
  const python = {
    action_requests: [{ name: 'write', args: { path: 'a.txt', options: { mode: 'w' }, tags: ['x'] } }],
    review_configs: [
      {
        action_name: 'write',
        allowed_decisions: ['approve', 'edit', 'reject'],
        args_schema: {
          type: 'object',
          properties: {
            path: { type: 'string' },
            options: { type: 'object' },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    ],
  };

  it('asks only the fields a person can type, and answers both casings', () => {
    const record = toRecord(python)!;
    expect(normalizeQuestions(record.input).questions.map((question) => question.key)).toEqual([
      'action-0',
      'action-0.args.path',
    ]);
    const answer = toRuntimeAnswer(
      answerCard(record.input, { 'action-0': DECISIONS.edit, 'action-0.args.path': 'b.txt' }),
      python,
    );
    const action = { name: 'write', args: { path: 'b.txt', options: { mode: 'w' }, tags: ['x'] } };
    expect(answer).toEqual({ decisions: [{ type: 'edit', editedAction: action, edited_action: action }] });
  });
});

describe('the middleware description as an approval shows it', () => {
  it('keeps its own words and drops the call it repeats, which the card shows once', () => {
    const args = { to: 'ops@example.com', subject: 'Deploy' };
    const record = toRecord({
      action_requests: [
        {
          name: 'send_email',
          args,
          description: `Tool execution requires approval\n\nTool: send_email\nArgs: ${JSON.stringify(args)}`,
        },
      ],
      review_configs: [{ action_name: 'send_email', allowed_decisions: ['approve', 'reject'] }],
    })!;
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.approval?.reason).toBe('Tool execution requires approval');
    expect(question?.approval?.arguments).toBe(JSON.stringify(args, null, 2));
  });
});

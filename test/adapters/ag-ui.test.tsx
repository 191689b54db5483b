// Issue #23 (AG-UI): RUN_FINISHED interrupt outcomes → one card; the answer is the next run's
// `resume`, validated with @ag-ui/core's own zod schemas (`@ag-ui/core/schemas`).
import type { Interrupt, ResumeEntry, RunFinishedEvent } from '@ag-ui/core';
import { RunAgentInputSchema, RunFinishedEventSchema } from '@ag-ui/core/schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { approvalRun } from '../fixtures/protocols';
import {
  type AgUiInterrupt,
  type AgUiResumeEntry,
  interruptsOf,
  toRecord,
  toRuntimeAnswer,
} from '../../src/adapters/ag-ui';
import { APPROVAL_WORDS } from '../../src/adapters/ag-ui/card';
import { AskUserQuestion } from '../../src';
import { normalizeQuestions, readAnswers } from '../../src/core';
import { answerCard } from '../fixtures/answer-card';

// ag-ui-protocol/ag-ui docs/concepts/interrupts.mdx (Examples): an input request with a schema
// and an expiry.
const formRun = {
  type: 'RUN_FINISHED',
  threadId: 'thread-4',
  runId: 'run-30',
  outcome: {
    type: 'interrupt',
    interrupts: [
      {
        id: 'int-form',
        reason: 'input_required',
        message: 'Please provide the quarterly filing details.',
        responseSchema: {
          type: 'object',
          properties: {
            quarter: { type: 'string', enum: ['Q1', 'Q2', 'Q3', 'Q4'] },
            year: { type: 'integer', minimum: 2000 },
            revenue: { type: 'number' },
          },
          required: ['quarter', 'year', 'revenue'],
        },
        expiresAt: '2026-04-20T17:00:00Z',
      },
    ],
  },
};
// Three parallel interrupts (the docs' "parallel interrupts" case), one a free-text question
// with LangGraph's default reason.
const parallelRun = {
  type: 'RUN_FINISHED',
  threadId: 'thread-2',
  runId: 'run-9',
  outcome: {
    type: 'interrupt',
    interrupts: [
      { id: 'i-1', reason: 'tool_call', toolCallId: 'tc-1', metadata: { arguments: { path: '/tmp/a' } } },
      { id: 'i-2', reason: 'confirmation', message: 'Deploy to production now?' },
      { id: 'i-3', reason: 'langgraph:interrupt', message: 'Which branch should I use?' },
    ],
  },
};

/** The next run's input, validated by AG-UI's own schema. */
function resumeInput(resume: AgUiResumeEntry[] | undefined) {
  const parsed = RunAgentInputSchema.parse({ threadId: 'thread', runId: 'run-next', messages: [], resume });
  return parsed.resume as ResumeEntry[];
}

function answerFor(record: ReturnType<typeof toRecord>, answers: Record<string, string>, notes = {}) {
  return answerCard(record!.input, answers, notes);
}

describe('AG-UI interrupts', () => {
  it('takes the records AG-UI’s own schema accepts, and types them as @ag-ui/core does', () => {
    for (const run of [approvalRun, formRun, parallelRun]) {
      const event: RunFinishedEvent = RunFinishedEventSchema.parse(run) as RunFinishedEvent;
      const ours: AgUiInterrupt[] = interruptsOf(event);
      const theirs: Interrupt[] = ours;
      expect(theirs.map((interrupt) => interrupt.id)).toEqual(
        (run.outcome.interrupts as { id: string }[]).map((interrupt) => interrupt.id),
      );
    }
  });

  it('asks nothing for a run that finished or was cancelled', () => {
    expect(toRecord({ type: 'RUN_FINISHED', threadId: 't', runId: 'r' })).toBeUndefined();
    expect(
      toRecord({ type: 'RUN_FINISHED', threadId: 't', runId: 'r', outcome: { type: 'cancelled' } }),
    ).toBeUndefined();
    expect(toRecord({ outcome: { type: 'interrupt', interrupts: [{ id: 'x' }] } })).toBeUndefined();
  });

  it('shows a tool approval as Approve / Deny and answers { approved } with the note as reason', () => {
    const record = toRecord(approvalRun)!;
    expect(record.state).toBe('pending');
    const [question] = normalizeQuestions(record.input).questions;
    expect(question?.question).toBe("Send email to a@b.com with subject 'Hi'?");
    expect(question?.options.map((option) => option.label)).toEqual([
      APPROVAL_WORDS.approve,
      APPROVAL_WORDS.deny,
    ]);
    const denied = toRuntimeAnswer(answerFor(record, { '0': 'Deny' }, { '0': 'Wrong address' }), approvalRun);
    expect(resumeInput(denied)).toEqual([
      {
        interruptId: 'int-abc123',
        status: 'resolved',
        payload: { approved: false, reason: 'Wrong address' },
      },
    ]);
    const approved = toRuntimeAnswer(answerFor(record, { '0': 'Allow' }), approvalRun);
    expect(resumeInput(approved)).toEqual([
      { interruptId: 'int-abc123', status: 'resolved', payload: { approved: true } },
    ]);
  });

  it('renders a response schema as a form and types the payload by it', () => {
    const record = toRecord(formRun)!;
    expect(record.autoResolution).toEqual({ deadline: '2026-04-20T17:00:00Z' });
    const answer = answerFor(record, { '0.quarter': 'Q1', '0.year': '2026', '0.revenue': '4200000' });
    const resume = toRuntimeAnswer(answer, formRun, { now: Date.parse('2026-04-20T16:00:00Z') });
    // The docs' own resume for this interrupt.
    expect(resumeInput(resume)).toEqual([
      {
        interruptId: 'int-form',
        status: 'resolved',
        payload: { quarter: 'Q1', year: 2026, revenue: 4200000 },
      },
    ]);
    // After expiresAt AG-UI allows only a cancellation.
    expect(toRuntimeAnswer(answer, formRun, { now: Date.parse('2026-04-20T17:00:00Z') })).toEqual([
      { interruptId: 'int-form', status: 'cancelled' },
    ]);
    // The form keeps what its schema says: required fields, an integer, the message.
    const questions = normalizeQuestions(record.input).questions;
    expect(questions.map((question) => [question.required, question.kind, question.step])).toEqual([
      [true, 'choice', undefined],
      [true, 'number', 1],
      [true, 'number', undefined],
    ]);
    expect(questions[0]?.description).toContain('Please provide the quarterly filing details.');
    expect(normalizeQuestions(record.input).warnings).toEqual([]);
    // Read back from that resume: the summary shows what was sent.
    const reading = readAnswers(toRecord(formRun, { response: resume })!);
    expect(reading.outcome).toBe('answered');
    expect(reading.questions.map((question) => question.text)).toEqual(['Q1', '2026', '4200000']);
  });

  it('answers every open interrupt in one resume; silence never approves', () => {
    const record = toRecord(parallelRun)!;
    const resume = toRuntimeAnswer(answerFor(record, { '1': 'Yes', '2': 'main' }), parallelRun);
    expect(resumeInput(resume)).toEqual([
      { interruptId: 'i-1', status: 'cancelled' },
      { interruptId: 'i-2', status: 'resolved', payload: true },
      { interruptId: 'i-3', status: 'resolved', payload: 'main' },
    ]);
    const reading = readAnswers(toRecord(parallelRun, { response: resume })!);
    expect(reading.outcome).toBe('partial');
    expect(reading.questions.map((question) => question.state)).toEqual(['skipped', 'answered', 'answered']);
  });

  it('keeps two approvals apart, and asks a tool call of another reason as text', () => {
    const twins = {
      outcome: {
        type: 'interrupt',
        interrupts: [
          {
            id: 'a',
            reason: 'tool_call',
            toolCallId: 'tc-a',
            metadata: { arguments: { command: 'rm -rf /' } },
          },
          { id: 'b', reason: 'tool_call', toolCallId: 'tc-b', metadata: { arguments: { command: 'ls' } } },
          { id: 'c', reason: 'mastra:tool_suspend', toolCallId: 'tc-c', message: 'Which folder?' },
        ],
      },
    };
    const record = toRecord(twins)!;
    const { questions, warnings } = normalizeQuestions(record.input);
    expect(warnings.filter((warning) => warning.code === 'header-too-long')).toEqual([]);
    expect(questions[2]?.options).toEqual([]);
    expect(questions[2]?.allowNotes).toBe(false);
    const resume = toRuntimeAnswer(answerFor(record, { '1': 'Allow', '2': 'docs' }), twins);
    expect(resume).toEqual([
      { interruptId: 'a', status: 'cancelled' },
      { interruptId: 'b', status: 'resolved', payload: { approved: true } },
      { interruptId: 'c', status: 'resolved', payload: 'docs' },
    ]);
  });

  it('approves with edits where the response schema offers editedArgs and the host gives the tool’s schema', () => {
    // docs/concepts/interrupts.mdx: approve-with-edits; editedArgs replaces the arguments whole.
    const withEdits = {
      outcome: {
        type: 'interrupt',
        interrupts: [
          {
            id: 'int-edit',
            reason: 'tool_call',
            message: 'Send this email?',
            toolCallId: 'tc-9',
            responseSchema: {
              type: 'object',
              properties: {
                approved: { type: 'boolean' },
                editedArgs: { type: 'object', description: 'Full replacement of the tool args. Not merged.' },
              },
              required: ['approved'],
            },
          },
        ],
      },
    };
    const toolCalls = {
      'tc-9': {
        args: { to: 'a@b.com', subject: 'Hi', cc: ['x@b.com'] },
        argsSchema: { type: 'object', properties: { to: { type: 'string' }, subject: { type: 'string' } } },
      },
    };
    expect(
      normalizeQuestions(toRecord(withEdits)!.input).questions[0]?.options.map((option) => option.label),
    ).toEqual([APPROVAL_WORDS.approve, APPROVAL_WORDS.deny]);
    const record = toRecord(withEdits, { toolCalls })!;
    const questions = normalizeQuestions(record.input).questions;
    expect(questions.map((question) => question.key)).toEqual(['0', '0.args.to', '0.args.subject']);
    expect(questions[1]?.defaults).toEqual({ selected: [], custom: 'a@b.com' });
    const resume = toRuntimeAnswer(
      answerFor(record, { '0': APPROVAL_WORDS.edit, '0.args.subject': 'Hello' }),
      withEdits,
      { toolCalls },
    );
    const editedArgs = { to: 'a@b.com', subject: 'Hello', cc: ['x@b.com'] };
    expect(resumeInput(resume)).toEqual([
      { interruptId: 'int-edit', status: 'resolved', payload: { approved: true, editedArgs } },
    ]);
    const reading = readAnswers(toRecord(withEdits, { toolCalls, response: resume })!);
    expect(reading.questions.map((question) => question.selected[0] ?? question.text)).toEqual([
      APPROVAL_WORDS.edit,
      'a@b.com',
      'Hello',
    ]);
  });

  it('Dismiss cancels them all and reads back as dismissed; Decline denies the approvals', () => {
    const dismissed = toRuntimeAnswer({ action: 'cancel' }, parallelRun);
    expect(resumeInput(dismissed).map((entry) => entry.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(readAnswers(toRecord(parallelRun, { response: dismissed })!).outcome).toBe('cancelled');
    const declined = toRuntimeAnswer({ action: 'decline', reason: 'Not today' }, parallelRun);
    expect(resumeInput(declined)).toEqual([
      { interruptId: 'i-1', status: 'resolved', payload: { approved: false, reason: 'Not today' } },
      { interruptId: 'i-2', status: 'cancelled' },
      { interruptId: 'i-3', status: 'cancelled' },
    ]);
  });

  it('counts down to expiresAt in the card, and a deadline alone is not an auto-resolution', () => {
    expect(readAnswers(toRecord(formRun)!).outcome).toBe('pending');
    expect(readAnswers(toRecord(formRun)!).autoResolution).toBeUndefined();
    const soon = structuredClone(formRun);
    soon.outcome.interrupts[0]!.expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const { container } = render(<AskUserQuestion record={toRecord(soon)!} onSubmit={() => undefined} />);
    const bar = container.querySelector('[data-slot="auto-resolution"]');
    expect(bar?.getAttribute('data-state')).toBe('scheduled');
    expect(container.querySelector('[data-slot="auto-resolution-countdown"]')?.textContent).toMatch(
      /^(10:00|9:5\d) left$/,
    );
  });

  it('answers an approval card by clicks into the resume AG-UI expects', async () => {
    const user = userEvent.setup();
    const record = toRecord(approvalRun)!;
    let resume: AgUiResumeEntry[] | undefined;
    render(
      <AskUserQuestion
        record={record}
        onSubmit={(response) => void (resume = toRuntimeAnswer(response, approvalRun))}
      />,
    );
    // One press decides: an approval card has no Submit.
    expect(screen.queryByRole('button', { name: /submit/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Allow/ }));
    expect(resumeInput(resume!)).toEqual([
      { interruptId: 'int-abc123', status: 'resolved', payload: { approved: true } },
    ]);
  });
});

describe('Microsoft Agent Framework approvals over AG-UI', () => {
  // The interrupt Agent Framework's AG-UI endpoint emits (agent_framework_ag_ui _run_common.py):
  // the schema decides with `accepted` and lists the tool's arguments for edits, and forbids
  // any other field — a reason included.
  const run = {
    type: 'RUN_FINISHED',
    threadId: 't',
    runId: 'r',
    outcome: {
      type: 'interrupt',
      interrupts: [
        {
          id: 'call_get_weather',
          reason: 'tool_call',
          message: 'Approve running get_weather?',
          toolCallId: 'call_get_weather',
          responseSchema: {
            type: 'object',
            properties: {
              accepted: { type: 'boolean', description: 'Whether the requested tool call is approved.' },
              city: { type: 'string', description: "Optional edited value for the 'city' tool argument." },
            },
            required: ['accepted'],
            additionalProperties: false,
          },
          metadata: {
            agent_framework: {
              type: 'function_approval_request',
              function_call: {
                call_id: 'call_get_weather',
                name: 'get_weather',
                arguments: '{"city":"Paris"}',
              },
            },
          },
        },
      ],
    },
  };

  it('is one approval that names the tool and shows its arguments, with no note', () => {
    const questions = normalizeQuestions(toRecord(run)!.input).questions;
    expect(questions).toHaveLength(1);
    expect(questions[0]?.options.map((option) => option.label)).toEqual(['Allow', 'Deny']);
    expect(questions[0]?.header).toBe('get_weather');
    expect(questions[0]?.description).toContain('"city": "Paris"');
    expect(questions[0]?.allowNotes).toBe(false);
  });

  it('answers in the schema’s own words: accepted, nothing it forbids', () => {
    const record = toRecord(run)!;
    const validate = new Ajv({ strict: false }).compile(run.outcome.interrupts[0]!.responseSchema);
    const allowed = toRuntimeAnswer(answerFor(record, { '0': 'Allow' }), run)!;
    expect(allowed).toEqual([
      { interruptId: 'call_get_weather', status: 'resolved', payload: { accepted: true } },
    ]);
    const declined = toRuntimeAnswer({ action: 'decline', reason: 'not now' }, run)!;
    expect(declined[0]?.payload).toEqual({ accepted: false });
    for (const entries of [allowed, declined]) expect(validate(entries[0]?.payload)).toBe(true);
    expect(readAnswers(toRecord(run, { response: allowed })).questions[0]?.selected).toEqual(['Allow']);
  });

  it('decides with approved where the schema lists it, accepted being its legacy alias', () => {
    const interrupt = run.outcome.interrupts[0]!;
    const newer = {
      ...interrupt,
      responseSchema: {
        ...interrupt.responseSchema,
        properties: { approved: { type: 'boolean' }, ...interrupt.responseSchema.properties },
      },
    };
    const questions = normalizeQuestions(toRecord([newer])!.input).questions;
    expect(questions).toHaveLength(1);
    const entries = toRuntimeAnswer(answerFor(toRecord([newer]), { '0': 'Deny' }), [newer])!;
    expect(entries[0]?.payload).toEqual({ approved: false });
  });
});

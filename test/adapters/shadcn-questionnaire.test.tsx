import { Questionnaire, type QuestionnaireItemDefinition } from '@shadcn/react/questionnaire';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type QuestionnaireBridge,
  type QuestionnaireStatus,
  fromQuestionnaire,
  toQuestionnaire,
  toRecord,
  toRuntimeAnswer,
} from '../../src/adapters/shadcn-questionnaire';
import { cancelResponse, declineResponse, readAnswers } from '../../src/core';
import { claudeInput, mcpElicitParams } from '../fixtures/inputs';

/** The host's Questionnaire, rendered from the bridge as shadcn's docs lay it out. */
function HostQuestionnaire({
  bridge,
  onSubmit,
}: {
  readonly bridge: QuestionnaireBridge;
  readonly onSubmit: (formData: FormData, statuses: Record<string, QuestionnaireStatus>) => void;
}) {
  const statuses: Record<string, QuestionnaireStatus> = {};
  // The published items type, checked at compile time against what the bridge builds.
  const items: readonly QuestionnaireItemDefinition[] = bridge.items;
  return (
    <Questionnaire.Root
      items={items}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget), { ...statuses });
      }}
    >
      {bridge.questions.map((question) => (
        <Questionnaire.Item
          key={question.name}
          name={question.name}
          multiple={question.multiple}
          required={question.required}
          onStatusChange={(status) => (statuses[question.name] = status)}
        >
          <Questionnaire.Title>{question.title}</Questionnaire.Title>
          <Questionnaire.Choices>
            {question.choices.map((choice) => (
              <Questionnaire.Choice key={choice.value} value={choice.value}>
                <Questionnaire.ChoiceInput />
                <Questionnaire.ChoiceLabel>{choice.label}</Questionnaire.ChoiceLabel>
              </Questionnaire.Choice>
            ))}
          </Questionnaire.Choices>
          {question.allowText ? <Questionnaire.Input aria-label={`Other: ${question.title}`} /> : null}
          <Questionnaire.Skip>Skip</Questionnaire.Skip>
          <Questionnaire.Next>Next</Questionnaire.Next>
          <Questionnaire.Submit>Submit</Questionnaire.Submit>
        </Questionnaire.Item>
      ))}
    </Questionnaire.Root>
  );
}

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';

describe('shadcn Questionnaire bridge', () => {
  it('turns a Claude call into items and choices that never carry the label as value', () => {
    const bridge = toQuestionnaire(claudeInput);
    expect(bridge.items.map((item) => item.name)).toEqual(['q0', 'q1']);
    expect(bridge.questions[0]).toMatchObject({ title: DB, multiple: false, allowText: true });
    expect(bridge.questions[1]).toMatchObject({ title: FEATURES, multiple: true });
    const labels = bridge.questions[0]!.choices.map((choice) => choice.label);
    expect(labels).toContain('SQLite');
    for (const choice of bridge.questions[0]!.choices) expect(choice.value).not.toBe(choice.label);
  });

  it('reads the real Questionnaire’s form data into the response the card would send', async () => {
    const bridge = toQuestionnaire(claudeInput);
    const onSubmit = vi.fn();
    render(<HostQuestionnaire bridge={bridge} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('SQLite'));
    await userEvent.click(screen.getAllByRole('button', { name: 'Next' })[0]!);
    await userEvent.click(screen.getByLabelText('Search'));
    await userEvent.click(screen.getByLabelText('Auth'));
    fireEvent.submit(document.querySelector('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [formData, statuses] = onSubmit.mock.calls[0] as [FormData, Record<string, QuestionnaireStatus>];
    const response = fromQuestionnaire(bridge, { formData, statuses });
    // Multi-select answers in the options' order, whatever the order of the clicks.
    expect(response).toEqual({
      action: 'accept',
      content: { answers: { [DB]: 'SQLite', [FEATURES]: 'Auth, Search' } },
    });
  });

  it('reads free text as the Other answer and multi-select values in option order', () => {
    const bridge = toQuestionnaire(claudeInput);
    const [db, features] = bridge.questions;
    const formData = [
      ['q0', 'CockroachDB'],
      ['q1', features!.choices[1]!.value],
      ['q1', features!.choices[0]!.value],
      ['q1', 'Audit log'],
      ['unknown', db!.choices[0]!.value],
    ] as Array<[string, string]>;
    const response = fromQuestionnaire(bridge, { formData, statuses: { q0: 'answered', q1: 'answered' } });
    const reading = readAnswers({ input: claudeInput, output: response.content });
    expect(reading.questions[0]).toMatchObject({ state: 'answered', selected: [], custom: 'CockroachDB' });
    expect(reading.questions[1]).toMatchObject({ state: 'answered', custom: 'Audit log' });
    expect(reading.questions[1]!.selected).toEqual(
      features!.choices
        .slice(0, 2)
        .map((choice) => bridge.normalized.questions[1]!.options[features!.choices.indexOf(choice)]!.label),
    );
  });

  it('keeps decline, cancel and skip distinct; a skipped item’s stray value is not an answer', () => {
    const bridge = toQuestionnaire(claudeInput);
    const sqlite = bridge.questions[0]!.choices[1]!.value;
    const skipped = fromQuestionnaire(bridge, {
      formData: [['q0', sqlite]],
      statuses: { q0: 'skipped', q1: 'skipped' },
    });
    expect(skipped).toEqual({ action: 'accept', content: { answers: {} } });
    expect(declineResponse()).toMatchObject({ action: 'decline' });
    expect(cancelResponse()).toMatchObject({ action: 'cancel' });
    const states = readAnswers({ input: claudeInput, output: skipped.content }).questions.map((q) => q.state);
    expect(states).not.toContain('answered');
    const answered = fromQuestionnaire(bridge, { formData: [['q0', sqlite]], statuses: { q0: 'answered' } });
    expect(answered).toEqual({ action: 'accept', content: { answers: { [DB]: 'SQLite' } } });
  });

  it('reads an MCP form the same way, and never throws on garbage', () => {
    const bridge = toQuestionnaire(mcpElicitParams);
    expect(bridge.questions.length).toBeGreaterThan(0);
    expect(() => toQuestionnaire({ questions: 'nope' })).not.toThrow();
    expect(toQuestionnaire(null).items).toEqual([]);
    expect(fromQuestionnaire(toQuestionnaire(null), { formData: [['q0', 'x']] }).action).toBe('accept');
  });
});

describe('the Questionnaire as an adapter: toRecord and toRuntimeAnswer', () => {
  it('writes the form that sends a response, and reads the submitted form back', () => {
    const bridge = toQuestionnaire(claudeInput);
    expect(toRecord(bridge)).toMatchObject({ state: 'pending', input: claudeInput });
    const [first, second] = bridge.normalized.questions;
    const response = {
      action: 'accept' as const,
      content: { answers: { [first!.question]: first!.options[1]!.label } },
    };
    const form = toRuntimeAnswer(response, bridge)!;
    expect(form.formData).toEqual([[bridge.questions[0]!.name, bridge.questions[0]!.choices[1]!.value]]);
    // The form sends back exactly the response it was written from.
    expect(fromQuestionnaire(bridge, form)).toEqual(response);
    const read = readAnswers(toRecord(bridge, { response: form }));
    // An answer object without the second question: it was left unanswered.
    expect(read.questions.map((question) => question.state)).toEqual(['answered', 'skipped']);
    expect(second).toBeDefined();
  });

  it('has no refusal to write, and reads nothing that is not a Questionnaire', () => {
    const bridge = toQuestionnaire(claudeInput);
    expect(toRuntimeAnswer(declineResponse(), bridge)).toBeUndefined();
    expect(toRecord(claudeInput)).toBeUndefined();
    expect(toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, claudeInput)).toBeUndefined();
  });
});

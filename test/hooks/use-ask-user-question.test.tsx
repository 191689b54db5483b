import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type AnswerDraft,
  CardChange,
  type CardState,
  DraftChange,
  asAskUserInput,
  createDraft,
  draftReducer,
} from '../../src/core';
import { useAskUserQuestion } from '../../src/hooks';
import type { UseAskUserQuestionOptions } from '../../src/hooks';
import { claudeInput, claudePreviewInput, mcpElicitParams } from '../fixtures/inputs';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';

const strict = ({ children }: { children: React.ReactNode }) => <StrictMode>{children}</StrictMode>;

function setup(options: UseAskUserQuestionOptions = {}) {
  return renderHook((props: UseAskUserQuestionOptions) => useAskUserQuestion(props), {
    initialProps: { input: claudeInput, status: 'pending', ...options },
    wrapper: strict,
  });
}

describe('useAskUserQuestion: draft state', () => {
  it('is uncontrolled by default and reports every change with its type', () => {
    const onDraftChange = vi.fn();
    const { result } = setup({ onDraftChange });
    act(() => result.current.actions.selectOption(DB, 'SQLite'));
    expect(result.current.draft.entries[DB]?.selected).toEqual(['SQLite']);
    expect(onDraftChange).toHaveBeenCalledTimes(1);
    expect(onDraftChange.mock.calls[0]?.[1]).toEqual({
      type: DraftChange.SelectOption,
      action: { type: 'select-option', key: DB, label: 'SQLite' },
    });
  });

  it('is controlled when draft is passed: it proposes changes and shows what the owner keeps', () => {
    const initial = createDraft(claudeInput);
    const onDraftChange = vi.fn();
    const { result, rerender } = setup({ draft: initial, onDraftChange });
    act(() => result.current.actions.selectOption(DB, 'SQLite'));
    // The owner has not accepted the change yet.
    expect(result.current.draft.entries[DB]?.selected).toEqual([]);
    const proposed = onDraftChange.mock.calls[0]?.[0] as AnswerDraft;
    expect(proposed.entries[DB]?.selected).toEqual(['SQLite']);
    rerender({ input: claudeInput, status: 'pending', draft: proposed, onDraftChange });
    expect(result.current.draft.entries[DB]?.selected).toEqual(['SQLite']);
  });

  it('lets a stateReducer veto or alter a change, with the shared change type', () => {
    const stateReducer = vi.fn((state: CardState, { type, changes }: { type: string; changes: CardState }) =>
      type === CardChange.SelectOption && changes.draft.entries[DB]?.selected[0] === 'DynamoDB'
        ? state
        : changes,
    );
    const { result } = setup({ stateReducer });
    act(() => result.current.actions.selectOption(DB, 'DynamoDB'));
    expect(result.current.draft.entries[DB]?.selected).toEqual([]);
    expect(stateReducer.mock.calls[0]?.[1]).toMatchObject({
      type: 'select-option',
      key: DB,
      label: 'DynamoDB',
    });
    act(() => result.current.actions.selectOption(DB, 'SQLite'));
    expect(result.current.draft.entries[DB]?.selected).toEqual(['SQLite']);
  });

  it('keeps what the user did while the input streams in and grows', () => {
    const partial = { questions: [claudeInput.questions[0]] };
    const { result, rerender } = setup({ input: partial, status: 'streaming' });
    expect(result.current.phase).toBe('streaming');
    act(() => result.current.actions.selectOption(DB, 'SQLite'));
    // Locked while streaming: nothing changes.
    expect(result.current.draft.entries[DB]?.selected).toEqual([]);
    rerender({ input: partial, status: 'pending' });
    act(() => result.current.actions.selectOption(DB, 'SQLite'));
    rerender({ input: claudeInput, status: 'pending' });
    expect(result.current.questions).toHaveLength(2);
    expect(result.current.draft.entries[DB]?.selected).toEqual(['SQLite']);
  });

  it('fits a defaultDraft made for other questions to these, by question text', () => {
    const onSubmit = vi.fn();
    const earlier = createDraft({ questions: [claudeInput.questions[0]] });
    const started = draftReducer(earlier, { type: 'select-option', key: DB, label: 'SQLite' });
    const { result } = setup({ defaultDraft: started, onSubmit });
    expect(result.current.questions).toHaveLength(2);
    expect(result.current.draft.entries[DB]?.selected).toEqual(['SQLite']);
    act(() => result.current.actions.toggleOption(FEATURES, 'Auth'));
    act(() => result.current.actions.submit());
    // The question the draft was not made for is answered too, not dropped.
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { [DB]: 'SQLite', [FEATURES]: 'Auth' } },
    });
  });

  it('treats incomplete input without a status as streaming', () => {
    const { result } = setup({ input: JSON.stringify(claudeInput).slice(0, 200), status: undefined });
    expect(result.current.phase).toBe('streaming');
    expect(result.current.getOptionProps(DB, 'SQLite').disabled).toBe(true);
  });

  it('warns when switching between controlled and uncontrolled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = setup();
    rerender({ input: claudeInput, status: 'pending', draft: createDraft(claudeInput) });
    // The words load with the first warning (development builds only).
    await vi.waitFor(
      () =>
        expect(warn).toHaveBeenCalledWith(
          expect.stringContaining('switched from uncontrolled to controlled'),
        ),
      { timeout: 10_000 },
    );
    warn.mockRestore();
  });
});

describe('useAskUserQuestion: responding', () => {
  it('submits at most once, whatever happens after', () => {
    const onSubmit = vi.fn();
    const onDecline = vi.fn();
    const { result } = setup({ onSubmit, onDecline });
    act(() => {
      result.current.actions.selectOption(DB, 'SQLite');
      result.current.actions.submit();
      result.current.actions.submit();
      result.current.actions.skipAll();
      result.current.actions.decline();
    });
    act(() => result.current.actions.submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ action: 'accept', content: { answers: { [DB]: 'SQLite' } } });
    expect(onDecline).not.toHaveBeenCalled();
    expect(result.current.phase).toBe('responded');
    expect(result.current.getOptionProps(DB, 'SQLite').disabled).toBe(true);
  });

  it('reopens the draft when the host refuses, telling onStateChange why', async () => {
    const refusal = new Error('the agent is gone');
    const onSubmit = vi.fn(() => Promise.reject(refusal));
    const onStateChange = vi.fn();
    const { result } = setup({ onSubmit, onStateChange });
    act(() => result.current.actions.selectOption(DB, 'SQLite'));
    await act(async () => result.current.actions.submit());
    expect(result.current.state.delivery).toEqual({
      state: 'refused',
      response: { action: 'accept', content: { answers: { [DB]: 'SQLite' } } },
      error: refusal,
    });
    expect(result.current.phase).toBe('editing');
    expect(result.current.getOptionProps(DB, 'SQLite').disabled).toBe(false);
    expect(onStateChange.mock.calls.at(-1)?.[1]).toEqual({
      type: CardChange.Refused,
      action: {
        type: 'refused',
        response: result.current.state.delivery.state === 'refused' && result.current.state.delivery.response,
        error: refusal,
      },
    });
    expect(result.current.draft.entries[DB]?.selected).toEqual(['SQLite']);
  });

  it('needs an answered or skipped question before submit; skip all is explicit', () => {
    const onSubmit = vi.fn();
    const { result } = setup({ onSubmit });
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.actions.submit());
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => result.current.actions.skipAll());
    expect(onSubmit).toHaveBeenCalledWith({ action: 'accept', content: { answers: {} } });
  });

  it('requires required questions (MCP) to be answered', () => {
    const { result } = setup({ input: mcpElicitParams });
    // name and license have defaults, so the form starts submittable.
    expect(result.current.missingRequired).toEqual([]);
    act(() => result.current.actions.clearQuestion('license'));
    expect(result.current.missingRequired).toEqual(['license']);
    expect(result.current.canSubmit).toBe(false);
  });

  it('declines and cancels as their own responses, also when the input is unusable', () => {
    const onDecline = vi.fn();
    const { result } = setup({ input: asAskUserInput({ nonsense: true }), onDecline });
    expect(result.current.questions).toEqual([]);
    act(() => result.current.actions.decline('Not now'));
    expect(onDecline).toHaveBeenCalledWith({ action: 'decline', reason: 'Not now' });

    const onCancel = vi.fn();
    const second = setup({ onCancel });
    act(() => second.result.current.actions.cancel());
    expect(onCancel).toHaveBeenCalledWith({ action: 'cancel' });
  });
});

describe('useAskUserQuestion: what the card says, as data', () => {
  it('reports each question hint as it changes: how to answer, Other left empty, skipped', () => {
    const onSubmit = vi.fn();
    const { result } = setup({ onSubmit });
    expect(result.current.hintFor(DB)).toEqual({ kind: 'select-one' });
    expect(result.current.hintFor(FEATURES)).toEqual({ kind: 'select-any' });
    act(() => result.current.actions.selectCustom(DB));
    expect(result.current.hintFor(DB)).toEqual({ kind: 'other-empty' });
    act(() => result.current.actions.skipQuestion(DB));
    expect(result.current.hintFor(DB)).toEqual({ kind: 'skipped' });
    expect(result.current.hintFor('no such question')).toEqual({ kind: 'type-answer' });
  });

  it('gives a range hint its bounds, and a form field its kind', () => {
    const { result } = setup({
      input: {
        questions: [
          {
            question: 'Which regions?',
            header: 'Regions',
            multiSelect: true,
            minSelections: 1,
            maxSelections: 2,
            options: [{ label: 'EU' }, { label: 'US' }, { label: 'Asia' }],
          },
        ],
      },
    });
    expect(result.current.hintFor('Which regions?')).toEqual({ kind: 'select-range', min: 1, max: 2 });
  });

  it('says whose preview shows: the hovered option, else the focused, else the chosen, else the first', () => {
    const LAYOUT = 'Which layout should the settings page use?';
    const seen: string[] = [];
    const { result } = setup({
      input: claudePreviewInput,
      onSubmit: vi.fn(),
      stateReducer: (_state, { type, changes }) => (seen.push(type), changes),
    });
    expect(result.current.previewFor(LAYOUT)).toEqual({ label: 'Sidebar', other: false });
    act(() => result.current.actions.selectOption(LAYOUT, 'Tabs'));
    expect(result.current.previewFor(LAYOUT)).toEqual({ label: 'Tabs', other: false });
    act(() => result.current.actions.showPreview(LAYOUT, 'Sidebar', 'focus'));
    act(() => result.current.actions.showPreview(LAYOUT, 'Tabs', 'hover'));
    expect(result.current.previewFor(LAYOUT)).toEqual({ label: 'Tabs', other: false });
    act(() => result.current.actions.showPreview(LAYOUT, undefined, 'hover'));
    expect(result.current.previewFor(LAYOUT)).toEqual({ label: 'Sidebar', other: false });
    act(() => result.current.actions.selectCustom(LAYOUT));
    act(() => result.current.actions.showPreview(LAYOUT, undefined, 'focus'));
    expect(result.current.previewFor(LAYOUT)).toEqual({ other: true });
    expect(seen).toContain('show-preview');
    expect(result.current.previewFor(DB)).toBeUndefined();
  });

  it("gives an option's row its state, and shows a preview on hover or focus through the getters", () => {
    const LAYOUT = 'Which layout should the settings page use?';
    const { result } = setup({ input: claudePreviewInput, onSubmit: vi.fn() });
    act(() => result.current.actions.selectOption(LAYOUT, 'Sidebar'));
    const row = result.current.getOptionRowProps(LAYOUT, 'Sidebar', { className: 'host' });
    expect(row).toMatchObject({
      htmlFor: result.current.getOptionProps(LAYOUT, 'Sidebar').id,
      'data-state': 'checked',
      className: 'host',
    });
    act(() => result.current.getOptionRowProps(LAYOUT, 'Tabs').onMouseEnter?.({} as never));
    expect(result.current.previewFor(LAYOUT)).toEqual({ label: 'Tabs', other: false });
    act(() => result.current.actions.showPreview(LAYOUT, undefined, 'hover'));
    act(() => result.current.getOptionProps(LAYOUT, 'Tabs').onFocus?.({} as never));
    expect(result.current.previewFor(LAYOUT)).toEqual({ label: 'Tabs', other: false });
    // A question without previews wires nothing.
    expect(
      setup({ onSubmit: vi.fn() }).result.current.getOptionRowProps(DB, 'SQLite').onMouseEnter,
    ).toBeUndefined();
  });

  it("reports the host's refusal as words to show: its reason, or that nobody listens", async () => {
    const { result } = setup({ onSubmit: () => Promise.reject(new Error('offline.')) });
    expect(result.current.sendFailure).toBeUndefined();
    act(() => result.current.actions.selectOption(DB, 'SQLite'));
    await act(async () => result.current.actions.submit());
    expect(result.current.sendFailure).toEqual({ reason: 'offline', noHandler: false });
    const unconnected = setup({});
    act(() => unconnected.result.current.actions.selectOption(DB, 'SQLite'));
    act(() => unconnected.result.current.actions.submit());
    expect(unconnected.result.current.sendFailure).toMatchObject({ noHandler: true });
    expect(unconnected.result.current.sendFailure?.reason).toMatch(/no onSubmit handler/);
  });
});

describe('useAskUserQuestion: prop getters', () => {
  it('carry ARIA and data-* state', () => {
    const { result } = setup();
    act(() => result.current.actions.selectOption(DB, 'SQLite'));
    const card = result.current;
    expect(card.getOptionGroupProps(DB)).toMatchObject({
      role: 'radiogroup',
      'aria-labelledby': card.ids.questionText(DB),
    });
    expect(card.getOptionGroupProps(FEATURES)).toMatchObject({
      role: 'group',
      'data-selection-mode': 'multiple',
    });
    expect(card.getOptionProps(DB, 'SQLite')).toMatchObject({
      role: 'radio',
      'aria-checked': true,
      'data-state': 'checked',
      tabIndex: 0,
    });
    expect(card.getOptionProps(DB, 'DynamoDB')).toMatchObject({
      'aria-checked': false,
      'data-state': 'unchecked',
      tabIndex: -1,
    });
    expect(card.getOptionProps(DB, 'PostgreSQL (Recommended)')).toMatchObject({ 'data-recommended': '' });
    expect(card.getQuestionProps(DB)).toMatchObject({ 'data-question-state': 'answered' });
    expect(card.getQuestionProps(FEATURES)).toMatchObject({ 'data-question-state': 'unanswered' });
    expect(card.getSubmitProps()).toMatchObject({ type: 'button', disabled: false });
    expect(card.getSkipProps(FEATURES)).toMatchObject({ 'aria-pressed': false });
  });

  it('merge the caller props: their handler first, ours skipped after preventDefault, classes joined', () => {
    const { result } = setup();
    const theirs = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const props = result.current.getOptionProps(DB, 'SQLite', {
      onClick: theirs,
      className: 'mine',
      'data-extra': 'x',
    });
    expect(props.className).toBe('mine');
    expect(props['data-extra']).toBe('x');
    act(() => (props.onClick as (event: unknown) => void)({ defaultPrevented: true, preventDefault() {} }));
    expect(theirs).toHaveBeenCalledTimes(1);
    expect(result.current.draft.entries[DB]?.selected).toEqual([]);
  });
});

describe('useAskUserQuestion in markup', () => {
  function Headless({ onSubmit }: { onSubmit: (value: unknown) => void }) {
    const card = useAskUserQuestion({ input: claudeInput, status: 'pending', onSubmit });
    return (
      <div>
        {card.questions.map((q) => (
          <div key={q.key}>
            <p id={card.ids.questionText(q.key)}>{q.question}</p>
            <div {...card.getOptionGroupProps(q.key)} data-testid={`group-${q.header}`}>
              {q.options.map((o) => (
                <button key={o.label} {...card.getOptionProps(q.key, o.label)}>
                  {o.displayLabel}
                </button>
              ))}
              <input {...card.getCustomInputProps(q.key)} aria-label={`Own answer: ${q.header}`} />
            </div>
          </div>
        ))}
        <button {...card.getSubmitProps()}>Send</button>
      </div>
    );
  }

  it('picks options with digits and never submits on Enter in the free-text field', () => {
    const onSubmit = vi.fn();
    render(<Headless onSubmit={onSubmit} />, { wrapper: strict });
    const group = screen.getByTestId('group-Database');
    screen.getByRole('radio', { name: 'PostgreSQL' }).focus();
    fireEvent.keyDown(group.querySelector('button') as HTMLElement, { key: '2' });
    expect(screen.getByRole('radio', { name: 'SQLite' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'SQLite' })).toHaveFocus();

    const input = screen.getByLabelText('Own answer: Features');
    fireEvent.change(input, { target: { value: 'Dark mode' } });
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(false); // default prevented
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { [DB]: 'SQLite', [FEATURES]: 'Dark mode' } },
    });
  });

  it('keeps the typed free text when the user switches to an option and back', () => {
    function Host() {
      const [, force] = useState(0);
      return (
        <>
          <Headless onSubmit={() => force((n) => n + 1)} />
        </>
      );
    }
    render(<Host />, { wrapper: strict });
    const input = screen.getByLabelText('Own answer: Database') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'CockroachDB' } });
    fireEvent.click(screen.getByRole('radio', { name: 'SQLite' }));
    expect(input.value).toBe('CockroachDB');
    expect(input).not.toHaveAttribute('data-active');
    expect(screen.getByRole('radio', { name: 'SQLite' })).toHaveAttribute('aria-checked', 'true');
  });
});

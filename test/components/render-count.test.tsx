import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as kitContext from '../../src/components/slots';
import * as AskUser from '../../src/components/parts';

// Every option row asks for its classes once per render: counting those calls counts renders of
// the kit's own rows, which a Profiler cannot tell apart from Radix re-rendering its items.
vi.mock('../../src/components/slots', async (importOriginal) => {
  const actual = await importOriginal<typeof kitContext>();
  return { ...actual, slot: vi.fn(actual.slot) };
});
const slotRenders = (part: string) =>
  vi.mocked(kitContext.slot).mock.calls.filter(([, name]) => name === part).length;
const rowRenders = () => slotRenders('option');

/**
 * Counts, not times: a click in one question re-renders that question only. Each question of
 * the default composition sits under its own Profiler, which React calls whenever anything in
 * that question's subtree rendered in a commit.
 */
const letters = ['A', 'B', 'C', 'D'];
const input = {
  questions: letters.map((letter) => ({
    question: `Question ${letter}?`,
    header: letter,
    multiSelect: letter === 'D',
    options: letters.map((option) => ({ label: `${letter}${option}`, description: `Option ${option}` })),
  })),
};

function renderCounted() {
  const renders = new Map<string, number>();
  const count: ProfilerOnRenderCallback = (id) => renders.set(id, (renders.get(id) ?? 0) + 1);
  render(
    <AskUser.Root input={input} status="pending" onSubmit={() => undefined}>
      <Profiler id="header" onRender={count}>
        <AskUser.Header />
        <AskUser.Warning />
        <AskUser.Origin />
      </Profiler>
      <AskUser.QuestionList>
        {(question) => (
          <Profiler id={question.key} onRender={count}>
            <AskUser.Question />
          </Profiler>
        )}
      </AskUser.QuestionList>
      <Profiler id="actions" onRender={count}>
        <AskUser.Actions />
      </Profiler>
      <AskUser.Status />
      <Profiler id="refusals" onRender={count}>
        <AskUser.Decline />
        <AskUser.SkipAll />
      </Profiler>
    </AskUser.Root>,
  );
  const counts = () => input.questions.map((question) => renders.get(question.question) ?? 0);
  return {
    counts,
    header: () => renders.get('header') ?? 0,
    refusals: () => renders.get('refusals') ?? 0,
    actions: () => renders.get('actions') ?? 0,
    reset: () => renders.clear(),
  };
}

describe('a click re-renders its own question only', () => {
  it('selecting, ticking, typing and skipping in one question leaves the other three untouched', async () => {
    const user = userEvent.setup();
    const { counts, header, refusals, reset } = renderCounted();
    reset();
    await user.click(screen.getByRole('radio', { name: /AB/ }));
    expect(counts()[0]).toBeGreaterThan(0);
    expect(counts().slice(1)).toEqual([0, 0, 0]);
    // Nor do the heading, the contract warning, the origin line or the refusal buttons.
    expect(header()).toBe(0);
    expect(refusals()).toBe(0);

    reset();
    await user.click(screen.getByRole('checkbox', { name: /DC/ }));
    expect(counts().slice(0, 3)).toEqual([0, 0, 0]);
    expect(counts()[3]).toBeGreaterThan(0);

    reset();
    const fields = screen.getAllByRole('textbox', { name: 'Your own answer' });
    await user.type(fields[1] as HTMLElement, 'mine');
    expect([counts()[0], counts()[2], counts()[3]]).toEqual([0, 0, 0]);

    reset();
    await user.click(screen.getAllByRole('button', { name: 'Skip this question' })[2] as HTMLElement);
    expect([counts()[0], counts()[1], counts()[3]]).toEqual([0, 0, 0]);
  });

  it('the action bar re-renders when what it shows changes, not on every answer', async () => {
    const user = userEvent.setup();
    const { actions, reset } = renderCounted();
    reset();
    // The first answer enables Submit and clears the hint.
    await user.click(screen.getByRole('radio', { name: /AB/ }));
    expect(actions()).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    reset();
    await user.click(screen.getByRole('radio', { name: /BC/ }));
    expect(actions()).toBe(0);
  });

  it('the card still answers everything the user did', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    render(<AskUser.Root input={input} status="pending" onSubmit={(response) => void (sent = response)} />);
    await user.click(screen.getByRole('radio', { name: /AB/ }));
    await user.click(screen.getByRole('radio', { name: /BD/ }));
    await user.click(screen.getByRole('checkbox', { name: /DA/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent).toMatchObject({
      content: { answers: { 'Question A?': 'AB', 'Question B?': 'BD', 'Question D?': 'DA' } },
    });
  });

  it("choosing an option re-renders no host content of the rows: the rows' own parts show it", async () => {
    const user = userEvent.setup();
    const renders = new Map<string, number>();
    function Counted({ label }: { label: string }) {
      renders.set(label, (renders.get(label) ?? 0) + 1);
      return <span>{label}</span>;
    }
    render(
      <AskUser.Root input={input} status="pending" onSubmit={() => undefined}>
        <AskUser.QuestionList>
          <AskUser.Question>
            <AskUser.OptionList>
              {(option) => (
                <AskUser.Option>
                  <Counted label={option.label} />
                </AskUser.Option>
              )}
            </AskUser.OptionList>
          </AskUser.Question>
        </AskUser.QuestionList>
      </AskUser.Root>,
    );
    const rows = () => ['AA', 'AB', 'AC', 'AD'].map((label) => renders.get(label) ?? 0);
    renders.clear();
    await user.click(screen.getByText('AB'));
    expect(rows()).toEqual([0, 0, 0, 0]);
    expect(screen.getAllByRole('radio')[1]).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByText('AC'));
    expect(rows()).toEqual([0, 0, 0, 0]);
    expect(screen.getAllByRole('radio')[1]).toHaveAttribute('aria-checked', 'false');
    expect(screen.getAllByRole('radio')[2]).toHaveAttribute('aria-checked', 'true');
  });

  it("the card's own option rows re-render only when their state changes", async () => {
    const user = userEvent.setup();
    render(<AskUser.Root input={input} status="pending" onSubmit={() => undefined} />);
    vi.mocked(kitContext.slot).mockClear();
    await user.click(screen.getByRole('radio', { name: /AB/ }));
    expect(rowRenders()).toBe(1);
    vi.mocked(kitContext.slot).mockClear();
    await user.click(screen.getByRole('radio', { name: /AC/ }));
    expect(rowRenders()).toBe(2);
    // Nor does the free-text field, whose text and choice did not change.
    expect(slotRenders('custom-input')).toBe(0);
  });

  it('the free-text row re-renders when it is chosen or typed in, and shows it', async () => {
    const user = userEvent.setup();
    render(<AskUser.Root input={input} status="pending" onSubmit={() => undefined} />);
    const [field] = screen.getAllByRole('textbox', { name: 'Your own answer' });
    vi.mocked(kitContext.slot).mockClear();
    await user.type(field as HTMLElement, 'x');
    expect(slotRenders('custom-input')).toBeGreaterThan(0);
    expect(field).toHaveValue('x');
    // Typing chose the free-text row: its control shows it.
    const customControl = screen.getAllByRole('radio', { name: 'Other' })[0];
    expect(customControl).toHaveAttribute('aria-checked', 'true');
    expect(field).toHaveAttribute('data-active');
    await user.click(screen.getByRole('radio', { name: /AB/ }));
    expect(customControl).toHaveAttribute('aria-checked', 'false');
    expect(field).not.toHaveAttribute('data-active');
    expect(field).toHaveValue('x');
  });

  it('hovering an option of a question without previews renders nothing', () => {
    const { counts, reset } = renderCounted();
    reset();
    act(() => {
      fireEvent.mouseEnter(screen.getByText('AC'));
      fireEvent.mouseLeave(screen.getByText('AC'));
    });
    expect(counts()).toEqual([0, 0, 0, 0]);
  });
});

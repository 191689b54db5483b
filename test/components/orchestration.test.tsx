import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AskUserResponse, type QuestionQueue, createQuestionQueue, withOrigin } from '../../src/core';
import { AskUserQuestion, type AskUserQuestionProps, QuestionDock } from '../../src';
import { claudeInput, claudePreviewInput } from '../fixtures/inputs';
import { zh } from '../../src/locales/zh';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';
const dbOnly = { questions: [claudeInput.questions[0]] };
const featuresOnly = { questions: [claudeInput.questions[1]] };

function renderDock(queue: QuestionQueue, onResponse = vi.fn()) {
  const view = render(
    <StrictMode>
      <QuestionDock queue={queue} onResponse={onResponse} />
    </StrictMode>,
  );
  return { ...view, onResponse };
}

const cards = (container: HTMLElement) => container.querySelectorAll('[data-slot="card"]');

describe('QuestionDock', () => {
  it('renders nothing while the queue is empty and appears when a request arrives', async () => {
    const queue = createQuestionQueue();
    const { container } = renderDock(queue);
    expect(container.querySelector('[data-slot="dock"]')).toBeNull();
    act(() => void queue.announce({ id: 'r1', input: dbOnly }));
    expect(screen.getByRole('region', { name: 'A question is waiting' })).toBeInTheDocument();
    act(() => void queue.respond('r1', { action: 'decline' }));
    expect(container.querySelector('[data-slot="dock"]')).toBeNull();
  });

  it('renders each card with the host’s card component, answering through the queue', async () => {
    const queue = createQuestionQueue();
    queue.announce({ id: 'r1', input: dbOnly });
    const seen: string[] = [];
    const HostCard = (props: AskUserQuestionProps) => {
      seen.push(props.status ?? 'record');
      return <AskUserQuestion {...props} className="host-card" />;
    };
    const onResponse = vi.fn();
    const { container } = render(<QuestionDock queue={queue} onResponse={onResponse} card={HostCard} />);
    expect(container.querySelector('[data-slot="card"]')?.classList).toContain('host-card');
    expect(seen).toContain('pending');
    await userEvent.click(screen.getByRole('radio', { name: 'SQLite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResponse).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot()[0]?.status).toBe('responded');
  });

  it('keeps pending requests in order and counts them in the title', () => {
    const queue = createQuestionQueue();
    queue.announce({ id: 'r1', input: dbOnly });
    queue.announce({ id: 'r2', input: featuresOnly });
    const { container } = renderDock(queue);
    expect(screen.getByRole('region', { name: '2 questions are waiting' })).toBeInTheDocument();
    const questions = [...container.querySelectorAll('[data-slot="question-text"]')].map(
      (node) => node.textContent,
    );
    expect(questions).toEqual([DB, FEATURES]);
  });

  it('never makes a second card for a re-announced request and keeps what the user chose', async () => {
    const user = userEvent.setup();
    const queue = createQuestionQueue();
    queue.announce({ id: 'r1', input: dbOnly });
    const { container } = renderDock(queue);
    await user.click(screen.getByRole('radio', { name: 'SQLite' }));
    // A reconnect announces the same request again.
    act(() => void queue.announce({ id: 'r1', input: dbOnly }));
    act(() => void queue.announce({ id: 'r1', input: dbOnly }));
    expect(cards(container)).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'SQLite' })).toBeChecked();
  });

  it('submits every request at most once, even on a double click under StrictMode', async () => {
    const user = userEvent.setup();
    const queue = createQuestionQueue();
    const settled = vi.fn();
    void queue.ask({ id: 'r1', input: dbOnly }).then(settled);
    const { onResponse } = renderDock(queue);
    await user.click(screen.getByRole('radio', { name: 'DynamoDB' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.dblClick(submit);
    fireEvent.click(submit);
    await act(async () => {});
    expect(onResponse).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledWith({ action: 'accept', content: { answers: { [DB]: 'DynamoDB' } } });
    expect(queue.getSnapshot()[0]?.status).toBe('responded');
  });

  it('shows a request answered on another client and does not let it be submitted again', async () => {
    const user = userEvent.setup();
    const queue = createQuestionQueue();
    queue.announce({ id: 'r1', input: dbOnly });
    queue.announce({ id: 'r2', input: featuresOnly });
    const { onResponse } = renderDock(queue);
    await user.click(screen.getByRole('radio', { name: 'SQLite' }));
    const other: AskUserResponse = { action: 'accept', content: { answers: { [DB]: 'DynamoDB' } } };
    act(() => queue.answeredElsewhere('r1', other));

    const item = document.querySelector('[data-slot="dock-item"][data-status="answered-elsewhere"]');
    expect(item).not.toBeNull();
    const card = within(item as HTMLElement);
    expect(card.getByRole('note')).toHaveTextContent('Answered on another device');
    // It shows what the other client answered, read-only.
    expect(card.getByText('DynamoDB')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(card.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('region', { name: 'A question is waiting' })).toBeInTheDocument();
    expect(onResponse).not.toHaveBeenCalled();
  });

  it('disables the card answered elsewhere when the other response is unknown', () => {
    const queue = createQuestionQueue();
    queue.announce({ id: 'r1', input: dbOnly });
    queue.answeredElsewhere('r1');
    renderDock(queue);
    expect(screen.getByRole('note')).toHaveTextContent('Answered on another device');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('collapses to a one-line bar that names the first question and its asker, and back', async () => {
    const user = userEvent.setup();
    const queue = createQuestionQueue();
    queue.announce(withOrigin({ id: 'r1', input: dbOnly }, 'Schema designer', 'Designing storage'));
    const onCollapsedChange = vi.fn();
    const { container } = render(<QuestionDock queue={queue} onCollapsedChange={onCollapsedChange} />);
    const toggle = screen.getByRole('button', { name: 'Collapse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('[data-slot="dock-list"]')).not.toBeVisible();
    expect(container.querySelector('[data-slot="dock-peek"]')).toHaveTextContent(
      'Database — Schema designer',
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(container.querySelector('[data-slot="dock-list"]')).toBeVisible();
    expect(container.querySelector('[data-slot="dock-peek"]')).toBeNull();
  });

  it('attributes every card to the agent that asked, root first', () => {
    const queue = createQuestionQueue();
    const asked = withOrigin({ id: 'r1', input: dbOnly }, 'Crawler', 'Collecting vendor pages');
    queue.announce(withOrigin(withOrigin(asked, 'Researcher'), 'Lead'));
    queue.announce(withOrigin({ id: 'r2', input: featuresOnly }, 'Lead'));
    renderDock(queue);
    const [first, second] = screen.getAllByRole('navigation', { name: 'Asked by' });
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lead', 'Researcher', 'Crawler']);
    expect(within(first!).getByText('Crawler').closest('li')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Collecting vendor pages')).toBeInTheDocument();
    expect(
      within(second!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lead']);
  });
});

describe('auto-resolution on the card', () => {
  const START = Date.parse('2026-11-30T10:00:00Z');
  const utc = (epoch: number) => new Date(epoch).toISOString().slice(11, 19);
  const announcement = () =>
    document.querySelector('[data-slot="auto-resolution-announcement"]')?.textContent;

  function setVisibility(state: 'visible' | 'hidden') {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    setVisibility('visible');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the absolute time and the countdown, and announces only milestones', () => {
    render(
      <AskUserQuestion
        input={dbOnly}
        status="pending"
        autoResolution={{ deadline: START + 75_000, policy: 'the defaults', formatTime: utc }}
      />,
    );
    expect(screen.getByText(/Continues automatically at 10:01:15 unless you answer/)).toBeInTheDocument();
    expect(screen.getByText('1:15 left')).toBeInTheDocument();
    expect(screen.getByText('Policy: the defaults')).toBeInTheDocument();

    const heard: string[] = [];
    const listen = () => {
      const text = announcement() ?? '';
      if (heard.at(-1) !== text) heard.push(text);
    };
    listen();
    for (let second = 0; second < 75; second += 1) {
      act(() => vi.advanceTimersByTime(1_000));
      listen();
    }
    expect(heard).toEqual([
      'This question continues automatically at 10:01:15 unless you answer.',
      'About a minute left before it continues automatically.',
      '10 seconds left before it continues automatically.',
      'Continuing automatically…',
    ]);
    expect(
      screen.getByText('Continuing automatically…', { selector: '[data-slot="auto-resolution-text"]' }),
    ).toBeInTheDocument();
  });

  it('asks the host to pause and shows the paused time the host passes back', () => {
    function Host() {
      const [pausedAt, setPausedAt] = useState<number>();
      return (
        <AskUserQuestion
          input={dbOnly}
          status="pending"
          autoResolution={{
            deadline: START + 90_000,
            formatTime: utc,
            onPause: () => setPausedAt(Date.now()),
            ...(pausedAt === undefined ? {} : { pausedAt }),
          }}
        />
      );
    }
    render(<Host />);
    act(() => vi.advanceTimersByTime(30_000));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(
      screen.getByText('Automatic continuation paused with 1:00 left', { selector: 'p:not([aria-live])' }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(120_000));
    expect(
      screen.getByText('Automatic continuation paused with 1:00 left', { selector: 'p:not([aria-live])' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('freezes the countdown while the tab is hidden and shows the true time left when it returns', () => {
    render(
      <AskUserQuestion input={dbOnly} status="pending" autoResolution={{ deadline: START + 120_000 }} />,
    );
    expect(screen.getByText('2:00 left')).toBeInTheDocument();
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.getByText('2:00 left')).toBeInTheDocument();
    act(() => setVisibility('visible'));
    expect(screen.getByText('1:15 left')).toBeInTheDocument();
  });

  it('records in the summary that a question was continued automatically, and under which policy', () => {
    render(
      <AskUserQuestion
        record={{
          input: claudeInput,
          display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite' } },
          autoResolution: { policy: "the agent's defaults", resolvedAt: '2026-11-30T10:02:30Z' },
        }}
      />,
    );
    const items = document.querySelectorAll('[data-slot="summary-item"]');
    expect(items[0]).toHaveAttribute('data-resolution', 'answered');
    expect(items[1]).toHaveAttribute('data-resolution', 'auto-resolved');
    expect(items[1]).toHaveTextContent("Not answered — continued automatically (the agent's defaults)");
  });
});

describe('resolution provenance and decision chips in the summary', () => {
  it('says a question could not be asked when no UI could show it', () => {
    render(<AskUserQuestion record={{ input: claudeInput, state: 'unavailable' }} />);
    // Named by its outcome and its topic (the questions' headers).
    expect(
      screen.getByRole('heading', { name: 'Could not be asked: Database, Features' }),
    ).toBeInTheDocument();
    const items = document.querySelectorAll('[data-slot="summary-item"]');
    expect([...items].map((item) => item.getAttribute('data-resolution'))).toEqual([
      'unavailable',
      'unavailable',
    ]);
    expect(items[0]).toHaveTextContent('Not asked — the question was never shown');
  });

  it('says why a call the user did not end stopped, apart from declined and cancelled', () => {
    const { unmount } = render(
      <AskUserQuestion
        record={{
          input: claudeInput,
          state: 'error',
          reason: 'PreToolUse:AskUserQuestion hook error: blocked',
        }}
      />,
    );
    expect(
      screen.getByRole('heading', {
        name: 'The question could not be shown: PreToolUse:AskUserQuestion hook error: blocked',
      }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-slot="card"]')).toHaveAttribute('data-state', 'error');
    const items = [...document.querySelectorAll('[data-slot="summary-item"]')];
    expect(items.map((item) => item.getAttribute('data-resolution'))).toEqual(['error', 'error']);
    expect(items[0]).toHaveTextContent('Not answered — the call stopped with an error');
    unmount();
    render(
      <AskUserQuestion
        record={{ input: claudeInput, state: 'unavailable', reason: 'Answer questions?' }}
        messages={zh}
      />,
    );
    expect(screen.getByRole('heading', { name: '无法提问：Answer questions?' })).toBeInTheDocument();
  });

  it('marks answers given via the free-text choice and answers other than the recommended option', () => {
    render(
      <AskUserQuestion
        record={{
          input: claudeInput,
          output: { answers: { [DB]: 'SQLite', [FEATURES]: 'Auth, Audit log' } },
        }}
      />,
    );
    const [database, features] = [
      ...document.querySelectorAll('[data-slot="summary-item"]'),
    ] as HTMLElement[];
    const chips = (item: HTMLElement) =>
      [...item.querySelectorAll('[data-slot="decision-chip"]')].map((chip) => chip.getAttribute('data-kind'));
    expect(chips(database!)).toEqual(['not-recommended']);
    expect(chips(features!)).toEqual(['other']);
    expect(within(features!).getByText('Audit log')).toBeInTheDocument();
  });

  it('shows no chip for the recommended option picked from the list', () => {
    render(
      <AskUserQuestion
        record={{ input: dbOnly, output: { answers: { [DB]: 'PostgreSQL (Recommended)' } } }}
      />,
    );
    expect(document.querySelector('[data-slot="decision-chip"]')).toBeNull();
  });
});

describe('amend', () => {
  const record = {
    input: claudeInput,
    display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite', [FEATURES]: 'Auth' } },
  };

  it('is offered only when the host opts in, and only for a finished call', () => {
    const { rerender } = render(<AskUserQuestion record={record} />);
    expect(screen.queryByRole('button', { name: 'Change answers' })).toBeNull();
    rerender(<AskUserQuestion input={claudeInput} status="pending" onAmend={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Change answers' })).toBeNull();
    rerender(<AskUserQuestion record={record} onAmend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Change answers' })).toBeInTheDocument();
  });

  it('starts from the stored answers, produces the correction, and shows the new answers', async () => {
    const user = userEvent.setup();
    const onAmend = vi.fn();
    render(<AskUserQuestion record={record} onAmend={onAmend} />);
    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    expect(screen.getByRole('radio', { name: 'SQLite' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Auth' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Auth' }));
    await user.click(screen.getByRole('checkbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onAmend).toHaveBeenCalledTimes(1);
    expect(onAmend.mock.calls[0]![0]).toEqual({
      changed: [{ key: FEATURES, question: FEATURES, before: 'Auth', after: 'Search' }],
      content: { answers: { [DB]: 'SQLite', [FEATURES]: 'Search' } },
      message: expect.stringContaining(`"${FEATURES}": "Auth" → "Search"`),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your changes were sent.');
    const features = document.querySelectorAll('[data-slot="summary-item"]')[1];
    expect(features).toHaveTextContent('Search');
    expect(features).not.toHaveTextContent('Auth');
  });

  it('sends nothing when the user keeps the answers or submits them unchanged', async () => {
    const user = userEvent.setup();
    const onAmend = vi.fn();
    render(<AskUserQuestion record={record} onAmend={onAmend} />);
    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    await user.click(screen.getByRole('button', { name: 'Keep answers' }));
    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onAmend).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[data-slot="summary-item"]')[1]).toHaveTextContent('Auth');
  });
});

describe('compare previews', () => {
  it('shows two options side by side and keeps comparing when the compared option is selected', async () => {
    const user = userEvent.setup();
    const input = {
      questions: [
        {
          ...claudePreviewInput.questions[0],
          options: [
            ...claudePreviewInput.questions[0].options,
            { label: 'Single page', description: 'Everything on one page.', preview: 'one long page' },
          ],
        },
      ],
    };
    render(<AskUserQuestion input={input} status="pending" />);
    await user.click(screen.getByRole('radio', { name: 'Sidebar' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('region', { name: /Preview: Sidebar/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Preview: Tabs/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), 'Single page');
    expect(screen.getByRole('region', { name: /Preview: Single page/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Preview: Tabs/ })).toBeNull();

    // Picking the compared option swaps sides instead of leaving compare mode half-empty.
    await user.click(screen.getByRole('radio', { name: 'Single page' }));
    expect(screen.getAllByRole('region', { name: /^Preview: / })).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Compare with' })).toBeInTheDocument();

    // One toggle: pressed while comparing, and it keeps the focus of the user who pressed it.
    const toggle = screen.getByRole('button', { name: 'Compare' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(screen.getAllByRole('region', { name: /^Preview: / })).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveFocus();
  });
});

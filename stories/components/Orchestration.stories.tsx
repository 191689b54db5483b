import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { AskUserCardOptions } from '../../src/components/parts/index.js';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createQuestionQueue, withOrigin } from '../../src/core/index.js';
import { AskUserQuestion, QuestionDock } from '../../src/index.js';
import { claudeInput } from '../../test/fixtures/inputs';
import { htmlPreviewInput } from '../fixtures/previews';
import { zh } from '../../src/locales/zh';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';
/** A fixed clock keeps countdowns (and their screenshots) the same on every run. */
const NOW = Date.parse('2026-11-30T10:00:00Z');
const utcTime = (epoch: number) => new Date(epoch).toISOString().slice(11, 19);

const meta = {
  title: 'Components/AskUserQuestion/Orchestration',
  // Stories give `input` or `record` through args, which Storybook types key by key.
  component: AskUserQuestion as ComponentType<AskUserCardOptions>,
  args: { onSubmit: fn(), onDecline: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<ComponentType<AskUserCardOptions>>;

export default meta;
type Story = StoryObj<typeof meta>;

const singleQuestion = { questions: [claudeInput.questions[0]] };

/** A question from a subagent two levels down: breadcrumb root first, and its context line. */
export const FromSubagent: Story = {
  args: {
    input: singleQuestion,
    status: 'pending',
    origin: {
      path: [{ name: 'Planner' }, { name: 'Backend lead' }, { name: 'Schema designer' }],
      context: 'Designing the storage layer for the billing service',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Asked by' })).getAllByRole('listitem');
    await expect(crumbs.map((item) => item.textContent)).toEqual([
      'Planner',
      'Backend lead',
      'Schema designer',
    ]);
    await expect(crumbs[2]).toHaveAttribute('aria-current', 'true');
  },
};

/** The host scheduled an automatic continuation: absolute time, countdown, policy, Pause. */
export const AutoResolutionScheduled: Story = {
  args: {
    input: singleQuestion,
    status: 'pending',
    autoResolution: {
      deadline: NOW + 150_000,
      policy: "continue with the agent's defaults",
      now: () => NOW,
      formatTime: utcTime,
      onPause: fn(),
    },
  },
};

/** The user pressed Pause on a scheduled auto-resolution; the host is told. */
export const AutoResolutionScheduledPaused: Story = {
  args: {
    input: singleQuestion,
    status: 'pending',
    autoResolution: {
      deadline: NOW + 150_000,
      policy: "continue with the agent's defaults",
      now: () => NOW,
      formatTime: utcTime,
      onPause: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2:30 left')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="auto-resolution-announcement"]')).toHaveTextContent(
      'This question continues automatically at 10:02:30 unless you answer.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.autoResolution?.onPause).toHaveBeenCalledTimes(1);
  },
};

/** The user paused it: the host recorded `pausedAt`; the card shows the time that was left. */
export const AutoResolutionPaused: Story = {
  args: {
    input: singleQuestion,
    status: 'pending',
    autoResolution: {
      deadline: NOW + 150_000,
      pausedAt: NOW - 30_000,
      now: () => NOW,
      formatTime: utcTime,
      onResume: fn(),
    },
  },
};

/** The summary records that a question was continued automatically, and under which policy. */
export const AutoContinuedWithPolicy: Story = {
  args: {
    record: {
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite' } },
      autoResolution: { policy: "the agent's defaults", resolvedAt: '2026-11-30T10:02:30Z' },
    },
  },
};

/** The host reports that no UI could show the question (a headless run). */
export const Unavailable: Story = { args: { record: { input: claudeInput, state: 'unavailable' } } };

/**
 * A PreToolUse hook blocked the call before it was shown: not the user's decision, so the
 * summary says what stopped it, in Claude Code's words.
 */
export const BlockedByHook: Story = {
  args: {
    record: {
      input: claudeInput,
      state: 'unavailable',
      reason:
        'PreToolUse:AskUserQuestion hook error: [node ./scripts/ci-guard.js]: interactive questions are disabled in CI',
    },
  },
};

/** Something other than the user stopped the call: its own state, with the reason kept. */
export const StoppedByError: Story = {
  args: {
    record: {
      input: claudeInput,
      state: 'error',
      reason:
        "Error calling tool (AskUserQuestion): TypeError: Cannot read properties of undefined (reading 'map')",
    },
  },
};

/** The same in Chinese. */
export const StoppedByErrorChinese: Story = {
  args: {
    messages: zh,
    record: {
      input: claudeInput,
      state: 'error',
      reason: 'request_user_input was cancelled before receiving a response',
    },
  },
};

/** A host that opts in lets the user change an answer; the kit produces the correction. */
export const Amend: Story = {
  args: {
    record: {
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite', [FEATURES]: 'Auth' } },
    },
    onAmend: fn(),
  },
};

/** The user changed an answer and sent the correction. */
export const AmendSubmitted: Story = {
  args: {
    record: {
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite', [FEATURES]: 'Auth' } },
    },
    onAmend: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change answers' }));
    await expect(canvas.getByRole('radio', { name: 'SQLite' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /PostgreSQL/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onAmend).toHaveBeenCalledWith(
      expect.objectContaining({
        changed: [{ key: DB, question: DB, before: 'SQLite', after: 'PostgreSQL (Recommended)' }],
        message: expect.stringContaining('"SQLite" → "PostgreSQL (Recommended)"'),
      }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Your changes were sent.');
  },
};

/** Two options' previews side by side. */
export const ComparePreviews: Story = {
  args: { input: htmlPreviewInput, status: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
    await expect(canvas.getByRole('region', { name: /Preview: Sidebar/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Preview: Tabs' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Compare with' }), 'Single page');
    await expect(canvas.getByRole('region', { name: 'Preview: Single page' })).toBeVisible();
  },
};

/** Another client answered while this one was open: the card says so and cannot submit. */
export const AnsweredElsewhere: Story = {
  args: {
    input: claudeInput,
    answeredElsewhere: true,
    response: { action: 'accept', content: { answers: { [DB]: 'DynamoDB' } } },
  },
};

function LiveAutoResolution() {
  const [schedule, setSchedule] = useState<{ deadline: number; pausedAt?: number }>(() => ({
    deadline: Date.now() + 45_000,
  }));
  return (
    <AskUserQuestion
      input={singleQuestion}
      status="pending"
      onSubmit={fn()}
      autoResolution={{
        ...schedule,
        policy: 'continue without an answer',
        onPause: () => setSchedule((current) => ({ ...current, pausedAt: Date.now() })),
        onResume: () =>
          setSchedule((current) => ({
            deadline: Date.now() + (current.deadline - (current.pausedAt ?? Date.now())),
          })),
      }}
    />
  );
}

/** A live countdown driven by a host that pauses and resumes it (not screenshotted: it ticks). */
export const AutoResolutionLive: Story = {
  tags: ['!visual'],
  render: () => <LiveAutoResolution />,
};

/** Three requests: the root agent's, a subagent's, and one another device already answered. */
function dockQueue() {
  const queue = createQuestionQueue();
  queue.announce(withOrigin({ id: 'r1', input: singleQuestion }, 'Planner'));
  queue.announce(
    withOrigin(
      withOrigin(
        { id: 'r2', input: { questions: [claudeInput.questions[1]] } },
        'Scoper',
        'Sizing the first release',
      ),
      'Planner',
    ),
  );
  queue.announce({ id: 'r3', input: singleQuestion });
  queue.answeredElsewhere('r3', { action: 'accept', content: { answers: { [DB]: 'DynamoDB' } } });
  return queue;
}

function Dock({ collapsed = false }: { collapsed?: boolean }) {
  const [queue] = useState(dockQueue);
  return <QuestionDock queue={queue} defaultCollapsed={collapsed} />;
}

/** The dock above a composer: pending requests in order, each with its origin. */
export const DockWithSeveralQuestions: Story = {
  render: () => <Dock />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '2 questions are waiting' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Answered on another device');
  },
};

/** Collapsed to one line so the user can read the conversation. */
export const DockCollapsed: Story = {
  render: () => <Dock collapsed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('[data-slot="dock-peek"]')).toHaveTextContent(
      'Database — Planner',
    );
  },
};

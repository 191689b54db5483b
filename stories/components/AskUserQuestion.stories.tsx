import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { AskUserCardOptions } from '../../src/components/parts/index.js';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AskUserQuestion } from '../../src/index.js';
import { DraftChange, createDraft, draftReducer } from '../../src/core/index.js';
import {
  claudeInput,
  claudeKindInput,
  idKeyedInput,
  legacySingleInput,
  mcpElicitParams,
} from '../../test/fixtures/inputs';
import {
  htmlPreviewInput,
  invalidPreviewInput,
  markdownPreviewInput,
  spoofedTextPreviewInput,
  textPreviewInput,
} from '../fixtures/previews';
import { hostileTextInput } from '../../test/fixtures/hostile-text';
import { zh } from '../../src/locales/zh';
import { approvalQuestion } from '../../src/core/record/approval.js';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';

const meta = {
  title: 'Components/AskUserQuestion',
  // Stories give `input` or `record` through args, which Storybook types key by key.
  component: AskUserQuestion as ComponentType<AskUserCardOptions>,
  args: {
    onSubmit: fn(),
    onDecline: fn(),
    onCancel: fn(),
  },
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
const multiQuestion = { questions: [claudeInput.questions[1]] };

// ── pending ──────────────────────────────────────────────────────────────────────────────

/** One single-select question: a radio group, the recommended option badged, free text offered. */
export const SingleSelect: Story = { args: { input: singleQuestion, status: 'pending' } };

/** The single-select card after the user chose SQLite and pressed Submit. */
export const SingleSelectSubmitted: Story = {
  args: { input: singleQuestion, status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /SQLite/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { [DB]: 'SQLite' } },
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Answers sent.');
  },
};

/** One multi-select question: checkboxes, select all / none, free text supplements the choice. */
export const MultiSelect: Story = { args: { input: multiQuestion, status: 'pending' } };

/** The multi-select card after ticking two options, typing free text and submitting. */
export const MultiSelectSubmitted: Story = {
  args: { input: multiQuestion, status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Auth' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Export, CSV' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your own answer' }), 'Dark mode');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { [FEATURES]: 'Auth, Export, CSV, Dark mode' } },
    });
  },
};

/** Two questions stacked: all visible at once. */
export const Stacked: Story = { args: { input: claudeInput, status: 'pending', layout: 'stacked' } };

/** The same questions one at a time, header chips as steps, then a review step. */
export const Steps: Story = { args: { input: claudeInput, status: 'pending', layout: 'steps' } };

/** The review step lists unanswered questions before submitting. */
export const StepsReview: Story = {
  args: { input: claudeInput, status: 'pending', layout: 'steps' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /PostgreSQL/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      canvas.getByText('Some questions are not answered yet; they will be sent as skipped.'),
    ).toBeVisible();
    const review = canvasElement.querySelector<HTMLElement>('[data-slot="review-list"]');
    await expect(review).not.toBeNull();
    const items = within(review as HTMLElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('PostgreSQL');
    await expect(items[1]).toHaveTextContent('Not answered — sent as skipped');
    await expect(canvas.getByRole('button', { name: 'Go to question 2' })).toBeVisible();
  },
};

/** A draft in progress: a chosen option, free text typed, a note, a skipped question. */
export const WithSelections: Story = {
  args: {
    input: claudeInput,
    status: 'pending',
    defaultDraft: [
      { type: DraftChange.SelectOption, key: DB, label: 'SQLite' },
      { type: DraftChange.SetNotes, key: DB, notes: 'Only for the prototype.' },
      { type: DraftChange.SelectOption, key: FEATURES, label: 'Auth' },
      { type: DraftChange.SetCustomText, key: FEATURES, text: 'Audit log' },
    ].reduce(draftReducer, createDraft(claudeInput)),
  },
};

/** Free-text and number questions (Claude `kind`, the id-keyed shape without options). */
export const FreeTextQuestions: Story = { args: { input: claudeKindInput, status: 'pending' } };

/** An MCP elicitation form: enums, titled oneOf, multi-select arrays with bounds, booleans, defaults. */
export const McpForm: Story = { args: { input: mcpElicitParams, status: 'pending' } };

/** The id-keyed shape: one choice, one free-text question, one multi-select. */
export const IdKeyed: Story = { args: { input: idKeyedInput, status: 'pending' } };

// ── previews ─────────────────────────────────────────────────────────────────────────────

/** HTML previews: sanitised in the browser, contained in their box; the preview follows focus and hover. */
export const HtmlPreview: Story = {
  args: { input: htmlPreviewInput, status: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // DOMPurify loads with the first HTML preview: on a loaded machine that can take a while.
    // The timeout only catches a hang.
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('[data-slot="preview-content"][data-state="ready"]'),
        ).not.toBeNull(),
      { timeout: 10_000 },
    );
    await userEvent.hover(canvas.getByText('Single page'));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Preview: Single page' })).toBeVisible());
  },
};

/**
 * Previews on a multi-select question (beyond Claude Code's contract, asked for by its users):
 * the pane follows the pointer and focus, and names the option it shows.
 */
export const MultiSelectPreviews: Story = {
  args: {
    input: { questions: [{ ...htmlPreviewInput.questions[0], multiSelect: true }] },
    status: 'pending',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Tabs/ }));
    await userEvent.hover(canvas.getByText('Single page'));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Preview: Single page' })).toBeVisible());
  },
};

/** Text previews (ASCII mockups) in a monospace box that scrolls and expands. */
export const TextPreview: Story = { args: { input: textPreviewInput, status: 'pending' } };

/** The host supplies its own markdown renderer for text previews. */
export const MarkdownRenderer: Story = {
  args: {
    input: markdownPreviewInput,
    status: 'pending',
    renderMarkdown: (markdown: string) => (
      <div>
        {markdown
          .split('\n\n')
          .map((block, index) =>
            block.startsWith('# ') ? (
              <strong key={index}>{block.slice(2)}</strong>
            ) : (
              <p key={index}>{block.replaceAll('**', '')}</p>
            ),
          )}
      </div>
    ),
  },
};

/** HTML that breaks the contract is shown as text, never parsed. */
export const InvalidPreviewAsText: Story = { args: { input: invalidPreviewInput, status: 'pending' } };

/** Bidirectional overrides and escape characters in a text preview are made visible. */
export const SpoofedTextPreview: Story = { args: { input: spoofedTextPreviewInput, status: 'pending' } };

// ── streaming and invalid ────────────────────────────────────────────────────────────────

/** Arguments still streaming in: what arrived, skeleton rows for the rest, inputs locked. */
export const Streaming: Story = {
  args: { input: JSON.stringify(claudeInput).slice(0, 300), status: 'streaming' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Receiving the question…');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Contract violations (five options, long header, duplicate label) render leniently with a warning. */
export const InvalidLenient: Story = {
  args: {
    input: {
      questions: [
        {
          question: 'Which region should host the cluster?',
          header: 'Region for the cluster',
          options: ['eu-west-1', 'eu-central-1', 'us-east-1', 'us-west-2', 'ap-south-1', 'eu-west-1'],
        },
      ],
    },
    status: 'pending',
  },
};

/**
 * Agent text that tries to act on the page — a right-to-left override, invisible tag
 * characters, a stack of combining marks, labels dressed as the card's buttons, a free-text
 * label naming the kit's control — shown inert: isolated, marked, cut, and never naming the
 * kit's own controls.
 */
export const HostileText: Story = { args: { input: hostileTextInput, status: 'pending' } };

/** Input that cannot be rendered at all: an error card that still allows Decline. */
export const Unrenderable: Story = { args: { input: { questions: 'not a list' }, status: 'pending' } };

/**
 * The same call after the user declined on its error card: declined, as any declined call shows
 * it, with nothing left to send a second response (the input could still turn usable).
 */
export const UnrenderableDeclined: Story = {
  args: { input: { questions: 'not a list' }, status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This question cannot be shown');
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith({ action: 'decline' });
    await expect(canvas.getByRole('status')).toHaveTextContent('You declined to answer.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

// ── answered ─────────────────────────────────────────────────────────────────────────────

/** Answers from the display payload (the carrier that survives a cold restore). */
export const AnsweredDisplay: Story = {
  args: {
    record: {
      input: claudeInput,
      display: {
        kind: 'ask_user_question',
        answers: { [DB]: 'PostgreSQL (Recommended)', [FEATURES]: 'Auth, Export, CSV' },
      },
    },
  },
};

/** Answers from the structured output: free text, notes, a chosen preview, not the recommended option. */
export const AnsweredOutput: Story = {
  args: {
    record: {
      input: { questions: [...htmlPreviewInput.questions, claudeInput.questions[0]] },
      output: {
        answers: {
          'Which layout should the settings page use?': 'Tabs',
          [DB]: 'CockroachDB, if it is cheap',
        },
        annotations: {
          'Which layout should the settings page use?': {
            preview: htmlPreviewInput.questions[0]!.options[1]!.preview,
            notes: 'Mobile first.',
          },
        },
      },
      state: 'answered',
    },
  },
};

/** Answers back-filled into the input (`input.answers`). */
export const AnsweredInputAnswers: Story = {
  args: {
    record: {
      input: { ...claudeInput, answers: { [DB]: 'SQLite', [FEATURES]: 'Search' } },
      state: 'answered',
    },
  },
};

/** Legacy raw fields of a single-question call. */
export const AnsweredRaw: Story = {
  args: { record: { input: legacySingleInput, raw: { selected: 'Later' }, state: 'answered' } },
};

/** The user saw the questions and skipped them all (`answers: {}`). */
export const Skipped: Story = {
  args: { record: { input: claudeInput, display: { kind: 'ask_user_question', answers: {} } } },
};

/** Part answered; the rest continued automatically while the user was away. */
export const AutoContinued: Story = {
  args: {
    record: {
      input: claudeInput,
      output: { questions: claudeInput.questions, answers: { [DB]: 'SQLite' }, afkTimeoutMs: 300000 },
      state: 'answered',
    },
  },
};

export const Declined: Story = { args: { record: { input: claudeInput, state: 'declined' } } };

export const Cancelled: Story = { args: { record: { input: claudeInput, state: 'cancelled' } } };

/** The host says the call finished, but no carrier holds answers. */
export const NoAnswerRecorded: Story = { args: { record: { input: claudeInput, state: 'answered' } } };

// ── locale, direction, theme, unstyled ───────────────────────────────────────────────────

const chineseInput = {
  questions: [
    {
      question: '服务应该使用哪个数据库？',
      header: '数据库',
      multiSelect: false,
      options: [
        { label: 'PostgreSQL（推荐）', description: '关系型，强一致性。' },
        { label: 'SQLite', description: '单个文件，无需服务器。' },
      ],
    },
    {
      question: '首先上线哪些功能？',
      header: '功能',
      multiSelect: true,
      options: [
        { label: '登录', description: '邮箱和单点登录。' },
        { label: '搜索', description: '全文搜索。' },
        { label: '导出', description: '导出为 CSV。' },
      ],
    },
  ],
};

/** Simplified Chinese strings and content. */
export const Chinese: Story = { args: { input: chineseInput, status: 'pending', messages: zh } };

/** A Chinese summary: multi-select joined with "，". */
export const ChineseAnswered: Story = {
  args: {
    messages: zh,
    record: {
      input: chineseInput,
      display: {
        kind: 'ask_user_question',
        answers: { '服务应该使用哪个数据库？': 'SQLite', '首先上线哪些功能？': '登录, 搜索' },
      },
    },
  },
};

const arabicInput = {
  questions: [
    {
      question: 'أي قاعدة بيانات نستخدم؟',
      header: 'قاعدة',
      multiSelect: false,
      options: [
        { label: 'PostgreSQL', description: 'علائقية.' },
        { label: 'SQLite', description: 'ملف واحد.' },
      ],
    },
  ],
};

/** Right-to-left layout. */
export const RightToLeft: Story = {
  args: { input: arabicInput, status: 'pending', dir: 'rtl' },
  parameters: { dir: 'rtl' },
};

// ── approvals ────────────────────────────────────────────────────────────────────────────

/** A request to run a tool, as every approval the adapters read asks it. */
const approvalInput = {
  questions: [
    approvalQuestion({
      id: 'call_7',
      toolName: 'deleteFiles',
      reason: 'Clearing the build output before the release build.',
      args: { paths: ['dist/', 'coverage/', '.cache/build'], recursive: true, dryRun: false },
      decisions: ['allow', 'always', 'deny'],
    }),
  ],
};

/**
 * An approval: the tool, why it asks, the arguments once (line breaks kept), and decisions that
 * answer in one press — Allow once, Always allow, Deny (with "Add a reason"). No Skip, no Submit.
 */
export const Approval: Story = { args: { input: approvalInput, status: 'pending', onCancel: undefined } };

/** A press on Deny with a reason typed sends the denial with it, in one press. */
export const ApprovalDenied: Story = {
  args: { input: approvalInput, status: 'pending', onCancel: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a reason' }));
    await userEvent.keyboard('Not during the freeze');
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: {
        answers: { 'Allow deleteFiles to run?': 'Deny' },
        annotations: { 'Allow deleteFiles to run?': { notes: 'Not during the freeze' } },
      },
    });
  },
};

/** The approval once decided: the summary says what was decided, with the denial's reason. */
export const ApprovalAnswered: Story = {
  args: {
    record: {
      input: approvalInput,
      output: {
        answers: { 'Allow deleteFiles to run?': 'Deny' },
        annotations: { 'Allow deleteFiles to run?': { notes: 'Not during the release freeze' } },
      },
      state: 'answered',
    },
  },
};

/** The dark theme. */
export const Dark: Story = { args: { input: claudeInput, status: 'pending' }, parameters: { theme: 'dark' } };

/**
 * `unstyled`: structure, ARIA and data attributes stay; the kit's classes go. The host styles
 * the parts itself — here with a few rules on `data-slot` and `data-state` selectors.
 */
export const Unstyled: Story = {
  args: {
    input: singleQuestion,
    status: 'pending',
    unstyled: true,
    className: 'host-card',
    defaultDraft: draftReducer(createDraft(singleQuestion), {
      type: DraftChange.SelectOption,
      key: DB,
      label: 'SQLite',
    }),
  },
  decorators: [
    (Story) => (
      <>
        <style>{`
          .host-card { font-family: 'DejaVu Sans', sans-serif; display: grid; gap: 10px; }
          .host-card [data-slot='option'] { display: flex; gap: 10px; align-items: center; min-height: 32px; }
          .host-card [data-slot='option'][data-state='checked'] { font-weight: 700; }
          .host-card [data-slot='option-control'] { width: 24px; height: 24px; border: 2px solid currentColor; border-radius: 50%; background: none; color: inherit; }
          .host-card [data-slot='option-control'][data-state='checked'] { background: radial-gradient(currentColor 40%, transparent 45%); }
          .host-card [data-slot='option-indicator'] { display: none; }
          .host-card [data-slot='recommended-badge'] { margin-inline-start: 8px; font-size: 12px; text-decoration: underline; }
          .host-card [data-slot='custom-input'], .host-card button { min-height: 32px; }
          .host-card [data-slot='question-tools'], .host-card [data-slot='actions'] { display: flex; gap: 12px; }
          .host-card [data-slot='option-description'] { display: block; font-size: 13px; }
        `}</style>
        <Story />
      </>
    ),
  ],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inspectorPresets } from '../fixtures/records';
import { Inspector } from './Inspector';

const meta = {
  title: 'Tools/Inspector',
  component: Inspector,
  parameters: { layout: 'fullscreen' },
  args: { presets: inspectorPresets },
} satisfies Meta<typeof Inspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paste anything; switch the example to see each runtime's shape and each answer carrier. */
export const Playground: Story = {};

/** A pasted legacy record, read through its display payload. */
export const PlaygroundWithPastedRecord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('shape')).toHaveTextContent('questions');
    await expect(canvas.getByTestId('source')).toHaveTextContent('none');

    const textarea = canvas.getByLabelText('Tool input or record (JSON)');
    await userEvent.clear(textarea);
    await userEvent.paste(
      JSON.stringify({
        input: { question: 'Deploy now?', options: ['Yes', 'Later', 'Other'] },
        display: { kind: 'ask_user_question', answers: { 'Deploy now?': 'Tomorrow at 9' } },
      }),
    );
    await expect(canvas.getByTestId('parse-note')).toHaveTextContent('read as a stored record');
    await expect(canvas.getByTestId('source')).toHaveTextContent('display');
    await expect(canvas.getByTestId('question-0')).toHaveTextContent('free text: “Tomorrow at 9”');
    await expect(canvas.getByTestId('question-0')).toHaveTextContent('(stripped "Other")');
    await expect(canvas.getByTestId('model-text')).toHaveTextContent('"Deploy now?"="Tomorrow at 9"');
  },
};

/** A Claude Code structured output: notes, an explicit "skipped" and an away-from-keyboard timeout. */
export const ClaudeCodeOutput: Story = {
  args: { initialPreset: 'Record: Claude Code output (notes, response, afk)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('source')).toHaveTextContent('output');
    await expect(canvas.getByTestId('outcome')).toHaveTextContent('partial');
    await expect(canvas.getByTestId('question-1')).toHaveTextContent('skipped (skipped)');
  },
};

/** Two questions with legacy single fields: no attribution rather than a misplaced answer. */
export const LegacyRawNotAttributed: Story = {
  args: { initialPreset: 'Record: legacy raw fields (two questions → not attributed)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('source')).toHaveTextContent('none');
    await expect(canvas.getByTestId('question-0')).toHaveTextContent('no-answer');
  },
};

/** Arguments cut off mid-stream render what has arrived and are marked incomplete. */
export const StreamingArguments: Story = {
  args: { initialPreset: 'Streaming arguments (cut off)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('complete')).toHaveTextContent('no');
    await expect(canvas.getByTestId('warnings')).toHaveTextContent('incomplete-json');
  },
};

/** An MCP elicitation form: enums, titled oneOf, multi-select arrays, booleans, numbers. */
export const McpElicitation: Story = {
  args: { initialPreset: 'MCP elicitation request' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('shape')).toHaveTextContent('mcp-form');
    await expect(canvas.getByTestId('question-1')).toHaveTextContent('MIT · Apache 2.0');
  },
};

/** A Claude Code transcript where a hook blocked the question: never the user's "no". */
export const ClaudeBlockedByHook: Story = {
  args: { initialPreset: 'Claude Code: blocked by a PreToolUse hook (unavailable)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('outcome')).toHaveTextContent('unavailable');
    await expect(canvas.getByTestId('reason')).toHaveTextContent('interactive questions are disabled in CI');
    await expect(
      within(canvas.getByTestId('card')).getByRole('heading', { name: /^Could not be asked: PreToolUse/ }),
    ).toBeVisible();
  },
};

/** The tool itself failed: an error with its reason, apart from declined and cancelled. */
export const ClaudeToolError: Story = {
  args: { initialPreset: 'Claude Code: the tool threw (error)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('outcome')).toHaveTextContent('error');
    await expect(
      within(canvas.getByTestId('card')).getByRole('heading', { name: /^The question could not be shown: / }),
    ).toBeVisible();
  },
};

/** Codex would not ask in this mode: unavailable, not cancelled. */
export const CodexUnavailable: Story = {
  args: { initialPreset: 'Codex: unavailable in Default mode' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('outcome')).toHaveTextContent('unavailable');
    await expect(canvas.getByTestId('reason')).toHaveTextContent(
      'request_user_input is unavailable in Default mode',
    );
  },
};

/** Gemini CLI's own dismissal text, which arrives as a normal result. */
export const GeminiDismissed: Story = {
  args: { initialPreset: 'Gemini CLI: dismissed (cancelled)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('cancelled');
  },
};

/** Kimi CLI in AFK mode: nobody was asked, so nobody skipped anything. */
export const KimiAfk: Story = {
  args: { initialPreset: 'Kimi CLI: AFK mode (auto-resolved)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('question-0')).toHaveTextContent('auto-resolved');
    await expect(within(canvas.getByTestId('card')).getAllByText(/continued automatically/)).toHaveLength(2);
  },
};

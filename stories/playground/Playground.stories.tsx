import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AiSdkChat } from './AiSdkChat';
import { ClaudeAgentSdkHost } from './ClaudeAgentSdkHost';
import { McpClient } from './McpClient';
import { PlainTextChannel } from './PlainTextChannel';
import { RestoredTranscript } from './RestoredTranscript';
import { SubagentsDock } from './SubagentsDock';

const meta = {
  title: 'Demo/Playground',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An AI SDK chat: the model streams the tool's arguments, the card answers with a tool output. */
export const AiSdkStreamingChat: Story = {
  render: () => <AiSdkChat />,
};

/** The chat after the user answered one of two questions: the model is told which was skipped. */
export const AiSdkStreamingChatAnswered: Story = {
  render: () => <AiSdkChat />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-stage="waiting"]')).not.toBeNull(), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('radio', { name: 'SQLite' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // One of two questions answered: the model is told which one was skipped, not that silence is a choice.
    const reply = canvas.getByText(/The tool result I received: User has answered some of your questions/);
    await expect(reply).toHaveTextContent('"Which database should the service use?"="SQLite"');
    await expect(reply).toHaveTextContent('The user skipped: "Which features should ship first?"');
  },
};

/** The Claude Agent SDK: a scripted `canUseTool` loop routed into the dock. */
export const ClaudeAgentSdkCanUseTool: Story = {
  render: () => <ClaudeAgentSdkHost />,
};

/** The SDK loop after the user chose Skip all: `allow` with no answers. */
export const ClaudeAgentSdkCanUseToolAnswered: Story = {
  render: () => <ClaudeAgentSdkHost />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'DynamoDB' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Skip all' }));
    await expect(await canvas.findByText(/Going ahead with: no answers/)).toBeVisible();
    await expect(canvas.getByText(/"behavior": "allow"/)).toBeVisible();
  },
};

/** An MCP client receiving a form elicitation and a URL elicitation. */
export const McpElicitationClient: Story = {
  render: () => <McpClient />,
};

/** Both elicitations answered: the form's content, then the URL request accepted. */
export const McpElicitationClientAnswered: Story = {
  render: () => <McpClient />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Vue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText('Result sent for request 1')).toHaveTextContent('"framework": "vue"');
    await userEvent.click(canvas.getByRole('button', { name: 'Open link' }));
    await expect(canvas.getByLabelText('Result sent for request 2')).toHaveTextContent('"action": "accept"');
  },
};

/** A transcript restored from saved Claude Code JSONL lines. */
export const RestoredClaudeCodeTranscript: Story = {
  render: () => <RestoredTranscript />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only for the prototype.')).toBeVisible();
    // The declined call: its heading and each of its two questions.
    await expect(canvas.getAllByText('Declined')).toHaveLength(3);
    await expect(canvas.getAllByText('Not answered — continued automatically')).toHaveLength(1);
  },
};

/** A root agent and two subagents asking at once into the dock. */
export const SubagentsAskingAtOnce: Story = {
  render: () => <SubagentsDock />,
};

/** The crawler's question answered from the dock, then the dock collapsed. */
export const SubagentsAskingAtOnceAnswered: Story = {
  render: () => <SubagentsDock />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="dock-item"]').length).toBe(3));
    await expect(canvas.getByText('3 questions are waiting')).toBeVisible();
    const crawler = canvasElement.querySelectorAll('[data-slot="dock-item"]')[2] as HTMLElement;
    await expect(
      within(crawler)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lead', 'Researcher', 'Crawler']);
    await userEvent.click(within(crawler).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(crawler).getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByText(/Crawler received: \{"Follow links off-site\?":"No"\}/),
    ).toBeVisible();
    await expect(canvas.getByText('2 questions are waiting')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse' }));
    await expect(canvas.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A text-only channel driven by `toPlainText` and `parsePlainTextReply`. */
export const PlainTextChannelFallback: Story = {
  render: () => <PlainTextChannel />,
};

/** A typed reply parsed back into answers. */
export const PlainTextChannelFallbackAnswered: Story = {
  render: () => <PlainTextChannel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('outgoing')).toHaveTextContent('1. PostgreSQL (recommended)');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Reply' }),
      '1: 2{Shift>}{Enter}{/Shift}2: 1, 3',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByTestId('parsed')).toHaveTextContent(
      '"Which features should ship first?": "Auth, Export, CSV"',
    );
    await expect(canvas.getByText('SQLite')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import * as a2a from '../../src/adapters/a2a/index.js';
import * as acp from '../../src/adapters/acp/index.js';
import * as agUi from '../../src/adapters/ag-ui/index.js';
import * as langgraph from '../../src/adapters/langgraph/index.js';
import * as copilotkit from '../../src/adapters/copilotkit/index.js';
import * as genkit from '../../src/adapters/genkit/index.js';
import * as googleAdk from '../../src/adapters/google-adk/index.js';
import * as mastra from '../../src/adapters/mastra/index.js';
import * as mcp from '../../src/adapters/mcp/index.js';
import * as letta from '../../src/adapters/letta/index.js';
import * as openaiAgents from '../../src/adapters/openai-agents/index.js';
import * as strands from '../../src/adapters/strands/index.js';
import type { AskUserRecord, AskUserResponse } from '../../src/core/index.js';
import { AskUserQuestion } from '../../src/index.js';
import { approvalRun, flightTaskV1, planApproval, toolsDocResponse } from '../../test/fixtures/protocols';
import {
  adkConfirmationEvent,
  agentFrameworkRun,
  genkitInterrupted,
  lettaRequest,
  mastraApprovalChunk,
  openaiApprovalItem,
  strandsInterrupts,
} from '../../test/fixtures/adapter-values';

/**
 * One card per protocol that asks a person, each fed a record from the protocol's own
 * documentation, showing the exact answer the adapter writes back when the card is answered.
 */
function ProtocolCard({
  name,
  record,
  answer,
}: {
  readonly name: string;
  readonly record: AskUserRecord | undefined;
  readonly answer: (response: AskUserResponse) => unknown;
}) {
  const [written, setWritten] = useState<unknown>();
  const take = (response: AskUserResponse) => setWritten(answer(response));
  return (
    <section style={{ display: 'grid', gap: 8, maxWidth: 720 }}>
      <h2 style={{ font: '600 1rem system-ui', margin: 0 }}>{name}</h2>
      {record ? <AskUserQuestion record={record} onSubmit={take} onDecline={take} onCancel={take} /> : null}
      {written === undefined ? null : (
        <pre aria-label={`${name} answer`} style={{ fontSize: 12, whiteSpace: 'pre-wrap', margin: 0 }}>
          {JSON.stringify(written, null, 2)}
        </pre>
      )}
    </section>
  );
}

// A LangChain v1 HumanInTheLoopMiddleware pause, as createAgent reports it.
const hitl = {
  actionRequests: [{ name: 'send_email', args: { to: 'ops@example.com', subject: 'Deploy' } }],
  reviewConfigs: [
    {
      actionName: 'send_email',
      allowedDecisions: ['approve', 'edit', 'reject'],
      argsSchema: {
        type: 'object',
        properties: { to: { type: 'string', title: 'To' }, subject: { type: 'string', title: 'Subject' } },
      },
    },
  ],
};

const meta = {
  title: 'Demo/Protocols',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** AG-UI: a tool-call interrupt, answered with the next run's `resume` entries. */
export const AgUiInterrupt: Story = {
  render: () => (
    <ProtocolCard
      name="AG-UI"
      record={agUi.toRecord(approvalRun)}
      answer={(response) => agUi.toRuntimeAnswer(response, approvalRun)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One press decides: an approval has no Submit.
    await userEvent.click(canvas.getByRole('button', { name: /Allow/ }));
    await expect(canvas.getByLabelText('AG-UI answer')).toHaveTextContent('"approved": true');
  },
};

/** ACP: `session/request_permission`, answered with the chosen option's id. */
export const AcpPermission: Story = {
  render: () => (
    <ProtocolCard
      name="ACP"
      record={acp.toRecord(planApproval)}
      answer={(response) => acp.toRuntimeAnswer(response, planApproval)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add a note' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Yes, and use auto mode/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText('ACP answer')).toHaveTextContent('"optionId": "exit-plan-auto"');
  },
};

/** MCP 2026-07-28: an `input_required` result, answered with the retry's `inputResponses`. */
export const McpInputRequired: Story = {
  render: () => (
    <ProtocolCard
      name="MCP"
      record={mcp.toInputRequiredRecord(toolsDocResponse)}
      answer={(response) => mcp.toInputResponses(response, toolsDocResponse)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'octocat');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText('MCP answer')).toHaveTextContent('"requestState"');
    await expect(canvas.getByLabelText('MCP answer')).toHaveTextContent('"name": "octocat"');
  },
};

/** A2A 1.0: a task in `TASK_STATE_INPUT_REQUIRED`, answered with the next user `Message`. */
export const A2aInputRequired: Story = {
  render: () => (
    <ProtocolCard
      name="A2A"
      record={a2a.toRecord(flightTaskV1)}
      answer={(response) => a2a.toRuntimeAnswer(response, flightTaskV1, { messageId: 'msg-2' })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'From San Francisco to New York');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText('A2A answer')).toHaveTextContent('"role": "ROLE_USER"');
  },
};

/** LangChain v1: the middleware's pause, with Edit opening the arguments as a form. */
export const LangChainEdit: Story = {
  render: () => (
    <ProtocolCard
      name="LangChain"
      record={langgraph.toRecord(hitl)}
      answer={(response) => langgraph.toRuntimeAnswer(response, hitl)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Edit/ }));
    const to = canvas.getByRole('textbox', { name: /To/ });
    await userEvent.clear(to);
    await userEvent.type(to, 'dev@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText('LangChain answer')).toHaveTextContent('"to": "dev@example.com"');
  },
};

/** Microsoft Agent Framework over AG-UI: the schema decides with `accepted` and forbids a reason. */
export const AgentFrameworkApproval: Story = {
  render: () => (
    <ProtocolCard
      name="Agent Framework"
      record={agUi.toRecord(agentFrameworkRun)}
      answer={(response) => agUi.toRuntimeAnswer(response, agentFrameworkRun)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add a reason' })).toBeNull();
    // One press decides: an approval has no Submit.
    await userEvent.click(canvas.getByRole('button', { name: /Allow/ }));
    await expect(canvas.getByLabelText('Agent Framework answer')).toHaveTextContent('"accepted": true');
  },
};

/** OpenAI Agents SDK: a `RunToolApprovalItem`, answered with what `state.approve` takes. */
export const OpenAiAgentsApproval: Story = {
  render: () => (
    <ProtocolCard
      name="OpenAI Agents"
      record={openaiAgents.toRecord(openaiApprovalItem)}
      answer={(response) => openaiAgents.toRuntimeAnswer(response, openaiApprovalItem)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One press decides: an approval has no Submit.
    await userEvent.click(canvas.getByRole('button', { name: /Always allow/ }));
    await expect(canvas.getByLabelText('OpenAI Agents answer')).toHaveTextContent('"alwaysApprove": true');
  },
};

/** Mastra: a `tool-call-approval` chunk; Deny declines with the note as the reason. */
export const MastraApproval: Story = {
  render: () => (
    <ProtocolCard
      name="Mastra"
      record={mastra.toRecord(mastraApprovalChunk)}
      answer={(response) => mastra.toRuntimeAnswer(response, mastraApprovalChunk)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a reason' }));
    await userEvent.keyboard('not during the freeze');
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(canvas.getByLabelText('Mastra answer')).toHaveTextContent(
      '"reason": "not during the freeze"',
    );
  },
};

/** Google ADK: `adk_request_confirmation`, answered with a `functionResponse` of the same id. */
export const GoogleAdkConfirmation: Story = {
  render: () => (
    <ProtocolCard
      name="Google ADK"
      record={googleAdk.toRecord(adkConfirmationEvent)}
      answer={(response) => googleAdk.toRuntimeAnswer(response, adkConfirmationEvent)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One press decides: an approval has no Submit.
    await userEvent.click(canvas.getByRole('button', { name: /Allow/ }));
    await expect(canvas.getByLabelText('Google ADK answer')).toHaveTextContent('"confirmed": true');
  },
};

/** Genkit: a question and an approval interrupted one turn; the answer is the next `resume`. */
export const GenkitInterrupts: Story = {
  render: () => (
    <ProtocolCard
      name="Genkit"
      record={genkit.toRecord(genkitInterrupted)}
      answer={(response) => genkit.toRuntimeAnswer(response, genkitInterrupted)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /blue/ }));
    // Beside a question, the decision is chosen (pressed) and Submit sends both.
    await userEvent.click(canvas.getByRole('button', { name: /Allow/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText('Genkit answer')).toHaveTextContent('"toolApproved": true');
    await expect(canvas.getByLabelText('Genkit answer')).toHaveTextContent('"choice": "blue"');
  },
};

/** Strands: a hook's approval interrupt; Deny answers `{ approve: false, reason }` for the hook. */
export const StrandsInterrupt: Story = {
  render: () => (
    <ProtocolCard
      name="Strands"
      record={strands.toRecord(strandsInterrupts)}
      answer={(response) => strands.toRuntimeAnswer(response, strandsInterrupts)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a reason' }));
    await userEvent.keyboard('keep that file');
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    const written = canvas.getByLabelText('Strands answer');
    await expect(written).toHaveTextContent('"approve": false');
    await expect(written).toHaveTextContent('"reason": "keep that file"');
  },
};

/** Letta: an `approval_request_message`, answered with the approval message `messages.create` takes. */
export const LettaApproval: Story = {
  render: () => (
    <ProtocolCard
      name="Letta"
      record={letta.toRecord(lettaRequest)}
      answer={(response) => letta.toRuntimeAnswer(response, lettaRequest)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One press decides: an approval has no Submit.
    await userEvent.click(canvas.getByRole('button', { name: /Allow/ }));
    await expect(canvas.getByLabelText('Letta answer')).toHaveTextContent('"tool_call_id": "call_abc123"');
  },
};

/** CopilotKit: `AskUserHumanInTheLoop` as a `useHumanInTheLoop` render, answering through `respond`. */
export const CopilotKitHumanInTheLoop: Story = {
  render: function Render() {
    const [sent, setSent] = useState<unknown>();
    return (
      <section style={{ display: 'grid', gap: 8, maxWidth: 720 }}>
        <h2 style={{ font: '600 1rem system-ui', margin: 0 }}>CopilotKit</h2>
        <copilotkit.AskUserHumanInTheLoop
          name="deleteFile"
          description="Delete a file in the workspace."
          args={{ path: 'notes/draft.md' }}
          status={sent === undefined ? 'executing' : 'complete'}
          respond={async (value) => setSent(value)}
          {...(sent === undefined ? {} : { result: JSON.stringify(sent) })}
        />
        {sent === undefined ? null : (
          <pre aria-label="CopilotKit answer" style={{ fontSize: 12, whiteSpace: 'pre-wrap', margin: 0 }}>
            {JSON.stringify(sent, null, 2)}
          </pre>
        )}
      </section>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One press decides: an approval has no Submit.
    await userEvent.click(canvas.getByRole('button', { name: /Allow/ }));
    await expect(canvas.getByLabelText('CopilotKit answer')).toHaveTextContent('"approved": true');
  },
};

/**
 * The adapters' record readers, for pasting a runtime's own file into the Inspector: a Claude
 * Code transcript, a Codex rollout, a Gemini CLI session, a Kimi CLI wire or context file, an
 * OpenCode or AI SDK part, a protocol's request (AG-UI, ACP, A2A, MCP, LangGraph), or an agent
 * framework's (OpenAI Agents, Mastra, Google ADK, Genkit). The last call in the text is shown.
 */
import * as a2a from '../../src/adapters/a2a/index.js';
import * as acp from '../../src/adapters/acp/index.js';
import * as agUi from '../../src/adapters/ag-ui/index.js';
import * as aiSdk from '../../src/adapters/ai-sdk/index.js';
import * as claude from '../../src/adapters/claude-agent-sdk/index.js';
import * as codex from '../../src/adapters/codex/index.js';
import * as gemini from '../../src/adapters/gemini-cli/index.js';
import * as genkit from '../../src/adapters/genkit/index.js';
import * as googleAdk from '../../src/adapters/google-adk/index.js';
import * as kimi from '../../src/adapters/kimi-cli/index.js';
import * as langgraph from '../../src/adapters/langgraph/index.js';
import * as letta from '../../src/adapters/letta/index.js';
import * as mastra from '../../src/adapters/mastra/index.js';
import * as mcp from '../../src/adapters/mcp/index.js';
import * as openaiAgents from '../../src/adapters/openai-agents/index.js';
import * as opencode from '../../src/adapters/opencode/index.js';
import * as strands from '../../src/adapters/strands/index.js';
import type { AskUserRecord } from '../../src/core/index.js';

export interface RuntimeReader {
  readonly id: string;
  readonly label: string;
  readonly read: (text: string) => AskUserRecord | undefined;
}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const RUNTIME_READERS: readonly RuntimeReader[] = [
  { id: 'claude', label: 'Claude Code transcript (JSONL)', read: (text) => claude.toRecords(text).at(-1) },
  { id: 'codex', label: 'Codex rollout (JSONL)', read: (text) => codex.toRecords(text).at(-1) },
  { id: 'gemini', label: 'Gemini CLI session', read: (text) => gemini.toRecords(text).at(-1) },
  { id: 'kimi', label: 'Kimi CLI wire.jsonl / context.jsonl', read: (text) => kimi.toRecords(text).at(-1) },
  { id: 'opencode', label: 'OpenCode tool part (JSON)', read: (text) => opencode.toRecord(json(text)) },
  { id: 'ai-sdk', label: 'AI SDK tool part (JSON)', read: (text) => aiSdk.toRecord(json(text)) },
  { id: 'ag-ui', label: 'AG-UI RUN_FINISHED event (JSON)', read: (text) => agUi.toRecord(json(text)) },
  {
    id: 'acp',
    label: 'ACP request_permission / elicitation (JSON)',
    read: (text) => acp.toRecord(json(text)),
  },
  { id: 'a2a', label: 'A2A task (JSON, 0.3 or 1.0)', read: (text) => a2a.toRecord(json(text)) },
  {
    id: 'mcp',
    label: 'MCP elicitation, input_required result or task (JSON)',
    read: (text) => mcp.toRecord(json(text)),
  },
  {
    id: 'langgraph',
    label: 'LangGraph / LangChain interrupt (JSON)',
    read: (text) => langgraph.toRecord(json(text)),
  },
  {
    id: 'openai-agents',
    label: 'OpenAI Agents interruptions or RunState (JSON)',
    read: (text) => openaiAgents.toRecord(json(text)),
  },
  {
    id: 'mastra',
    label: 'Mastra approval / suspended chunk (JSON)',
    read: (text) => mastra.toRecord(json(text)),
  },
  { id: 'google-adk', label: 'Google ADK event (JSON)', read: (text) => googleAdk.toRecord(json(text)) },
  { id: 'genkit', label: 'Genkit interrupted response (JSON)', read: (text) => genkit.toRecord(json(text)) },
  {
    id: 'strands',
    label: 'Strands interrupts or AgentResult (JSON)',
    read: (text) => strands.toRecord(json(text)),
  },
  {
    id: 'letta',
    label: 'Letta approval request or response (JSON)',
    read: (text) => letta.toRecord(json(text)),
  },
];

/**
 * `ask-user-kit/adapters/ai-sdk` — Vercel AI SDK (v5 to v7) UI message tool parts. A
 * client-side tool with no `execute` shows the card; the user's response is sent with
 * `addToolOutput` (v6, v7) or `addToolResult` (v5). Any tool's approval shows as an approval,
 * answered with `addToolApprovalResponse`. Types come from `ai` (an optional peer dependency,
 * needed for types only).
 *
 * Define the tool for the model with the contract's JSON Schema:
 * `tool({ description, inputSchema: jsonSchema(toolJsonSchema) })` (no `execute`).
 *
 * @packageDocumentation
 */
export {
  type AskUserToolOutput,
  type AskUserToolPartValue,
  type AiSdkToolPart,
  type ChatWithToolOutput,
  type ToRecordOptions,
  type ToolOutputArgument,
  DEFAULT_TOOL_NAMES,
  answerToolCall,
  isAskUserToolPart,
  sendAutomaticallyWhenAnswered,
  toToolOutput,
} from './convert.js';
export {
  type AiSdkRecord,
  type AiSdkRecordOptions,
  toRecord,
  toRecords,
  toRuntimeAnswer,
} from './contract.js';
export { AskUserToolPart } from './tool-part.js';
export {
  answerApproval,
  isApprovalPart,
  toApprovalInput,
  toApprovalRecord,
  toApprovalResponse,
} from './approval.js';
export type {
  ApprovalOptions,
  ApprovalRecord,
  ChatWithToolApproval,
  ToolApprovalResponse,
} from './approval.js';
export { AskUserApprovalPart } from './approval-part.js';
export type { AskUserApprovalPartProps } from './approval-part.js';
export type { AskUserToolPartProps } from './tool-part.js';

/**
 * `ask-user-kit/adapters/ai-sdk` — Vercel AI SDK (v5 and v6) UI message tool parts. A
 * client-side tool with no `execute` shows the card; the user's response is sent with
 * `addToolOutput` (v6) or `addToolResult` (v5). Types come from `ai` (an optional peer
 * dependency, needed for types only).
 *
 * Define the tool for the model with the contract's JSON Schema:
 * `tool({ description, inputSchema: jsonSchema(toolJsonSchema) })` (no `execute`).
 *
 * @packageDocumentation
 */
export * from './convert.js';
export { AskUserToolPart } from './tool-part.js';
export { answerApproval, isApprovalPart, toApprovalInput, toApprovalRecord } from './approval.js';
export type { ApprovalOptions, ApprovalRecord, ApprovalWords, ChatWithToolApproval } from './approval.js';
export { AskUserApprovalPart } from './approval-part.js';
export type { AskUserApprovalPartProps } from './approval-part.js';
export type { AskUserToolPartProps } from './tool-part.js';

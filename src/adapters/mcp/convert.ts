/**
 * Pure conversions between MCP elicitation requests/results and the kit's records and
 * responses (shared with the ACP adapter, whose elicitations are MCP's).
 */
export {
  type ElicitRequestFormParams,
  type ElicitRequestURLParams,
  type ElicitationParams,
  type ElicitResult,
  type ToRecordOptions,
  completedElicitationId,
  isUrlElicitation,
  paramsOf,
  urlElicitationsOf,
} from '../../core/record/elicitation.js';
export { type McpRecord, type McpRecordOptions, toRecord, toRuntimeAnswer } from './contract.js';

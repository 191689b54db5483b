// The readers `normalizeAnyShape` passes to the general reader; a card loads this module on
// demand, the first time an input is argument text or an MCP form.
export { parsePartialJson as parseJson } from '../utils/partial-json.js';
export { normalizeMcpForm as readMcpForm } from './mcp.js';

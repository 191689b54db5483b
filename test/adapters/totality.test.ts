import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as aiSdk from '../../src/adapters/ai-sdk';
import * as assistantUi from '../../src/adapters/assistant-ui';
import * as claude from '../../src/adapters/claude-agent-sdk';
import * as codex from '../../src/adapters/codex';
import * as gemini from '../../src/adapters/gemini-cli';
import * as kimi from '../../src/adapters/kimi-cli';
import * as mcp from '../../src/adapters/mcp';
import * as opencode from '../../src/adapters/opencode';

const adapters = { aiSdk, assistantUi, claude, codex, gemini, kimi, mcp, opencode };
const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 200) };

/** Values shaped a little like every runtime's records, so the search reaches deep branches. */
const runtimeish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.anything(),
    fc.constantFrom(null, undefined, '', '{"questions":[', 'User rejected tool use'),
    fc.dictionary(
      fc.constantFrom(
        'type',
        'state',
        'input',
        'args',
        'argsText',
        'result',
        'status',
        'output',
        'questions',
        'params',
        'method',
        'requestedSchema',
        'mode',
        'message',
        'content',
        'tool',
        'toolName',
        'toolCallId',
        'metadata',
        'answers',
        'request',
        'id',
      ),
      tie('value'),
      { maxKeys: 6 },
    ),
    fc.array(tie('value'), { maxLength: 4 }),
  ),
})).value;

const responses = fc.oneof(
  runtimeish,
  fc.constantFrom({ action: 'decline' }, { action: 'cancel', reason: 'x' }),
  fc.record({ action: fc.constant('accept'), content: runtimeish }),
);

describe('every adapter is total', () => {
  it.each(Object.entries(adapters))(
    '%s: toRecord, toRecords and toRuntimeAnswer never throw',
    (_name, adapter) => {
      fc.assert(
        fc.property(runtimeish, responses, (value, response) => {
          const record = adapter.toRecord(value as never);
          expect(record === undefined || typeof record === 'object').toBe(true);
          if ('toRecords' in adapter) expect(Array.isArray(adapter.toRecords(value as never))).toBe(true);
          adapter.toRuntimeAnswer(response as never, value as never);
        }),
        RUNS,
      );
    },
  );
});

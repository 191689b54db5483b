import { readAnswers } from '../../src/core';
import { ANSWER_OUTCOMES, RECORD_STATES } from '../../src/core/card/vocabulary';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as aiSdk from '../../src/adapters/ai-sdk';
import * as assistantUi from '../../src/adapters/assistant-ui';
import * as claude from '../../src/adapters/claude-agent-sdk';
import * as codex from '../../src/adapters/codex';
import * as gemini from '../../src/adapters/gemini-cli';
import * as kimi from '../../src/adapters/kimi-cli';
import * as langgraph from '../../src/adapters/langgraph';
import * as a2a from '../../src/adapters/a2a';
import * as acp from '../../src/adapters/acp';
import * as agUi from '../../src/adapters/ag-ui';
import * as mcp from '../../src/adapters/mcp';
import * as opencode from '../../src/adapters/opencode';

const adapters = {
  aiSdk,
  assistantUi,
  claude,
  codex,
  gemini,
  kimi,
  langgraph,
  mcp,
  opencode,
  agUi,
  acp,
  a2a,
};
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
          const record = adapter.toRecord(value as never) as unknown;
          expect(record === undefined || (typeof record === 'object' && record !== null)).toBe(true);
          // Whatever came in, a record speaks the kit's vocabularies and reads as a known outcome.
          if (record !== undefined) {
            const state = (record as { state?: unknown }).state;
            if (state !== undefined) expect(RECORD_STATES).toContain(state);
            expect(ANSWER_OUTCOMES).toContain(readAnswers(record).outcome);
          }
          if ('toRecords' in adapter) {
            const records = adapter.toRecords(value as never) as unknown[];
            expect(Array.isArray(records)).toBe(true);
            for (const each of records) expect(ANSWER_OUTCOMES).toContain(readAnswers(each).outcome);
          }
          adapter.toRuntimeAnswer(response as never, value as never);
        }),
        RUNS,
      );
    },
  );
});

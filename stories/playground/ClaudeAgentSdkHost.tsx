import type { CanUseTool, PermissionResult } from '@anthropic-ai/claude-agent-sdk';
import { useEffect, useRef, useState } from 'react';
import { createCanUseTool } from '../../src/adapters/claude-agent-sdk';
import { createQuestionQueue } from '../../src/core/index.js';
import { QuestionDock, useQuestionQueue } from '../../src/index.js';
import { claudeInput } from '../../test/fixtures/inputs';
import { Composer } from './Composer';
import './playground.css';

type Line = { id: string; who: 'agent' | 'host'; text: string; code?: string };

/**
 * A scripted agent loop in the shape of the Agent SDK's `query()`: when the model calls
 * `AskUserQuestion`, the SDK calls `canUseTool`; the bridge routes it into the question queue,
 * the dock shows the card, and the `PermissionResult` goes back to the SDK, which runs the
 * tool with the answers filled in.
 */
async function scriptedAgent(canUseTool: CanUseTool, log: (line: Line) => void): Promise<void> {
  log({ id: 'l1', who: 'agent', text: 'I will set up the service. One decision is yours.' });
  const controller = new AbortController();
  const result: PermissionResult | null = await canUseTool('AskUserQuestion', claudeInput, {
    signal: controller.signal,
    toolUseID: 'toolu_01',
    requestId: 'req_01',
  });
  log({ id: 'l2', who: 'host', text: 'canUseTool resolved with:', code: JSON.stringify(result, null, 2) });
  if (result?.behavior === 'allow') {
    const answers = (result.updatedInput as { answers?: Record<string, string> } | undefined)?.answers ?? {};
    const chosen = Object.values(answers).join('; ') || 'no answers — I will use my defaults';
    log({ id: 'l3', who: 'agent', text: `Going ahead with: ${chosen}.` });
  } else {
    log({
      id: 'l3',
      who: 'agent',
      text: `Stopping: ${result?.behavior === 'deny' ? result.message : 'no decision'}`,
    });
  }
}

export function ClaudeAgentSdkHost() {
  const [queue] = useState(() => createQuestionQueue());
  const [lines, setLines] = useState<Line[]>([]);
  const { entries } = useQuestionQueue(queue);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const canUseTool = createCanUseTool((request) =>
      queue.ask({ id: request.requestId, input: request.input }, request.signal),
    );
    void scriptedAgent(canUseTool, (line) => setLines((current) => [...current, line]));
  }, [queue]);
  return (
    <div className="pg" data-ready={entries.length >= 1 ? '' : undefined}>
      <ol className="pg-log" aria-label="Agent SDK session">
        {lines.map((line) => (
          <li key={line.id} className="pg-msg" data-role={line.who === 'agent' ? 'assistant' : 'host'}>
            <span className="pg-author">{line.who === 'agent' ? 'Agent' : 'Host'}</span>
            <p className="pg-bubble">{line.text}</p>
            {line.code ? <pre className="pg-code">{line.code}</pre> : null}
          </li>
        ))}
      </ol>
      <QuestionDock queue={queue} />
      <Composer />
    </div>
  );
}

import type { ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { useState } from 'react';
import { McpElicitation } from '../../src/adapters/mcp';
import { mcpElicitParams } from '../../test/fixtures/inputs';
import './playground.css';

const requests = [
  { jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: mcpElicitParams },
  {
    jsonrpc: '2.0',
    id: 2,
    method: 'elicitation/create',
    params: {
      mode: 'url',
      message: 'Authorise access to the issue tracker',
      elicitationId: 'el_2',
      url: 'https://tracker.example/oauth/start',
    },
  },
];

/** An MCP client receiving `elicitation/create` requests: a form, then a URL (link-out, never a form). */
export function McpClient({ openUrl }: { openUrl?: (url: string) => void }) {
  const [sent, setSent] = useState<{ id: number; result: ElicitResult }[]>([]);
  return (
    <div className="pg" data-ready="">
      <ol className="pg-log" aria-label="MCP session">
        {requests.map((request) => {
          const result = sent.find((entry) => entry.id === request.id)?.result;
          return (
            <li key={request.id} className="pg-msg" data-role="assistant">
              <span className="pg-author">Server “project-setup”</span>
              <McpElicitation
                request={request}
                headingLevel={2}
                onResult={(elicitResult) =>
                  setSent((current) => [...current, { id: request.id, result: elicitResult }])
                }
                openUrl={openUrl ?? (() => undefined)}
              />
              {result ? (
                <pre className="pg-code" aria-label={`Result sent for request ${request.id}`}>
                  {JSON.stringify({ jsonrpc: '2.0', id: request.id, result }, null, 2)}
                </pre>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

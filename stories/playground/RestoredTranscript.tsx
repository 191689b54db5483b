import { toRecords } from '../../src/adapters/claude-agent-sdk';
import { AskUserQuestion } from '../../src/index.js';
import { claudeSessionJsonl } from '../fixtures/claude-session';
import './playground.css';

/** A transcript restored from saved Claude Code JSONL lines: every call shows its summary. */
export function RestoredTranscript({ jsonl = claudeSessionJsonl }: { jsonl?: string }) {
  const records = toRecords(jsonl);
  return (
    <div className="pg" data-ready="">
      <ol className="pg-log" aria-label="Restored session">
        {records.map((record) => (
          <li key={record.toolUseId} className="pg-msg" data-role="assistant">
            <span className="pg-author">{record.parentToolUseId ? 'Subagent' : 'Claude'}</span>
            <AskUserQuestion
              record={record}
              headingLevel={2}
              {...(record.parentToolUseId
                ? { origin: { path: [{ name: 'Claude' }, { name: 'Task subagent' }] } }
                : {})}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

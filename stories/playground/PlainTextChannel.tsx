import { useState } from 'react';
import {
  type AskUserInput,
  type AskUserResponse,
  parsePlainTextReply,
  toPlainText,
} from '../../src/core/index.js';
import { AskUserQuestion } from '../../src/index.js';
import { claudeInput } from '../../test/fixtures/inputs';
import './playground.css';

/**
 * A text-only channel (chat bridge, SMS, terminal): the agent's questions go out as text
 * (`toPlainText`), the user's reply comes back as text and becomes a response
 * (`parsePlainTextReply`). The card only shows the resulting summary.
 */
export function PlainTextChannel({ input = claudeInput }: { input?: AskUserInput }) {
  const [reply, setReply] = useState('');
  const [response, setResponse] = useState<AskUserResponse | undefined>();
  const [sentText, setSentText] = useState<string | undefined>();
  return (
    <div className="pg" data-ready="">
      <ol className="pg-log" aria-label="Text channel">
        <li className="pg-msg" data-role="assistant">
          <span className="pg-author">Agent (as text)</span>
          <pre className="pg-code" data-testid="outgoing">
            {toPlainText(input)}
          </pre>
        </li>
        {sentText !== undefined ? (
          <li className="pg-msg" data-role="user">
            <span className="pg-author">You</span>
            <p className="pg-bubble">{sentText}</p>
          </li>
        ) : null}
        {response ? (
          <li className="pg-msg" data-role="assistant">
            <span className="pg-author">Host</span>
            <AskUserQuestion input={input} response={response} headingLevel={2} />
            <pre className="pg-code" data-testid="parsed">
              {JSON.stringify(response, null, 2)}
            </pre>
          </li>
        ) : null}
      </ol>
      <form
        className="pg-composer"
        onSubmit={(event) => {
          event.preventDefault();
          setSentText(reply);
          setResponse(parsePlainTextReply(reply, input));
          setReply('');
        }}
      >
        <textarea
          aria-label="Reply"
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          placeholder="e.g. 1: 2 …"
        />
        <button type="submit" disabled={response !== undefined}>
          Send
        </button>
      </form>
    </div>
  );
}

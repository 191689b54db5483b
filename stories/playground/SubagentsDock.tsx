import { useEffect, useRef, useState } from 'react';
import { type QueueRequest, createQuestionQueue, withOrigin } from '../../src/core/index.js';
import { QuestionDock, useQuestionQueue } from '../../src/index.js';
import { Composer } from './Composer';
import './playground.css';

const question = (text: string, header: string, labels: [string, string]) => ({
  questions: [
    {
      question: text,
      header,
      multiSelect: false,
      options: labels.map((label) => ({ label, description: `Choose ${label}.` })),
    },
  ],
});

/**
 * A root agent and two subagents asking at the same time. Each subagent's broker attributes
 * the request to itself; every parent forwards it up, prepending itself, so the breadcrumb
 * reads root first and the attribution stays with the agent that asked.
 */
export function SubagentsDock({ reannounce = true }: { reannounce?: boolean }) {
  const [queue] = useState(() => createQuestionQueue());
  const [log, setLog] = useState<string[]>([]);
  const { entries } = useQuestionQueue(queue);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ask = (agent: string, request: QueueRequest) =>
      void queue
        .ask(request)
        .then((response) =>
          setLog((current) => [
            ...current,
            `${agent} received: ${response.action === 'accept' ? JSON.stringify(response.content.answers) : response.action}`,
          ]),
        );
    ask(
      'Lead',
      withOrigin(
        { id: 'r1', input: question('Ship on Friday or Monday?', 'Release', ['Friday', 'Monday']) },
        'Lead',
      ),
    );
    // The researcher's own broker sets the origin; the lead's broker forwards it up.
    const research = withOrigin(
      { id: 'r2', input: question('Which source is authoritative?', 'Sources', ['RFC', 'Vendor docs']) },
      'Researcher',
      'Comparing OAuth flows',
    );
    ask('Researcher', withOrigin(research, 'Lead'));
    const crawl = withOrigin(
      { id: 'r3', input: question('Follow links off-site?', 'Crawl', ['Yes', 'No']) },
      'Crawler',
      'Collecting vendor pages',
    );
    ask('Crawler', withOrigin(withOrigin(crawl, 'Researcher'), 'Lead'));
    // A reconnect re-announces the researcher's request: same id, so still one card.
    if (reannounce) queue.announce(withOrigin(research, 'Lead'));
  }, [queue, reannounce]);
  return (
    <div className="pg" data-ready={entries.length >= 3 ? '' : undefined}>
      <ol className="pg-log" aria-label="Agent activity">
        <li className="pg-msg" data-role="assistant">
          <span className="pg-author">Lead</span>
          <p className="pg-bubble">Planning the release; two helpers are researching in parallel.</p>
        </li>
        {log.map((line, index) => (
          <li key={index} className="pg-msg" data-role="host">
            <span className="pg-author">Host</span>
            <p className="pg-bubble">{line}</p>
          </li>
        ))}
      </ol>
      <QuestionDock queue={queue} />
      <Composer />
    </div>
  );
}

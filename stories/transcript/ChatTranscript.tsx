import { useState } from 'react';
import { AskUserQuestion } from '../../src/index.js';
import type { AskUserInput, AskUserRecord, AskUserResponse } from '../../src/core/index.js';
import { createDisplayPayload, formatModelContent } from '../../src/core/index.js';
import './chat.css';

type Message =
  | { id: string; role: 'user' | 'assistant'; text: string }
  | { id: string; role: 'tool'; input: AskUserInput; record?: AskUserRecord };

const earlierInput = {
  questions: [
    {
      question: 'Which package manager should the repository use?',
      header: 'Packages',
      multiSelect: false,
      options: [
        { label: 'npm (Recommended)', description: 'Ships with Node.' },
        { label: 'pnpm', description: 'Fast, strict.' },
      ],
    },
  ],
};

const pendingInput = {
  questions: [
    {
      question: 'Which database should the service use?',
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'PostgreSQL (Recommended)', description: 'Relational, strong consistency.' },
        { label: 'SQLite', description: 'A single file, no server.' },
      ],
    },
    {
      question: 'Which features should ship first?',
      header: 'Features',
      multiSelect: true,
      options: [
        { label: 'Auth', description: 'Sign-in with email and SSO.' },
        { label: 'Search', description: 'Full-text search.' },
        { label: 'Export', description: 'CSV downloads.' },
      ],
    },
  ],
};

const initialMessages: Message[] = [
  { id: 'm1', role: 'user', text: 'Set up the new service for me.' },
  { id: 'm2', role: 'assistant', text: 'First, one thing only you can decide.' },
  {
    id: 'm3',
    role: 'tool',
    input: earlierInput,
    // Restored from storage: only the display payload survived next to the tool result.
    record: {
      input: earlierInput,
      display: {
        kind: 'ask_user_question',
        answers: { 'Which package manager should the repository use?': 'pnpm' },
      },
    },
  },
  { id: 'm4', role: 'assistant', text: 'pnpm it is. Two more decisions before I scaffold the service:' },
  { id: 'm5', role: 'tool', input: pendingInput },
];

function recordFor(input: AskUserInput, response: AskUserResponse): AskUserRecord {
  if (response.action !== 'accept')
    return { input, state: response.action === 'decline' ? 'declined' : 'cancelled' };
  const output = { questions: (input as { questions: unknown[] }).questions, ...response.content };
  return { input, output, display: createDisplayPayload(output), state: 'answered' };
}

/**
 * A chat transcript with the kit in the message list: an earlier call restored from storage,
 * a pending call above the composer, and the agent continuing once the user answers. The
 * agent's follow-up quotes the model-visible text the host would send as the tool result.
 */
export function ChatTranscript({ onResponse }: { onResponse?: (response: AskUserResponse) => void }) {
  const [messages, setMessages] = useState(initialMessages);
  const answer = (id: string, input: AskUserInput, response: AskUserResponse) => {
    onResponse?.(response);
    setMessages((current) => {
      const next = current.map((message) =>
        message.id === id ? { ...message, record: recordFor(input, response) } : message,
      );
      const reply =
        response.action === 'accept'
          ? `Tool result sent to the model: ${formatModelContent(input, response.content.answers, response.content.annotations)}`
          : `The user ${response.action === 'decline' ? 'declined' : 'dismissed'} the question; I will stop and wait.`;
      return [...next, { id: `${id}-reply`, role: 'assistant', text: reply }];
    });
  };
  return (
    <div className="chat">
      {/* A scrolling log must be reachable by keyboard (WCAG 2.1.1). */}
      <ol className="chat-log" aria-label="Conversation" tabIndex={0}>
        {messages.map((message) => (
          <li key={message.id} className="chat-message" data-role={message.role}>
            <span className="chat-author">{message.role === 'user' ? 'You' : 'Agent'}</span>
            {message.role === 'tool' ? (
              <div className="chat-tool">
                <AskUserQuestion
                  input={message.input}
                  {...(message.record ? { record: message.record } : { status: 'pending' as const })}
                  headingLevel={2}
                  onSubmit={(response) => answer(message.id, message.input, response)}
                  onDecline={(response) => answer(message.id, message.input, response)}
                  onCancel={(response) => answer(message.id, message.input, response)}
                />
              </div>
            ) : (
              <p className="chat-bubble">{message.text}</p>
            )}
          </li>
        ))}
      </ol>
      <div className="chat-composer">
        <textarea aria-label="Message the agent" placeholder="Message the agent…" />
        <button type="button">Send</button>
      </div>
    </div>
  );
}

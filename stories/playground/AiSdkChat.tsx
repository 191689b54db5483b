import { useEffect, useRef, useState } from 'react';
import { AskUserToolPart, type AskUserToolOutput, type ToolOutputArgument } from '../../src/adapters/ai-sdk';
import { claudeInput } from '../../test/fixtures/inputs';
import { Composer } from './Composer';
import './playground.css';

/** The slice of AI SDK UI message parts this chat uses (same field names as `ai`). */
type Part =
  | { type: 'text'; text: string }
  | { type: 'tool-askUserQuestion'; toolCallId: string; state: 'input-streaming'; rawInput: string }
  | { type: 'tool-askUserQuestion'; toolCallId: string; state: 'input-available'; input: unknown }
  | {
      type: 'tool-askUserQuestion';
      toolCallId: string;
      state: 'output-available';
      input: unknown;
      output: AskUserToolOutput;
    }
  | {
      type: 'tool-askUserQuestion';
      toolCallId: string;
      state: 'output-error';
      input: unknown;
      errorText: string;
    };
interface Message {
  id: string;
  role: 'user' | 'assistant';
  parts: Part[];
}

const ARGUMENTS = JSON.stringify(claudeInput);

/**
 * A `useChat`-like chat with a scripted model: it streams the tool call's arguments a chunk
 * at a time (`input-streaming`), then waits (`input-available`); the card answers through
 * `addToolOutput`, and the model continues from the tool output.
 */
export function AiSdkChat({ stepMs = 60 }: { stepMs?: number }) {
  const [messages, setMessages] = useState<Message[]>([
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Scaffold the new service.' }] },
    { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'Two decisions first.' }] },
  ]);
  const [stage, setStage] = useState<'streaming' | 'waiting' | 'answered'>('streaming');
  const sent = useRef(0);

  useEffect(() => {
    const timer = setInterval(() => {
      sent.current = Math.min(ARGUMENTS.length, sent.current + 90);
      const done = sent.current >= ARGUMENTS.length;
      const part: Part = done
        ? { type: 'tool-askUserQuestion', toolCallId: 'call_1', state: 'input-available', input: claudeInput }
        : {
            type: 'tool-askUserQuestion',
            toolCallId: 'call_1',
            state: 'input-streaming',
            rawInput: ARGUMENTS.slice(0, sent.current),
          };
      setMessages((current) =>
        current.map((m) => (m.id === 'a1' ? { ...m, parts: [m.parts[0] as Part, part] } : m)),
      );
      if (done) {
        clearInterval(timer);
        setStage('waiting');
      }
    }, stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);

  const chat = {
    addToolOutput(argument: ToolOutputArgument) {
      setMessages((current) => {
        const next = current.map((m) => ({
          ...m,
          parts: m.parts.map((part): Part => {
            if (part.type !== 'tool-askUserQuestion' || part.toolCallId !== argument.toolCallId) return part;
            return 'errorText' in argument && argument.errorText
              ? { ...part, state: 'output-error', input: claudeInput, errorText: argument.errorText }
              : {
                  ...part,
                  state: 'output-available',
                  input: claudeInput,
                  output: argument.output as AskUserToolOutput,
                };
          }),
        }));
        const reply =
          'errorText' in argument && argument.errorText
            ? `Understood (${argument.errorText}) — I will wait for you.`
            : `Thanks. The tool result I received: ${(argument.output as AskUserToolOutput).message}`;
        return [...next, { id: 'a2', role: 'assistant', parts: [{ type: 'text', text: reply }] }];
      });
      setStage('answered');
    },
  };

  return (
    <div className="pg" data-stage={stage} data-ready={stage === 'streaming' ? undefined : ''}>
      <ol className="pg-log" aria-label="Conversation">
        {messages.map((message) => (
          <li key={message.id} className="pg-msg" data-role={message.role}>
            <span className="pg-author">{message.role === 'user' ? 'You' : 'Assistant'}</span>
            {message.parts.map((part, index) =>
              part.type === 'text' ? (
                <p key={index} className="pg-bubble">
                  {part.text}
                </p>
              ) : (
                <AskUserToolPart key={part.toolCallId} part={part} chat={chat} headingLevel={2} />
              ),
            )}
          </li>
        ))}
      </ol>
      <Composer />
    </div>
  );
}

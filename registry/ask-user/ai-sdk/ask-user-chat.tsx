'use client';

import { useState } from 'react';
import { useChat, type UseChatOptions } from '@ai-sdk/react';
import type { UIMessage } from 'ai';
import {
  answerToolCall,
  isAskUserToolPart,
  sendAutomaticallyWhenAnswered,
  toRecord,
  type ChatWithToolOutput,
} from 'ask-user-kit/adapters/ai-sdk';
import { asAskUserInput } from 'ask-user-kit';
import { AskUserCard } from '@/components/ui/ask-user-card';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** One AskUserQuestion tool part as the card: live while the model waits, a summary after. */
export function AskUserToolCard({
  part,
  chat,
}: {
  readonly part: unknown;
  readonly chat: ChatWithToolOutput;
}) {
  const record = toRecord(part);
  if (!record) return null;
  if (record.state !== 'streaming' && record.state !== 'pending') return <AskUserCard record={record} />;
  const answer = (response: Parameters<typeof answerToolCall>[1]) => answerToolCall(chat, response, part);
  return (
    <AskUserCard
      input={asAskUserInput(record.input)}
      status={record.state === 'streaming' ? 'streaming' : 'pending'}
      onSubmit={answer}
      onDecline={answer}
      onCancel={answer}
    />
  );
}

/** A chat with the AI SDK's `useChat` in which the model can stop and ask. */
export function AskUserChat(options: UseChatOptions<UIMessage>) {
  // Submit and Decline send at once; Dismiss waits for the user's next message.
  const chat = useChat({ sendAutomaticallyWhen: sendAutomaticallyWhenAnswered, ...options });
  const [text, setText] = useState('');
  return (
    <div className="flex flex-col gap-4">
      {chat.messages.map((message) => (
        <div key={message.id} className="flex flex-col gap-3">
          {message.parts.map((part, index) =>
            part.type === 'text' ? (
              <p key={index} className="text-sm leading-relaxed">
                {part.text}
              </p>
            ) : isAskUserToolPart(part) ? (
              <AskUserToolCard key={part.toolCallId} part={part} chat={chat} />
            ) : null,
          )}
        </div>
      ))}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          void chat.sendMessage({ text });
          setText('');
        }}
      >
        <Textarea aria-label="Message" value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit">Send</Button>
      </form>
    </div>
  );
}

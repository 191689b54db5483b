import { askUserQuestionTool } from 'ask-user-kit/adapters/ai-sdk/server';
import { convertToModelMessages, streamText, type LanguageModel, type UIMessage } from 'ai';

/** Your provider's model, e.g. `anthropic('claude-sonnet-4-5')` from `@ai-sdk/anthropic`. */
declare const model: LanguageModel;

// The tool has no `execute`: the browser answers it with the card.
const tools = { AskUserQuestion: askUserQuestionTool() };

export async function POST(request: Request): Promise<Response> {
  const { messages } = (await request.json()) as { messages: UIMessage[] };
  const result = streamText({
    model,
    tools,
    // With the tools, convertToModelMessages gives the model the kit's text for each answer.
    messages: await convertToModelMessages(messages, { tools }),
  });
  return result.toUIMessageStreamResponse();
}

/**
 * The adapters declare structural copies of the runtimes' types, so a consumer without the
 * runtime installed (and with `skipLibCheck`) still gets exact types instead of `any`. These
 * compile-time checks keep the copies interchangeable with the runtimes' published types:
 * `npm run typecheck` fails if either side drifts.
 */
import type * as Claude from '@anthropic-ai/claude-agent-sdk';
import type * as ClaudeTools from '@anthropic-ai/claude-agent-sdk/sdk-tools';
import type { ToolCallMessagePartComponent, ToolCallMessagePartProps } from '@assistant-ui/react';
import type * as Mcp from '@modelcontextprotocol/sdk/types.js';
import type * as OpenCode from '@opencode-ai/sdk/v2';
import type * as Ai7 from 'ai';
import type * as Ai6 from 'ai-v6';
import type * as Ai5 from 'ai-v5';
import type * as AiSdk from '../../src/adapters/ai-sdk';
import type * as AssistantUi from '../../src/adapters/assistant-ui';
import type * as ClaudeAdapter from '../../src/adapters/claude-agent-sdk';
import type * as McpAdapter from '../../src/adapters/mcp';
import type * as OpenCodeAdapter from '../../src/adapters/opencode';

type Assignable<From, To> = [From] extends [To] ? true : false;
const holds = <T extends true>(value: T): T => value;

type Ai7Output = Parameters<Ai7.ChatAddToolOutputFunction<Ai7.UIMessage>>[0];
type Ai6Output = Parameters<Ai6.ChatAddToolOutputFunction<Ai6.UIMessage>>[0];
type Ai5Output = Parameters<Ai5.AbstractChat<Ai5.UIMessage>['addToolResult']>[0];

export const aiSdk = [
  // Every tool part of ai 5, 6 and 7 is a part the adapter reads.
  holds<Assignable<Ai7.ToolUIPart, AiSdk.AiSdkToolPart>>(true),
  holds<Assignable<Ai7.DynamicToolUIPart, AiSdk.AiSdkToolPart>>(true),
  holds<Assignable<Ai6.ToolUIPart, AiSdk.AiSdkToolPart>>(true),
  holds<Assignable<Ai6.DynamicToolUIPart, AiSdk.AiSdkToolPart>>(true),
  holds<Assignable<Ai5.ToolUIPart, AiSdk.AiSdkToolPart>>(true),
  holds<Assignable<Ai5.DynamicToolUIPart, AiSdk.AiSdkToolPart>>(true),
  // What the adapter writes is what addToolOutput / addToolResult take.
  holds<Assignable<AiSdk.ToolOutputArgument, Ai7Output>>(true),
  holds<Assignable<AiSdk.ToolOutputArgument, Ai6Output>>(true),
  holds<Assignable<AiSdk.ToolOutputArgument, Ai5Output>>(true),
  // The chat useChat returns fits the adapter's chat, in every major.
  holds<Assignable<Ai7.AbstractChat<Ai7.UIMessage>, AiSdk.ChatWithToolOutput>>(true),
  holds<Assignable<Ai6.AbstractChat<Ai6.UIMessage>, AiSdk.ChatWithToolOutput>>(true),
  holds<Assignable<Ai5.AbstractChat<Ai5.UIMessage>, AiSdk.ChatWithToolOutput>>(true),
  // Approvals exist from ai 6 on: the chat's addToolApprovalResponse takes the kit's argument.
  holds<Assignable<Ai7.AbstractChat<Ai7.UIMessage>, AiSdk.ChatWithToolApproval>>(true),
  holds<Assignable<Ai6.AbstractChat<Ai6.UIMessage>, AiSdk.ChatWithToolApproval>>(true),
  // sendAutomaticallyWhenAnswered is a sendAutomaticallyWhen.
  holds<
    Assignable<
      typeof AiSdk.sendAutomaticallyWhenAnswered,
      NonNullable<Ai7.ChatInit<Ai7.UIMessage>['sendAutomaticallyWhen']>
    >
  >(true),
] as const;

type SdkCanUseToolOptions = Parameters<Claude.CanUseTool>[2];

export const claude = [
  holds<Assignable<ClaudeAdapter.CanUseTool, Claude.CanUseTool>>(true),
  holds<Assignable<Claude.CanUseTool, ClaudeAdapter.CanUseTool>>(true),
  holds<Assignable<SdkCanUseToolOptions, ClaudeAdapter.CanUseToolOptions>>(true),
  holds<Assignable<ClaudeAdapter.PermissionResult, Claude.PermissionResult>>(true),
  holds<Assignable<ClaudeTools.AskUserQuestionInput, ClaudeAdapter.AskUserQuestionInput>>(true),
  holds<Assignable<ClaudeTools.AskUserQuestionOutput, ClaudeAdapter.AskUserQuestionOutput>>(true),
  holds<Assignable<ClaudeAdapter.AskUserControlResponse, Claude.SDKControlResponse>>(true),
] as const;

export const mcp = [
  holds<Assignable<McpAdapter.ElicitResult, Mcp.ElicitResult>>(true),
  holds<Assignable<Mcp.ElicitRequestFormParams, McpAdapter.ElicitRequestFormParams>>(true),
  holds<Assignable<Mcp.ElicitRequestURLParams, McpAdapter.ElicitRequestURLParams>>(true),
] as const;

export const opencode = [
  holds<Assignable<OpenCode.QuestionRequest, OpenCodeAdapter.QuestionRequest>>(true),
  holds<Assignable<OpenCodeAdapter.QuestionReplyBody, NonNullable<OpenCode.QuestionReplyData['body']>>>(true),
  holds<Assignable<OpenCode.QuestionAnswer, OpenCodeAdapter.QuestionAnswer>>(true),
] as const;

type UiProps = ToolCallMessagePartProps<Record<string, unknown>, AssistantUi.AskUserToolResult>;

export const assistantUi = [
  holds<Assignable<UiProps, AssistantUi.AskUserToolUIProps>>(true),
  holds<
    Assignable<
      AssistantUi.AskUserToolUIComponent,
      ToolCallMessagePartComponent<Record<string, unknown>, AssistantUi.AskUserToolResult>
    >
  >(true),
] as const;

'use client';
/**
 * `ask-user-kit/adapters/assistant-ui` — a tool UI for `@assistant-ui/react`. Put
 * {@link AskUserQuestionToolUI} as the `render` of your human tool in `defineToolkit`
 * (with `parameters: toolJsonSchema` from `ask-user-kit/contracts`); the user's response is
 * written with `addResult`. `makeAskUserQuestionToolUI` wraps the deprecated
 * `makeAssistantToolUI` for older setups. Its types are structural copies of
 * `@assistant-ui/react`'s (checked by the kit's type tests), so they stay exact without it.
 *
 * @packageDocumentation
 */
import type { ReactElement } from 'react';
import { AskUserQuestion, type AskUserQuestionProps } from '../../components/card/ask-user-question.js';
import type { AskUserResponse } from '../../core/types.js';
import { type AskUserPartProps, type AskUserToolResult, toRecord, toToolResult } from './convert.js';
import { asAskUserInput } from '../../core/record/as-input.js';

export * from './convert.js';

/** The default tool name; pass your own to {@link makeAskUserQuestionToolUI} when it differs. */
export const TOOL_NAME = 'AskUserQuestion';

type CardOptions = Omit<
  AskUserQuestionProps,
  'input' | 'record' | 'status' | 'onSubmit' | 'onDecline' | 'onCancel'
>;

/** The props assistant-ui gives a tool UI (`ToolCallMessagePartProps`), as far as it is read. */
export interface AskUserToolUIProps extends AskUserPartProps {
  readonly toolCallId: string;
  /** Writes the tool result. */
  addResult(result: AskUserToolResult): void;
}

/** A tool UI component (`ToolCallMessagePartComponent`). */
export type AskUserToolUIComponent = (props: AskUserToolUIProps) => ReactElement;

/** A tool UI with card options preset (locale, layout, messages, …). */
export function createAskUserQuestionToolUI(options: CardOptions = {}): AskUserToolUIComponent {
  function AskUserQuestionPart(props: AskUserToolUIProps) {
    // A part without args is still a call waiting for the user: the card's error state
    // lets them decline it instead of leaving the agent waiting.
    const record = toRecord(props) ?? { toolCallId: props.toolCallId, input: props.args, state: 'pending' };
    const answer = (response: AskUserResponse) => props.addResult(toToolResult(response, props));
    if (record.state === 'streaming' || record.state === 'pending') {
      return (
        <AskUserQuestion
          {...options}
          input={asAskUserInput(record.input)}
          status={record.state === 'streaming' ? 'streaming' : 'pending'}
          onSubmit={answer}
          onDecline={answer}
          onCancel={answer}
        />
      );
    }
    return <AskUserQuestion {...options} record={record} />;
  }
  AskUserQuestionPart.displayName = 'AskUserQuestion.ToolUI';
  return AskUserQuestionPart;
}

/** The tool UI with default options: `render` of the toolkit entry. */
export const AskUserQuestionToolUI = createAskUserQuestionToolUI();

/**
 * Compatibility with `makeAssistantToolUI` (deprecated upstream in favour of toolkit
 * `render`). Pass the function so this module never imports assistant-ui at run time.
 */
export function makeAskUserQuestionToolUI<ToolUI>(
  makeAssistantToolUI: (tool: { toolName: string; render: AskUserToolUIComponent }) => ToolUI,
  toolName: string = TOOL_NAME,
  options: CardOptions = {},
): ToolUI {
  return makeAssistantToolUI({ toolName, render: createAskUserQuestionToolUI(options) });
}

/**
 * The kit's render as CopilotKit's hooks take it, type-checked against `@copilotkit/react-core`
 * (its own types, no cast) by copilotkit.test.tsx. Never run. The last hook holds a render that
 * does not fit: were the types `any`, its `@ts-expect-error` would be an error itself.
 */
import { useHumanInTheLoop as useHumanInTheLoopV1 } from '@copilotkit/react-core';
import { useHumanInTheLoop } from '@copilotkit/react-core/v2';
import { z } from 'zod';
import { AskUserHumanInTheLoop, createAskUserHumanInTheLoop } from '../../src/adapters/copilotkit';
import { askUserQuestionInputSchema } from '../../src/contracts';

export function ApprovalTool() {
  useHumanInTheLoop({
    name: 'deleteFile',
    description: 'Delete a file in the workspace.',
    parameters: z.object({ path: z.string() }),
    render: AskUserHumanInTheLoop,
  });
  return null;
}

export function QuestionsTool() {
  useHumanInTheLoop({
    name: 'askUserQuestion',
    description: 'Ask the user one to four multiple-choice questions.',
    parameters: askUserQuestionInputSchema,
    render: createAskUserHumanInTheLoop({ layout: 'steps' }),
  });
  return null;
}

export function ApprovalToolV1() {
  useHumanInTheLoopV1({
    name: 'deleteFile',
    description: 'Delete a file in the workspace.',
    parameters: [{ name: 'path', type: 'string', required: true }],
    render: AskUserHumanInTheLoop,
  });
  return null;
}

/** The check can fail: a render that wants other props does not fit (CopilotKit says so here). */
export function WrongRender() {
  useHumanInTheLoop({
    name: 'deleteFile',
    parameters: z.object({ path: z.string() }),
    // @ts-expect-error: a status is never a number.
    render: (props: { status: number }) => <p>{props.status}</p>,
  });
  return null;
}

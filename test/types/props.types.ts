// Type tests for the card's public props (checked by `npm run typecheck`): obvious misuse fails
// to compile, values typed `unknown` need the explicit helpers, and a stored record or a
// response from the runtime's own types is accepted as it is.
import { createElement } from 'react';
import { AskUserQuestion, asAskUserInput, asAskUserRecord, type AskUserRecord } from '../../src';
import * as AskUser from '../../src/components/parts';

declare const fromTheWire: unknown;
declare const stored: AskUserRecord;

export const accepted = [
  createElement(AskUserQuestion, { input: { questions: [] }, status: 'pending' }),
  createElement(AskUserQuestion, { input: '{"questions":[', status: 'streaming' }),
  createElement(AskUserQuestion, { input: asAskUserInput(fromTheWire) }),
  createElement(AskUserQuestion, { record: asAskUserRecord(fromTheWire) }),
  createElement(AskUserQuestion, { record: stored }),
  createElement(AskUser.Root, { input: { questions: [] }, 'aria-describedby': 'x' }),
];

export const rejected = [
  // @ts-expect-error a number is not a tool input
  createElement(AskUserQuestion, { input: 42 }),
  // @ts-expect-error a value typed unknown must go through asAskUserInput
  createElement(AskUserQuestion, { input: fromTheWire }),
  // @ts-expect-error an object with none of a tool input's fields
  createElement(AskUserQuestion, { input: { toolCallId: 'c1', state: 'input-available' } }),
  // @ts-expect-error a record is an object, not a string
  createElement(AskUserQuestion, { record: 'answered' }),
  // @ts-expect-error status uses the record's vocabulary
  createElement(AskUserQuestion, { input: { questions: [] }, status: 'done' }),
  // @ts-expect-error the layout is stacked or steps
  createElement(AskUserQuestion, { input: { questions: [] }, layout: 'grid' }),
];

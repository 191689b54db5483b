import { composeStories } from '@storybook/react-vite';
import * as cardStories from '../../stories/components/AskUserQuestion.stories';
import * as transcriptStories from '../../stories/transcript/ChatTranscript.stories';

export const card = composeStories(cardStories);
export const transcript = composeStories(transcriptStories);

export type CardStoryName = keyof typeof card;

/** Stories that show a pending, answerable card (not streaming, not an error, not a summary). */
export const PENDING_STORIES = [
  'SingleSelect',
  'MultiSelect',
  'Stacked',
  'Steps',
  'StepsReview',
  'WithSelections',
  'FreeTextQuestions',
  'McpForm',
  'IdKeyed',
  'HtmlPreview',
  'TextPreview',
  'MarkdownRenderer',
  'InvalidPreviewAsText',
  'SpoofedTextPreview',
  'InvalidLenient',
  'Chinese',
  'RightToLeft',
  'Dark',
  'Unstyled',
] as const satisfies readonly CardStoryName[];

/** Every state story of the card, for screenshots and hydration. */
export const ALL_CARD_STORIES = Object.keys(card) as CardStoryName[];

/** The story's input, for computing what a response must contain. */
export function inputOf(name: CardStoryName): unknown {
  return (card[name].args as { input?: unknown }).input;
}

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

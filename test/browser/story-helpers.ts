import { expect } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import * as cardStories from '../../stories/components/AskUserQuestion.stories';
import * as orchestrationStories from '../../stories/components/Orchestration.stories';
import * as playgroundStories from '../../stories/playground/Playground.stories';
import * as themingStories from '../../stories/theming/Theming.stories';
import * as transcriptStories from '../../stories/transcript/ChatTranscript.stories';

export const card = composeStories(cardStories);
export const transcript = composeStories(transcriptStories);
export const orchestration = composeStories(orchestrationStories);
export const playground = composeStories(playgroundStories);
export const theming = composeStories(themingStories);

/** Stories that change on their own over time (a live countdown): never screenshotted. */
export const LIVE_STORIES = new Set(['AutoResolutionLive']);

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

/**
 * Waits until a story stopped changing on its own: previews sanitised, and every playground
 * chat done with its scripted start (they mark themselves with `data-ready`).
 */
export async function settled(): Promise<void> {
  await expect
    .poll(() => document.querySelectorAll('[data-slot="preview-content"][data-state="loading"]').length)
    .toBe(0);
  await expect.poll(() => document.querySelectorAll('.pg:not([data-ready])').length).toBe(0);
  await document.fonts.ready;
  await nextFrame();
}

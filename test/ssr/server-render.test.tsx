import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as preview from '../../.storybook/preview';
import * as cardStories from '../../stories/components/AskUserQuestion.stories';
import * as orchestrationStories from '../../stories/components/Orchestration.stories';
import * as transcriptStories from '../../stories/transcript/ChatTranscript.stories';

setProjectAnnotations([preview]);
const stories = {
  ...composeStories(cardStories),
  ...composeStories(transcriptStories),
  // The live countdown reads the wall clock, so two renders differ by design.
  ...Object.fromEntries(
    Object.entries(composeStories(orchestrationStories)).filter(([name]) => name !== 'AutoResolutionLive'),
  ),
};

describe('server rendering without a DOM (Node)', () => {
  it('has no DOM here', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it.each(Object.entries(stories))('%s renders to a string, the same every time', (_name, Story) => {
    const first = renderToString(<Story />);
    expect(first).toContain('data-slot=');
    expect(renderToString(<Story />)).toBe(first);
  });
});

import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import * as cardStories from '../../stories/components/AskUserQuestion.stories';
import * as orchestrationStories from '../../stories/components/Orchestration.stories';
import * as headlessStories from '../../stories/hooks/HeadlessCard.stories';
import * as playgroundStories from '../../stories/playground/Playground.stories';
import * as themingStories from '../../stories/theming/Theming.stories';
import * as transcriptStories from '../../stories/transcript/ChatTranscript.stories';
import { settled } from './story-helpers';

/**
 * axe with the WCAG 2.2 AA rule tags on every story in the dark theme, in Chromium (colour
 * contrast needs real layout). The light theme runs in the Storybook project through
 * addon-a11y with the same tags.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const dark = { initialGlobals: { theme: 'dark' } };
const stories = {
  ...composeStories(cardStories, dark),
  ...composeStories(transcriptStories, dark),
  ...composeStories(headlessStories, dark),
  ...composeStories(orchestrationStories, dark),
  ...composeStories(playgroundStories, dark),
  ...composeStories(themingStories, dark),
};

describe('axe, dark theme', () => {
  it.each(Object.entries(stories))('%s has no WCAG 2.2 AA violations', async (_name, Story) => {
    const screen = await render(<Story />);
    await settled();
    const frame = screen.container.querySelector('.story-frame');
    expect(frame?.getAttribute('data-auq-theme')).toBe('dark');
    const results = await axe.run(screen.container, {
      runOnly: { type: 'tag', values: WCAG_TAGS },
      resultTypes: ['violations'],
    });
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });

  it('would report a real violation (the check can fail)', async () => {
    const screen = await render(
      <div data-auq-theme="dark" style={{ background: '#111', color: '#222' }}>
        <p>low contrast text</p>
      </div>,
    );
    const results = await axe.run(screen.container, { runOnly: { type: 'tag', values: WCAG_TAGS } });
    expect(results.violations.map((violation) => violation.id)).toContain('color-contrast');
  });
});

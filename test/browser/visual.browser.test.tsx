import { composeStories } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as cardStories from '../../stories/components/AskUserQuestion.stories';
import * as orchestrationStories from '../../stories/components/Orchestration.stories';
import * as partsStories from '../../stories/components/Parts.stories';
import * as playgroundStories from '../../stories/playground/Playground.stories';
import * as themingStories from '../../stories/theming/Theming.stories';
import * as transcriptStories from '../../stories/transcript/ChatTranscript.stories';
import { LIVE_STORIES, nextFrame, settled } from './story-helpers';

/**
 * One screenshot per state story, light and dark side by side, compared with the committed
 * baseline. Fonts come from the Debian packages .ci/run installs (DejaVu, Noto CJK); the
 * browser runs with reduced motion, so the skeleton does not pulse.
 */
const themed = (theme: 'light' | 'dark') => ({
  ...composeStories(cardStories, { initialGlobals: { theme } }),
  ...composeStories(transcriptStories, { initialGlobals: { theme } }),
  ...composeStories(orchestrationStories, { initialGlobals: { theme } }),
  ...composeStories(playgroundStories, { initialGlobals: { theme } }),
  ...composeStories(themingStories, { initialGlobals: { theme } }),
  ...composeStories(partsStories, { initialGlobals: { theme } }),
});
const light = themed('light');
const dark = themed('dark');

// The Dark story is the Stacked story in the dark theme, which every screenshot shows anyway.
// Stories whose state only exists after their play function ran: the screenshot shows it.
const PLAYED = new Set<string>([
  'StepsReview',
  'ComparePreviews',
  'SingleSelectSubmitted',
  'MultiSelectSubmitted',
  'UnrenderableDeclined',
  'AmendSubmitted',
]);
// Demo chats after their scripted answers: the Storybook project runs those plays.
const NOT_SCREENSHOTTED = new Set<string>([
  'Dark',
  'AiSdkStreamingChatAnswered',
  'ClaudeAgentSdkCanUseToolAnswered',
  'McpElicitationClientAnswered',
  'SubagentsAskingAtOnceAnswered',
  'PlainTextChannelFallbackAnswered',
  'TranscriptAnswered',
  // Its play asserts a shared spy was called once; the paused look has its own story.
  'AutoResolutionScheduledPaused',
  // Its play asserts on a spy; the card looks like Chips.
  'ChipsSubmitted',
  // Its play sends the denial; the card before it looks like Approval.
  'ApprovalDenied',
]);
const names = (Object.keys(light) as (keyof typeof light)[]).filter(
  (name) => !NOT_SCREENSHOTTED.has(String(name)) && !LIVE_STORIES.has(String(name)),
);

beforeAll(async () => {
  await page.viewport(1560, 2200);
});

describe('visual baselines', () => {
  it.each(names)('%s', async (name) => {
    const Light = light[name];
    const Dark = dark[name];
    const screen = await render(
      <>
        {/* Other test files leave the mouse over the page; parked here, no row shows :hover. */}
        <div data-testid="pointer-parking" style={{ width: 1540, height: 8 }} />
        <div data-testid="pair" style={{ display: 'flex', gap: 0, alignItems: 'stretch', width: 1540 }}>
          <div style={{ flex: '1 1 0', minWidth: 0 }} data-testid="light">
            <Light />
          </div>
          <div style={{ flex: '1 1 0', minWidth: 0 }} data-testid="dark">
            <Dark />
          </div>
        </div>
      </>,
    );
    if (PLAYED.has(String(name))) {
      await Light.play?.({ canvasElement: screen.getByTestId('light').element() as HTMLElement });
      await Dark.play?.({ canvasElement: screen.getByTestId('dark').element() as HTMLElement });
    }
    await settled();
    await userEvent.hover(screen.getByTestId('pointer-parking'));
    await nextFrame();
    await expect.element(screen.getByTestId('pair')).toMatchScreenshot(String(name));
  });
});

describe('visual baselines in forced colours (Windows high contrast)', () => {
  const session = () => cdp() as { send(method: string, params?: object): Promise<unknown> };
  beforeAll(async () => {
    await session().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
  });
  afterAll(async () => {
    await session().send('Emulation.setEmulatedMedia', { features: [] });
  });

  it.each(['WithSelections', 'HtmlPreview', 'Steps', 'AnsweredOutput'] as const)('%s', async (name) => {
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const Story = light[name];
    const screen = await render(
      <>
        <div data-testid="pointer-parking" style={{ width: 780, height: 8 }} />
        <div data-testid="forced" style={{ width: 780 }}>
          <Story />
        </div>
      </>,
    );
    await userEvent.hover(screen.getByTestId('pointer-parking'));
    await document.fonts.ready;
    await expect
      .poll(() => document.querySelectorAll('[data-slot="preview-content"][data-state="loading"]').length)
      .toBe(0);
    await nextFrame();
    await expect.element(screen.getByTestId('forced')).toMatchScreenshot(`forced-colors-${name}`);
  });
});

describe('visual baselines on a phone (390 × 844, touch)', () => {
  const session = () => cdp() as { send(method: string, params?: object): Promise<unknown> };
  beforeAll(async () => {
    // Touch emulation makes `(pointer: coarse)` match, as on a phone.
    await session().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  });
  afterAll(async () => {
    await session().send('Emulation.setTouchEmulationEnabled', { enabled: false });
  });

  it.each(['WithSelections', 'HtmlPreview', 'Steps', 'Approval'] as const)('%s', async (name) => {
    expect(matchMedia('(pointer: coarse)').matches).toBe(true);
    const Light = light[name];
    const Dark = dark[name];
    const screen = await render(
      <div data-testid="phone" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        {[Light, Dark].map((Story, index) => (
          <div key={index} style={{ width: 390, minHeight: 844, boxSizing: 'border-box', padding: 8 }}>
            <Story />
          </div>
        ))}
      </div>,
    );
    await settled();
    await nextFrame();
    // Every control is a finger's size.
    const small = [
      ...screen.container.querySelectorAll<HTMLElement>('button, input, textarea, [data-slot="option"]'),
    ]
      .filter((element) => !element.matches('[data-slot="option-control"]'))
      .map((element) => [element, element.getBoundingClientRect()] as const)
      .filter(([, box]) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(([element, box]) => `${element.outerHTML.slice(0, 60)} ${box.width}×${box.height}`);
    expect(small).toEqual([]);
    // No key caps: a touch screen has no digit keys to press.
    const caps = [...screen.container.querySelectorAll('[data-slot="option-shortcut"]')];
    expect(caps.filter((cap) => getComputedStyle(cap).display !== 'none')).toEqual([]);
    await expect.element(screen.getByTestId('phone')).toMatchScreenshot(`phone-${name}`);
  });
});

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  ALL_CARD_STORIES,
  LIVE_STORIES,
  card,
  nextFrame,
  orchestration,
  theming,
  transcript,
} from './story-helpers';

// This file hydrates by hand, so it declares the act() environment React checks for.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  vi.restoreAllMocks();
});

const stories = [
  ...ALL_CARD_STORIES.map((name) => [name, card[name]] as const),
  ['Transcript', transcript.Transcript] as const,
  // The live countdown reads the wall clock, so server and client differ by design.
  ...Object.entries(orchestration).filter(([name]) => !LIVE_STORIES.has(name)),
  ...Object.entries(theming),
];

describe('server rendering then hydration, for every story', () => {
  it.each(stories)('%s hydrates with zero recoverable errors', async (_name, Story) => {
    const html = renderToString(<Story />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const before = container.innerHTML;
    const serverNode = container.querySelector('[data-slot="card"], .chat');
    expect(serverNode).not.toBeNull();
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <Story />, { onRecoverableError }));
    await act(async () => {
      await nextFrame();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // Hydration adopted the server's nodes instead of re-creating them.
    expect(container.querySelector('[data-slot="card"], .chat')).toBe(serverNode);
    expect(before.length).toBeGreaterThan(100);
    act(() => root.unmount());
    container.remove();
  });

  // The kit loads at once: a card answers the first click after it hydrates, in whatever shape,
  // language or state it is (nothing of its own arrives later, nothing to wait for).
  it.each([
    ['Claude', card.SingleSelect],
    ['Chinese', card.Chinese],
    ['steps', card.Steps],
  ] as const)('a hydrated %s card takes the first click at once', async (_name, Story) => {
    const html = renderToString(<Story />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverNode = container.querySelector('[data-slot="card"]');
    const root = await act(async () => hydrateRoot(container, <Story />));
    expect(container.querySelector('[data-slot="card"]')).toBe(serverNode);
    const radio = container.querySelector<HTMLElement>('[role="radio"][aria-checked="false"]')!;
    await userEvent.click(radio);
    expect(radio).toHaveAttribute('aria-checked', 'true');
    act(() => root.unmount());
    container.remove();
  });

  it('reserves room for an HTML preview on the server and fills it on the client', async () => {
    const Story = card.HtmlPreview;
    const html = renderToString(<Story />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const placeholder = container.querySelector('[data-slot="preview-content"]') as HTMLElement;
    expect(placeholder.getAttribute('data-state')).toBe('loading');
    expect(placeholder.childNodes.length).toBe(0);
    const pane = container.querySelector('[data-slot="preview"]') as HTMLElement;
    const serverHeight = pane.getBoundingClientRect().height;
    const root = await act(async () => hydrateRoot(container, <Story />));
    await expect
      .poll(() => container.querySelector('[data-slot="preview-content"]')?.getAttribute('data-state'))
      .toBe('ready');
    expect(container.querySelector('[data-slot="preview-content"] table')).not.toBeNull();
    // The placeholder keeps room for the preview, so filling it moves the page little.
    expect(serverHeight).toBeGreaterThanOrEqual(120);
    expect(Math.abs(pane.getBoundingClientRect().height - serverHeight)).toBeLessThan(serverHeight / 2);
    act(() => root.unmount());
    container.remove();
  });
});

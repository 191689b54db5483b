import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadAskUserKit } from '../../src';
import { forgetOnDemandModules } from '../../src/components/on-demand';
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

  // A page that hydrates the server's markup before the modules its cards load on demand have
  // arrived (a summary, the preview panes, the Chinese catalogue): React keeps the server's
  // markup until they arrive, then hydrates it — never a mismatch, never a loading frame.
  // The loading frame's own story shows that frame by design.
  const coldStories = stories.filter(([name]) => name !== 'LoadingModules');
  it.each(coldStories)('%s hydrates before its on-demand modules arrive', async (_name, Story) => {
    const html = renderToString(<Story />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverNode = container.querySelector('[data-slot="card"], .chat');
    forgetOnDemandModules();
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <Story />, { onRecoverableError }));
    expect(container.querySelector('[data-slot="card"], .chat')).toBe(serverNode);
    expect(container.querySelector('[data-slot="card"][data-state="loading"]')).toBeNull();
    await act(async () => {
      await preloadAskUserKit();
      await nextFrame();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-slot="card"], .chat')).toBe(serverNode);
    act(() => root.unmount());
    container.remove();
  });

  // What React does when the page re-renders a card that is still waiting to hydrate: it cannot
  // update markup it has not hydrated, so it renders the card afresh — its loading frame until
  // the module arrives, then the card. No mismatch, nothing lost; hosts that want to avoid the
  // frame preload the kit before hydrating (README).
  it('re-rendered before its modules arrive, a hydrating card shows its frame, then the card', async () => {
    const Story = card.AnsweredOutput;
    const html = renderToString(<Story />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    forgetOnDemandModules();
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Story />, { onRecoverableError }));
    await act(async () => root.render(<Story />));
    expect(container.querySelector('[data-slot="card"]')).toHaveAttribute('data-state', 'loading');
    await act(async () => {
      await preloadAskUserKit();
      await nextFrame();
    });
    expect(container.querySelector('[data-slot="card"]')).toHaveAttribute('data-state', 'answered');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('a card whose modules were preloaded before hydrating hydrates at once, however the page re-renders', async () => {
    const Story = card.AnsweredOutput;
    const html = renderToString(<Story />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverNode = container.querySelector('[data-slot="card"]');
    forgetOnDemandModules();
    await preloadAskUserKit();
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Story />, { onRecoverableError }));
    await act(async () => root.render(<Story />));
    expect(container.querySelector('[data-slot="card"]')).toBe(serverNode);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('renders the same-size placeholder for HTML previews on the server and fills it on the client', async () => {
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
    expect(pane.getBoundingClientRect().height).toBe(serverHeight);
    act(() => root.unmount());
    container.remove();
  });
});

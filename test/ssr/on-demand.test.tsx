import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { claudeInput } from '../fixtures/inputs';

const record = { input: claudeInput, output: { answers: { [claudeInput.questions[0].question]: 'SQLite' } } };

describe('on a server, the modules a card loads on demand', () => {
  it('start loading as the kit is imported, with no call from the host', async () => {
    vi.resetModules();
    const handles = await import('../../src/components/lazy-modules');
    await import('../../src/index.js');
    const all = [
      handles.finishedViews,
      handles.previewViews,
      handles.stepViews,
      handles.autoResolutionView,
      handles.chineseCatalogue,
    ];
    await vi.waitFor(() =>
      expect(all.map((module) => module.current !== undefined)).toEqual(all.map(() => true)),
    );
  });

  it('are awaited with preloadAskUserKit before a renderToString that runs at once', async () => {
    const kit = await import('../../src/index.js');
    const { forgetOnDemandModules } = await import('../../src/components/on-demand');
    forgetOnDemandModules();
    // Rendered before the summary arrived: the card's busy frame, never a wrong card.
    expect(renderToString(createElement(kit.AskUserQuestion, { record }))).toContain('data-state="loading"');
    await kit.preloadAskUserKit();
    const html = renderToString(createElement(kit.AskUserQuestion, { record }));
    expect(html).toContain('data-state="partial"');
    expect(html).toContain('SQLite');
  });
});

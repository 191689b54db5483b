import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { claudeInput, claudePreviewInput } from '../fixtures/inputs';

const record = { input: claudeInput, output: { answers: { [claudeInput.questions[0].question]: 'SQLite' } } };

// This project resolves `#lazy-loaders` as the package does in Node (its `node` condition).
describe('in Node, the modules a card loads on demand in a browser', () => {
  it('are all there as soon as the kit is imported', async () => {
    vi.resetModules();
    const handles = await import('../../src/components/lazy-modules');
    await import('../../src/index.js');
    expect(
      [
        handles.finishedViews,
        handles.previewViews,
        handles.stepViews,
        handles.autoResolutionView,
        handles.chineseCatalogue,
      ].map((module) => module.current !== undefined),
    ).toEqual([true, true, true, true, true]);
  });

  it('so a renderToString right after the import is complete: summaries, previews, Chinese', async () => {
    vi.resetModules();
    const kit = await import('../../src/index.js');
    const summary = renderToString(createElement(kit.AskUserQuestion, { record }));
    expect(summary).toContain('data-state="partial"');
    expect(summary).toContain('SQLite');
    const preview = renderToString(
      createElement(kit.AskUserQuestion, { input: claudePreviewInput, status: 'pending', locale: 'zh' }),
    );
    expect(preview).toContain('data-slot="preview"');
    expect(preview).toContain('lang="zh-CN"');
    expect(preview).toMatch(/<section[^>]*data-slot="card"[^>]*data-state="pending"/);
  });

  it('a card whose modules are missing renders its busy frame, never a wrong card', async () => {
    const kit = await import('../../src/index.js');
    const { forgetOnDemandModules } = await import('../../src/components/on-demand');
    forgetOnDemandModules();
    expect(renderToString(createElement(kit.AskUserQuestion, { record }))).toContain('data-state="loading"');
    await kit.preloadAskUserKit();
    expect(renderToString(createElement(kit.AskUserQuestion, { record }))).toContain('SQLite');
  });
});

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { claudeInput, claudePreviewInput } from '../fixtures/inputs';

const record = { input: claudeInput, output: { answers: { [claudeInput.questions[0].question]: 'SQLite' } } };

// This project resolves `#lazy-loaders` as the package does in Node (its `node` condition).
describe('in Node, the modules a card loads on demand in a browser', () => {
  it('are all there once a card renders, with no call from the host', async () => {
    vi.resetModules();
    const handles = await import('../../src/components/lazy-modules');
    const kit = await import('../../src/index.js');
    renderToString(createElement(kit.AskUserQuestion, { input: claudeInput, status: 'pending' }));
    expect(
      [
        handles.finishedViews,
        handles.previewViews,
        handles.stepViews,
        handles.autoResolutionView,
        handles.chineseCatalogue,
        handles.inputReader,
        handles.textMarks,
      ].map((module) => module.current !== undefined),
    ).toEqual([true, true, true, true, true, true, true]);
  });

  it('so a renderToString right after the import is complete: summaries, previews, Chinese, argument text, invisible-character marks', async () => {
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
    const fromText = renderToString(
      createElement(kit.AskUserQuestion, { input: JSON.stringify(claudeInput), status: 'pending' }),
    );
    expect(fromText).toMatch(/<section[^>]*data-slot="card"[^>]*data-state="pending"/);
    expect(fromText).toContain('SQLite');
    const hostile = { questions: [{ ...claudeInput.questions[0], question: 'Deploy \u202Eevil?' }] };
    const marked = renderToString(createElement(kit.AskUserQuestion, { input: hostile, status: 'pending' }));
    expect(marked).toContain('⟨U+202E⟩');
    expect(marked).not.toContain('\u202E');
  });

  it('are there for every render, even after something forgot them', async () => {
    const kit = await import('../../src/index.js');
    const { forgetOnDemandModules } = await import('../../src/components/on-demand');
    forgetOnDemandModules();
    const html = renderToString(createElement(kit.AskUserQuestion, { record }));
    expect(html).not.toContain('data-state="loading"');
    expect(html).toContain('SQLite');
  });
});

// React's streaming renderer may send a large Suspense boundary's fallback first and its content
// a moment later, to paint the page sooner — even when nothing suspended (Next.js renders so).
// Whatever it sends first must already be the card, or a page of cards flashes skeletons.
describe('a streamed page of cards', () => {
  async function streamed(element: ReturnType<typeof createElement>): Promise<string> {
    const { renderToPipeableStream } = await import('react-dom/server');
    const { PassThrough } = await import('node:stream');
    return new Promise((resolve, reject) => {
      let html = '';
      const sink = new PassThrough();
      sink.on('data', (chunk: Buffer) => {
        html += chunk.toString();
      });
      sink.on('end', () => resolve(html));
      const stream = renderToPipeableStream(element, {
        onAllReady: () => stream.pipe(sink),
        onError: reject,
      });
    });
  }

  it('shows every card, never its loading frame, in whatever it sends first', async () => {
    const kit = await import('../../src/index.js');
    const cards = Array.from({ length: 12 }, (_, index) =>
      createElement(
        'div',
        { key: index },
        createElement(kit.AskUserQuestion, { input: claudePreviewInput, status: 'pending', layout: 'steps' }),
        createElement(kit.AskUserQuestion, { record }),
      ),
    );
    const html = await streamed(createElement('main', null, cards));
    // Before React's inline script moves the content in, the page shows what came first.
    const shown = html.replace(/<div hidden id="S:[^"]*">[\s\S]*?<\/div><script>/g, '<script>');
    expect(shown).not.toMatch(/data-slot="card"[^>]*data-state="loading"/);
    expect(shown.match(/data-slot="card"/g)?.length).toBe(24);
    expect(shown.match(/data-slot="summary"/g)?.length).toBe(12);
    expect(shown.match(/data-slot="steps"/g)?.length).toBe(12);
    expect(shown.match(/data-slot="preview"/g)?.length).toBeGreaterThanOrEqual(12);
  });
});

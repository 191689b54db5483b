import { describe, expect, it, onTestFinished } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserQuestion } from '../../src';

const line = `const answer = ${'"a long literal that no pane of half a card can hold", '.repeat(6)}null;`;
const input = {
  questions: [
    {
      question: 'Which version?',
      header: 'Version',
      options: [
        { label: 'Text', preview: `${line}\nshort line` },
        { label: 'Html', preview: `<p>Code:</p><pre><code>${line}</code></pre>` },
      ],
    },
  ],
};

describe('a long code line in a preview beside the options', () => {
  it('is never cut: a text preview wraps it, an HTML code block scrolls where it is', async () => {
    const before = { width: window.innerWidth, height: window.innerHeight };
    await page.viewport(1280, 900);
    onTestFinished(() => page.viewport(before.width, before.height));
    const screen = await render(
      <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} />,
    );
    const content = () => screen.container.querySelector<HTMLElement>('[data-slot="preview-content"]')!;
    // Chosen, so the pane shows it wherever an earlier test left the pointer.
    await screen.getByRole('radio', { name: /Text/ }).click();
    await expect.poll(() => content()?.dataset.kind).toBe('text');
    expect(content().scrollWidth).toBeLessThanOrEqual(content().clientWidth);
    await screen.getByRole('radio', { name: /Html/ }).click();
    await expect.poll(() => content()?.dataset.kind).toBe('html');
    await expect.poll(() => content().querySelector('pre')).not.toBeNull();
    const code = content().querySelector('pre')!;
    expect(getComputedStyle(code).overflowX).toBe('auto');
    // The block holds its own scroll bar: the pane itself is not wider than it shows.
    expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(
      content().getBoundingClientRect().right + 1,
    );
  });
});

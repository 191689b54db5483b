import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AskUserQuestion } from '../../src';

// The marks' words load with the marks (the views' English strings), not with every card: each
// catalogue, and a host's own words, must still name them.
const input = {
  questions: [
    {
      question: 'Ship \u202Eit?',
      header: 'Ship',
      multiSelect: false,
      options: [
        { label: 'Yes', description: 'Ship it.' },
        { label: 'No', description: 'Wait.' },
      ],
    },
  ],
};
const LOADED = { timeout: 10_000 };

describe('the name of a hidden-character mark', () => {
  it('is English by default', async () => {
    render(<AskUserQuestion input={input} status="pending" onSubmit={() => {}} />);
    const mark = await screen.findByRole('img', { name: /U\+202E/ }, LOADED);
    expect(mark).toHaveAccessibleName('invisible character U+202E RIGHT-TO-LEFT OVERRIDE');
  });

  it('is Chinese on a Chinese card', async () => {
    render(<AskUserQuestion input={input} status="pending" locale="zh" onSubmit={() => {}} />);
    const mark = await screen.findByRole('img', { name: /U\+202E/ }, LOADED);
    expect(mark.getAttribute('aria-label')).toMatch(/^不可见字符 U\+202E/);
  });

  it("is the host's own when it passes the string", async () => {
    render(
      <AskUserQuestion
        input={input}
        status="pending"
        messages={{ invisibleCharacter: 'hidden {code}' }}
        onSubmit={() => {}}
      />,
    );
    expect(await screen.findByRole('img', { name: 'hidden U+202E' }, LOADED)).toBeInTheDocument();
  });
});

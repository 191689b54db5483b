import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AskUserQuestion } from '../../src';
import { zh } from '../../src/locales/zh';

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
    render(<AskUserQuestion input={input} status="pending" messages={zh} onSubmit={() => {}} />);
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

describe("the card's words for a refused answer", () => {
  it.each([
    ['en', 'Not sent: the agent is gone. Your answers are kept; try again.'],
    // Chinese sentences follow one another without a space.
    ['zh', '未发送：the agent is gone。你的回答已保留，请重试。'],
  ] as const)('read as one text in %s', async (locale, words) => {
    const user = userEvent.setup();
    const onSubmit = () => Promise.reject(new Error('the agent is gone'));
    const messages = locale === 'zh' ? zh : undefined;
    render(<AskUserQuestion input={input} status="pending" messages={messages} onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('radio', { name: /Yes/ }, LOADED));
    await user.click(screen.getByRole('button', { name: locale === 'zh' ? '提交' : 'Submit' }));
    expect(await screen.findByText(words, {}, LOADED)).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserQuestion } from '../../src';
import { claudeInput } from '../fixtures/inputs';

// What a screen-reader user hears, read from Chromium's accessibility tree through role queries
// (which leave out what the tree leaves out, such as display: none).

const noop = () => {};
const DB = claudeInput.questions[0].question;
const active = () => document.activeElement as HTMLElement;

describe('as a screen reader hears the card', () => {
  it('the status region is in the tree from the start, before it has anything to say', async () => {
    await render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={noop} />);
    const status = page.getByRole('status');
    await expect.element(status).toBeInTheDocument();
    await expect.element(status).toHaveTextContent('');
  });

  it("marks only the kit's own words with the catalogue's language, not the agent's text", async () => {
    const input = { questions: [{ ...claudeInput.questions[0], question: '服务应该使用哪个数据库？' }] };
    const screen = await render(
      <div lang="zh">
        <AskUserQuestion input={input} status="pending" onSubmit={noop} />
      </div>,
    );
    const question = screen.getByText('服务应该使用哪个数据库？').element();
    expect(question.closest('[lang]')?.getAttribute('lang')).toBe('zh');
    await expect.element(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('lang', 'en');
    await expect.element(screen.getByText('Select one')).toHaveAttribute('lang', 'en');
    await expect
      .element(screen.getByRole('heading', { name: 'The agent has a question' }))
      .toHaveAttribute('lang', 'en');
  });

  it('per-question controls carry their question; a skipped question reads no old choice as checked', async () => {
    await render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={noop} />);
    const skip = page.getByRole('button', { name: 'Skip this question' }).first();
    await expect.element(skip).toHaveAccessibleDescription(DB);
    await expect
      .element(page.getByRole('button', { name: 'Add a note' }).first())
      .toHaveAccessibleDescription(DB);
    await expect.element(page.getByRole('radio', { name: 'Other' })).toHaveAccessibleDescription(DB);
    await page.getByRole('radio', { name: 'SQLite' }).click();
    await skip.click();
    await expect.element(page.getByRole('radio', { name: 'SQLite' })).not.toBeChecked();
    // Taking the skip back restores the choice.
    await skip.click();
    await expect.element(page.getByRole('radio', { name: 'SQLite' })).toBeChecked();
  });

  it('"Other" chosen with nothing typed is invalid, and the field says what is missing', async () => {
    await render(
      <AskUserQuestion input={{ questions: [claudeInput.questions[0]] }} status="pending" onSubmit={noop} />,
    );
    const field = page.getByRole('textbox', { name: 'Your own answer' });
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await page.getByRole('radio', { name: 'Other' }).click();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription(/type your answer, or choose an option/);
    await field.fill('CockroachDB');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
  });

  it('"Add a note" moves focus into the field it opens, and Shift+Tab goes back to it', async () => {
    await render(
      <AskUserQuestion input={{ questions: [claudeInput.questions[0]] }} status="pending" onSubmit={noop} />,
    );
    await page.getByRole('button', { name: 'Add a note' }).click();
    await expect.poll(() => active().getAttribute('aria-label')).toBe('Note for the agent');
    await userEvent.keyboard('typed at once');
    expect(active()).toHaveValue('typed at once');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(active()).toHaveAccessibleName('Hide note');
  });

  it('steps: each step button says how its question stands; moving says where the user is', async () => {
    await render(<AskUserQuestion input={claudeInput} status="pending" layout="steps" onSubmit={noop} />);
    await page.getByRole('radio', { name: 'SQLite' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Question 1 of 2: Database, answered' }))
      .toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Question 2 of 2: Features' })).toBeInTheDocument();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => active().textContent)
      .toBe(`Question 2 of 2: ${claudeInput.questions[1].question}`);
    await page.getByRole('button', { name: 'Skip this question' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Question 2 of 2: Features, skipped' }))
      .toBeInTheDocument();
  });

  it('the review and the summary use headings one level below the card', async () => {
    await render(<AskUserQuestion input={claudeInput} status="pending" layout="steps" onSubmit={noop} />);
    await page.getByRole('button', { name: 'Review' }).click();
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'The agent has 2 questions' }))
      .toBeInTheDocument();
    await expect
      .element(page.getByRole('heading', { level: 4, name: 'Review your answers' }))
      .toBeInTheDocument();
    await expect.element(page.getByRole('heading', { level: 5, name: /Which database/ })).toBeInTheDocument();
  });

  it('a summary is a region named by its outcome and topic, each question a heading below it', async () => {
    await render(
      <AskUserQuestion record={{ input: claudeInput, output: { answers: { [DB]: 'SQLite' } } }} />,
    );
    await expect
      .element(page.getByRole('region', { name: 'Partly answered: Database, Features' }))
      .toBeInTheDocument();
    await expect.element(page.getByRole('heading', { level: 4, name: DB })).toBeInTheDocument();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { claudeInput } from '../../test/fixtures/inputs';
import { HeadlessCard } from '../../test/fixtures/headless-card';

const meta = {
  title: 'Hooks/useAskUserQuestion (headless)',
  component: HeadlessCard,
  args: { input: claudeInput, status: 'pending', onSubmit: fn() },
} satisfies Meta<typeof HeadlessCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab into the group, arrows move and select, digits pick, Space toggles checkboxes. */
export const Headless: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: /PostgreSQL/ });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'SQLite' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: 'SQLite' })).toHaveFocus();
    await userEvent.keyboard('3');
    await expect(canvas.getByRole('radio', { name: 'DynamoDB' })).toHaveAttribute('aria-checked', 'true');
    canvas.getByRole('checkbox', { name: 'Search' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: {
        answers: {
          'Which database should the service use?': 'DynamoDB',
          'Which features should ship first?': 'Search',
        },
      },
    });
  },
};

/** The steps layout from the hook alone: one question at a time, a review, then Send. */
export const Steps: Story = {
  args: { layout: 'steps' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'SQLite' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(canvas.getByRole('list', { name: 'Review' })).toHaveTextContent('SQLite');
  },
};

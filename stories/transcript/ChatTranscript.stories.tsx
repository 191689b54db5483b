import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatTranscript } from './ChatTranscript';

const meta = {
  title: 'Demo/Chat transcript',
  component: ChatTranscript,
  args: { onResponse: fn() },
} satisfies Meta<typeof ChatTranscript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card inside a realistic message list, above the composer. */
export const Transcript: Story = {};

/** The pending call answered: the summary, and the tool result that goes to the model. */
export const TranscriptAnswered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The restored call shows its answer from the display payload.
    await expect(canvas.getByText('pnpm')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /SQLite/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Search' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onResponse).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByText(/Tool result sent to the model: User has answered your questions/),
    ).toBeVisible();
  },
};

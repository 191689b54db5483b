import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as AskUser from '../../src/components/parts/index.js';
import type { AskUserResponse } from '../../src/core/index.js';
import { claudeInput } from '../../test/fixtures/inputs';
import './parts-story.css';

/**
 * A card a host composed from `ask-user-kit/parts`: options as chips, no notes, no Skip, its own
 * Submit text. The parts keep the kit's behaviour — labelling, keyboard, respond once — so
 * it answers exactly as `<AskUserQuestion>` does.
 */
function ChipsCard({ onSubmit }: { onSubmit: (response: AskUserResponse) => void }) {
  return (
    <AskUser.Root input={claudeInput} status="pending" onSubmit={onSubmit} className="chips-card">
      <AskUser.Header />
      <AskUser.QuestionList>
        <AskUser.Question>
          <AskUser.QuestionText />
          <AskUser.OptionList className="chips">
            {(option) => <AskUser.Option className="chip">{option.displayLabel}</AskUser.Option>}
          </AskUser.OptionList>
        </AskUser.Question>
      </AskUser.QuestionList>
      <AskUser.Actions>
        <AskUser.Submit className="send">Send my answers</AskUser.Submit>
      </AskUser.Actions>
      <AskUser.Status />
    </AskUser.Root>
  );
}

const meta = {
  title: 'Components/Parts',
  component: ChipsCard,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChipsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Options as chips, composed by the host: its look, its own Submit, none of the parts it left out. */
export const Chips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('radio', { name: /SQLite/ }).closest('label') as HTMLElement;
    await expect(getComputedStyle(chip).borderRadius).toBe('999px');
    await expect(getComputedStyle(chip.parentElement as HTMLElement).display).toBe('flex');
    await expect(canvasElement.querySelector('[data-slot="notes-toggle"], [data-slot="skip"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send my answers' })).toBeVisible();
  },
};

/**
 * The same card, answered by mouse and keyboard: digits pick within the focused group, and a
 * double click on the host's Submit sends exactly what was picked, once.
 */
export const ChipsSubmitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /SQLite/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Auth' }));
    await userEvent.keyboard(' ');
    await userEvent.keyboard('2');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send my answers' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'accept',
        content: expect.objectContaining({
          answers: {
            'Which database should the service use?': 'SQLite',
            'Which features should ship first?': 'Search',
          },
        }),
      }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Answers sent');
  },
};

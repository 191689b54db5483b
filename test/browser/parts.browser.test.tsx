import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as partsStories from '../../stories/components/Parts.stories';

const { Chips } = composeStories(partsStories);

/** A host's own composition of the parts, in real Chromium: its look, and exact answers. */
describe('a card composed from the parts', () => {
  it('looks like the host made it: chips in a row, its own Submit', async () => {
    const screen = await render(<Chips />);
    const chip = screen
      .getByRole('radio', { name: /SQLite/ })
      .element()
      .closest('label') as HTMLElement;
    expect(getComputedStyle(chip).borderRadius).toBe('999px');
    expect(getComputedStyle(chip.parentElement as HTMLElement).display).toBe('flex');
    expect(document.querySelector('[data-slot="notes-toggle"], [data-slot="skip"]')).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Send my answers' })).toBeVisible();
  });

  it('answers by mouse and keyboard, once, with exactly what was picked', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<Chips onSubmit={onSubmit as never} />);
    await userEvent.click(screen.getByRole('radio', { name: /SQLite/ }));
    // The keyboard still works the kit's way: digits pick within the focused group.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auth' }));
    await userEvent.keyboard('{Space}');
    await userEvent.keyboard('2');
    const send = screen.getByRole('button', { name: 'Send my answers' });
    await userEvent.dblClick(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      action: 'accept',
      content: {
        answers: {
          'Which database should the service use?': 'SQLite',
          'Which features should ship first?': 'Search',
        },
      },
    });
    await expect.element(screen.getByRole('status')).toHaveTextContent('Answers sent');
  });
});

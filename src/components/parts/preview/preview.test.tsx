import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as AskUser from '../index.js';
import { CARD, expectDeclared, render } from '../../../../test/fixtures/parts.js';
import { claudePreviewInput } from '../../../../test/fixtures/inputs.js';
import { PREVIEW_DATA_ATTRIBUTES } from './preview.data-attributes.js';

describe('AskUser.Preview', () => {
  it('shows the preview of the option chosen, in a column with its declared state', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <AskUser.Root input={claudePreviewInput} status="pending" onSubmit={() => undefined} />,
    );
    const column = container.querySelector('[data-slot="preview-column"]')!;
    expectDeclared(column, PREVIEW_DATA_ATTRIBUTES);
    const second = claudePreviewInput.questions[0].options[1]!;
    await user.click(screen.getByRole('radio', { name: new RegExp(second.label) }));
    expect(screen.getByRole('region', { name: `Preview: ${second.label}` })).toBeInTheDocument();
  });

  it('renders nothing for a question without previews', () => {
    const { container } = render(<AskUser.Root {...CARD} />);
    expect(container.querySelector('[data-slot="preview-column"]')).toBeNull();
  });

  it("never shows another option's preview: the pane names its option, or says it has none", async () => {
    const user = userEvent.setup();
    const input = {
      questions: [
        {
          ...claudePreviewInput.questions[0],
          options: [
            ...claudePreviewInput.questions[0].options,
            { label: 'Wizard', description: 'No preview.' },
          ],
        },
      ],
    };
    const { container } = render(<AskUser.Root input={input} status="pending" onSubmit={() => undefined} />);
    const caption = () => container.querySelector('[data-slot="preview-caption"]')?.textContent;
    // Before any choice: the first option with a preview, named.
    expect(caption()).toBe('Sidebar');
    await user.click(screen.getByRole('radio', { name: /Wizard/ }));
    expect(caption()).toBe('Wizard');
    const region = screen.getByRole('region', { name: 'Preview: Wizard' });
    expect(region).toHaveTextContent('This option has no preview.');
    expect(region.querySelector('[data-slot="preview-content"]')).toHaveAttribute('data-kind', 'none');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('region', { name: 'Preview: Other' })).toHaveTextContent(
      'This option has no preview.',
    );
  });

  it('on a multi-select question, follows the pointer and focus, with no contract warning', async () => {
    const user = userEvent.setup();
    const input = { questions: [{ ...claudePreviewInput.questions[0], multiSelect: true }] };
    const { container } = render(<AskUser.Root input={input} status="pending" onSubmit={() => undefined} />);
    expect(container.querySelector('[data-slot="warning"]')).toBeNull();
    await user.hover(screen.getByRole('checkbox', { name: /Tabs/ }).closest('label')!);
    expect(screen.getByRole('region', { name: 'Preview: Tabs' })).toBeInTheDocument();
    await user.unhover(screen.getByRole('checkbox', { name: /Tabs/ }).closest('label')!);
    screen.getByRole('checkbox', { name: /Sidebar/ }).focus();
    expect(screen.getByRole('region', { name: 'Preview: Sidebar' })).toBeInTheDocument();
  });
});

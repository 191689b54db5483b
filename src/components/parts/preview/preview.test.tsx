import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as AskUser from '../../../parts/index.js';
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
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AskUserKitProvider, AskUserQuestion, en } from '../../src';
import { zh } from '../../src/locales/zh';
import { claudeInput, claudePreviewInput } from '../fixtures/inputs';

// Hosts see one catalogue per language: an override of any string reaches the part that shows
// it, and every other string stays the catalogue's.
describe('the built-in catalogues', () => {
  it('have the same strings in English and Chinese', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it("shows a host's override of a summary string, and English for the rest", () => {
    const record = {
      input: claudeInput,
      output: { answers: { [claudeInput.questions[0].question]: 'SQLite' } },
    };
    render(<AskUserQuestion record={record} messages={{ summaryPartial: 'Some of it answered' }} />);
    expect(screen.getByText('Some of it answered')).toBeInTheDocument();
    expect(screen.getByText('SQLite')).toBeInTheDocument();
    expect(screen.getByText(en.chipNotRecommended)).toBeInTheDocument();
    expect(screen.getByText(en.reasonSkipped)).toBeInTheDocument();
  });

  it("shows a provider's override of a steps string, and the views' English strings around it", async () => {
    const user = userEvent.setup();
    render(
      <AskUserKitProvider messages={{ next: 'Onward' }}>
        <AskUserQuestion input={claudeInput} status="pending" layout="steps" onSubmit={() => {}} />
      </AskUserKitProvider>,
    );
    expect(screen.getByRole('navigation', { name: en.stepsLabel })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Onward' }));
    expect(screen.getByRole('button', { name: en.back })).toBeInTheDocument();
  });

  it('speaks English where a locale has no catalogue, and tells the developer once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = render(
      <AskUserQuestion input={claudeInput} status="pending" locale="zh" onSubmit={() => {}} />,
    );
    expect(screen.getByRole('button', { name: en.submit })).toBeInTheDocument();
    first.unmount();
    render(<AskUserQuestion input={claudeInput} status="pending" locale="zh-CN" onSubmit={() => {}} />);
    const told = warn.mock.calls.filter(([text]) => String(text).includes("'ask-user-kit/locales/zh'"));
    expect(told).toHaveLength(1);
    warn.mockRestore();
  });

  it("shows the preview panes' strings in the card's language", () => {
    render(<AskUserQuestion input={claudePreviewInput} status="pending" messages={zh} onSubmit={() => {}} />);
    expect(screen.getAllByRole('button', { name: zh.expandPreview }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: en.expandPreview })).toBeNull();
  });
});

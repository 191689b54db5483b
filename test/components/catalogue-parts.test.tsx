import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AskUserKitProvider, AskUserQuestion, en, zh } from '../../src';
import { EN_CARD } from '../../src/components/i18n/en-card';
import { EN_VIEWS, viewMessages } from '../../src/components/i18n/en-views';
import { claudeInput, claudePreviewInput } from '../fixtures/inputs';

// A card loads the English strings of its own parts up front and those of its views with the
// views. Hosts see one catalogue: `en` is whole, and an override of any string reaches the view
// that shows it, whichever part of the catalogue it came from.
describe('the English catalogue, loaded in two parts', () => {
  it('is split without losing or repeating a string, and `en` is the whole', () => {
    const card = Object.keys(EN_CARD);
    const views = Object.keys(EN_VIEWS);
    expect(card.filter((key) => views.includes(key))).toEqual([]);
    expect(new Set([...card, ...views])).toEqual(new Set(Object.keys(en)));
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(en).toEqual({ ...EN_CARD, ...EN_VIEWS });
  });

  it("fills a card's catalogue with the views' English strings, under the card's own, once per catalogue", () => {
    const own = { ...EN_CARD, summaryAnswered: 'All done' };
    const filled = viewMessages(own);
    expect(filled.summaryAnswered).toBe('All done');
    expect(filled.reviewTitle).toBe(EN_VIEWS.reviewTitle);
    expect(filled.submit).toBe(EN_CARD.submit);
    expect(viewMessages(own)).toBe(filled);
  });

  it("shows a host's override of a summary string, and English for the rest", () => {
    const record = {
      input: claudeInput,
      output: { answers: { [claudeInput.questions[0].question]: 'SQLite' } },
    };
    render(<AskUserQuestion record={record} messages={{ summaryPartial: 'Some of it answered' }} />);
    expect(screen.getByText('Some of it answered')).toBeInTheDocument();
    expect(screen.getByText('SQLite')).toBeInTheDocument();
    expect(screen.getByText(EN_VIEWS.chipNotRecommended)).toBeInTheDocument();
    expect(screen.getByText(EN_VIEWS.reasonSkipped)).toBeInTheDocument();
  });

  it("shows a provider's override of a steps string, and the views' English strings around it", async () => {
    const user = userEvent.setup();
    render(
      <AskUserKitProvider messages={{ next: 'Onward' }}>
        <AskUserQuestion input={claudeInput} status="pending" layout="steps" onSubmit={() => {}} />
      </AskUserKitProvider>,
    );
    expect(screen.getByRole('navigation', { name: EN_VIEWS.stepsLabel })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Onward' }));
    expect(screen.getByRole('button', { name: EN_VIEWS.back })).toBeInTheDocument();
  });

  it("shows the preview panes' strings in the card's language", () => {
    render(<AskUserQuestion input={claudePreviewInput} status="pending" locale="zh" onSubmit={() => {}} />);
    expect(screen.getAllByRole('button', { name: zh.expandPreview }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: EN_VIEWS.expandPreview })).toBeNull();
  });
});

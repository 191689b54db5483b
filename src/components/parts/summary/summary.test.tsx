import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as AskUser from '../index.js';
import { CARD, DB, FEATURES, expectDeclared, headless, render } from '../../../../test/fixtures/parts.js';
import { SUMMARY_DATA_ATTRIBUTES, SUMMARY_ITEM_DATA_ATTRIBUTES } from './summary.data-attributes.js';

const record = { input: CARD.input, output: { answers: { [DB]: 'SQLite', [FEATURES]: 'Search, my own' } } };

describe('AskUser.Summary and its sub-parts', () => {
  it('read the finished call as the hook does, each part with its declared state', () => {
    const { container } = render(<AskUser.Root record={record} />);
    const section = container.querySelector('[data-slot="summary"]')!;
    expectDeclared(section, SUMMARY_DATA_ATTRIBUTES);
    const reading = headless((card) => card.reading, { record });
    expect(section).toHaveAttribute('data-outcome', reading?.outcome);
    const items = container.querySelectorAll('[data-slot="summary-item"]');
    expect(items).toHaveLength(2);
    for (const item of items) expectDeclared(item, SUMMARY_ITEM_DATA_ATTRIBUTES);
    expect(items[1]).toHaveTextContent('Search, my own');
    expect(items[1]!.querySelector('q')).toHaveTextContent('my own');
    expect(items[1]).toHaveTextContent('Own answer');
  });

  it('recompose: a host lists only the questions and their answers', () => {
    render(
      <AskUser.Root record={record}>
        <AskUser.Summary>
          <AskUser.SummaryList>
            {(item) => (
              <AskUser.SummaryItem data-testkey={item.key}>
                <AskUser.SummaryAnswer />
              </AskUser.SummaryItem>
            )}
          </AskUser.SummaryList>
        </AskUser.Summary>
      </AskUser.Root>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'SQLite',
      'Search, my own',
    ]);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("lists each chosen option's preview on a multi-select question", () => {
    const input = {
      questions: [
        {
          question: 'Which widgets?',
          header: 'Widgets',
          multiSelect: true,
          options: [
            { label: 'Chart', description: 'A chart.', preview: 'chart preview' },
            { label: 'Table', description: 'A table.', preview: 'table preview' },
            { label: 'Map', description: 'A map.', preview: 'map preview' },
          ],
        },
      ],
    };
    const { container } = render(
      <AskUser.Root record={{ input, output: { answers: { 'Which widgets?': 'Chart, Map' } } }} />,
    );
    const previews = [...container.querySelectorAll('[data-slot="summary-preview"]')];
    expect(previews.map((preview) => preview.querySelector('summary')?.textContent)).toEqual([
      'Chosen preview: Chart',
      'Chosen preview: Map',
    ]);
    expect(previews[1]).toHaveTextContent('map preview');
  });
});

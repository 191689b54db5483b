import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as AskUser from '../index.js';
import { CARD, expectDeclared, render } from '../../../../test/fixtures/parts.js';
import { HEADER_DATA_ATTRIBUTES, TITLE_DATA_ATTRIBUTES } from './header.data-attributes.js';

describe('AskUser.Header and AskUser.Title', () => {
  it('title the card by its questions, and the card is labelled by it', () => {
    const { container } = render(<AskUser.Root {...CARD} />);
    const title = screen.getByRole('heading', { name: 'The agent has 2 questions' });
    expectDeclared(title, TITLE_DATA_ATTRIBUTES);
    expectDeclared(container.querySelector('header')!, HEADER_DATA_ATTRIBUTES);
    expect(container.querySelector('section')).toHaveAttribute('aria-labelledby', title.id);
  });

  it('give way to the summary once the call is over', () => {
    render(<AskUser.Root record={{ input: CARD.input, state: 'declined' }} />);
    expect(screen.queryByRole('heading', { name: /The agent has/ })).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Declined: Database, Features' });
    // The card's region is named by its topic too, not only by how it ended.
    expect(heading.closest('[data-slot="card"]')).toHaveAccessibleName('Declined: Database, Features');
  });
});

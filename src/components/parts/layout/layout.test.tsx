import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as AskUser from '../index.js';
import { CARD, render } from '../../../../test/fixtures/parts.js';

describe('AskUser.Layout', () => {
  it('holds the questions and the actions in the stacked layout, and the steps in the other', () => {
    const stacked = render(
      <AskUser.Root {...CARD}>
        <AskUser.Layout />
      </AskUser.Root>,
    );
    expect(stacked.container.querySelectorAll('[data-slot="question"]')).toHaveLength(2);
    expect(stacked.container.querySelector('[data-slot="steps"]')).toBeNull();
    stacked.unmount();
    const steps = render(
      <AskUser.Root {...CARD} layout="steps">
        <AskUser.Layout />
      </AskUser.Root>,
    );
    expect(steps.container.querySelectorAll('[data-slot="question"]')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Questions' })).toBeInTheDocument();
  });
});

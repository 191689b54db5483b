import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as AskUser from '../index.js';
import {
  CARD,
  expectAttributes,
  expectDeclared,
  headless,
  render,
  own,
} from '../../../../test/fixtures/parts.js';
import { REVIEW_DATA_ATTRIBUTES, STEPS_DATA_ATTRIBUTES } from './steps.data-attributes.js';

describe('AskUser.Steps, AskUser.StepNav and AskUser.Review', () => {
  it('spread the step getters, and the review lists every answer', async () => {
    const user = userEvent.setup();
    const { container } = render(<AskUser.Root {...CARD} layout="steps" />);
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    expectDeclared(nav, STEPS_DATA_ATTRIBUTES);
    const first = screen.getByRole('button', { name: /Question 1 of 2/ });
    expectAttributes(first, own(headless((card) => card.getStepProps(0))));
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const review = container.querySelector('[data-slot="review"]')!;
    expectDeclared(review, REVIEW_DATA_ATTRIBUTES);
    expect(review).toHaveTextContent('SQLite');
    expect(review).toHaveTextContent('Not answered — sent as skipped');
    expect(screen.getByRole('button', { name: 'Review' })).toHaveAttribute('aria-current', 'step');
  });

  it('render nothing in the stacked layout', () => {
    const { container } = render(<AskUser.Root {...CARD} />);
    expect(container.querySelector('[data-slot="steps"], [data-slot="step-nav"]')).toBeNull();
  });
});

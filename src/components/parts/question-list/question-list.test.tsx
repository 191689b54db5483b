import { describe, expect, it } from 'vitest';
import * as AskUser from '../index.js';
import { CARD, expectDeclared, render } from '../../../../test/fixtures/parts.js';
import { QUESTION_LIST_DATA_ATTRIBUTES } from './question-list.data-attributes.js';

describe('AskUser.QuestionList', () => {
  it('repeats a question per question, with placeholder rows while the input streams in', () => {
    const partial = JSON.stringify(CARD.input).slice(0, 200);
    const { container, rerender } = render(<AskUser.Root {...CARD} input={partial} status="streaming" />);
    const body = container.querySelector('[data-slot="card-body"]')!;
    expectDeclared(body, QUESTION_LIST_DATA_ATTRIBUTES);
    expect(body.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    rerender(<AskUser.Root {...CARD} />);
    expect(body.querySelectorAll('[data-slot="question"]')).toHaveLength(2);
    expect(body.querySelector('[data-slot="skeleton"]')).toBeNull();
  });
});

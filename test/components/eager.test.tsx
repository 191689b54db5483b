import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AskUserQuestion } from '../../src';
import { forgetOnDemandModules } from '../../src/components/on-demand';
import { loadAskUserKitUpFront } from '../../src/eager';
import { claudeInput } from '../fixtures/inputs';

// A page that bundles every module up front: no card waits, so a server-rendered card hydrates
// (and answers a click) at once, whatever it shows.
describe('loadAskUserKitUpFront', () => {
  it('makes every card render at once, even those that would load a module first', () => {
    forgetOnDemandModules();
    loadAskUserKitUpFront();
    const record = {
      input: claudeInput,
      output: { answers: { [claudeInput.questions[0].question]: 'SQLite' } },
    };
    const pending = { status: 'pending' as const, onSubmit: () => {} };
    const { container } = render(
      <>
        <AskUserQuestion input={JSON.stringify(claudeInput)} {...pending} />
        <AskUserQuestion input={claudeInput} locale="zh" {...pending} />
        <AskUserQuestion input={claudeInput} layout="steps" {...pending} />
        <AskUserQuestion record={record} />
      </>,
    );
    const states = [...container.children].map((card) => card.getAttribute('data-state'));
    expect(states).toEqual(['pending', 'pending', 'pending', 'partial']);
    expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Questions' })).toBeInTheDocument();
    expect(container.children[3]).toHaveTextContent('SQLite');
  });
});

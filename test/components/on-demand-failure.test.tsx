import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AskUserQuestion } from '../../src';
import * as AskUser from '../../src/parts';
import type * as LazyLoaders from '../../src/components/lazy-loaders';
import { claudeInput } from '../fixtures/inputs';

// The modules cannot load (offline, a deploy removed the files): a card must say it cannot be
// shown, never hang on its busy frame, never crash the host, and never answer a call twice.
vi.mock('../../src/components/parts/finished-views', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../src/components/parts/step-views', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../src/components/text/text-marks', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
// The input reader is imported statically elsewhere in the package (by `normalizeQuestions`), so
// its own module cannot be mocked away: the card's import of it fails.
vi.mock('../../src/components/lazy-loaders', async (importOriginal) => {
  const real = await importOriginal<typeof LazyLoaders>();
  const { provide } = await import('../../src/components/on-demand');
  const { inputReader } = await import('../../src/components/lazy-modules');
  return {
    attachLoaders() {
      provide(inputReader, () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
      real.attachLoaders();
    },
  };
});

const record = { input: claudeInput, state: 'answered' as const };
const cardOf = (container: HTMLElement) => container.querySelector('[data-slot="card"]');

describe('a module that cannot load', () => {
  it('a restored call shows the error card, not the busy frame, and offers no answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<AskUserQuestion record={record} onDecline={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This question cannot be shown')).toBeInTheDocument();
    // Not the agent's fault: the card says what happened.
    expect(within(alert).getByText(/could not be loaded/)).toBeInTheDocument();
    expect(cardOf(container)).toHaveAttribute('data-state', 'error');
    expect(cardOf(container)).toHaveAttribute('data-problem', 'not-loaded');
    // The call was answered already: nothing here may answer it again.
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('a pending card whose layout cannot load shows the error card, and Decline answers once', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <AskUserQuestion input={claudeInput} status="pending" layout="steps" onDecline={onDecline} />,
    );
    await screen.findByRole('alert');
    expect(cardOf(container)).toHaveAttribute('data-problem', 'not-loaded');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onDecline).toHaveBeenCalledWith({ action: 'decline' });
    expect(screen.getByRole('status')).toHaveTextContent('You declined to answer.');
    // The call is answered: Decline and Dismiss are gone, and the focus of the user who pressed
    // Decline goes on to what remains.
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
  });

  it('a pending card given its arguments as text, whose input reader cannot load, can still be declined', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <AskUserQuestion input={JSON.stringify(claudeInput)} status="pending" onDecline={onDecline} />,
    );
    await screen.findByRole('alert');
    expect(cardOf(container)).toHaveAttribute('data-problem', 'not-loaded');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('a card whose marks cannot load still shows its hidden characters written out, and works', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hostile = { questions: [{ ...claudeInput.questions[0], question: 'Deploy \u202Eevil?' }] };
    const { container } = render(<AskUserQuestion input={hostile} status="pending" onSubmit={onSubmit} />);
    expect(await screen.findByText('Deploy ⟨U+202E⟩evil?')).toBeInTheDocument();
    expect(container.textContent).not.toContain('\u202E');
    expect(cardOf(container)).toHaveAttribute('data-state', 'pending');
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { 'Deploy \u202Eevil?': 'SQLite' } },
    });
  });

  it('a card answered while its summary cannot load says it was sent, and offers no second answer', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onDecline = vi.fn();
    const { container } = render(
      <AskUserQuestion input={claudeInput} status="pending" onSubmit={onSubmit} onDecline={onDecline} />,
    );
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(cardOf(container)).not.toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('status')).toHaveTextContent('Answers sent.');
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('a card composed from parts keeps the failure inside its own card', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <AskUser.Root record={record}>
        <AskUser.Summary />
      </AskUser.Root>,
    );
    await screen.findByRole('alert');
    expect(cardOf(container)).toHaveAttribute('data-problem', 'not-loaded');
  });

  it('leaves a pending card in the stacked layout working: it needs neither module yet', () => {
    render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={() => {}} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').length).toBe(4);
  });
});

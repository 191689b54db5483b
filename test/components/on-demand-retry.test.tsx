import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AskUserQuestion, type AskUserQuestionProps } from '../../src';
import type * as LazyLoaders from '../../src/components/lazy-loaders';
import { forgetOnDemandModules } from '../../src/components/on-demand';
import { refusedOnce } from '../fixtures/hosts';
import { claudeInput } from '../fixtures/inputs';

// A page that loses its connection after the user began answering, then gets it back: the card
// that newly needs a module (the steps layout, the reader for an input that left Claude's shape)
// gives way to the error card, and comes back with the user's answers as they were.
const network = vi.hoisted(() => ({ online: true, unreachable: undefined as 'inputReader' | undefined }));

vi.mock('../../src/components/lazy-loaders', async (importOriginal) => {
  const real = await importOriginal<typeof LazyLoaders>();
  const { provide } = await import('../../src/components/on-demand');
  const { inputReader, stepViews } = await import('../../src/components/lazy-modules');
  const overNetwork =
    <M,>(load: () => Promise<M>, name?: 'inputReader') =>
    () =>
      network.online && (name === undefined || network.unreachable !== name)
        ? load()
        : Promise.reject(new Error('Failed to fetch dynamically imported module'));
  return {
    attachLoaders() {
      provide(
        inputReader,
        overNetwork(() => import('../../src/core/normalize/read-any-shape'), 'inputReader'),
      );
      provide(
        stepViews,
        overNetwork(() => import('../../src/components/parts/step-views')),
      );
      real.attachLoaders();
    },
  };
});

const [database, features] = claudeInput.questions;
// Loads resolve on the next turns of the event loop, which a loaded 2-core machine may delay.
const LOADED = { timeout: 10_000 };
const cardOf = (container: HTMLElement) => container.querySelector('[data-slot="card"]');

beforeEach(() => {
  forgetOnDemandModules();
  network.online = true;
  network.unreachable = undefined;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A host that takes the first answer only when the test says so. */
function heldOnce() {
  let take: () => void = () => {};
  const onSubmit = vi.fn(() => new Promise<void>((resolve) => (take = resolve)));
  return { onSubmit, accept: () => take() };
}

/** A pending card the user has half answered while the page was still online. */
async function halfAnswered(props: Pick<AskUserQuestionProps, 'onSubmit' | 'onDecline'> = {}) {
  const user = userEvent.setup();
  const pending = { input: claudeInput, status: 'pending' as const, onSubmit: vi.fn(), ...props };
  const view = render(<AskUserQuestion {...pending} />);
  await user.click(screen.getByRole('radio', { name: /SQLite/ }));
  await user.click(screen.getByRole('checkbox', { name: /Auth/ }));
  return { user, pending, ...view };
}

/**
 * The half-answered card submitted to `onSubmit`, then gone offline as the host switches it to
 * the steps layout: its error card is on screen.
 */
async function submittedWhenLoadFails(
  onSubmit: AskUserQuestionProps['onSubmit'],
  more: Pick<AskUserQuestionProps, 'stateReducer' | 'onDraftChange'> = {},
) {
  const view = await halfAnswered({ onSubmit });
  await view.user.click(screen.getByRole('button', { name: 'Submit' }));
  network.online = false;
  view.rerender(<AskUserQuestion {...view.pending} {...more} layout="steps" />);
  await screen.findByRole('alert', {}, LOADED);
  return view;
}

describe('a module that fails to load after the user began answering', () => {
  it('the error card says so and offers to try again; the card comes back with the answers', async () => {
    const { user, pending, container, rerender } = await halfAnswered();
    network.online = false;
    rerender(<AskUserQuestion {...pending} layout="steps" />);
    await screen.findByRole('alert', {}, LOADED);
    expect(cardOf(container)).toHaveAttribute('data-problem', 'not-loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the connection and try again.');
    // Declining stays possible beside the retry.
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Questions' }, LOADED)).toBeInTheDocument();
    expect(cardOf(container)).toHaveAttribute('data-state', 'pending');
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
    // The button the user pressed is gone: focus goes to the card's first control, not the page.
    expect(cardOf(container)?.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.matches('button, input, textarea')).toBe(true);
  });

  it('the card comes back by itself when the browser is online again, and sends what the user chose', async () => {
    const onSubmit = vi.fn();
    // Offline before the card prefetches the general reader, which Claude's own shape does not need.
    network.online = false;
    const { user, pending, container, rerender } = await halfAnswered({ onSubmit });
    // The host now passes the arguments as text: the card needs the general reader.
    const asText = { ...pending, input: JSON.stringify(claudeInput) };
    rerender(<AskUserQuestion {...asText} />);
    await screen.findByRole('alert', {}, LOADED);
    expect(cardOf(container)).toHaveAttribute('data-problem', 'not-loaded');

    // The user is typing elsewhere on the page: coming back by itself, the card leaves focus there.
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    network.online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Submit' }, LOADED)).toBeInTheDocument();
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: /Auth/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { [database.question]: 'SQLite', [features.question]: 'Auth' } },
    });
  });

  it('a retry that fails again shows the error card again, still with the answers kept for later', async () => {
    const { user, pending, rerender } = await halfAnswered();
    network.online = false;
    rerender(<AskUserQuestion {...pending} layout="steps" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }, LOADED));
    // Still offline: the load fails again, and the card does not hang on its loading frame.
    const again = await screen.findByRole('button', { name: 'Try again' }, LOADED);
    // The button pressed was replaced: focus is on its successor, not lost to the page.
    expect(document.activeElement).toBe(again);
    network.online = true;
    await user.click(again);
    expect(await screen.findByRole('navigation', { name: 'Questions' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
  });

  it("focus comes back to the user's choice, where a Tab into the card would land", async () => {
    network.online = false;
    const { user, pending, rerender } = await halfAnswered();
    rerender(<AskUserQuestion {...pending} input={JSON.stringify(claudeInput)} />);
    await screen.findByRole('alert', {}, LOADED);
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const sqlite = await screen.findByRole('radio', { name: /SQLite/ }, LOADED);
    expect(document.activeElement).toBe(sqlite);
  });

  it('a card whose answer went out before the failure is never offered to be answered again', async () => {
    const onSubmit = vi.fn();
    const onDecline = vi.fn();
    // Offline before the card prefetches the general reader, which Claude's own shape does not need.
    network.online = false;
    const { user, pending, container, rerender } = await halfAnswered({ onSubmit, onDecline });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The user reads elsewhere on the page: the error card, answered as it appears, leaves focus be.
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<AskUserQuestion {...pending} input={JSON.stringify(claudeInput)} />);
    await screen.findByRole('alert', {}, LOADED);
    expect(document.activeElement).toBe(document.body);
    // The call is answered: neither Decline nor Dismiss, only the way back to its summary.
    expect(screen.getByRole('status')).toHaveTextContent('Answers sent.');
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardOf(container)).toHaveAttribute('data-state', 'answered'), LOADED);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText('SQLite')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('a card still sending its answer is never said to have sent it before the host took it', async () => {
    const { onSubmit, accept } = heldOnce();
    const { user, container } = await submittedWhenLoadFails(onSubmit);
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('navigation', { name: 'Questions' }, LOADED);
    // Back, and still sending: locked, not yet answered.
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    expect(cardOf(container)).toHaveAttribute('data-state', 'pending');
    await act(async () => accept());
    await waitFor(() => expect(cardOf(container)).toHaveAttribute('data-state', 'answered'), LOADED);
    expect(screen.getByRole('status')).toHaveTextContent('Answers sent.');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an answer the host takes while the error card shows is reported there, and the card comes back answered', async () => {
    const { onSubmit, accept } = heldOnce();
    const { user, container } = await submittedWhenLoadFails(onSubmit);
    await act(async () => accept());
    expect(screen.getByRole('status')).toHaveTextContent('Answers sent.');
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardOf(container)).toHaveAttribute('data-state', 'answered'), LOADED);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an answer the host refused while the error card showed can be sent again', async () => {
    const { onSubmit, refuse } = refusedOnce();
    const { user } = await submittedWhenLoadFails(onSubmit);
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    await act(async () => refuse(new Error('the agent is gone')));
    // The error card says why it was not sent, and the call takes an answer again.
    expect(screen.getByText(/Not sent: the agent is gone\./)).toHaveTextContent('Your answers are kept');
    expect(screen.getByRole('status')).not.toHaveTextContent('Sending…');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('navigation', { name: 'Questions' }, LOADED);
    // The draft the refused answer froze is the user's again, with their choice in it, and the
    // card says why it was not sent, as it would have had it stayed on screen.
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/Not sent: the agent is gone\./)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /DynamoDB/ }));
    expect(screen.getByRole('radio', { name: /DynamoDB/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('an answer the host refuses after the card came back can be sent again from it', async () => {
    const { onSubmit, refuse } = refusedOnce();
    const { user } = await submittedWhenLoadFails(onSubmit);
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('navigation', { name: 'Questions' }, LOADED);
    // Still sending: the choice says it cannot change now, and stays focusable.
    expect(screen.getByRole('radiogroup', { name: database.question })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('radio', { name: /DynamoDB/ })).toBeEnabled();
    // The card that sent the answer is gone; the one that came back hears the refusal.
    await act(async () => refuse(new Error('the agent is gone')));
    expect(screen.getByText(/Not sent: the agent is gone\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: /DynamoDB/ }));
    expect(screen.getByRole('radio', { name: /DynamoDB/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('a steps card comes back at the step the user was on', async () => {
    // The steps layout loads; the general reader, which the card later needs, does not.
    network.unreachable = 'inputReader';
    const user = userEvent.setup();
    const pending = {
      input: claudeInput,
      status: 'pending' as const,
      onSubmit: vi.fn(),
      layout: 'steps' as const,
    };
    const { rerender } = render(<AskUserQuestion {...pending} />);
    await user.click(await screen.findByRole('radio', { name: /SQLite/ }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /Auth/ }));
    rerender(<AskUserQuestion {...pending} input={JSON.stringify(claudeInput)} />);
    await screen.findByRole('alert', {}, LOADED);
    network.unreachable = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The second question, as the user left it, not the first one again.
    const auth = await screen.findByRole('checkbox', { name: /Auth/ }, LOADED);
    expect(auth).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('radio', { name: /SQLite/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
  });

  it("one card's Try again brings back every card that failed on the same module", async () => {
    const user = userEvent.setup();
    const pending = { input: claudeInput, status: 'pending' as const, onSubmit: vi.fn() };
    const twoCards = (layout?: 'steps') => (
      <>
        <AskUserQuestion {...pending} id="first" layout={layout} />
        <AskUserQuestion {...pending} id="second" layout={layout} />
      </>
    );
    const { container, rerender } = render(twoCards());
    const [, second] = screen.getAllByRole('radio', { name: /SQLite/ });
    await user.click(second!);
    network.online = false;
    rerender(twoCards('steps'));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    network.online = true;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Questions' })).toHaveLength(2));
    expect(container.querySelector('[data-problem]')).toBeNull();
    // Each card with its own answers: only the second one had any.
    const sqlite = (id: string) =>
      within(document.getElementById(id)!).getByRole('radio', { name: /SQLite/ });
    expect(sqlite('first')).toHaveAttribute('aria-checked', 'false');
    expect(sqlite('second')).toHaveAttribute('aria-checked', 'true');
  });

  it('a call declined on the error card comes back declined, never to be answered again', async () => {
    const onDecline = vi.fn();
    const { user, pending, container, rerender } = await halfAnswered({ onDecline });
    network.online = false;
    rerender(<AskUserQuestion {...pending} layout="steps" />);
    await screen.findByRole('alert', {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('You declined to answer.');
    network.online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The host still says "pending": the card shows what the user did, not the question again.
    await waitFor(() => expect(cardOf(container)).toHaveAttribute('data-state', 'declined'), LOADED);
    expect(screen.queryByRole('radio', { name: /SQLite/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it("the error card hears the host's refusal even when a stateReducer keeps the draft frozen", async () => {
    const { onSubmit, refuse } = refusedOnce();
    const keepFrozen: AskUserQuestionProps['stateReducer'] = (state, { type, changes }) =>
      type === 'reopen' ? state : changes;
    await submittedWhenLoadFails(onSubmit, { stateReducer: keepFrozen });
    await act(async () => refuse(new Error('the agent is gone')));
    expect(screen.getByText(/Not sent: the agent is gone\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('the host hears one reopen for a refusal that reaches the card that came back', async () => {
    const { onSubmit, refuse } = refusedOnce();
    const onDraftChange = vi.fn();
    const { user } = await submittedWhenLoadFails(onSubmit, { onDraftChange });
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('navigation', { name: 'Questions' }, LOADED);
    await act(async () => refuse(new Error('the agent is gone')));
    expect(screen.getByText(/Not sent: the agent is gone\./)).toBeInTheDocument();
    const reopens = onDraftChange.mock.calls.filter(([, details]) => details.type === 'reopen');
    expect(reopens).toHaveLength(1);
  });

  it('the host still hears every draft change the card keeps', async () => {
    const onDraftChange = vi.fn();
    const user = userEvent.setup();
    render(
      <AskUserQuestion
        input={claudeInput}
        status="pending"
        onSubmit={() => {}}
        onDraftChange={onDraftChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    expect(onDraftChange).toHaveBeenCalledTimes(1);
    expect(onDraftChange.mock.calls[0]?.[0].entries[database.question].selected).toEqual(['SQLite']);
  });
});

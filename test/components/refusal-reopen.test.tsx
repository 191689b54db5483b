import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AskUserQuestion, type AskUserQuestionProps } from '../../src';
import { refusedOnce } from '../fixtures/hosts';
import { claudeInput } from '../fixtures/inputs';

// A refused answer reopens the draft wherever the card is when the refusal comes: on screen,
// hidden by the host, or gone with the host keeping the draft.
type Draft = NonNullable<AskUserQuestionProps['draft']>;

/** A boundary's content that suspends until the gate opens (a thrown promise: React 18 and 19). */
function gate() {
  const state = { open: false, release: () => {} };
  const opened = new Promise<void>((resolve) => (state.release = resolve)).then(() => {
    state.open = true;
  });
  function Waits(): null {
    if (!state.open) throw opened;
    return null;
  }
  return { Waits, release: () => state.release() };
}

describe('a refusal that comes while the card is not on screen', () => {
  it('reopens a card hidden meanwhile (a Suspense boundary around it suspended again)', async () => {
    const user = userEvent.setup();
    const { onSubmit, refuse } = refusedOnce();
    const { Waits, release } = gate();
    const card = (waiting: boolean) => (
      <Suspense fallback={<p>Loading the thread…</p>}>
        {waiting ? <Waits /> : null}
        <AskUserQuestion input={claudeInput} status="pending" onSubmit={onSubmit} />
      </Suspense>
    );
    const { rerender } = render(card(false));
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    rerender(card(true));
    expect(screen.getByText('Loading the thread…')).toBeInTheDocument();
    await act(async () => refuse(new Error('the agent is gone')));
    await act(async () => release());
    rerender(card(false));
    expect(screen.getByText(/Not sent: the agent is gone\./)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /DynamoDB/ }));
    expect(screen.getByRole('radio', { name: /DynamoDB/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      action: 'accept',
      content: { answers: { [claudeInput.questions[0].question]: 'DynamoDB' } },
    });
  });

  it("reopens the host's draft when the card was unmounted while sending", async () => {
    const user = userEvent.setup();
    const { onSubmit, refuse } = refusedOnce();
    let kept: Draft | undefined;
    let lastChange: string | undefined;
    const onDraftChange: AskUserQuestionProps['onDraftChange'] = (draft) => {
      kept = draft;
    };
    const onStateChange: AskUserQuestionProps['onStateChange'] = (_state, details) => {
      lastChange = details.type;
    };
    const { unmount } = render(
      <AskUserQuestion
        input={claudeInput}
        status="pending"
        onSubmit={onSubmit}
        onDraftChange={onDraftChange}
        onStateChange={onStateChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastChange).toBe('submit');
    unmount();
    await act(async () => refuse(new Error('the agent is gone')));
    expect(lastChange).toBe('refused');
    expect(kept?.entries[claudeInput.questions[0].question]?.selected).toEqual(['SQLite']);
    // The host puts the card back with the draft it kept: the user can change the answer.
    render(<AskUserQuestion input={claudeInput} status="pending" onSubmit={onSubmit} defaultDraft={kept} />);
    await user.click(screen.getByRole('radio', { name: /DynamoDB/ }));
    expect(screen.getByRole('radio', { name: /DynamoDB/ })).toHaveAttribute('aria-checked', 'true');
  });
});

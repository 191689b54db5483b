import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { asAskUserInput, createDisplayPayload, normalizeQuestions } from '../../src/core';
import type { AskUserResponse } from '../../src/core';
import { AskUserKitProvider, AskUserQuestion, type AskUserQuestionProps } from '../../src';
import * as inputs from '../fixtures/inputs';
import { zh } from '../../src/locales/zh';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';

function renderStrict(ui: React.ReactElement) {
  return render(<StrictMode>{ui}</StrictMode>);
}

/** The summary's markup without generated ids, for comparing two renders. */
function summaryMarkup(container: HTMLElement): string {
  const summary = container.querySelector('[data-slot="summary"]');
  if (!summary) throw new Error('no summary rendered');
  return summary.outerHTML.replace(/ (id|aria-labelledby)="[^"]*"/g, '');
}

describe('AskUserQuestion renders every input shape', () => {
  it.each(Object.entries(inputs))('%s', (_name, input) => {
    const { container } = renderStrict(<AskUserQuestion input={input} status="pending" />);
    const card = container.querySelector('[data-slot="card"]');
    expect(card).toHaveAttribute('data-state', 'pending');
    expect(container.querySelectorAll('[data-slot="question"]')).toHaveLength(
      normalizeQuestions(input).questions.filter((question) => question.question.trim() !== '').length,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});

describe('AskUserQuestion: pending to answered', () => {
  it('submits what the user did and renders the same summary as a cold-restored record', async () => {
    const user = userEvent.setup();
    let sent: AskUserResponse | undefined;
    const { container, unmount } = renderStrict(
      <AskUserQuestion
        input={inputs.claudeInput}
        status="pending"
        onSubmit={(response) => (sent = response)}
      />,
    );
    await user.click(screen.getByRole('radio', { name: /^PostgreSQL/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Search' }));
    await user.type(within(screen.getByRole('group', { name: FEATURES })).getByRole('textbox'), 'Audit, log');
    await user.click(screen.getAllByRole('button', { name: 'Add a note' })[0]!);
    await user.type(screen.getByRole('textbox', { name: 'Note for the agent' }), 'Managed, please');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(sent).toEqual({
      action: 'accept',
      content: {
        answers: { [DB]: 'PostgreSQL (Recommended)', [FEATURES]: 'Search, Audit, log' },
        annotations: { [DB]: { notes: 'Managed, please' } },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Answers sent.');
    const live = summaryMarkup(container);
    expect(live).toContain('Audit, log');
    unmount();

    // The host stores what it sent; later the transcript is restored from storage.
    if (sent?.action !== 'accept') throw new Error('expected accept');
    const output = { questions: inputs.claudeInput.questions, ...sent.content };
    const stored = JSON.parse(
      JSON.stringify({ input: inputs.claudeInput, output, display: createDisplayPayload(output) }),
    );
    const restored = renderStrict(<AskUserQuestion record={stored} />);
    expect(summaryMarkup(restored.container)).toBe(live);
  });

  it('summarises decline and cancel with their own wording, never as skipped', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const { container } = renderStrict(
      <AskUserQuestion input={inputs.claudeInput} status="pending" onDecline={onDecline} />,
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledWith({ action: 'decline' });
    expect(container.querySelector('[data-slot="summary"]')).toHaveAttribute('data-outcome', 'declined');
    // The heading, and each of the two questions.
    expect(screen.getAllByText('Declined')).toHaveLength(3);
  });

  it('never declines on Escape', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const onCancel = vi.fn();
    renderStrict(
      <AskUserQuestion
        input={inputs.claudeInput}
        status="pending"
        onDecline={onDecline}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.keyboard('{Escape}');
    expect(onDecline).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

describe('AskUserQuestion: summaries from records', () => {
  it.each([
    [
      { input: inputs.claudeInput, display: { kind: 'ask_user_question', answers: {} } },
      'none-answered',
      'Skipped',
      2,
    ],
    [{ input: inputs.claudeInput, state: 'declined' }, 'declined', 'Declined', 3],
    [{ input: inputs.claudeInput, state: 'cancelled' }, 'cancelled', 'Dismissed without an answer', 2],
    [{ input: inputs.claudeInput, state: 'answered' }, 'unknown', 'No answer recorded', 3],
    [
      { input: inputs.claudeInput, output: { answers: { [DB]: 'SQLite' }, afkTimeoutMs: 60000 } },
      'partial',
      'Not answered — continued automatically',
      1,
    ],
  ])('record %# reads as %s', (record, outcome, reason, count) => {
    const { container } = renderStrict(<AskUserQuestion record={record} />);
    expect(container.querySelector('[data-slot="summary"]')).toHaveAttribute('data-outcome', outcome);
    expect(screen.getAllByText(reason)).toHaveLength(count);
  });

  it('joins multi-select answers with the locale separator and keeps free text verbatim', () => {
    const record = {
      input: inputs.claudeInput,
      display: { kind: 'ask_user_question', answers: { [FEATURES]: 'Auth, Search, a, b' } },
    };
    const english = renderStrict(<AskUserQuestion record={record} />);
    expect(english.container.querySelector('[data-slot="summary-answer"]')?.textContent).toBe(
      'Auth, Search, a, b',
    );
    english.unmount();
    const chinese = renderStrict(<AskUserQuestion record={record} messages={zh} />);
    const answer = chinese.container.querySelector('[data-slot="summary-answer"]');
    expect(answer?.textContent).toBe('Auth，Search，a, b');
    expect(answer?.querySelector('[data-slot="summary-custom"]')?.textContent).toBe('a, b');
    expect(screen.getByText('自定义回答')).toBeInTheDocument();
  });

  it('hides secret answers in the summary', () => {
    renderStrict(
      <AskUserQuestion
        record={{ input: inputs.codexInput, output: { answers: { token: { answers: ['s3cr3t'] } } } }}
      />,
    );
    expect(document.body.textContent).not.toContain('s3cr3t');
    expect(screen.getByText('•••• (hidden)')).toBeInTheDocument();
  });
});

describe('AskUserQuestion: never throws into the host', () => {
  it('a card that fails to render while its answer is out keeps the one delivery on its error card', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    let settle!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    function Broken(): never {
      throw new Error('the host broke');
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const card = (title?: React.ReactNode) => (
      <AskUserQuestion
        input={inputs.claudeInput}
        status="pending"
        title={title}
        onSubmit={onSubmit}
        onDecline={onDecline}
      />
    );
    const { rerender } = render(card());
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The host renders something that throws while the answer is with it.
    rerender(card(<Broken />));
    expect(screen.getByRole('alert')).toHaveTextContent('This question cannot be shown');
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => settle());
    expect(screen.getByRole('status')).toHaveTextContent('Answers sent.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a preview as text when the host renderMarkdown throws, and stays answerable', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSubmit = vi.fn();
    renderStrict(
      <AskUserQuestion
        input={{
          questions: [
            { question: 'Q?', options: [{ label: 'A', preview: '# literal text' }, { label: 'B' }] },
          ],
        }}
        status="pending"
        onSubmit={onSubmit}
        renderMarkdown={() => {
          throw new Error('host renderer broke');
        }}
      />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Preview: A' });
    expect(preview.querySelector('[data-slot="preview-content"]')).toHaveAttribute('data-kind', 'text');
    expect(preview).toHaveTextContent('# literal text');
    expect(error.mock.calls.some((call) => String(call[0]).includes('renderMarkdown threw'))).toBe(true);
    await user.click(screen.getByRole('radio', { name: /B/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'accept', content: { answers: { 'Q?': 'B' } } });
    error.mockRestore();
  });

  it('renders an error card that still declines once when the card itself fails to render', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onDecline = vi.fn();
    const exploding = {
      get questions(): never {
        throw new Error('getter broke');
      },
    };
    const { container } = renderStrict(
      <AskUserQuestion input={exploding} status="pending" onDecline={onDecline} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This question cannot be shown');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onDecline).toHaveBeenCalledWith({ action: 'decline' });
    // The call is declined: the card says so, and nothing is left to send a second response.
    expect(container.querySelector('[data-slot="card"]')).toHaveAttribute('data-state', 'declined');
    expect(screen.getByRole('status')).toHaveTextContent('You declined to answer.');
    expect(screen.queryByRole('button')).toBeNull();
    error.mockRestore();
  });

  it('a call declined on its error card stays declined when its input turns usable', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    const onSubmit = vi.fn();
    const { container, rerender } = renderStrict(
      <AskUserQuestion input={{ questions: 'not a list' }} status="pending" onDecline={onDecline} />,
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    rerender(
      <StrictMode>
        <AskUserQuestion
          input={inputs.claudeInput}
          status="pending"
          onDecline={onDecline}
          onSubmit={onSubmit}
        />
      </StrictMode>,
    );
    expect(container.querySelector('[data-slot="card"]')).toHaveAttribute('data-state', 'declined');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('a refused Decline on an error card says why, without claiming answers are kept', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn(() => Promise.reject(new Error('down')));
    renderStrict(
      <AskUserQuestion input={{ questions: 'not a list' }} status="pending" onDecline={onDecline} />,
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const failure = await screen.findByText(/Not sent: down\./);
    expect(failure).toHaveTextContent(/^Not sent: down\.$/);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('a refusal whose reason ends its sentence is shown with one full stop', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn(() => Promise.reject(new Error('Choose Allow or Deny.')));
    renderStrict(
      <AskUserQuestion input={{ questions: 'not a list' }} status="pending" onDecline={onDecline} />,
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/Not sent:/)).toHaveTextContent(/^Not sent: Choose Allow or Deny\.$/);
  });

  it("a host's stateReducer hears one refusal per refusal, also when it keeps the draft frozen", async () => {
    const user = userEvent.setup();
    const reopens: unknown[] = [];
    const stateReducer: AskUserQuestionProps['stateReducer'] = (state, { type, changes, ...action }) => {
      if (type !== 'refused') return changes;
      reopens.push(action);
      return { ...changes, draft: state.draft };
    };
    const onSubmit = vi.fn(() => Promise.reject(new Error('down')));
    render(
      <AskUserQuestion
        input={inputs.claudeInput}
        status="pending"
        stateReducer={stateReducer}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Not sent: down\./);
    expect(reopens).toHaveLength(1);
  });

  it.each([null, 42, 'garbage', { questions: [] }, { questions: [null, 5] }])(
    'shows the error card for %j',
    (input) => {
      renderStrict(<AskUserQuestion input={asAskUserInput(input)} status="pending" />);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    },
  );
});

describe('AskUserQuestion: styling contract', () => {
  it('puts data-slot on every part and drops the kit classes when unstyled', () => {
    const styled = renderStrict(<AskUserQuestion input={inputs.claudePreviewInput} status="pending" />);
    const slotted = styled.container.querySelectorAll('[data-slot]');
    expect(slotted.length).toBeGreaterThan(20);
    for (const element of slotted) {
      const name = element.getAttribute('data-slot');
      expect(element.classList.contains(`auq-${name}`), `${name}`).toBe(true);
    }
    // The same structure unstyled; every indicator is a text glyph, since no stylesheet draws one.
    styled.unmount();
    const bare = renderStrict(
      <AskUserQuestion input={inputs.claudePreviewInput} status="pending" unstyled />,
    );
    expect(bare.container.querySelectorAll('[data-slot]').length).toBe(slotted.length);
    expect(bare.container.querySelector('[class*="auq-"]')).toBeNull();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-labelledby');
    fireEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    const indicators = [...bare.container.querySelectorAll('[data-slot="option-indicator"]')];
    expect(indicators.map((indicator) => indicator.textContent)).toEqual(['○', '◉', '○']);
  });

  it('takes className per part, from props and from the provider', () => {
    const { container } = renderStrict(
      <AskUserKitProvider classNames={{ option: 'host-option' }}>
        <AskUserQuestion
          input={inputs.claudeInput}
          status="pending"
          className="host-card"
          classNames={{ submit: 'host-submit' }}
        />
      </AskUserKitProvider>,
    );
    expect(container.querySelector('[data-slot="card"]')).toHaveClass('auq-card', 'host-card');
    expect(container.querySelector('[data-slot="submit"]')).toHaveClass('auq-submit', 'host-submit');
    expect(container.querySelector('[data-slot="option"]')).toHaveClass('auq-option', 'host-option');
  });

  it('lets every string be overridden', () => {
    renderStrict(
      <AskUserQuestion
        input={inputs.claudeInput}
        status="pending"
        messages={{ submit: 'Send answers', decline: 'No thanks' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Send answers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeInTheDocument();
  });

  it('marks the card invalid when the input breaks the contract', () => {
    const { container } = renderStrict(
      <AskUserQuestion
        input={{ question: 'Q?', header: 'A header far too long', options: ['A', 'B'] }}
        status="pending"
      />,
    );
    expect(container.querySelector('[data-slot="card"]')).toHaveAttribute('data-invalid');
    expect(screen.getByRole('note')).toHaveTextContent('Shown as well as possible');
  });

  it('shows a question with options: [] as a free-text question, not an invalid card', async () => {
    const onSubmit = vi.fn();
    const { container } = renderStrict(
      <AskUserQuestion
        input={{
          questions: [{ question: 'What should the release be called?', header: 'Name', options: [] }],
        }}
        onSubmit={onSubmit}
      />,
    );
    expect(container.querySelector('[data-slot="card"]')).not.toHaveAttribute('data-invalid');
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.type(
      screen.getByRole('textbox', { name: /What should the release be called/ }),
      'Aurora',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'accept',
        content: { answers: { 'What should the release be called?': 'Aurora' } },
      }),
    );
  });
});

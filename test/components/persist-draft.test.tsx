import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AskUserQuestion,
  type AskUserQuestionProps,
  type PersistDraftOptions,
  usePersistedDraft,
} from '../../src';
import type { DraftStorage } from '../../src/hooks';
import { claudeInput, codexSecretInput } from '../fixtures/inputs';

/** A storage like sessionStorage, in memory, that says what it holds. */
function memoryStorage(): DraftStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A host's card that keeps its draft: the hook's result spread on the card. */
function Persisted({ persist, ...props }: AskUserQuestionProps & { readonly persist: PersistDraftOptions }) {
  const persisted = usePersistedDraft(persist);
  return <AskUserQuestion {...props} {...persisted} />;
}

describe('usePersistedDraft', () => {
  it('brings back the choices and the note after the card is gone (a reload, a crashed tab)', async () => {
    const storage = memoryStorage();
    const persistDraft = { key: 'call_1', storage };
    const first = render(
      <Persisted input={claudeInput} status="pending" onSubmit={vi.fn()} persist={persistDraft} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /SQLite/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Search/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Add a note' })[0]!);
    fireEvent.change(screen.getAllByRole('textbox', { name: /note/i })[0]!, {
      target: { value: 'Prototype only' },
    });
    expect(storage.items.get('ask-user-kit:draft:call_1')).toContain('SQLite');
    first.unmount();

    render(<Persisted input={claudeInput} status="pending" onSubmit={vi.fn()} persist={persistDraft} />);
    expect(screen.getByRole('radio', { name: /SQLite/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Search/ })).toBeChecked();
    expect(screen.getByDisplayValue('Prototype only')).toBeInTheDocument();
  });

  it('brings back exactly the draft it saved: typed text beside a choice, an unticked default, a skipped note', async () => {
    const storage = memoryStorage();
    const persistDraft = { key: 'exact', storage };
    const input = {
      questions: [
        {
          question: 'Which database?',
          header: 'Database',
          options: [{ label: 'Postgres' }, { label: 'SQLite' }],
        },
        {
          question: 'Which regions?',
          header: 'Regions',
          multiSelect: true,
          options: [{ label: 'EU' }, { label: 'US' }, { label: 'Asia' }],
          defaults: { selected: ['EU'] },
        },
        { question: 'Which port?', header: 'Port', options: [{ label: '80' }, { label: '443' }] },
      ],
    };
    const card = () => <Persisted input={input} status="pending" onSubmit={vi.fn()} persist={persistDraft} />;
    const first = render(card());
    await userEvent.type(screen.getAllByRole('textbox')[0]!, 'MySQL');
    await userEvent.click(screen.getByRole('radio', { name: /Postgres/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /EU/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /US/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Add a note' })[2]!);
    fireEvent.change(screen.getByRole('textbox', { name: /note/i }), { target: { value: 'Later' } });
    await userEvent.click(screen.getAllByRole('button', { name: 'Skip this question' })[2]!);
    const saved = storage.items.get('ask-user-kit:draft:exact');
    expect(JSON.parse(saved!)).toMatchObject({
      'Which database?': { selected: ['Postgres'], customText: 'MySQL', customSelected: false },
      'Which regions?': { selected: ['US'] },
      'Which port?': { notes: 'Later', skipped: true },
    });
    first.unmount();

    render(card());
    // Restoring re-saves the draft it rebuilt: the very text it read.
    expect(storage.items.get('ask-user-kit:draft:exact')).toBe(saved);
    expect(screen.getByRole('radio', { name: /Postgres/ })).toBeChecked();
    expect(screen.getByDisplayValue('MySQL')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /EU/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /US/ })).toBeChecked();
  });

  it('forgets the draft once the host took the response, and keeps it when the host refused it', async () => {
    const storage = memoryStorage();
    let take: (() => void) | undefined;
    let refuse: ((error: Error) => void) | undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          take = resolve;
          refuse = reject;
        }),
    );
    render(
      <Persisted input={claudeInput} status="pending" onSubmit={onSubmit} persist={{ key: 'c', storage }} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /SQLite/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => refuse?.(new Error('offline')));
    expect(storage.items.get('ask-user-kit:draft:c')).toContain('SQLite');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => take?.());
    expect(storage.items.has('ask-user-kit:draft:c')).toBe(false);
  });

  it('brings the draft back as one restore change, not as edits the user made', async () => {
    const storage = memoryStorage();
    const first = render(
      <Persisted input={claudeInput} status="pending" onSubmit={vi.fn()} persist={{ key: 'one', storage }} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /SQLite/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Search/ }));
    first.unmount();
    const heard: string[] = [];
    render(
      <Persisted
        input={claudeInput}
        status="pending"
        onSubmit={vi.fn()}
        persist={{ key: 'one', storage }}
        onDraftChange={(_draft, { type }) => heard.push(type)}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /Search/ })).toBeChecked();
    expect(heard).toEqual(['restore']);
  });

  it('gives a card shown again the draft saved last, and restores it once however often the host renders', async () => {
    const storage = memoryStorage();
    const heard: string[] = [];
    function Host({ shown }: { readonly shown: boolean }) {
      // A new storage object on every render must not restore again.
      const persisted = usePersistedDraft({ key: 'again', storage: { ...storage } });
      return shown ? (
        <AskUserQuestion
          input={claudeInput}
          status="pending"
          onSubmit={vi.fn()}
          onDraftChange={(_draft, { type }) => heard.push(type)}
          {...persisted}
        />
      ) : null;
    }
    const view = render(<Host shown />);
    await userEvent.click(screen.getByRole('radio', { name: /SQLite/ }));
    view.rerender(<Host shown={false} />);
    view.rerender(<Host shown />);
    expect(screen.getByRole('radio', { name: /SQLite/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /DynamoDB/ }));
    view.rerender(<Host shown />);
    view.rerender(<Host shown />);
    expect(screen.getByRole('radio', { name: /DynamoDB/ })).toBeChecked();
    expect(heard.filter((type) => type === 'restore')).toEqual(['restore']);
  });

  it("does not keep the amend editor's draft of a finished call", async () => {
    const storage = memoryStorage();
    const record = {
      input: claudeInput,
      output: { answers: { [claudeInput.questions[0].question]: 'SQLite' } },
    };
    render(<Persisted record={record} onAmend={vi.fn()} persist={{ key: 'done', storage }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change answers' }));
    await userEvent.click(screen.getByRole('radio', { name: /DynamoDB/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep answers' }));
    expect(storage.items.has('ask-user-kit:draft:done')).toBe(false);
  });

  it('never writes a secret answer to storage', async () => {
    const storage = memoryStorage();
    render(
      <Persisted
        input={codexSecretInput}
        status="pending"
        onSubmit={vi.fn()}
        persist={{ key: 's', storage }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Which API key should the job use?'), 'hunter2');
    expect([...storage.items.values()].join('')).not.toContain('hunter2');
  });

  it('a storage that refuses (full, sandboxed) costs the saved draft, never the card', async () => {
    const storage: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const onSubmit = vi.fn();
    render(
      <Persisted input={claudeInput} status="pending" onSubmit={onSubmit} persist={{ key: 'x', storage }} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /SQLite/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

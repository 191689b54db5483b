import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AskUserQuestion, preloadAskUserKit } from '../../src';
import { normalizeQuestions } from '../../src/core';
import {
  autoResolutionView,
  chineseCatalogue,
  finishedViews,
  previewViews,
  inputReader,
  textMarks,
  stepViews,
} from '../../src/components/lazy-modules';
import { forgetOnDemandModules, need, onDemand, provide } from '../../src/components/on-demand';
import { claudeInput, claudePreviewInput, codexInput } from '../fixtures/inputs';

// Each test starts as a page that has loaded the kit's first chunk and nothing else.
beforeEach(() => forgetOnDemandModules());

const loaded = () => ({
  finished: finishedViews.current !== undefined,
  previews: previewViews.current !== undefined,
  steps: stepViews.current !== undefined,
  countdown: autoResolutionView.current !== undefined,
  chinese: chineseCatalogue.current !== undefined,
  inputReader: inputReader.current !== undefined,
  textMarks: textMarks.current !== undefined,
});
const card = (container: HTMLElement) => container.querySelector('[data-slot="card"]');

describe('a card loads what it shows, the first time it shows it', () => {
  it('a pending English card renders at once, then loads only its summary, the input reader and the marks, ahead of the answer', async () => {
    const { container } = render(
      <AskUserQuestion input={claudeInput} status="pending" onSubmit={() => {}} />,
    );
    expect(card(container)).toHaveAttribute('data-state', 'pending');
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(finishedViews.current && inputReader.current && textMarks.current).toBeDefined(),
    );
    expect(loaded()).toEqual({
      finished: true,
      previews: false,
      steps: false,
      countdown: false,
      chinese: false,
      inputReader: true,
      textMarks: true,
    });
  });

  it('a restored record shows a busy frame until its summary arrives, then the summary', async () => {
    const record = {
      input: claudeInput,
      output: { answers: { [claudeInput.questions[0].question]: 'SQLite' } },
    };
    const { container } = render(<AskUserQuestion record={record} />);
    expect(card(container)).toHaveAttribute('data-state', 'loading');
    expect(card(container)).toHaveAttribute('aria-busy', 'true');
    expect(container.textContent).toBe('');
    expect(await screen.findByText('SQLite')).toBeInTheDocument();
    expect(card(container)).toHaveAttribute('data-state', 'partial');
    expect(card(container)).not.toHaveAttribute('aria-busy');
  });

  it('submitting a pending card whose summary already arrived shows the summary at once', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <AskUserQuestion input={claudeInput} status="pending" onSubmit={() => {}} />,
    );
    await waitFor(() => expect(finishedViews.current).toBeDefined());
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(card(container)).toHaveAttribute('data-state', 'partial');
    expect(screen.getByText('SQLite')).toBeInTheDocument();
  });

  it('a card with previews waits for the preview panes and warns exactly as normalizeQuestions does', async () => {
    const broken = {
      questions: [
        {
          ...claudePreviewInput.questions[0],
          options: [
            ...claudePreviewInput.questions[0].options,
            { label: 'Script', description: 'Breaks the contract.', preview: '<p>x</p><script>1</script>' },
          ],
        },
      ],
    };
    const { container } = render(<AskUserQuestion input={broken} status="pending" onSubmit={() => {}} />);
    expect(card(container)).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(card(container)).toHaveAttribute('data-state', 'pending'));
    expect(container.querySelector('[data-slot="preview"]')).not.toBeNull();
    // The preview contract's check came with the panes: the card is in its warning state.
    expect(normalizeQuestions(broken).warnings.map((warning) => warning.code)).toContain('invalid-preview');
    expect(card(container)).toHaveAttribute('data-invalid');
    expect(loaded().steps).toBe(false);
  });

  it('a card given its arguments as JSON text waits for the input reader, then reads them as normalizeQuestions does', async () => {
    const text = JSON.stringify(claudeInput);
    const { container } = render(<AskUserQuestion input={text} status="pending" onSubmit={() => {}} />);
    expect(card(container)).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(card(container)).toHaveAttribute('data-state', 'pending'));
    for (const question of normalizeQuestions(text).questions)
      expect(screen.getByText(question.question)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /SQLite/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Search/ })).toBeInTheDocument();
    expect(loaded()).toMatchObject({ inputReader: true, previews: false, steps: false });
  });

  it('arguments still streaming in as text show what has arrived once the reader is there', async () => {
    const text = JSON.stringify(claudeInput);
    const partial = text.slice(0, text.indexOf('"options"') + 40);
    const { container } = render(<AskUserQuestion input={partial} status="streaming" onSubmit={() => {}} />);
    await waitFor(() => expect(card(container)).toHaveAttribute('data-state', 'streaming'));
    expect(screen.getByText(claudeInput.questions[0].question)).toBeInTheDocument();
    // Locked until the arguments are complete.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("another runtime's shape (Codex's, with question ids) waits for the input reader", async () => {
    const { container } = render(<AskUserQuestion input={codexInput} status="pending" onSubmit={() => {}} />);
    expect(card(container)).toHaveAttribute('data-state', 'loading');
    expect(await screen.findByRole('radio', { name: /JWT/ })).toBeInTheDocument();
    expect(card(container)).toHaveAttribute('data-state', 'pending');
    expect(loaded()).toMatchObject({ inputReader: true, previews: false });
  });

  it('an input that breaks the contract waits for the input reader and shows its warning', async () => {
    const long = {
      questions: [{ ...claudeInput.questions[0], header: 'A header longer than twelve characters' }],
    };
    const { container } = render(<AskUserQuestion input={long} status="pending" onSubmit={() => {}} />);
    expect(card(container)).toHaveAttribute('data-state', 'loading');
    expect(await screen.findByRole('radio', { name: /SQLite/ })).toBeInTheDocument();
    expect(normalizeQuestions(long).warnings.map((warning) => warning.code)).toContain('header-too-long');
    expect(card(container)).toHaveAttribute('data-invalid');
  });

  it('an MCP form waits for its reader, then asks its questions', async () => {
    const form = {
      message: 'Pick a region',
      requestedSchema: {
        type: 'object',
        properties: { region: { type: 'string', title: 'Region', enum: ['eu', 'us'] } },
        required: ['region'],
      },
    };
    const { container } = render(<AskUserQuestion input={form} status="pending" onSubmit={() => {}} />);
    expect(card(container)).toHaveAttribute('data-state', 'loading');
    expect(await screen.findByRole('radio', { name: 'eu' })).toBeInTheDocument();
    expect(card(container)).toHaveAttribute('data-state', 'pending');
  });

  it('a text that may hide a character is written out plainly until the marks arrive, never unmarked', async () => {
    const hostile = {
      questions: [
        {
          ...claudeInput.questions[0],
          options: [
            { label: 'Keep \u202Eevil', description: 'A right-to-left override.' },
            ...claudeInput.questions[0].options.slice(1),
          ],
        },
      ],
    };
    const { container } = render(<AskUserQuestion input={hostile} status="pending" onSubmit={() => {}} />);
    // The card is there at once, the label too, with the override written out.
    expect(card(container)).toHaveAttribute('data-state', 'pending');
    expect(screen.getByRole('radio', { name: /Keep ⟨U\+202E⟩evil/ })).toBeInTheDocument();
    expect(container.textContent).not.toContain('\u202E');
    expect(await screen.findByRole('img', { name: /U\+202E RIGHT-TO-LEFT OVERRIDE/ })).toBeInTheDocument();
    expect(container.textContent).not.toContain('\u202E');
    expect(loaded()).toMatchObject({ textMarks: true, previews: false });
  });

  it('an attribute that may hide a character waits for the marks with the card', async () => {
    const placeholder = {
      questions: [
        { id: 'name', question: 'What should the service be called?', placeholder: 'e.g. pay\u200Bpal' },
      ],
    };
    const { container } = render(
      <AskUserQuestion input={placeholder} status="pending" onSubmit={() => {}} />,
    );
    expect(card(container)).toHaveAttribute('data-state', 'loading');
    const field = await screen.findByRole('textbox', { name: 'What should the service be called?' });
    expect(field).toHaveAttribute('placeholder', 'e.g. pay⟨U+200B⟩pal');
  });

  it('a card in Chinese never shows English: the busy frame first, then Chinese', async () => {
    const { container } = render(
      <AskUserQuestion input={claudeInput} status="pending" locale="zh-CN" onSubmit={() => {}} />,
    );
    expect(container.textContent).toBe('');
    expect(await screen.findByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(card(container)).toHaveAttribute('lang', 'zh-CN');
  });

  it('the steps layout and a countdown load with the first card that uses them', async () => {
    render(
      <AskUserQuestion
        input={claudeInput}
        status="pending"
        layout="steps"
        autoResolution={{ deadline: Date.now() + 60_000 }}
        onSubmit={() => {}}
      />,
    );
    expect(await screen.findByRole('navigation', { name: 'Questions' })).toBeInTheDocument();
    expect(loaded()).toMatchObject({ steps: true, countdown: true, previews: false, chinese: false });
  });

  it('a mounted card switched to the steps layout stays as it is while the steps arrive', async () => {
    const user = userEvent.setup();
    const props = { input: claudeInput, status: 'pending' as const, onSubmit: () => {} };
    const { container, rerender } = render(<AskUserQuestion {...props} />);
    await user.click(screen.getByRole('radio', { name: /SQLite/ }));
    rerender(<AskUserQuestion {...props} layout="steps" />);
    // No loading frame in place of the card, and the answer is still chosen.
    expect(card(container)).toHaveAttribute('data-state', 'pending');
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('navigation', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /SQLite/ })).toHaveAttribute('aria-checked', 'true');
  });

  it("the loading frame carries the host's id, props and ref, and the card's language", () => {
    let node: HTMLElement | null = null;
    const record = { input: claudeInput, state: 'answered' as const };
    render(
      <AskUserQuestion
        record={record}
        locale="zh-CN"
        id="call-7"
        data-call="7"
        ref={(element) => {
          node = element;
        }}
      />,
    );
    const frame = document.getElementById('call-7');
    expect(frame).toHaveAttribute('data-state', 'loading');
    expect(frame).toHaveAttribute('data-call', '7');
    expect(frame).toHaveAttribute('lang', 'zh-CN');
    expect(node).toBe(frame);
  });

  it('preloadAskUserKit loads every module, so a finished card renders its summary at once', async () => {
    await preloadAskUserKit();
    expect(loaded()).toEqual({
      finished: true,
      previews: true,
      steps: true,
      countdown: true,
      chinese: true,
      inputReader: true,
      textMarks: true,
    });
    const record = { input: claudeInput, state: 'declined' as const };
    const { container } = render(<AskUserQuestion record={record} />);
    expect(card(container)).toHaveAttribute('data-state', 'declined');
  });
});

describe('need', () => {
  function Shows({ module }: { module: Parameters<typeof need<{ text: string }>>[0] }) {
    return <p>{need(module).text}</p>;
  }

  it('suspends until the module arrives, and asks for it once however often it renders', async () => {
    let imports = 0;
    const module = onDemand<{ text: string }>('a test module');
    provide(module, async () => {
      imports += 1;
      return { text: 'arrived' };
    });
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Shows module={module} />
        <Shows module={module} />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findAllByText('arrived')).toHaveLength(2);
    expect(imports).toBe(1);
  });

  it('throws the load error to the error boundary, and a later load tries again', async () => {
    let attempt = 0;
    const module = onDemand<{ text: string }>('a flaky module');
    provide(module, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { text: 'second time' };
    });
    await expect(module.load()).rejects.toThrow('offline');
    expect(() => need(module)).toThrow('offline');
    await expect(module.load()).resolves.toEqual({ text: 'second time' });
    expect(need(module).text).toBe('second time');
  });

  it('says which module was asked for before its import was attached', () => {
    const module = onDemand<{ text: string }>('the unattached module');
    expect(() => need(module)).toThrow('the unattached module');
  });
});

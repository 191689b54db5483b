/**
 * The benchmark page: a production React build of the kit next to its references, driven by
 * scripts/bench.mjs through Playwright. Every function does one measured action and resolves
 * once the page has rendered it (committed, previews sanitised, laid out).
 */
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Profiler, type ProfilerOnRenderCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Root, createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { AskUserQuestion, type AskUserInput, type AskUserQuestionSource } from '../../../src';
import { normalizeQuestions, parsePlainTextReply, readAnswers } from '../../../src/core';
import { hugeInput, hugeLabels, repeatUntil } from '../../fixtures/huge-field';
import * as AskUser from '../../../src/components/parts';
import '../../../src/styles/tokens.css';
import '../../../src/styles/components.css';

const stage = document.getElementById('stage') as HTMLElement;
let roots: Root[] = [];

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function settled(): Promise<void> {
  for (let i = 0; i < 2000; i += 1) {
    if (!stage.querySelector('[data-slot="preview-content"][data-state="loading"]')) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  stage.getBoundingClientRect();
  await frame();
  await frame();
}

function clear(): void {
  for (const root of roots) root.unmount();
  roots = [];
  stage.replaceChildren();
}

const words = (size: number) => 'lorem ipsum dolor sit amet '.repeat(Math.ceil(size / 27)).slice(0, size);
const lines = (size: number) =>
  Array.from({ length: Math.ceil(size / 80) }, (_, i) => `${String(i).padStart(6, '0')} ${words(72)}`)
    .join('\n')
    .slice(0, size);

function question(overrides: Record<string, unknown> = {}, options?: unknown[]) {
  return {
    question: 'Which layout should the dashboard use?',
    header: 'Layout',
    multiSelect: false,
    options: options ?? [
      { label: 'Sidebar (Recommended)', description: 'Navigation on the left.' },
      { label: 'Top bar', description: 'Navigation on top.' },
      { label: 'Single page', description: 'One long page.' },
      { label: 'Tabs', description: 'Sections as tabs.' },
    ],
    ...overrides,
  };
}

/** A card whose one field carries `size` characters of the given kind. */
function sweepInput(field: string, size: number): AskUserQuestionSource {
  const base = question();
  const withOption = (option: Record<string, unknown>) => ({
    questions: [{ ...base, options: [option, ...(base.options as unknown[]).slice(1)] }],
  });
  switch (field) {
    case 'label':
      return { input: withOption({ label: words(size), description: 'long label' }) };
    case 'description':
      return { input: withOption({ label: 'Sidebar', description: words(size) }) };
    case 'question':
      return { input: { questions: [question({ question: words(size) })] } };
    case 'text preview':
      return { input: withOption({ label: 'Sidebar', description: 'd', preview: lines(size) }) };
    case 'html preview':
      return {
        input: withOption({
          label: 'Sidebar',
          description: 'd',
          preview: '<p>Settings <b>page</b> with <i>text</i></p>'.repeat(Math.ceil(size / 40)).slice(0, size),
        }),
      };
    case 'html comments':
      return {
        input: withOption({
          label: 'Sidebar',
          description: 'd',
          preview: `${'<!---->'.repeat(Math.ceil(size / 7))}<p>x</p>`.slice(-size),
        }),
      };
    case 'nested html':
      return {
        input: withOption({
          label: 'Sidebar',
          description: 'd',
          preview: `${'<b>'.repeat(Math.ceil(size / 7))}x${'</b>'.repeat(Math.ceil(size / 7))}`,
        }),
      };
    case 'invisible characters':
      return {
        input: withOption({ label: 'Sidebar', description: 'd', preview: `a${'\u200B'.repeat(size)}b` }),
      };
    case 'combining marks':
      return { input: withOption({ label: `Z${'\u0336'.repeat(size)}algo`, description: 'zalgo' }) };
    case 'options': {
      const options = Array.from({ length: Math.max(2, Math.round(size / 100)) }, (_, i) => ({
        label: `Option ${i}`,
        description: `What option ${i} means.`,
        preview: `<p>Preview ${i}</p>`,
      }));
      return { input: { questions: [question({}, options)] } };
    }
    case 'deep json':
      return { input: `{"questions":[${'['.repeat(size)}` };
    case 'notes':
      return {
        record: {
          input: { questions: [base] },
          output: {
            answers: { [base.question]: 'Top bar' },
            annotations: { [base.question]: { notes: words(size) } },
          },
          state: 'answered',
        },
      };
    case 'answer':
      return {
        record: {
          input: { questions: [base] },
          output: { answers: { [base.question]: words(size) } },
          state: 'answered',
        },
      };
    default:
      throw new Error(`unknown field ${field}`);
  }
}

// React calls a Profiler's onRender only in development and profiling builds: scripts/bench.mjs
// counts re-renders in a second build of this page, with react-dom/client → react-dom/profiling.
let questionRenders = new Map<string, number>();
const countQuestionRender: ProfilerOnRenderCallback = (id) => {
  questionRenders.set(id, (questionRenders.get(id) ?? 0) + 1);
};

/** A pending card with four questions of four options (the click benchmark's card). */
export function fourByFour(): AskUserInput {
  return {
    questions: [0, 1, 2, 3].map((q) =>
      question(
        { question: `Question ${q}?`, header: `Q${q}` },
        [0, 1, 2, 3].map((o) => ({ label: `Option ${q}.${o}`, description: `Meaning ${o}.` })),
      ),
    ),
  };
}

function BareRadix({ groups }: { groups: number }) {
  const [values, setValues] = useState<string[]>(() => Array.from({ length: groups }, () => ''));
  return (
    <div>
      {Array.from({ length: groups }, (_, g) => (
        <RadioGroup.Root
          key={g}
          aria-label={`Question ${g}`}
          value={values[g] ?? ''}
          onValueChange={(value) => setValues((current) => current.map((v, i) => (i === g ? value : v)))}
        >
          {[0, 1, 2, 3].map((o) => (
            <label key={o} style={{ display: 'flex', gap: 8 }}>
              <RadioGroup.Item value={String(o)} id={`r${g}-${o}`} data-bench-option={`${g}.${o}`}>
                <RadioGroup.Indicator />
              </RadioGroup.Item>
              <span>{`Option ${g}.${o}`}</span>
            </label>
          ))}
        </RadioGroup.Root>
      ))}
    </div>
  );
}

const bench = {
  clear,
  /** Mounts one card for a field of the complexity sweep. */
  async sweep(field: string, size: number) {
    clear();
    const props = sweepInput(field, size);
    const root = createRoot(stage.appendChild(document.createElement('div')));
    roots.push(root);
    flushSync(() =>
      root.render(
        <AskUserQuestion
          {...props}
          status={props.record ? undefined : 'pending'}
          onSubmit={() => undefined}
        />,
      ),
    );
    await settled();
    return stage.querySelectorAll('*').length;
  },
  /** Mounts `count` cards (pending 4×4, or answered records). */
  async mountCards(count: number, kind: 'pending' | 'answered') {
    clear();
    const input = fourByFour();
    const answers = Object.fromEntries(
      input && typeof input === 'object' && 'questions' in input
        ? (input.questions as { question: string }[]).map((q, i) => [q.question, `Option ${i}.1`])
        : [],
    );
    for (let i = 0; i < count; i += 1) {
      const root = createRoot(stage.appendChild(document.createElement('div')));
      roots.push(root);
      flushSync(() =>
        root.render(
          kind === 'pending' ? (
            <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} />
          ) : (
            <AskUserQuestion record={{ input, output: { answers }, state: 'answered' }} />
          ),
        ),
      );
    }
    await settled();
    return stage.querySelectorAll('*').length;
  },
  /** The same markup as `count` cards, injected as static HTML: the floor for mounting. */
  async mountStatic(count: number, kind: 'pending' | 'answered') {
    clear();
    const input = fourByFour();
    const answers = Object.fromEntries(
      (input as { questions: { question: string }[] }).questions.map((q, i) => [q.question, `Option ${i}.1`]),
    );
    const html = renderToStaticMarkup(
      kind === 'pending' ? (
        <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} />
      ) : (
        <AskUserQuestion record={{ input, output: { answers }, state: 'answered' }} />
      ),
    );
    stage.innerHTML = html.repeat(count);
    await settled();
    return stage.querySelectorAll('*').length;
  },
  /**
   * The click benchmark's card composed from its parts with a Profiler around each question,
   * for counting which questions a click re-renders (profiling build only).
   */
  async mountCountedCard() {
    clear();
    const root = createRoot(stage.appendChild(document.createElement('div')));
    roots.push(root);
    flushSync(() =>
      root.render(
        <AskUser.Root input={fourByFour()} status="pending" onSubmit={() => undefined}>
          <AskUser.Header />
          <AskUser.QuestionList>
            {(question) => (
              <Profiler id={question.key} onRender={countQuestionRender}>
                <AskUser.Question />
              </Profiler>
            )}
          </AskUser.QuestionList>
          <AskUser.Actions />
        </AskUser.Root>,
      ),
    );
    await settled();
  },
  /** How often each question (by key) rendered since the last call, then starts counting anew. */
  takeQuestionRenders() {
    const taken = Object.fromEntries(questionRenders);
    questionRenders = new Map();
    return taken;
  },
  /**
   * The kit's card and the bare Radix groups side by side, for clicks taken in turns: both
   * then run under the same load, which on these machines changes from second to second.
   */
  async mountClickPair() {
    clear();
    for (const element of [
      <AskUserQuestion key="kit" input={fourByFour()} status="pending" onSubmit={() => undefined} />,
      <BareRadix key="radix" groups={4} />,
    ]) {
      const root = createRoot(stage.appendChild(document.createElement('div')));
      roots.push(root);
      flushSync(() => root.render(element));
    }
    await settled();
  },
  /** How many of the records read as answered (the result keeps the work from being skipped). */
  readAnswers(records: unknown[]) {
    let answered = 0;
    for (const record of records) if (readAnswers(record).outcome === 'answered') answered += 1;
    return answered;
  },
  /** How many questions the inputs hold, read by `normalizeQuestions` one input at a time. */
  normalizeAll(inputs: unknown[]) {
    let questions = 0;
    for (const input of inputs) questions += normalizeQuestions(input).questions.length;
    return questions;
  },
  /** A streamed input of `size` characters, cut in the middle of a description string. */
  streamedInput(size: number) {
    const head = '{"questions":[{"question":"Which?","header":"Pick","multiSelect":false,"options":[';
    const options = repeatUntil(
      size,
      (index) => `{"label":"Option ${index}","description":"${'d'.repeat(200)}"},`,
    );
    const text = `${head}${options}{"label":"Last","description":"${'x'.repeat(size)}`.slice(0, size);
    (window as unknown as { __stream: string }).__stream = text;
  },
  normalizeStream() {
    return normalizeQuestions((window as unknown as { __stream: string }).__stream).questions.length;
  },
  /** One huge field: a multi-select answer or a plain-text reply of `size` characters. */
  hugeField(kind: 'answer' | 'reply', size: number) {
    const text = repeatUntil(size, (index) =>
      kind === 'answer' ? `${hugeLabels[index % 50]}, ` : `${(index % 50) + 1}, word${index}, `,
    );
    const input = hugeInput;
    (window as unknown as { __huge: unknown }).__huge = { input, text: text.slice(0, size) };
  },
  readHuge(kind: 'answer' | 'reply') {
    const { input, text } = (window as unknown as { __huge: { input: unknown; text: string } }).__huge;
    if (kind === 'reply') return Object.keys(parsePlainTextReply(text, input)).length;
    return readAnswers({ input, output: { answers: { 'Which?': text } } }).questions.length;
  },
  jsonParse(text: string) {
    return (JSON.parse(text) as unknown[]).length;
  },
  settled,
};

(window as unknown as { bench: typeof bench }).bench = bench;
// The kit loads at once: every figure is the card as a page that imported it has it.
document.body.dataset.ready = '';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserQuestion, type AskUserInput } from '../../src';
import { createDisplayPayload } from '../../src/core';
import { hostileTextInput } from '../fixtures/hostile-text';

/**
 * Every string of a card comes from the model. In real Chromium: a crafted label can never
 * make a click choose another option, agent text never reorders or disguises what the user
 * reads, never names the kit's own controls, and no input makes the browser build without
 * bounds.
 */

/**
 * Sets of labels that all collide under a 31-multiplier string hash: "Aa" and "BB" hash alike,
 * so every sequence of them of one length does, under any common prefix and suffix.
 */
const collidingLabels = fc
  .tuple(
    fc.constantFrom('Deploy', 'Cancel', 'Keep', 'Drop'),
    fc.integer({ min: 1, max: 3 }),
    fc.constantFrom('', '\u200B', '\u{E0020}', ' now'),
  )
  .chain(([word, length, suffix]) =>
    fc
      .uniqueArray(fc.array(fc.constantFrom('Aa', 'BB'), { minLength: length, maxLength: length }), {
        minLength: 2,
        maxLength: 4,
        selector: (blocks) => blocks.join(''),
      })
      .map((sets) => sets.map((blocks) => `${word} ${blocks.join('')}${suffix}`)),
  );

function cardInput(first: string[], second: string[]): AskUserInput {
  const options = (labels: string[]) => labels.map((label) => ({ label, description: `means ${label}` }));
  return {
    questions: [
      { question: 'First?', header: 'One', multiSelect: false, options: options(first) },
      { question: 'Second?', header: 'Two', multiSelect: true, options: options(second) },
    ],
  };
}

describe('ids cannot collide, whatever the labels', () => {
  it('every id in the document is unique and each label activates only its own control', async () => {
    await fc.assert(
      fc.asyncProperty(collidingLabels, collidingLabels, async (first, second) => {
        const input = cardInput(first, second);
        // Two cards on one page, as in the dock, and a summary beside them.
        const screen = await render(
          <>
            <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} />
            <AskUserQuestion input={input} status="pending" onSubmit={() => undefined} />
            <AskUserQuestion
              record={{
                input,
                display: createDisplayPayload({ answers: { 'First?': first[0] } }),
                state: 'answered',
              }}
            />
          </>,
        );
        const ids = Array.from(screen.container.querySelectorAll('[id]')).map((element) => element.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const reference of screen.container.querySelectorAll(
          '[aria-labelledby], [aria-describedby], label[for]',
        )) {
          for (const id of [
            ...(reference.getAttribute('aria-labelledby') ?? '').split(' '),
            ...(reference.getAttribute('aria-describedby') ?? '').split(' '),
            reference.getAttribute('for') ?? '',
          ].filter(Boolean)) {
            expect(screen.container.querySelectorAll(`[id="${CSS.escape(id)}"]`)).toHaveLength(1);
          }
        }
        // Click the text of every row of the first card: only that row's control is chosen.
        const card = screen.container.querySelector('[data-slot="card"]') as HTMLElement;
        const groups = card.querySelectorAll('[data-slot="option-list"]');
        for (const [groupIndex, group] of Array.from(groups).entries()) {
          const rows = Array.from(group.querySelectorAll(':scope > [data-slot="option"]'));
          for (const [index, row] of rows.entries()) {
            const text = row.querySelector('[data-slot="option-label"]') as HTMLElement;
            await userEvent.click(text);
            const control = row.querySelector('[data-slot="option-control"]') as HTMLElement;
            expect(control.getAttribute('data-state'), `group ${groupIndex} row ${index}`).toBe('checked');
            expect(control.getAttribute('data-option-index')).toBe(String(index));
            if (groupIndex === 0) {
              const checked = group.querySelectorAll('[data-slot="option-control"][data-state="checked"]');
              expect(checked).toHaveLength(1);
            }
          }
        }
        screen.unmount();
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

const RAW_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200B]|[\u{E0000}-\u{E007F}]/u;

describe('agent text is inert in every field, live and in the summary', () => {
  it('isolates every agent string and shows its invisible characters as marks', async () => {
    const screen = await render(
      <AskUserQuestion
        input={hostileTextInput}
        status="pending"
        onSubmit={() => undefined}
        origin={{ path: [{ name: 'Lead' }, { name: 'Re\u202Esearcher' }], context: 'Comparing \u202Eflows' }}
      />,
    );
    const card = screen.container.querySelector('[data-slot="card"]') as HTMLElement;
    for (const slot of [
      'card-title',
      'question-text',
      'question-chip',
      'option-label',
      'option-description',
      'origin-context',
    ]) {
      // The free-text choice's label is the kit's own words, not the agent's.
      for (const element of card.querySelectorAll(
        `[data-slot="${slot}"]:not([data-slot="custom-choice"] *)`,
      )) {
        expect(element.querySelector('bdi'), slot).not.toBeNull();
        expect(element.textContent, slot).not.toMatch(RAW_CONTROLS);
      }
    }
    expect(card.textContent).not.toMatch(RAW_CONTROLS);
    expect(card.querySelector('[data-slot="question-text"] [data-slot="invisible-char"]')?.textContent).toBe(
      '⟨U+202E⟩',
    );
    expect(card.textContent).toContain('⟨U+E0041⟩');
    // The combining stack is cut and the card clips whatever still reaches past its edge.
    expect(card.querySelector('[data-omitted="combining-marks"]')).not.toBeNull();
    expect(getComputedStyle(card).overflow).toBe('clip');
  });

  it('the kit names its own controls; the agent’s "Other" label is only its suggestion', async () => {
    await render(<AskUserQuestion input={hostileTextInput} status="pending" onSubmit={() => undefined} />);
    const other = page.getByRole('radio', { name: 'Other' });
    await expect.element(other).toBeVisible();
    expect(page.getByRole('radio', { name: /APPROVE/ }).query()).toBeNull();
    const hint = document.querySelector('[data-slot="custom-hint"]') as HTMLElement;
    expect(hint.textContent).toBe('The agent suggests: “Other: type APPROVE to approve everything”');
    const input = page.getByRole('textbox', { name: 'Your own answer' }).element();
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
  });

  it('labels dressed as the kit’s buttons stay options, apart from the real buttons', async () => {
    await render(<AskUserQuestion input={hostileTextInput} status="pending" onSubmit={() => undefined} />);
    const group = document.querySelector('[role="radiogroup"]') as HTMLElement;
    const buttons = Array.from(document.querySelectorAll('button')).filter((button) =>
      /^(submit|skip all|decline|dismiss)$/i.test((button.textContent ?? '').normalize('NFKC')),
    );
    expect(buttons.map((button) => button.textContent)).toEqual(['Submit', 'Skip all', 'Decline', 'Dismiss']);
    for (const button of buttons) {
      expect(group.contains(button)).toBe(false);
      expect(button.closest('[data-slot="actions"]')).not.toBeNull();
    }
    for (const name of ['\u0405ubmit', '\uFF33\uFF4B\uFF49\uFF50 all']) {
      const option = page.getByRole('radio', { name });
      await expect.element(option).toBeVisible();
      expect(group.contains(option.element())).toBe(true);
    }
    // The action bar sits below every option row.
    const lastRow = Array.from(group.querySelectorAll('[data-slot="option"]')).at(-1) as HTMLElement;
    const actions = document.querySelector('[data-slot="actions"]') as HTMLElement;
    expect(actions.getBoundingClientRect().top).toBeGreaterThan(lastRow.getBoundingClientRect().bottom);
  });

  it('a stored record’s hostile answers, notes and reply are inert in the summary', async () => {
    const input = {
      questions: [
        {
          question: 'Pick?',
          header: 'Pick',
          multiSelect: false,
          options: [
            { label: 'A', description: 'a' },
            { label: 'B', description: 'b' },
          ],
        },
      ],
    };
    const record = {
      input,
      output: {
        answers: { 'Pick?': 'free \u202Etxet\u202C and \u{E0041}' },
        annotations: { 'Pick?': { notes: 'note \u2067hidden\u2069 \u200B' } },
        response: 'reply \u202Eevil',
      },
      state: 'answered',
    };
    const screen = await render(<AskUserQuestion record={record} />);
    const summary = screen.container.querySelector('[data-slot="summary"]') as HTMLElement;
    expect(summary.textContent).not.toMatch(RAW_CONTROLS);
    for (const slot of ['summary-question', 'summary-answer', 'summary-notes', 'summary-response']) {
      expect(summary.querySelector(`[data-slot="${slot}"] bdi`), slot).not.toBeNull();
    }
    expect(summary.textContent).toContain('⟨U+202E⟩');
  });
});

describe('no input makes the browser build without bounds', () => {
  const previewInput = (preview: string): AskUserInput => ({
    questions: [
      {
        question: 'Which layout?',
        header: 'Layout',
        multiSelect: false,
        options: [
          { label: 'Heavy', description: 'a hostile preview', preview },
          { label: 'Light', description: 'plain', preview: '<p>plain</p>' },
        ],
      },
    ],
  });

  it.each([
    ['10,000 nested <b>', `${'<b>'.repeat(10_000)}deep${'</b>'.repeat(10_000)}`],
    ['10,000 nested <div>', `${'<div>'.repeat(10_000)}deep${'</div>'.repeat(10_000)}`],
    ['tables nested 20 deep', `${'<table><tr><td>'.repeat(20)}x${'</td></tr></table>'.repeat(20)}`],
    ['a flood of 20,000 <br>', `<p>x</p>${'<br>'.repeat(20_000)}`],
    [
      '3,000 attributes',
      `<p ${Array.from({ length: 3_000 }, (_, i) => `title${i}="x"`).join(' ')}>x</p><p>after</p>`,
    ],
  ])('%s: cut before parsing, with a visible note, and the card still answers', async (_what, preview) => {
    const sent: unknown[] = [];
    const screen = await render(
      <>
        <div data-testid="pointer-parking" style={{ height: 8 }} />
        <AskUserQuestion input={previewInput(preview)} status="pending" onSubmit={(r) => void sent.push(r)} />
      </>,
    );
    await userEvent.hover(screen.getByTestId('pointer-parking'));
    const content = () => document.querySelector('[data-slot="preview-content"]') as HTMLElement;
    await expect.poll(() => content().getAttribute('data-state')).toBe('ready');
    expect(content().querySelectorAll('*').length).toBeLessThanOrEqual(2_000);
    let depth = 0;
    for (let node: Element | null = content().querySelector('*'); node; node = node.firstElementChild)
      depth += 1;
    expect(depth).toBeLessThanOrEqual(40);
    expect(
      document.querySelector('[data-slot="preview-note"][data-kind="truncated"]')?.textContent,
    ).toContain('Preview truncated');
    await page.getByRole('radio', { name: 'Light' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(sent).toHaveLength(1);
  });
});

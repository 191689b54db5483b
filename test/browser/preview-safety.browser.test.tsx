import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserQuestion } from '../../src';
import { sanitizePreviewHtml } from '../../src/components/preview/sanitize';
import { hostilePreviews, spoofingTexts } from '../fixtures/hostile-previews';
import { auditContent, evilRequests, pwned, renderHostile, settle } from './hostile-helpers';

/**
 * Hostile previews in real Chromium (never happy-dom, which DOMPurify does not consider a
 * safe DOM). For every payload: nothing executes, nothing escapes the box or steals focus or
 * clicks, nothing joins the card's accessibility tree or a host form, nothing loads from
 * evil.example, and contract violations fall back to text.
 */

/**
 * The payloads the audit cannot see in an inert template: their harm shows only when laid out
 * (size, overlays), parsed a second time, or as a contract violation — other tests here check
 * those. Pinned, so a category the audit stops seeing fails this control.
 */
const UNFLAGGED_RAW = [
  'script execution #10',
  'script execution #11',
  'template reassembly #0',
  'template reassembly #1',
  'template reassembly #2',
  'css and ui redress #2',
  'contract-gate probes #0',
  'contract-gate probes #1',
  'contract-gate probes #4',
  'resource exhaustion #0',
  'resource exhaustion #1',
  'resource exhaustion #2',
];

describe('runs in a real browser, with checks that can fail', () => {
  it('is Chromium, not a simulated DOM', () => {
    expect(navigator.userAgent).toMatch(/Chrome\//);
    expect(navigator.userAgent).not.toMatch(/jsdom|happy-dom/i);
  });

  it('the audit flags unsanitised payloads (parsed inert, never run)', () => {
    const unflagged: string[] = [];
    for (const [category, payloads] of Object.entries(hostilePreviews)) {
      payloads.forEach((payload, index) => {
        const template = document.createElement('template');
        template.innerHTML = payload;
        if (auditContent(template.content, { layout: false }).length === 0)
          unflagged.push(`${category} #${index}`);
      });
    }
    // Every other payload carries something the audit must reject when not sanitised.
    expect(unflagged).toEqual(UNFLAGGED_RAW);
  });

  it('the __pwned trap fires for a raw event handler', async () => {
    const box = document.createElement('div');
    box.className = 'host-fixture';
    box.innerHTML = '<img src="x-missing.png" onerror="__pwned(0)">';
    document.body.append(box);
    await expect.poll(() => pwned.mock.calls.length).toBe(1);
  });

  it('the click-through check sees a real overlay', async () => {
    await render(<AskUserQuestion input={{ question: 'Q?', options: ['A', 'B'] }} status="pending" />);
    const overlay = document.createElement('div');
    overlay.className = 'host-fixture';
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
    document.body.append(overlay);
    const submit = document.querySelector('[data-slot="submit"]') as HTMLElement;
    const rect = submit.getBoundingClientRect();
    expect(submit.contains(document.elementFromPoint(rect.left + 4, rect.top + 4))).toBe(false);
  });
});

for (const [category, payloads] of Object.entries(hostilePreviews)) {
  describe(`hostile previews: ${category}`, () => {
    it.each(payloads.map((payload, index) => [index, payload] as const))(
      'payload %i stays harmless in the card',
      async (_index, payload) => {
        const { ids, composer, host } = await renderHostile(payload);
        const content = document.querySelector('[data-slot="preview-content"]') as HTMLElement;
        const box = document.querySelector('[data-slot="preview"]') as HTMLElement;

        expect(pwned).not.toHaveBeenCalled();
        expect(auditContent(content)).toEqual([]);
        expect(document.activeElement).toBe(composer);
        expect(document.querySelectorAll('dialog[open], :popover-open').length).toBe(0);
        // No fake or extra controls in the card, and nothing joined the host's form.
        expect(document.querySelectorAll('[data-slot="card"] [role="radio"]').length).toBe(3);
        expect(content.querySelectorAll('input, button, select, textarea, [role], [tabindex]').length).toBe(
          0,
        );
        expect((host.querySelector('#host-form') as HTMLFormElement).elements.length).toBe(1);
        // The card's own ids still point at the card's own elements.
        expect(document.getElementById(ids.__CARD_TEXT_ID__)?.getAttribute('data-slot')).toBe(
          'question-text',
        );
        expect(document.getElementById(ids.__CARD_STATUS_ID__)?.getAttribute('data-slot')).toBe('status');
        // Nothing drawn by the preview covers the card's controls.
        const submit = document.querySelector('[data-slot="submit"]') as HTMLElement;
        const rect = submit.getBoundingClientRect();
        submit.scrollIntoView();
        const hit = document.elementFromPoint(rect.left + 4, submit.getBoundingClientRect().top + 4);
        expect(submit.contains(hit)).toBe(true);
        expect(getComputedStyle(box).contain).toContain('paint');
        expect(evilRequests()).toEqual([]);

        // Clicking inside the preview chooses nothing.
        box.scrollIntoView();
        await page.elementLocator(box).click({ position: { x: 10, y: 10 } });
        expect(
          document.querySelectorAll('[data-slot="card"] [role="radio"][aria-checked="true"]').length,
        ).toBe(0);
        await settle();
        expect(pwned).not.toHaveBeenCalled();
        expect(window.location.hash).toBe('');
      },
    );

    it.each(payloads.map((payload, index) => [index, payload] as const))(
      'payload %i is neutralised by the sanitiser itself',
      async (_index, payload) => {
        const fragment = await sanitizePreviewHtml(payload, { view: window });
        const box = document.createElement('div');
        box.className = 'host-fixture';
        box.append(fragment);
        document.body.append(box);
        await settle();
        expect(pwned).not.toHaveBeenCalled();
        expect(auditContent(box)).toEqual([]);
        expect(evilRequests()).toEqual([]);
        // Sanitising the output again changes nothing.
        const again = await sanitizePreviewHtml(box.innerHTML, { view: window });
        const second = document.createElement('div');
        second.append(again);
        expect(second.innerHTML).toBe(box.innerHTML);
      },
    );
  });
}

describe('contract violations fall back to text', () => {
  it.each(hostilePreviews['contract-gate probes']!.slice(0, 4))(
    'probe %# is shown literally',
    async (payload) => {
      await renderHostile(payload);
      const content = document.querySelector('[data-slot="preview-content"]') as HTMLElement;
      expect(content.tagName).toBe('PRE');
      expect(content.getAttribute('data-kind')).toBe('text');
      expect(content.children.length).toBe(0);
      expect(content.textContent).toBe(payload);
    },
  );
});

describe('text previews cannot disguise what they say', () => {
  it.each(spoofingTexts)('$text', async ({ text, mustShow }) => {
    await renderHostile(text);
    const content = document.querySelector('[data-slot="preview-content"]') as HTMLElement;
    expect(content.getAttribute('data-kind')).toBe('text');
    expect(content.textContent).toContain(mustShow);
    // The raw escape character is exactly what must not survive.
    // eslint-disable-next-line no-control-regex
    expect(content.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\u001b]/);
    expect(content.querySelectorAll('a, img').length).toBe(0);
    expect(pwned).not.toHaveBeenCalled();
  });
});

describe('integration foot-guns', () => {
  it('loads remote images only when the host opts in', async () => {
    const preview = '<p>x</p><img src="https://images.example/photo.png" alt="photo">';
    const input = {
      questions: [
        {
          question: 'Q?',
          header: 'H',
          options: [
            { label: 'A', description: 'a', preview },
            { label: 'B', description: 'b' },
          ],
        },
      ],
    };
    const blocked = await render(<AskUserQuestion input={input} status="pending" />);
    await expect.poll(() => document.querySelector('[data-slot="preview-content"] img')).not.toBeNull();
    expect(document.querySelector('[data-slot="preview-content"] img')?.hasAttribute('src')).toBe(false);
    expect(
      document.querySelector('[data-slot="preview-content"] img')?.hasAttribute('data-auq-blocked-image'),
    ).toBe(true);
    blocked.unmount();
    await render(<AskUserQuestion input={input} status="pending" allowRemoteImages />);
    await expect
      .poll(() => document.querySelector('[data-slot="preview-content"] img')?.getAttribute('src'))
      .toBe('https://images.example/photo.png');
    expect(document.querySelector('[data-slot="preview-content"] img')?.getAttribute('referrerpolicy')).toBe(
      'no-referrer',
    );
  });

  it("keeps its hooks off the host's DOMPurify", async () => {
    await sanitizePreviewHtml('<a href="https://example.com">a</a>', { view: window });
    const hostOutput = DOMPurify.sanitize('<a href="https://example.com">a</a><p style="color:red">s</p>');
    expect(hostOutput).toBe('<a href="https://example.com">a</a><p style="color:red">s</p>');
  });

  it('stores the raw preview and re-sanitises it on every render', async () => {
    const onSubmit = vi.fn();
    const raw = '<p onclick="__pwned(99)">chosen</p>';
    const input = {
      questions: [
        {
          question: 'Q?',
          header: 'H',
          options: [
            { label: 'A', description: 'a', preview: raw },
            { label: 'B', description: 'b' },
          ],
        },
      ],
    };
    await render(<AskUserQuestion input={input} status="pending" onSubmit={onSubmit} />);
    await page.getByRole('radio', { name: 'A' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'accept',
      content: { answers: { 'Q?': 'A' }, annotations: { 'Q?': { preview: raw } } },
    });
    // The summary's chosen preview is sanitised again from the raw string.
    await page.getByText('Chosen preview').click();
    await expect
      .poll(
        () =>
          document.querySelector('[data-slot="summary-preview"] [data-slot="preview-content"]')?.textContent,
      )
      .toBe('chosen');
    expect(document.querySelector('[data-slot="summary-preview"] [onclick]')).toBeNull();
  });
});

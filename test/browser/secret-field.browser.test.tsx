import { expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AskUserQuestion } from '../../src';
import { codexSecretInput } from '../fixtures/inputs';

/**
 * A secret answer (Codex `isSecret`) stays out of the DOM's attributes: React mirrors a
 * controlled input's value into its `value` attribute, where page CSS (`[value^=…]`) and DOM
 * readers would see it. The field takes the text and sends it, and is masked.
 */
const input = codexSecretInput;

it('a secret field masks its text, keeps it out of the value attribute, and still sends it', async () => {
  let sent: unknown;
  await render(
    <AskUserQuestion
      input={input}
      status="pending"
      onSubmit={(response) => {
        sent = response;
      }}
    />,
  );
  const box = page.getByLabelText('Which API key should the job use?');
  await userEvent.type(box, 'hunter2');
  const field = box.element() as HTMLInputElement;
  expect(field.type).toBe('password');
  expect(field.value).toBe('hunter2');
  expect(field.getAttribute('value')).toBeNull();
  expect(document.body.innerHTML).not.toContain('hunter2');
  await userEvent.click(page.getByRole('button', { name: 'Submit' }));
  expect(sent).toMatchObject({
    action: 'accept',
    content: { answers: { 'Which API key should the job use?': 'hunter2' } },
  });
});

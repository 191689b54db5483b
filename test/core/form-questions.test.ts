import { describe, expect, it } from 'vitest';
import { formQuestions } from '../../src/core/record/form-questions';

describe('form questions', () => {
  it('keeps a header the card shows whole: twelve characters as a person counts them', () => {
    const schema = {
      type: 'object',
      properties: {
        team: { type: 'string', title: '👩‍💻👩‍💻👩‍💻 team' },
        owner: { type: 'string', title: 'Owner of the new service' },
      },
    };
    const { questions } = formQuestions('', schema, 'form', 'Field');
    // Three joined emoji and " team": 8 characters on screen, 14 code points.
    expect(questions[0]).toMatchObject({ id: 'form.team', header: '👩‍💻👩‍💻👩‍💻 team' });
    expect(questions[1]).toMatchObject({ id: 'form.owner', header: 'Field' });
  });
});

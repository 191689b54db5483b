import * as z from 'zod';

const nonEmpty = (field: string, fix: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${field} is required; ${fix}` : `${field} must be a string; ${fix}`,
    })
    .refine((value) => value.trim().length > 0, { error: `${field} is empty; ${fix}` });

/** An option of the id-keyed shape: the description is optional. */
export const idKeyedOptionSchema = z.strictObject({
  label: nonEmpty('label', 'give the option a short label'),
  description: z.string({ error: 'description must be a string' }).optional(),
});

/**
 * The id-keyed question shape: each question has a stable `id` that the answer
 * echoes; `options` may be absent, which makes it a free-text question.
 */
export const idKeyedQuestionInputSchema = z
  .strictObject({
    questions: z
      .array(
        z.strictObject({
          id: nonEmpty('id', 'give each question a stable id that the answer can echo'),
          question: nonEmpty('question', 'write the question'),
          header: z.string({ error: 'header must be a string' }).optional(),
          options: z.array(idKeyedOptionSchema, { error: 'options must be an array' }).optional(),
          multi_select: z.boolean({ error: 'multi_select must be true or false' }).optional(),
        }),
        { error: 'questions must be a non-empty array' },
      )
      .min(1, { error: 'ask at least one question' }),
  })
  .superRefine((input, ctx) => {
    const ids = new Map<string, number>();
    input.questions.forEach((question, index) => {
      const first = ids.get(question.id);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'id'],
          message: `question ids must be unique (same as questions.${first}.id)`,
        });
      } else ids.set(question.id, index);
      const labels = new Set<string>();
      question.options?.forEach((option, optionIndex) => {
        if (labels.has(option.label)) {
          ctx.addIssue({
            code: 'custom',
            path: ['questions', index, 'options', optionIndex, 'label'],
            message: 'option labels must be unique within a question',
          });
        }
        labels.add(option.label);
      });
    });
  });

/**
 * The id-keyed answer: `selected` holds option labels; `custom` supplements `selected` on a
 * multi-select question and overrides it on a single-select one.
 */
export const idKeyedAnswerSchema = z.strictObject({
  answers: z.array(
    z.strictObject({
      id: z.string({ error: 'id must be the question id' }),
      selected: z.array(z.string({ error: 'selected holds option labels' }), {
        error: 'selected must be an array of option labels (possibly empty)',
      }),
      custom: z.string({ error: 'custom must be a string' }).optional(),
    }),
    { error: 'answers must be an array of { id, selected, custom? }' },
  ),
});

/** The id-keyed question input. */
export type IdKeyedQuestionInput = z.output<typeof idKeyedQuestionInputSchema>;
/** The id-keyed answer: `{ answers: [{ id, selected, custom? }] }`. */
export type IdKeyedAnswer = z.output<typeof idKeyedAnswerSchema>;

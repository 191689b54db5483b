import * as z from 'zod';
import { isFreeTextChoiceLabel } from '../rules/free-text-choice.js';
import { countGraphemes } from '../rules/graphemes.js';
import { PREVIEW_MAX_LENGTH, validatePreview } from '../rules/preview.js';

/** Limits of the strict contract. */
export const ASK_USER_QUESTION_LIMITS = {
  minQuestions: 1,
  maxQuestions: 4,
  minOptions: 2,
  maxOptions: 4,
  /** Grapheme clusters (user-perceived characters), as a person counts them. */
  maxHeaderLength: 12,
  maxPreviewLength: PREVIEW_MAX_LENGTH,
} as const;

const L = ASK_USER_QUESTION_LIMITS;

function describeType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  return typeof input === 'object' ? 'an object' : `a ${typeof input}`;
}

function requiredString(field: string, fix: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is required; ${fix}`
          : `${field} must be a string, got ${describeType(issue.input)}; ${fix}`,
    })
    .min(1, { error: `${field} is empty; ${fix}`, abort: true })
    .refine((value) => value.trim().length > 0, { error: `${field} is blank; ${fix}` });
}

// ── option ───────────────────────────────────────────────────────────────────────────────

/** One choice of a question. The label is the answer value. */
export const askUserQuestionOptionSchema = z.strictObject(
  {
    label: requiredString('label', 'give the option a short, distinct label (1–5 words)')
      .refine((label) => !isFreeTextChoiceLabel(label), {
        error: 'do not add an "Other" option; the client always offers one',
      })
      .describe(
        'The text of the choice, 1–5 words. It is also the answer value. Put the recommended ' +
          'option first and end its label with " (Recommended)". Never add an "Other" option.',
      ),
    description: requiredString(
      'description',
      'explain what choosing this option means or what happens next',
    ).describe('What choosing this option means: its consequence or trade-off.'),
    preview: z
      .string({ error: 'preview must be a string (an HTML fragment or text)' })
      .max(L.maxPreviewLength, {
        error: `preview is too long; keep it under ${L.maxPreviewLength} characters`,
      })
      .superRefine((preview, ctx) => {
        const result = validatePreview(preview);
        if ('error' in result) ctx.addIssue({ code: 'custom', message: result.error });
      })
      .optional()
      .describe(
        'Optional preview shown next to the options when this option is focused: an HTML ' +
          'fragment (no <html>, <head>, <body>, <!doctype>, <script> or <style>) or ' +
          'multi-line text such as markdown or an ASCII mockup, shown in a monospace box. ' +
          'Single-select questions only.',
      ),
  },
  {
    error: (issue) =>
      `an option must be an object with label and description, got ${describeType(issue.input)}`,
  },
);

// ── question ─────────────────────────────────────────────────────────────────────────────

/** One question of the strict contract: its text, header chip, options and mode. */
export const askUserQuestionQuestionSchema = z
  .strictObject(
    {
      question: requiredString('question', 'write the full question, ending with "?"').describe(
        'The complete question, ending with "?". Unique within the call: answers are keyed by it.',
      ),
      header: requiredString('header', `give a short chip label of at most ${L.maxHeaderLength} characters`)
        .refine((header) => countGraphemes(header, L.maxHeaderLength) <= L.maxHeaderLength, {
          error: (issue) =>
            `use at most ${L.maxHeaderLength} characters (user-perceived characters); ` +
            `"${String(issue.input).slice(0, 40)}" has ${countGraphemes(String(issue.input), 1000)}`,
        })
        .describe(`A very short label shown as a chip, at most ${L.maxHeaderLength} characters.`),
      options: z
        .array(askUserQuestionOptionSchema, {
          error: (issue) =>
            issue.input === undefined
              ? `options are required; offer ${L.minOptions} to ${L.maxOptions} choices`
              : `options must be an array of ${L.minOptions} to ${L.maxOptions} choices`,
        })
        .min(L.minOptions, {
          error: `offer at least ${L.minOptions} options; the client adds the free-text choice itself`,
        })
        .max(L.maxOptions, {
          error: (issue) =>
            `offer at most ${L.maxOptions} options (got ${Array.isArray(issue.input) ? issue.input.length : '?'}); ` +
            'drop the weakest or split the question',
        })
        .describe(
          `${L.minOptions} to ${L.maxOptions} distinct choices. The user can always type a free-text answer instead.`,
        ),
      multiSelect: z
        .boolean({ error: 'multiSelect must be true or false' })
        .default(false)
        .describe('true when the user may pick several options; false when exactly one applies.'),
    },
    {
      error: (issue) =>
        `a question must be an object with question, header, options and multiSelect, got ${describeType(issue.input)}`,
    },
  )
  .superRefine((question, ctx) => {
    const seen = new Map<string, number>();
    question.options.forEach((option, index) => {
      const first = seen.get(option.label);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'label'],
          message: `option labels must be unique within a question (same as options.${first}.label)`,
        });
      } else seen.set(option.label, index);
      if (question.multiSelect && option.preview !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'preview'],
          message:
            'previews are only shown on single-select questions; remove it or set multiSelect to false',
        });
      }
    });
  });

// ── answers, annotations, metadata ───────────────────────────────────────────────────────

/** A question's annotation: the chosen option's preview and the user's note. */
export const askUserQuestionAnnotationSchema = z.strictObject(
  {
    preview: z.string({ error: 'preview must be a string' }).optional(),
    notes: z.string({ error: 'notes must be a string' }).optional(),
  },
  { error: 'an annotation must be an object { preview?, notes? }' },
);

/** Annotations keyed by question text. */
export const askUserQuestionAnnotationsSchema = z.record(z.string(), askUserQuestionAnnotationSchema, {
  error: 'annotations must be an object keyed by question text',
});

const answerValueSchema = z
  .string({
    error: (issue) =>
      `an answer must be a string, got ${describeType(issue.input)}; join multi-select labels with ", "`,
  })
  .refine((answer) => answer.trim().length > 0, {
    error: 'a blank answer is not an answer; leave the question out of answers to mark it skipped',
  });

/** Answers keyed by question text; multi-select labels joined with `", "`. */
export const askUserQuestionAnswersSchema = z.record(z.string(), answerValueSchema, {
  error: 'answers must be an object keyed by question text, with string values',
});

/** Analytics metadata; never shown to the user. */
export const askUserQuestionMetadataSchema = z.strictObject(
  {
    source: z
      .string({ error: 'metadata.source must be a string' })
      .optional()
      .describe('Where the question comes from, for analytics only; never shown to the user.'),
  },
  { error: 'metadata must be an object { source? }' },
);

// ── the input ────────────────────────────────────────────────────────────────────────────

const questionsSchema = z
  .array(askUserQuestionQuestionSchema, {
    error: (issue) =>
      issue.input === undefined
        ? `questions are required; ask ${L.minQuestions} to ${L.maxQuestions} questions`
        : `questions must be an array of ${L.minQuestions} to ${L.maxQuestions} questions`,
  })
  .min(L.minQuestions, { error: 'ask at least one question' })
  .max(L.maxQuestions, {
    error: (issue) =>
      `ask at most ${L.maxQuestions} questions per call (got ${Array.isArray(issue.input) ? issue.input.length : '?'}); ` +
      'ask the rest in a later call',
  })
  .describe(`${L.minQuestions} to ${L.maxQuestions} questions; question texts must be unique.`);

interface AnswerKeyed {
  questions: readonly { question: string }[];
  answers?: Readonly<Record<string, unknown>> | undefined;
  annotations?: Readonly<Record<string, unknown>> | undefined;
}

function checkQuestionKeys(input: AnswerKeyed, ctx: z.core.$RefinementCtx<unknown>): void {
  const texts = new Map<string, number>();
  input.questions.forEach((question, index) => {
    const first = texts.get(question.question);
    if (first !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions', index, 'question'],
        message: `question texts must be unique within a call (same as questions.${first}.question); answers are keyed by question text`,
      });
    } else texts.set(question.question, index);
  });
  for (const field of ['answers', 'annotations'] as const) {
    const record = input[field];
    if (!record) continue;
    for (const key of Object.keys(record)) {
      if (!texts.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [field, key],
          message: `no question has this text; key ${field} by the exact question text`,
        });
      }
    }
  }
}

const inputShape = {
  questions: questionsSchema,
  answers: askUserQuestionAnswersSchema
    .optional()
    .describe('Filled by the client after the user answered. Do not set it.'),
  annotations: askUserQuestionAnnotationsSchema
    .optional()
    .describe('Filled by the client: the chosen preview and the user notes per question.'),
  metadata: askUserQuestionMetadataSchema.optional(),
};

const inputObjectError = (issue: { input?: unknown }) =>
  `expected an object { questions: [...] }, got ${describeType(issue.input)}`;

/**
 * The strict tool input: 1–4 questions with unique texts, each with a header of
 * at most 12 grapheme clusters, 2–4 options with unique labels and a description, no
 * model-supplied "Other" option, and previews on single-select questions only.
 */
export const askUserQuestionInputSchema = z
  .strictObject(inputShape, { error: inputObjectError })
  .superRefine(checkQuestionKeys);

/**
 * The input as the tool handler must see it: `answers` must be present — its
 * absence means the permission stage has not collected answers yet. `answers: {}` is valid
 * (the user skipped every question); partial answers are valid; blank answers are not.
 */
export const askUserQuestionAnsweredInputSchema = z
  .strictObject(inputShape, { error: inputObjectError })
  .superRefine((input, ctx) => {
    if (input.answers === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['answers'],
        message:
          'answers have not been collected yet: the permission stage did not finish. Show the ' +
          'questions to the user and fill answers first (use {} when the user skipped them all)',
      });
    }
    checkQuestionKeys(input, ctx);
  });

/** What a UI sends back on accept. */
export const askUserQuestionResponseContentSchema = z.strictObject(
  {
    answers: askUserQuestionAnswersSchema,
    annotations: askUserQuestionAnnotationsSchema.optional(),
  },
  { error: 'response content must be an object { answers, annotations? }' },
);

/** One option of the strict contract. */
export type AskUserQuestionOption = z.output<typeof askUserQuestionOptionSchema>;
/** One question of the strict contract. */
export type AskUserQuestionQuestion = z.output<typeof askUserQuestionQuestionSchema>;
/** The tool input as a model may send it (`multiSelect` may be omitted). */
export type AskUserQuestionInput = z.input<typeof askUserQuestionInputSchema>;
/** The tool input after parsing (`multiSelect` filled in). */
export type ParsedAskUserQuestionInput = z.output<typeof askUserQuestionInputSchema>;
/** The input as the handler must see it: answers collected. */
export type AskUserQuestionAnsweredInput = z.output<typeof askUserQuestionAnsweredInputSchema>;
/** A question's annotation: the chosen option's preview and the user's note. */
export type AskUserQuestionAnnotation = z.output<typeof askUserQuestionAnnotationSchema>;
/** What a UI sends back on accept: answers and annotations keyed by question text. */
export type AskUserQuestionResponseContent = z.output<typeof askUserQuestionResponseContentSchema>;

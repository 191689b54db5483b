import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as core from '../../src/core';
import { countGraphemes } from '../../src/rules/graphemes';
import { isFreeTextChoiceLabel } from '../../src/rules/free-text-choice';
import { parsePartialJson } from '../../src/core/utils/partial-json';
import { parseJsonLines } from '../../src/core/utils/json-lines';
import { validatePreview } from '../../src/rules/preview';
import {
  DraftChange,
  autoResolutionState,
  createDisplayPayload,
  createDraft,
  draftAnswer,
  draftReducer,
  formatModelContent,
  normalizeQuestions,
  normalizeResponseContent,
  parsePlainTextReply,
  readAnswers,
  toIdKeyedAnswers,
  toPlainText,
  toResponse,
} from '../../src/core';
import type { AnswerDraft, DraftAction, NormalizedQuestion } from '../../src/core';

// FC_RUNS=5000 npx vitest run test/core/properties.test.ts for a deeper local search.
const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 300) };
// Generous: these are searches, not timings; a loaded CI machine must not turn them red.
vi.setConfig({ testTimeout: 120_000 });

// ── arbitraries ──────────────────────────────────────────────────────────────────────────

/** Anything at all, including nested objects whose keys are field names the kit reads. */
const fieldNames = [
  'questions',
  'question',
  'options',
  'label',
  'answers',
  'display',
  'output',
  'input',
  'raw',
  'kind',
  'multiSelect',
  'preview',
  'state',
  'id',
  '__proto__',
  'constructor',
];
const hostile = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.anything(),
    fc.string(),
    fc.constantFrom(null, undefined, Number.NaN, -0, Symbol('s'), () => 1, new Date(Number.NaN)),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom(...fieldNames), tie('value'), { maxKeys: 6 }),
  ),
})).value;

const label = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim().length > 0);

/** A plausible raw input in one of the supported shapes. */
const rawInput = fc.oneof(
  fc.record({
    questions: fc.array(
      fc.record(
        {
          question: fc.string({ maxLength: 30 }),
          header: fc.string({ maxLength: 20 }),
          options: fc.array(
            fc.oneof(
              label,
              fc.record(
                { label, description: fc.string(), preview: fc.string() },
                { requiredKeys: ['label'] },
              ),
            ),
            { maxLength: 6 },
          ),
          multiSelect: fc.boolean(),
          id: fc.string({ maxLength: 5 }),
          kind: fc.constantFrom('choice', 'text', 'number'),
        },
        { requiredKeys: ['question'] },
      ),
      { maxLength: 6 },
    ),
  }),
  fc.record({ question: fc.string(), options: fc.array(label, { maxLength: 5 }) }),
  fc.record({
    question: fc.string(),
    options: fc.array(label, { maxLength: 5 }).map((list) => JSON.stringify(list)),
  }),
);

/** A valid input where every question has text and distinct labels from a controlled alphabet. */
const questionSpec = fc.record({
  multiSelect: fc.boolean(),
  labels: fc.uniqueArray(fc.stringMatching(/^[A-Z][A-Za-z ,]{0,10}[a-z]$/), { minLength: 2, maxLength: 4 }),
});
const cleanInput = fc
  .uniqueArray(fc.stringMatching(/^[A-Z][a-z ]{2,20}\?$/), { minLength: 1, maxLength: 4 })
  .chain((texts) =>
    fc.tuple(
      fc.constant(texts),
      fc.array(questionSpec, { minLength: texts.length, maxLength: texts.length }),
    ),
  )
  .map(([texts, specs]) => ({
    questions: texts.map((question, index) => {
      const spec = specs[index] as { multiSelect: boolean; labels: string[] };
      return {
        question,
        header: `H${index}`,
        multiSelect: spec.multiSelect,
        options: spec.labels.map((text) => ({ label: text, description: `About ${text}` })),
      };
    }),
  }))
  // Labels such as "Other" are stripped by design; keep the round trips about real options.
  .filter((input) => input.questions.every((q) => q.options.every((o) => !isFreeTextChoiceLabel(o.label))))
  // "A, B" as one label next to "A" and "B" makes a joined multi-select answer ambiguous for
  // any reader; distinct ", "-separated segments across a question's labels rule that out.
  .filter((input) =>
    input.questions.every((q) => {
      const segments = q.options.flatMap((o) => o.label.split(', '));
      return new Set(segments).size === segments.length;
    }),
  );

/** Actions against a draft of `input`: picks by index so they target real questions/labels. */
function actionsFor(questions: readonly NormalizedQuestion[]) {
  const custom = fc.stringMatching(/^[a-z0-9][a-z0-9 ,.!]{0,30}$/);
  return fc.array(
    fc
      .tuple(fc.nat(), fc.nat(), fc.constantFrom(...Object.values(DraftChange)), custom)
      .map(([qi, oi, type, text]): DraftAction => {
        const question = questions[qi % questions.length] as NormalizedQuestion;
        const key = question.key;
        const optionLabel = question.options[oi % Math.max(1, question.options.length)]?.label ?? '';
        switch (type) {
          case 'select-option':
          case 'deselect-option':
          case 'toggle-option':
            return { type, key, label: optionLabel };
          case 'set-custom-text':
            return { type, key, text };
          case 'set-notes':
            return { type, key, notes: text };
          case 'select-custom':
            return { type, key };
          case 'restore':
            return { type, entries: { [key]: { selected: [optionLabel], customText: text, notes: text } } };
          case 'clear':
          case 'reset':
            return { type };
          default:
            return { type, key } as DraftAction;
        }
      }),
    { maxLength: 25 },
  );
}

/** The id a hostile request would be queued under, so the queue calls hit real entries. */
const field = (value: unknown, key: string): string => {
  const id = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : value;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : 'anonymous-1';
};

// ── totality ─────────────────────────────────────────────────────────────────────────────

describe('every core function is total', () => {
  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (a, b, c) => {
        normalizeQuestions(a);
        readAnswers(a);
        readAnswers({ input: a, output: b, display: c, raw: b, state: c });
        readAnswers(a, { normalized: normalizeQuestions(b) });
        const draft = createDraft(a);
        draftReducer(draft, b as DraftAction);
        draftReducer(b as AnswerDraft, c as DraftAction);
        toResponse(draft);
        toResponse(a as AnswerDraft);
        toIdKeyedAnswers(b as AnswerDraft);
        normalizeResponseContent(a, b);
        formatModelContent(a, b, c);
        createDisplayPayload(a);
        toPlainText(a);
        parsePlainTextReply(b, a);
        autoResolutionState(a as never);
        validatePreview(a);
        countGraphemes(typeof a === 'string' ? a : '');
        isFreeTextChoiceLabel(a);
        parsePartialJson(typeof a === 'string' ? a : (JSON.stringify(a) ?? ''));
        parseJsonLines(a);
        expect(['accept', 'decline', 'cancel']).toContain(core.readResponse(a).action);
        core.createAmendment(a, readAnswers(b), c as never);
        core.createAmendment(a, b as never, { action: 'accept', content: c } as never);
        core.readOrigin(a);
        core.withOrigin(a as object, b as never, c as never);
        const queue = core.createQuestionQueue();
        queue.announce(a as never);
        queue.announce(b as never);
        queue.respond(field(a, 'id'), c as never);
        queue.answeredElsewhere(field(b, 'id'), a as never);
        queue.withdraw(field(c, 'id'));
      }),
      RUNS,
    );
  });

  it('never throws on arbitrary JSON text, cut at any point', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), (json, cut) => {
        const text = json.slice(0, cut % (json.length + 1));
        const result = normalizeQuestions(text);
        expect(Array.isArray(result.questions)).toBe(true);
        expect(parsePartialJson(text)).toHaveProperty('complete');
      }),
      RUNS,
    );
  });
});

// ── normalisation ────────────────────────────────────────────────────────────────────────

describe('normalizeQuestions', () => {
  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(fc.oneof(rawInput, hostile), (input) => {
        const once = normalizeQuestions(input);
        const twice = normalizeQuestions(once);
        expect(twice.questions).toEqual(once.questions);
      }),
      RUNS,
    );
  });

  it('keeps option labels unique within each question and keys unique within the call', () => {
    fc.assert(
      fc.property(rawInput, (input) => {
        const { questions } = normalizeQuestions(input);
        expect(new Set(questions.map((q) => q.key)).size).toBe(questions.length);
        for (const question of questions) {
          expect(new Set(question.options.map((o) => o.label)).size).toBe(question.options.length);
          expect(question.hasPreview).toBe(question.options.some((o) => o.preview !== undefined));
        }
      }),
      RUNS,
    );
  });
});

// ── round trips ──────────────────────────────────────────────────────────────────────────

describe('response → display → readAnswers round trip', () => {
  it('reads back exactly the answers the draft gave, for arbitrary drafts', () => {
    fc.assert(
      fc.property(
        cleanInput.chain((input) => {
          const { questions } = normalizeQuestions(input);
          return fc.tuple(fc.constant(input), actionsFor(questions));
        }),
        ([input, actions]) => {
          const draft = actions.reduce(draftReducer, createDraft(input));
          const response = toResponse(draft);
          if (response.action !== 'accept') throw new Error('toResponse must accept');
          const display = createDisplayPayload({
            questions: input.questions,
            answers: response.content.answers,
          });
          const reading = readAnswers({ input, display });

          expect(reading.source).toBe('display');
          for (const question of draft.questions) {
            const intended = draftAnswer(question, draft.entries[question.key]);
            const read = reading.questions.find((q) => q.key === question.key);
            if (intended.state === 'answered') {
              expect(read?.state).toBe('answered');
              expect(read?.text).toBe(intended.text);
              expect(read?.selected).toEqual(intended.selected);
              expect(read?.custom).toBe(intended.custom);
            } else {
              expect(read?.state).toBe('skipped');
            }
          }
        },
      ),
      RUNS,
    );
  });

  it('restores the same draft answers from a reading (amend starts where the user left off)', () => {
    fc.assert(
      fc.property(
        cleanInput.chain((input) =>
          fc.tuple(fc.constant(input), actionsFor(normalizeQuestions(input).questions)),
        ),
        ([input, actions]) => {
          const draft = actions.reduce(draftReducer, createDraft(input));
          const response = toResponse(draft);
          if (response.action !== 'accept') throw new Error('toResponse must accept');
          const restored = createDraft(input, { from: readAnswers({ input, output: response.content }) });
          expect(toResponse(restored)).toEqual(response);
        },
      ),
      RUNS,
    );
  });
});

describe('plain-text channel round trip', () => {
  it('a reply with the option number picks the intended option', () => {
    fc.assert(
      fc.property(cleanInput, fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), (input, picks) => {
        const { questions } = normalizeQuestions(input);
        // Numeric labels would be read as labels first, by design.
        fc.pre(questions.every((q) => q.options.every((o) => !/^\d+$/.test(o.label))));
        expect(toPlainText(input).length).toBeGreaterThan(0);
        const chosen = questions.map((q, i) => (picks[i] ?? 0) % q.options.length);
        const reply = questions.map((_, i) => `${i + 1}: ${(chosen[i] ?? 0) + 1}`).join('\n');
        const response = parsePlainTextReply(
          questions.length === 1 ? String((chosen[0] ?? 0) + 1) : reply,
          input,
        );
        const expected = Object.fromEntries(
          questions.map((q, i) => [q.question, q.options[chosen[i] ?? 0]?.label]),
        );
        expect(response).toEqual({ action: 'accept', content: { answers: expected } });
      }),
      RUNS,
    );
  });

  it('a reply with the option label picks the intended option', () => {
    fc.assert(
      fc.property(cleanInput, fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), (input, picks) => {
        const { questions } = normalizeQuestions(input);
        const chosen = questions.map((q, i) => q.options[(picks[i] ?? 0) % q.options.length]?.label ?? '');
        const reply =
          questions.length === 1 ? chosen[0] : chosen.map((text, i) => `${i + 1}: ${text}`).join('\n');
        const response = parsePlainTextReply(reply, input);
        const expected = Object.fromEntries(questions.map((q, i) => [q.question, chosen[i]]));
        expect(response).toEqual({ action: 'accept', content: { answers: expected } });
      }),
      RUNS,
    );
  });
});

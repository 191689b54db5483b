// No single field makes a core function block. The costs are printed by
// `npm run bench -- huge` against JSON.parse; these tests pin what the long inputs read as.
import { describe, expect, it } from 'vitest';
import { parsePlainTextReply, readAnswers } from '../../src/core';
import {
  HUGE_PREFIX as prefix,
  hugeInput as input,
  hugeLabels as labels,
  repeatUntil,
} from '../fixtures/huge-field';

describe('one huge field', () => {
  it('reads a 1 MB multi-select answer of repeated long labels as the fifty options', () => {
    const text = repeatUntil(1_000_000, (index) => `${index === 0 ? '' : ', '}${labels[index % 50]}`);
    const reading = readAnswers({ input, output: { answers: { 'Which?': text } } });
    expect(reading.outcome).toBe('answered');
    expect(reading.questions[0]?.selected).toEqual(labels);
    expect(reading.questions[0]?.custom).toBeUndefined();
  });

  it('keeps the free text after the labels of a long answer verbatim', () => {
    const text = `${labels[2]}, ${labels[1]}, ${prefix}`;
    const reading = readAnswers({ input, output: { answers: { 'Which?': text } } });
    expect(reading.questions[0]?.selected).toEqual([labels[1], labels[2]]);
    expect(reading.questions[0]?.custom).toBe(prefix);
  });

  it('reads a long reply of numbers and words without losing the numbers', () => {
    const reply = repeatUntil(1_000_000, (index) => `${(index % 50) + 1}, word${index}, `);
    const response = parsePlainTextReply(reply, input);
    expect(response.action).toBe('accept');
    const answer = (response as { content: { answers: Record<string, string> } }).content.answers['Which?'];
    expect(answer?.startsWith(`${labels[0]}, ${labels[1]}, `)).toBe(true);
    expect(answer).toContain('word0, word1');
  });

  it('matches labels ignoring case and width in a reply of many short parts', () => {
    const options = ['Alpha', 'Beta', 'Gamma'].map((label) => ({ label, description: label }));
    const question = { question: 'Which?', header: 'Which', multiSelect: true, allowCustom: true, options };
    const reply = `ＢＥＴＡ, ${'zz, '.repeat(20_000)}gamma`;
    const response = parsePlainTextReply(reply, { questions: [question] });
    const answer = (response as { content: { answers: Record<string, string> } }).content.answers['Which?'];
    expect(answer?.startsWith('Beta, Gamma, zz, zz')).toBe(true);
  });
});

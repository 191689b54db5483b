import { describe, expect, it } from 'vitest';
import { parsePlainTextReply, toPlainText } from '../../src/core';
import { claudeInput, idKeyedInput, legacySingleInput } from '../fixtures/inputs';

const DB = 'Which database should the service use?';
const FEATURES = 'Which features should ship first?';

describe('toPlainText', () => {
  it('numbers the options, marks the recommendation, offers free text and explains the reply', () => {
    expect(toPlainText(legacySingleInput)).toBe(
      [
        'Question — Migrate',
        'Should I run the migrations now? (choose one)',
        '  1. Yes, now — Run them before deploying.',
        '  2. Later — Leave them for the release.',
        '  Or type your own answer.',
        '',
        'Reply with the number of your choice, its label, or your own words.',
        'Reply /skip to continue without answering, or /decline to refuse.',
      ].join('\n'),
    );
  });

  it('labels several questions and multi-select ones', () => {
    const text = toPlainText(claudeInput);
    expect(text).toContain('Question 1 of 2 — Database');
    expect(text).toContain('  1. PostgreSQL (recommended) — Relational, strong consistency.');
    expect(text).toContain(`${FEATURES} (choose any)`);
    expect(text).toContain('one line per question');
  });

  it('is empty for input without questions', () => {
    expect(toPlainText(null)).toBe('');
  });
});

describe('parsePlainTextReply', () => {
  it.each([
    ['2', 'Later'],
    [' 1 ', 'Yes, now'],
    ['Later', 'Later'],
    ['later', 'Later'],
    ['Tomorrow morning, please', 'Tomorrow morning, please'],
  ])('single question: %j → %j', (reply, answer) => {
    expect(parsePlainTextReply(reply, legacySingleInput)).toEqual({
      action: 'accept',
      content: { answers: { 'Should I run the migrations now?': answer } },
    });
  });

  it('reads one line per question, by position or with a "n:" prefix', () => {
    expect(parsePlainTextReply('2\n1, 3', claudeInput)).toEqual({
      action: 'accept',
      content: { answers: { [DB]: 'SQLite', [FEATURES]: 'Auth, Export, CSV' } },
    });
    expect(parsePlainTextReply('2: Search, auth\n1: DynamoDB', claudeInput)).toEqual({
      action: 'accept',
      content: { answers: { [DB]: 'DynamoDB', [FEATURES]: 'Auth, Search' } },
    });
    expect(parsePlainTextReply('1: 1; 2: 2', claudeInput)).toEqual({
      action: 'accept',
      content: { answers: { [DB]: 'PostgreSQL (Recommended)', [FEATURES]: 'Search' } },
    });
  });

  it('keeps multi-select free text after the labels', () => {
    expect(parsePlainTextReply('1: 3\n2: Auth, and a dark mode', claudeInput)).toEqual({
      action: 'accept',
      content: { answers: { [DB]: 'DynamoDB', [FEATURES]: 'Auth, and a dark mode' } },
    });
  });

  it('answers a free-text question with the reply', () => {
    expect(parsePlainTextReply('2: Orbit', idKeyedInput)).toEqual({
      action: 'accept',
      content: { answers: { 'What is the project called?': 'Orbit' } },
    });
  });

  it('maps the commands to skip, decline and cancel', () => {
    expect(parsePlainTextReply('/skip', claudeInput)).toEqual({ action: 'accept', content: { answers: {} } });
    expect(parsePlainTextReply('', claudeInput)).toEqual({ action: 'accept', content: { answers: {} } });
    expect(parsePlainTextReply('/decline', claudeInput)).toEqual({ action: 'decline' });
    expect(parsePlainTextReply('/CANCEL', claudeInput)).toEqual({ action: 'cancel' });
    expect(parsePlainTextReply('/跳过', claudeInput)).toEqual({ action: 'accept', content: { answers: {} } });
  });

  it('prefers an exact label over a number, so numeric labels stay reachable', () => {
    const input = { question: 'How many?', options: ['3', '1'] };
    expect(parsePlainTextReply('1', input)).toEqual({
      action: 'accept',
      content: { answers: { 'How many?': '1' } },
    });
    expect(parsePlainTextReply('2', input)).toEqual({
      action: 'accept',
      content: { answers: { 'How many?': '1' } },
    });
  });

  it('drops free text where free text is not allowed', () => {
    const input = { questions: [{ question: 'Pick?', options: ['A', 'B'], custom: false }] };
    expect(parsePlainTextReply('something else', input)).toEqual({
      action: 'accept',
      content: { answers: {} },
    });
  });
});

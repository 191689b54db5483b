import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AskUserRecord } from '../../src/core';
import { useAnswerReading } from '../../src/hooks';
import { claudeInput } from '../fixtures/inputs';

const DB = 'Which database should the service use?';

describe('useAnswerReading', () => {
  it('reads the record and memoises the reading while the record is the same object', () => {
    const record = {
      input: claudeInput,
      display: { kind: 'ask_user_question', answers: { [DB]: 'SQLite' } },
    };
    const { result, rerender } = renderHook(({ value }) => useAnswerReading(value), {
      initialProps: { value: record },
    });
    const first = result.current;
    expect(first.source).toBe('display');
    expect(first.questions[0]?.selected).toEqual(['SQLite']);
    rerender({ value: record });
    expect(result.current).toBe(first);
  });

  it('reads again when the record changes', () => {
    const { result, rerender } = renderHook(({ value }) => useAnswerReading(value), {
      initialProps: { value: { input: claudeInput, state: 'pending' } as AskUserRecord },
    });
    expect(result.current.outcome).toBe('pending');
    rerender({ value: { input: claudeInput, state: 'declined' } });
    expect(result.current.outcome).toBe('declined');
  });
});

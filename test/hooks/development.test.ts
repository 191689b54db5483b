import { afterEach, describe, expect, it, vi } from 'vitest';
import { tellDeveloper } from '../../src/hooks/development';

const original = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = original;
  vi.restoreAllMocks();
});

describe('host-mistake messages are for development builds only', () => {
  it('are printed unless the bundle says production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.env.NODE_ENV = 'development';
    tellDeveloper('warn', 'unconnected');
    process.env.NODE_ENV = 'test';
    tellDeveloper('warn', 'unconnected');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('has no onSubmit');
  });

  it('never throw where nothing replaced NODE_ENV and there is no process', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('process', undefined);
    try {
      expect(() => tellDeveloper('warn', 'unconnected')).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('are silent in a production bundle, where the bundler replaced NODE_ENV', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.env.NODE_ENV = 'production';
    tellDeveloper('warn', 'unconnected');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('input that breaks the contract', () => {
  it('is told once per input, and the card still renders it', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { createElement, StrictMode } = await import('react');
    const { AskUserQuestion } = await import('../../src');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const input = {
      questions: [
        {
          question: 'Which region?',
          options: ['a', 'b', 'c', 'd', 'e', 'f'].map((label) => ({ label: `Region ${label}` })),
        },
      ],
    };
    const card = () =>
      createElement(
        StrictMode,
        null,
        createElement(AskUserQuestion, { input, status: 'pending', onSubmit: () => undefined }),
      );
    const { rerender } = render(card());
    rerender(card());
    expect(screen.getByRole('radio', { name: 'Region f' })).toBeInTheDocument();
    const told = warn.mock.calls.filter(([words]) => String(words).includes('breaks the tool contract'));
    expect(told).toHaveLength(1);
    expect(String(told[0]?.[0])).toMatch(/options/);
  });
});

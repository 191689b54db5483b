// Setup for the "storybook" Vitest project. addon-vitest applies the preview annotations by
// itself; it searches this file for the name of the function that would do it by hand and
// turns its own provisioning off if it finds it, so that name must not appear here.
import { afterEach, beforeEach, expect, vi } from 'vitest';

// The kit's own stories are clean: a console warning or error from a story (a host mistake the
// kit reports, a React warning) fails it. A story that shows a mistake on purpose says so in
// its name ("…Mistake…", "Unconnected…", "Invalid…", "…Lenient" for input that breaks the contract), and
// its message is then expected.
const DELIBERATE = /mistake|unconnected|no ?input|without ?input|record ?without|lenient|invalid/i;
let calls: string[] = [];
beforeEach(() => {
  document.documentElement.lang = 'en';
  calls = [];
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(({ task }) => {
  vi.restoreAllMocks();
  if (!DELIBERATE.test(task.name)) expect(calls).toEqual([]);
});

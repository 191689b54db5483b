import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => cleanup());

// Tests render cards as a page does once the kit has loaded: every module a card loads on
// demand is there (the tests of loading on demand forget them first). Loaded after the test
// file's own imports, so its module mocks apply to those modules too; a test that makes a
// module fail to load sees the failure in the card, not here.
beforeAll(async () => {
  const { preloadAskUserKit } = await import('../../src/components/preload');
  await preloadAskUserKit().catch(() => undefined);
});

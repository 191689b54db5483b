// Browser-mode tests render composed stories; they need the Storybook preview's decorators
// and parameters (this is not the storybook project, whose setup file must stay silent).
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import * as preview from '../../.storybook/preview';

setProjectAnnotations([preview]);
afterEach(() => cleanup());

// Tests render cards as a page does once the kit has loaded: every module a card loads on
// demand is there (the tests of loading on demand forget them first). Loaded after the test
// file's own imports, so its module mocks apply to those modules too; a test that makes a
// module fail to load sees the failure in the card, not here.
beforeAll(async () => {
  const { preloadAskUserKit } = await import('../../src/components/preload');
  await preloadAskUserKit().catch(() => undefined);
});

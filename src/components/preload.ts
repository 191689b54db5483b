import { attachLoaders } from '#lazy-loaders';
import { preloadOnDemandModules } from './on-demand.js';

/**
 * Loads every module a card may load on demand: the summary, the preview panes, the steps
 * layout, the countdown and the Chinese catalogue. Server rendering never needs it (in Node
 * the kit has every module at once; a streaming renderer elsewhere waits for them). In an app
 * without server rendering, call it at start-up, before a first render that shows restored
 * calls, and their summaries appear without a loading frame.
 *
 * @example
 * void preloadAskUserKit(); // at start-up, while the transcript is fetched
 */
export function preloadAskUserKit(): Promise<void> {
  attachLoaders();
  return preloadOnDemandModules();
}

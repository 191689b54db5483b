import {
  autoResolutionView,
  chineseCatalogue,
  finishedViews,
  previewViews,
  stepViews,
} from './lazy-modules.js';
import { preloadOnDemandModules, provide } from './on-demand.js';

/**
 * Attaches where each module loaded on demand comes from. `AskUser.Root` calls it as it renders
 * (it is idempotent), so the gates, which never import the modules they load, find them.
 */
export function attachLoaders(): void {
  provide(finishedViews, () => import('./parts/finished-views.js'));
  provide(previewViews, () => import('./preview/preview-views.js'));
  provide(stepViews, () => import('./parts/step-views.js'));
  provide(autoResolutionView, () => import('./card/auto-resolution-bar.js'));
  provide(chineseCatalogue, () => import('./i18n/zh.js'));
}

/**
 * Loads every module a card may load on demand: the summary, the preview panes, the steps
 * layout, the countdown and the Chinese catalogue. A server starts this by itself when the kit
 * is imported, so streaming renders are complete; await it before a `renderToString` that runs
 * at once, or, in an app without server rendering, before a first render that shows finished
 * calls, to skip their loading frame.
 *
 * @example
 * await preloadAskUserKit();
 * const html = renderToString(<App />);
 */
export function preloadAskUserKit(): Promise<void> {
  attachLoaders();
  return preloadOnDemandModules();
}

// A server renders whatever a card needs at once, so it loads everything as the kit is imported.
if (typeof window === 'undefined') preloadAskUserKit().catch(() => undefined);

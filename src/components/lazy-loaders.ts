import {
  autoResolutionView,
  chineseCatalogue,
  finishedViews,
  previewViews,
  stepViews,
} from './lazy-modules.js';
import { preloadOnDemandModules, provide } from './on-demand.js';

// Where each module a card loads on demand comes from, in a browser: a dynamic import, so a page
// downloads it the first time one of its cards needs it. The package resolves `#lazy-loaders`
// to this file everywhere but in Node, where `lazy-loaders.node.ts` has every module at once.

/**
 * Attaches the imports. `AskUser.Root` calls it as it renders (it is idempotent), so the gates,
 * which never import the modules they load, find them.
 */
export function attachLoaders(): void {
  provide(finishedViews, () => import('./parts/finished-views.js'));
  provide(previewViews, () => import('./preview/preview-views.js'));
  provide(stepViews, () => import('./parts/step-views.js'));
  provide(autoResolutionView, () => import('./card/auto-resolution-bar.js'));
  provide(chineseCatalogue, () => import('./i18n/zh.js'));
}

// A server other than Node (an edge or worker runtime) renders whatever a card needs at once:
// it starts loading everything as the kit is imported, and a streaming render waits for it.
if (typeof window === 'undefined') {
  attachLoaders();
  preloadOnDemandModules().catch(() => undefined);
}

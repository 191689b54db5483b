import {
  autoResolutionView,
  chineseCatalogue,
  finishedViews,
  previewViews,
  inputReader,
  stepViews,
  textMarks,
} from './lazy-modules.js';
import { preloadOnDemandModules, prefetch, provide } from './on-demand.js';

// Where each module a card loads on demand comes from, in a browser: a dynamic import, so a page
// downloads it the first time one of its cards needs it. The package resolves `#lazy-loaders`
// to this file everywhere but in Node, where `lazy-loaders.node.ts` has every module at once.

let attached = false;

/**
 * Attaches the imports. `AskUser.Root` calls it as it renders (it is idempotent), so the gates,
 * which never import the modules they load, find them. The first call also starts loading what
 * nearly every page needs soon: the finished-call summary (a transcript shows it at once, and a
 * pending card once it is answered), the general input reader (which the summary imports) and
 * the marks for hidden characters, so a hydrating card rarely waits for them. A server other than Node (an edge or worker runtime)
 * starts loading everything, so a streaming render of any card waits as little as possible.
 */
export function attachLoaders(): void {
  if (attached) return;
  attached = true;
  provide(finishedViews, () => import('./parts/finished-views.js'));
  provide(previewViews, () => import('./preview/preview-views.js'));
  provide(stepViews, () => import('./parts/step-views.js'));
  provide(autoResolutionView, () => import('./card/auto-resolution-bar.js'));
  provide(chineseCatalogue, () => import('./i18n/zh.js'));
  provide(inputReader, () => import('../core/normalize/read-any-shape.js'));
  provide(textMarks, () => import('./text/text-marks.js'));
  if (typeof window === 'undefined') preloadOnDemandModules().catch(() => undefined);
  else prefetch(finishedViews, inputReader, textMarks);
}

import * as inputReading from '../core/normalize/read-any-shape.js';
import * as autoResolution from './card/auto-resolution-bar.js';
import * as chinese from './i18n/zh.js';
import {
  autoResolutionView,
  chineseCatalogue,
  finishedViews,
  previewViews,
  inputReader,
  stepViews,
  textMarks,
} from './lazy-modules.js';
import { provideLoaded } from './on-demand.js';
import * as finished from './parts/finished-views.js';
import * as steps from './parts/step-views.js';
import * as previews from './preview/preview-views.js';
import * as marks from './text/text-marks.js';

// In Node (server rendering, the package's `node` condition) every module a card may load on
// demand is imported at once: a server sends what a card shows, so its first render, even a
// `renderToString` right after the import, is complete and never waits.

/**
 * Marks every module as loaded. `AskUser.Root` calls it as it renders: done here rather than as
 * the file is imported, because the package declares its modules free of side effects and a
 * server bundle may drop what the file does on import.
 */
export function attachLoaders(): void {
  provideLoaded(finishedViews, finished);
  provideLoaded(previewViews, previews);
  provideLoaded(stepViews, steps);
  provideLoaded(autoResolutionView, autoResolution);
  provideLoaded(chineseCatalogue, chinese);
  provideLoaded(inputReader, inputReading);
  provideLoaded(textMarks, marks);
}

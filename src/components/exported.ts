import type { JSX } from 'react';
import type { Messages } from './i18n/messages.js';
import { zh as chinese } from './i18n/zh.js';
import { PreviewContent as Content, type PreviewContentProps } from './preview/preview-content.js';
import { PreviewPane as Pane } from './preview/preview-pane.js';
import {
  BLOCKED_IMAGE_ATTRIBUTE as blockedImageAttribute,
  PREVIEW_SANITIZE_CONFIG as sanitizeConfig,
} from './preview/sanitize.js';

// What the package's entries export from modules a card loads on demand, as bindings of this
// module's own. An entry then never imports such a module itself: a bundler that puts every
// module an entry imports into the entry's chunk (Vite's Rolldown does, whether or not the
// import is used) would otherwise load the Chinese catalogue and the preview code with every
// card. A host that imports none of these drops this module, and the modules stay on demand.

/** The Simplified Chinese catalogue. */
export const zh: Messages = chinese;
/**
 * The preview column of the split layout with the kit's own controls outside the
 * box: expand, and compare — two options' previews side by side.
 */
export const PreviewPane: typeof Pane = Pane;
/**
 * Renders one preview: an HTML fragment through the sanitiser, anything else — and HTML that
 * breaks the contract (fail closed) — as text.
 */
export const PreviewContent: (props: PreviewContentProps) => JSX.Element = Content;
/**
 * The strict DOMPurify configuration for untrusted preview fragments: HTML only, no styles,
 * classes or ids, no forms, no top-layer or declarative interactivity, no ARIA or roles,
 * https and mailto links only.
 */
export const PREVIEW_SANITIZE_CONFIG: typeof sanitizeConfig = sanitizeConfig;
/** Marks an image whose remote source was removed, so the host can style the gap. */
export const BLOCKED_IMAGE_ATTRIBUTE: typeof blockedImageAttribute = blockedImageAttribute;

import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { scanHtml } from '../../rules/html-scan.js';
import { PREVIEW_HTML_BUDGET } from '../../rules/preview.js';

/**
 * The strict configuration for untrusted preview fragments. Every
 * widening of a sanitiser's defaults moves risk onto the caller, so this only narrows them:
 * HTML only (no SVG or MathML namespace confusion), no styles, classes or ids (no CSS
 * redress, no DOM clobbering of the card's own ids), no forms, no top-layer or declarative
 * interactivity, no ARIA or roles (no fake options), https and mailto links only.
 */
export const PREVIEW_SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'optgroup',
    'datalist',
    'dialog',
    'template',
    'slot',
    'details',
    'summary',
    'label',
    'fieldset',
    'legend',
    'output',
    'marquee',
    'blink',
    'audio',
    'video',
    'source',
    'track',
    'picture',
    'map',
    'area',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'noscript',
    'noembed',
    'noframes',
    'xmp',
    'plaintext',
    'title',
    'bdo',
    'selectedcontent',
    'search',
    'menu',
    'portal',
    'canvas',
  ],
  FORBID_ATTR: [
    'style',
    'class',
    'id',
    'name',
    'for',
    'form',
    'tabindex',
    'role',
    'popover',
    'popovertarget',
    'popovertargetaction',
    'command',
    'commandfor',
    'draggable',
    'action',
    'method',
    'formaction',
    'srcset',
    'sizes',
    'background',
    'poster',
    'usemap',
    'inert',
    'autofocus',
    'contenteditable',
    'accesskey',
    'dir',
    'slot',
    'part',
    'is',
    'nonce',
    'ping',
    'target',
    'xmlns',
    'loading',
    'fetchpriority',
    'hidden',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:)/i,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

/** Marks an image whose remote source was removed, so the host can style the gap. */
export const BLOCKED_IMAGE_ATTRIBUTE = 'data-auq-blocked-image';

type PurifyFactory = DOMPurify;

const instances = new WeakMap<object, { strict: DOMPurify; remote: DOMPurify }>();

function configure(instance: DOMPurify, allowRemoteImages: boolean): DOMPurify {
  // Hooks live on this private instance only, never on a DOMPurify the host app shares.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
    if (node.nodeName === 'IMG') {
      node.setAttribute('referrerpolicy', 'no-referrer');
      node.setAttribute('decoding', 'async');
      const src = node.getAttribute('src') ?? '';
      const inline = /^data:image\//i.test(src);
      if (!inline && !(allowRemoteImages && /^https:/i.test(src))) {
        node.removeAttribute('src');
        node.setAttribute(BLOCKED_IMAGE_ATTRIBUTE, '');
      }
    }
  });
  return instance;
}

function instancesFor(factory: PurifyFactory, view: Window): { strict: DOMPurify; remote: DOMPurify } {
  let pair = instances.get(view);
  if (!pair) {
    // An element's defaultView is a full window; the DOM lib types Window without its
    // constructors, which DOMPurify's WindowLike lists.
    const root = view as unknown as WindowLike;
    pair = { strict: configure(factory(root), false), remote: configure(factory(root), true) };
    instances.set(view, pair);
  }
  return pair;
}

let loading: Promise<PurifyFactory> | undefined;

/** Loads DOMPurify on first use, so cards without HTML previews never download it. */
export function loadSanitizer(): Promise<PurifyFactory> {
  loading ??= import('dompurify').then((module) => module.default);
  return loading;
}

export interface SanitizeOptions {
  /** The window whose parser renders the preview (the element's own document). */
  readonly view: Window;
  readonly allowRemoteImages?: boolean;
}

/** Sanitises with an already loaded DOMPurify; returns a fragment ready to insert. */
export function sanitizeWith(
  factory: PurifyFactory,
  html: string,
  options: SanitizeOptions,
): DocumentFragment {
  const { strict, remote } = instancesFor(factory, options.view);
  return (options.allowRemoteImages ? remote : strict).sanitize(html, PREVIEW_SANITIZE_CONFIG);
}

/** Hard caps on the sanitised tree, for what the parser adds beyond the tags it was given. */
const MAX_ELEMENTS = 2_000;
const MAX_TREE_DEPTH = 40;

/**
 * Keeps a sanitised fragment within the caps: elements past the element budget are dropped,
 * and elements nested deeper than the depth cap are replaced by their text. Returns whether
 * anything was cut.
 */
export function boundFragment(fragment: DocumentFragment): boolean {
  let cut = false;
  let elements = 0;
  const walk = (parent: ParentNode, depth: number) => {
    for (const child of Array.from(parent.children)) {
      if (elements >= MAX_ELEMENTS) {
        child.remove();
        cut = true;
        continue;
      }
      elements += 1;
      if (depth >= MAX_TREE_DEPTH) {
        child.replaceWith(child.ownerDocument.createTextNode(child.textContent ?? ''));
        cut = true;
        continue;
      }
      walk(child, depth + 1);
    }
  };
  walk(fragment, 0);
  return cut;
}

/** A sanitised preview, and whether it had to be cut to stay within the budget. */
export interface SanitizedPreview {
  readonly fragment: DocumentFragment;
  readonly truncated: boolean;
}

/** Loads the sanitiser if needed and sanitises an untrusted preview fragment. */
export async function sanitizePreviewHtml(html: string, options: SanitizeOptions): Promise<DocumentFragment> {
  return (await sanitizeBoundedPreview(html, options)).fragment;
}

/**
 * Cuts the raw preview where it first exceeds {@link PREVIEW_HTML_BUDGET}, sanitises what is
 * left, and caps the resulting tree.
 */
export async function sanitizeBoundedPreview(
  html: string,
  options: SanitizeOptions,
): Promise<SanitizedPreview> {
  const { cutAt } = scanHtml(html, PREVIEW_HTML_BUDGET);
  // A fragment that parses into a frameset has no body for DOMPurify to return: show nothing.
  const fragment =
    (sanitizeWith(
      await loadSanitizer(),
      cutAt === undefined ? html : html.slice(0, cutAt),
      options,
    ) as DocumentFragment | null) ?? options.view.document.createDocumentFragment();
  const trimmed = boundFragment(fragment);
  return { fragment, truncated: cutAt !== undefined || trimmed };
}

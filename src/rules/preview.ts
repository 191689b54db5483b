import { type HtmlBudget, KNOWN_HTML_ELEMENTS, containsAsciiCaseInsensitive, scanHtml } from './html-scan.js';
import { PREVIEW_MAX_LENGTH } from './preview-limit.js';

export { PREVIEW_MAX_LENGTH };

/** Why a preview that claims to be HTML breaks the contract. */
export type PreviewViolation =
  'not-a-string' | 'too-long' | 'doctype' | 'document-wrapper' | 'script' | 'style';

/**
 * The result of {@link validatePreview}: the preview's kind, or a readable error.
 * Success results are exactly `{ kind }`; failures carry `error` and a stable `code`.
 */
export type PreviewValidation =
  | { readonly kind: 'html' }
  | { readonly kind: 'text' }
  | { readonly kind?: undefined; readonly error: string; readonly code: PreviewViolation };

/**
 * How much markup a preview may make the browser build. Checked on the raw string by a
 * linear scanner before any parser sees it, so no input — ten thousand nested `<b>`, a flood
 * of `<br>`, thousands of attributes, tables inside tables — can block the page: parsing,
 * sanitising, layout and the accessibility tree all stay bounded.
 */
export const PREVIEW_HTML_BUDGET: HtmlBudget = {
  maxTags: 1_500,
  maxDepth: 32,
  maxAttributes: 1_000,
  maxTableDepth: 3,
};

const DOCUMENT_WRAPPERS = ['html', 'head', 'body'] as const;

/**
 * Decides whether a preview is an HTML fragment or text, and checks the HTML rules:
 * a fragment only (no doctype, no `<html>`, `<head>` or `<body>`), no `<script>` or
 * `<style>` anywhere (also inside comments or after long benign content), and at least one
 * real HTML element — a string that merely contains `<` (`a < b`, `List<T>`) is text.
 *
 * Runs in linear time on any input (a tokenizer, not a regular expression) and never
 * throws. Text previews are always valid.
 *
 * @example
 * validatePreview('<b>Bold</b> choice')    // { kind: 'html' }
 * validatePreview('if a < b then\n  x')   // { kind: 'text' }
 * validatePreview('<body><p>x</p></body>') // { error: 'preview must be an HTML fragment: remove <body>', code: 'document-wrapper' }
 */
export function validatePreview(preview: unknown): PreviewValidation {
  if (typeof preview !== 'string') {
    return { error: 'preview must be a string', code: 'not-a-string' };
  }
  if (preview.length > PREVIEW_MAX_LENGTH) {
    return {
      error: `preview is too long (${preview.length} characters); keep it under ${PREVIEW_MAX_LENGTH}`,
      code: 'too-long',
    };
  }
  const scan = scanHtml(preview);
  let hasRealElement = false;
  for (const name of scan.tagNames) {
    if (KNOWN_HTML_ELEMENTS.has(name)) {
      hasRealElement = true;
      break;
    }
  }
  if (!hasRealElement && !scan.hasDoctype) return { kind: 'text' };

  if (scan.hasDoctype) {
    return {
      error: 'preview must be an HTML fragment: remove the <!doctype> declaration',
      code: 'doctype',
    };
  }
  for (const wrapper of DOCUMENT_WRAPPERS) {
    if (scan.tagNames.has(wrapper)) {
      return {
        error: `preview must be an HTML fragment: remove <${wrapper}> and keep only its content`,
        code: 'document-wrapper',
      };
    }
  }
  const mentions = (name: string) =>
    scan.tagNames.has(name) ||
    containsAsciiCaseInsensitive(preview, `<${name}`) ||
    containsAsciiCaseInsensitive(preview, `</${name}`);
  if (mentions('script')) {
    return { error: 'preview must not contain <script>; previews are static markup', code: 'script' };
  }
  if (mentions('style')) {
    return {
      error: 'preview must not contain <style>; the client styles previews itself',
      code: 'style',
    };
  }
  return { kind: 'html' };
}

/** Whether a {@link validatePreview} result is an error. */
export function isPreviewError(
  result: PreviewValidation,
): result is Extract<PreviewValidation, { error: string }> {
  return 'error' in result;
}

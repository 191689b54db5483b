// The preview panes and the preview contract's HTML scanner, loaded with the first card whose
// options have previews. DOMPurify itself loads later still, with the first HTML preview.
export { CONTRACT_CHECKS } from '../../core/normalize/checks.js';
export { PreviewPane } from './preview-pane.js';
export { viewMessages } from '../i18n/en-views.js';

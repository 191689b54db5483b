/**
 * `ask-user-kit` — the styled components and the provider, and re-exports of the hooks.
 * Import the stylesheet once: `import 'ask-user-kit/styles.css'`.
 *
 * @packageDocumentation
 */
import './styles/tokens.css';
import './styles/components.css';

export * from './components/index.js';
export * from './hooks/index.js';

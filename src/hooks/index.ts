/**
 * `ask-user-kit/hooks` — headless React hooks over the core (SPEC §5). No styling, no Radix:
 * use them under your own design system.
 *
 * @packageDocumentation
 */
export { useAnswerReading } from './use-answer-reading.js';

import { attachLoaders } from '../components/lazy-loaders.node.js';

/**
 * Makes every module a card would load on demand part of the page's own code, so no card ever
 * waits for one: for a server-rendered page whose cards must answer a click as soon as they
 * hydrate. React cannot hydrate a card before the modules it needs have arrived, and a click on
 * a card not yet hydrated is dropped. Without this, a pending card in Claude's shape in English
 * without hidden characters never waits, but other cards (another runtime's shape, Chinese, a
 * finished call, a preview, a text that may hide a character) hydrate one download later.
 *
 * It costs the first load what the modules weigh (README, "What a card loads, and when"; DOMPurify
 * still loads with the first HTML preview). Call it once, at the top of the module that renders
 * cards, before they render — e.g. a Next.js client component's file. Server rendering needs
 * nothing: in Node every module is there at once.
 *
 * @example
 * 'use client';
 * import { loadAskUserKitUpFront } from 'ask-user-kit/eager';
 * loadAskUserKitUpFront();
 */
export function loadAskUserKitUpFront(): void {
  attachLoaders();
}

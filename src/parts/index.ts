/**
 * `ask-user-kit/parts` — the card as compound parts, for hosts that compose their own card:
 *
 * ```tsx
 * import * as AskUser from 'ask-user-kit/parts';
 * <AskUser.Root input={input} onSubmit={send}>
 *   <AskUser.Header />
 *   <AskUser.QuestionList />
 *   <AskUser.Actions />
 *   <AskUser.Summary />
 *   <AskUser.Status />
 * </AskUser.Root>
 * ```
 *
 * `Root` runs `useAskUserQuestion` and decides the card's state; every other part reads it
 * and must be inside `Root`. A container given no children renders its default content, so a
 * host overrides only what it changes. `<AskUserQuestion>` is `Root` with the default parts.
 *
 * @packageDocumentation
 */
export * from '../components/parts/index.js';

/**
 * Code the card loads the first time a card needs it, so a page pays for what its cards show:
 * a pending English card never loads the summary, the preview panes, the steps layout, the
 * countdown or the Chinese catalogue. A render that needs a module which has not arrived yet
 * suspends the card (`AskUser.Root` holds the Suspense boundary); during hydration React keeps
 * the server's markup until the module arrives, so server rendering never mismatches.
 *
 * A handle is declared where its users can import it without importing the module itself
 * (`lazy-modules.ts`); the import is attached by `AskUser.Root` (`#lazy-loaders`: dynamic
 * imports in a browser, static ones in Node), so no module loaded on demand is imported back by
 * its own gate.
 */

/** One module loaded on first need, shared by every card of the page. */
export interface OnDemand<M> {
  /** What the module is, for error messages. */
  readonly name: string;
  /** The module, once it has arrived. */
  readonly current: M | undefined;
  /** The last load failed and no other is under way. */
  readonly failed: boolean;
  /** Starts loading it (unless a load is under way) and resolves with it. */
  load(): Promise<M>;
}

interface Entry<M> extends OnDemand<M> {
  current: M | undefined;
  failed: boolean;
  importer: (() => Promise<M>) | undefined;
  pending: Promise<M> | undefined;
  /** Settles (never rejects) with the current load: what a suspended render waits for. */
  settled: Promise<void> | undefined;
  failure: ModuleLoadError | undefined;
  /** Counts `forgetOnDemandModules` calls: a load started before one never lands after it. */
  generation: number;
  /** Told when the module arrives after a failed load. */
  readonly recovery: Set<() => void>;
}

const registry: Entry<unknown>[] = [];

/**
 * Calls `listener` when `module`, whose last load failed, arrives: every card that shows the
 * error card for it can come back, whichever card's Try again loaded it. Returns the
 * unsubscribe.
 */
export function whenModuleRecovers(module: OnDemand<unknown>, listener: () => void): () => void {
  const { recovery } = module as Entry<unknown>;
  recovery.add(listener);
  return () => recovery.delete(listener);
}

/**
 * A module the card needed could not be loaded (offline, or a deploy removed the file): the
 * card says so instead of blaming the agent's input.
 */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
  constructor(
    /** The module that did not load: what a retry waits for. */
    readonly module: OnDemand<unknown>,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`ask-user-kit could not load ${module.name}: ${reason}`, { cause });
  }
}

function load<M>(entry: Entry<M>): Promise<M> {
  if (entry.current !== undefined) return Promise.resolve(entry.current);
  if (entry.pending) return entry.pending;
  if (!entry.importer) {
    return Promise.reject(new Error(`ask-user-kit: ${entry.name} was needed before AskUser.Root loaded.`));
  }
  const { generation } = entry;
  const pending = entry.importer().then(
    (module) => {
      if (entry.generation === generation) {
        const recovered = entry.failure !== undefined;
        entry.current = module;
        entry.failure = undefined;
        entry.failed = false;
        entry.pending = undefined;
        // After this load has settled: a listener's error must not fail the load.
        if (recovered) for (const listener of entry.recovery) queueMicrotask(listener);
      }
      return module;
    },
    (cause: unknown) => {
      const failure = new ModuleLoadError(entry, cause);
      if (entry.generation === generation) {
        // The next card that needs it, or the host's `preloadAskUserKit()`, tries again.
        entry.pending = undefined;
        entry.failure = failure;
        entry.failed = true;
      }
      throw failure;
    },
  );
  entry.pending = pending;
  entry.failed = false;
  entry.settled = pending.then(
    () => undefined,
    () => undefined,
  );
  return pending;
}

/** Declares a module to load on first need; `provide` attaches its import. */
export function onDemand<M>(name: string): OnDemand<M> {
  const entry: Entry<M> = {
    name,
    current: undefined,
    failed: false,
    importer: undefined,
    pending: undefined,
    settled: undefined,
    failure: undefined,
    generation: 0,
    recovery: new Set(),
    load: () => load(entry),
  };
  registry.push(entry as Entry<unknown>);
  return entry;
}

/** Marks a module as loaded, where it is imported statically (server rendering in Node). */
export function provideLoaded<M>(module: OnDemand<M>, loaded: M): void {
  const entry = module as Entry<M>;
  entry.current = loaded;
  entry.importer ??= () => Promise.resolve(loaded);
}

/** Attaches the import of a module declared with `onDemand`. */
export function provide<M>(module: OnDemand<M>, importer: () => Promise<M>): void {
  (module as Entry<M>).importer ??= importer;
}

/**
 * The module for this render. Suspends until it has arrived; when its last load failed and
 * none is under way, throws that error to the card's error boundary, which shows the error card.
 * Not a hook: it may be called conditionally, and only while rendering.
 */
export function need<M>(module: OnDemand<M>): M {
  const entry = module as Entry<M>;
  if (entry.current !== undefined) return entry.current;
  // A load under way (a retry included) is waited for before an earlier failure counts.
  if (entry.pending && entry.settled) throw entry.settled;
  if (entry.failure) throw entry.failure;
  load(entry).catch(() => undefined);
  // The same promise on every retry: React waits for it once, however often the card renders.
  throw entry.settled ?? new Error(`ask-user-kit: ${entry.name} was needed before AskUser.Root loaded.`);
}

/** Rendering without a DOM: server rendering, where every module is there or awaited. */
export const onServer = typeof window === 'undefined';

/**
 * Starts loading each module without waiting: what a card is about to need, all at once. A
 * module whose last load failed is left alone — a card re-rendering after that failure would
 * otherwise ask for it again and again; `preloadAskUserKit()` tries again.
 */
export function prefetch(...modules: readonly OnDemand<unknown>[]): void {
  for (const module of modules) if (!module.failed) module.load().catch(() => undefined);
}

/**
 * Loads again every module whose last load failed: what a card's "Try again" (or the browser
 * coming back online) does before the card renders again.
 */
export function retryFailedModules(): void {
  for (const entry of registry) if (entry.failed) load(entry).catch(() => undefined);
}

/** Loads every module declared with `onDemand` (`preloadAskUserKit` attaches them first). */
export async function preloadOnDemandModules(): Promise<void> {
  await Promise.all(registry.map((entry) => load(entry)));
}

/** Forgets every loaded module, so a test renders a card as a page that has loaded none. @internal */
export function forgetOnDemandModules(): void {
  for (const entry of registry) {
    entry.generation += 1;
    entry.current = undefined;
    entry.pending = undefined;
    entry.settled = undefined;
    entry.failure = undefined;
    entry.failed = false;
  }
}

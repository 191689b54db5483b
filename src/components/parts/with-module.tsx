'use client';
import { type ReactNode, Suspense } from 'react';
import { type OnDemand, need, onServer } from '../on-demand.js';

function Loaded<M>({ module, render }: { module: OnDemand<M>; render: (loaded: M) => ReactNode }) {
  return render(need(module));
}

/**
 * A part that needs a module loaded on demand, waiting for it in place: while it loads, the rest
 * of the card stays as it is (a host switching to the steps layout, a countdown added later, the
 * first preview arriving while the input streams in), and nothing shows where the part will be.
 */
export function WithModule<M>({
  module,
  render,
  placeholder = null,
}: {
  readonly module: OnDemand<M>;
  readonly render: (loaded: M) => ReactNode;
  /** Shown in the browser while the module loads; nothing by default. */
  readonly placeholder?: ReactNode;
}) {
  // On a server the fallback is the part itself, as for the card (`AskUser.Root`): what a
  // streaming renderer sends first must already show it.
  const part = <Loaded module={module} render={render} />;
  return <Suspense fallback={onServer ? part : placeholder}>{part}</Suspense>;
}

'use client';
import { forwardRef } from 'react';
import { slot, themeAttribute } from '../context.js';
import { splitProps } from './card-model.js';
import type { RootProps } from './card-options.js';
import { useFallbackSettings } from './card-settings.js';
import { withHostProps } from './context.js';

/**
 * What a card shows while a module it needs is still loading (a finished call's summary, the
 * preview panes…): the card's frame, busy, with skeleton rows, and the host's DOM props and ref
 * as the card would carry them. Only a client-side render shows it; a server has every module
 * at once, and a hydrating card keeps the server's markup.
 */
export const CardLoading = forwardRef<HTMLElement, RootProps>(function CardLoading(props, ref) {
  const [options, domProps] = splitProps(props);
  const settings = useFallbackSettings(options);
  const ours = {
    // The card's own id, which it also derives its parts' ids from.
    id: options.id,
    ...slot(settings, 'card', options.className),
    'data-auq-root': '',
    'data-auq-theme': themeAttribute(settings),
    'data-state': 'loading',
    // The card's language even before its catalogue arrived: the frame has no text of its own.
    lang: options.locale ?? settings.resolvedMessages.lang,
    dir: settings.dir,
    'aria-busy': true,
  };
  return (
    <section {...withHostProps(ours, domProps)} ref={ref}>
      <div {...slot(settings, 'skeleton')} aria-hidden="true">
        <span {...slot(settings, 'skeleton-row')} />
        <span {...slot(settings, 'skeleton-row')} />
        <span {...slot(settings, 'skeleton-row')} />
      </div>
    </section>
  );
});

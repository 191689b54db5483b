'use client';
import { slot } from '../context.js';
import type { RootProps } from './card-options.js';
import { useFallbackSettings } from './card-settings.js';

/**
 * What a card shows while a module it needs is still loading (a finished call's summary, the
 * preview panes…): the card's frame, busy, with skeleton rows. Only a client-side first render
 * shows it; a server has every module at once, and a hydrating card keeps the server's markup.
 */
export function CardLoading(props: RootProps) {
  const settings = useFallbackSettings({
    locale: props.locale,
    messages: props.messages,
    unstyled: props.unstyled,
    classNames: props.classNames,
    dir: props.dir,
    theme: props.theme,
  });
  return (
    <section
      {...slot(settings, 'card', props.className)}
      data-auq-root=""
      data-auq-theme={settings.theme && settings.theme !== 'inherit' ? settings.theme : undefined}
      data-state="loading"
      lang={settings.resolvedMessages.lang}
      dir={settings.dir}
      aria-busy="true"
    >
      <div {...slot(settings, 'skeleton')} aria-hidden="true">
        <span {...slot(settings, 'skeleton-row')} />
        <span {...slot(settings, 'skeleton-row')} />
        <span {...slot(settings, 'skeleton-row')} />
      </div>
    </section>
  );
}

'use client';
import { type ReactNode, createContext, useContext, useMemo } from 'react';
import { messagesFor } from './i18n/catalogues.js';
import type { Messages } from './i18n/messages.js';
import type { SlotName } from './slots.js';

/** Renders a host's own markdown (text previews); the host is responsible for its safety. */
export type MarkdownRenderer = (markdown: string) => ReactNode;

/** How the kit's components show: language and strings, styling, direction, theme, previews. Set on a component or on `AskUserKitProvider`. */
export interface KitSettings {
  /**
   * The card's language. English is built in; for another, pass its catalogue as `messages`
   * (`zh` from `ask-user-kit/locales/zh`), which sets the language itself.
   */
  readonly locale?: string;
  /** Override any string. */
  readonly messages?: Partial<Messages>;
  /** Keep structure, ARIA and data attributes, drop the kit's classes. */
  readonly unstyled?: boolean;
  /** Extra classes per part. */
  readonly classNames?: Partial<Record<SlotName, string>>;
  /** Text direction of the card. */
  readonly dir?: 'ltr' | 'rtl';
  /** `light`, `dark`, or `inherit` from an ancestor's `data-auq-theme` / `.dark` (default). */
  readonly theme?: 'light' | 'dark' | 'inherit';
  /** Render text previews with the host's markdown renderer instead of a monospace box. */
  readonly renderMarkdown?: MarkdownRenderer;
  /** Let HTML previews load remote (https) images. Off by default: they are tracking beacons. */
  readonly allowRemoteImages?: boolean;
}

/** Settings with the catalogue they resolve to. */
export interface ResolvedSettings extends KitSettings {
  readonly resolvedMessages: Messages;
}

/** The provider's settings; each component resolves its catalogue from them. */
const KitContext = createContext<KitSettings>({});

/** Props of `AskUserKitProvider`: the settings for every kit component below it. */
export interface AskUserKitProviderProps extends KitSettings {
  readonly children?: ReactNode;
}

/** Settings for every kit component below it; props on a component win. */
export function AskUserKitProvider({ children, ...settings }: AskUserKitProviderProps) {
  const parent = useContext(KitContext);
  const value = useMemo<KitSettings>(
    () => ({ ...parent, ...settings, messages: { ...parent.messages, ...settings.messages } }),
    // Settings are a handful of primitives and callbacks; comparing them item by item is
    // what useMemo does with this list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      parent,
      settings.locale,
      settings.messages,
      settings.unstyled,
      settings.classNames,
      settings.dir,
      settings.theme,
      settings.renderMarkdown,
      settings.allowRemoteImages,
    ],
  );
  return <KitContext.Provider value={value}>{children}</KitContext.Provider>;
}
AskUserKitProvider.displayName = 'AskUserKitProvider';

/**
 * The provider's settings merged with a component's own props (its defined ones win), with the
 * catalogue they resolve to: the host's `messages` over the built-in English.
 */
export function useKitSettings(own: KitSettings = {}): ResolvedSettings {
  const parent = useContext(KitContext);
  return useMemo(() => {
    const defined = Object.fromEntries(
      Object.entries(own).filter(([, value]) => value !== undefined),
    ) as KitSettings;
    const messages = { ...parent.messages, ...own.messages };
    return {
      ...parent,
      ...defined,
      messages,
      classNames: { ...parent.classNames, ...own.classNames },
      resolvedMessages: messagesFor(defined.locale ?? parent.locale, messages),
    };
    // Settings are a handful of primitives and callbacks, compared one by one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    parent,
    own.locale,
    own.messages,
    own.unstyled,
    own.classNames,
    own.dir,
    own.theme,
    own.renderMarkdown,
    own.allowRemoteImages,
  ]);
}

/** Hides text visually but keeps it for assistive technology — behaviour, so never dropped. */
export const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The card's `data-auq-theme`: a theme the host chose; none when the card inherits one. */
export function themeAttribute(settings: KitSettings): 'light' | 'dark' | undefined {
  return settings.theme && settings.theme !== 'inherit' ? settings.theme : undefined;
}

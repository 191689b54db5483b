/**
 * A request to open a link (MCP and ACP URL elicitations) as a question of the card. The link is
 * read with the URL parser a browser uses to open it, so what the card says and where the link
 * goes cannot differ: `https://evil.example\@good.example` goes to evil.example,
 * `https://github.com%2Flogin@login.evil.invalid/` to login.evil.invalid, and a look-alike host
 * shows as its punycode.
 */

/** The WHATWG URL parser every runtime the kit runs in has (core declares no DOM types). */
interface ParsedUrl {
  readonly protocol: string;
  readonly host: string;
}
const parseUrl = (url: string): ParsedUrl =>
  new (globalThis as unknown as { URL: new (url: string) => ParsedUrl }).URL(url);

/** The words of a link's question (English). */
export const LINK_WORDS = { open: 'Open the link', notNow: 'Not now' } as const;

/** Whether a link may be opened: `https://` only. */
export function isHttpsUrl(url: string): boolean {
  try {
    return parseUrl(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The host a link leads to, as the browser will go there (credentials before `@` dropped). */
export function linkHost(url: string): string {
  try {
    return parseUrl(url).host;
  } catch {
    return url;
  }
}

/**
 * The card's question for a link: Open the link (only for an `https://` link, described by the
 * host it opens) or Not now. The full address is shown under Open, never instead of the host.
 */
export function linkQuestion(id: string, message: string, url: string): Record<string, unknown> {
  const safe = isHttpsUrl(url);
  return {
    id,
    header: 'Link',
    question: message,
    description: safe ? `Opens ${linkHost(url)}` : `Not a secure link: ${url}`,
    multiSelect: false,
    allowCustom: false,
    allowNotes: false,
    options: [
      ...(safe ? [{ label: LINK_WORDS.open, description: url }] : []),
      { label: LINK_WORDS.notNow, description: 'Decline this request.' },
    ],
  };
}

/** The action a link's answer stands for: open it, decline it, or (nothing chosen) cancel. */
export function linkAction(chosen: string | undefined): 'accept' | 'decline' | 'cancel' {
  if (chosen === LINK_WORDS.open) return 'accept';
  return chosen === LINK_WORDS.notNow ? 'decline' : 'cancel';
}

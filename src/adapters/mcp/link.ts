// How both MCP link cards read a URL: with the URL parser a browser uses to open it, so what
// the card says and where the link goes cannot differ (`https://evil.example\@good.example`
// goes to evil.example; a look-alike host shows as its punycode).

/** Whether a link may be opened: `https://` only. */
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The host a link leads to, as the browser will go there (credentials before `@` dropped). */
export function linkHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

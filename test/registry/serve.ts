// A local stand-in for the registries `shadcn add` asks (no network here): shadcn's own items
// (`styles/<style>/<name>.json`, here the app's Button, Badge and Textarea written for these
// tests), the base colour, and the kit's built registry (`r/<name>.json`).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function uiItem(name: string) {
  const file = path.join(here, 'shadcn-ui', `${name}.tsx`);
  if (!fs.existsSync(file)) return undefined;
  return {
    $schema: 'https://ui.shadcn.com/schema/registry-item.json',
    name,
    type: 'registry:ui',
    files: [{ path: `ui/${name}.tsx`, type: 'registry:ui', content: fs.readFileSync(file, 'utf8') }],
  };
}

const baseColor = {
  inlineColors: { light: {}, dark: {} },
  cssVars: { light: {}, dark: {} },
  cssVarsV4: { light: {}, dark: {} },
  inlineColorsTemplate: '',
  cssVarsTemplate: '',
};

/** Serves until closed; `requests` lists every path asked for, `missing` those it did not have. */
export async function serveRegistry(builtDir: string) {
  const requests: string[] = [];
  const missing: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    let body: unknown;
    let match: RegExpExecArray | null;
    if ((match = /^\/styles\/[^/]+\/([a-z-]+)\.json$/.exec(url.pathname))) body = uiItem(match[1]!);
    else if (/^\/colors\/[a-z]+\.json$/.test(url.pathname)) body = baseColor;
    else if ((match = /^\/r\/([a-z-]+)\.json$/.exec(url.pathname))) {
      const file = path.join(builtDir, `${match[1]!}.json`);
      if (fs.existsSync(file)) body = JSON.parse(fs.readFileSync(file, 'utf8'));
    }
    if (body === undefined) {
      missing.push(url.pathname);
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    missing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

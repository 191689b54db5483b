// What `{ AskUserQuestion }` weighs: everything it can load, DOMPurify aside, bundled and
// compressed as one file (esbuild, minified, gzip level 9, React external), next to Radix's
// RadioGroup and Checkbox measured the same way; and how much a real Vite app grows by it.
// Shared by `npm run test:size` (the budget) and `npm run bench -- size` (the table).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** `code` bundled into one minified file, as `oneFile` measures it; `options` add to esbuild's. */
function bundle(root, code, external, options = {}) {
  return esbuild({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    // As Vite writes a production build: text outside ASCII stays as it is, not \u-escaped.
    charset: 'utf8',
    logLevel: 'silent',
    external: [...REACT, ...external],
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    ...options,
  });
}

/**
 * `code` bundled into one file (a dynamic import is bundled in too, as a host's single chunk would
 * hold it) and compressed: its gzip size and the source modules it holds.
 */
export async function oneFile(root, code, external = []) {
  const result = await bundle(root, code, external, { metafile: true });
  const output = Object.values(result.metafile.outputs)[0];
  return {
    bytes: gzip(result.outputFiles[0].contents),
    modules: Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => path.resolve(root, input)),
  };
}

/** The card as a host imports it from the built package; DOMPurify stays out of it. */
const cardEntry = (root) => [
  `export { AskUserQuestion } from ${JSON.stringify(path.join(root, 'dist/index.js'))};`,
  ['dompurify'],
];

/** `{ AskUserQuestion }` from the built package, DOMPurify aside, and Radix's two primitives. */
export async function measureCard(root) {
  const card = await oneFile(root, ...cardEntry(root));
  const radix = await oneFile(
    root,
    `export * from '@radix-ui/react-radio-group'; export { Root as CheckboxRoot } from '@radix-ui/react-checkbox';`,
  );
  const dompurify = await oneFile(root, `export { default } from 'dompurify';`);
  return { card, radix: radix.bytes, dompurify: dompurify.bytes };
}

const GLUE = 'bundler glue';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source index of every character of a bundle (-1: none), read from its source map. */
function ownersOf(code, map) {
  const owners = new Int32Array(code.length).fill(-1);
  const lines = code.split('\n');
  let lineStart = 0;
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineEnd = lineStart + (lines[lineIndex]?.length ?? 0);
    let column = 0;
    let owner = -1;
    let from = lineStart;
    for (const segment of line ? line.split(',') : []) {
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      owners.fill(owner, from, lineStart + column);
      from = lineStart + column;
      if (fields.length > 1) source += fields[1];
      owner = fields.length > 1 ? source : -1;
    }
    owners.fill(owner, from, lineEnd);
    lineStart = lineEnd + 1;
  });
  return owners;
}

/** A bundled file's part: its package, or its folder in the kit (each catalogue on its own). */
function sourcePart(file, root) {
  const packages = file.split('/node_modules/');
  if (packages.length > 1) {
    const [scope, name] = packages.at(-1).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = path.relative(path.join(root, 'src'), file);
  return own.startsWith('components/i18n/') ? own.replace(/\.ts$/, '') : own.split('/').slice(0, 2).join('/');
}

/**
 * What each part of the card costs: the gzip bytes the one-file card (as `measureCard` bundles
 * it) gives back when that part's code is cut out of it. Parts are the kit's source folders
 * (each catalogue on its own) and the packages it bundles, or what `partOf` makes of a bundled
 * file's path; code from no file is the bundler's glue. The rows add up to more than the whole, since gzip shares what the parts repeat.
 */
export async function cardBreakdown(root, partOf = sourcePart) {
  const outfile = path.join(os.tmpdir(), 'auq-card.js');
  const result = await bundle(root, ...cardEntry(root), {
    outfile,
    sourcemap: 'external',
    sourcesContent: false,
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.js')).text;
  const map = JSON.parse(result.outputFiles.find((file) => file.path.endsWith('.map')).text);
  const owners = ownersOf(code, map);
  // Source paths are relative to the output file; parts are told from where the files are.
  const parts = map.sources.map((source) => partOf(path.resolve(path.dirname(outfile), source), root));
  const whole = gzip(Buffer.from(code));
  const rows = [];
  for (const part of new Set([...parts, GLUE])) {
    let rest = '';
    let kept = 0;
    for (let index = 0; index < code.length; index += 1) {
      if ((parts[owners[index]] ?? GLUE) !== part) continue;
      rest += code.slice(kept, index);
      kept = index + 1;
    }
    rest += code.slice(kept);
    if (rest.length < code.length) rows.push({ part, bytes: whole - gzip(Buffer.from(rest)) });
  }
  return { whole, rows: rows.sort((a, b) => b.bytes - a.bytes) };
}

/** How much a Vite app's production build grows by `main`, over the same app with React alone. */
export async function viteGrowth(root, main) {
  const built = async (name, source) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `auq-vite-${name}-`));
    try {
      fs.writeFileSync(
        path.join(dir, 'index.html'),
        '<div id="root"></div><script type="module" src="./main.jsx"></script>',
      );
      fs.writeFileSync(path.join(dir, 'main.jsx'), source);
      await viteBuild({
        configFile: false,
        root: dir,
        mode: 'production',
        logLevel: 'silent',
        plugins: [react()],
        resolve: {
          alias: Object.fromEntries(
            ['react', 'react-dom', 'dompurify'].map((pkg) => [pkg, path.join(root, 'node_modules', pkg)]),
          ),
        },
        build: { outDir: path.join(dir, 'out'), emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
      });
      const html = fs.readFileSync(path.join(dir, 'out/index.html'), 'utf8');
      const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
      return initial.reduce((sum, file) => sum + gzip(fs.readFileSync(path.join(dir, 'out', file))), 0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  const reactOnly = await built(
    'react',
    `import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p>hello</p>);`,
  );
  return (await built('app', main)) - reactOnly;
}

/** A Vite app that renders a pending card: what its first load grows by. */
export function viteCardGrowth(root) {
  const kit = JSON.stringify(path.join(root, 'dist/index.js'));
  return viteGrowth(
    root,
    `import { createRoot } from 'react-dom/client';\nimport { AskUserQuestion } from ${kit};\ncreateRoot(document.getElementById('root')).render(<AskUserQuestion input={{ questions: [] }} status="pending" onSubmit={() => {}} />);`,
  );
}

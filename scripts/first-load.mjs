// What a page must load before it can show a pending card: the built `<AskUserQuestion>`'s
// initial chunk and the chunks it imports statically, without what a card loads on demand.
// Measured two ways, because bundlers split differently: esbuild with code splitting (the
// engine size-limit uses), and a real Vite app (Rolldown), whose first load is what most hosts
// ship. Shared by `npm run test:size` (budgets) and `npm run bench -- size` (the table).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

/**
 * Source modules a pending English card without previews must never load up front: each is
 * loaded the first time a card shows what it is for.
 */
export const ON_DEMAND_MODULES = [
  'components/parts/finished-views',
  'components/parts/summary-content',
  'components/card/summary-view',
  'core/answers/read-answers',
  'core/answers/carriers',
  'components/preview/preview-views',
  'components/preview/preview-pane',
  'components/preview/preview-content',
  'components/preview/sanitize',
  'shared/html-scan',
  'components/parts/step-views',
  'components/card/auto-resolution-bar',
  'components/i18n/zh',
  'components/i18n/en-views',
  'components/i18n/en',
  'core/normalize/read-any-shape',
  'core/normalize/question',
  'core/normalize/mcp',
  'shared/free-text-choice',
  'hooks/developer-messages',
  'core/utils/partial-json',
  'core/text/reveal-invisible',
  'components/text/model-text',
];

const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** The modules of a build that are `dist/<name>.js` for an on-demand name. */
function onDemandIn(modules) {
  return ON_DEMAND_MODULES.filter((name) => modules.some((file) => file.endsWith(`dist/${name}.js`)));
}

/**
 * The output files an esbuild entry loads up front: its own chunk and every chunk it imports
 * statically (dynamic imports load later). `outputs` is esbuild's metafile outputs.
 */
export function initialChunks(outputs, entryFile) {
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
  };
  if (entryFile) visit(entryFile);
  return [...initial];
}

/** esbuild, splitting on: the entry's chunk and every chunk it imports statically. */
export async function esbuildFirstLoad(root, { code, external = [] }) {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'auq-first-load-'));
  try {
    const result = await esbuild({
      stdin: { contents: code, resolveDir: root, loader: 'js' },
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir,
      write: true,
      metafile: true,
      minify: true,
      logLevel: 'silent',
      external: [...REACT, ...external],
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === '<stdin>');
    const files = initialChunks(outputs, entry);
    const modules = files.flatMap((file) =>
      Object.entries(outputs[file].inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([input]) => path.resolve(root, input)),
    );
    // Each file gzipped on its own, as a server sends it.
    const bytes = files.reduce((sum, file) => sum + gzip(fs.readFileSync(path.resolve(root, file))), 0);
    return { bytes, files: files.length, modules, onDemand: onDemandIn(modules) };
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

/** A Vite app's production build: the initial script and the chunks it preloads. */
export async function viteFirstLoad(root, { name, main }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `auq-vite-${name}-`));
  try {
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<div id="root"></div><script type="module" src="./main.jsx"></script>',
    );
    fs.writeFileSync(path.join(dir, 'main.jsx'), main);
    const modules = [];
    const staticImports = new Map();
    await viteBuild({
      configFile: false,
      root: dir,
      mode: 'production',
      logLevel: 'silent',
      plugins: [
        react(),
        {
          name: 'ask-user-kit:modules',
          generateBundle(_options, bundle) {
            for (const chunk of Object.values(bundle)) {
              if (chunk.type !== 'chunk') continue;
              staticImports.set(chunk.fileName, chunk.imports);
              for (const id of Object.keys(chunk.modules)) modules.push([chunk.fileName, id]);
            }
          },
        },
      ],
      resolve: {
        alias: Object.fromEntries(
          ['react', 'react-dom', '@radix-ui/react-radio-group', 'dompurify'].map((pkg) => [
            pkg,
            path.join(root, 'node_modules', pkg),
          ]),
        ),
      },
      build: { outDir: path.join(dir, 'out'), emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
    });
    const html = fs.readFileSync(path.join(dir, 'out/index.html'), 'utf8');
    const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    const sizeOf = (file) => gzip(fs.readFileSync(path.join(dir, 'out', file)));
    const bytes = initial.reduce((sum, file) => sum + sizeOf(file), 0);
    const initialModules = modules.filter(([file]) => initial.includes(file)).map(([, id]) => id);
    // Every other chunk but DOMPurify's, and the one with the summary: what a page that shows
    // everything downloads in all, and what a restored transcript loads before its summaries.
    const lazy = [...new Set(modules.map(([file]) => file))].filter((file) => !initial.includes(file));
    const holds = (file, name) => modules.some(([chunk, id]) => chunk === file && id.includes(name));
    const later = lazy.filter((file) => !holds(file, 'dompurify'));
    // The summary's chunk and every chunk it imports statically (the input reader, the views'
    // English strings), less what the first load has.
    const finished = new Set();
    const visit = (file) => {
      if (finished.has(file) || initial.includes(file)) return;
      finished.add(file);
      for (const imported of staticImports.get(file) ?? []) visit(imported);
    };
    for (const file of later) if (holds(file, 'parts/finished-views')) visit(file);
    return {
      bytes,
      files: initial.length,
      modules: initialModules,
      onDemand: onDemandIn(initialModules),
      everything: bytes + later.reduce((sum, file) => sum + sizeOf(file), 0),
      withSummary: bytes + [...finished].reduce((sum, file) => sum + sizeOf(file), 0),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const RENDER_PENDING = `createRoot(document.getElementById('root')).render(<AskUserQuestion input={{ questions: [] }} status="pending" onSubmit={() => {}} />);`;

/**
 * The first load of `{ AskUserQuestion }` from the built package: esbuild's, and how much a Vite
 * app's first load grows by (over the same app with React only), each with Radix's RadioGroup
 * alone measured the same way — the floor the card cannot go under.
 */
export async function measureFirstLoad(root) {
  const kit = path.join(root, 'dist/index.js');
  const esbuildKit = await esbuildFirstLoad(root, {
    code: `export { AskUserQuestion } from ${JSON.stringify(kit)};`,
    external: ['dompurify'],
  });
  const esbuildRadix = await esbuildFirstLoad(root, { code: `export * from '@radix-ui/react-radio-group';` });
  const reactOnly = await viteFirstLoad(root, {
    name: 'react',
    main: `import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p>hello</p>);`,
  });
  const viteKit = await viteFirstLoad(root, {
    name: 'kit',
    main: `import { createRoot } from 'react-dom/client';\nimport { AskUserQuestion } from ${JSON.stringify(kit)};\n${RENDER_PENDING}`,
  });
  const viteRadix = await viteFirstLoad(root, {
    name: 'radix',
    main: `import { createRoot } from 'react-dom/client';\nimport * as RadioGroup from '@radix-ui/react-radio-group';\ncreateRoot(document.getElementById('root')).render(<RadioGroup.Root><RadioGroup.Item value="a"><RadioGroup.Indicator /></RadioGroup.Item></RadioGroup.Root>);`,
  });
  return {
    esbuild: { ...esbuildKit, radix: esbuildRadix.bytes },
    vite: {
      ...viteKit,
      growth: viteKit.bytes - reactOnly.bytes,
      everythingGrowth: viteKit.everything - reactOnly.bytes,
      withSummaryGrowth: viteKit.withSummary - reactOnly.bytes,
      radix: viteRadix.bytes - reactOnly.bytes,
    },
  };
}

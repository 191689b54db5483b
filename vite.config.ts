/// <reference types="vitest/config" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { type Plugin, defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import libraryEntries from './scripts/entries.json' with { type: 'json' };

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's chromium (installed by .ci/run). Tools that download their own browser cannot
// run on these machines. Override with CHROMIUM_PATH.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: chromiumPath,
      // Root needs --no-sandbox; the rest keeps Chromium off the closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--font-render-hinting=none',
      ],
    },
    // The window must hold the largest test iframe (visual tests use 1560 × 2200), or
    // Vitest scales the iframe down and screenshots lose their detail.
    contextOptions: {
      deviceScaleFactor: 1,
      locale: 'en-US',
      reducedMotion: 'reduce',
      viewport: { width: 1600, height: 2300 },
    },
  });

// A factory: Vitest mutates `instances`, so a shared object would mislabel projects.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 800, height: 600 },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Strict enough that a token colour shifted by a few steps fails; run-to-run noise on
      // these machines is at most ±1/255 on anti-aliased corners, far below it.
      comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
    },
  },
});

// React 18.3, installed by the test/react18 workspace, for the react18 test project.
const react18 = path.join(dirname, 'test/react18/node_modules');
const react18Alias = [
  { find: /^react$/, replacement: `${react18}/react/index.js` },
  { find: /^react\/(.*)$/, replacement: `${react18}/react/$1` },
  { find: /^react-dom$/, replacement: `${react18}/react-dom/index.js` },
  { find: /^react-dom\/(.*)$/, replacement: `${react18}/react-dom/$1` },
  // Testing Library's main build is CommonJS, which bypasses aliases; use its ES build.
  {
    find: /^@testing-library\/react$/,
    replacement: path.join(dirname, 'node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
  },
];

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@radix-ui\//,
  /^dompurify($|\/)/,
  /^zod($|\/)/,
  // Adapters import only types from the runtimes; kept external should that ever change.
  /^@anthropic-ai\//,
  /^ai($|\/)/,
  /^@assistant-ui\//,
  /^@modelcontextprotocol\//,
  /^@opencode-ai\//,
];

/** Ships the optional theme stylesheets (`ask-user-kit/themes/*.css`) next to styles.css. */
function themeStylesheets(): Plugin {
  return {
    name: 'ask-user-kit:themes',
    apply: 'build',
    generateBundle() {
      const folder = path.join(dirname, 'src/themes');
      for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.css'))) {
        this.emitFile({
          type: 'asset',
          fileName: `themes/${file}`,
          source: fs.readFileSync(path.join(folder, file), 'utf8'),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    themeStylesheets(),
    dts({
      tsconfigPath: './tsconfig.build.json',
      entryRoot: 'src',
      exclude: ['test/**', 'stories/**', 'scripts/**', 'vite.config.ts', 'src/**/*.test.{ts,tsx}'],
    }),
  ],
  // Declared up front so a fresh checkout's first browser run does not discover them mid-run
  // and reload the test page.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-radio-group',
      '@radix-ui/react-checkbox',
      '@radix-ui/react-slot',
      'dompurify',
      'axe-core',
      'vitest-browser-react',
      'ai',
      'ai/test',
      '@ai-sdk/react',
      'fast-check',
    ],
  },
  build: {
    lib: {
      entry: {
        ...Object.fromEntries(
          Object.entries(libraryEntries).map(([name, file]) => [name, path.resolve(dirname, file)]),
        ),
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external,
      output: {
        // One file per source module, as in src/: a consumer's bundler then tree-shakes at the
        // same grain the kit does, and what an entry does not use stays out of a host's bundle.
        preserveModules: true,
        preserveModulesRoot: 'src',
        // Bundling drops module directives. Every chunk that uses React is client code for
        // Next.js App Router hosts; core and contracts chunks stay usable on the server.
        banner: (chunk) =>
          chunk.imports.some((id) => /^react(-dom)?($|\/)/.test(id)) ? "'use client';" : '',
      },
    },
    sourcemap: true,
    emptyOutDir: true,
  },
  test: {
    // Vitest's default is one worker per core but one; on a 2-core machine that is a single
    // worker, and the Node projects then wait for the browser files one by one. Two workers let
    // them run beside the browser (each browser project still runs its files one at a time).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // A timeout only catches a hang. With npm test's four halves side by side on 2 cores, a
    // jsdom test of a dozen user-event steps has taken over Vitest's default 5 s (13 s for a
    // file that takes 2.4 s alone); no test asserts on time.
    testTimeout: 30_000,
    projects: [
      {
        // Pure layers run in Node: an accidental React or DOM import in core fails here.
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          include: [
            'test/core/**/*.test.ts',
            'test/contracts/**/*.test.ts',
            'test/rules/**/*.test.ts',
            'test/*.test.ts',
          ],
        },
      },
      {
        // Server rendering with no DOM at all, as in a Next.js server component tree.
        extends: true,
        test: {
          name: 'ssr',
          environment: 'node',
          include: ['test/ssr/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'test/hooks/**/*.test.{ts,tsx}',
            'test/components/**/*.test.{ts,tsx}',
            'test/adapters/**/*.test.{ts,tsx}',
            // Each part's own test, beside it.
            'src/components/**/*.test.{ts,tsx}',
          ],
          exclude: ['test/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setup/unit.ts'],
          env: { EXPECTED_REACT_MAJOR: '19' },
        },
      },
      {
        // The agent frameworks' own code, each run with a fake model, answered through the
        // framework adapters. Their packages live in the test/frameworks workspace, not the kit's.
        extends: true,
        test: {
          name: 'frameworks',
          environment: 'node',
          include: ['test/frameworks/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The same hook and component tests against React 18.3 (a peer range we support).
        extends: true,
        resolve: { alias: react18Alias },
        test: {
          name: 'react18',
          environment: 'jsdom',
          include: [
            'test/hooks/**/*.test.{ts,tsx}',
            'test/components/**/*.test.{ts,tsx}',
            'src/components/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['./test/setup/unit.ts'],
          env: { EXPECTED_REACT_MAJOR: '18' },
          // Inline the libraries that import React so the alias reaches their imports too.
          server: { deps: { inline: [/@radix-ui\//, /@testing-library\/react/] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.{ts,tsx}'],
          // One file at a time: files running side by side share the keyboard focus and the
          // CPU, and a keyboard test then types into another file's frame.
          fileParallelism: false,
          setupFiles: ['./test/setup/browser.ts'],
          globalSetup: ['./test/setup/tailwind.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        // The registry items as `shadcn add` installs them into a fresh app (test/registry/install.ts).
        resolve: { alias: { '@': path.join(dirname, '.scratch/registry-app/src') } },
        test: {
          name: 'registry',
          include: ['test/registry/**/*.registry.test.tsx'],
          fileParallelism: false,
          globalSetup: ['./test/registry/install.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: browser(),
          fileParallelism: false,
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});

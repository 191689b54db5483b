import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const LAYER_HINT = 'Layers go contracts ← core ← hooks ← components ← adapters (SPEC §1.1).';

export default defineConfig([
  globalIgnores([
    'dist',
    'storybook-static',
    'coverage',
    '.vitest-attachments',
    '.scratch',
    '**/__screenshots__',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Small files and functions: a concept per file, read in one sitting. The message
    // catalogues are data, not code.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/i18n/messages.ts'],
    rules: {
      'max-lines': ['error', { max: 350 }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Pure layers: no React, no DOM, no UI layers. test/architecture.test.ts checks the same
    // rules on the whole import graph; this gives the message at the line that breaks them.
    files: ['src/rules/**', 'src/contracts/**', 'src/core/**'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@radix-ui/*', 'dompurify'],
              message: `Pure layers never import UI packages. ${LAYER_HINT}`,
            },
            {
              group: [
                '**/hooks',
                '**/hooks/*',
                '**/components',
                '**/components/*',
                '**/adapters',
                '**/adapters/*',
              ],
              message: LAYER_HINT,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: `core takes only types from zod-based code. ${LAYER_HINT}`,
            },
          ],
          patterns: [
            {
              group: ['**/contracts', '**/contracts/*'],
              allowTypeImports: true,
              message: `core imports only types from contracts. ${LAYER_HINT}`,
            },
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@radix-ui/*', 'dompurify'],
              message: LAYER_HINT,
            },
            {
              group: [
                '**/hooks',
                '**/hooks/*',
                '**/components',
                '**/components/*',
                '**/adapters',
                '**/adapters/*',
              ],
              message: LAYER_HINT,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/hooks/**', 'src/components/**', 'src/index.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: `The rendering path never imports zod at run time. ${LAYER_HINT}`,
            },
          ],
          patterns: [
            {
              group: ['**/contracts', '**/contracts/*'],
              allowTypeImports: true,
              message: `The rendering path never imports zod at run time. ${LAYER_HINT}`,
            },
            { group: ['**/adapters', '**/adapters/*'], message: `Nothing imports adapters. ${LAYER_HINT}` },
          ],
        },
      ],
    },
  },
  {
    files: ['src/hooks/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: LAYER_HINT }],
          patterns: [
            { group: ['@radix-ui/*', 'dompurify', '*.css'], message: `Hooks are headless. ${LAYER_HINT}` },
            {
              group: ['**/components', '**/components/*', '**/adapters', '**/adapters/*'],
              message: LAYER_HINT,
            },
            { group: ['**/contracts', '**/contracts/*'], allowTypeImports: true, message: LAYER_HINT },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**', 'stories/**', '.storybook/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // A test brings its own fixtures: a story is documentation, and rewording one must not change
    // what a test checks (stories may use the test fixtures). Behaviour shown in a story is
    // checked by its play function, in the Storybook project. The exceptions run every story
    // through one check each — a screenshot, axe in the dark theme, server rendering and
    // hydration, every pending card by keyboard and for its target sizes — with Storybook's
    // portable stories, which exist for this.
    files: ['test/**'],
    ignores: [
      'test/browser/story-helpers.ts',
      'test/browser/visual.browser.test.tsx',
      'test/browser/accessibility.browser.test.tsx',
      'test/browser/ssr-hydration.browser.test.tsx',
      'test/browser/interaction.browser.test.tsx',
      'test/ssr/server-render.test.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/stories/**'], message: 'Tests do not import stories.' }] },
      ],
    },
  },
]);

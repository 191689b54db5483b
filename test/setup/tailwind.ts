import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import type { TestProject } from 'vitest/node';

/**
 * Builds real Tailwind v4 CSS (theme, preflight, utilities) in Node before the browser tests,
 * for the utilities a host would pass through `className` / `classNames`. The theming tests
 * inject it before or after the kit's stylesheet to check that host classes win either way.
 */
export const TAILWIND_CLASSES = [
  'bg-red-500',
  'bg-emerald-100',
  'rounded-none',
  'rounded-2xl',
  'p-8',
  'text-violet-700',
  'font-mono',
  'rounded-xl',
  'shadow-md',
  'bg-slate-50',
  'dark:bg-slate-800',
  'bg-amber-100',
  'text-amber-900',
  'dark:bg-amber-900',
  'dark:text-amber-100',
  'rounded-full',
  'px-6',
  'font-semibold',
] as const;

declare module 'vitest' {
  export interface ProvidedContext {
    tailwindCss: string;
  }
}

const tailwindRoot = path.dirname(createRequire(import.meta.url).resolve('tailwindcss/package.json'));

async function stylesheet(id: string, base: string) {
  const file =
    id === 'tailwindcss'
      ? path.join(tailwindRoot, 'index.css')
      : id.startsWith('tailwindcss/')
        ? path.join(tailwindRoot, `${id.slice('tailwindcss/'.length).replace(/\.css$/, '')}.css`)
        : path.resolve(base, id);
  return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
}

export default async function setup(project: TestProject): Promise<void> {
  // Dark mode by a `.dark` class, as shadcn/ui hosts configure it.
  const compiler = await compile('@import "tailwindcss";\n@custom-variant dark (&:where(.dark, .dark *));', {
    base: tailwindRoot,
    loadStylesheet: stylesheet,
  });
  project.provide('tailwindCss', compiler.build([...TAILWIND_CLASSES]));
}

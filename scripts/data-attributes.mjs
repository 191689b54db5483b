#!/usr/bin/env node
// Writes the styling contract's table into docs/styling.md (between the data-attributes markers)
// from the parts' own description, PART_DATA_ATTRIBUTES, as scripts/api-surface.mjs writes the API
// files. `--check` writes nothing and fails when the table in the docs is not the generated one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docs = path.join(root, 'docs', 'styling.md');
const START = '<!-- data-attributes:start -->';
const END = '<!-- data-attributes:end -->';

/** PART_DATA_ATTRIBUTES as a value: its TypeScript module bundled on its own. */
async function partDataAttributes() {
  const result = await build({
    entryPoints: [path.join(root, 'src/components/parts/data-attributes.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`;
  return (await import(url)).PART_DATA_ATTRIBUTES;
}

/** One row per part: its name, its `data-slot`, and each state attribute with its values once. */
function dataAttributesTable(parts) {
  const rows = Object.entries(parts).map(([part, { slot, attributes }]) => {
    const states = Object.entries(attributes)
      // Each value once: `pending` is both a live card's state and a stored call's outcome.
      .map(([name, values]) =>
        values.length === 0 ? `\`${name}\`` : `\`${name}\`: ${[...new Set(values)].join(', ')}`,
      )
      .join('; ');
    return `| \`${part}\` | \`${slot}\` | ${states || '—'} |`;
  });
  return ['| part | `data-slot` | state attributes |', '| --- | --- | --- |', ...rows].join('\n');
}

const text = fs.readFileSync(docs, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) {
  console.error(`docs/styling.md has lost its ${START} … ${END} markers.`);
  process.exit(1);
}
const table = dataAttributesTable(await partDataAttributes());
const options = { ...(await prettier.resolveConfig(docs)), filepath: docs };
const next = await prettier.format(
  `${text.slice(0, start + START.length)}\n\n${table}\n\n${text.slice(end)}`,
  options,
);
if (next === text) process.exit(0);
if (process.argv.includes('--check')) {
  console.error('The data-attribute table in docs/styling.md is stale: run `npm run api` and commit it.');
  process.exit(1);
}
fs.writeFileSync(docs, next);

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import entries from '../scripts/entries.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The public contract is pinned: api/<entry>.api.md lists every export of every entry with its
 * signature. A change to the exports fails here until the files are regenerated (`npm run api`)
 * and committed, so it is always a visible, reviewed change.
 */
describe('the pinned public API', () => {
  it('has a surface file for every package entry, listing every export', () => {
    for (const entry of Object.keys(entries)) {
      const file = path.join(ROOT, 'api', `${entry.replace(/\/index$/, '').replaceAll('/', '.')}.api.md`);
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^\d+ exports\./m);
    }
  });

  it('matches the source exactly', { timeout: 120_000 }, () => {
    const run = spawnSync(process.execPath, ['scripts/api-surface.mjs', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};

/**
 * The public contract is pinned: api/<entry>.api.md lists every export of every entry with its
 * signature. A change to the exports fails here until the files are regenerated (`npm run api`)
 * and committed, so it is always a visible, reviewed change.
 */
describe('the pinned public API', () => {
  it('has a surface file for every package entry, listing every export', () => {
    const subpaths = Object.entries(pkg.exports).filter(([, target]) => typeof target === 'object' && target);
    expect(subpaths.length).toBeGreaterThan(20);
    for (const [subpath] of subpaths) {
      const name = subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '.');
      const file = path.join(ROOT, 'api', `${name}.api.md`);
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^\d+ exports\./m);
    }
  });

  it('writes unions out in full, so changing one is a change of the pinned API', () => {
    const core = fs.readFileSync(path.join(ROOT, 'api', 'core.api.md'), 'utf8');
    const hooks = fs.readFileSync(path.join(ROOT, 'api', 'hooks.api.md'), 'utf8');
    expect(hooks).toMatch(/^type CardPhase = ('[a-z]+'( \| )?){6}$/m);
    expect(core).toMatch(/^type AnswerOutcome = 'answered' \| 'cancelled' \| 'declined' \| /m);
    expect(core).not.toMatch(/^type (\w+) = \1$/m);
  });

  it('matches the source exactly', { timeout: 120_000 }, () => {
    expectUpToDate('scripts/api-surface.mjs');
  });

  it('has the data-attribute table of docs/styling.md as the parts describe it', { timeout: 60_000 }, () => {
    expectUpToDate('scripts/data-attributes.mjs');
  });
});

/** A generator run with `--check`: silent and successful only when what it writes is committed. */
function expectUpToDate(script: string): void {
  const run = spawnSync(process.execPath, [script, '--check'], { cwd: ROOT, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}

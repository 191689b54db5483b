import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * CI runs on a fresh machine that has only what `.ci/run` installs, and the screenshot
 * baselines depend on the exact font faces present. `npm test` on a developer's machine
 * installs from scripts/ensure-environment.mjs; the two lists must not drift, or a green run
 * here hides a red one in CI.
 */
const read = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

function packagesOfEnsureScript(): string[] {
  const list = /DEBIAN_PACKAGES = \[([^\]]*)\]/.exec(read('scripts/ensure-environment.mjs'))?.[1] ?? '';
  return [...list.matchAll(/'([a-z0-9.+-]+)'/g)].map((match) => match[1] as string);
}

function packagesOfCiScript(): string[] {
  const line = read('.ci/run')
    .split('\n')
    .find((text) => /apt-get install/.test(text) && !text.trimStart().startsWith('#'));
  return (line ?? '')
    .replace(/.*apt-get install/, '')
    .split(/\s+/)
    .filter((word) => word !== '' && !word.startsWith('-'));
}

describe('CI installs what the tests need', () => {
  it('the ensure script names chromium and the baseline fonts, including the oblique faces', () => {
    expect(packagesOfEnsureScript()).toEqual(
      expect.arrayContaining(['chromium', 'fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-noto-cjk']),
    );
  });

  it('.ci/run installs every Debian package the ensure script installs', () => {
    expect(packagesOfCiScript().sort()).toEqual(packagesOfEnsureScript().sort());
  });

  it('.ci/run runs the test command the README gives', () => {
    expect(read('README.md')).toMatch(/^npm test\b/m);
    expect(read('.ci/run')).toMatch(/^npm test$/m);
  });
});

describe('npm test runs every test project', () => {
  it('its browser half, its Node half and the package check together name each Vitest project once', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test).toMatch(/run-parallel\.mjs test:in-browser test:in-node check test:package/);
    // The registry project installs the tarball the package check packed, so it runs after it.
    const named = ['test:in-browser', 'test:in-node', 'test:package'].flatMap((script) =>
      [...(scripts[script] ?? '').matchAll(/--project=(\w+)/g)].map((match) => match[1]),
    );
    const projects = [...read('vite.config.ts').matchAll(/^\s+name: '(\w+)',$/gm)].map((match) => match[1]);
    expect(projects.length).toBeGreaterThanOrEqual(6);
    expect([...named].sort()).toEqual([...projects].sort());
  });
});

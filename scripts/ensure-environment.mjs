#!/usr/bin/env node
// Makes `npm start` and `npm test` work on a fresh machine: installs the locked npm packages
// when they are missing and, for tests, Debian's Chromium and the fonts the screenshot
// baselines were taken with (the same packages .ci/run installs).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'deps';
// dejavu-extra holds the real oblique faces (italic agent text in the baselines; without it
// Chromium synthesises a slant that differs by a few per cent of pixels), liberation the
// metric-compatible faces a host's Arial/Helvetica stack falls back to.
export const DEBIAN_PACKAGES = [
  'chromium',
  'fonts-dejavu-core',
  'fonts-dejavu-extra',
  'fonts-liberation',
  'fonts-noto-cjk',
];

function have(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('ensure-environment: node_modules is missing; running npm ci');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}

// The agent frameworks the framework adapters are tested against: a workspace of their own
// (about 1.4 GB), so the kit's own install stays lean. Only the tests need it.
const frameworks = path.join(root, 'test', 'frameworks');
if (mode === 'test' && !fs.existsSync(path.join(frameworks, 'node_modules', '.package-lock.json'))) {
  console.log('ensure-environment: test/frameworks/node_modules is missing; running npm ci there');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: frameworks, stdio: 'inherit' });
}

if (mode === 'test') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const fontsOk =
    have('fc-list') &&
    ['Noto Sans CJK', 'DejaVuSans-Oblique', 'LiberationSans'].every(
      (face) => spawnSync('sh', ['-c', `fc-list | grep -qi "${face}"`]).status === 0,
    );
  if (!fs.existsSync(chromium) || !fontsOk) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && have('apt-get')) {
      console.log(`ensure-environment: installing ${DEBIAN_PACKAGES.join(' ')} with apt-get`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...DEBIAN_PACKAGES], { stdio: 'inherit', env });
    } else {
      console.error(
        `ensure-environment: browser tests need Debian's chromium and the baseline fonts.\n` +
          `  sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}\n` +
          `or run .ci/run, or point CHROMIUM_PATH at a Chromium binary.`,
      );
      process.exit(1);
    }
  }
}

#!/usr/bin/env node
// Runs npm scripts side by side: `node scripts/run-parallel.mjs test:vitest check test:package`.
// The first script's output streams as it comes; each other script's output is printed whole
// when it ends, never interleaved. The run fails when any script fails. On a 2-core machine the
// type checks, lint, format check and package check mostly wait on one core while the browser
// tests leave the other half idle, so together they take about as long as the longest.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: run-parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = await Promise.all(
  scripts.map(
    (script, index) =>
      new Promise((resolve) => {
        const started = Date.now();
        const live = index === 0;
        // Windows runs npm.cmd only through a shell.
        const child = spawn(npm, ['run', '--silent', script], {
          stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
          shell: process.platform === 'win32',
        });
        let output = '';
        child.stdout?.on('data', (chunk) => (output += chunk));
        child.stderr?.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => {
          process.stdout.write(`── ${script}: could not start (${error.message})\n`);
          resolve(false);
        });
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const verdict = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
          process.stdout.write(`── ${script}: ${verdict} in ${seconds} s\n${output}`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);

#!/usr/bin/env node
// Proves the published package works for a consumer: builds, packs the tarball, installs it
// into a fresh project next to its peer dependencies, imports the entries in plain Node and
// type-checks a consumer file against the shipped declarations with skipLibCheck off.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const step = (text) => console.log(`check-package: ${text}`);

step('building');
run('npm', ['run', 'build', '--silent'], root);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ask-user-kit-consumer-'));
try {
  step('packing');
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root));
  const tarball = path.join(work, packed[0].filename);
  const files = packed[0].files.map((file) => file.path);
  for (const forbidden of [/^src\//, /^test\//, /^stories\//, /node_modules/, /\.png$/]) {
    const leaked = files.filter((file) => forbidden.test(file));
    if (leaked.length > 0) throw new Error(`the tarball ships ${leaked.join(', ')}`);
  }

  const consumer = path.join(work, 'consumer');
  fs.mkdirSync(consumer);
  fs.writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  step('installing the tarball into a fresh project');
  // Only the required peers: the runtimes are optional, so every entry — the adapters too —
  // must load without them (adapters use them for types only).
  const peers = Object.keys(pkg.peerDependencies)
    .filter((name) => !pkg.peerDependenciesMeta?.[name]?.optional)
    .map((name) => `${name}@${pkg.devDependencies[name]}`);
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      tarball,
      ...peers,
      `@types/react@${pkg.devDependencies['@types/react']}`,
    ],
    consumer,
  );

  const ADAPTERS = Object.keys(pkg.exports)
    .filter((entry) => entry.startsWith('./adapters/'))
    .map((entry) => entry.slice('./adapters/'.length));
  if (ADAPTERS.length !== 7) throw new Error(`expected 7 adapter entries, found ${ADAPTERS.join(', ')}`);

  step('importing every entry in plain Node, without the optional runtime packages');
  fs.writeFileSync(
    path.join(consumer, 'smoke.mjs'),
    `
import assert from 'node:assert/strict';
import { normalizeQuestions, readAnswers, createDisplayPayload, formatModelContent } from 'ask-user-kit/core';
import { askUserQuestionInputSchema, safeParseAskUserQuestionAnsweredInput, toolJsonSchema } from 'ask-user-kit/contracts';
const input = { questions: [{ question: 'Which DB?', header: 'DB', options: [{ label: 'Postgres', description: 'SQL' }, { label: 'SQLite', description: 'file' }] }] };
assert.equal(normalizeQuestions(input).questions[0].options.length, 2);
assert.equal(askUserQuestionInputSchema.parse(input).questions[0].multiSelect, false);
assert.match(safeParseAskUserQuestionAnsweredInput(input).error, /have not been collected yet/);
const display = createDisplayPayload({ questions: input.questions, answers: { 'Which DB?': 'SQLite' } });
assert.deepEqual(readAnswers({ input, display }).questions[0].selected, ['SQLite']);
assert.match(formatModelContent(input, { 'Which DB?': 'SQLite' }), /"Which DB\\?"="SQLite"/);
assert.ok(toolJsonSchema.properties.questions.items.required.includes('multiSelect'));
await assert.rejects(import('ask-user-kit/internal/anything'));
const hooks = await import('ask-user-kit/hooks');
assert.equal(typeof hooks.useAnswerReading, 'function');

// The styled entry and its stylesheet: a pending card and a stored record, rendered on a server.
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { AskUserQuestion } = await import('ask-user-kit');
const css = await import('node:fs').then((fs) => fs.readFileSync(new URL(import.meta.resolve('ask-user-kit/styles.css')), 'utf8'));
assert.match(css, /\\.auq-card/);
const pending = renderToString(createElement(AskUserQuestion, { input, status: 'pending' }));
assert.match(pending, /Which DB\\?/);
assert.match(pending, /role="radiogroup"/);
const stored = { input, display: createDisplayPayload({ questions: input.questions, answers: { 'Which DB?': 'SQLite' } }) };
const summary = renderToString(createElement(AskUserQuestion, { record: JSON.parse(JSON.stringify(stored)) }));
assert.match(summary, /data-slot="summary-answer"[^>]*>SQLite</);

// Every adapter loads without its runtime installed, and answers in the runtime's shape.
const adapters = ${JSON.stringify(ADAPTERS)};
for (const name of adapters) {
  const adapter = await import('ask-user-kit/adapters/' + name);
  assert.equal(typeof adapter.toRecord, 'function', name);
  assert.equal(typeof adapter.toRuntimeAnswer, 'function', name);
  assert.equal(adapter.toRecord(null), undefined, name);
}
const claude = await import('ask-user-kit/adapters/claude-agent-sdk');
assert.deepEqual(claude.toRuntimeAnswer({ action: 'accept', content: { answers: { 'Which DB?': 'SQLite' } } }, input), {
  behavior: 'allow',
  updatedInput: { ...input, answers: { 'Which DB?': 'SQLite' } },
});
console.log('ok');
`,
  );
  const output = run('node', ['smoke.mjs'], consumer).trim();
  if (output !== 'ok') throw new Error(`smoke test printed ${output}`);

  step('type-checking a consumer against the shipped declarations (skipLibCheck: false)');
  fs.writeFileSync(
    path.join(consumer, 'consumer.tsx'),
    `
import { readAnswers, type AnswerReading, type AskUserResponse } from 'ask-user-kit/core';
import { parseAskUserQuestionInput, type AskUserQuestionInput } from 'ask-user-kit/contracts';
import { AskUserQuestion, useAnswerReading, type AskUserQuestionProps } from 'ask-user-kit';
const input: AskUserQuestionInput = { questions: [{ question: 'Q?', header: 'H', options: [{ label: 'A', description: 'a' }, { label: 'B', description: 'b' }] }] };
const reading: AnswerReading = readAnswers({ input: parseAskUserQuestionInput(input) });
const response: AskUserResponse = { action: 'accept', content: { answers: {} } };
const props: AskUserQuestionProps = { input, status: 'pending', onSubmit: (r) => console.log(r.action), layout: 'steps', locale: 'zh' };
export const card = <AskUserQuestion {...props} />;
export { reading, response, useAnswerReading };
`,
  );
  fs.writeFileSync(
    path.join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2023', 'dom'],
        jsx: 'react-jsx',
        types: [],
      },
      files: ['consumer.tsx'],
    }),
  );
  run(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    consumer,
  );
  step(
    `ok (${files.length} files in ${packed[0].filename}, ${(packed[0].size / 1024).toFixed(1)} KiB packed)`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

#!/usr/bin/env node
// Proves the published package works for a consumer: packs the tarball the way a fresh clone
// does (no dist/ yet: prepack builds it), installs it into a fresh project next to its peer
// dependencies, imports the entries in plain Node, type-checks a consumer against the shipped
// declarations (skipLibCheck off; adapters typed without their runtimes), then installs the
// packages a new user adds for the README's recipes and type-checks every ts/tsx block of the
// README as its own module.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const started = Date.now();
// Each step with the time since the check began: where the minutes of `npm test` go.
const step = (text) =>
  console.log(`check-package [${((Date.now() - started) / 1000).toFixed(0)} s]: ${text}`);

// A fresh clone has no dist/: packing must build it (prepack), or the tarball ships nothing.
fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ask-user-kit-consumer-'));
try {
  step('packing without dist/ (prepack builds it)');
  // prepack's build log shares stdout with npm's JSON report, which starts on a line of its own.
  const packOutput = run('npm', ['pack', '--json', '--pack-destination', work], root);
  const packed = JSON.parse(packOutput.slice(packOutput.search(/^\[\s*$/m)));
  const tarball = path.join(work, packed[0].filename);
  const files = packed[0].files.map((file) => file.path);
  // The registry check (vitest --project=registry) installs this same tarball into its app.
  fs.mkdirSync(path.join(root, '.scratch'), { recursive: true });
  fs.copyFileSync(tarball, path.join(root, '.scratch', 'ask-user-kit.tgz'));
  for (const forbidden of [/^src\//, /^test\//, /^stories\//, /node_modules/, /\.png$/]) {
    const leaked = files.filter((file) => forbidden.test(file));
    if (leaked.length > 0) throw new Error(`the tarball ships ${leaked.join(', ')}`);
  }
  for (const required of ['dist/index.js', 'dist/index.d.ts', 'dist/styles.css', 'dist/themes/shadcn.css']) {
    if (!files.includes(required)) throw new Error(`the tarball lacks ${required}`);
  }
  // Shipped docs must not send users to documents that are not in the package.
  for (const file of files.filter((name) => /\.(d\.ts|js)$/.test(name))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const match = /SPEC §|guides\/[A-Z]/.exec(text);
    if (match) throw new Error(`${file} points at a document outside the package: "${match[0]}"`);
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

  // The client halves: each must load without its runtime. Server halves (`…/server`) import
  // their runtime on purpose and are checked with it installed, below.
  const ADAPTERS = Object.keys(pkg.exports)
    .filter((entry) => entry.startsWith('./adapters/') && !entry.endsWith('/server'))
    .map((entry) => entry.slice('./adapters/'.length));
  if (ADAPTERS.length !== 20) throw new Error(`expected 20 adapter entries, found ${ADAPTERS.join(', ')}`);

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
const { zh } = await import('ask-user-kit/locales/zh');
assert.equal(zh.submit, '提交');

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
// Agent text sits in <bdi>, so a right-to-left label cannot reorder the line around it.
assert.match(summary, /data-slot="summary-answer"[^>]*><bdi>SQLite<\\/bdi></);

// The compound parts: a composition of the host's renders on a server too, and the names that
// React DevTools shows survive the build.
const AskUser = await import('ask-user-kit/parts');
const composed = renderToString(
  createElement(AskUser.Root, { input, status: 'pending' },
    createElement(AskUser.QuestionList),
    createElement(AskUser.Actions, null, createElement(AskUser.Submit, null, 'Send my answer'))),
);
assert.match(composed, /Send my answer<\\/button>/);
assert.doesNotMatch(composed, /data-slot="decline"/);
assert.equal(AskUserQuestion.displayName, 'AskUserQuestion');
assert.equal(AskUser.Option.displayName, 'AskUser.Option');

// Every adapter loads without its runtime installed, and answers in the runtime's shape; the
// Questionnaire bridge speaks to a UI, not a runtime, and loads without @shadcn/react.
const adapters = ${JSON.stringify(ADAPTERS.filter((name) => name !== 'shadcn-questionnaire'))};
const bridge = await import('ask-user-kit/adapters/shadcn-questionnaire');
assert.deepEqual(bridge.toQuestionnaire(input).items.map((item) => item.name), ['q0']);
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
  decisionClassification: 'user_temporary',
});
console.log('ok');
`,
  );
  const output = run('node', ['smoke.mjs'], consumer).trim();
  if (output !== 'ok') throw new Error(`smoke test printed ${output}`);

  // A server that bundles its code (minified, the package's JS declared free of side effects)
  // must still render the whole card.
  step('bundling a Node server with esbuild (minified) and rendering a finished card with it');
  fs.writeFileSync(
    path.join(consumer, 'server.jsx'),
    `
import { renderToString } from 'react-dom/server';
import { AskUserQuestion } from 'ask-user-kit';
import { zh } from 'ask-user-kit/locales/zh';
const input = { questions: [{ question: 'Which DB?', header: 'DB', options: [{ label: 'Postgres', description: 'SQL' }, { label: 'SQLite', description: 'file' }] }] };
console.log(renderToString(<AskUserQuestion record={{ input, output: { answers: { 'Which DB?': 'SQLite' } } }} messages={zh} />));
`,
  );
  await build({
    entryPoints: [path.join(consumer, 'server.jsx')],
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    outfile: path.join(consumer, 'server-bundle.mjs'),
    external: ['react', 'react-dom'],
    logLevel: 'silent',
  });
  const served = run('node', ['server-bundle.mjs'], consumer);
  if (!/data-state="answered"/.test(served) || !served.includes('SQLite') || !served.includes('lang="zh-CN"'))
    throw new Error(`a bundled server rendered the finished card incompletely: ${served.slice(0, 400)}`);

  step('type-checking a consumer against the shipped declarations (skipLibCheck: false)');
  fs.writeFileSync(
    path.join(consumer, 'consumer.tsx'),
    `
import { readAnswers, type AnswerReading, type AskUserResponse } from 'ask-user-kit/core';
import { parseAskUserQuestionInput, type AskUserQuestionInput } from 'ask-user-kit/contracts';
import { AskUserQuestion, useAnswerReading, type AskUserQuestionProps } from 'ask-user-kit';
import * as AskUser from 'ask-user-kit/parts';
export const Composed = () => (
  <AskUser.Root input={{ questions: [] }} onSubmit={(r) => console.log(r.action)}>
    <AskUser.QuestionList>
      {(question) => <AskUser.Question data-key={question.key}><AskUser.OptionList /></AskUser.Question>}
    </AskUser.QuestionList>
    <AskUser.Actions><AskUser.Submit>Send</AskUser.Submit></AskUser.Actions>
  </AskUser.Root>
);
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
  step('type-checking the adapters without their runtimes (skipLibCheck: true): never any');
  fs.writeFileSync(
    path.join(consumer, 'adapters.ts'),
    `
import type { ToolOutputArgument, AiSdkToolPart } from 'ask-user-kit/adapters/ai-sdk';
import type { PermissionResult, CanUseTool } from 'ask-user-kit/adapters/claude-agent-sdk';
import type { ElicitResult } from 'ask-user-kit/adapters/mcp';
import type { QuestionReplyBody } from 'ask-user-kit/adapters/opencode';
import type { AskUserToolUIProps } from 'ask-user-kit/adapters/assistant-ui';
// Each line is a mistake; if a type had silently become any, its directive would be unused.
// @ts-expect-error
export const a: ToolOutputArgument = { tool: 1 };
// @ts-expect-error
export const b: AiSdkToolPart = { type: 'tool-x' };
// @ts-expect-error
export const c: PermissionResult = { behavior: 'maybe' };
// @ts-expect-error
export const d: CanUseTool = 42;
// @ts-expect-error
export const e: ElicitResult = { action: 'ok' };
// @ts-expect-error
export const f: QuestionReplyBody = { answers: [1] };
// @ts-expect-error
export const g: AskUserToolUIProps = {};
`,
  );
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const strict = {
    strict: true,
    noEmit: true,
    target: 'es2022',
    lib: ['es2023', 'dom', 'dom.iterable'],
    jsx: 'react-jsx',
    module: 'esnext',
    moduleResolution: 'bundler',
    moduleDetection: 'force',
    types: [],
  };
  fs.writeFileSync(
    path.join(consumer, 'tsconfig.adapters.json'),
    JSON.stringify({ compilerOptions: { ...strict, skipLibCheck: true }, files: ['adapters.ts'] }),
  );
  run(process.execPath, [tsc, '-p', 'tsconfig.adapters.json'], consumer);

  step(
    'installing what a new user adds for the README recipes (ai, @ai-sdk/react, the Claude Agent SDK, @shadcn/react)',
  );
  const extras = [
    'ai',
    '@ai-sdk/react',
    '@anthropic-ai/claude-agent-sdk',
    '@types/react-dom',
    '@shadcn/react',
    '@types/node',
  ].map((name) => `${name}@${pkg.devDependencies[name]}`);
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...extras],
    consumer,
  );

  step('type-checking every ts/tsx block of the README and docs/, each as its own module');
  const documents = [
    'README.md',
    ...fs
      .readdirSync(path.join(root, 'docs'), { recursive: true })
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join('docs', name)),
  ];
  const blocks = documents.flatMap((document) => {
    const text = fs.readFileSync(path.join(root, document), 'utf8');
    return [...text.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)].map((match) => ({
      document,
      lang: match[1],
      code: match[2],
      line: text.slice(0, match.index).split('\n').length,
    }));
  });
  if (blocks.filter((block) => block.document === 'README.md').length < 2)
    throw new Error("expected the README's code blocks");
  const readmeDir = path.join(consumer, 'readme');
  fs.mkdirSync(readmeDir);
  const names = blocks.map(({ document, lang, code, line }, index) => {
    const slug = document.replace(/[^a-z0-9]+/gi, '-');
    const name = `block-${String(index + 1).padStart(3, '0')}-${slug}-line-${line}.${lang}`;
    fs.writeFileSync(path.join(readmeDir, name), code);
    return { name: `readme/${name}`, server: /^\/\/ app\/api\/.*\.ts$/m.test(code.split('\n')[0] ?? '') };
  });
  // What a Vite or Next.js app declares for stylesheet imports.
  fs.writeFileSync(path.join(readmeDir, 'stylesheets.d.ts'), "declare module '*.css';\n");
  fs.writeFileSync(
    path.join(consumer, 'tsconfig.readme.json'),
    JSON.stringify({
      compilerOptions: { ...strict, skipLibCheck: true, noUnusedLocals: false },
      files: [
        'readme/stylesheets.d.ts',
        ...names.filter((block) => !block.server).map((block) => block.name),
      ],
    }),
  );
  // Route handlers run on the server: they must type-check with Node's types and no DOM.
  fs.writeFileSync(
    path.join(consumer, 'tsconfig.server.json'),
    JSON.stringify({
      compilerOptions: {
        ...strict,
        lib: ['es2023'],
        types: ['node'],
        skipLibCheck: true,
        noUnusedLocals: false,
      },
      files: names.filter((block) => block.server).map((block) => block.name),
    }),
  );
  if (!names.some((block) => block.server)) throw new Error('no route block found in the docs');
  try {
    run(process.execPath, [tsc, '-p', 'tsconfig.server.json', '--pretty', 'false'], consumer);
  } catch (error) {
    throw new Error(`route blocks do not type-check without DOM types:\n${error.stdout ?? error.message}`, {
      cause: error,
    });
  }
  try {
    run(process.execPath, [tsc, '-p', 'tsconfig.readme.json', '--pretty', 'false'], consumer);
  } catch (error) {
    throw new Error(`README / docs code blocks do not type-check:\n${error.stdout ?? error.message}`, {
      cause: error,
    });
  }
  step(
    `ok (${files.length} files in ${packed[0].filename}, ${(packed[0].size / 1024).toFixed(1)} KiB packed; ${blocks.length} README and docs blocks type-check)`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

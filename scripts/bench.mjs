#!/usr/bin/env node
// `npm run bench`: builds the benchmark page (test/bench/app) with production React, opens it
// in Debian's Chromium through Playwright, and prints each figure next to its reference
// measured in the same run. Costs are main-thread CPU time from Chromium's own task
// accounting (CDP Performance.TaskDuration), not wall time, which is noise on these machines;
// "longest task" comes from the Long Tasks API (tasks of 50 ms and more).
//
//   npm run bench                 every benchmark
//   npm run bench -- sweep click  only those
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';
import { cardBreakdown, measureCard, viteCardGrowth } from './bundle-size.mjs';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = new Set(process.argv.slice(2));
const wanted = (name) => only.size === 0 || only.has(name);
const outDir = path.join(os.tmpdir(), 'ask-user-kit-bench');

console.log('bench: building the benchmark page (production React)');
await build({
  configFile: false,
  root: path.join(root, 'test/bench/app'),
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, minify: true, chunkSizeWarningLimit: 4_000 },
});
// The same page on React's profiling build, whose Profiler reports renders (production's does
// not): used only to count which questions a click re-renders, never for timing.
if (wanted('click')) {
  await build({
    configFile: false,
    root: path.join(root, 'test/bench/app'),
    base: '/profiling/',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: {
      outDir: path.join(outDir, 'profiling'),
      emptyOutDir: true,
      minify: true,
      chunkSizeWarningLimit: 4_000,
    },
  });
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(outDir, url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
  if (!file.startsWith(outDir) || !fs.existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
  response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
});
await page.goto(`http://127.0.0.1:${port}/`);
await page.waitForSelector('body[data-ready]', { state: 'attached' });
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });

async function taskSeconds() {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

/** Main-thread CPU (ms) and the longest task (ms, or under 50) of one action in the page. */
async function measure(action) {
  await page.evaluate(() => {
    window.__longTasks = [];
  });
  const before = await taskSeconds();
  const result = await action();
  const after = await taskSeconds();
  const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  return { cpu: (after - before) * 1000, longest, result };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const longestText = (value) => (value > 0 ? ms(value) : '< 50 ms');
const rows = [];
const report = (section, figure, value, reference, ratio) => {
  rows.push({ section, figure, value, reference, ratio });
  console.log(`  ${figure.padEnd(46)} ${value.padEnd(22)} ${reference.padEnd(30)} ${ratio ?? ''}`);
};

// ── complexity sweep ─────────────────────────────────────────────────────────────────────
if (wanted('sweep')) {
  console.log(
    '\nsweep: one field of one card at 1 KB → 1 MB; the longest main-thread task (goal: none over 200 ms)',
  );
  const reference = await measure(() => page.evaluate(() => window.bench.sweep('label', 10)));
  console.log(
    `  reference: a plain 4-option card, CPU ${ms(reference.cpu)}, longest task ${longestText(reference.longest)}`,
  );
  const fields = [
    'label',
    'description',
    'question',
    'notes',
    'answer',
    'text preview',
    'html preview',
    'html comments',
    'nested html',
    'invisible characters',
    'combining marks',
    'options',
    'deep json',
  ];
  for (const field of fields) {
    for (const size of [1_000, 10_000, 100_000, 1_000_000]) {
      const run = await measure(() => page.evaluate(([f, s]) => window.bench.sweep(f, s), [field, size]));
      report(
        'sweep',
        `${field} ${size >= 1_000_000 ? '1 MB' : `${size / 1000} KB`}`,
        `longest ${longestText(run.longest)}`,
        `CPU ${ms(run.cpu)} (${run.result} elements)`,
        run.longest > 200 ? 'OVER 200 ms' : '',
      );
    }
  }
  await page.evaluate(() => window.bench.clear());
}

// ── mounting ─────────────────────────────────────────────────────────────────────────────
if (wanted('mount')) {
  console.log('\nmount: main-thread CPU to mount cards, against the same markup injected as static HTML');
  for (const [count, kind] of [
    [1, 'pending'],
    [200, 'answered'],
    [1000, 'answered'],
  ]) {
    const kit = [];
    const floor = [];
    for (let run = 0; run < 7; run += 1) {
      kit.push(
        (await measure(() => page.evaluate(([c, k]) => window.bench.mountCards(c, k), [count, kind]))).cpu,
      );
      floor.push(
        (await measure(() => page.evaluate(([c, k]) => window.bench.mountStatic(c, k), [count, kind]))).cpu,
      );
    }
    report(
      'mount',
      `${count} ${kind} card${count > 1 ? 's' : ''} (median of 7)`,
      ms(median(kit)),
      `static markup ${ms(median(floor))}`,
      `${(median(kit) / median(floor)).toFixed(2)}×`,
    );
  }
  await page.evaluate(() => window.bench.clear());
}

// ── a click on an option ─────────────────────────────────────────────────────────────────
if (wanted('click')) {
  // A p95 of 80 clicks is the 4th-slowest click, which one busy second on the machine decides;
  // 240 clicks each put 12 clicks above it.
  const CLICKS = 240;
  console.log(
    `\nclick: main-thread CPU of one click on an option, 4× CPU throttle, ${CLICKS} clicks each, in turns`,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Tall enough for the whole 4×4 card and the Radix groups under it: a click below the fold
  // lands on nothing and costs nothing, which would flatter whichever is taller.
  await page.setViewportSize({ width: 1280, height: 2800 });
  await page.evaluate(() => window.bench.mountClickPair());
  const targets = {
    kit: (i) =>
      `[data-slot="question"] >> nth=${i % 4} >> [data-slot="option-control"] >> nth=${Math.floor(i / 4) % 4}`,
    radix: (i) => `[data-bench-option="${i % 4}.${Math.floor(i / 4) % 4}"]`,
  };
  // Located before the measurement: finding the box lays the page out.
  const click = async (selector, cost) => {
    const box = await page.locator(selector).first().boundingBox();
    return cost(async () => {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.evaluate(() => window.bench.settled());
    });
  };
  // One unmeasured click per option first, for both alike: otherwise whichever runs first also
  // pays for compiling React's event path. Then the two take turns, click for click.
  const costs = { kit: [], radix: [] };
  for (let i = 0; i < 16; i += 1) {
    for (const side of ['kit', 'radix']) await click(targets[side](i), (action) => action());
  }
  for (let i = 0; i < CLICKS; i += 1) {
    for (const side of ['kit', 'radix']) costs[side].push((await click(targets[side](i), measure)).cpu);
  }
  const chosen = await page.evaluate(
    () => document.querySelectorAll('[role="radio"][aria-checked="true"]').length,
  );
  if (chosen !== 8) throw new Error(`bench: ${chosen} options chosen after the clicks, not one per question`);
  const kit = { p95: percentile(costs.kit, 0.95), median: median(costs.kit) };
  const radix = { p95: percentile(costs.radix, 0.95), median: median(costs.radix) };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.setViewportSize({ width: 1280, height: 900 });
  report(
    'click',
    'kit card 4×4, p95',
    ms(kit.p95),
    `bare Radix ${ms(radix.p95)}`,
    `${(kit.p95 / radix.p95).toFixed(2)}×`,
  );
  report(
    'click',
    'kit card 4×4, median',
    ms(kit.median),
    `bare Radix ${ms(radix.median)}`,
    `${(kit.median / radix.median).toFixed(2)}×`,
  );
  await page.evaluate(() => window.bench.clear());

  // Which questions re-render on a click: one click on every option of the 4×4 card, each
  // question under its own Profiler (test/components/render-count.test.tsx pins the same in
  // npm test). A Profiler that never reports would read as "nothing re-rendered": the mount
  // must report all four questions first.
  await page.goto(`http://127.0.0.1:${port}/profiling/`);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  await page.evaluate(() => window.bench.mountCountedCard());
  const mounted = await page.evaluate(() => window.bench.takeQuestionRenders());
  if (Object.keys(mounted).length !== 4) {
    throw new Error(
      `bench: the profiling build reported ${Object.keys(mounted).length} questions mounted, not 4`,
    );
  }
  let ownRendered = 0;
  let othersRendered = 0;
  for (let i = 0; i < 16; i += 1) {
    const questionIndex = i % 4;
    await page.locator(targets.kit(i)).first().click();
    await page.evaluate(() => window.bench.settled());
    const rendered = await page.evaluate(() => window.bench.takeQuestionRenders());
    for (const [key, count] of Object.entries(rendered)) {
      if (key === `Question ${questionIndex}?`) ownRendered += count > 0 ? 1 : 0;
      else othersRendered += count > 0 ? 1 : 0;
    }
  }
  report(
    'click',
    'other questions re-rendered, 16 clicks',
    `${othersRendered} of 48`,
    `clicked question re-rendered ${ownRendered} of 16`,
    othersRendered === 0 ? '' : 'GOAL: none',
  );
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
}

// ── reading answers ──────────────────────────────────────────────────────────────────────
if (wanted('read')) {
  console.log('\nread: readAnswers over 10,000 stored records, against JSON.parse of their text');
  await page.evaluate(() => {
    const records = Array.from({ length: 10_000 }, (_, i) => ({
      input: {
        questions: [0, 1].map((q) => ({
          question: `Question ${q} of call ${i}?`,
          header: `Q${q}`,
          multiSelect: q === 1,
          options: [0, 1, 2, 3].map((o) => ({ label: `Option ${o}`, description: `Meaning ${o}.` })),
        })),
      },
      display: {
        kind: 'ask_user_question',
        answers: {
          [`Question 0 of call ${i}?`]: 'Option 1',
          [`Question 1 of call ${i}?`]: 'Option 0, Option 2',
        },
      },
      state: 'answered',
    }));
    window.__recordsText = JSON.stringify(records);
  });
  // Each sample starts from a collected heap (outside the measured window), so garbage left by
  // the previous sample is not charged to the next; samples alternate reference and kit, and the
  // figure is the best of each (its cost with the least interference from the machine), with the
  // median beside it.
  const collect = () => cdp.send('HeapProfiler.collectGarbage');
  const ROUNDS = 9;
  const first = [];
  const again = [];
  const parse = [];
  for (let run = 0; run < ROUNDS; run += 1) {
    await page.evaluate(() => {
      window.__records = undefined;
    });
    await collect();
    parse.push((await measure(() => page.evaluate(() => window.bench.jsonParse(window.__recordsText)))).cpu);
    // Fresh objects each run: the first read of records the kit has never seen.
    await page.evaluate(() => {
      window.__records = JSON.parse(window.__recordsText);
    });
    await collect();
    first.push((await measure(() => page.evaluate(() => window.bench.readAnswers(window.__records)))).cpu);
    await collect();
    // The same objects again: a transcript re-rendering, a host re-reading its history.
    again.push((await measure(() => page.evaluate(() => window.bench.readAnswers(window.__records)))).cpu);
  }
  const best = (values) => Math.min(...values);
  const reference = `JSON.parse ${ms(best(parse))} (median ${ms(median(parse))})`;
  const ratio = (values) =>
    `${(best(values) / best(parse)).toFixed(2)}× (medians ${(median(values) / median(parse)).toFixed(2)}×)`;
  report(
    'read',
    `readAnswers × 10,000, first read (best of ${ROUNDS})`,
    `${ms(best(first))} (median ${ms(median(first))})`,
    reference,
    ratio(first),
  );
  report(
    'read',
    `readAnswers × 10,000, read again (best of ${ROUNDS})`,
    `${ms(best(again))} (median ${ms(median(again))})`,
    reference,
    ratio(again),
  );
  // The questions alone: every record's input read by normalizeQuestions, against JSON.parse of
  // the inputs' own text.
  await page.evaluate(() => {
    window.__inputsText = JSON.stringify(JSON.parse(window.__recordsText).map((record) => record.input));
  });
  const normalize = [];
  const parseInputs = [];
  for (let run = 0; run < ROUNDS; run += 1) {
    await collect();
    parseInputs.push(
      (await measure(() => page.evaluate(() => window.bench.jsonParse(window.__inputsText)))).cpu,
    );
    await page.evaluate(() => {
      window.__inputs = JSON.parse(window.__inputsText);
    });
    await collect();
    normalize.push(
      (await measure(() => page.evaluate(() => window.bench.normalizeAll(window.__inputs)))).cpu,
    );
  }
  report(
    'read',
    `normalizeQuestions × 10,000 inputs (best of ${ROUNDS})`,
    `${ms(best(normalize))} (median ${ms(median(normalize))})`,
    `JSON.parse of the inputs ${ms(best(parseInputs))} (median ${ms(median(parseInputs))})`,
    `${(best(normalize) / best(parseInputs)).toFixed(2)}× (medians ${(median(normalize) / median(parseInputs)).toFixed(2)}×)`,
  );
}

if (wanted('huge')) {
  console.log('\nhuge: one 1 MB field (50 labels sharing a long prefix), against JSON.parse of it');
  const ROUNDS = 7;
  const best = (values) => Math.min(...values);
  for (const kind of ['answer', 'reply']) {
    const costs = new Map();
    for (const size of [250_000, 1_000_000]) {
      await page.evaluate(([k, n]) => window.bench.hugeField(k, n), [kind, size]);
      const samples = [];
      const parse = [];
      for (let run = 0; run < ROUNDS; run += 1) {
        await cdp.send('HeapProfiler.collectGarbage');
        parse.push(
          (
            await measure(() =>
              page.evaluate(() => window.bench.jsonParse(JSON.stringify([window.__huge.text]))),
            )
          ).cpu,
        );
        await cdp.send('HeapProfiler.collectGarbage');
        samples.push((await measure(() => page.evaluate((k) => window.bench.readHuge(k), kind))).cpu);
      }
      costs.set(size, best(samples));
      const name = kind === 'answer' ? 'readAnswers, one multi-select answer' : 'parsePlainTextReply';
      report(
        'huge',
        `${name} of ${size / 1000} kB (best of ${ROUNDS})`,
        ms(best(samples)),
        `JSON.stringify + parse of it ${ms(best(parse))}`,
        `${(best(samples) / best(parse)).toFixed(2)}×`,
      );
    }
    console.log(
      `  growth from 250 kB to 1 MB: ${(costs.get(1_000_000) / costs.get(250_000)).toFixed(2)}× (linear is 4×)`,
    );
  }
  // Arguments streaming in: partial JSON text cut in the middle of a string, read as it grows.
  const streamed = new Map();
  for (const size of [100_000, 1_000_000]) {
    await page.evaluate((n) => window.bench.streamedInput(n), size);
    const samples = [];
    const parse = [];
    for (let run = 0; run < ROUNDS; run += 1) {
      await cdp.send('HeapProfiler.collectGarbage');
      parse.push(
        (await measure(() => page.evaluate(() => window.bench.jsonParse(JSON.stringify([window.__stream])))))
          .cpu,
      );
      await cdp.send('HeapProfiler.collectGarbage');
      samples.push((await measure(() => page.evaluate(() => window.bench.normalizeStream()))).cpu);
    }
    streamed.set(size, best(samples));
    report(
      'huge',
      `normalizeQuestions, a ${size / 1000} kB input cut mid-string (best of ${ROUNDS})`,
      ms(best(samples)),
      `JSON.stringify + parse of it ${ms(best(parse))}`,
      `${(best(samples) / best(parse)).toFixed(2)}×`,
    );
  }
  const exponent = Math.log(streamed.get(1_000_000) / streamed.get(100_000)) / Math.log(10);
  console.log(`  growth from 100 kB to 1 MB: exponent ${exponent.toFixed(2)} (linear is 1)`);
}

await browser.close();
server.close();

// ── bundle sizes ─────────────────────────────────────────────────────────────────────────
if (wanted('size')) {
  console.log('\nsize: gzip sizes of the built entries (size-limit), against their budgets');
  // Built afresh: a dist/ left from another checkout would report someone else's sizes.
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'ignore' });
  const output = execFileSync(path.join(root, 'node_modules/.bin/size-limit'), ['--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const entry of JSON.parse(output)) {
    report(
      'size',
      entry.name,
      `${(entry.size / 1000).toFixed(2)} kB`,
      `limit ${(entry.sizeLimit / 1000).toFixed(2)} kB`,
      entry.passed ? '' : 'OVER',
    );
  }
  // The floor for a bundle: the dependencies themselves. Radix's RadioGroup is what the
  // first load could not do without, measured the same way; DOMPurify is what it defers.
  const alone = async (specifier) => {
    const result = await esbuild({
      stdin: { contents: `export * from '${specifier}';`, resolveDir: root },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    // Level 9, as size-limit compresses.
    return zlib.gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
  };
  // Everything { AskUserQuestion } can load, DOMPurify aside, as one file; and what a Vite app's
  // first load grows by when it renders a card.
  const { card, radix } = await measureCard(root);
  report(
    'size',
    '{ AskUserQuestion } as one file, DOMPurify aside (kit / Radix)',
    `${(card.bytes / 1000).toFixed(2)} kB`,
    `Radix RadioGroup + Checkbox ${(radix / 1000).toFixed(2)} kB`,
    `${(card.bytes / radix).toFixed(2)}×`,
  );
  // Where the one file's weight lies: what it gives back when each part is cut out of it.
  const { rows: parts } = await cardBreakdown(root);
  const small = parts.filter((part) => part.bytes < 150);
  for (const { part, bytes } of parts.filter((row) => row.bytes >= 150))
    report('size', `  of which ${part}`, `${(bytes / 1000).toFixed(2)} kB`, 'cut out of the one file', '');
  report(
    'size',
    `  of which ${small.length} smaller parts`,
    `${(small.reduce((sum, part) => sum + part.bytes, 0) / 1000).toFixed(2)} kB`,
    'cut out one at a time',
    '',
  );
  report(
    'size',
    "a Vite app's first load grows by",
    `${((await viteCardGrowth(root)) / 1000).toFixed(2)} kB`,
    '',
    '',
  );
  report(
    'size',
    'DOMPurify alone (loads with the first HTML preview)',
    `${((await alone('dompurify')) / 1000).toFixed(2)} kB`,
    '',
    '',
  );
}

fs.writeFileSync(path.join(os.tmpdir(), 'ask-user-kit-bench.json'), JSON.stringify(rows, null, 2));

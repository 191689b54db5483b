import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { registryItemSchema } from 'shadcn/schema';
import type { TestProject } from 'vitest/node';
import { serveRegistry } from './serve.js';

/**
 * Installs the kit's shadcn registry items into a fresh Vite + Tailwind v4 app laid out as
 * `shadcn init` leaves it, the way a user does: the registry built by `shadcn build`, every item
 * validated with the schema the `shadcn` package exports, the packed tarball, `shadcn add` (its
 * registries served locally: no network here), then the app type-checked and built. The browser
 * tests render the installed files with the CSS the app's build wrote.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    registryCss: string;
    registryItems: string[];
  }
}

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const scratch = path.join(root, '.scratch');
const app = path.join(scratch, 'registry-app');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const ITEMS = ['ask-user-card', 'ask-user-dock', 'ask-user-summary', 'ask-user-ai-sdk'];

/** Runs a command without blocking this process: the local registry must keep answering. */
function spawned(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** The newest tarball: reused when no source changed since it was packed, else packed anew. */
async function tarball(): Promise<string> {
  const file = path.join(scratch, 'ask-user-kit.tgz');
  const newest = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .reduce(
        (latest, entry) => Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
        0,
      );
  const sources = Math.max(
    newest(path.join(root, 'src')),
    fs.statSync(path.join(root, 'package.json')).mtimeMs,
  );
  if (fs.existsSync(file) && fs.statSync(file).mtimeMs > sources) return file;
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const packed = JSON.parse(stdout.slice(stdout.search(/^\[\s*$/m))) as Array<{ filename: string }>;
  fs.renameSync(path.join(scratch, packed[0]!.filename), file);
  return file;
}

export default async function setup(project: TestProject): Promise<void> {
  fs.mkdirSync(scratch, { recursive: true });
  const built = path.join(scratch, 'registry-build');
  fs.rmSync(built, { recursive: true, force: true });
  await run(bin('shadcn'), ['build', '-o', built], { cwd: root });
  for (const name of ITEMS) {
    const item = registryItemSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(built, `${name}.json`), 'utf8')),
    );
    if (!item.success) throw new Error(`${name}.json does not validate: ${item.error.message}`);
    if (!item.data.dependencies?.includes('ask-user-kit'))
      throw new Error(`${name} does not depend on ask-user-kit`);
  }

  const packed = await tarball();
  fs.rmSync(app, { recursive: true, force: true });
  fs.cpSync(path.join(import.meta.dirname, 'app'), app, { recursive: true });
  // The tarball installed as npm would: the app's own node_modules holds only the kit, and the
  // rest (React, Vite, Tailwind, the AI SDK) resolves from the repository's, at its versions.
  const kit = path.join(app, 'node_modules', 'ask-user-kit');
  fs.mkdirSync(kit, { recursive: true });
  await run('tar', ['-xzf', packed, '-C', kit, '--strip-components=1']);

  const server = await serveRegistry(built);
  try {
    const config = path.join(app, 'components.json');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('__REGISTRY__', server.url));
    await spawned(
      process.execPath,
      [
        path.join(root, 'node_modules/shadcn/dist/index.js'),
        'add',
        ...ITEMS.map((name) => `@ask-user-kit/${name}`),
        '--yes',
      ],
      {
        cwd: app,
        env: { ...process.env, REGISTRY_URL: server.url },
      },
    );
    if (server.missing.length > 0) throw new Error(`shadcn add asked for ${server.missing.join(', ')}`);
  } finally {
    await server.close();
  }
  await spawned(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: app });
  await spawned(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: app });
  const assets = path.join(app, 'dist', 'assets');
  const css = fs.readdirSync(assets).find((name) => name.endsWith('.css'));
  if (!css) throw new Error('the app build wrote no stylesheet');
  project.provide('registryCss', fs.readFileSync(path.join(assets, css), 'utf8'));
  project.provide('registryItems', ITEMS);
}

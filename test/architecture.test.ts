import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules (CONTRIBUTING.md), checked on every import of every source file:
 * contracts ← core ← hooks ← components ← adapters, plus `rules` (the contract's dependency-free
 * primitives used by contracts and core). A type-only import carries no run-time code.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

type Layer =
  | 'rules'
  | 'contracts'
  | 'core'
  | 'hooks'
  | 'components'
  | 'adapters'
  | 'adapter-server'
  | 'root'
  | 'locales'
  | 'styles';

interface ImportEdge {
  readonly from: string;
  readonly specifier: string;
  /** Resolved source file for relative imports. */
  readonly target?: string;
  readonly typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests beside the parts are not part of the package.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importsOf(file: string): ImportEdge[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined;
    edges.push(target ? { from: file, specifier, target, typeOnly } : { from: file, specifier, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const allNamedTypeOnly =
        !!clause &&
        !clause.name &&
        !!clause.namedBindings &&
        ts.isNamedImports(clause.namedBindings) &&
        clause.namedBindings.elements.length > 0 &&
        clause.namedBindings.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier.text, !!clause?.isTypeOnly || allNamedTypeOnly);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) add(argument.text, false);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

function layerOf(file: string): Layer {
  const relative = path.relative(SRC, file).split(path.sep);
  if (relative.length === 1) return 'root';
  // An adapter's server half runs in route handlers: it may use the runtime and the
  // contracts at run time, and never React.
  if (relative[0] === 'adapters' && relative[2] === 'server.ts') return 'adapter-server';
  return relative[0] as Layer;
}

const files = sourceFiles(SRC);
const edges = files.flatMap(importsOf);

/** What each layer may import: other layers (run time / types) and external packages. */
const RULES: Record<Layer, { runtime: Layer[]; types: Layer[]; packages: RegExp[] }> = {
  rules: { runtime: ['rules'], types: ['rules'], packages: [] },
  contracts: { runtime: ['contracts', 'rules'], types: ['contracts', 'rules'], packages: [/^zod$/] },
  core: { runtime: ['core', 'rules'], types: ['core', 'rules', 'contracts'], packages: [] },
  hooks: {
    runtime: ['hooks', 'core', 'rules'],
    types: ['hooks', 'core', 'rules', 'contracts'],
    packages: [/^react$/, /^react\/jsx-runtime$/],
  },
  styles: { runtime: [], types: [], packages: [] },
  components: {
    runtime: ['components', 'hooks', 'core', 'rules', 'styles'],
    types: ['components', 'hooks', 'core', 'rules', 'contracts'],
    packages: [/^react($|\/)/, /^react-dom($|\/)/, /^@radix-ui\//, /^dompurify$/],
  },
  adapters: {
    runtime: ['adapters', 'components', 'hooks', 'core', 'rules'],
    types: ['adapters', 'components', 'hooks', 'core', 'rules', 'contracts'],
    packages: [/^react($|\/)/, /^react-dom($|\/)/],
  },
  'adapter-server': {
    runtime: ['adapters', 'core', 'rules', 'contracts'],
    types: ['adapters', 'core', 'rules', 'contracts'],
    packages: [/^ai$/],
  },
  // The main entry: the components and hooks, and the core's helpers and types a card's user needs.
  root: {
    runtime: ['components', 'hooks', 'core', 'styles'],
    types: ['components', 'hooks', 'core'],
    packages: [],
  },
  // Message catalogues a host imports: data, typed by the components' `Messages`.
  locales: { runtime: [], types: ['components'], packages: [] },
};

/** Every import that breaks the layer rules, in words. */
function layerViolations(graph: readonly ImportEdge[]): string[] {
  const violations: string[] = [];
  for (const edge of graph) {
    const layer = layerOf(edge.from);
    const rule = RULES[layer];
    const where = `${path.relative(ROOT, edge.from)} imports ${edge.specifier}${edge.typeOnly ? ' (types)' : ''}`;
    if (edge.target) {
      const targetLayer = layerOf(edge.target);
      const allowed = edge.typeOnly ? rule.types : rule.runtime;
      if (!allowed.includes(targetLayer)) violations.push(`${where}: ${layer} may not import ${targetLayer}`);
    } else if (edge.specifier.startsWith('.')) {
      if (!edge.specifier.endsWith('.css')) violations.push(`${where}: unresolved`);
    } else if (
      !rule.packages.some((pattern) => pattern.test(edge.specifier)) &&
      !(edge.typeOnly && layer !== 'rules')
    ) {
      violations.push(`${where}: ${layer} may not import the package`);
    }
  }
  return violations;
}

describe('layer rules', () => {
  it('finds the source files and their imports', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(edges.some((edge) => edge.specifier === 'zod')).toBe(true);
  });

  it('loads the kit at once: the only module imported on demand is DOMPurify', () => {
    const source = (file: string) => fs.readFileSync(file, 'utf8');
    const dynamic = files.flatMap((file) =>
      [...source(file).matchAll(/(?<![.\w])import\(\s*(['"][^'"]*['"]|[^)]*)\)/g)].map(
        (match) => `${path.relative(ROOT, file)}: ${match[1]}`,
      ),
    );
    expect(dynamic).toEqual([`${path.join('src', 'components', 'preview', 'sanitize.ts')}: 'dompurify'`]);
  });

  it('every import goes in the allowed direction', () => {
    expect(layerViolations(edges)).toEqual([]);
  });

  it('writes relative imports with their .js extension, as the shipped declarations need', () => {
    // Consumers on moduleResolution node16/nodenext reject extensionless relative imports
    // in .d.ts files; scripts/check-package.mjs type-checks such a consumer.
    const bare = edges.filter(
      (edge) => edge.specifier.startsWith('.') && !/\.(js|css|json)$/.test(edge.specifier),
    );
    expect(bare.map((edge) => `${path.relative(ROOT, edge.from)}: ${edge.specifier}`)).toEqual([]);
  });

  it('nothing imports adapters', () => {
    const isAdapter = (file: string) => path.relative(SRC, file).split(path.sep)[0] === 'adapters';
    const intoAdapters = edges.filter(
      (edge) => edge.target && isAdapter(edge.target) && !isAdapter(edge.from),
    );
    expect(intoAdapters.map((edge) => path.relative(ROOT, edge.from))).toEqual([]);
    const betweenAdapters = edges.filter(
      (edge) =>
        edge.target &&
        isAdapter(edge.from) &&
        isAdapter(edge.target) &&
        path.relative(SRC, edge.from).split(path.sep)[1] !==
          path.relative(SRC, edge.target).split(path.sep)[1],
    );
    expect(betweenAdapters.map((edge) => `${edge.from} → ${edge.target}`)).toEqual([]);
  });

  it('the rendering path reaches zod only through type-only imports', () => {
    const entries = ['index.ts', 'core/index.ts', 'hooks/index.ts', 'components/parts/index.ts']
      .map((entry) => path.join(SRC, entry))
      .filter((entry) => fs.existsSync(entry));
    const seen = new Set<string>();
    const stack = [...entries];
    const reachedZod: string[] = [];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const edge of edges.filter((e) => e.from === file && !e.typeOnly)) {
        if (edge.specifier === 'zod' || edge.specifier.startsWith('zod/'))
          reachedZod.push(path.relative(ROOT, file));
        if (edge.target) stack.push(edge.target);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(reachedZod).toEqual([]);
  });

  it('the check itself catches a forbidden import', () => {
    const fake = path.join(SRC, 'core', 'fake.ts');
    const contracts = path.join(SRC, 'contracts', 'index.ts');
    const found = layerViolations([
      { from: fake, specifier: '../contracts/index.js', target: contracts, typeOnly: false },
      { from: fake, specifier: '../contracts/index.js', target: contracts, typeOnly: true },
      { from: fake, specifier: 'react', typeOnly: false },
    ]);
    expect(found).toEqual([
      'src/core/fake.ts imports ../contracts/index.js: core may not import contracts',
      'src/core/fake.ts imports react: core may not import the package',
    ]);
  });
});

/** Import cycles among source files, type-only imports included: a cycle of types is still a knot. */
function importCycles(graph: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of graph) {
    if (!edge.target) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.target]);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const target of next.get(file) ?? []) {
      if (state.get(target) === 'open') cycles.push(trail.slice(trail.indexOf(target)));
      else if (!state.has(target)) visit(target);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of next.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the source stays navigable', () => {
  it('has no import cycle', () => {
    const named = importCycles(edges).map((cycle) =>
      cycle.map((file) => path.relative(SRC, file)).join(' → '),
    );
    expect(named).toEqual([]);
  });

  it('the cycle check finds a cycle', () => {
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    const cycle = importCycles([
      { from: a, specifier: './b.js', target: b, typeOnly: false },
      { from: b, specifier: './a.js', target: a, typeOnly: false },
    ]);
    expect(cycle).toHaveLength(1);
  });

  it('library markup carries no test ids and one state vocabulary (no data-phase)', () => {
    const offenders = files.filter((file) =>
      /data-testid|data-phase|'data-phase'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

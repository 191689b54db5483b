#!/usr/bin/env node
// Writes the public API surface of every package entry to api/<entry>.api.md: each exported
// name with its kind and the signature of its type, as TypeScript sees it from the source.
// `node scripts/api-surface.mjs --check` fails when the committed files differ, so a change to
// the public contract is always a reviewed change of these files, and when an export has no
// JSDoc comment; `--docs-only` checks only that (it is part of `npm run lint`).
// Union and alias types are written out in full, so changing one changes the file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'entries.json'), 'utf8'));
const outDir = path.join(root, 'api');

const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const entryFiles = Object.values(entries).map((file) => path.join(root, file));
const program = ts.createProgram(entryFiles, { ...parsed.options, noEmit: true });
const checker = program.getTypeChecker();
const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

// Where a type lives is not part of its signature: `import("../x.js").Name` prints as `Name`.
/**
 * The members of a printed union, sorted: TypeScript prints them in the order it happened to
 * create them, which moves when unrelated code changes. (Every property's type is printed on
 * its own, so each gets sorted too.)
 */
function sortUnions(printed) {
  const parts = [];
  let depth = 0;
  let quote;
  let start = 0;
  for (let i = 0; i < printed.length; i += 1) {
    const c = printed[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth += 1;
    else if (')]}>'.includes(c) && printed[i - 1] !== '=') depth -= 1;
    else if (depth === 0 && printed.startsWith(' | ', i)) {
      parts.push(printed.slice(start, i));
      start = i + 3;
      i += 2;
    }
  }
  parts.push(printed.slice(start));
  return parts.length > 1 ? parts.sort().join(' | ') : printed;
}
const clean = (printed) => sortUnions(printed.replace(/import\("[^"]+"\)\./g, ''));
const text = (type, at) => clean(checker.typeToString(type, at, FLAGS));
const fullText = (type, at) => clean(checker.typeToString(type, at, FLAGS | ts.TypeFormatFlags.InTypeAlias));
const signature = (sig, at) => checker.signatureToString(sig, at, FLAGS).replace(/import\("[^"]+"\)\./g, '');
const SRC = path.join(root, 'src') + path.sep;
/** Members the kit declares; those inherited from React's or the DOM's types are named by `extends`. */
const ownMember = (property) =>
  property.declarations?.some((declaration) => declaration.getSourceFile().fileName.startsWith(SRC)) ?? true;

/** One line per member of an object type: `name?: type`. */
function members(type, at) {
  return checker
    .getPropertiesOfType(type)
    .filter(ownMember)
    .map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const readonly = property.declarations?.some(
        (declaration) => ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly,
      )
        ? 'readonly '
        : '';
      return `  ${readonly}${property.name}${optional}: ${text(checker.getTypeOfSymbolAtLocation(property, at), at)};`;
    })
    .concat(
      checker.getSignaturesOfType(type, ts.SignatureKind.Call).map((sig) => `  ${signature(sig, at)};`),
    );
}

function describe(symbol, at) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const lines = [];
  const flags = target.flags;
  if (flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) && !(flags & ts.SymbolFlags.Value)) {
    const declared = checker.getDeclaredTypeOfSymbol(target);
    if (flags & ts.SymbolFlags.Interface) {
      const heritage = target.declarations
        ?.flatMap((declaration) => declaration.heritageClauses ?? [])
        .map((clause) => clause.getText().replace(/\s+/g, ' '));
      const head = heritage?.length ? ` ${heritage.join(' ')}` : '';
      lines.push(`interface ${symbol.name}${head} {`, ...members(declared, at), '}');
    } else {
      // In full: a union or alias written out, never `type X = X`.
      lines.push(`type ${symbol.name} = ${fullText(declared, at)}`);
      const shape = declared.isUnion() || declared.isIntersection() ? [] : members(declared, at);
      if (declared.flags & ts.TypeFlags.Object && shape.length > 0) lines.push('{', ...shape, '}');
    }
    return lines;
  }
  const type = checker.getTypeOfSymbolAtLocation(target, at);
  if (flags & ts.SymbolFlags.Function) {
    for (const sig of type.getCallSignatures()) lines.push(`function ${symbol.name}${signature(sig, at)}`);
  } else if (flags & ts.SymbolFlags.Class) {
    lines.push(`class ${symbol.name}`, ...members(checker.getDeclaredTypeOfSymbol(target), at));
  } else {
    lines.push(`const ${symbol.name}: ${text(type, at)}`);
  }
  if (flags & ts.SymbolFlags.Type && flags & ts.SymbolFlags.Value && !(flags & ts.SymbolFlags.Class))
    lines.push(`type ${symbol.name} = ${text(checker.getDeclaredTypeOfSymbol(target), at)}`);
  return lines;
}

/** Whether the declaration the export names carries a JSDoc comment (a summary, not only tags). */
function documented(symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return ts.displayPartsToString(target.getDocumentationComment(checker)).trim().length > 0;
}

const undocumented = [];

function surface(entryName, file) {
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  for (const symbol of exported) if (!documented(symbol)) undocumented.push(`${entryName}: ${symbol.name}`);
  const body = [...exported]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((symbol) => describe(symbol, source).join('\n'));
  return [
    `# ${entryName === 'index' ? 'ask-user-kit' : `ask-user-kit/${subpathOf(entryName)}`}`,
    '',
    `${exported.length} exports. Generated by scripts/api-surface.mjs from ${path.relative(root, file)}; do not edit.`,
    '',
    '```ts',
    body.join('\n\n'),
    '```',
    '',
  ].join('\n');
}

/** The package subpath an entry is imported by: `ask-user-kit/parts` is built from components/parts. */
function subpathOf(entryName) {
  return entryName.replace(/^components\//, '').replace(/\/index$/, '');
}

const check = process.argv.includes('--check');
// `--docs-only` (part of `npm run lint`): only the JSDoc rule, nothing written.
const docsOnly = process.argv.includes('--docs-only');
const problems = [];
fs.mkdirSync(outDir, { recursive: true });
for (const [entryName, file] of Object.entries(entries)) {
  const target = path.join(outDir, `${subpathOf(entryName).replaceAll('/', '.')}.api.md`);
  const next = surface(entryName, path.join(root, file));
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
  if (current === next || docsOnly) continue;
  if (check) problems.push(path.relative(root, target));
  else fs.writeFileSync(target, next);
}
if (undocumented.length > 0) {
  console.error(
    `Every export of a public entry needs a JSDoc comment; these have none:\n  ${[...new Set(undocumented)].join('\n  ')}`,
  );
  if (check || docsOnly) process.exit(1);
}
if (problems.length > 0) {
  console.error(
    `The public API changed: ${problems.join(', ')} no longer match the source.\n` +
      'If the change is intended, run `npm run api` and commit the updated files.',
  );
  process.exit(1);
}

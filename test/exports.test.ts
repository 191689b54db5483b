import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as contracts from '../src/contracts';
import * as core from '../src/core';
import * as hooks from '../src/hooks';
import entries from '../scripts/entries.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; default: string } | null>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
  sideEffects: string[];
  type: string;
};

describe('package entry points (README, docs/adapters)', () => {
  it('maps every JavaScript subpath to a build entry, types first', () => {
    const expected: Record<string, string> = {
      '.': 'index',
      './contracts': 'contracts/index',
      './core': 'core/index',
      './hooks': 'hooks/index',
      './parts': 'components/parts/index',
      './locales/zh': 'locales/zh',
      ...Object.fromEntries(
        [
          'claude-agent-sdk',
          'ai-sdk',
          'assistant-ui',
          'mcp',
          'opencode',
          'codex',
          'gemini-cli',
          'kimi-cli',
          'shadcn-questionnaire',
          'langgraph',
          'a2a',
          'acp',
          'ag-ui',
          'openai-agents',
          'mastra',
          'google-adk',
          'genkit',
          'copilotkit',
          'strands',
          'letta',
        ].map((name) => [`./adapters/${name}`, `adapters/${name}/index`]),
      ),
      './adapters/ai-sdk/server': 'adapters/ai-sdk/server',
    };
    for (const [subpath, entry] of Object.entries(expected)) {
      const target = pkg.exports[subpath];
      expect(target, subpath).toEqual({ types: `./dist/${entry}.d.ts`, default: `./dist/${entry}.js` });
      expect(Object.keys(target as object)[0]).toBe('types');
      expect((entries as Record<string, string>)[entry], entry).toBeDefined();
    }
    expect(pkg.exports['./styles.css']).toBe('./dist/styles.css');
    expect(pkg.exports['./themes/shadcn.css']).toBe('./dist/themes/shadcn.css');
    expect(pkg.exports['./internal/*']).toBeNull();
    expect(Object.keys(entries).sort()).toEqual(Object.values(expected).sort());
  });

  it('is ESM with react, react-dom and zod as peers and CSS as the only side effect', () => {
    expect(pkg.type).toBe('module');
    const required = Object.keys(pkg.peerDependencies).filter(
      (name) => !pkg.peerDependenciesMeta[name]?.optional,
    );
    expect(required.sort()).toEqual(['react', 'react-dom', 'zod']);
    // The adapters ship the runtimes' types they need and import nothing from them, so the
    // runtimes are no peers (a range would only clash with a host's newer runtime). `ai` is an
    // optional peer: the AI SDK adapter's server entry imports it.
    expect(Object.keys(pkg.peerDependenciesMeta)).toEqual(['ai']);
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['ai', 'react', 'react-dom', 'zod']);
    expect(pkg.peerDependencies.react).toContain('18.3');
    expect(pkg.peerDependencies.react).toContain('19');
    expect(pkg.sideEffects).toEqual(['**/*.css']);
  });
});

describe('the public names of the contracts, the core and the hooks', () => {
  it('contracts exports the schemas, toolJsonSchema and validatePreview', () => {
    for (const name of [
      'askUserQuestionInputSchema',
      'askUserQuestionAnsweredInputSchema',
      'askUserQuestionResponseContentSchema',
      'idKeyedQuestionInputSchema',
      'idKeyedAnswerSchema',
      'displayPayloadSchema',
      'askUserResponseSchema',
      'toolJsonSchema',
      'validatePreview',
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
  });

  it('core exports the functions of §4', () => {
    for (const name of [
      'normalizeQuestions',
      'isFreeTextChoiceLabel',
      'readAnswers',
      'draftReducer',
      'DraftChange',
      'createDraft',
      'toResponse',
      'toIdKeyedAnswers',
      'normalizeResponseContent',
      'formatModelContent',
      'createDisplayPayload',
      'toPlainText',
      'parsePlainTextReply',
      'autoResolutionState',
      'cardReducer',
      'CardChange',
    ]) {
      expect(typeof (core as Record<string, unknown>)[name], name).not.toBe('undefined');
    }
  });

  it('hooks exports the card hook and useAnswerReading', () => {
    expect(typeof hooks.useAnswerReading).toBe('function');
    expect(typeof hooks.useAskUserQuestion).toBe('function');
  });

  it("core exports none of the styled card's internals", () => {
    for (const name of [
      'cardProblem',
      'isCardFinished',
      'statusKind',
      'statusTone',
      'submitHint',
      'createCardStore',
      'selectCard',
    ]) {
      expect(core, name).not.toHaveProperty(name);
    }
  });
});

/**
 * Each exported thing has one home entry. The main entry's re-exports of the hooks and of the
 * core's card types are documented there; the adapters share the names every adapter has
 * (docs/adapters/README.md) (each its own function).
 */
describe('one home per export', () => {
  const program = ts.createProgram(
    Object.values(entries).map((file) => path.join(ROOT, file)),
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
    },
  );
  const checker = program.getTypeChecker();
  const homes = new Map<ts.Symbol, string[]>();
  for (const [entry, file] of Object.entries(entries)) {
    const source = program.getSourceFile(path.join(ROOT, file));
    const module = source && checker.getSymbolAtLocation(source);
    for (const symbol of module ? checker.getExportsOfModule(module) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      homes.set(target, [...(homes.get(target) ?? []), entry]);
    }
  }

  it('no symbol is exported by two entries, but the main entry re-exporting hooks and core', () => {
    const twice = [...homes.entries()]
      .map(([symbol, where]) => [symbol.name, where.filter((entry) => entry !== 'index')] as const)
      .filter(([, where]) => where.length > 1)
      .map(([name, where]) => `${name}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('the main entry re-exports only from the hooks and the core', () => {
    const foreign = [...homes.entries()]
      .filter(([, where]) => where.includes('index') && where.length > 1)
      .filter(([, where]) =>
        where.some((entry) => entry !== 'index' && entry !== 'hooks/index' && entry !== 'core/index'),
      )
      .map(([symbol, where]) => `${symbol.name}: ${where.join(', ')}`);
    expect(foreign).toEqual([]);
  });
});

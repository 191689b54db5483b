import fs from 'node:fs';
import path from 'node:path';
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

describe('package entry points (SPEC §1.2)', () => {
  it('maps every JavaScript subpath to a build entry, types first', () => {
    const expected: Record<string, string> = {
      '.': 'index',
      './contracts': 'contracts/index',
      './core': 'core/index',
      './hooks': 'hooks/index',
      './parts': 'parts/index',
      './eager': 'eager/index',
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
    // The runtimes are optional peers: only their adapters use them — for types, except the
    // AI SDK adapter's server entry, which is for hosts that have `ai`.
    expect(Object.keys(pkg.peerDependenciesMeta).sort()).toEqual([
      '@anthropic-ai/claude-agent-sdk',
      '@assistant-ui/react',
      '@modelcontextprotocol/sdk',
      '@opencode-ai/sdk',
      'ai',
    ]);
    expect(pkg.peerDependencies.react).toContain('18.3');
    expect(pkg.peerDependencies.react).toContain('19');
    expect(pkg.sideEffects).toEqual(['**/*.css']);
  });
});

describe('public names of SPEC §3 and §4', () => {
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
      'validatePreview',
    ]) {
      expect(typeof (core as Record<string, unknown>)[name], name).not.toBe('undefined');
    }
  });

  it('hooks exports useAnswerReading', () => {
    expect(typeof hooks.useAnswerReading).toBe('function');
  });
});

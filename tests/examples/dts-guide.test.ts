// Backs docs/*/guide/advanced/dts.mdx (bundleless declarations in es/ and lib/, and why a
// folder can have none) and docs/*/guide/basic/typescript.mdx (when type errors fail the
// build). Builds the page's own es/lib configuration over the pocket-cache sources.
// Run with: node --import tsx --test tests/examples/dts-guide.test.ts

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { buildCase, listFiles, removeCases } from './helpers.ts';
import { buildConfigFile, pageBlocks } from './workflow-helpers.ts';

after(removeCases);

const blocks = pageBlocks('docs/en/guide/advanced/dts.mdx');
const esLibConfig = blocks.find(
  (block) => block.title === 'rslib.config.ts' && block.code.includes("root: './es'"),
)!.code;
const esLibTree = blocks.find(
  (block) => block.lang === 'text' && block.code.startsWith('es\n'),
)!.code;

const sources = {
  'src/types.ts':
    'export interface CacheEntry<V> { value: V; expiresAt: number }\nexport type Clock = () => number;\n',
  'src/store/memory.ts': `import type { CacheEntry, Clock } from '../types';
export class MemoryStore<V> {
  private entries = new Map<string, CacheEntry<V>>();
  constructor(private now: Clock = Date.now) {}
  get(key: string): V | undefined { return this.entries.get(key)?.value; }
}
`,
  'src/index.ts': `export { MemoryStore } from './store/memory';
export type { CacheEntry, Clock } from './types';
export const VERSION = '0.1.0';
`,
};

const tsconfig = (extra: {
  compilerOptions?: Record<string, unknown>;
  include?: string[];
}): string =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      skipLibCheck: true,
      ...extra.compilerOptions,
    },
    include: extra.include ?? ['src'],
  });

/** The files of a `tree`-style text block, as sorted POSIX paths (folders left out). */
function treeFiles(text: string): string[] {
  const files: string[] = [];
  const stack: string[] = [];
  for (const line of text.trimEnd().split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+)$/.exec(line);
    if (!match) {
      stack.length = 0;
      stack.push(line.trim());
      continue;
    }
    const depth = match[1].length / 4 + 1;
    stack.length = depth;
    stack.push(match[2]);
    files.push(stack.join('/'));
  }
  const folders = new Set(files.map((file) => path.posix.dirname(file)));
  return files.filter((file) => !folders.has(file)).sort();
}

const outputOf = (dir: string): string[] =>
  ['es', 'lib'].flatMap((folder) => listFiles(path.join(dir, folder)).map((f) => `${folder}/${f}`));

describe('bundleless declarations in es/ and lib/', () => {
  test('each lib item writes one declaration per source file next to its JavaScript', async () => {
    const { dir } = await buildConfigFile('dts-es-lib', {
      sources,
      files: { 'rslib.config.ts': esLibConfig, 'tsconfig.json': tsconfig({}) },
    });
    assert.deepEqual(outputOf(dir).sort(), treeFiles(esLibTree));
  });

  test('declarationDir in the tsconfig moves both items’ declarations to types/', async () => {
    const { dir } = await buildConfigFile('dts-es-lib-declaration-dir', {
      sources,
      files: {
        'rslib.config.ts': esLibConfig,
        'tsconfig.json': tsconfig({ compilerOptions: { declarationDir: './types' } }),
      },
    });
    assert.deepEqual(
      outputOf(dir).filter((file) => file.includes('.d.')),
      [],
    );
    const types = listFiles(path.join(dir, 'types'));
    assert.ok(types.includes('index.d.ts') && types.includes('index.d.cts'), types.join());
  });

  test('without rootDir, including rslib.config.ts moves them to es/src/', async () => {
    const { dir } = await buildConfigFile('dts-es-lib-no-root-dir', {
      sources,
      files: {
        'rslib.config.ts': esLibConfig,
        'tsconfig.json': tsconfig({ include: ['src', 'rslib.config.ts'] }),
      },
    });
    assert.ok(existsSync(path.join(dir, 'es', 'src', 'index.d.ts')));
    assert.ok(!existsSync(path.join(dir, 'es', 'index.d.ts')));
  });
});

describe('type errors and the build', () => {
  // broken.ts is imported by no entry: only the declaration step sees it.
  const withError = {
    ...sources,
    'src/broken.ts': "export const total: number = 'forty-two';\n",
  };

  test('without dts, a type error builds', async () => {
    const { files } = await buildCase(
      'dts-off-type-error',
      { lib: [{ format: 'esm' }] },
      {
        sources: withError,
      },
    );
    assert.deepEqual(files, ['index.js']);
  });

  test('with dts, a type error in a file no entry imports fails the build', async () => {
    await assert.rejects(
      buildCase(
        'dts-on-type-error',
        { lib: [{ format: 'esm', dts: true }] },
        { sources: withError },
      ),
      /declaration files generation/,
    );
  });

  test('with dts.abortOnError: false, the build succeeds and writes declarations', async () => {
    const { files } = await buildCase(
      'dts-abort-false-type-error',
      { lib: [{ format: 'esm', dts: { abortOnError: false } }] },
      { sources: withError },
    );
    assert.ok(files.includes('index.d.ts'), files.join());
  });
});

// Backs three reader answers, each in docs/en and docs/zh:
// - third-party-deps#default-behavior: a dependency and a peer stay imports, a devDependency is
//   copied into the output.
// - output-structure#wrapped-in-src: bundleless builds only src/** by default; adding a sibling
//   folder to the entry wraps the output in dist/src/; outBase: 'src' writes the sibling's file
//   outside dist.
// - errors#cannot-find-module-path: output.target 'node' keeps `path` as an import in ESM and
//   CJS; 'web' fails the build with Rsbuild's built-in module message.
// - errors#node-scheme-unhandled: the same with `node:path`, whose import the 'node' output keeps
//   and a browser app's build then fails on.
// Run with: node --import tsx --test tests/examples/deps-layout.test.ts

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildCase, buildConsumerApp, removeCases, repoRoot } from './helpers.ts';

after(removeCases);

const page = (route: string): string => readFileSync(path.join(repoRoot, 'docs/en', route), 'utf8');

test('dependencies and peers stay imports, devDependencies are bundled', async () => {
  const { read } = await buildCase(
    'deps-default',
    { lib: [{ format: 'esm' }] },
    {
      packageJson: {
        dependencies: { clsx: '*' },
        peerDependencies: { react: '*' },
        devDependencies: { ms: '*' },
      },
      sources: {
        'src/index.ts': [
          "import clsx from 'clsx';",
          "import ms from 'ms';",
          "import { useState } from 'react';",
          "export const a = () => clsx(ms('1s'));",
          'export const b = () => useState(0);',
        ].join('\n'),
      },
    },
  );
  const out = read('index.js');
  assert.match(out, /^import clsx from "clsx";/m);
  assert.match(out, /^import \{ useState \} from "react";/m);
  assert.doesNotMatch(out, /from "ms"/);
  assert.match(out, /node_modules\/ms\/index\.js/);
});

const layoutSources = {
  'src/index.ts': [
    "import { sum } from './utils/math';",
    "import { label } from '../shared/label';",
    'export const total = sum(1, 2);',
    'export { label };',
  ].join('\n'),
  'src/utils/math.ts': 'export const sum = (a: number, b: number) => a + b;\n',
  'shared/label.ts': "export const label = 'shared';\n",
};
const ENTRY = "entry: { index: ['./src/**', './shared/**'] }";

test('the page shows the entry that wraps the output', () => {
  assert.ok(page('guide/basic/output-structure.mdx').includes(ENTRY), `no ${ENTRY}`);
});

test('bundleless builds only src by default and leaves the outside import', async () => {
  const { files, read } = await buildCase(
    'wrapped-default',
    { lib: [{ format: 'esm', bundle: false }] },
    { sources: layoutSources },
  );
  assert.deepEqual(files, ['index.js', 'utils/math.js']);
  assert.match(read('index.js'), /export \{ label \} from "\.\.\/shared\/label";/);
});

test('a sibling folder in the entry wraps the output in dist/src', async () => {
  const { files } = await buildCase(
    'wrapped-src',
    {
      lib: [{ format: 'esm', bundle: false }],
      source: { entry: { index: ['./src/**', './shared/**'] } },
    },
    { sources: layoutSources },
  );
  assert.deepEqual(files, ['shared/label.js', 'src/index.js', 'src/utils/math.js']);
});

test("outBase: 'src' writes the sibling's file outside dist", async () => {
  const { dir, files, read } = await buildCase(
    'wrapped-outbase',
    {
      lib: [{ format: 'esm', bundle: false, outBase: 'src' }],
      source: { entry: { index: ['./src/**', './shared/**'] } },
    },
    { sources: layoutSources },
  );
  assert.deepEqual(files, ['index.js', 'utils/math.js']);
  assert.ok(existsSync(path.join(dir, 'shared/label.js')));
  assert.match(read('index.js'), /from "\.\.\/shared\/label";/);
});

const builtinSources = {
  'src/index.ts': "import path from 'path';\nexport const ext = (f: string) => path.extname(f);\n",
};

test("target 'node' keeps path as an import in ESM and CJS", async () => {
  const { read } = await buildCase(
    'builtin-node',
    { lib: [{ format: 'esm' }, { format: 'cjs' }] },
    { sources: builtinSources },
  );
  assert.match(read('index.js'), /^import path from "path";/m);
  assert.match(read('index.cjs'), /require\("path"\)/);
});

test("target 'web' fails the library build", async () => {
  await assert.rejects(
    buildCase(
      'builtin-web',
      { lib: [{ format: 'esm' }], output: { target: 'web' } },
      { sources: builtinSources },
    ),
  );
});

const schemeSources = {
  'src/index.ts':
    "import path from 'node:path';\nexport const ext = (f: string) => path.extname(f);\n",
};

test("a node: import: kept by the 'node' target, fatal for 'web' and for a browser app", async () => {
  const library = await buildCase(
    'builtin-scheme-node',
    { lib: [{ format: 'esm' }] },
    { sources: schemeSources },
  );
  assert.match(library.read('index.js'), /^import node_path from "node:path";/m);
  await assert.rejects(
    buildCase(
      'builtin-scheme-web',
      { lib: [{ format: 'esm' }], output: { target: 'web' } },
      { sources: schemeSources },
    ),
  );
  const pkg = {
    name: 'ext-kit',
    version: '1.0.0',
    type: 'module',
    exports: { '.': './dist/index.js' },
  };
  const app = "import { ext } from 'ext-kit';\n\nconsole.log(ext('a.txt'));\n";
  await assert.rejects(buildConsumerApp('builtin-scheme-app', library, pkg, app));
  // The same app builds once the library no longer imports the built-in.
  const plain = await buildCase(
    'builtin-scheme-none',
    { lib: [{ format: 'esm' }] },
    {
      sources: {
        'src/index.ts': "export const ext = (f: string) => f.slice(f.lastIndexOf('.'));\n",
      },
    },
  );
  assert.match(await buildConsumerApp('builtin-scheme-app-plain', plain, pkg, app), /lastIndexOf/);
});

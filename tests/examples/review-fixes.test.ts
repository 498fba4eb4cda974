// Backs three claims that a review of the pages against @rslib/core 1.0.1 corrected:
//
// - docs/*/config/rsbuild/output.mdx (output.polyfill): `'usage'` adds `core-js` imports only
//   with `output.target: 'web'`; with the default `node` target the output imports nothing.
// - docs/*/guide/basic/output-format.mdx (file names): chunks get `~<position of the lib item>`
//   whenever the config has more than one lib item, also when each item writes to its own folder.
// - docs/*/guide/basic/configure-rslib.mdx and docs/*/api/javascript-api/core.mdx: with no config,
//   a package with "type": "commonjs" (what `npm init -y` writes) builds dist/index.mjs, and one
//   with "type": "module" builds dist/index.js.
// Run with: node --import tsx --test tests/examples/review-fixes.test.ts

import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { Rsbuild, RslibConfig } from '@rslib/core';
import { buildCase, casesRoot, removeCases } from './helpers.ts';

after(removeCases);

const POLYFILL_SOURCE = `export const has = (list: string[], obj: object): boolean =>
  list.includes('a') && Object.hasOwn(obj, 'x');
`;

/**
 * Rsbuild resolves core-js from the project root before it adds polyfill imports, and the
 * repository does not install core-js. A stand-in package (only its package.json) in a
 * node_modules folder above the case satisfies that lookup without the network; the imports
 * stay imports because core-js is listed in the case's dependencies.
 */
function polyfillCase(name: string): string {
  const holder = path.join(casesRoot, name);
  mkdirSync(path.join(holder, 'node_modules', 'core-js'), { recursive: true });
  writeFileSync(
    path.join(holder, 'node_modules', 'core-js', 'package.json'),
    `${JSON.stringify({ name: 'core-js', version: '3.47.0' })}\n`,
  );
  return path.join(name, 'project');
}

const polyfillPackageJson = {
  dependencies: { 'core-js': '^3.47.0' },
};

describe('output.polyfill: usage', () => {
  const config = (target: Rsbuild.RsbuildTarget | undefined): RslibConfig => ({
    lib: [{ format: 'esm', syntax: 'es2015', output: { target, polyfill: 'usage' } }],
  });

  test("adds one core-js import per feature with output.target: 'web'", async () => {
    const out = await buildCase(polyfillCase('polyfill-web'), config('web'), {
      packageJson: polyfillPackageJson,
      sources: { 'src/index.ts': POLYFILL_SOURCE },
    });
    const code = out.read('index.js');
    assert.match(code, /^import "core-js\/modules\/es\.array\.includes\.js";$/m);
    assert.match(code, /^import "core-js\/modules\/es\.object\.has-own\.js";$/m);
  });

  test('adds nothing with the default node target', async () => {
    const out = await buildCase(polyfillCase('polyfill-node'), config(undefined), {
      packageJson: polyfillPackageJson,
      sources: { 'src/index.ts': POLYFILL_SOURCE },
    });
    const code = out.read('index.js');
    assert.match(code, /list\.includes\('a'\)/);
    assert.doesNotMatch(code, /core-js/);
  });
});

describe('chunk names with more than one lib item', () => {
  const sources = {
    'src/index.ts': "export const load = () => import('./heavy');\n",
    'src/heavy.ts': 'export const heavy = 42;\n',
  };

  test('get ~<index> even when each item writes to its own folder', async () => {
    const out = await buildCase(
      'suffix-two-items',
      {
        lib: [
          { format: 'esm', output: { distPath: 'dist/esm' } },
          { format: 'cjs', output: { distPath: 'dist/cjs' } },
        ],
      },
      { sources },
    );
    assert.ok(out.files.includes('esm/index.js'), out.files.join(', '));
    assert.ok(out.files.includes('esm/heavy~0.js'), out.files.join(', '));
    assert.ok(out.files.includes('cjs/index.cjs'), out.files.join(', '));
    assert.ok(
      out.files.some((f) => /^cjs\/[^/]+~1\.cjs$/.test(f)),
      out.files.join(', '),
    );
    assert.match(out.read('esm/index.js'), /import\("\.\/heavy~0\.js"\)/);
  });

  test('keep their plain name with a single lib item', async () => {
    const out = await buildCase(
      'suffix-one-item',
      { lib: [{ format: 'esm', output: { distPath: 'dist/esm' } }] },
      { sources },
    );
    assert.deepEqual(out.files, ['esm/heavy.js', 'esm/index.js']);
  });
});

describe('a build without lib', () => {
  test('writes dist/index.mjs for "type": "commonjs"', async () => {
    const out = await buildCase('default-commonjs', {}, { packageJson: { type: 'commonjs' } });
    assert.deepEqual(out.files, ['index.mjs']);
    assert.match(out.read('index.mjs'), /^export \{/m);
  });

  test('writes dist/index.js for "type": "module"', async () => {
    const out = await buildCase('default-module', {}, { packageJson: { type: 'module' } });
    assert.deepEqual(out.files, ['index.js']);
  });
});

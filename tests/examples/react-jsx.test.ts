// Backs the JSX and React Compiler sections of docs/*/guide/solution/react.mdx: the preserve
// runtime with `.jsx` file names (and its bundle-mode error), `importSource` for Emotion, and
// the `reactCompiler` option of @rsbuild/plugin-react, which applies only to the web target.
// Run with: node --import tsx --test tests/examples/react-jsx.test.ts
//
// @rsbuild/plugin-react reaches node_modules through @rspress/core; the cases are skipped
// when it is missing. React itself is not needed: bundleless output keeps package imports.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { PluginReactOptions } from '@rsbuild/plugin-react';
import type { Rsbuild, RsbuildPlugin } from '@rslib/core';
import { buildCase, type CaseResult, prepareSourceCase, removeCases, repoRoot } from './helpers.ts';

after(removeCases);

// The package exports no ./package.json, so look for it by importing it.
const reactPlugin = await import('@rsbuild/plugin-react').catch(() => null);
const skip = reactPlugin ? false : '@rsbuild/plugin-react is not installed';
const pluginReact = async (options: PluginReactOptions): Promise<RsbuildPlugin> =>
  reactPlugin!.pluginReact(options);

const BADGE = `export function Badge({ count }: { count: number }) {
  return <span className="pebble-badge">{count > 99 ? '99+' : count}</span>;
}
`;

const HOOK = `export function double(value: number): number {
  return value * 2;
}
`;

const LIST = `export function List({ items, filter }: { items: string[]; filter: string }) {
  const visible = items.filter((item) => item.includes(filter));
  return (
    <ul>
      {visible.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
`;

describe('JSX runtimes', { skip }, () => {
  test('preserve keeps JSX and output.filename renames every file to .jsx', async () => {
    const out = await buildCase(
      'react-preserve',
      {
        lib: [{ format: 'esm', bundle: false, output: { filename: { js: '[name].jsx' } } }],
        output: { target: 'web' },
        plugins: [await pluginReact({ swcReactOptions: { runtime: 'preserve' } })],
      },
      {
        sources: {
          'src/index.ts': "export { Badge } from './Badge';\nexport { double } from './double';\n",
          'src/Badge.tsx': BADGE,
          'src/double.ts': HOOK,
        },
      },
    );
    assert.deepEqual(out.files, ['Badge.jsx', 'double.jsx', 'index.jsx']);
    assert.match(out.read('Badge.jsx'), /return <span className="pebble-badge">/);
    assert.match(out.read('index.jsx'), /from "\.\/Badge\.jsx"/);
    assert.match(out.read('index.jsx'), /from "\.\/double\.jsx"/);
  });

  // Rslib ends the process on this error, so the case runs the real command line.
  test('preserve in bundle mode stops the build', () => {
    const dir = prepareSourceCase('react-preserve-bundle', { sources: { 'src/Badge.tsx': BADGE } });
    writeFileSync(
      path.join(dir, 'rslib.config.mjs'),
      `import { pluginReact } from '@rsbuild/plugin-react';
export default {
  lib: [{ format: 'esm' }],
  source: { entry: { index: './src/Badge.tsx' } },
  output: { target: 'web' },
  performance: { buildCache: false },
  plugins: [pluginReact({ swcReactOptions: { runtime: 'preserve' } })],
};
`,
    );
    const bin = path.join(repoRoot, 'node_modules', '@rslib', 'core', 'bin', 'rslib.js');
    const run = spawnSync(process.execPath, [bin], { cwd: dir, encoding: 'utf8' });
    assert.notEqual(run.status, 0);
    assert.match(run.stdout + run.stderr, /Bundle mode does not support preserving JSX syntax/);
  });

  test('importSource makes the automatic runtime import from @emotion/react', async () => {
    const out = await buildCase(
      'react-import-source',
      {
        lib: [{ format: 'esm', bundle: false }],
        output: { target: 'web' },
        plugins: [await pluginReact({ swcReactOptions: { importSource: '@emotion/react' } })],
      },
      {
        sources: {
          'src/Card.tsx':
            "export function Card({ title }: { title: string }) {\n  return <h2 css={{ color: 'hotpink', margin: 0 }}>{title}</h2>;\n}\n",
        },
      },
    );
    const card = out.read('Card.js');
    assert.match(card, /import \{ jsx \} from "@emotion\/react\/jsx-runtime";/);
    assert.match(card, /css: \{/);
  });
});

describe('React Compiler through the SWC transform', { skip }, () => {
  const build = async (
    name: string,
    target: Rsbuild.RsbuildTarget,
    reactCompiler: PluginReactOptions['reactCompiler'],
  ): Promise<CaseResult> =>
    buildCase(
      name,
      {
        lib: [{ format: 'esm', bundle: false }],
        output: { target },
        plugins: [await pluginReact({ reactCompiler })],
      },
      { sources: { 'src/List.tsx': LIST } },
    );

  test('target web: a memo cache from react/compiler-runtime', async () => {
    const list = (await build('react-compiler-web', 'web', true)).read('List.js');
    assert.match(list, /import \{ c \} from "react\/compiler-runtime";/);
    assert.match(list, /const \$ = c\(\d+\);/);
  });

  test("compiler target '18' imports react-compiler-runtime", async () => {
    const list = (await build('react-compiler-18', 'web', { target: '18' })).read('List.js');
    assert.match(list, /import \{ c \} from "react-compiler-runtime";/);
  });

  test('target node: the option has no effect', async () => {
    const list = (await build('react-compiler-node', 'node', true)).read('List.js');
    assert.doesNotMatch(list, /compiler-runtime/);
    assert.match(list, /items\.filter\(\(item\)=>item\.includes\(filter\)\)/);
  });
});

// Backs the recipes of docs/*/guide/faq/features.mdx: shipping .scss and image files
// unprocessed in bundleless mode, keeping comments, compressing while keeping names,
// keeping __webpack_require__ out of ESM output, excluding files from the declarations,
// and why a plugin needs modifyEnvironmentConfig rather than modifyRsbuildConfig.
// Run with: node --import tsx --test tests/examples/faq-recipes.test.ts

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { LibConfig, Rsbuild, RsbuildPlugin } from '@rslib/core';
import { buildCase, type CaseResult, removeCases } from './helpers.ts';

after(removeCases);

const BUTTON = `import './button.scss';
import icon from '../icons/close.png';

export function createButton(label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.className = 'btn';
  button.innerHTML = \`<img src="\${icon}" alt=""> \${label}\`;
  return button;
}
`;

const COMMENTED = `/**
 * Adds every value.
 * @param values numbers to add
 */
export function addAll(values: number[]): number {
  // start from zero
  let total = 0;
  for (const value of values) {
    total += value;
  }
  return total;
}

function unusedHelper(x: number) {
  return x * 2;
}
`;

const FORMAT_BYTES = `const DEBUG = false;

export function formatBytes(bytes: number, decimals = 1): string {
  if (DEBUG) {
    console.log('formatBytes', bytes);
  }
  const units = ['B', 'kB', 'MB', 'GB'];
  let index = 0;
  let value = bytes;
  while (value >= 1024 && index < units.length - 1) {
    value = value / 1024;
    index = index + 1;
  }
  const rounded = value.toFixed(index === 0 ? 0 : decimals);
  return rounded + ' ' + units[index];
}
`;

describe('bundleless: ship .scss and images as they are', () => {
  const sources = {
    'src/index.ts': "export { createButton } from './button';\n",
    'src/button/index.ts': BUTTON,
    'src/button/button.scss': '$brand: #2f6feb;\n.btn {\n  color: $brand;\n}\n',
    'src/icons/close.png': 'not really a png',
    'src/env.d.ts': "declare module '*.png' {\n  const url: string;\n  export default url;\n}\n",
  };
  const lib: LibConfig = {
    format: 'esm',
    bundle: false,
    source: { entry: { index: ['./src/**', '!src/**/*.scss', '!src/**/*.png'] } },
    output: { copy: [{ from: '**/*.{scss,png}', context: './src' }] },
  };

  test('with the redirect switched off, imports point at the copied files', async () => {
    const out = await buildCase(
      'faq-skip-processing',
      {
        lib: [{ ...lib, redirect: { style: { extension: false }, asset: { extension: false } } }],
        output: { target: 'web' },
      },
      { sources },
    );
    assert.deepEqual(out.files, [
      'button/button.scss',
      'button/index.js',
      'icons/close.png',
      'index.js',
    ]);
    assert.equal(out.read('button/button.scss'), sources['src/button/button.scss']);
    assert.match(out.read('button/index.js'), /import "\.\/button\.scss";/);
    assert.match(out.read('button/index.js'), /from "\.\.\/icons\/close\.png";/);
  });

  test('without it, the imports are rewritten to files that do not exist', async () => {
    const out = await buildCase(
      'faq-skip-processing-redirect',
      { lib: [lib], output: { target: 'web' } },
      { sources },
    );
    assert.match(out.read('button/index.js'), /import "\.\/button\.css";/);
    assert.match(out.read('button/index.js'), /from "\.\.\/icons\/close\.js";/);
  });
});

describe('minify settings', () => {
  const build = (name: string, source: string, minify?: Rsbuild.Minify): Promise<CaseResult> =>
    buildCase(
      name,
      { lib: [{ format: 'esm', output: minify === undefined ? {} : { minify } }] },
      { sources: { 'src/index.ts': source } },
    );

  test('only format.comments replaces the whole default: names get shortened', async () => {
    const out = await build('faq-comments-only', COMMENTED, {
      jsOptions: { minimizerOptions: { format: { comments: 'all' } } },
    });
    assert.match(out.read('index.js'), /\* Adds every value\./);
    assert.doesNotMatch(out.read('index.js'), /function addAll\(/);
  });

  test('the light default restated with comments: all keeps them and drops unused code', async () => {
    const out = await build('faq-comments-all', COMMENTED, {
      js: true,
      css: false,
      jsOptions: {
        minimizerOptions: {
          mangle: false,
          minify: false,
          compress: { defaults: false, unused: true, dead_code: true, toplevel: true },
          format: { comments: 'all', preserve_annotations: true },
        },
      },
    });
    const code = out.read('index.js');
    assert.match(code, /\* @param values numbers to add/);
    assert.match(code, /\/\/ start from zero/);
    assert.match(code, /function addAll\(values\)/);
    assert.doesNotMatch(code, /unusedHelper/);
  });

  test('compress without mangling keeps names and line breaks and shrinks the file', async () => {
    const plain = (await build('faq-readable-default', FORMAT_BYTES)).read('index.js');
    const readable = (
      await build('faq-readable', FORMAT_BYTES, {
        jsOptions: { minimizerOptions: { mangle: false, compress: true, minify: false } },
      })
    ).read('index.js');
    assert.match(readable, /function formatBytes\(bytes, decimals = 1\)/);
    assert.match(readable, /\n/);
    assert.ok(readable.length < plain.length, 'smaller than the default output');
  });
});

describe('__webpack_require__ in ESM output', () => {
  test('module variables become runtime calls; source.define restores the names', async () => {
    const raw = await buildCase(
      'faq-webpack-hash',
      { lib: [{ format: 'esm' }] },
      {
        sources: {
          'src/index.ts':
            'declare const __webpack_hash__: string;\nexport const buildHash = (): string => __webpack_hash__;\n',
        },
      },
    );
    assert.match(raw.read('index.js'), /__webpack_require__\.h\(\)/);

    const defined = await buildCase(
      'faq-webpack-define',
      {
        lib: [{ format: 'esm' }],
        source: {
          define: {
            WEBPACK_HASH: '__webpack_hash__',
            WEBPACK_PUBLIC_PATH: '__webpack_public_path__',
          },
        },
      },
      {
        sources: {
          'src/index.ts':
            'declare const WEBPACK_HASH: string;\ndeclare const WEBPACK_PUBLIC_PATH: string;\n\nexport const buildHash = (): string => WEBPACK_HASH;\nexport const base = (): string => WEBPACK_PUBLIC_PATH;\n',
        },
      },
    );
    const code = defined.read('index.js');
    assert.match(code, /const buildHash = \(\)=>__webpack_hash__;/);
    assert.match(code, /const base = \(\)=>__webpack_public_path__;/);
    assert.doesNotMatch(code, /__webpack_require__/);
  });

  test('a CommonJS module in the build brings the runtime along', async () => {
    const out = await buildCase(
      'faq-webpack-cjs',
      { lib: [{ format: 'esm' }] },
      {
        sources: {
          'src/index.ts':
            "// @ts-ignore\nimport legacy from './legacy.cjs';\nexport const fromLegacy = (): string => legacy.name;\n",
          'src/legacy.cjs': "module.exports = { name: 'legacy' };\n",
        },
      },
    );
    assert.match(out.read('index.js'), /__webpack_require__/);
  });
});

describe('declaration files', () => {
  test('a tsconfig exclude keeps test files out; the entry glob alone does not', async () => {
    const sources = {
      'src/index.ts': 'export const answer: number = 42;\n',
      'src/__tests__/index.test.ts':
        "import { answer } from '../index';\nexport const probe: number = answer;\n",
    };
    const lib: LibConfig = {
      format: 'esm',
      bundle: false,
      dts: true,
      source: { entry: { index: ['./src/**', '!src/**/__tests__/**'] } },
    };
    const entryOnly = await buildCase('faq-dts-entry-only', { lib: [lib] }, { sources });
    assert.ok(entryOnly.files.includes('__tests__/index.test.d.ts'));
    assert.ok(!entryOnly.files.includes('__tests__/index.test.js'));

    const withTsconfig = await buildCase(
      'faq-dts-tsconfig',
      { source: { tsconfigPath: './tsconfig.build.json' }, lib: [lib] },
      {
        sources: {
          ...sources,
          'tsconfig.build.json': `${JSON.stringify({ extends: './tsconfig.json', exclude: ['src/**/__tests__/**'] }, null, 2)}\n`,
        },
      },
    );
    assert.deepEqual(withTsconfig.files, ['index.d.ts', 'index.js']);
  });
});

describe('plugin hooks', () => {
  const source = {
    'src/index.ts':
      "declare const BUILD_LABEL: string;\nexport const label = typeof BUILD_LABEL === 'undefined' ? 'none' : BUILD_LABEL;\nexport function addAll(values: number[]): number {\n  let total = 0;\n  for (const value of values) total += value;\n  return total;\n}\n",
  };

  test('modifyRsbuildConfig: a define reaches the code, a minify change does not', async () => {
    const plugin: RsbuildPlugin = {
      name: 'global-probe',
      setup(api) {
        api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
          mergeRsbuildConfig(config, {
            output: { minify: true },
            source: { define: { BUILD_LABEL: JSON.stringify('global') } },
          }),
        );
      },
    };
    const out = await buildCase(
      'faq-modify-rsbuild-config',
      { lib: [{ format: 'esm' }, { format: 'cjs' }], plugins: [plugin] },
      { sources: source },
    );
    const esm = out.read('index.js');
    assert.match(esm, /const label = "global";/);
    assert.match(esm, /function addAll\(values\)/, 'names are kept: not minified');
  });

  test('modifyEnvironmentConfig can minify one lib item', async () => {
    const plugin: RsbuildPlugin = {
      name: 'minify-cjs',
      setup(api) {
        api.modifyEnvironmentConfig((config, { name, mergeEnvironmentConfig }) => {
          if (name !== 'cjs') return config;
          return mergeEnvironmentConfig(config, { output: { minify: true } });
        });
      },
    };
    const out = await buildCase(
      'faq-modify-environment-config',
      { lib: [{ format: 'esm' }, { format: 'cjs' }], plugins: [plugin] },
      { sources: source },
    );
    assert.match(out.read('index.js'), /function addAll\(values\) \{\n/);
    assert.equal(out.read('index.cjs').trim().split('\n').length, 1, 'index.cjs is one line');
  });
});

// Backs the ES5 sections of docs/*/guide/advanced/output-compatibility.mdx (arrow functions and
// optional chaining that stay, bundled node_modules code, a modern and a legacy lib item, the
// helpers of an ES5 build) and the "Can't resolve 'react'" section of
// docs/*/guide/workflow/local-development.mdx. The sources are the page's own code blocks.
// Run with: node --import tsx --test tests/examples/syntax-compat.test.ts

import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import {
  createRslib,
  type Rsbuild,
  type RslibConfig,
  type Rspack,
  rsbuild,
  type Syntax,
} from '@rslib/core';
import {
  type CaseResult,
  caseResult,
  casesRoot,
  codeOnly,
  prepareSourceCase,
  removeCases,
  repoRoot,
  writeFiles,
} from './helpers.ts';
import { pageBlocks } from './workflow-helpers.ts';

after(removeCases);

const PAGE = 'docs/en/guide/advanced/output-compatibility.mdx';
const blocks = pageBlocks(PAGE);
const sourceWith = (text: string): string => {
  const found = blocks.find((b) => b.title === 'src/index.ts' && b.code.includes(text));
  if (!found) throw new Error(`no src/index.ts block with ${text} in ${PAGE}`);
  return found.code;
};
const TIME_SRC = sourceWith("from 'tiny-fmt'");
const CLIENT_SRC = sourceWith('class Client');

/**
 * A case whose node_modules holds the repository's packages plus tiny-fmt, a modern-syntax
 * package that is only a devDependency (so it gets bundled).
 */
function prepareTimeCase(name: string): string {
  const dir = prepareSourceCase(name, {
    packageJson: { dependencies: null, devDependencies: { 'tiny-fmt': '1.0.0' } },
    sources: { 'src/index.ts': TIME_SRC },
  });
  const modules = path.join(dir, 'node_modules');
  rmSync(modules, { recursive: true, force: true });
  mkdirSync(modules);
  const shared = path.join(repoRoot, 'node_modules');
  for (const entry of readdirSync(shared)) {
    symlinkSync(path.join(shared, entry), path.join(modules, entry), 'junction');
  }
  writeFiles(modules, {
    'tiny-fmt/package.json':
      '{ "name": "tiny-fmt", "version": "1.0.0", "type": "module", "main": "index.js" }\n',
    'tiny-fmt/index.js': "export const pad = (s, n = 2) => String(s ?? '').padStart(n, '0');\n",
  });
  return dir;
}

async function build(dir: string, config: RslibConfig): Promise<CaseResult> {
  const previousCwd = process.cwd();
  process.chdir(dir);
  try {
    const rslib = await createRslib({
      cwd: dir,
      config: { logLevel: 'error', ...config, performance: { buildCache: false } },
    });
    const result = await rslib.build();
    await result.close();
  } finally {
    process.chdir(previousCwd);
  }
  return caseResult(dir);
}

const INCLUDE = { include: [/[\\/]node_modules[\\/]tiny-fmt[\\/]/] };
const lines = (code: string): string[] => codeOnly(code).split('\n');

describe('arrow functions and optional chaining', () => {
  test('no syntax: =>, ?. and ?? stay', async () => {
    const out = await build(prepareTimeCase('time-default'), { lib: [{ format: 'esm' }] });
    const code = out.read('index.js');
    assert.match(codeOnly(code), /=>/);
    assert.match(code, /opts\?\.prefix \?\? ''/);
  });

  test("syntax 'es5' lowers the source but not bundled node_modules code", async () => {
    const out = await build(prepareTimeCase('time-es5'), {
      lib: [{ format: 'esm', syntax: 'es5' }],
    });
    const code = lines(out.read('index.js'));
    const own = code.filter((l) => !l.startsWith('const pad'));
    assert.ok(code.some((l) => l.startsWith('const pad = (s, n = 2)=>')));
    assert.ok(
      own.every((l) => !/=>|\?\.|\?\?/.test(l)),
      own.join('\n'),
    );
    assert.match(out.read('index.js'), /var src_formatTime = function\(d, opts\)/);
  });

  test('source.include lowers the bundled package too', async () => {
    const out = await build(prepareTimeCase('time-include'), {
      lib: [{ format: 'esm', syntax: 'es5' }],
      source: INCLUDE,
    });
    const code = codeOnly(out.read('index.js'));
    assert.doesNotMatch(code, /=>|\?\.|\?\?|\bconst\b|\blet\b/);
    assert.match(code, /var tiny_fmt_pad = function\(s\)/);
  });

  test('a modern and a legacy lib item; the legacy file parses as ES5', async () => {
    const out = await build(prepareTimeCase('time-two-items'), {
      lib: [
        { id: 'modern', format: 'esm', syntax: 'es2022', output: { distPath: 'dist/modern' } },
        { id: 'legacy', format: 'cjs', syntax: 'es5', output: { distPath: 'dist/legacy' } },
      ],
      source: INCLUDE,
    });
    assert.deepEqual(out.files, ['legacy/index.cjs', 'modern/index.js']);
    assert.match(codeOnly(out.read('modern/index.js')), /=>/);
    const acorn: { parse(input: string, options: { ecmaVersion: 5 }): unknown } = createRequire(
      path.join(repoRoot, 'package.json'),
    )('acorn');
    acorn.parse(out.read('legacy/index.cjs'), { ecmaVersion: 5 });
    assert.throws(() => acorn.parse(out.read('modern/index.js'), { ecmaVersion: 5 }));
  });
});

describe('helpers of an ES5 build', () => {
  const HELPERS_ES5 = [
    '_async_to_generator',
    '_class_call_check',
    '_create_class',
    '_define_property',
    '_object_spread',
    '_ts_generator',
  ];
  const declared = (code: string): string[] =>
    [...code.matchAll(/^function (_[a-z_]+)\(/gm)].map((m) => m[1]).sort();

  for (const [syntax, helpers] of [
    ['es5', HELPERS_ES5],
    ['es2015', ['_async_to_generator', '_define_property', '_object_spread']],
    ['es2017', ['_define_property', '_object_spread']],
    ['es2018', ['_define_property']],
    ['es2022', []],
  ] satisfies [Syntax, string[]][]) {
    test(`syntax '${syntax}' inlines ${helpers.length} helpers`, async () => {
      const dir = prepareSourceCase(`helpers-${syntax}`, {
        sources: { 'src/index.ts': CLIENT_SRC },
      });
      const out = await build(dir, { lib: [{ format: 'esm', syntax }] });
      assert.deepEqual(declared(out.read('index.js')), helpers);
    });
  }

  test('externalHelpers imports the same six from @swc/helpers', async () => {
    const dir = prepareSourceCase('helpers-external', { sources: { 'src/index.ts': CLIENT_SRC } });
    const out = await build(dir, {
      lib: [{ format: 'esm', syntax: 'es5', externalHelpers: true }],
    });
    const code = out.read('index.js');
    const imported = [...code.matchAll(/from "@swc\/helpers\/_\/(_[a-z_]+)"/g)].map((m) => m[1]);
    assert.deepEqual(imported.sort(), HELPERS_ES5);
    assert.deepEqual(declared(code), []);
  });
});

describe("a linked library: Can't resolve 'react'", () => {
  async function buildApp(
    name: string,
    resolve: Rsbuild.RsbuildConfig['resolve'],
    errors: string[] = [],
  ): Promise<string> {
    const root = path.join(casesRoot, name);
    const lib = path.join(root, 'react-component-lib');
    const app = path.join(root, 'app');
    writeFiles(lib, {
      'package.json':
        '{ "name": "react-component-lib", "type": "module", "exports": { ".": "./dist/index.js" }, "peerDependencies": { "react": ">=18" } }\n',
      'dist/index.js':
        'import { jsxs } from "react/jsx-runtime";\nimport { useState } from "react";\nexport function Toggle({ label }) {\n  const [on, setOn] = useState(false);\n  return jsxs("button", { onClick: () => setOn(!on), children: [label, on ? "on" : "off"] });\n}\n',
    });
    writeFiles(app, {
      'package.json': '{ "name": "app", "private": true, "type": "module" }\n',
      'src/index.js': "import { Toggle } from 'react-component-lib';\n\nconsole.log(Toggle);\n",
    });
    mkdirSync(path.join(app, 'node_modules'));
    for (const pkg of ['react', 'react-dom']) {
      symlinkSync(path.join(repoRoot, 'node_modules', pkg), path.join(app, 'node_modules', pkg));
    }
    symlinkSync(lib, path.join(app, 'node_modules', 'react-component-lib'));
    const builder = await rsbuild.createRsbuild({
      cwd: app,
      rsbuildConfig: {
        logLevel: 'silent',
        performance: { buildCache: false },
        tools: {
          htmlPlugin: false,
          rspack: {
            plugins: [
              {
                apply(compiler: Rspack.Compiler) {
                  compiler.hooks.done.tap('collect-errors', (stats) => {
                    for (const error of stats.compilation.errors) errors.push(error.message);
                  });
                },
              },
            ],
          },
        },
        resolve,
      },
    });
    const result = await builder.build();
    await result?.close?.();
    return app;
  }

  test('without dedupe the build fails on the library folder', async () => {
    const errors: string[] = [];
    await assert.rejects(buildApp('link-plain', undefined, errors));
    const text = errors.join('\n');
    assert.match(
      text,
      /Module not found: Can't resolve 'react' in '[^']*react-component-lib[\\/]dist'/,
    );
    assert.match(text, /Can't resolve 'react\/jsx-runtime'/);
  });

  test("resolve.dedupe: ['react', 'react-dom'] makes it build", async () => {
    const app = await buildApp('link-dedupe', { dedupe: ['react', 'react-dom'] });
    const js = readdirSync(path.join(app, 'dist', 'static', 'js')).filter((f) => f.endsWith('.js'));
    const bundle = js.map((f) => readFileSync(path.join(app, 'dist', 'static', 'js', f), 'utf8'));
    assert.match(bundle.join('\n'), /useState/);
  });
});

// Backs build claims added after the second review (issue 20, part B):
// - docs/*/guide/advanced/css.mdx: a namespace import of a CSS Module with the default
//   settings, a .scss file without @rsbuild/plugin-sass, and what `output.minify` does
//   when only `css` is set;
// - docs/*/guide/advanced/module-federation.mdx: where the `mf` format looks for the
//   Module Federation plugin (top level or the lib item) and what happens without it.
// Run with: node --import tsx --test tests/examples/review-depth.test.ts

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { RslibConfig } from '@rslib/core';
import { type Files, removeCases } from './helpers.ts';
import { buildSourceCase, buildWithCli } from './source-case-helpers.ts';

after(removeCases);

/** Runs buildWithCli and returns the output of the failed command (throws if it passed). */
function failingCliBuild(name: string, files: Files, config: RslibConfig): string {
  try {
    buildWithCli(name, files, config);
  } catch (error) {
    return String((error as Error).message);
  }
  assert.fail(`${name}: the build was expected to fail`);
}

const BUTTON_CSS = '.button {\n  color: red;\n}\n\n.primary-button {\n  color: blue;\n}\n';

describe('CSS Modules with the default settings (default export only)', () => {
  const files = {
    'src/button.module.css': BUTTON_CSS,
    'src/index.ts':
      "import * as styles from './button.module.css';\n\nexport const cls = styles.button;\n",
  };

  test('bundle mode: a namespace import fails with ESModulesLinkingError', () => {
    const output = failingCliBuild('depth-css-namespace-bundle', files, {
      lib: [{ format: 'esm' }],
      output: { target: 'web' },
    });
    assert.match(
      output,
      /ESModulesLinkingError: export 'button' \(imported as 'styles'\) was not found in '\.\/button\.module\.css' \(possible exports: default\)/,
    );
  });

  test('bundleless mode: the build passes and reads `button` from a module that only exports default', async () => {
    const { read } = await buildSourceCase('depth-css-namespace-bundleless', files, {
      lib: [{ format: 'esm', bundle: false }],
      output: { target: 'web' },
    });
    const index = read('index.js');
    assert.match(index, /import \* as (\w+) from "\.\/button\.module\.js";/);
    assert.match(index, /\.button;/);
    const map = read('button.module.js');
    assert.match(map, /export default \w+;/);
    assert.doesNotMatch(map, /export \{/);
  });
});

describe('a .scss file without @rsbuild/plugin-sass', () => {
  const files = {
    'src/theme.scss': '$brand: #3b82f6;\nbody { a { color: $brand; } }\n',
    'src/index.ts': "import './theme.scss';\n\nexport const x = 1;\n",
  };
  for (const bundle of [true, false]) {
    test(`${bundle ? 'bundle' : 'bundleless'} mode: JavaScript parse error with a hint for the plugin`, () => {
      const output = failingCliBuild(`depth-scss-${bundle ? 'bundle' : 'bundleless'}`, files, {
        lib: [{ format: 'esm', bundle }],
        output: { target: 'web' },
      });
      assert.match(output, /File: \.\/src\/theme\.scss/);
      assert.match(output, /Module parse failed/);
      assert.match(output, /JavaScript parse error: Expected ident/);
      assert.match(output, /To enable support for Sass, use "@rsbuild\/plugin-sass"/);
    });
  }
});

describe('output.minify and CSS', () => {
  const files = {
    'src/theme.css':
      ':root {\n  --brand: #3b82f6;\n}\n\n.card {\n  color: white;\n  & .title { font-weight: 600; }\n}\n',
    'src/index.ts':
      // biome-ignore lint/suspicious/noTemplateCurlyInString: this is TypeScript source text
      'import \'./theme.css\';\n\nexport function makeCard(title: string) {\n  return `<div class="card">${title}</div>`;\n}\n',
  };
  const MINIFIED_CSS = ':root{--brand:#3b82f6}.card{color:#fff;& .title{font-weight:600}}';

  test('the default leaves CSS unminified', async () => {
    const { read } = await buildSourceCase('depth-minify-default', files, {
      lib: [{ format: 'esm' }],
      output: { target: 'web' },
    });
    assert.match(read('index.css'), /^:root \{\n {2}--brand: #3b82f6;\n\}/);
    assert.match(read('index.js'), /function makeCard\(title\)/);
  });

  test('{ css: true } alone minifies the CSS and also fully minifies the JavaScript', async () => {
    const { read } = await buildSourceCase('depth-minify-css-only', files, {
      lib: [{ format: 'esm' }],
      output: { target: 'web', minify: { css: true } },
    });
    assert.equal(read('index.css').trim(), MINIFIED_CSS);
    assert.doesNotMatch(read('index.js'), /function makeCard/);
    assert.match(read('index.js'), /export\{\w+ as makeCard\}/);
  });

  test('restating the JavaScript options keeps the JavaScript readable', async () => {
    const { read } = await buildSourceCase('depth-minify-css-restated', files, {
      lib: [{ format: 'esm' }],
      output: {
        target: 'web',
        minify: {
          css: true,
          js: true,
          jsOptions: {
            minimizerOptions: {
              mangle: false,
              minify: false,
              compress: { defaults: false, unused: true, dead_code: true, toplevel: true },
              format: { comments: 'some', preserve_annotations: true },
            },
          },
        },
      },
    });
    assert.equal(read('index.css').trim(), MINIFIED_CSS);
    assert.match(read('index.js'), /function makeCard\(title\) \{/);
    assert.match(read('index.js'), /export \{ makeCard \};/);
  });
});

describe('the mf format and the Module Federation plugin', () => {
  const files = { 'src/index.ts': 'export const answer = 42;\n' };
  // checkMFPlugin in @rslib/core only looks for a plugin with this name.
  const namedLikeTheMfPlugin = () => ({ name: 'rsbuild:module-federation-enhanced', setup() {} });

  test('without the plugin, the build stops and names @module-federation/rsbuild-plugin', () => {
    const output = failingCliBuild('depth-mf-no-plugin', files, {
      logLevel: 'warn',
      lib: [{ format: 'mf' }],
    });
    assert.match(output, /format: "mf"/);
    assert.match(output, /should be used with/);
    assert.match(output, /@module-federation\/rsbuild-plugin/);
  });

  test('the check accepts the plugin at the top level', async () => {
    const { files: out } = await buildSourceCase('depth-mf-top-level', files, {
      lib: [{ format: 'mf' }],
      plugins: [namedLikeTheMfPlugin()],
    });
    assert.ok(out.some((file) => file.endsWith('.js')));
  });

  test('the check accepts the plugin in the lib item', async () => {
    const { files: out } = await buildSourceCase('depth-mf-lib-item', files, {
      lib: [{ format: 'mf', plugins: [namedLikeTheMfPlugin()] }],
    });
    assert.ok(out.some((file) => file.endsWith('.js')));
  });
});

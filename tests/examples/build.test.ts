// Builds the fixture library in ./fixture with one Rslib configuration per case and
// checks the real output. Run with: npm run test:examples
//
// The cases back the claims of the configuration reference (docs/*/config/lib/*.mdx and
// docs/*/config/rsbuild/*.mdx). Each case builds in its own temporary copy of the
// fixture with the build cache switched off; cases run one after another.

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { buildCase, codeOnly, isInstalled, removeCases } from './helpers.ts';

after(removeCases);

const PICOCOLORS_BODY = /createColors/; // a function defined inside picocolors itself
const PICOCOLORS_IMPORT = /from\s*["']picocolors["']/;
const UMD_ENTRY = { index: './src/greeter.ts' };

describe('autoExtension', () => {
  test('with "type": "module", ESM output ends in .js and CJS output in .cjs', async () => {
    const { files, read } = await buildCase('auto-extension-module', {
      lib: [{ format: 'esm' }, { format: 'cjs' }],
    });
    assert.deepEqual(files, ['index.cjs', 'index.js']);
    assert.match(read('index.js'), /^export \{/m);
    assert.match(read('index.cjs'), /exports\.Greeter\s*=/);
  });

  test('without "type": "module", ESM output ends in .mjs and CJS output in .js', async () => {
    const { files, read } = await buildCase(
      'auto-extension-commonjs',
      { lib: [{ format: 'esm' }, { format: 'cjs' }] },
      { packageJson: { type: null } },
    );
    assert.deepEqual(files, ['index.js', 'index.mjs']);
    assert.match(read('index.mjs'), /^export \{/m);
    assert.match(read('index.js'), /exports\.Greeter\s*=/);
  });

  test('autoExtension: false keeps .js for ESM in a package without "type": "module"', async () => {
    const { files, read } = await buildCase(
      'auto-extension-off',
      { lib: [{ format: 'esm', autoExtension: false }] },
      { packageJson: { type: null } },
    );
    assert.deepEqual(files, ['index.js']);
    assert.match(read('index.js'), /^export \{/m);
  });
});

describe('autoExternal', () => {
  test('by default, a package from "dependencies" stays an import (ESM)', async () => {
    const { read } = await buildCase('auto-external-default', { lib: [{ format: 'esm' }] });
    const code = read('index.js');
    assert.match(code, PICOCOLORS_IMPORT);
    assert.doesNotMatch(code, PICOCOLORS_BODY);
  });

  test('output.autoExternal: false bundles the dependency into the output', async () => {
    const { read } = await buildCase('auto-external-off', {
      lib: [{ format: 'esm', output: { autoExternal: false } }],
    });
    const code = read('index.js');
    assert.doesNotMatch(code, PICOCOLORS_IMPORT);
    assert.match(code, PICOCOLORS_BODY);
  });

  test('the deprecated lib.autoExternal: false still bundles the dependency', async () => {
    const { read } = await buildCase('auto-external-deprecated', {
      lib: [{ format: 'esm', autoExternal: false }],
    });
    assert.match(read('index.js'), PICOCOLORS_BODY);
  });

  test('output.autoExternal.exclude bundles only the listed package', async () => {
    const { read } = await buildCase('auto-external-exclude', {
      lib: [{ format: 'esm', output: { autoExternal: { exclude: ['picocolors'] } } }],
    });
    const code = read('index.js');
    assert.doesNotMatch(code, PICOCOLORS_IMPORT);
    assert.match(code, PICOCOLORS_BODY);
  });
});

describe('bundle', () => {
  test('bundle: false emits one JavaScript file per source module, mirroring src/', async () => {
    const { files, read } = await buildCase('bundleless', {
      lib: [{ format: 'esm', bundle: false }],
    });
    assert.deepEqual(files, [
      'greeter.js',
      'helper.js',
      'index.js',
      'node-paths.js',
      'settings.js',
      'utils/math.js',
    ]);
    const greeter = read('greeter.js');
    assert.match(greeter, PICOCOLORS_IMPORT);
    assert.doesNotMatch(
      greeter,
      /function formatLabel/,
      'the helper module is imported, not inlined',
    );
  });

  test('bundle: true (default) emits a single file for the entry', async () => {
    const { files, read } = await buildCase('bundle-default', { lib: [{ format: 'esm' }] });
    assert.deepEqual(files, ['index.js']);
    assert.match(read('index.js'), /function formatLabel/);
  });
});

describe('dts', () => {
  test('dts: true emits a declaration file next to each JavaScript file (bundleless)', async () => {
    const { files, read } = await buildCase('dts-bundleless', {
      lib: [{ format: 'esm', bundle: false, dts: true }],
    });
    for (const name of ['index', 'greeter', 'helper', 'node-paths', 'utils/math']) {
      assert.ok(
        files.includes(`${name}.d.ts`),
        `${name}.d.ts is emitted (got ${files.join(', ')})`,
      );
    }
    assert.match(read('greeter.d.ts'), /export declare class Greeter/);
    assert.match(
      read('index.d.ts'),
      /from '\.\/helper\.js'/,
      'redirect.dts.extension defaults to true',
    );
  });

  test('dts.bundle: true rolls the declarations into one file (needs @microsoft/api-extractor)', async (t) => {
    if (!isInstalled('@microsoft/api-extractor')) {
      t.skip('@microsoft/api-extractor is not installed in this repository');
      return;
    }
    const { files, read } = await buildCase('dts-bundled', {
      lib: [{ format: 'esm', dts: { bundle: true } }],
    });
    assert.deepEqual(files, ['index.d.ts', 'index.js']);
    assert.match(read('index.d.ts'), /declare function formatLabel/);
  });
});

describe('format', () => {
  test('format: esm emits import/export statements', async () => {
    const { read } = await buildCase('format-esm', { lib: [{ format: 'esm' }] });
    const code = codeOnly(read('index.js'));
    assert.match(code, /^export \{[^}]*Greeter/m);
    assert.match(code, /^import \w+ from ""/m);
    assert.doesNotMatch(code, /\bmodule\.exports\b|\brequire\(/);
  });

  test('format: cjs emits require() and exports assignments', async () => {
    const { read } = await buildCase('format-cjs', { lib: [{ format: 'cjs' }] });
    const raw = read('index.cjs');
    assert.match(raw, /require\("picocolors"\)/);
    const code = codeOnly(raw);
    assert.match(code, /^exports\.Greeter = /m);
    assert.doesNotMatch(code, /^\s*(import|export)\s/m);
  });

  test('format: umd emits a UMD wrapper and bundles dependencies by default', async () => {
    // UMD output is not module code, so the entry must not use import.meta.
    const { read } = await buildCase('format-umd', {
      source: { entry: UMD_ENTRY },
      lib: [{ format: 'umd' }],
    });
    const code = read('index.js');
    assert.match(code, /define\.amd/);
    assert.match(code, /module\.exports = factory\(/);
    assert.doesNotMatch(code, /require\("picocolors"\)/);
    assert.match(code, PICOCOLORS_BODY);
  });

  test('umdName sets the name the UMD wrapper assigns on the global object', async () => {
    const { read } = await buildCase('umd-name', {
      source: { entry: UMD_ENTRY },
      lib: [{ format: 'umd', umdName: 'FixtureGreeter' }],
    });
    const code = read('index.js');
    assert.match(code, /root\["FixtureGreeter"\] = factory\(\)/);
    assert.match(code, /exports\["FixtureGreeter"\] = factory\(\)/);
  });
});

describe('redirect', () => {
  test('bundleless output adds the output extension to relative imports by default', async () => {
    const { read } = await buildCase('redirect-default', {
      lib: [{ format: 'esm', bundle: false }],
    });
    const code = read('greeter.js');
    assert.match(code, /from "\.\/helper\.js"/);
    assert.match(code, /from "\.\/utils\/math\.js"/);
    assert.match(code, /from "\.\/settings\.js"/, 'the JSON module becomes settings.js');
  });

  test('redirect.js.extension: false keeps extensionless relative imports', async () => {
    const { read } = await buildCase('redirect-off', {
      lib: [{ format: 'esm', bundle: false, redirect: { js: { extension: false } } }],
    });
    const code = read('greeter.js');
    assert.match(code, /from "\.\/helper"/);
    assert.match(code, /from "\.\/utils\/math"/);
  });

  test('the redirected extension follows autoExtension (.mjs without "type": "module")', async () => {
    const { files, read } = await buildCase(
      'redirect-mjs',
      { lib: [{ format: 'esm', bundle: false }] },
      { packageJson: { type: null } },
    );
    assert.ok(files.includes('helper.mjs'));
    assert.match(read('greeter.mjs'), /from "\.\/helper\.mjs"/);
  });
});

describe('shims', () => {
  test('CJS output replaces import.meta.url with a shim by default', async () => {
    const { read } = await buildCase('shims-cjs', { lib: [{ format: 'cjs' }] });
    const code = read('index.cjs');
    assert.match(code, /const __rslib_import_meta_url__ =/);
    assert.match(code, /moduleUrl = \(\)=>__rslib_import_meta_url__/);
    assert.doesNotMatch(codeOnly(code), /import\.meta/);
  });

  test('shims.esm.__dirname and __filename define both globals in ESM output', async () => {
    const entry = { paths: './src/node-paths.ts' };
    const { read } = await buildCase('shims-esm', {
      source: { entry },
      lib: [
        {
          id: 'with-shims',
          format: 'esm',
          shims: { esm: { __dirname: true, __filename: true } },
          output: { distPath: 'dist/with-shims' },
        },
        { id: 'without-shims', format: 'esm', output: { distPath: 'dist/without-shims' } },
      ],
    });
    const shimmed = codeOnly(read('with-shims/paths.js'));
    assert.match(shimmed, /fileURLToPath/);
    assert.match(shimmed, /import\.meta\.url/);
    assert.doesNotMatch(shimmed, /\b__dirname\b|\b__filename\b/);
    const plain = codeOnly(read('without-shims/paths.js'));
    assert.match(plain, /\b__dirname\b/, 'without the shim the CommonJS global is left as written');
  });
});

describe('syntax', () => {
  test('syntax: es5 leaves no arrow functions, const/let or class keywords', async () => {
    const { read } = await buildCase('syntax-es5', { lib: [{ format: 'esm', syntax: 'es5' }] });
    const code = codeOnly(read('index.js'));
    assert.doesNotMatch(code, /=>/);
    assert.doesNotMatch(code, /\b(const|let|class)\s/);
    assert.doesNotMatch(code, /\?\.|\?\?/);
  });

  test('syntax: esnext keeps classes, private fields, arrows, ?. and ??', async () => {
    const { read } = await buildCase('syntax-esnext', {
      lib: [{ format: 'esm', syntax: 'esnext' }],
    });
    const code = codeOnly(read('index.js'));
    assert.match(code, /class Greeter/);
    assert.match(code, /#count/);
    assert.match(code, /=>/);
    assert.match(code, /\?\./);
    assert.match(code, /\?\?/);
  });

  test('a top-level syntax applies to every lib unless a lib sets its own', async () => {
    const { read } = await buildCase('syntax-top-level', {
      syntax: 'es5',
      lib: [
        { id: 'legacy', format: 'esm', output: { distPath: 'dist/legacy' } },
        { id: 'modern', format: 'esm', syntax: 'esnext', output: { distPath: 'dist/modern' } },
      ],
    });
    assert.doesNotMatch(codeOnly(read('legacy/index.js')), /\bclass\s/);
    assert.match(codeOnly(read('modern/index.js')), /class Greeter/);
  });
});

describe('banner and footer', () => {
  test('banner.js opens and footer.js closes every JavaScript file', async () => {
    const banner = '/*! fixture-greeter v1.2.3 */';
    const footer = '// end of fixture-greeter';
    const { read } = await buildCase('banner-footer', {
      lib: [
        { format: 'esm', banner: { js: banner }, footer: { js: footer } },
        { format: 'cjs', banner: { js: banner }, footer: { js: footer } },
      ],
    });
    for (const file of ['index.js', 'index.cjs']) {
      const code = read(file);
      assert.ok(code.startsWith(`${banner}\n`), `${file} starts with the banner`);
      assert.ok(code.trimEnd().endsWith(footer), `${file} ends with the footer`);
    }
  });
});

describe('outBase', () => {
  test('without outBase, bundleless output starts at the common directory of the entries', async () => {
    const { files } = await buildCase('out-base-default', {
      lib: [{ format: 'esm', bundle: false, source: { entry: { index: './src/utils/**' } } }],
    });
    assert.deepEqual(files, ['math.js']);
  });

  test('outBase: "src" keeps the folders below src/ in the output', async () => {
    const { files } = await buildCase('out-base-src', {
      lib: [
        {
          format: 'esm',
          bundle: false,
          outBase: 'src',
          source: { entry: { index: './src/utils/**' } },
        },
      ],
    });
    assert.deepEqual(files, ['utils/math.js']);
  });
});

describe('id', () => {
  test('the lib option of build() (the --lib flag) builds only the libs with those ids', async () => {
    const { files } = await buildCase(
      'lib-id',
      {
        lib: [
          { format: 'esm', output: { distPath: 'dist/esm' } }, // no id: it is called "esm"
          { id: 'legacy', format: 'cjs', output: { distPath: 'dist/legacy' } },
          { id: 'browser', format: 'umd', output: { distPath: 'dist/browser' } },
        ],
      },
      { lib: ['esm', 'legacy'] },
    );
    assert.deepEqual(files, ['esm/index.js', 'legacy/index.cjs']);
  });
});

describe('externalHelpers', () => {
  test('externalHelpers: true imports SWC helpers from @swc/helpers', async () => {
    const { read } = await buildCase('external-helpers-on', {
      lib: [{ format: 'esm', syntax: 'es2015', externalHelpers: true }],
    });
    const code = read('index.js');
    assert.match(code, /from "@swc\/helpers\/_\/_class_private_field_get"/);
    assert.doesNotMatch(code, /function _class_private_field_get\(/);
  });

  test('by default the same helpers are inlined into the output', async () => {
    const { read } = await buildCase('external-helpers-off', {
      lib: [{ format: 'esm', syntax: 'es2015' }],
    });
    const code = read('index.js');
    assert.match(code, /function _class_private_field_get\(/);
    assert.doesNotMatch(code, /@swc\/helpers/);
  });
});

describe('Rsbuild options in a lib', () => {
  test('output.distPath and output.filename choose where and under which name files go', async () => {
    const { files } = await buildCase('dist-path-filename', {
      lib: [
        { format: 'esm', output: { distPath: 'dist/pkg', filename: { js: '[name].bundle.js' } } },
      ],
    });
    assert.deepEqual(files, ['pkg/index.bundle.js']);
  });

  test('in bundleless mode, the extension of output.filename.js is used for rewritten imports', async () => {
    const { files, read } = await buildCase('filename-redirect', {
      lib: [{ format: 'esm', bundle: false, output: { filename: { js: '[name].mjs' } } }],
    });
    assert.ok(files.includes('helper.mjs') && files.includes('utils/math.mjs'));
    assert.match(read('greeter.mjs'), /from "\.\/helper\.mjs"/);
  });

  test('source.define replaces identifiers at build time', async () => {
    const { read } = await buildCase('source-define', {
      source: {
        define: { 'import.meta.url': JSON.stringify('https://cdn.example.com/greeter.js') },
      },
      lib: [{ format: 'esm' }],
    });
    assert.match(read('index.js'), /moduleUrl = \(\)=>"https:\/\/cdn\.example\.com\/greeter\.js"/);
  });
});

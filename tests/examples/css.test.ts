// Builds small style libraries and checks the output that docs/*/guide/advanced/css.mdx
// shows: bundle and bundleless CSS, CSS Modules, Sass, ?inline / ?raw, and which styles an
// application keeps for each `sideEffects` value. Run with:
//   node --import tsx --test tests/examples/css.test.ts

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { type BundleAppOptions, buildStyleCase, bundleApp } from './css-helpers.ts';
import { isInstalled, type PackageManifest, removeCases } from './helpers.ts';

after(removeCases);

// The example library of the page: a global stylesheet imported by the entry, and a
// component that uses CSS Modules.
const UI_SOURCES = {
  'src/index.ts': "import './theme.css';\nexport { Button } from './button';\n",
  'src/theme.css': ':root {\n  --brand: #3b82f6;\n}\n\nbody {\n  margin: 0;\n}\n',
  'src/button/index.ts': [
    "import styles from './index.module.css';",
    '',
    'export function Button(label: string): string {',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: this is TypeScript source text
    '  return `<button class="${styles.button} ${styles.primaryButton}">${label}</button>`;',
    '}',
    '',
  ].join('\n'),
  'src/button/index.module.css':
    '.button {\n  padding: 4px 12px;\n  color: var(--brand);\n}\n\n.primary-button {\n  background: var(--brand);\n  color: white;\n}\n',
};

// Rsbuild's production default for localIdentName is '[local]-[hash:base64:6]'.
const HASHED = (local: string): RegExp => new RegExp(`${local}-[A-Za-z0-9_-]{6}\\b`);

describe('bundleless mode (bundle: false, target web)', () => {
  test('CSS Modules become a JS module plus a _module.css file, global CSS keeps its import', async () => {
    const { files, read } = await buildStyleCase('css-bundleless-esm', UI_SOURCES, {
      lib: [{ format: 'esm', bundle: false }],
      output: { target: 'web' },
    });
    assert.deepEqual(files, [
      'button/index.js',
      'button/index.module.js',
      'button/index_module.css',
      'index.js',
      'theme.css',
    ]);
    // The entry keeps its side-effect import of the global stylesheet.
    assert.match(read('index.js'), /^import "\.\/theme\.css";$/m);
    assert.match(read('index.js'), /export \{ Button \} from "\.\/button\/index\.js"/);
    // The component imports the class map module, not the stylesheet.
    const button = read('button/index.js');
    assert.match(button, /import index_module from "\.\/index\.module\.js"/);
    assert.doesNotMatch(button, /\.css/);
    // The class map module imports the compiled stylesheet and exports the class names,
    // in the original spelling and in camelCase.
    const map = read('button/index.module.js');
    assert.match(map, /^import "\.\/index_module\.css";$/m);
    assert.match(map, /button: "button-[A-Za-z0-9_-]{6}"/);
    assert.match(map, /"primary-button": "primary-button-[A-Za-z0-9_-]{6}"/);
    assert.match(map, /primaryButton: "primary-button-[A-Za-z0-9_-]{6}"/);
    assert.match(map, /export default index_module/);
    const css = read('button/index_module.css');
    assert.match(css, HASHED('\\.button'));
    assert.match(css, HASHED('\\.primary-button'));
    // Lightning CSS shortens `white`.
    assert.match(css, /color: #fff;/);
    assert.match(read('theme.css'), /--brand: #3b82f6;/);
  });

  test('CJS output requires the stylesheets the same way', async () => {
    const { files, read } = await buildStyleCase('css-bundleless-cjs', UI_SOURCES, {
      lib: [{ format: 'cjs', bundle: false }],
      output: { target: 'web' },
    });
    assert.deepEqual(files, [
      'button/index.cjs',
      'button/index.module.cjs',
      'button/index_module.css',
      'index.cjs',
      'theme.css',
    ]);
    assert.match(read('index.cjs'), /require\("\.\/theme\.css"\)/);
    assert.match(read('button/index.cjs'), /require\("\.\/index\.module\.cjs"\)/);
    assert.match(read('button/index.module.cjs'), /require\("\.\/index_module\.css"\)/);
  });

  test('namedExport: true exports each class name, and importers use named imports', async () => {
    const { read } = await buildStyleCase(
      'css-bundleless-named',
      {
        'src/index.ts':
          "import { button, primaryButton } from './button.module.css';\n\nexport const classes = { button, primaryButton };\n",
        'src/button.module.css':
          '.button {\n  padding: 4px 12px;\n}\n\n.primary-button {\n  color: white;\n}\n',
      },
      {
        lib: [{ format: 'esm', bundle: false }],
        output: { target: 'web', cssModules: { namedExport: true } },
      },
    );
    const map = read('button.module.js');
    assert.match(map, /^import "\.\/button_module\.css";$/m);
    assert.match(map, /export \{ _1 as button, _2 as "primary-button", _3 as primaryButton \}/);
    assert.doesNotMatch(map, /export default/);
    assert.match(
      read('index.js'),
      /import \{ button as \w+, primaryButton \} from "\.\/button\.module\.js"/,
    );
  });

  test('a custom auto pattern that matches the compiled .css name makes the module import itself', async () => {
    const { files, read } = await buildStyleCase(
      'css-bundleless-auto-css',
      {
        'src/index.ts': "import card from './card.css';\n\nexport const cardClass = card.card;\n",
        'src/card.css': '.card {\n  border: 1px solid;\n}\n',
      },
      {
        lib: [{ format: 'esm', bundle: false }],
        output: { target: 'web', cssModules: { auto: /\.css$/ } },
      },
    );
    assert.deepEqual(files, ['card.css', 'card.js', 'index.js']);
    // The import of the compiled stylesheet is rewritten to the class map module itself.
    assert.match(read('card.js'), /^import "\.\/card\.js";$/m);
    assert.doesNotMatch(read('card.js'), /card\.css/);
  });

  test('with target node, no CSS is written but the import of the global stylesheet stays', async () => {
    const { files, read } = await buildStyleCase('css-bundleless-node', UI_SOURCES, {
      lib: [{ format: 'esm', bundle: false }],
    });
    assert.deepEqual(files, ['button/index.js', 'button/index.module.js', 'index.js']);
    assert.match(read('index.js'), /^import "\.\/theme\.css";$/m);
    assert.doesNotMatch(read('button/index.module.js'), /import/);
    assert.match(read('button/index.module.js'), /button: "button-[A-Za-z0-9_-]{6}"/);
  });

  test('output.emitCss: true writes the CSS with the node target', async () => {
    const { files } = await buildStyleCase('css-bundleless-node-emit', UI_SOURCES, {
      lib: [{ format: 'esm', bundle: false }],
      output: { emitCss: true },
    });
    assert.ok(files.includes('theme.css'));
    assert.ok(files.includes('button/index_module.css'));
  });

  test('CSS @import stays in the compiled file, and each imported file is compiled on its own', async () => {
    const { files, read } = await buildStyleCase(
      'css-bundleless-at-import',
      {
        'src/index.ts': "import './index.css';\nexport const ready = true;\n",
        'src/index.css': "@import './tokens.css';\n\n.root {\n  color: var(--brand);\n}\n",
        'src/tokens.css': ':root {\n  --brand: red;\n}\n',
      },
      { lib: [{ format: 'esm', bundle: false }], output: { target: 'web' } },
    );
    assert.deepEqual(files, ['index.css', 'index.js', 'tokens.css']);
    assert.match(read('index.css'), /@import "\.\/tokens\.css";/);
    assert.doesNotMatch(read('index.css'), /--brand: red/);
  });
  test('?inline and ?raw imports are not supported: the output imports a .js file that is not written', async () => {
    const { files, read } = await buildStyleCase(
      'css-bundleless-query',
      {
        'src/index.ts':
          "import inlineCss from './widget.css?inline';\nimport rawCss from './widget.css?raw';\n\nexport { inlineCss, rawCss };\n",
        'src/widget.css': '.widget {\n  color: red;\n}\n',
        'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
      },
      { lib: [{ format: 'esm', bundle: false }], output: { target: 'web' } },
    );
    assert.deepEqual(files, ['index.js', 'widget.css']);
    // Both imports lose their query and point at the same missing module.
    assert.match(
      read('index.js'),
      /default as inlineCss, default as rawCss \} from "\.\/widget\.js"/,
    );
  });

  test('injectStyles: CSS Modules are injected, but the global stylesheet import is left without a file', async () => {
    const { files, read } = await buildStyleCase('css-bundleless-inject', UI_SOURCES, {
      lib: [{ format: 'esm', bundle: false }],
      output: { target: 'web', injectStyles: true },
    });
    assert.ok(!files.some((file) => file.endsWith('.css')));
    assert.match(read('index.js'), /^import "\.\/theme\.css";$/m);
    assert.match(read('button/index.module.js'), /primary-button-[A-Za-z0-9_-]{6} \{/);
  });
});

describe('bundle mode (target web)', () => {
  test('all CSS of an entry is extracted to one file and the JavaScript does not import it', async () => {
    const { files, read } = await buildStyleCase('css-bundle-esm', UI_SOURCES, {
      lib: [
        { format: 'esm', output: { distPath: 'dist/esm' } },
        { format: 'cjs', output: { distPath: 'dist/cjs' } },
      ],
      output: { target: 'web' },
    });
    assert.deepEqual(files, ['cjs/index.cjs', 'cjs/index.css', 'esm/index.css', 'esm/index.js']);
    const js = read('esm/index.js');
    assert.doesNotMatch(js, /\.css/);
    assert.match(js, /const index_module = \{/);
    assert.match(js, /primaryButton: "primary-button-[A-Za-z0-9_-]{6}"/);
    assert.doesNotMatch(read('cjs/index.cjs'), /\.css/);
    assert.equal(read('cjs/index.css'), read('esm/index.css'));
    const css = read('esm/index.css');
    // Global rules first (imported first), then the CSS Modules rules.
    assert.ok(css.indexOf('--brand: #3b82f6') < css.search(HASHED('\\.button')));
    assert.match(css, HASHED('\\.primary-button'));
  });

  test('with several entries, a module shared by them has its CSS in only one of the files', async () => {
    const { files, read } = await buildStyleCase('css-bundle-entries', UI_SOURCES, {
      lib: [{ format: 'esm' }],
      source: { entry: { index: './src/index.ts', button: './src/button/index.ts' } },
      output: { target: 'web' },
    });
    assert.deepEqual(files, ['button.css', 'button.js', 'index.css', 'index.js']);
    assert.match(read('index.js'), /export \{ Button \} from "\.\/button\.js"/);
    assert.doesNotMatch(read('index.css'), HASHED('\\.button'));
    assert.match(read('button.css'), HASHED('\\.button'));
  });

  test('with target node, there is no CSS file but the class names stay in the JavaScript', async () => {
    const { files, read } = await buildStyleCase('css-bundle-node', UI_SOURCES, {
      lib: [{ format: 'esm' }],
    });
    assert.deepEqual(files, ['index.js']);
    assert.match(read('index.js'), /button: "button-[A-Za-z0-9_-]{6}"/);
  });

  test('banner.js can add the import of the extracted stylesheet', async () => {
    const { read } = await buildStyleCase('css-bundle-banner', UI_SOURCES, {
      lib: [{ format: 'esm', banner: { js: "import './index.css';" } }],
      output: { target: 'web' },
    });
    assert.match(read('index.js'), /^import '\.\/index\.css';/);
  });

  test('a prefix in localIdentName is kept in the class names', async () => {
    const { read } = await buildStyleCase('css-bundle-ident', UI_SOURCES, {
      lib: [{ format: 'esm' }],
      output: { target: 'web', cssModules: { localIdentName: 'acme-[local]-[hash:base64:6]' } },
    });
    assert.match(read('index.css'), /\.acme-button-[A-Za-z0-9_-]{6} \{/);
    assert.match(read('index.js'), /primaryButton: "acme-primary-button-[A-Za-z0-9_-]{6}"/);
  });

  test('?inline gives the compiled CSS and ?raw the source text', async () => {
    const { read } = await buildStyleCase(
      'css-bundle-query',
      {
        'src/index.ts':
          "import inlineCss from './widget.css?inline';\nimport rawCss from './widget.css?raw';\n\nexport { inlineCss, rawCss };\n",
        'src/widget.css': '.widget {\n  & .title {\n    font-weight: 600;\n  }\n}\n',
        'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
      },
      { lib: [{ format: 'esm', syntax: ['chrome >= 100'] }], output: { target: 'web' } },
    );
    const js = read('index.js');
    // ?raw: the file as written, nesting included.
    assert.match(js, /"\.widget \{\\n {2}& \.title \{\\n {4}font-weight: 600;/);
    // ?inline: compiled by Lightning CSS for Chrome 100, so the nesting is flattened.
    assert.match(js, /`\.widget \.title \{\n {2}font-weight: 600;\n\}/);
  });
});

describe('preprocessors', { skip: !isInstalled('@rsbuild/plugin-sass') }, () => {
  test('bundleless Sass: .scss compiles to .css and the import is rewritten', async () => {
    const { pluginSass } = await import('@rsbuild/plugin-sass');
    const { files, read } = await buildStyleCase(
      'css-bundleless-sass',
      {
        'src/index.ts':
          "import './styles/reset.scss';\nimport button from './button.module.scss';\n\nexport const buttonClass = button.button;\n",
        'src/styles/_tokens.scss': '$brand: #3b82f6;\n',
        'src/styles/reset.scss':
          "@use './tokens' as *;\n\nbody {\n  margin: 0;\n  a {\n    color: $brand;\n  }\n}\n",
        'src/button.module.scss':
          "@use './styles/tokens' as *;\n\n.button {\n  background: $brand;\n  &:hover {\n    opacity: 0.8;\n  }\n}\n",
      },
      {
        lib: [{ format: 'esm', bundle: false }],
        output: { target: 'web' },
        plugins: [pluginSass()],
      },
    );
    // The partial only holds a variable, so it produces no file.
    assert.deepEqual(files, [
      'button.module.js',
      'button_module.css',
      'index.js',
      'styles/reset.css',
    ]);
    assert.match(read('index.js'), /^import "\.\/styles\/reset\.css";$/m);
    assert.match(read('index.js'), /import button_module from "\.\/button\.module\.js"/);
    assert.match(read('styles/reset.css'), /body a \{\n {2}color: #3b82f6;/);
    assert.match(read('button_module.css'), /\.button-[A-Za-z0-9_-]{6}:hover \{/);
  });
});

describe('sideEffects of the published package', () => {
  const appCode = "import { Button } from 'my-ui';\n\ndocument.body.innerHTML = Button('Save');\n";
  let libraryDir: string | undefined;
  const bundle = async (
    label: string,
    sideEffects: PackageManifest['sideEffects'],
    bundler: BundleAppOptions['bundler'],
  ): Promise<{ theme: boolean; button: boolean }> => {
    if (!libraryDir) {
      ({ dir: libraryDir } = await buildStyleCase('css-side-effects-lib', UI_SOURCES, {
        lib: [{ format: 'esm', bundle: false }],
        output: { target: 'web' },
      }));
    }
    const pkg: PackageManifest = {
      name: 'my-ui',
      version: '1.0.0',
      type: 'module',
      exports: { '.': './dist/index.js' },
    };
    if (sideEffects !== undefined) pkg.sideEffects = sideEffects;
    const css = await bundleApp(`css-side-effects-${bundler}-${label}`, {
      libraryDir,
      pkg,
      appCode,
      bundler,
    });
    return { theme: /--brand:\s*#3b82f6/.test(css), button: HASHED('\\.button').test(css) };
  };

  for (const bundler of ['rsbuild', 'rspack'] as const) {
    test(`${bundler}: no sideEffects field keeps every stylesheet`, async () => {
      assert.deepEqual(await bundle('none', undefined, bundler), { theme: true, button: true });
    });

    test(`${bundler}: ["**/*.css"] drops the stylesheet imported by the re-exporting entry`, async () => {
      assert.deepEqual(await bundle('css-only', ['**/*.css'], bundler), {
        theme: false,
        button: true,
      });
    });

    test(`${bundler}: listing the entry as well keeps every stylesheet`, async () => {
      assert.deepEqual(await bundle('css-and-entry', ['**/*.css', './dist/index.js'], bundler), {
        theme: true,
        button: true,
      });
    });
  }

  test('rsbuild: false still keeps the CSS Modules styles, but drops the global stylesheet', async () => {
    assert.deepEqual(await bundle('false', false, 'rsbuild'), { theme: false, button: true });
  });

  test('rspack: false drops every stylesheet', async () => {
    assert.deepEqual(await bundle('false', false, 'rspack'), { theme: false, button: false });
  });
});

// Backs docs/*/guide/workflow/esm-cjs-interop.mdx and docs/*/guide/workflow/tree-shaking.mdx.
// Each interop case builds the page's "wrong" configuration, runs a consumer script with
// the same Node.js binary and asserts the error Node.js prints, then builds the fixed
// configuration and asserts that the consumer runs. The tree-shaking cases build the
// page's geo-kit library, install it into a consumer app, build that app with Rsbuild
// (the one bundled with @rslib/core) and check what is left of the unused export.
// Run with: node --import tsx --test tests/examples/interop.test.ts

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { RslibConfig } from '@rslib/core';
import {
  buildCase,
  buildConsumerApp,
  type CaseResult,
  casesRoot,
  type Files,
  type PackageManifest,
  removeCases,
} from './helpers.ts';

after(removeCases);

// The example library of the interop page (src/index.ts).
const SLUGGER = `import pc from 'picocolors';

export default function slugify(text: string): string {
  return text.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-');
}

export const separator = '-';

export function printSlug(text: string): void {
  console.log(pc.green(slugify(text)));
}
`;

/** What a consumer script printed, and its exit status. */
interface NodeRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Writes `script` into the case folder and runs it with this Node.js binary. */
function runNode(dir: string, file: string, script: string, flags: string[] = []): NodeRun {
  writeFileSync(path.join(dir, file), script);
  const run = spawnSync(process.execPath, [...flags, file], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const REQUIRE_DEFAULT = `const { default: slugify } = require('./dist/index.cjs');
console.log(slugify('Hello World'));
`;

describe('CommonJS output and the "type" field', () => {
  test('autoExtension: false in a "type": "module" package: require is not defined in ES module scope', async () => {
    const wrong = await buildCase(
      'interop-cjs-no-ext',
      { lib: [{ format: 'cjs', autoExtension: false }] },
      { sources: { 'src/index.ts': SLUGGER } },
    );
    assert.deepEqual(wrong.files, ['index.js']);
    const run = runNode(
      wrong.dir,
      'consumer.cjs',
      REQUIRE_DEFAULT.replace('./dist/index.cjs', './dist/index.js'),
    );
    assert.notEqual(run.status, 0);
    assert.match(
      run.stderr,
      /ReferenceError: require is not defined in ES module scope, you can use import instead/,
    );
    assert.match(run.stderr, /rename it to use the '\.cjs' file extension/);
  });

  test('the default autoExtension writes index.cjs, which require() loads', async () => {
    const fixed = await buildCase(
      'interop-cjs-ext',
      { lib: [{ format: 'cjs' }] },
      { sources: { 'src/index.ts': SLUGGER } },
    );
    assert.deepEqual(fixed.files, ['index.cjs']);
    const run = runNode(fixed.dir, 'consumer.cjs', REQUIRE_DEFAULT);
    assert.equal(run.stderr, '');
    assert.equal(run.stdout, 'hello-world\n');
  });
});

describe('ESM output and the "type" field', () => {
  const IMPORT_DEFAULT = `import slugify from './dist/index.js';
console.log(slugify('Hello World'));
`;

  test('autoExtension: false in a "type": "commonjs" package: Cannot use import statement outside a module', async () => {
    const wrong = await buildCase(
      'interop-esm-no-ext',
      { lib: [{ format: 'esm', autoExtension: false }] },
      { sources: { 'src/index.ts': SLUGGER }, packageJson: { type: 'commonjs' } },
    );
    assert.deepEqual(wrong.files, ['index.js']);
    assert.match(wrong.read('index.js'), /^import picocolors from "picocolors";/);
    const run = runNode(wrong.dir, 'consumer.mjs', IMPORT_DEFAULT);
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /SyntaxError: Cannot use import statement outside a module/);
  });

  test('the default autoExtension writes index.mjs, which Node.js reads as a module', async () => {
    const fixed = await buildCase(
      'interop-esm-ext',
      { lib: [{ format: 'esm' }] },
      { sources: { 'src/index.ts': SLUGGER }, packageJson: { type: 'commonjs' } },
    );
    assert.deepEqual(fixed.files, ['index.mjs']);
    const run = runNode(
      fixed.dir,
      'consumer.mjs',
      IMPORT_DEFAULT.replace('./dist/index.js', './dist/index.mjs'),
    );
    assert.equal(run.stderr, '');
    assert.equal(run.stdout, 'hello-world\n');
  });
});

describe('default exports and require()', () => {
  test('require() returns the exports object, with the function under .default', async () => {
    const built = await buildCase(
      'interop-default',
      { lib: [{ format: 'esm' }, { format: 'cjs' }] },
      { sources: { 'src/index.ts': SLUGGER } },
    );
    const cjs = built.read('index.cjs');
    assert.match(cjs, /exports\["default"\] = __webpack_exports__\["default"\];/);
    assert.match(cjs, /Object\.defineProperty\(exports, '__esModule', \{/);
    const wrong = runNode(
      built.dir,
      'wrong.cjs',
      `const slugify = require('./dist/index.cjs');\nconsole.log(slugify('Hello World'));\n`,
    );
    assert.match(wrong.stderr, /TypeError: slugify is not a function/);
    const fixed = runNode(built.dir, 'fixed.cjs', REQUIRE_DEFAULT);
    assert.equal(fixed.stdout, 'hello-world\n');
    // Node.js import of the CommonJS file: the default import is the whole exports object.
    const fromEsm = runNode(
      built.dir,
      'from-esm.mjs',
      `import slugify, { separator } from './dist/index.cjs';\nconsole.log(typeof slugify, typeof slugify.default, separator);\n`,
    );
    assert.equal(fromEsm.stdout, 'object function -\n');
  });

  test('an ESM-only package that exports "module.exports" gives require() the function itself', async () => {
    const built = await buildCase(
      'interop-module-exports',
      { lib: [{ format: 'esm' }] },
      { sources: { 'src/index.ts': `${SLUGGER}\nexport { slugify as 'module.exports' };\n` } },
    );
    assert.match(built.read('index.js'), /slugify as "module\.exports"/);
    const run = runNode(
      built.dir,
      'consumer.cjs',
      `const slugify = require('./dist/index.js');\nconsole.log(slugify('Hello World'));\n`,
    );
    assert.equal(run.stderr, '');
    assert.equal(run.stdout, 'hello-world\n');
  });
});

describe('require() of an ES module', () => {
  const REQUIRE_PKG = `const { default: slugify } = require('fixture-greeter');
console.log(slugify('Hello World'));
`;
  const EXPORTS_ESM_ONLY = { exports: { '.': './dist/index.js' } };
  const EXPORTS_DUAL = {
    exports: { '.': { import: './dist/index.js', require: './dist/index.cjs' } },
  };

  test('an ESM-only package fails with ERR_REQUIRE_ESM where require(esm) is off', async () => {
    const wrong = await buildCase(
      'interop-esm-only',
      { lib: [{ format: 'esm' }] },
      { sources: { 'src/index.ts': SLUGGER }, packageJson: EXPORTS_ESM_ONLY },
    );
    // The package requires itself by name, through its own "exports".
    const off = runNode(wrong.dir, 'consumer.cjs', REQUIRE_PKG, [
      '--no-experimental-require-module',
    ]);
    assert.notEqual(off.status, 0);
    assert.match(
      off.stderr,
      /Error \[ERR_REQUIRE_ESM\]: require\(\) of ES Module .*index\.js from .*consumer\.cjs not supported\./,
    );
    // With require(esm) on (Node.js ^20.19.0 || >=22.12.0), the same call works.
    const on = runNode(wrong.dir, 'consumer.cjs', REQUIRE_PKG);
    assert.equal(on.stdout, 'hello-world\n');
  });

  test('a CJS item and a "require" condition load on every Node.js version', async () => {
    const fixed = await buildCase(
      'interop-dual',
      { lib: [{ format: 'esm' }, { format: 'cjs' }] },
      { sources: { 'src/index.ts': SLUGGER }, packageJson: EXPORTS_DUAL },
    );
    const run = runNode(fixed.dir, 'consumer.cjs', REQUIRE_PKG, [
      '--no-experimental-require-module',
    ]);
    assert.equal(run.stderr, '');
    assert.equal(run.stdout, 'hello-world\n');
  });

  test('top-level await makes require() fail with ERR_REQUIRE_ASYNC_MODULE', async () => {
    const built = await buildCase(
      'interop-tla',
      { lib: [{ format: 'esm' }] },
      {
        sources: {
          'src/index.ts': `export const settings = await Promise.resolve({ separator: '-' });\n`,
        },
        packageJson: EXPORTS_ESM_ONLY,
      },
    );
    const run = runNode(built.dir, 'consumer.cjs', `require('fixture-greeter');\n`);
    assert.match(
      run.stderr,
      /Error \[ERR_REQUIRE_ASYNC_MODULE\]: require\(\) cannot be used on an ESM graph with top-level await\. Use import\(\) instead\./,
    );
  });
});

describe('externals and their types', () => {
  // A CommonJS dependency whose exports Node.js cannot detect statically.
  const legacyColors = path.join(casesRoot, 'node_modules', 'legacy-colors');
  mkdirSync(legacyColors, { recursive: true });
  writeFileSync(
    path.join(legacyColors, 'package.json'),
    '{ "name": "legacy-colors", "version": "1.0.0", "main": "index.js" }\n',
  );
  writeFileSync(
    path.join(legacyColors, 'index.js'),
    `const api = {};
for (const [name, code] of [['green', 32], ['red', 31]]) {
  api[name] = (text) => \`\\u001b[\${code}m\${text}\\u001b[39m\`;
}
module.exports = api;
`,
  );
  const REPORT = `import { green } from 'legacy-colors';

export function report(slug: string): string {
  return green(slug);
}
`;
  const RUN_REPORT = `import { report } from './dist/index.js';
console.log(report('hello-world'));
`;
  const pkg = { dependencies: { 'legacy-colors': '^1.0.0' } };

  test('a named import of a CommonJS dependency: Named export not found', async () => {
    const wrong = await buildCase(
      'interop-named-export',
      { lib: [{ format: 'esm' }] },
      { sources: { 'src/index.ts': REPORT }, packageJson: pkg },
    );
    assert.match(wrong.read('index.js'), /^import \{ green \} from "legacy-colors";/);
    const run = runNode(wrong.dir, 'consumer.mjs', RUN_REPORT);
    // Node.js 24 words it without the hint; the page quotes both.
    const nodeMajor = Number(process.versions.node.split('.')[0]);
    assert.match(
      run.stderr,
      nodeMajor >= 24
        ? /SyntaxError: The requested module 'legacy-colors' does not provide an export named 'green'/
        : /SyntaxError: Named export 'green' not found\. The requested module 'legacy-colors' is a CommonJS module/,
    );
  });

  test('the node-commonjs externals type loads it with createRequire', async () => {
    const fixed = await buildCase(
      'interop-node-commonjs',
      {
        lib: [
          {
            format: 'esm',
            output: { externals: { 'legacy-colors': 'node-commonjs legacy-colors' } },
          },
        ],
      },
      { sources: { 'src/index.ts': REPORT }, packageJson: pkg },
    );
    assert.match(fixed.read('index.js'), /__rspack_createRequire_require\("legacy-colors"\)/);
    const run = runNode(fixed.dir, 'consumer.mjs', RUN_REPORT);
    assert.equal(run.stderr, '');
    assert.equal(run.stdout, '\u001b[32mhello-world\u001b[39m\n');
  });

  test('a CJS item keeps dynamic import() of an external and turns static imports into require()', async () => {
    const built = await buildCase(
      'interop-dynamic-import',
      { lib: [{ format: 'cjs' }] },
      {
        sources: {
          'src/index.ts': `import pc from 'picocolors';

export function paint(text: string): string {
  return pc.green(text);
}

export async function paintLater(text: string): Promise<string> {
  const { default: colors } = await import('picocolors');
  return colors.green(text);
}
`,
        },
      },
    );
    const cjs = built.read('index.cjs');
    assert.match(cjs, /= require\("picocolors"\);/);
    assert.match(cjs, /await import\("picocolors"\)/);
  });
});

// The library of the tree-shaking page.
const GEO_KIT = {
  'src/index.ts': `export * from './circle';
export * from './polygon';
`,
  'src/circle.ts': `export function circleArea(radius: number): number {
  return Math.PI * radius * radius;
}
`,
  'src/polygon.ts': `function buildAngleTable(steps: number): number[] {
  const table: number[] = [];
  for (let i = 0; i < steps; i++) table.push(Math.sin((i / steps) * Math.PI * 2));
  return table;
}

const ANGLES = buildAngleTable(360);

export function polygonArea(points: Array<[number, number]>): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % points.length];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2 + ANGLES.length * 0;
}
`,
};
const PURE = (sources: Files): Files => ({
  ...sources,
  'src/polygon.ts': sources['src/polygon.ts'].replace(
    'const ANGLES = buildAngleTable(360);',
    'const ANGLES = /* @__PURE__ */ buildAngleTable(360);',
  ),
});

/**
 * Installs a built geo-kit into a fresh app (package.json plus dist, as npm would),
 * builds the app with Rsbuild and returns its JavaScript.
 */
async function buildConsumer(
  name: string,
  library: CaseResult,
  sideEffects?: PackageManifest['sideEffects'],
): Promise<string> {
  const pkg: PackageManifest = {
    name: 'geo-kit',
    version: '1.0.0',
    type: 'module',
    exports: { '.': './dist/index.js' },
  };
  if (sideEffects !== undefined) pkg.sideEffects = sideEffects;
  return buildConsumerApp(
    name,
    library,
    pkg,
    `import { circleArea } from 'geo-kit';\n\nconsole.log(circleArea(2));\n`,
  );
}

describe('tree shaking in a consumer build', () => {
  const BUNDLE: RslibConfig = { lib: [{ format: 'esm' }] };
  const BUNDLELESS: RslibConfig = { lib: [{ format: 'esm', bundle: false }] };

  test('bundleless output: sideEffects: false lets the app skip polygon.js', async () => {
    const lib = await buildCase('geo-bundleless', BUNDLELESS, { sources: GEO_KIT });
    assert.deepEqual(lib.files, ['circle.js', 'index.js', 'polygon.js']);
    assert.equal(
      lib.read('index.js'),
      'export * from "./circle.js";\nexport * from "./polygon.js";\n',
    );
    const unset = await buildConsumer('app-bundleless-unset', lib);
    assert.match(unset, /Math\.sin/);
    const pure = await buildConsumer('app-bundleless-false', lib, false);
    assert.doesNotMatch(pure, /Math\.sin/);
    assert.match(pure, /console\.log\(2\*Math\.PI\*2\)/);
  });

  test('bundle output: sideEffects alone keeps the table, /* @__PURE__ */ removes it', async () => {
    const plain = await buildCase('geo-bundle', BUNDLE, { sources: GEO_KIT });
    assert.match(await buildConsumer('app-bundle-false', plain, false), /Math\.sin/);
    const annotated = await buildCase('geo-bundle-pure', BUNDLE, { sources: PURE(GEO_KIT) });
    assert.match(
      annotated.read('index.js'),
      /const ANGLES = \/\* @__PURE__ \*\/ buildAngleTable\(360\);/,
    );
    const app = await buildConsumer('app-bundle-pure', annotated);
    assert.doesNotMatch(app, /Math\.sin/);
  });

  test('output.minify: true in the library drops the annotation, and the app keeps the table', async () => {
    const minified = await buildCase(
      'geo-bundle-minified',
      { lib: [{ format: 'esm', output: { minify: true } }] },
      { sources: PURE(GEO_KIT) },
    );
    assert.doesNotMatch(minified.read('index.js'), /__PURE__/);
    assert.match(await buildConsumer('app-bundle-minified', minified, false), /Math\.sin/);
  });
});

// Backs the #class-iife and #lodash-es sections of docs/*/guide/workflow/tree-shaking.mdx.
// Each class case builds a two-class library with Rslib, installs its output into a consumer
// app, builds the app with Rsbuild (the one bundled with @rslib/core) and checks whether the
// unused class is still there. The lodash case builds the page's alias configuration against
// the lodash-es installed in the repository (lodash itself is not installed, so an alias that
// did not apply would fail the build).
// Run with: node --import tsx --test tests/examples/tree-shaking.test.ts

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { RslibConfig, Syntax } from '@rslib/core';
import {
  type BuildCaseOptions,
  buildCase,
  buildConsumerApp,
  type CaseResult,
  removeCases,
} from './helpers.ts';
import { blockTitled, pageBlocks } from './workflow-helpers.ts';

after(removeCases);

const PAGE = 'docs/en/guide/workflow/tree-shaking.mdx';
const blocks = pageBlocks(PAGE);

const SHAPES = `export class Circle {
  constructor(public radius: number) {}

  area(): number {
    return Math.PI * this.radius * this.radius;
  }
}

export class Polygon {
  points: Array<[number, number]> = [];

  add(x: number, y: number): this {
    this.points.push([x, y]);
    return this;
  }
}
`;
const withStatic = (member: string): string =>
  SHAPES.replace('  points: Array', `  ${member}\n\n  points: Array`);
const STATIC_FIELD = withStatic("static unit = 'cm';");
const STATIC_GETTER = withStatic("static get unit(): string {\n    return 'cm';\n  }");

/** Installs a built library into a fresh app that uses only Circle; returns the app's JS. */
const buildConsumer = (name: string, library: CaseResult): Promise<string> =>
  buildConsumerApp(
    name,
    library,
    { name: 'shape-kit', version: '1.0.0', type: 'module', exports: { '.': './dist/index.js' } },
    `import { Circle } from 'shape-kit';\n\nconsole.log(new Circle(2).area());\n`,
  );

const ES5: RslibConfig = { lib: [{ format: 'esm', syntax: 'es5' }] };
const shapes = (source: string): BuildCaseOptions => ({ sources: { 'src/index.ts': source } });

describe('classes compiled into an IIFE', () => {
  test('the page shows the es5 configuration that is built here', () => {
    assert.match(blockTitled(blocks, 'rslib.config.ts', 1), /syntax: 'es5'/);
  });

  test('es5: the wrapper is marked pure and the app drops the unused class', async () => {
    const lib = await buildCase('class-es5', ES5, shapes(SHAPES));
    assert.match(lib.read('index.js'), /var src_Polygon = \/\*#__PURE__\*\/ function\(\) \{/);
    const app = await buildConsumer('app-class-es5', lib);
    assert.match(app, /Math\.PI/);
    assert.doesNotMatch(app, /points/);
  });

  test('default syntax: the class stays a class and the app drops it', async () => {
    const lib = await buildCase('class-default', { lib: [{ format: 'esm' }] }, shapes(SHAPES));
    assert.match(lib.read('index.js'), /^class Polygon \{/m);
    assert.doesNotMatch(await buildConsumer('app-class-default', lib), /points/);
  });

  test('a static field below es2022 is assigned outside the wrapper and keeps the class', async () => {
    const es5 = await buildCase('class-static-es5', ES5, shapes(STATIC_FIELD));
    assert.match(es5.read('index.js'), /^_define_property\(src_Polygon, "unit", 'cm'\);$/m);
    assert.match(await buildConsumer('app-class-static-es5', es5), /points/);
    for (const syntax of ['es2021', 'es2020'] satisfies Syntax[]) {
      const lib = await buildCase(
        `class-static-${syntax}`,
        { lib: [{ format: 'esm', syntax }] },
        shapes(STATIC_FIELD),
      );
      assert.match(lib.read('index.js'), /^_define_property\(Polygon, "unit", 'cm'\);$/m);
      assert.match(await buildConsumer(`app-class-static-${syntax}`, lib), /points/);
    }
    const es2022 = await buildCase(
      'class-static-es2022',
      { lib: [{ format: 'esm', syntax: 'es2022' }] },
      shapes(STATIC_FIELD),
    );
    assert.match(es2022.read('index.js'), /static unit = 'cm';/);
    assert.doesNotMatch(await buildConsumer('app-class-static-es2022', es2022), /points/);
  });

  test('a static getter stays inside the class and the app drops it', async () => {
    for (const syntax of ['es5', 'es2020'] satisfies Syntax[]) {
      const lib = await buildCase(
        `class-getter-${syntax}`,
        { lib: [{ format: 'esm', syntax }] },
        shapes(STATIC_GETTER),
      );
      assert.doesNotMatch(lib.read('index.js'), /_define_property\((src_)?Polygon, "unit"/);
      assert.doesNotMatch(await buildConsumer(`app-class-getter-${syntax}`, lib), /points/);
    }
  });

  test('output.minify: true removes the annotation and the app keeps the class', async () => {
    const lib = await buildCase(
      'class-es5-minified',
      { lib: [{ format: 'esm', syntax: 'es5', output: { minify: true } }] },
      shapes(SHAPES),
    );
    assert.doesNotMatch(lib.read('index.js'), /__PURE__/);
    assert.match(await buildConsumer('app-class-es5-minified', lib), /points/);
  });
});

describe('lodash in the output', () => {
  test('the alias on the page bundles lodash-es for imports from lodash', async () => {
    const config = blockTitled(blocks, 'rslib.config.ts', 2);
    assert.match(config, /lodash: 'lodash-es'/);
    const lib = await buildCase(
      'lodash-alias',
      { lib: [{ format: 'esm' }], resolve: { alias: { lodash: 'lodash-es' } } },
      {
        packageJson: { dependencies: null, devDependencies: { 'lodash-es': '*' } },
        sources: { 'src/index.ts': blockTitled(blocks, 'src/index.ts', 1) },
      },
    );
    const out = lib.read('index.js');
    assert.doesNotMatch(out, /from "lodash/);
    assert.match(out, /function debounce\(/);
    // Only debounce and its helpers: a few kB, not the 250 kB of the full library.
    assert.ok(out.length < 20_000, `dist/index.js is ${out.length} bytes`);
  });
});

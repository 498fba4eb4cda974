// Backs docs/*/guide/advanced/wasm.mdx: a library that imports a .wasm file, built in
// bundle and bundleless mode. Run with: node --import tsx --test tests/examples/wasm.test.ts
//
// The fixture has no WebAssembly, so each case writes a small library into its copy of
// the fixture after prepareCase: src/fast-sum/index.ts imports `add` from
// src/fast-sum/wasm/add.wasm, a 41-byte module written from the byte array below.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { createRslib, type RslibConfig } from '@rslib/core';
import { type CaseResult, listFiles, prepareCase, removeCases } from './helpers.ts';

after(removeCases);

// (module (func (export "add") (param i32 i32) (result i32) local.get 0 local.get 1 i32.add))
const ADD_WASM = Uint8Array.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x07, 0x01, 0x60, 0x02, 0x7f, 0x7f, 0x01,
  0x7f, 0x03, 0x02, 0x01, 0x00, 0x07, 0x07, 0x01, 0x03, 0x61, 0x64, 0x64, 0x00, 0x00, 0x0a, 0x09,
  0x01, 0x07, 0x00, 0x20, 0x00, 0x20, 0x01, 0x6a, 0x0b,
]);

const INDEX_TS = `import { add } from './wasm/add.wasm';

export function sum(values: number[]): number {
  return values.reduce((total, value) => add(total, value), 0);
}
`;

const ENTRY = { index: './src/fast-sum/index.ts' };
const GLOB_ENTRY = { index: ['./src/fast-sum/**'] };

/** The output of a wasm case, with a reader for binary files. */
interface WasmCaseResult extends Pick<CaseResult, 'dist' | 'files' | 'read'> {
  bytes: (file: string) => Uint8Array;
}

/** Copies the fixture, adds the wasm library, builds it and returns the output. */
async function buildWasmCase(name: string, config: RslibConfig): Promise<WasmCaseResult> {
  const dir = prepareCase(name);
  const src = path.join(dir, 'src', 'fast-sum');
  mkdirSync(path.join(src, 'wasm'), { recursive: true });
  writeFileSync(path.join(src, 'index.ts'), INDEX_TS);
  writeFileSync(path.join(src, 'wasm', 'add.wasm'), ADD_WASM);

  const rslib = await createRslib({
    cwd: dir,
    config: {
      logLevel: process.env.RSLIB_EXAMPLES_VERBOSE ? 'info' : 'error',
      ...config,
      performance: { buildCache: false },
    },
  });
  const result = await rslib.build();
  await result.close();

  const dist = path.join(dir, 'dist');
  return {
    dist,
    files: listFiles(dist),
    read: (file: string) => readFileSync(path.join(dist, file), 'utf8'),
    bytes: (file: string) => new Uint8Array(readFileSync(path.join(dist, file))),
  };
}

describe('wasm', () => {
  test('bundle mode compiles the import and emits static/wasm/[hash].module.wasm', async () => {
    const { dist, files, read, bytes } = await buildWasmCase('wasm-bundle', {
      source: { entry: ENTRY },
      lib: [{ format: 'esm' }],
    });
    assert.equal(files.length, 2);
    assert.equal(files[0], 'index.js');
    assert.match(files[1], /^static\/wasm\/[0-9a-f]+\.module\.wasm$/);
    assert.deepEqual(bytes(files[1]), ADD_WASM, 'the emitted module is the source module');

    const code = read('index.js');
    assert.match(
      code,
      /const add = await __webpack_require__\("\.\/src\/fast-sum\/wasm\/add\.wasm"\)/,
    );
    assert.match(code, /readFile\(new URL\(wasmModuleFilename, import\.meta\.url\)/);
    assert.ok(code.includes(`"${files[1]}"`), 'the loader names the emitted file');
    assert.doesNotMatch(code, /from\s*["'][^"']*\.wasm["']/, 'no .wasm import is left');

    const { sum } = await import(pathToFileURL(path.join(dist, 'index.js')).href);
    assert.equal(sum([1, 2, 3, 4]), 10, 'Node.js runs the output without flags');
  });

  test('output.target web loads the module with fetch', async () => {
    const { read } = await buildWasmCase('wasm-bundle-web', {
      source: { entry: ENTRY },
      lib: [{ format: 'esm' }],
      output: { target: 'web' },
    });
    const code = read('index.js');
    assert.match(code, /fetch\(__webpack_require__\.p \+ wasmModuleFilename\)/);
    assert.match(code, /WebAssembly\.instantiateStreaming/);
    assert.doesNotMatch(code, /readFile/);
  });

  test('bundleless mode preserves the import and copies add.wasm next to the JavaScript', async () => {
    const { files, read, bytes } = await buildWasmCase('wasm-bundleless', {
      source: { entry: GLOB_ENTRY },
      lib: [{ format: 'esm', bundle: false }],
    });
    assert.deepEqual(files, ['index.js', 'wasm/add.wasm']);
    assert.deepEqual(bytes('wasm/add.wasm'), ADD_WASM);
    const code = read('index.js');
    assert.match(code, /^import \{ add \} from "\.\/wasm\/add\.wasm";$/m);
    assert.doesNotMatch(code, /__webpack_require__/);
  });

  test('bundleless mode with mode: compile adds rslib-runtime.js and static/wasm', async () => {
    const { files, read } = await buildWasmCase('wasm-bundleless-compile', {
      source: { entry: GLOB_ENTRY },
      lib: [{ format: 'esm', bundle: false, wasm: { mode: 'compile' } }],
    });
    assert.ok(files.includes('index.js'));
    assert.ok(files.includes('rslib-runtime.js'));
    assert.ok(files.some((file) => /^static\/wasm\/[0-9a-f]+\.module\.wasm$/.test(file)));
    assert.ok(!files.includes('wasm/add.wasm'));
    assert.match(read('index.js'), /from "\.\/rslib-runtime\.js"/);
  });

  test('wasm on a CJS lib item stops the build', async () => {
    await assert.rejects(
      buildWasmCase('wasm-cjs', {
        source: { entry: ENTRY },
        lib: [{ format: 'cjs', wasm: { mode: 'compile' } }],
      }),
      { message: '"wasm" only supports the "esm" format. Set "format" to "esm" or omit it.' },
    );
  });

  test('a CJS lib item without wasm builds, but its exports are not usable', async () => {
    const { dist, files } = await buildWasmCase('wasm-cjs-unset', {
      source: { entry: ENTRY },
      lib: [{ format: 'cjs' }],
    });
    assert.equal(files[0], 'index.cjs');
    assert.match(files[1], /^static\/wasm\/[0-9a-f]+\.module\.wasm$/);
    const exported = createRequire(import.meta.url)(path.join(dist, 'index.cjs'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(exported.sum, undefined, 'the async wasm module leaves the CJS export empty');
  });

  test('mode: preserve in bundle mode stops the build', async () => {
    await assert.rejects(
      buildWasmCase('wasm-preserve-bundle', {
        source: { entry: ENTRY },
        lib: [{ format: 'esm', wasm: { mode: 'preserve' } }],
      }),
      /"wasm\.mode: preserve", "bundle" must be set to "false"/,
    );
  });
});

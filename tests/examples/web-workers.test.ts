// Backs the claims of docs/*/guide/advanced/web-workers.mdx: what Rslib emits for
// `new Worker(new URL('./hash.worker.ts', import.meta.url))` in each format and mode,
// and how to switch the handling off.
// Run with: node --import tsx --test tests/examples/web-workers.test.ts

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { removeCases } from './helpers.ts';
import { buildSourceCase } from './source-case-helpers.ts';

after(removeCases);

const FILES = {
  'src/index.ts': `export function createHasher(): Worker {
  return new Worker(new URL('./hash.worker.ts', import.meta.url));
}
`,
  'src/hash.worker.ts': `import { fnv1a } from './fnv';

self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(fnv1a(event.data));
};
`,
  'src/fnv.ts': `export function fnv1a(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
`,
};

const MODULE_WORKER =
  /new Worker\(new URL\("\.\/hash\.worker\.js", import\.meta\.url\), \{\s*type: "module"\s*\}\)/;

describe('new Worker(new URL(...)) in ESM', () => {
  test('bundle mode emits the worker as its own file and adds type: "module"', async () => {
    const { files, read } = await buildSourceCase('worker-esm-bundle', FILES, {
      lib: [{ format: 'esm' }],
    });
    assert.deepEqual(files, ['hash.worker.js', 'index.js']);
    assert.match(read('index.js'), MODULE_WORKER);
    // the worker's own import is bundled into the worker file
    const worker = read('hash.worker.js');
    assert.match(worker, /function fnv1a\(input\)/);
    assert.match(worker, /self\.onmessage = \(event\)=>/);
    assert.doesNotMatch(worker, /\bimport\b/);
  });

  test('with more than one lib item, the worker file name gets the item index', async () => {
    const { files, read } = await buildSourceCase('worker-two-libs', FILES, {
      lib: [
        { format: 'esm', output: { distPath: './dist/esm' } },
        { format: 'cjs', output: { distPath: './dist/cjs' } },
      ],
    });
    assert.deepEqual(files, ['cjs/index.cjs', 'esm/hash.worker~0.js', 'esm/index.js']);
    assert.match(read('esm/index.js'), /new URL\("\.\/hash\.worker~0\.js", import\.meta\.url\)/);
  });

  test('bundleless mode rewrites the URL to the compiled worker module', async () => {
    const { files, read } = await buildSourceCase('worker-esm-bundleless', FILES, {
      lib: [{ format: 'esm', bundle: false }],
    });
    assert.deepEqual(files, ['fnv.js', 'hash.worker.js', 'index.js']);
    assert.match(read('index.js'), MODULE_WORKER);
    assert.match(read('hash.worker.js'), /import \{ fnv1a \} from "\.\/fnv\.js";/);
  });

  test('the name option names the worker file', async () => {
    const { files, read } = await buildSourceCase(
      'worker-esm-name',
      {
        ...FILES,
        'src/index.ts': `export function createHasher(): Worker {
  return new Worker(new URL('./hash.worker.ts', import.meta.url), { name: 'hasher' });
}
`,
      },
      { lib: [{ format: 'esm' }] },
    );
    assert.deepEqual(files, ['hasher.js', 'index.js']);
    assert.match(read('index.js'), /new URL\("\.\/hasher\.js", import\.meta\.url\)/);
    assert.match(read('index.js'), /name: 'hasher'[\s\S]*type: "module"/);
  });

  test('a URL kept in a variable is emitted as a plain, uncompiled file', async () => {
    const { files, read } = await buildSourceCase(
      'worker-esm-variable',
      {
        ...FILES,
        'src/index.ts': `const url = new URL('./hash.worker.ts', import.meta.url);
export function createHasher(): Worker {
  return new Worker(url);
}
`,
      },
      { lib: [{ format: 'esm' }] },
    );
    assert.deepEqual(files, ['index.js', 'static/assets/hash.worker.ts']);
    assert.match(read('static/assets/hash.worker.ts'), /MessageEvent<string>/);
    assert.match(read('index.js'), /new Worker\(url\)/);
  });

  test('switching off the worker parser and rslib:new-url leaves the code as written', async () => {
    const { files, read } = await buildSourceCase('worker-esm-off', FILES, {
      lib: [{ format: 'esm' }],
      tools: {
        rspack: { module: { parser: { javascript: { worker: false } } } },
        bundlerChain: (chain) => {
          chain.module.rule('rslib:new-url').parser({ url: false });
        },
      },
    });
    assert.deepEqual(files, ['index.js']);
    assert.match(
      read('index.js'),
      /new Worker\(new URL\('\.\/hash\.worker\.ts', import\.meta\.url\)\)/,
    );
  });

  test('switching off only the worker parser emits the source as an asset', async () => {
    const { files } = await buildSourceCase('worker-esm-parser-off', FILES, {
      lib: [{ format: 'esm' }],
      tools: { rspack: { module: { parser: { javascript: { worker: false } } } } },
    });
    assert.deepEqual(files, ['index.js', 'static/assets/hash.worker.ts']);
  });

  test('switching off only rslib:new-url still builds the worker', async () => {
    const { files } = await buildSourceCase('worker-esm-new-url-off', FILES, {
      lib: [{ format: 'esm' }],
      tools: {
        bundlerChain: (chain) => {
          chain.module.rule('rslib:new-url').parser({ url: false });
        },
      },
    });
    assert.deepEqual(files, ['hash.worker.js', 'index.js']);
  });
});

describe('new Worker(new URL(...)) in CJS', () => {
  test('bundle mode emits no worker file and keeps the .ts path', async () => {
    const { files, read } = await buildSourceCase('worker-cjs-bundle', FILES, {
      lib: [{ format: 'cjs' }],
    });
    assert.deepEqual(files, ['index.cjs']);
    assert.match(
      read('index.cjs'),
      /new Worker\(new URL\('\.\/hash\.worker\.ts', __rslib_import_meta_url__\)\)/,
    );
  });

  test('bundleless mode compiles the worker file but does not point at it', async () => {
    const { files, read } = await buildSourceCase('worker-cjs-bundleless', FILES, {
      lib: [{ format: 'cjs', bundle: false }],
    });
    assert.deepEqual(files, ['fnv.cjs', 'hash.worker.cjs', 'index.cjs']);
    assert.match(read('index.cjs'), /new URL\('\.\/hash\.worker\.ts', __rslib_import_meta_url__\)/);
  });
});

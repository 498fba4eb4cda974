// Backs the claims of docs/*/guide/advanced/env-vars.mdx: what `process.env.*` and
// `import.meta.env.*` become in each output format, how `.env` files, `--env-mode` and
// `--no-env` change that, and that `source.define` wins. Most cases run the real `rslib`
// command, because the command line is what loads `.env` files.
// Run with: node --import tsx --test tests/examples/env-vars.test.ts

import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { RslibConfig } from '@rslib/core';
import { type CaseResult, removeCases } from './helpers.ts';
import { buildWithCli } from './source-case-helpers.ts';

after(removeCases);

const SOURCE = `export const settings = {
  nodeEnv: process.env.NODE_ENV,
  apiUrl: process.env.PUBLIC_API_URL,
  token: process.env.SECRET_TOKEN,
  baseUrl: process.env.BASE_URL,
  assetPrefix: process.env.ASSET_PREFIX,
  metaApiUrl: import.meta.env.PUBLIC_API_URL,
  mode: import.meta.env.MODE,
  dev: import.meta.env.DEV,
  prod: import.meta.env.PROD,
  ssr: import.meta.env.SSR,
  metaBaseUrl: import.meta.env.BASE_URL,
  metaAssetPrefix: import.meta.env.ASSET_PREFIX,
  other: import.meta.env.OTHER,
};
`;

// IIFE output cannot export, so the IIFE lib item builds an entry that sets a global.
const GLOBAL_ENTRY = `import { settings } from './index';
(globalThis as { apiClientSettings?: typeof settings }).apiClientSettings = settings;
`;

const FILES = {
  'src/index.ts': SOURCE,
  'src/global.ts': GLOBAL_ENTRY,
  '.env': 'PUBLIC_API_URL=https://api.example.com\nSECRET_TOKEN=s3cr3t\n',
  '.env.staging': 'PUBLIC_API_URL=https://staging.example.com\n',
};

const ALL_FORMATS = {
  lib: [
    { format: 'esm', output: { distPath: './dist/esm' } },
    { format: 'cjs', output: { distPath: './dist/cjs' } },
    { format: 'umd', umdName: 'ApiClient', output: { distPath: './dist/umd' } },
    {
      format: 'iife',
      source: { entry: { index: './src/global.ts' } },
      output: { distPath: './dist/iife' },
    },
  ],
} satisfies RslibConfig;

/** Asserts that the property `key` of the settings object is compiled to `value` (code). */
function hasProperty(code: string, key: string, value: string): void {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  assert.match(code, new RegExp(`\\b${key}: ${escaped}[,\\n]`), `${key}: ${value}`);
}

describe('environment variables by format', () => {
  let output: CaseResult | undefined;
  const read = (file: string): string => {
    output ??= buildWithCli('env-by-format', FILES, ALL_FORMATS);
    return output.read(file);
  };

  test('esm keeps process.env.* and import.meta.env.*, and inlines public variables', () => {
    const code = read('esm/index.js');
    hasProperty(code, 'nodeEnv', 'process.env.NODE_ENV');
    hasProperty(code, 'apiUrl', '"https://api.example.com"');
    hasProperty(code, 'token', 'process.env.SECRET_TOKEN');
    hasProperty(code, 'baseUrl', 'process.env.BASE_URL');
    hasProperty(code, 'assetPrefix', 'process.env.ASSET_PREFIX');
    hasProperty(code, 'metaApiUrl', '"https://api.example.com"');
    hasProperty(code, 'mode', 'import.meta.env.MODE');
    hasProperty(code, 'ssr', 'import.meta.env.SSR');
    hasProperty(code, 'metaBaseUrl', 'import.meta.env.BASE_URL');
    hasProperty(code, 'other', 'import.meta.env.OTHER');
  });

  test('cjs keeps process.env.* and turns import.meta.env into undefined', () => {
    const code = read('cjs/index.cjs');
    hasProperty(code, 'nodeEnv', 'process.env.NODE_ENV');
    hasProperty(code, 'apiUrl', '"https://api.example.com"');
    hasProperty(code, 'token', 'process.env.SECRET_TOKEN');
    hasProperty(code, 'baseUrl', 'process.env.BASE_URL');
    hasProperty(code, 'metaApiUrl', '"https://api.example.com"');
    hasProperty(code, 'mode', '(void 0).MODE');
    hasProperty(code, 'dev', '(void 0).DEV');
    hasProperty(code, 'other', '(void 0).OTHER');
    assert.doesNotMatch(code, /import\.meta/);
  });

  for (const format of ['umd', 'iife']) {
    test(`${format} replaces NODE_ENV, BASE_URL, ASSET_PREFIX and import.meta.env.*`, () => {
      const code = read(`${format}/index.js`);
      hasProperty(code, 'nodeEnv', '"production"');
      hasProperty(code, 'apiUrl', '"https://api.example.com"');
      hasProperty(code, 'token', 'process.env.SECRET_TOKEN');
      hasProperty(code, 'baseUrl', '"/"');
      hasProperty(code, 'assetPrefix', '""');
      hasProperty(code, 'mode', '"production"');
      hasProperty(code, 'dev', 'false');
      hasProperty(code, 'prod', 'true');
      // the default target is node
      hasProperty(code, 'ssr', 'true');
      hasProperty(code, 'metaBaseUrl', '"/"');
      // an unknown key reads from an object literal of the known ones
      assert.match(code, /PUBLIC_API_URL: "https:\/\/api\.example\.com"\s*\}\.OTHER/);
      assert.doesNotMatch(code, /import\.meta\.env/);
    });
  }
});

describe('.env files and flags', () => {
  const ESM_AND_UMD = { lib: [ALL_FORMATS.lib[0], ALL_FORMATS.lib[2]] };

  test('--env-mode staging reads .env.staging over .env', () => {
    const { read } = buildWithCli('env-mode-staging', FILES, ESM_AND_UMD, {
      args: ['--env-mode', 'staging'],
    });
    hasProperty(read('esm/index.js'), 'apiUrl', '"https://staging.example.com"');
    hasProperty(read('umd/index.js'), 'apiUrl', '"https://staging.example.com"');
  });

  test('--no-env leaves public variables in place', () => {
    const { read } = buildWithCli('env-no-env', FILES, ESM_AND_UMD, { args: ['--no-env'] });
    hasProperty(read('esm/index.js'), 'apiUrl', 'process.env.PUBLIC_API_URL');
    hasProperty(read('esm/index.js'), 'metaApiUrl', 'import.meta.env.PUBLIC_API_URL');
    hasProperty(read('umd/index.js'), 'apiUrl', 'process.env.PUBLIC_API_URL');
  });

  test('a variable set in the shell wins over the .env file', () => {
    const { read } = buildWithCli('env-shell-wins', FILES, ESM_AND_UMD, {
      env: { PUBLIC_API_URL: 'https://shell.example.com' },
    });
    hasProperty(read('esm/index.js'), 'apiUrl', '"https://shell.example.com"');
  });

  test('umd takes NODE_ENV from the environment of the build', () => {
    const { read } = buildWithCli('env-node-env-dev', FILES, ESM_AND_UMD, {
      env: { NODE_ENV: 'development' },
    });
    hasProperty(read('umd/index.js'), 'nodeEnv', '"development"');
    // MODE follows the Rsbuild mode of `rslib` (a production build), not NODE_ENV
    hasProperty(read('umd/index.js'), 'mode', '"production"');
    hasProperty(read('esm/index.js'), 'nodeEnv', 'process.env.NODE_ENV');
  });
});

describe('source.define and optimization.nodeEnv', () => {
  test('keys in source.define are replaced in every format', () => {
    const { read } = buildWithCli(
      'env-define',
      FILES,
      {
        lib: [ALL_FORMATS.lib[0], ALL_FORMATS.lib[1], ALL_FORMATS.lib[2]],
        source: {
          define: {
            'process.env.NODE_ENV': JSON.stringify('production'),
            'import.meta.env.MODE': JSON.stringify('production'),
            'process.env.BASE_URL': JSON.stringify('/docs/'),
          },
        },
      },
      { args: ['--no-env'] },
    );
    for (const file of ['esm/index.js', 'cjs/index.cjs', 'umd/index.js']) {
      const code = read(file);
      hasProperty(code, 'nodeEnv', '"production"');
      hasProperty(code, 'mode', '"production"');
      hasProperty(code, 'baseUrl', '"/docs/"');
    }
    // keys that are not defined keep the format's behaviour
    hasProperty(read('esm/index.js'), 'dev', 'import.meta.env.DEV');
    hasProperty(read('cjs/index.cjs'), 'dev', '(void 0).DEV');
  });

  test('optimization.nodeEnv: false keeps process.env.NODE_ENV in umd', () => {
    const { read } = buildWithCli(
      'env-umd-node-env-off',
      FILES,
      {
        lib: [
          {
            ...ALL_FORMATS.lib[2],
            tools: { rspack: { optimization: { nodeEnv: false } } },
          },
        ],
      },
      { args: ['--no-env'] },
    );
    hasProperty(read('umd/index.js'), 'nodeEnv', 'process.env.NODE_ENV');
    hasProperty(read('umd/index.js'), 'baseUrl', '"/"');
  });
});

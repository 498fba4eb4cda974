// Backs "Keep every package from node_modules external" in
// docs/*/guide/advanced/third-party-deps.mdx: the page's pattern keeps a declared and an
// undeclared package as imports and bundles only the library's own files, a tsconfig path
// alias is caught by the same pattern, and the page's lookahead lets it be bundled again.
// Run with: node --import tsx --test tests/examples/all-externals.test.ts

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildCase, removeCases, repoRoot } from './helpers.ts';

after(removeCases);

const PAGE = readFileSync(
  path.join(repoRoot, 'docs/en/guide/advanced/third-party-deps.mdx'),
  'utf8',
);
const PATTERN = '/^[^./]/';
const ALIAS_SAFE = '/^(?!@\\/)[^./]/';

const sources = {
  'src/index.ts': [
    "import pc from 'picocolors';",
    "import ms from 'ms';",
    "import { u } from '@/utils';",
    "import { helper } from './helper';",
    "export const out = () => pc.green(helper(ms('2s') + u));",
  ].join('\n'),
  'src/helper.ts': 'export const helper = (n: number) => String(n);\n',
  'src/utils/index.ts': 'export const u = 1;\n',
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      baseUrl: '.',
      paths: { '@/*': ['src/*'] },
      module: 'esnext',
      moduleResolution: 'bundler',
    },
  }),
};

const build = async (name: string, externals?: RegExp): Promise<string> =>
  (
    await buildCase(
      name,
      { lib: [{ format: 'esm', output: externals ? { externals: [externals] } : {} }] },
      { sources },
    )
  ).read('index.js');

test('the page shows both patterns', () => {
  assert.ok(PAGE.includes(`externals: [${PATTERN}]`), `no externals: [${PATTERN}]`);
  assert.ok(PAGE.includes(`(\`${ALIAS_SAFE}\`)`), `no ${ALIAS_SAFE}`);
});

test('without a pattern, the undeclared ms is bundled', async () => {
  const out = await build('all-externals-default');
  assert.match(out, /import picocolors from "picocolors"/);
  assert.doesNotMatch(out, /from "ms"/);
});

test("the page's pattern keeps picocolors and ms as imports, and catches the @/ alias", async () => {
  const out = await build('all-externals-page', /^[^./]/);
  assert.match(out, /import picocolors from "picocolors"/);
  assert.match(out, /import ms from "ms"/);
  assert.match(out, /from "@\/utils"/);
  assert.match(out, /const helper = /);
});

test('the lookahead bundles the alias again and keeps the packages external', async () => {
  const out = await build('all-externals-alias', /^(?!@\/)[^./]/);
  assert.match(out, /import ms from "ms"/);
  assert.doesNotMatch(out, /@\/utils/);
});

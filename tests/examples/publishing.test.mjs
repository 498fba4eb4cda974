// Backs docs/*/guide/workflow/publishing.mdx. Builds @acme/case-kit from the sources,
// rslib.config.ts and package.json blocks of the English page, then runs the checks the
// page shows: `npm pack --dry-run`, publint (its Node.js API, which packs with npm) and
// @arethetypeswrong/cli (its `attw` command, with --pack). The fixed package must pass
// all of them; the broken one must fail each in the way the page says. Also checks the
// page's claims about rsbuild-plugin-publint and the dual package hazard.
// Everything runs offline: npm pack only reads the folder.
// Run with: node --test tests/examples/publishing.test.mjs

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { removeCases } from './helpers.mjs';
import { blockTitled, buildConfigFile, pageBlocks } from './workflow-helpers.mjs';

after(removeCases);

const blocks = pageBlocks('docs/en/guide/workflow/publishing.mdx');
const sources = {
  'src/words.ts': blockTitled(blocks, 'src/words.ts'),
  'src/index.ts': blockTitled(blocks, 'src/index.ts'),
};
// The page shows, in this order: the fixed config and package.json, then the broken
// ones, then the fixed config with rsbuild-plugin-publint.
const fixed = {
  'rslib.config.ts': blockTitled(blocks, 'rslib.config.ts', 0),
  'package.json': blockTitled(blocks, 'package.json', 0),
};
const broken = {
  'rslib.config.ts': blockTitled(blocks, 'rslib.config.ts', 1),
  'package.json': blockTitled(blocks, 'package.json', 1),
};
const withPlugin = blockTitled(blocks, 'rslib.config.ts', 2);

const ATTW = fileURLToPath(import.meta.resolve('@arethetypeswrong/cli/package.json')).replace(
  /package\.json$/,
  'dist/index.js',
);

/** Runs `npm pack --dry-run --json` in `dir` and returns the packed paths. */
function packedFiles(dir) {
  const run = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout)[0]
    .files.map((file) => file.path)
    .sort();
}

/** Runs `attw --pack <dir> --profile node16 --format json`; returns { status, problems }. */
function attw(dir) {
  const run = spawnSync(
    process.execPath,
    [ATTW, '--pack', dir, '--profile', 'node16', '--format', 'json', '--no-definitely-typed'],
    { encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout);
  // The JSON lists problems of ignored resolutions too; --profile node16 ignores node10.
  const problems = Object.values(report.problems ?? {})
    .flat()
    .filter((problem) => problem.resolutionKind !== 'node10');
  return { status: run.status, problems };
}

/** Runs a CommonJS snippet with node in `dir`. */
function node(dir, code) {
  const run = spawnSync(process.execPath, ['-e', code], { cwd: dir, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
}

// Builds run one at a time, in `before` hooks: each one changes the working directory
// (see buildConfigFile), so two builds must never overlap.
describe('the fixed package', () => {
  let result;
  before(async () => {
    result = await buildConfigFile('publishing-fixed', { sources, files: fixed });
  });

  test('emits the files of the dist/ tree on the page', () => {
    const tree = blockTitled(blocks, 'dist/');
    const shown = [...tree.matchAll(/[├└]── (\S+)/g)].map((match) => match[1]).sort();
    assert.deepEqual(result.files, shown);
    assert.deepEqual(result.files, [
      'index.cjs',
      'index.d.cts',
      'index.d.ts',
      'index.js',
      'words.cjs',
      'words.d.cts',
      'words.d.ts',
      'words.js',
    ]);
  });

  test('npm pack ships dist and package.json only', () => {
    assert.deepEqual(packedFiles(result.dir), [
      'dist/index.cjs',
      'dist/index.d.cts',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/words.cjs',
      'dist/words.d.cts',
      'dist/words.d.ts',
      'dist/words.js',
      'package.json',
    ]);
  });

  test('publint has nothing to report', async () => {
    const { messages } = await publint({ pkgDir: result.dir });
    assert.deepEqual(messages, []);
  });

  test('attw finds no problem outside node10', () => {
    const { status, problems } = attw(result.dir);
    assert.deepEqual(problems, []);
    assert.equal(status, 0);
  });

  test('both conditions load, and a path outside exports is refused', () => {
    assert.equal(
      node(result.dir, "console.log(require('@acme/case-kit').toKebab('Hello World'))"),
      'hello-world',
    );
    assert.equal(
      node(
        result.dir,
        "console.log(require('@acme/case-kit/words').splitWords('fooBar baz_qux').join())",
      ),
      'foo,bar,baz,qux',
    );
    assert.equal(
      node(
        result.dir,
        "import('@acme/case-kit').then((m) => console.log(m.toCamel('hello world')))",
      ),
      'helloWorld',
    );
    assert.match(
      node(
        result.dir,
        "try { require('@acme/case-kit/dist/words.cjs') } catch (e) { console.log(e.code) }",
      ),
      /^ERR_PACKAGE_PATH_NOT_EXPORTED$/,
    );
  });

  test('the dual package hazard: import and require give two copies', () => {
    const code = `const cjs = require('@acme/case-kit');
import('@acme/case-kit').then((esm) => console.log(esm.toKebab === cjs.toKebab));`;
    assert.equal(node(result.dir, code), 'false');
  });
});

describe('the broken package', () => {
  let result;
  before(async () => {
    result = await buildConfigFile('publishing-broken', { sources, files: broken });
  });

  test('builds without .d.cts files', () => {
    assert.deepEqual(result.files, [
      'index.cjs',
      'index.d.ts',
      'index.js',
      'words.cjs',
      'words.d.ts',
      'words.js',
    ]);
  });

  test('npm pack --dry-run lists the sources and configs', () => {
    const files = packedFiles(result.dir);
    for (const file of ['rslib.config.ts', 'src/index.ts', 'src/words.ts', 'tsconfig.json']) {
      assert.ok(files.includes(file), `${file} is packed`);
    }
  });

  test('publint reports the error and the two suggestions', async () => {
    const { messages } = await publint({ pkgDir: result.dir });
    const summary = messages.map((message) => `${message.type} ${message.code}`).sort();
    assert.deepEqual(summary, [
      'error EXPORTS_TYPES_SHOULD_BE_FIRST',
      'suggestion USE_ENGINES_NODE',
      'suggestion USE_SIDE_EFFECTS',
      'warning TYPES_NOT_EXPORTED',
    ]);
  });

  test('attw reports the CommonJS types as wrong', () => {
    const { status, problems } = attw(result.dir);
    assert.equal(status, 1);
    // FalseESM names the files involved rather than an entry point.
    const kinds = problems.map((problem) => `${problem.kind} ${problem.entrypoint ?? '-'}`).sort();
    assert.deepEqual(kinds, ['FallbackCondition .', 'FalseESM -', 'UntypedResolution ./words']);
  });
});

describe('rsbuild-plugin-publint', () => {
  test('passes the fixed package', async () => {
    const result = await buildConfigFile('publishing-plugin-fixed', {
      sources,
      files: { 'rslib.config.ts': withPlugin, 'package.json': fixed['package.json'] },
    });
    assert.ok(result.files.includes('index.d.cts'));
  });

  test('fails the build of a package with the broken exports', async () => {
    await assert.rejects(
      buildConfigFile('publishing-plugin-broken', {
        sources,
        files: { 'rslib.config.ts': withPlugin, 'package.json': broken['package.json'] },
        config: { override: { logLevel: 'silent' } },
      }),
      /Publint failed!/,
    );
  });
});

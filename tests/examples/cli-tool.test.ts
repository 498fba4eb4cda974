// Backs docs/*/guide/workflow/cli-tool.mdx. Builds wc-lite from the src/cli.ts,
// package.json and rslib.config.ts blocks of the English page and checks what the page
// says: the hashbang stays on the first line, the file is written executable, it runs
// through `node` and directly, `dependencies` stay as imports while packages moved to
// `devDependencies` are bundled, a hashbang from banner.js also makes the file
// executable, and experiments.exe refuses Node.js older than 25.7.0.
// Run with: node --import tsx --test tests/examples/cli-tool.test.ts

import assert from 'node:assert/strict';
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type CaseResult, removeCases } from './helpers.ts';
import { blockTitled, buildConfigFile, pageBlocks } from './workflow-helpers.ts';

after(removeCases);

/** The package.json fields this test reads. */
interface PackageJson {
  bin: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const blocks = pageBlocks('docs/en/guide/workflow/cli-tool.mdx');
const cliSource = blockTitled(blocks, 'src/cli.ts');
const packageJson = blockTitled(blocks, 'package.json', 0);
const devDependencies = (JSON.parse(blockTitled(blocks, 'package.json', 1)) as PackageJson)
  .devDependencies;
const config = blockTitled(blocks, 'rslib.config.ts');
const exeConfig = blockTitled(blocks, 'rslib.exe.config.ts');

const posix = process.platform !== 'win32';
// Two lines, five words, as on the page.
const NOTES = 'one two three\nfour five\n';
// picocolors turns colors on under CI; the page shows plain output.
const env = { ...process.env, NO_COLOR: '1' };

/** Runs `command args` in `cwd` and returns { status, stdout, stderr }. */
function run(cwd: string, command: string, args: string[]): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env, encoding: 'utf8' });
}

const isExecutable = (file: string): boolean => (statSync(file).mode & 0o111) !== 0;

describe('wc-lite as on the page', () => {
  let result: CaseResult;
  before(async () => {
    result = await buildConfigFile('cli-tool', {
      sources: { 'src/cli.ts': cliSource },
      files: { 'package.json': packageJson, 'rslib.config.ts': config },
    });
    writeFileSync(path.join(result.dir, 'notes.txt'), NOTES);
  });

  test('writes dist/cli.js with the hashbang on the first line', () => {
    assert.deepEqual(result.files, ['cli.js']);
    assert.equal(result.read('cli.js').split('\n')[0], '#!/usr/bin/env node');
    assert.match(result.read('cli.js'), /^import picocolors from "picocolors";$/m);
  });

  test('the bin field points to the built file', () => {
    const pkg = JSON.parse(packageJson) as PackageJson;
    assert.equal(pkg.bin['wc-lite'], 'dist/cli.js');
  });

  test('runs through node', () => {
    const words = run(result.dir, process.execPath, ['dist/cli.js', 'notes.txt']);
    assert.equal(words.status, 0, words.stderr);
    assert.equal(words.stdout, '     5 notes.txt\n');
    const usage = run(result.dir, process.execPath, ['dist/cli.js']);
    assert.equal(usage.status, 1);
    assert.equal(usage.stderr, 'usage: wc-lite [--lines] <file...>\n');
  });

  test('is executable and runs directly through its hashbang', { skip: !posix }, () => {
    assert.ok(isExecutable(path.join(result.dist, 'cli.js')), 'dist/cli.js has mode 755');
    const lines = run(result.dir, './dist/cli.js', ['--lines', 'notes.txt']);
    assert.equal(lines.status, 0, lines.stderr);
    assert.equal(lines.stdout, '     2 notes.txt\n');
  });

  test('needs node_modules: picocolors is not in the file', () => {
    const alone = mkdtempSync(path.join(os.tmpdir(), 'wc-lite-alone-'));
    try {
      copyFileSync(path.join(result.dist, 'cli.js'), path.join(alone, 'cli.js'));
      const missing = run(alone, process.execPath, ['cli.js']);
      assert.notEqual(missing.status, 0);
      assert.match(missing.stderr, /Cannot find package 'picocolors'/);
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });
});

describe('picocolors moved to devDependencies', () => {
  let result: CaseResult;
  before(async () => {
    const pkg = JSON.parse(packageJson) as PackageJson;
    delete pkg.dependencies;
    pkg.devDependencies = devDependencies;
    result = await buildConfigFile('cli-tool-bundled', {
      sources: { 'src/cli.ts': cliSource },
      files: { 'package.json': JSON.stringify(pkg, null, 2), 'rslib.config.ts': config },
    });
  });

  test('is bundled, and the file runs from a folder without node_modules', () => {
    const code = result.read('cli.js');
    assert.equal(code.split('\n')[0], '#!/usr/bin/env node');
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    assert.deepEqual(imports, ['node:fs', 'node:util']);
    const alone = mkdtempSync(path.join(os.tmpdir(), 'wc-lite-alone-'));
    try {
      copyFileSync(path.join(result.dist, 'cli.js'), path.join(alone, 'cli.js'));
      writeFileSync(path.join(alone, 'notes.txt'), NOTES);
      const words = run(alone, process.execPath, ['cli.js', 'notes.txt']);
      assert.equal(words.status, 0, words.stderr);
      assert.equal(words.stdout, '     5 notes.txt\n');
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  });
});

describe('the executable bit follows the first line', { skip: !posix }, () => {
  const withoutHashbang = cliSource.replace(/^#!.*\n/, '');

  test('a source without a hashbang gives a file that is not executable', async () => {
    const result = await buildConfigFile('cli-tool-no-hashbang', {
      sources: { 'src/cli.ts': withoutHashbang },
      files: { 'package.json': packageJson, 'rslib.config.ts': config },
    });
    assert.ok(!result.read('cli.js').startsWith('#!'));
    assert.ok(!isExecutable(path.join(result.dist, 'cli.js')));
  });

  test('a hashbang from banner.js makes the file executable too', async () => {
    const result = await buildConfigFile('cli-tool-banner', {
      sources: { 'src/cli.ts': withoutHashbang },
      files: { 'package.json': packageJson, 'rslib.config.ts': config },
      config: {
        override: {
          lib: [{ format: 'esm', banner: { js: '#!/usr/bin/env node' } }],
        },
      },
    });
    assert.equal(result.read('cli.js').split('\n')[0], '#!/usr/bin/env node');
    assert.ok(isExecutable(path.join(result.dist, 'cli.js')));
  });
});

describe('experiments.exe', () => {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const supported = major > 25 || (major === 25 && minor >= 7);

  test('stops with the error on the page below Node.js 25.7.0', { skip: supported }, async () => {
    await assert.rejects(
      buildConfigFile('cli-tool-exe', {
        sources: { 'src/cli.ts': cliSource },
        files: { 'package.json': packageJson, 'rslib.exe.config.ts': exeConfig },
        config: { path: 'rslib.exe.config.ts', override: { logLevel: 'silent' } },
      }),
      {
        message: `"experiments.exe" requires Node.js >= 25.7.0, but the current version is ${process.versions.node}.`,
      },
    );
  });

  test(
    'builds release/wc-lite on Node.js 25.7.0 or later',
    { skip: !supported || !posix },
    async () => {
      const result = await buildConfigFile('cli-tool-exe', {
        sources: { 'src/cli.ts': cliSource },
        files: { 'package.json': packageJson, 'rslib.exe.config.ts': exeConfig },
        config: { path: 'rslib.exe.config.ts' },
      });
      writeFileSync(path.join(result.dir, 'notes.txt'), NOTES);
      const words = run(result.dir, path.join(result.dir, 'release', 'wc-lite'), ['notes.txt']);
      assert.equal(words.status, 0, words.stderr);
      assert.equal(words.stdout, '     5 notes.txt\n');
    },
  );
});

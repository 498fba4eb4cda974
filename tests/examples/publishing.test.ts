// Backs docs/*/guide/workflow/publishing.mdx. Builds @acme/case-kit from the sources,
// rslib.config.ts and package.json blocks of the English page, then runs the checks the
// page shows: `npm pack --dry-run`, publint (its Node.js API, which packs with npm) and
// @arethetypeswrong/cli (its `attw` command, with --pack). The fixed package must pass
// all of them; the broken one must fail each in the way the page says. Also checks the
// page's claims about rsbuild-plugin-publint and the dual package hazard, and runs tsc
// in a consumer project under each moduleResolution (the TS2307 and typesVersions sections).
// Everything runs offline: npm pack only reads the folder.
// Run with: node --import tsx --test tests/examples/publishing.test.ts

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { type CaseResult, casesRoot, removeCases } from './helpers.ts';
import { blockTitled, buildConfigFile, pageBlocks } from './workflow-helpers.ts';

after(removeCases);

/** One entry of `npm pack --json` (the field these tests read). */
interface PackResult {
  files: { path: string }[];
}

/** A problem in the JSON report of attw (the fields these tests read). */
interface AttwProblem {
  kind: string;
  entrypoint?: string;
  resolutionKind?: string;
}

/** What a tsc run in a consumer project printed, and its exit status. */
interface TscRun {
  status: number | null;
  output: string;
}

const allBlocks = pageBlocks('docs/en/guide/workflow/publishing.mdx');
// The diff blocks (the typesVersions change) are edits of a file, not whole files.
const blocks = allBlocks.filter((block) => block.lang !== 'diff');
const typesVersionsDiff = allBlocks.find(
  (block) => block.lang === 'diff' && block.title === 'package.json',
)!.code;
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
function packedFiles(dir: string): string[] {
  const run = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  assert.equal(run.status, 0, run.stderr);
  return (JSON.parse(run.stdout) as PackResult[])[0].files.map((file) => file.path).sort();
}

/** Runs `attw --pack <dir> --profile node16 --format json`; returns { status, problems }. */
function attw(dir: string): { status: number | null; problems: AttwProblem[] } {
  const run = spawnSync(
    process.execPath,
    [ATTW, '--pack', dir, '--profile', 'node16', '--format', 'json', '--no-definitely-typed'],
    { encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as { problems?: Record<string, AttwProblem[]> };
  // The JSON lists problems of ignored resolutions too; --profile node16 ignores node10.
  const problems = Object.values(report.problems ?? {})
    .flat()
    .filter((problem) => problem.resolutionKind !== 'node10');
  return { status: run.status, problems };
}

const TSC = fileURLToPath(import.meta.resolve('typescript/lib/tsc.js'));

/** Applies the page's package.json diff (context and + lines) to a package.json text. */
function applyDiff(text: string, diff: string): string {
  const lines = diff.trimEnd().split('\n');
  const context = lines.filter((line) => !line.startsWith('+')).map((line) => line.trim());
  const added = lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1));
  const out = text.split('\n');
  // The context lines (before and after the added ones) are adjacent in package.json.
  const at = out.findIndex(
    (line, i) => line.trim() === context[0] && out[i + 1]?.trim() === context[1],
  );
  assert.ok(at >= 0, `the diff's context is in package.json: ${context.join(' / ')}`);
  out.splice(at + 1, 0, ...added);
  return out.join('\n');
}

/**
 * A consumer project with the built package copied into its node_modules (package.json
 * edited by `edit`) and a source file importing the main entry and the subpath.
 * Returns a function that runs tsc with the given compilerOptions: { status, output }.
 */
function consumer(
  name: string,
  pkgDir: string,
  edit: (text: string) => string = (text) => text,
): (compilerOptions: Record<string, unknown>) => TscRun {
  const dir = path.join(casesRoot, name);
  rmSync(dir, { recursive: true, force: true });
  const installed = path.join(dir, 'node_modules', '@acme', 'case-kit');
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  cpSync(path.join(pkgDir, 'dist'), path.join(installed, 'dist'), { recursive: true });
  const pkg = readFileSync(path.join(pkgDir, 'package.json'), 'utf8');
  writeFileSync(path.join(installed, 'package.json'), edit(pkg));
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "app", "private": true }\n');
  writeFileSync(
    path.join(dir, 'src', 'index.ts'),
    "import { toKebab } from '@acme/case-kit';\nimport { splitWords } from '@acme/case-kit/words';\n\nconsole.log(toKebab('A b'), splitWords('aB'));\n",
  );
  return (compilerOptions) => {
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, ...compilerOptions },
        include: ['src'],
      }),
    );
    const run = spawnSync(process.execPath, [TSC, '-p', '.'], { cwd: dir, encoding: 'utf8' });
    return { status: run.status, output: run.stdout };
  };
}

/** Runs a CommonJS snippet with node in `dir`. */
function node(dir: string, code: string): string {
  const run = spawnSync(process.execPath, ['-e', code], { cwd: dir, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
}

// Builds run one at a time, in `before` hooks: each one changes the working directory
// (see buildConfigFile), so two builds must never overlap.
describe('the fixed package', () => {
  let result: CaseResult;
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

describe('TypeScript resolution of the fixed package (TS2307, moduleResolution)', () => {
  let pkgDir: string;
  before(async () => {
    pkgDir = (await buildConfigFile('publishing-ts', { sources, files: fixed })).dir;
  });

  test('bundler, nodenext and module: preserve read exports', () => {
    const tsc = consumer('publishing-ts-exports', pkgDir);
    for (const options of [
      { module: 'esnext', moduleResolution: 'bundler' },
      { module: 'nodenext', moduleResolution: 'nodenext' },
      { module: 'nodenext' },
      { module: 'preserve' },
    ]) {
      assert.deepEqual(tsc(options), { status: 0, output: '' }, JSON.stringify(options));
    }
  });

  test('node10 resolves the main entry only; the subpath gets TS2307 with the hint', () => {
    const tsc = consumer('publishing-ts-node10', pkgDir);
    for (const options of [
      { module: 'commonjs', moduleResolution: 'node10' },
      { module: 'commonjs', moduleResolution: 'node' },
      { module: 'commonjs' },
      {},
    ]) {
      const { status, output } = tsc(options);
      assert.equal(status, 2, JSON.stringify(options));
      const errors = output.split('\n').filter((line) => line.includes('error'));
      assert.deepEqual(errors, [
        "src/index.ts(2,28): error TS2307: Cannot find module '@acme/case-kit/words' or its corresponding type declarations.",
      ]);
      assert.match(
        output,
        /There are types at '.*dist\/words\.d\.ts', but this result could not be resolved under your current 'moduleResolution' setting/,
      );
    }
  });

  test('module: esnext alone uses classic resolution: TS2792 for every import', () => {
    const { status, output } = consumer('publishing-ts-classic', pkgDir)({ module: 'esnext' });
    assert.equal(status, 2);
    assert.match(
      output,
      /src\/index\.ts\(1,25\): error TS2792: Cannot find module '@acme\/case-kit'\. Did you mean to set the 'moduleResolution' option to 'nodenext'/,
    );
    assert.match(output, /error TS2792: Cannot find module '@acme\/case-kit\/words'/);
  });

  test('the typesVersions diff gives node10 the subpath, and exports still wins elsewhere', () => {
    const tsc = consumer('publishing-ts-types-versions', pkgDir, (text) =>
      applyDiff(text, typesVersionsDiff),
    );
    assert.deepEqual(tsc({ module: 'commonjs', moduleResolution: 'node10' }), {
      status: 0,
      output: '',
    });
    assert.deepEqual(tsc({ module: 'esnext', moduleResolution: 'bundler' }), {
      status: 0,
      output: '',
    });
  });

  test('a subpath missing from exports gets TS2307 without a hint', () => {
    const tsc = consumer('publishing-ts-no-subpath', pkgDir, (text) => {
      const pkg = JSON.parse(text) as { exports: Record<string, unknown> };
      delete pkg.exports['./words'];
      return JSON.stringify(pkg);
    });
    const { status, output } = tsc({ module: 'esnext', moduleResolution: 'bundler' });
    assert.equal(status, 2);
    assert.equal(
      output.trim(),
      "src/index.ts(2,28): error TS2307: Cannot find module '@acme/case-kit/words' or its corresponding type declarations.",
    );
  });

  test('a package without its dist folder gets TS2307 for every import', () => {
    const tsc = consumer('publishing-ts-no-dist', pkgDir);
    rmSync(
      path.join(casesRoot, 'publishing-ts-no-dist', 'node_modules', '@acme', 'case-kit', 'dist'),
      {
        recursive: true,
      },
    );
    const { status, output } = tsc({ module: 'esnext', moduleResolution: 'bundler' });
    assert.equal(status, 2);
    assert.match(
      output,
      /^src\/index\.ts\(1,25\): error TS2307: Cannot find module '@acme\/case-kit' or its corresponding type declarations\.$/m,
    );
  });
});

describe('the broken package', () => {
  let result: CaseResult;
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

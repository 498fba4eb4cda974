// Backs docs/*/guide/workflow/monorepo.mdx with the files the English page shows: a
// workspace where @acme/cart imports @acme/money, both built by the `rslib` command with
// the shared config package @acme/rslib-config. The tests check the build order (cart's
// declarations need money's build), the output of both packages, that cart's
// declarations type-check in a consumer against money's built types, and the three
// variants of the "Declarations across packages" section: the @acme/source condition,
// project references with dts.build, and `paths` pointing at a sibling.
// pnpm is not available offline, so the workspace links are made the way pnpm makes
// them: a symlink per workspace dependency in each package's node_modules.
// Run with: node --import tsx --test tests/examples/monorepo.test.ts

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { stripVTControlCharacters } from 'node:util';
import { casesRoot, listFiles, removeCases, repoRoot } from './helpers.ts';

after(removeCases);

const PAGE = path.join(repoRoot, 'docs', 'en', 'guide', 'workflow', 'monorepo.mdx');
const RSLIB_BIN = path.join(repoRoot, 'node_modules', '@rslib', 'core', 'bin', 'rslib.js');
const TSC_BIN = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

interface TitledBlock {
  title: string;
  code: string;
}

/** A JSON block of the page (a package.json or a tsconfig.json). */
interface JsonBlock {
  compilerOptions?: Record<string, unknown>;
  references?: unknown[];
  [key: string]: unknown;
}

/** The fields of a package.json that the workspace links from. */
interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The code blocks of the page that have a title, in page order: [{ title, code }]. */
function titledBlocks(source: string): TitledBlock[] {
  const blocks: TitledBlock[] = [];
  let open: { fence: string; title: string; lines: string[] } | null = null;
  for (const line of source.split('\n')) {
    if (!open) {
      const fence = line.match(/^(`{3,})\w*.*\btitle="([^"]+)"/);
      if (fence) open = { fence: fence[1], title: fence[2], lines: [] };
    } else if (line.trim() === open.fence) {
      blocks.push({ title: open.title, code: `${open.lines.join('\n')}\n` });
      open = null;
    } else {
      open.lines.push(line);
    }
  }
  return blocks;
}

const blocks = titledBlocks(readFileSync(PAGE, 'utf8'));

/** The code of the n-th block (0-based; -1 for the last) with this title. */
function block(title: string, n = 0): string {
  const found = blocks.filter((b) => b.title === title);
  const picked = found.at(n);
  assert.ok(picked, `monorepo.mdx has no code block #${n} titled ${title}`);
  return picked.code;
}

const json = (title: string, n?: number): JsonBlock => JSON.parse(block(title, n));

function write(dir: string, file: string, content: string | object): void {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(
    full,
    typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`,
  );
}

function link(dir: string, name: string, target: string): void {
  const at = path.join(dir, 'node_modules', name);
  mkdirSync(path.dirname(at), { recursive: true });
  symlinkSync(target, at, 'junction');
}

/**
 * Writes the workspace of the page's first sections into a fresh folder and links it.
 * `change(ws)` may overwrite files before the build (a later section of the page).
 */
function workspace(name: string): string {
  const ws = path.join(casesRoot, name);
  rmSync(ws, { recursive: true, force: true });
  const pkgTsconfig = block('packages/money/tsconfig.json');
  const libConfig = block('packages/money/rslib.config.ts');
  write(ws, 'pnpm-workspace.yaml', block('pnpm-workspace.yaml'));
  write(ws, 'package.json', block('package.json'));
  write(ws, 'tsconfig.base.json', block('tsconfig.base.json'));
  write(ws, 'packages/rslib-config/package.json', block('packages/rslib-config/package.json'));
  write(ws, 'packages/rslib-config/index.ts', block('packages/rslib-config/index.ts'));
  write(ws, 'packages/money/package.json', block('packages/money/package.json'));
  write(ws, 'packages/money/tsconfig.json', pkgTsconfig);
  write(ws, 'packages/money/rslib.config.ts', libConfig);
  write(ws, 'packages/money/src/index.ts', block('packages/money/src/index.ts'));
  write(ws, 'packages/cart/package.json', block('packages/cart/package.json'));
  // The page: "packages/cart/tsconfig.json is the same file" and "the same two-line config".
  write(ws, 'packages/cart/tsconfig.json', pkgTsconfig);
  write(ws, 'packages/cart/rslib.config.ts', libConfig);
  write(ws, 'packages/cart/src/index.ts', block('packages/cart/src/index.ts'));

  // Root devDependencies, as pnpm installs them in the root node_modules.
  const root = JSON.parse(readFileSync(path.join(ws, 'package.json'), 'utf8')) as Manifest;
  for (const dep of Object.keys(root.devDependencies!)) {
    link(ws, dep, path.join(repoRoot, 'node_modules', dep));
  }
  // workspace:* dependencies, as pnpm links them in each package.
  for (const pkg of ['rslib-config', 'money', 'cart']) {
    const dir = path.join(ws, 'packages', pkg);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
    const deps = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [dep, range] of Object.entries(deps)) {
      assert.match(range, /^workspace:/);
      link(dir, dep, path.join(ws, 'packages', dep.replace('@acme/', '')));
    }
  }
  return ws;
}

interface BuildRun {
  status: number | null;
  output: string;
}

/** Runs `rslib` (the packages' build script) in one package; returns status and output. */
function build(ws: string, pkg: string): BuildRun {
  const run = spawnSync(process.execPath, [RSLIB_BIN], {
    cwd: path.join(ws, 'packages', pkg),
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // The TypeScript diagnostics are colored whatever the environment says.
  const output = stripVTControlCharacters(`${run.stdout}${run.stderr}`);
  return { status: run.status, output };
}

function buildOk(ws: string, pkg: string): BuildRun {
  const result = build(ws, pkg);
  assert.equal(result.status, 0, `rslib failed in ${pkg}:\n${result.output}`);
  return result;
}

const dist = (ws: string, pkg: string): string => path.join(ws, 'packages', pkg, 'dist');
const readDist = (ws: string, pkg: string, file: string): string =>
  readFileSync(path.join(dist(ws, pkg), file), 'utf8');

describe('a workspace where @acme/cart imports @acme/money', () => {
  const ws = workspace('monorepo-order');

  test('cart alone: the JavaScript is written, the declarations fail with TS2307', () => {
    const result = build(ws, 'cart');
    assert.notEqual(result.status, 0, 'building cart before money should fail');
    assert.match(
      result.output,
      /TS2307: Cannot find module '@acme\/money' or its corresponding type declarations/,
    );
    assert.ok(existsSync(path.join(dist(ws, 'cart'), 'index.js')));
  });

  test('money, then cart: both build, cart keeps @acme/money as an import', () => {
    buildOk(ws, 'money');
    buildOk(ws, 'cart');
    assert.deepEqual(listFiles(dist(ws, 'money')), ['index.d.ts', 'index.js']);
    assert.deepEqual(listFiles(dist(ws, 'cart')), ['index.d.ts', 'index.js']);
    const js = readDist(ws, 'cart', 'index.js');
    assert.equal(js, block('packages/cart/dist/index.js'));
    assert.doesNotMatch(js, /toFixed/, "money's code must not be bundled into cart");
    assert.equal(readDist(ws, 'cart', 'index.d.ts'), block('packages/cart/dist/index.d.ts'));
  });

  test("cart's declarations type-check in a consumer against money's built types", () => {
    const consumer = path.join(ws, 'consumer');
    write(consumer, 'tsconfig.json', {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        types: [],
      },
      include: ['check.ts'],
    });
    write(
      consumer,
      'check.ts',
      [
        "import { receipt, total, type CartLine } from '@acme/cart';",
        "import type { Money } from '@acme/money';",
        '',
        "const lines: CartLine[] = [{ name: 'Tea', price: { amount: 3.5, currency: 'EUR' } }];",
        'const sum: Money = total(lines);',
        'const text: string = receipt(lines);',
        '// @ts-expect-error GBP is not a currency of Money, so the types really come from money',
        "const wrong: CartLine = { name: 'Scone', price: { amount: 2, currency: 'GBP' } };",
        'export { sum, text, wrong };',
        '',
      ].join('\n'),
    );
    link(consumer, '@acme/cart', path.join(ws, 'packages', 'cart'));
    link(consumer, '@acme/money', path.join(ws, 'packages', 'money'));
    const run = spawnSync(process.execPath, [TSC_BIN, '-p', consumer, '--listFiles'], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, `tsc failed:\n${run.stdout}${run.stderr}`);
    const listed = run.stdout.split('\n').map((file) => path.resolve(file.trim()));
    for (const pkg of ['cart', 'money']) {
      assert.ok(
        listed.includes(path.join(dist(ws, pkg), 'index.d.ts')),
        `tsc should read packages/${pkg}/dist/index.d.ts`,
      );
    }
  });
});

describe('Declarations across packages: the variants', () => {
  test('with the @acme/source condition, cart builds its declarations before money', () => {
    const ws = workspace('monorepo-source');
    const money = JSON.parse(
      readFileSync(path.join(ws, 'packages/money/package.json'), 'utf8'),
    ) as JsonBlock;
    // The page shows only the changed field of money's package.json the second time.
    write(ws, 'packages/money/package.json', {
      ...money,
      ...json('packages/money/package.json', 1),
    });
    write(ws, 'tsconfig.base.json', block('tsconfig.base.json', 1));
    buildOk(ws, 'cart');
    assert.equal(existsSync(dist(ws, 'money')), false);
    assert.equal(readDist(ws, 'cart', 'index.d.ts'), block('packages/cart/dist/index.d.ts'));
  });

  test('dts.build writes money’s declarations only; a kept .tsbuildinfo makes it skip them', () => {
    const ws = workspace('monorepo-references');
    const cartTsconfig = json('packages/cart/tsconfig.json', -1);
    assert.ok(cartTsconfig.references, 'the references block of the page');
    write(ws, 'packages/cart/tsconfig.json', cartTsconfig);
    // "money's tsconfig gets the same composite and declarationDir"
    const moneyTsconfig = json('packages/money/tsconfig.json');
    moneyTsconfig.compilerOptions!.composite = cartTsconfig.compilerOptions!.composite;
    moneyTsconfig.compilerOptions!.declarationDir = cartTsconfig.compilerOptions!.declarationDir;
    write(ws, 'packages/money/tsconfig.json', moneyTsconfig);
    write(ws, 'packages/cart/rslib.config.ts', block('packages/cart/rslib.config.ts'));

    buildOk(ws, 'cart');
    assert.deepEqual(listFiles(dist(ws, 'money')), ['index.d.ts']);
    assert.deepEqual(listFiles(dist(ws, 'cart')), ['index.d.ts', 'index.js']);
    assert.ok(existsSync(path.join(ws, 'packages/money/tsconfig.tsbuildinfo')));
    assert.ok(existsSync(path.join(ws, 'packages/cart/tsconfig.tsbuildinfo')));

    rmSync(dist(ws, 'money'), { recursive: true });
    const stale = build(ws, 'cart');
    assert.notEqual(stale.status, 0);
    assert.match(stale.output, /TS2307: Cannot find module '@acme\/money'/);
  });

  test('paths pointing at a sibling: TS6059 and a repository path in the declaration', () => {
    const ws = workspace('monorepo-paths');
    const tsconfig = json('packages/money/tsconfig.json');
    tsconfig.compilerOptions!.paths = { '@acme/money': ['../money/src/index.ts'] };
    write(ws, 'packages/cart/tsconfig.json', tsconfig);
    const result = build(ws, 'cart');
    assert.notEqual(result.status, 0);
    assert.match(
      result.output,
      /TS6059: File '.*packages\/money\/src\/index\.ts' is not under 'rootDir'/,
    );
    const dts = readDist(ws, 'cart', 'index.d.ts');
    assert.match(dts, /from '\.\.\/\.\.\/money\/src\/index\.js'/);
  });
});

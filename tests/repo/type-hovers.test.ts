// plugins/type-hovers/: every option key of every checked example links to an existing
// section of the reference, in its page's language; what is not an option does not; blocks
// that opt out of the example check get no hovers; the Shiki transformer marks the tokens.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { codeToHast } from 'shiki';
import type { Analysis } from '../../plugins/type-hovers/analyze.ts';
import type { Lang } from '../../site/locale.ts';
import type { Node } from './shiki-hast.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { analyze } = await import('../../plugins/type-hovers/analyze.ts');
const { transformerTypeHovers, hoverFile } = await import('../../plugins/type-hovers/index.ts');
const { transformerRslibNotation } = await import('../../plugins/code-notation.ts');
const { sourceOfRoute } = await import('../../site/pages.ts');

/** The heading ids of the page a site path names, or null when there is no such page. */
function anchorsOf(docsRoot: string, href: string) {
  const [route, anchor] = href.split('#');
  const file = sourceOfRoute(docsRoot, route);
  if (!file) return { page: false };
  const ids = new Set([...readFileSync(file, 'utf8').matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]));
  return { page: true, anchor: anchor === undefined || ids.has(anchor) };
}

/** Every option key of the analysis that links nowhere or to a section that does not exist. */
function brokenOptionLinks(analysis: Analysis, docsRoot: string): string[] {
  const problems: string[] = [];
  for (const block of analysis.blocks) {
    for (const hover of block.hovers) {
      if (!hover.path) continue;
      const where = `${block.page}:${block.line} ${hover.path}`;
      if (!hover.ref) {
        problems.push(`${where}: no reference section`);
        continue;
      }
      const prefix = block.lang === 'zh' ? '/zh/' : '/';
      if (!hover.ref.href.startsWith(prefix))
        problems.push(`${where}: ${hover.ref.href} is in the other language`);
      const found = anchorsOf(docsRoot, hover.ref.href);
      if (!found.page || !found.anchor) problems.push(`${where}: ${hover.ref.href} does not exist`);
    }
  }
  return problems;
}

const docsAnalysis = analyze(root);

test('every option key in every config example links to an existing reference section', () => {
  const keys = docsAnalysis.blocks.flatMap((b) => b.hovers.filter((h) => h.path));
  assert.ok(keys.length > 1000, `only ${keys.length} option keys found in the examples`);
  assert.deepEqual(brokenOptionLinks(docsAnalysis, path.join(root, 'docs')), []);
});

test('each language links to its own pages and summarizes in its own words', () => {
  const dts = (lang: Lang) =>
    docsAnalysis.blocks
      .find((b) => b.page === `docs/${lang}/config/lib/dts.mdx`)!
      .hovers.find((h) => h.path === 'lib.dts')!;
  assert.equal(dts('en').ref!.href, '/config/lib/dts');
  assert.equal(dts('zh').ref!.href, '/zh/config/lib/dts');
  assert.match(
    dts('en').ref!.summary,
    /^`dts` makes a `lib` item emit TypeScript declaration files/,
  );
  assert.match(dts('zh').ref!.summary, /类型声明文件.*。$/);
  assert.match(dts('en').type, /^\(property\) LibConfig\.dts\?: Dts$/);
});

// A docs tree of its own: one reference page and one guide page with three examples.
const scratch = mkdtempSync(path.join(root, 'node_modules', '.cache', 'type-hovers-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function writeDocs() {
  for (const lang of ['en', 'zh']) {
    mkdirSync(path.join(scratch, lang, 'config', 'lib'), { recursive: true });
    mkdirSync(path.join(scratch, lang, 'guide'), { recursive: true });
    writeFileSync(
      path.join(scratch, lang, 'config', 'lib', 'format.mdx'),
      [
        '# lib.format {#format}',
        '',
        lang === 'en' ? 'The `format` of one item. More words.' : '一个 `lib` 项的格式。其余。',
        '',
        '<OptionMeta name="lib.format" type="Format" topLevel />',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(scratch, lang, 'guide', 'page.mdx'),
      [
        '```ts title="rslib.config.ts"',
        "import { defineConfig } from '@rslib/core';",
        '',
        'export default defineConfig({',
        "  lib: [{ format: 'esm', dts: true, source: { entry: { index: './src/a.ts' } } }],",
        '});',
        '```',
        '',
        '{/* check-examples: skip because it shows one key */}',
        '',
        '```ts title="rslib.config.ts"',
        "import { defineConfig } from '@rslib/core';",
        "export default defineConfig({ format: 'cjs' });",
        '```',
        '',
      ].join('\n'),
    );
  }
}

test('a key without a reference section is reported, and an opted-out block has no hovers', () => {
  writeDocs();
  const analysis = analyze(root, { docsRoot: scratch });
  assert.equal(analysis.blocks.length, 2, 'one checked block per language');
  const en = analysis.blocks.find((b) => b.lang === 'en')!;
  const byPath = Object.fromEntries(en.hovers.filter((h) => h.path).map((h) => [h.path, h]));
  // `index` is a key of a record, not an option; `lib`, `dts` and `source` have no page here.
  assert.deepEqual(Object.keys(byPath).sort(), [
    'lib',
    'lib.dts',
    'lib.format',
    'lib.source',
    'lib.source.entry',
  ]);
  assert.equal(byPath['lib.format'].ref!.href, '/config/lib/format');
  assert.equal(byPath['lib.format'].ref!.summary, 'The `format` of one item.');
  const broken = brokenOptionLinks(analysis, scratch);
  assert.ok(
    broken.some((p) => p.endsWith('lib.dts: no reference section')),
    broken.join('\n'),
  );
  assert.ok(!broken.some((p) => p.includes(' lib.format:')), broken.join('\n'));
  // The skipped block is not analyzed, so the remark pass never tags it.
  const source = readFileSync(path.join(scratch, 'en', 'guide', 'page.mdx'), 'utf8');
  const skipped =
    "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ format: 'cjs' });";
  assert.ok(source.includes(skipped));
  assert.equal(
    analysis.find(path.relative(root, path.join(scratch, 'en', 'guide', 'page.mdx')), skipped),
    undefined,
  );
});

test('the transformer marks each hover token and makes option keys links', async () => {
  const block = docsAnalysis.blocks.find((b) => b.page === 'docs/zh/config/lib/dts.mdx')!;
  const hast: Node = await codeToHast(block.code, {
    lang: 'ts',
    theme: 'github-light',
    meta: { __raw: `title="rslib.config.ts" hovers=${block.id}` },
    transformers: [transformerRslibNotation(), transformerTypeHovers(() => block)],
  });
  const marked: Node[] = [];
  const walk = (node: Node) => {
    if (node.properties?.['data-h'] !== undefined) marked.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(hast);
  assert.equal(marked.length, block.hovers.length, 'one token per hover');
  for (const node of marked) {
    const hover = block.hovers[Number(node.properties!['data-h'])];
    const text = node.children!.map((c) => c.value).join('');
    assert.equal(text, block.code.slice(hover.start, hover.end));
    assert.equal(node.tagName, hover.ref ? 'a' : 'span');
    // The whole address, even for a section of the same page: an identical block on another
    // page shares this analysis, so a hash alone would point into the wrong page.
    if (hover.ref) assert.equal(node.properties!.href, hover.ref.href);
  }
  assert.ok(
    marked.some((node) => node.properties!.href === `${block.route}#dts-build`),
    'a link to a section of the same page',
  );
  assert.equal(hast.children![0].properties!['data-hovers'], block.id);
  const file = hoverFile(block);
  const dts = file.hovers.find((h) => h.path === 'lib.dts');
  assert.equal(dts!.href, '/zh/config/lib/dts');
});

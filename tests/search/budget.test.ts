// Search budgets over the build output (the numbers are in budgets.json, read by site/budgets.ts):
// - each language's first tier and full-text tier within their gzip budgets, in the shapes the
//   client expects (the first tier in DocSearch's hit shape, the full text aligned with it);
// - a doc page's first load carries no DocSearch, Algolia or engine code, styles or index, and
//   what search does add (button, shortcuts, its styles and strings) stays within its budget.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { pageAssets } from '../../scripts/lib/page-weight.ts';
import type { CodeFile, FullTextFile, Hierarchy, SearchIndexFile } from '../../search/types.ts';
import { BUILD_DIR, ROOT, readTier } from './helpers.ts';

const { BUDGETS } = await import('../../site/budgets.ts');
const { indexPath } = await import('../../search/settings.ts');
const { LANGS } = await import('../../site/locale.ts');
const { withLang } = await import('../../site/locale.ts');

const LEVELS: (keyof Hierarchy)[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('search index', () => {
  for (const lang of LANGS) {
    test(`${lang}: the first tier is within ${kb(BUDGETS.searchFirstTier)} gzip`, () => {
      const size = gzipSync(readTier(lang, 'first')).length;
      assert.ok(size <= BUDGETS.searchFirstTier, kb(size));
    });

    test(`${lang}: the full-text tier is within ${kb(BUDGETS.searchFullTextTier)} gzip more`, () => {
      const size = gzipSync(readTier(lang, 'full')).length;
      assert.ok(size <= BUDGETS.searchFullTextTier, kb(size));
    });

    test(`${lang}: the code tier is within ${kb(BUDGETS.searchCodeTier)} gzip more`, () => {
      const size = gzipSync(readTier(lang, 'code')).length;
      assert.ok(size <= BUDGETS.searchCodeTier, kb(size));
    });

    test(`${lang}: the code tier belongs to the first tier, one entry per record`, () => {
      const first: SearchIndexFile = JSON.parse(readTier(lang, 'first'));
      const code: CodeFile = JSON.parse(readTier(lang, 'code'));
      assert.equal(code.version, 1);
      assert.equal(code.lang, lang);
      assert.equal(code.key, first.key);
      assert.equal(code.code.length, first.records.length);
      const texts = code.code.filter((t) => t !== null);
      assert.ok(texts.length > 50 && texts.every((t) => typeof t === 'string' && t.length > 0));
      assert.ok(
        first.records.every((r) => !('code' in r)),
        'code stays out of the first tier',
      );
    });

    test(`${lang}: the first tier carries other tools' option names from the migration pages`, () => {
      const { crossTool }: SearchIndexFile = JSON.parse(readTier(lang, 'first'));
      assert.ok(Array.isArray(crossTool) && crossTool.length >= 20, `${crossTool?.length}`);
      const tools = new Set(crossTool.map(([tool]) => tool));
      for (const tool of ['tsup', 'tsc', 'modern.js module', 'father', 'vite'])
        assert.ok(tools.has(tool), tool);
      assert.ok(
        crossTool.some(([, term, rslib]) => term === 'outDir' && rslib.includes('output.distPath')),
      );
    });

    test(`${lang}: one record per heading section, in DocSearch's hit shape`, () => {
      const {
        records,
        lang: fileLang,
        version,
        key,
      }: SearchIndexFile = JSON.parse(readTier(lang, 'first'));
      assert.equal(version, 1);
      assert.equal(fileLang, lang);
      assert.match(key!, /^[0-9a-f]{16}$/);
      assert.ok(records.length > 50);
      const ids = new Set<string>();
      const prefix = withLang(lang, '/');
      for (const r of records) {
        assert.equal(typeof r.objectID, 'string');
        assert.ok(!ids.has(r.objectID), `duplicate ${r.objectID}`);
        ids.add(r.objectID);
        assert.ok(r.url.startsWith(prefix) && r.url.includes('#'), r.url);
        if (lang === 'en')
          assert.ok(!LANGS.some((l) => l !== 'en' && r.url.startsWith(withLang(l, '/'))), r.url);
        assert.match(r.type, /^lvl[1-6]$/);
        assert.deepEqual(Object.keys(r.hierarchy), LEVELS);
        assert.ok(r.hierarchy.lvl0 && r.hierarchy.lvl1, r.url);
        assert.ok(r.content === null || typeof r.content === 'string');
        assert.ok(r.type !== 'content' && r.hierarchy[r.type], `${r.url}: its own heading`);
      }
    });

    test(`${lang}: the full-text tier belongs to the first tier and completes its texts`, () => {
      const first: SearchIndexFile = JSON.parse(readTier(lang, 'first'));
      const full: FullTextFile = JSON.parse(readTier(lang, 'full'));
      assert.equal(full.version, 1);
      assert.equal(full.lang, lang);
      assert.equal(full.key, first.key);
      assert.equal(full.rest.length, first.records.length);
      const cut = full.rest.filter((t) => t !== null);
      assert.ok(cut.length > 0 && cut.every((t) => typeof t === 'string' && t.length > 0));
      // Only sections with text were cut.
      full.rest.forEach((t, i) => {
        if (t !== null) assert.ok(first.records[i].content, first.records[i].url);
      });
    });
  }
});

/** The scripts and stylesheets a page loads before any interaction (the budget checks' rule). */
function firstLoadAssets(page: string): string[] {
  const html = readFileSync(path.join(BUILD_DIR, page), 'utf8');
  const { js, css } = pageAssets(html);
  assert.ok(js.length > 0, `${page}: no first-load script found`);
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('\n');
  return [...js, ...css]
    .map((ref) => readFileSync(path.join(BUILD_DIR, ref), 'utf8'))
    .concat(inline, html);
}

describe('first load of a doc page', () => {
  for (const page of ['guide/start/index.html', 'config/lib/dts.html', 'zh/guide/basic/cli.html']) {
    test(`${page}: DocSearch, its styles, the engine and the index load later`, () => {
      const assets = firstLoadAssets(page).join('\n');
      for (const marker of [
        '__DOCSEARCH_FAVORITE_SEARCHES__', // @docsearch/react
        'DocSearch-Modal', // @docsearch/css and the modal
        'x-algolia-agent', // algoliasearch
        'rslib-docs local search', // the modal adapter (search/docsearch.ts)
        ...LANGS.flatMap((l) => [
          indexPath(l, 'first'),
          indexPath(l, 'full'),
          indexPath(l, 'code'),
        ]),
      ]) {
        assert.ok(!assets.includes(marker), `${marker} is in the first load`);
      }
      assert.ok(assets.includes('Control+K Meta+K /'), 'the search button is in the page');
    });
  }

  test(`what search adds is at most ${kb(BUDGETS.searchFirstLoad)} gzip`, () => {
    // An upper bound: the button's unminified code, its unminified styles and its strings.
    const dir = path.join(ROOT, 'theme/components/Search');
    const code = ['index.tsx', 'SearchButton.tsx', 'useSearchShortcuts.ts']
      .map(
        (f) =>
          ts.transpileModule(readFileSync(path.join(dir, f), 'utf8'), {
            compilerOptions: {
              jsx: ts.JsxEmit.ReactJSX,
              module: ts.ModuleKind.ESNext,
              target: ts.ScriptTarget.ES2022,
              removeComments: true,
            },
          }).outputText,
      )
      .join('\n');
    const styles = ['SearchButton.module.scss', 'SearchModal.module.scss']
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    const strings = Object.entries(JSON.parse(readFileSync(path.join(ROOT, 'i18n.json'), 'utf8')))
      .filter(([key]) => key.startsWith('search'))
      .map((entry) => JSON.stringify(entry))
      .join('\n');
    const size = gzipSync(code).length + gzipSync(styles).length + gzipSync(strings).length;
    assert.ok(size <= BUDGETS.searchFirstLoad, kb(size));
  });
});

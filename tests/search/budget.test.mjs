// Search budgets over the build output (DESIGN.md, Budgets):
// - each language's index ≤ 60 KB gzip, and in DocSearch's hit shape;
// - a doc page's first load carries no DocSearch, Algolia or engine code or styles, and what
//   search does add (button, shortcuts, its styles and strings) stays ≤ 5 KB gzip.
import './register-ts.mjs';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { BUILD_DIR, indexFile, loadIndex, ROOT } from './helpers.mjs';

const INDEX_BUDGET = 60 * 1024;
const FIRST_LOAD_BUDGET = 5 * 1024;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

describe('search index', () => {
  for (const lang of ['en', 'zh']) {
    test(`${lang}: at most 60 KB gzip`, () => {
      const size = gzipSync(readFileSync(indexFile(lang))).length;
      assert.ok(size <= INDEX_BUDGET, `${(size / 1024).toFixed(1)} KB`);
    });

    test(`${lang}: one record per heading section, in DocSearch's hit shape`, () => {
      const { records, lang: fileLang } = loadIndex(lang);
      assert.equal(fileLang, lang);
      assert.ok(records.length > 50);
      const ids = new Set();
      for (const r of records) {
        assert.equal(typeof r.objectID, 'string');
        assert.ok(!ids.has(r.objectID), `duplicate ${r.objectID}`);
        ids.add(r.objectID);
        assert.match(r.url, lang === 'zh' ? /^\/zh\/[^#]*#.+$/ : /^\/(?!zh\/)[^#]*#.+$/);
        assert.match(r.type, /^lvl[1-6]$/);
        assert.deepEqual(Object.keys(r.hierarchy), LEVELS);
        assert.ok(r.hierarchy.lvl0 && r.hierarchy.lvl1, r.url);
        assert.ok(r.content === null || typeof r.content === 'string');
        assert.ok(r.hierarchy[r.type], `${r.url}: its own heading`);
      }
    });
  }
});

/** The scripts and stylesheets a page loads before any interaction. */
function firstLoadAssets(page) {
  const html = readFileSync(path.join(BUILD_DIR, page), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="(?:preload|modulepreload)"[^>]*href="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*href="([^"]+\.js)"[^>]*rel="(?:preload|modulepreload)"/g),
    ...html.matchAll(/<link[^>]*href="([^"]+\.css)"[^>]*rel="stylesheet"/g),
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g),
  ].map((m) => m[1]);
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return [...new Set(refs)]
    .map((ref) => readFileSync(path.join(BUILD_DIR, ref), 'utf8'))
    .concat(inline, html);
}

describe('first load of a doc page', () => {
  for (const page of ['guide/start/index.html', 'config/lib/dts.html', 'zh/guide/basic/cli.html']) {
    test(`${page}: DocSearch, its styles and the engine load later`, () => {
      const assets = firstLoadAssets(page).join('\n');
      for (const marker of [
        '__DOCSEARCH_FAVORITE_SEARCHES__', // @docsearch/react
        'DocSearch-Modal', // @docsearch/css and the modal
        'x-algolia-agent', // algoliasearch
        'rslib-docs local search', // the local client
        '/search/en.json',
      ]) {
        assert.ok(!assets.includes(marker), `${marker} is in the first load`);
      }
      assert.ok(assets.includes('Control+K Meta+K /'), 'the search button is in the page');
    });
  }

  test('what search adds is at most 5 KB gzip', () => {
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
    assert.ok(size <= FIRST_LOAD_BUDGET, `${(size / 1024).toFixed(1)} KB`);
  });
});

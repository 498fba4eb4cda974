// The local search engine on small hand-made records: tokenizing, ranking, highlighting,
// snippets, escaping, and the DocSearch response shape.
import './register-ts.mjs';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { record } from './helpers.mjs';

const { SearchEngine } = await import('../../search/engine.ts');
const { localSearchClient } = await import('../../search/docsearch.ts');
const { indexTerms, parts, setSegmenterForTesting } = await import('../../search/tokenize.ts');
const { pageRecords } = await import('../../search/extract.ts');

const RECORDS = [
  record(
    '/config/lib/auto-external#auto-external',
    { lvl0: 'Lib Configurations', lvl1: 'lib.autoExternal' },
    'Whether to externalize dependencies automatically.',
    'lvl1',
  ),
  record(
    '/config/lib/dts#dts-bundle',
    { lvl0: 'Lib Configurations', lvl1: 'lib.dts', lvl2: 'dts.bundle' },
    'Bundle the declaration files.',
    'lvl2',
  ),
  record(
    '/guide/faq#misc',
    { lvl0: 'FAQ', lvl1: 'Features FAQ', lvl2: 'Misc' },
    'Some text that mentions autoExternal and dts bundle in passing, with <angle> & "quotes".',
    'lvl2',
  ),
  record(
    '/guide/basic/cli#watch',
    { lvl0: 'Basic', lvl1: 'CLI', lvl2: 'Watch mode' },
    'Run rslib build --watch to rebuild on changes.',
    'lvl2',
  ),
  record(
    '/guide/basic/cli#lib',
    { lvl0: 'Basic', lvl1: 'CLI', lvl2: 'Selecting libs' },
    '--lib <id> builds one lib.',
    'lvl2',
  ),
  record(
    '/zh/guide/start/quick-start#quick-start',
    { lvl0: '开始', lvl1: '快速上手' },
    '使用 create-rslib 创建一个新的库项目，然后配置产物格式。',
    'lvl1',
  ),
  record(
    '/zh/guide/advanced/dts#dts',
    { lvl0: '进阶', lvl1: '类型声明文件' },
    'Rslib 可以生成类型声明文件。',
    'lvl1',
  ),
];

const pagesOf = (hits) => [...new Set(hits.map((h) => h.url_without_anchor))];

describe('tokenizer', () => {
  test('splits identifiers into parts and joined forms', () => {
    assert.deepEqual(
      parts('autoExternal').map((p) => p.term),
      ['auto', 'external'],
    );
    assert.deepEqual(
      parts('lib.dts.bundle').map((p) => p.term),
      ['lib', 'dts', 'bundle'],
    );
    assert.deepEqual(
      parts('UMDName').map((p) => p.term),
      ['umd', 'name'],
    );
    const terms = indexTerms('auto-external lib.dts.bundle');
    for (const t of ['auto', 'external', 'autoexternal', 'libdtsbundle', 'dtsbundle'])
      assert.ok(terms.includes(t), t);
  });

  test('segments Chinese into words and bigrams, and falls back to bigrams alone', () => {
    const terms = indexTerms('类型声明文件');
    assert.ok(terms.includes('类型') && terms.includes('声明') && terms.includes('型声'));
    setSegmenterForTesting(false);
    try {
      const fallback = indexTerms('类型声明文件');
      assert.deepEqual(fallback, ['类型', '型声', '声明', '明文', '文件']);
      const engine = new SearchEngine(RECORDS);
      assert.equal(engine.search('类型声明').hits[0].url_without_anchor, '/zh/guide/advanced/dts');
    } finally {
      setSegmenterForTesting(true);
    }
  });

  test('indexes CLI flags with their dashes', () => {
    assert.ok(indexTerms('run rslib --watch now').includes('--watch'));
  });
});

describe('ranking', () => {
  const engine = new SearchEngine(RECORDS);

  test('a title or heading match ranks above body text', () => {
    assert.deepEqual(pagesOf(engine.search('autoExternal').hits).slice(0, 2), [
      '/config/lib/auto-external',
      '/guide/faq',
    ]);
    assert.equal(engine.search('dts bundle').hits[0].url, '/config/lib/dts#dts-bundle');
  });

  test('finds identifiers in every form a reader types', () => {
    for (const q of [
      'autoExternal',
      'auto-external',
      'auto external',
      'AUTOEXTERNAL',
      'autoExt',
      'autoExtrenal',
    ]) {
      assert.equal(engine.search(q).hits[0]?.url_without_anchor, '/config/lib/auto-external', q);
    }
    assert.equal(engine.search('lib.dts.bundle').hits[0].url, '/config/lib/dts#dts-bundle');
  });

  test('a flag finds the pages that show the flag', () => {
    assert.equal(engine.search('--lib').hits[0].url, '/guide/basic/cli#lib');
    assert.equal(engine.search('--watch').hits[0].url, '/guide/basic/cli#watch');
  });

  test('Chinese terms, and English option names among Chinese text', () => {
    assert.equal(
      engine.search('快速上手').hits[0].url_without_anchor,
      '/zh/guide/start/quick-start',
    );
    assert.equal(
      engine.search('产物格式').hits[0].url_without_anchor,
      '/zh/guide/start/quick-start',
    );
    assert.equal(
      engine.search('create-rslib').hits[0].url_without_anchor,
      '/zh/guide/start/quick-start',
    );
  });

  test('nothing for nonsense, empty or blank queries', () => {
    for (const q of ['zzqqxv', '', '   ', '🚀', '.*+?^\u0024{}()|[]\\'])
      assert.equal(engine.search(q).hits.length, 0, q);
  });
});

describe('highlights and snippets', () => {
  const engine = new SearchEngine(RECORDS);

  test('marks the matched words and escapes everything else', () => {
    const hit = engine.search('quotes').hits[0];
    assert.equal(hit.url, '/guide/faq#misc');
    assert.match(
      hit._highlightResult.content.value,
      /&lt;angle&gt; &amp; &quot;<mark>quotes<\/mark>&quot;/,
    );
    assert.equal(hit._highlightResult.content.matchLevel, 'full');
    // Raw values are escaped too: DocSearch shows recent searches from them as HTML.
    assert.match(hit.content, /&lt;angle&gt;/);
    assert.ok(!('keywords' in hit));
  });

  test('a markup query cannot inject markup', () => {
    for (const hit of engine.search('<img src=x onerror=alert(1)> autoExternal').hits) {
      const html = JSON.stringify([
        hit._highlightResult,
        hit._snippetResult,
        hit.hierarchy,
        hit.content,
      ]);
      assert.ok(!/<(?!\/?mark>)/.test(html.replace(/\\u003c/g, '<')), html);
    }
  });

  test('cuts snippets to the requested number of words, around the match', () => {
    const long = record(
      '/x#y',
      { lvl2: 'Long' },
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen target sixteen seventeen eighteen nineteen twenty more words after the match here',
      'lvl2',
    );
    const engine2 = new SearchEngine([long]);
    for (const words of [10, 5]) {
      const value = engine2.search('target', { snippetWords: words }).hits[0]._snippetResult.content
        .value;
      assert.match(value, /^….*<mark>target<\/mark>.*…$/);
      assert.equal(
        value
          .replace(/<\/?mark>/g, '')
          .replace(/…/g, ' ')
          .trim()
          .split(/\s+/).length,
        words,
      );
    }
  });
});

describe('DocSearch client', () => {
  test('answers with the Algolia response shape, in the requested language', async () => {
    const client = localSearchClient({
      lang: 'en',
      loader: async (lang, tier) => {
        if (tier === 'full') throw new Error('no full-text tier in this test');
        return {
          version: 1,
          lang,
          records: RECORDS.filter((r) => r.url.startsWith('/zh/') === (lang === 'zh')),
        };
      },
    });
    const { results } = await client.search({
      requests: [
        {
          query: '快速',
          indexName: 'x',
          facetFilters: ['lang:zh'],
          hitsPerPage: 20,
          attributesToSnippet: ['content:5'],
        },
      ],
    });
    const [result] = results;
    assert.equal(result.hits[0].url, '/zh/guide/start/quick-start#quick-start');
    assert.equal(result.nbHits, 1);
    assert.match(result.queryID, /^[0-9a-f]{32}$/);
    const hit = result.hits[0];
    for (const key of [
      'objectID',
      'url',
      'url_without_anchor',
      'anchor',
      'type',
      'hierarchy',
      'content',
      '_highlightResult',
      '_snippetResult',
    ]) {
      assert.ok(key in hit, key);
    }
  });

  test('a failed index load is a RetryError (DocSearch error screen), and is retried', async () => {
    let fail = true;
    const client = localSearchClient({
      lang: 'en',
      loader: async (lang) => {
        if (fail) throw new Error('offline');
        return { version: 1, lang, records: RECORDS };
      },
    });
    await assert.rejects(
      client.search({ requests: [{ query: 'dts', facetFilters: ['lang:fail'] }] }),
      { name: 'RetryError' },
    );
    fail = false;
    const { results } = await client.search({
      requests: [{ query: 'dts', facetFilters: ['lang:fail'] }],
    });
    assert.ok(results[0].hits.length > 0);
  });
});

describe('index records from rendered pages', () => {
  const html = `<html><body><header class="rp-nav"><ul><li class="rp-nav-menu__item"><a href="/config/" class="rp-nav-menu__item__container rp-link">Config</a></li></ul></header>
<aside class="rp-doc-layout__sidebar"><div class="rp-sidebar-item rp-sidebar-group" data-depth="0"><div class="rp-sidebar-item__left"><span class="rp-doc">Lib Configurations</span></div></div>
<a href="/config/lib/dts" class="rp-sidebar-item rp-sidebar-item--active rp-link" data-depth="1"><span class="rp-doc">dts</span></a></aside>
<main><div class="rp-doc rspress-doc"><!--$--><h1 id="dts"><a href="#dts" class="rp-header-anchor" aria-hidden="true">#</a>lib.dts</h1>
<div class="rp-not-doc"><button>Copy Markdown</button></div><p>Emits <code>.d.ts</code> files &amp; more.</p>
<h2 id="dts-bundle"><a class="rp-header-anchor" aria-hidden="true" href="#dts-bundle">#</a>dts.bundle</h2><p>Bundles <strong>declarations</strong>.</p>
<div class="rp-codeblock"><div class="rp-codeblock__title">rslib.config.ts</div><pre><code>export default {}</code></pre></div>
<h3 id="bundled-packages">dts.bundle.bundledPackages</h3><ul><li>One</li><li>Two</li></ul>
<h2 id="related">Related</h2><p>See also lib.format.</p><!--/$--></div><footer>Footer text</footer></main></body></html>`;

  test('one record per heading section, in the hit shape, without code or controls', () => {
    const records = pageRecords({ url: '/config/lib/dts', html, fallbackGroup: 'Rslib' });
    assert.deepEqual(
      records.map((r) => [
        r.url,
        r.type,
        r.hierarchy.lvl0,
        r.hierarchy.lvl1,
        r.hierarchy.lvl2,
        r.hierarchy.lvl3,
        r.content,
      ]),
      [
        [
          '/config/lib/dts#dts',
          'lvl1',
          'Lib Configurations',
          'lib.dts',
          null,
          null,
          'Emits .d.ts files & more.',
        ],
        [
          '/config/lib/dts#dts-bundle',
          'lvl2',
          'Lib Configurations',
          'lib.dts',
          'dts.bundle',
          null,
          'Bundles declarations.',
        ],
        [
          '/config/lib/dts#bundled-packages',
          'lvl3',
          'Lib Configurations',
          'lib.dts',
          'dts.bundle',
          'dts.bundle.bundledPackages',
          'One Two',
        ],
      ],
    );
    assert.equal(records[0].objectID, '/config/lib/dts#dts');
  });
});

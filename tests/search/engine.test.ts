// The local search engine on small hand-made records: tokenizing, ranking, highlighting,
// snippets, escaping, and the DocSearch response shape.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CodeFile, SearchHit, SearchIndexFile } from '../../search/types.ts';
import { localClient, record } from './helpers.ts';

const { SearchEngine } = await import('../../search/engine.ts');
const { indexTerms, parts, setSegmenterForTesting } = await import('../../search/tokenize.ts');
const { pageRecords } = await import('../../search/extract.ts');
const { codeText } = await import('../../search/code.ts');
const { normalizeQuery } = await import('../../search/normalize.ts');
const { parseMigrationTables } = await import('../../search/crosstool.ts');
const { CrossToolTable } = await import('../../search/vocabulary.ts');
const { suggest, correctQuery } = await import('../../search/suggest.ts');
const { splitTiers, SearchBudgetError } = await import('../../search/build.ts');

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

const pagesOf = (hits: SearchHit[]) => [...new Set(hits.map((h) => h.url_without_anchor))];

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
    assert.match(hit.content!, /&lt;angle&gt;/);
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
    const client = localClient({
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
    const client = localClient({
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

  test('the text of code blocks is kept apart, line by line, with the block title', () => {
    const records = pageRecords({ url: '/config/lib/dts', html, fallbackGroup: 'Rslib' });
    assert.equal(records[0].code, undefined);
    assert.equal(records[1].code, 'rslib.config.ts\nexport default {}');
    assert.doesNotMatch(records[1].content!, /export default/);
  });
});

describe('code blocks are searchable', () => {
  const prose = record(
    '/api/types#merge',
    { lvl0: 'API', lvl1: 'Types', lvl2: 'Merge configs' },
    'Merge two configurations with mergeRslibConfig.',
  );
  const codeOnly = record(
    '/api/types#extend',
    { lvl0: 'API', lvl1: 'Types', lvl2: 'Extend a config' },
    'A function that receives the config and returns a new one.',
  );
  const other = record(
    '/config/lib/format#format',
    { lvl0: 'Lib Configurations', lvl1: 'lib.format' },
    'The output format.',
    'lvl1',
  );

  test('the code tier keeps identifiers, option paths, flags and messages, once, without the prose', () => {
    const code = [
      "import { defineConfig, type ExtendConfigFn } from '@rslib/core';",
      'export default defineConfig({ output: { distPath: { root: "lib" } } });',
      '$ npx rslib build --watch --watch',
      'error   Could not find any entry module',
    ].join('\n');
    const text = codeText(code, 'A function that receives the config')!;
    const words = text.split(' ');
    for (const w of [
      'defineConfig',
      'ExtendConfigFn',
      'rslib/core',
      'distPath',
      '--watch',
      'Could',
    ])
      assert.ok(words.includes(w), `${w} in ${text}`);
    assert.equal(words.filter((w) => w === '--watch').length, 1);
    for (const w of ['import', 'export', 'default', 'function', 'config', '1'])
      assert.ok(!words.includes(w), `${w} left out of ${text}`);
  });

  test('an identifier that only code shows finds its section, below a section whose prose names it', async () => {
    const engine = new SearchEngine([prose, codeOnly, other]);
    assert.equal(engine.search('ExtendConfigFn').hits.length, 0);
    await engine.addCode(['mergeRslibConfig RslibConfig', 'ExtendConfigFn NormalizedConfig', null]);
    assert.equal(pagesOf(engine.search('ExtendConfigFn').hits)[0], '/api/types');
    assert.equal(engine.search('ExtendConfigFn').hits[0].url, '/api/types#extend');
    assert.equal(engine.search('NormalizedConfig').hits[0].url, '/api/types#extend');
    // Prose outranks code: both sections have mergeRslibConfig, the one whose text says it leads.
    assert.equal(engine.search('mergeRslibConfig').hits[0].url, '/api/types#merge');
  });

  test('the build writes the code tier aligned with the first tier, with the same key', () => {
    const records = [
      { ...codeOnly, code: 'export const extend: ExtendConfigFn = (config) => config;' },
      other,
    ];
    const tiers = splitTiers('en', records, { first: 60 * 1024, full: 60 * 1024, code: 8 * 1024 });
    const first: SearchIndexFile = JSON.parse(tiers.first);
    const code: CodeFile = JSON.parse(tiers.code);
    assert.equal(code.key, first.key);
    assert.equal(code.code.length, first.records.length);
    assert.match(code.code[0]!, /ExtendConfigFn/);
    assert.equal(code.code[1], null);
    assert.ok(
      first.records.every((r) => !('code' in r)),
      'no code in the first tier',
    );
  });

  test('a full-text or code tier over its budget fails the build, naming the budget', () => {
    const long = Array.from({ length: 4000 }, (_, i) => `word${i * 7919}`).join(' ');
    const code = long.replaceAll('word', 'ident');
    const records = [{ ...codeOnly, content: long, code }];
    assert.throws(
      () => splitTiers('en', records, { first: 2 * 1024, full: 1024, code: 64 * 1024 }),
      (e) => e instanceof SearchBudgetError && /searchFullTextTier/.test(e.message),
    );
    assert.throws(
      () => splitTiers('en', records, { first: 2 * 1024, full: 64 * 1024, code: 1024 }),
      (e) => e instanceof SearchBudgetError && /searchCodeTier/.test(e.message),
    );
  });
});

describe('pasted error text', () => {
  test("an issue title's labels are dropped; placeholders and protocols stay", () => {
    assert.equal(
      normalizeQuery('bug:father build无法打包Less样式'),
      'father build无法打包Less样式',
    );
    assert.equal(normalizeQuery('[Bug Report] dts fails'), 'dts fails');
    assert.equal(normalizeQuery('feat(dts): bundle types'), 'bundle types');
    assert.equal(normalizeQuery('【求助】样式丢失'), '样式丢失');
    for (const kept of ['[name].js', '[name] placeholder', 'node:path', 'bug:'])
      assert.equal(normalizeQuery(kept), kept);
  });

  test('paths, positions, hashes, quotes and stack frames are dropped; the message stays', () => {
    assert.equal(
      normalizeQuery(
        "src/index.ts(3,21): error TS2307: Cannot find module './foo' or its corresponding type declarations.",
      ),
      'index.ts : error TS2307: Cannot find module or its corresponding type declarations.',
    );
    assert.equal(
      normalizeQuery(
        "Error: Cannot find module '/home/me/app/dist/index.8f3a2b1c.js'\nRequire stack:\n- /home/me/app/x.js\n    at Object.<anonymous> (/home/x/proj/dist/index.js:12:5)",
      ),
      'Error: Cannot find module index.js',
    );
    assert.equal(
      normalizeQuery("Cannot find module 'pkg' or its corresponding type declarations.ts(2307)"),
      'Cannot find module pkg or its corresponding type declarations. TS2307',
    );
    // Queries that are not pasted output are left alone, identifiers included.
    for (const q of [
      'lib.dts.bundle',
      '@rslib/core',
      'shims.esm.__dirname',
      'node:fs',
      'import.meta.url',
    ])
      assert.equal(normalizeQuery(q), q);
  });

  test('an error pasted with its paths and stack finds the section that explains it', () => {
    const engine = new SearchEngine([
      record(
        '/guide/faq/errors#no-entry-module',
        { lvl0: 'FAQ', lvl1: 'Error messages', lvl2: 'Could not find any entry module' },
        'The build found no file for source.entry.',
      ),
      record(
        '/guide/faq/errors#dts-entry',
        {
          lvl0: 'FAQ',
          lvl1: 'Error messages',
          lvl2: '"mainEntryPointFilePath" path does not exist',
        },
        'API Extractor did not find the declaration entry.',
      ),
      record(
        '/guide/basic/typescript#paths',
        { lvl0: 'Guide', lvl1: 'TypeScript', lvl2: 'Path aliases' },
        'error TS2307: Cannot find module or its corresponding type declarations means the paths of the tsconfig are missing.',
      ),
      record(
        '/guide/start#start',
        { lvl0: 'Guide', lvl1: 'Quick start' },
        'Create a project.',
        'lvl1',
      ),
    ]);
    const top = (q: string) => engine.search(q).hits[0]?.url;
    assert.equal(
      top(
        'error   Could not find any entry module in "/home/x/proj/src"\n    at build (/home/x/proj/node_modules/@rslib/core/dist/index.js:1234:56)',
      ),
      '/guide/faq/errors#no-entry-module',
    );
    assert.equal(
      top(
        'Error: "mainEntryPointFilePath" path does not exist: /home/x/proj/dist/types/index.d.ts',
      ),
      '/guide/faq/errors#dts-entry',
    );
    assert.equal(
      top(
        "src/app.tsx(4,22): error TS2307: Cannot find module './foo' or its corresponding type declarations.",
      ),
      '/guide/basic/typescript#paths',
    );
  });
});

describe('an error named by a heading, in a question full of the reader’s own words', () => {
  test('the heading that says the error in its order answers, though the page lacks the rest', () => {
    const engine = new SearchEngine([
      record(
        '/guide/faq/errors#react-not-defined',
        { lvl0: 'FAQ', lvl1: 'Error messages', lvl2: 'React is not defined' },
        'The JSX runtime of the build is classic, so the output calls React.createElement.',
      ),
      record(
        '/guide/components#alert',
        { lvl0: 'Guide', lvl1: 'Components', lvl2: 'Alert' },
        'An Alert component and a Modal component of a library, each in its own file.',
      ),
      record(
        '/guide/start#start',
        { lvl0: 'Guide', lvl1: 'Quick start' },
        'Create a project with a component.',
        'lvl1',
      ),
    ]);
    const top = (q: string) => engine.search(q).hits[0]?.url;
    // Four words of the reader's story (acmeui, Alert, Modal, components) that the error's page
    // does not have: by the share of words alone it would not be a result at all.
    assert.equal(
      top('the Alert and Modal components of acmeui work, the others throw React is not defined'),
      '/guide/faq/errors#react-not-defined',
    );
  });
});

describe('words no page has', () => {
  test('do not raise the share of the query a page needs, unless most words are like them', () => {
    const engine = new SearchEngine([
      record(
        '/guide/publishing#exports',
        { lvl0: 'Guide', lvl1: 'Publishing', lvl2: 'exports' },
        'The exports field of package.json tells consumers where the files are.',
      ),
      record(
        '/guide/cli#generate',
        { lvl0: 'Guide', lvl1: 'CLI' },
        'Generate the files manually with a script.',
        'lvl1',
      ),
    ]);
    const pages = (q: string) => engine.search(q).hits.map((h) => h.url);
    // tedious and grumbling are on no page: the question is about package.json exports.
    assert.ok(
      pages('generate package.json exports manually, tedious and grumbling').includes(
        '/guide/publishing#exports',
      ),
    );
    assert.deepEqual(pages('zorblax quixotic flummoxed exports'), []);
  });
});

describe('a package the pages do not name', () => {
  test('is matched by the last word of its name, the kind of thing it is', () => {
    const engine = new SearchEngine([
      record(
        '/config/source#decorators',
        { lvl0: 'Config', lvl1: 'source', lvl2: 'source.decorators' },
        'Which version of decorators SWC compiles: legacy or 2023-11.',
      ),
      record(
        '/guide/swc#swc',
        { lvl0: 'Guide', lvl1: 'SWC' },
        'Every file is compiled by SWC, the Rust compiler, in its default mode.',
        'lvl1',
      ),
    ]);
    const top = (q: string) => engine.search(q).hits[0]?.url;
    assert.equal(top('does SWC mode support vuex-module-decorators'), '/config/source#decorators');
    // A name the pages have keeps to itself: no part of it stands in for the whole.
    assert.equal(top('SWC mode'), '/guide/swc#swc');
  });
});

describe('words joined by a slash', () => {
  const engine = new SearchEngine([
    record(
      '/config/log-level#log-level',
      { lvl0: 'Config', lvl1: 'logLevel' },
      "logLevel 'silent' prints nothing but errors' exit codes.",
      'lvl1',
    ),
    record(
      '/guide/dts#src',
      { lvl0: 'Guide', lvl1: 'Declarations', lvl2: 'Files in dist/src' },
      'Declaration files end up in dist/src when the root is wrong.',
    ),
    record('/api/core#core', { lvl0: 'API', lvl1: 'Core' }, 'The core API of the package.', 'lvl1'),
  ]);
  const alone = (q: string) =>
    engine
      .parse(q)
      .units[0].alts.filter((a) => a.parts.length === 1 && !a.joined)
      .map((a) => a.parts[0]);

  test('are one word or the other: silent/quiet finds the page that says silent', () => {
    assert.deepEqual(alone('silent/quiet'), ['silent', 'quiet']);
    assert.equal(engine.search('silent/quiet output').hits[0]?.url, '/config/log-level#log-level');
  });

  test('a path the pages name and a scoped package stay one name', () => {
    assert.deepEqual(alone('dist/src'), []);
    // (A package's last word may stand for it, never its scope: search/query.ts, kindAlts.)
    assert.ok(!alone('@actions/core').includes('actions'));
  });
});

describe("other tools' option names", () => {
  const options = new Set(['distpath', 'umdname', 'syntax', 'format', 'dts', 'externals']);
  const table = [
    '| tsup | Rslib | Notes |',
    '| --- | --- | --- |',
    '| `outDir` | [`output.distPath`](/config/rsbuild/output#output-dist-path) | |',
    '| `banner`, `footer` | [`lib.banner`](/config/lib/banner), [`lib.footer`](/config/lib/footer) | Strings for `js` |',
    "| `target: 'es2020'` | [`lib.syntax: 'es2020'`](/config/lib/syntax) | |",
    '| `splitting` | No option | |',
    '| `dts: { resolve: true }` | `dts.bundle.bundledPackages` | |',
    '| Default: `dependencies` | `esm` and `cjs` | |',
    '',
    '```md',
    '| `notInATable` | `output.copy` |',
    '```',
  ].join('\n');

  test("the migration pages' tables map each option to the Rslib names in the same row", () => {
    assert.deepEqual(parseMigrationTables(table, 'tsup', options), [
      ['tsup', 'outDir', ['output.distPath']],
      ['tsup', 'target', ['lib.syntax']],
      ['tsup', 'dts.resolve', ['dts.bundle.bundledPackages']],
    ]);
  });

  const records = [
    record(
      '/config/rsbuild/output#output-dist-path',
      { lvl0: 'Config', lvl1: 'output', lvl2: 'output.distPath' },
      'Where the files go.',
    ),
    record(
      '/config/lib/bundle#bundle',
      { lvl0: 'Config', lvl1: 'lib.bundle' },
      'Bundleless mode compiles each file on its own.',
      'lvl1',
    ),
    record(
      '/config/lib/umd-name#umd-name',
      { lvl0: 'Config', lvl1: 'lib.umdName' },
      'The global name of a UMD bundle.',
      'lvl1',
    ),
    record(
      '/config/rsbuild/output#output-target',
      { lvl0: 'Config', lvl1: 'output', lvl2: 'output.target' },
      'node or web.',
    ),
    record('/guide/entries#e', { lvl0: 'Guide', lvl1: 'Entries' }, 'Per platform entries.', 'lvl1'),
  ];

  test('a term of another tool finds the Rslib page that does the same thing', () => {
    const engine = new SearchEngine(records, {
      crossTool: parseMigrationTables(table, 'tsup', options),
    });
    const top = (q: string) => engine.search(q).hits[0]?.url;
    assert.equal(top('outDir'), '/config/rsbuild/output#output-dist-path'); // migration page table
    assert.equal(top('preserveModules'), '/config/lib/bundle#bundle'); // lexicon CROSS_TOOL (Rollup)
    assert.equal(top('build.lib.name'), '/config/lib/umd-name#umd-name'); // Vite
    assert.equal(top('library.name'), '/config/lib/umd-name#umd-name'); // webpack
    // A plain word maps only when the query names its tool.
    assert.equal(top('platform'), '/guide/entries#e');
    assert.equal(top('esbuild platform'), '/config/rsbuild/output#output-target');
  });

  test("a config file's extension is not an option: webpack … js is not webpack.config.js", () => {
    const table = new CrossToolTable();
    assert.deepEqual(table.lookup('js', new Set(['webpack'])).rslib, []);
    assert.deepEqual(table.lookup('ts', new Set(['vite'])).rslib, []);
    assert.deepEqual(table.lookup('webpackconfigjs', new Set()).rslib, [
      'tools.rspack',
      'rslib.config.ts',
    ]);
    // An option path still maps by its last part, with its tool named (Rollup's output.globals).
    assert.ok(table.lookup('globals', new Set(['rollup'])).rslib.includes('umdName'));
  });

  test('a tool named next to its option is the setting; its plain-word option means the tool’s', () => {
    const engine = new SearchEngine(
      [
        ...records,
        record(
          '/guide/start/compare#rollup',
          { lvl0: 'Guide', lvl1: 'Compared with Rollup', lvl2: 'A Rollup config' },
          'A hand-written Rollup config needs plugins for TypeScript and CSS.',
        ),
        record(
          '/guide/upgrade#platform',
          { lvl0: 'Guide', lvl1: 'Upgrade', lvl2: 'Platform checks' },
          'The platform of a build is read from the target.',
        ),
      ],
      { crossTool: parseMigrationTables(table, 'tsup', options) },
    );
    const top = (q: string) => engine.search(q).hits[0]?.url;
    // Rollup has no page here: the page that merely mentions it does not outrank the option's.
    assert.equal(top('preserveModules like rollup'), '/config/lib/bundle#bundle');
    assert.equal(top('rollup'), '/guide/start/compare#rollup');
    // esbuild's platform is output.target, although a heading of the pages says platform.
    assert.equal(top('esbuild platform'), '/config/rsbuild/output#output-target');
    assert.equal(top('platform'), '/guide/upgrade#platform');
  });

  test("a migration page counts less unless the query names its tool or one of the tool's options", () => {
    const engine = new SearchEngine(
      [
        record(
          '/guide/migration/father#styles',
          { lvl0: 'Migration', lvl1: 'father', lvl2: 'Less files' },
          'Less files are copied unchanged; Rslib compiles Less files to CSS files.',
        ),
        record(
          '/guide/advanced/css#preprocessors',
          { lvl0: 'Advanced', lvl1: 'CSS', lvl2: 'Less files' },
          'Register the Less plugin to compile them.',
        ),
      ],
      { crossTool: [['father', 'extraBabelPlugins', ['plugins']]] },
    );
    const top = (q: string) => engine.search(q).hits[0]?.url.split('#')[0];
    assert.equal(top('less files'), '/guide/advanced/css');
    assert.equal(top('father less files'), '/guide/migration/father');
    // One of father's option names says the reader comes from father, too.
    assert.deepEqual([...engine.parse('extraBabelPlugins').tools], ['father']);
    assert.deepEqual([...engine.parse('babel plugins').tools], []);
  });

  test('an option is found without its parent, unless its name is a plain word', () => {
    const engine = new SearchEngine(records, {
      crossTool: [
        ['father', 'umd.outputPath', ['output.distPath']],
        ['father', 'cjs.platform', ['output.target']],
      ],
    });
    const top = (q: string) => engine.search(q).hits[0]?.url;
    assert.equal(top('outputPath'), '/config/rsbuild/output#output-dist-path');
    // `platform` alone is any platform; with the tool named it is father's.
    assert.equal(top('platform'), '/guide/entries#e');
    assert.equal(top('father platform'), '/config/rsbuild/output#output-target');
  });
});

describe('no dead ends: suggestions for a query that finds nothing', () => {
  const engine = new SearchEngine([
    ...RECORDS,
    record(
      '/guide/start/quick-start#quick-start',
      { lvl0: 'Start', lvl1: 'Quick start' },
      'Create a library.',
      'lvl1',
    ),
    record('/guide/faq/features#faq', { lvl0: 'FAQ', lvl1: 'Features FAQ' }, 'Questions.', 'lvl1'),
  ]);

  test('a misspelt word is corrected to the nearest word of the index, and its pages are offered', () => {
    assert.equal(engine.search('autoExtrnl').hits.length, 0);
    assert.equal(correctQuery(engine, 'autoExtrnl'), 'autoexternal');
    const s = suggest(engine, 'autoExtrnl');
    assert.equal(s.query, 'autoexternal');
    assert.equal(s.kind, 'corrected');
    assert.equal(s.pages[0].url, '/config/lib/auto-external#auto-external');
    assert.equal(s.pages[0].title, 'lib.autoExternal');
    assert.equal(suggest(engine, 'wach mode').query, 'watch mode');
  });

  test('without a correction, the best partial matches; with nothing near, the pages to start from', () => {
    const partial = suggest(engine, 'dts zzqqxv yyvvkk');
    assert.equal(engine.search('dts zzqqxv yyvvkk').hits.length, 0);
    assert.equal(partial.kind, 'partial');
    assert.ok(partial.pages.some((p) => p.url.startsWith('/config/lib/dts#')));
    const nothing = suggest(engine, 'zzqqxv');
    assert.equal(nothing.kind, 'start');
    assert.deepEqual(
      nothing.pages.map((p) => p.url),
      ['/guide/start/quick-start#quick-start', '/guide/faq/features#faq'],
    );
  });

  test('the client answers suggestions from the same engine', async () => {
    const { suggestions } = await import('../../search/client.ts');
    const s = await suggestions('autoExtrnl', {
      lang: 'sg',
      loader: async (lang, tier) => {
        if (tier !== 'first') throw new Error('first tier only');
        return { version: 1, lang, records: RECORDS };
      },
    });
    assert.equal(s.query, 'autoexternal');
  });
});

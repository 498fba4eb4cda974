// How the engine reads questions and orders results, on small hand-made records: filler and
// intent words, synonyms across languages, phrases, Chinese cut differently in the query and
// the page, "what is" questions, the modal's order across DocSearch groups, and the two index
// tiers (build and client).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { TierLoader } from '../../search/client.ts';
import type { FullTextFile, SearchHit, SearchIndexFile } from '../../search/types.ts';
import { localClient, record } from './helpers.ts';
import { modalPages } from './modal-order.ts';

const { SearchEngine } = await import('../../search/engine.ts');
const { present } = await import('../../search/present.ts');
const { splitTiers } = await import('../../search/build.ts');
const { loadFullEngine } = await import('../../search/client.ts');

const pagesOf = (hits: SearchHit[]) => [...new Set(hits.map((h) => h.url_without_anchor))];
const top = (engine: InstanceType<typeof SearchEngine>, query: string, n = 3) =>
  pagesOf(engine.search(query).hits).slice(0, n);

describe('option names typed without their namespace', () => {
  test('autoExternal finds lib.autoExternal before a section whose heading also names it', () => {
    const long = 'decides which packages named in package.json are left out of a bundle. '.repeat(
      4,
    );
    const engine = new SearchEngine([
      record(
        '/config/lib/auto-external#auto-external',
        { lvl0: 'Lib', lvl1: 'lib.autoExternal' },
        `autoExternal ${long}`,
      ),
      record(
        '/config/lib/auto-external#migrate',
        { lvl0: 'Lib', lvl1: 'lib.autoExternal', lvl2: 'Moving to output.autoExternal' },
        'Move the value from autoExternal to output.autoExternal.',
      ),
      record('/other#x', { lvl0: 'Guide', lvl1: 'Other' }, 'Short text about something else.'),
    ]);
    assert.equal(
      engine.search('autoExternal').hits[0].url,
      '/config/lib/auto-external#auto-external',
    );
  });
});

describe('questions in readers’ words', () => {
  const engine = new SearchEngine([
    record(
      '/config/lib/auto-external#auto-external',
      { lvl0: 'Lib Configurations', lvl1: 'lib.autoExternal' },
      'Whether to externalize the dependencies of package.json automatically.',
    ),
    record(
      '/guide/glossary#tree-shaking',
      { lvl0: 'Getting Started', lvl1: 'Glossary', lvl2: 'Output', lvl3: 'Tree shaking' },
      'Removing exports that nobody imports, in the bundler of the application.',
    ),
    record(
      '/guide/glossary#bundleless',
      { lvl0: 'Getting Started', lvl1: 'Glossary', lvl2: 'Modes', lvl3: 'Bundleless' },
      'Every source file is compiled on its own.',
    ),
    record(
      '/guide/css#bundleless',
      { lvl0: 'Advanced', lvl1: 'CSS', lvl2: 'Bundleless mode' },
      'In bundleless mode every style file is compiled to its own CSS file.',
    ),
    record(
      '/config/output#dist-path',
      { lvl0: 'Rsbuild Configurations', lvl1: 'output', lvl2: 'output.distPath' },
      'The output directory. Give each lib its own folder.',
    ),
    record(
      '/config/exe#changes',
      { lvl0: 'Lib Configurations', lvl1: 'lib.experiments', lvl2: 'What changes in the build' },
      'The executable is written next to the output directory of the item.',
    ),
    record(
      '/guide/cli#clean',
      { lvl0: 'Basic', lvl1: 'CLI', lvl2: 'Build flags' },
      'The --no-clean flag keeps old files in the output folder.',
    ),
    record(
      '/guide/faq#clean',
      { lvl0: 'FAQ', lvl1: 'Features FAQ', lvl2: 'Caching' },
      'Files stay old when the cache keeps them; the folder is cleaned before each build.',
    ),
    // Pages that say "change" in passing, as most pages do.
    ...['a', 'b', 'c', 'd'].map((n) =>
      record(
        `/guide/other-${n}#s`,
        { lvl1: `Other ${n}` },
        'Nothing changes unless you change it.',
      ),
    ),
  ]);
  const zh = new SearchEngine([
    record(
      '/zh/guide/third-party#deps',
      { lvl0: '进阶', lvl1: '三方依赖', lvl2: '默认行为' },
      '默认情况下 dependencies 中的包保持为 externals，不会被打包进产物。',
    ),
    record(
      '/zh/config/output#clean',
      { lvl0: 'Rsbuild 配置', lvl1: 'output', lvl2: 'output.cleanDistPath' },
      '取值为 auto 时，构建前会先清空产物目录。',
    ),
    record(
      '/zh/guide/cli#flags',
      { lvl0: '基础', lvl1: '命令行', lvl2: '构建参数' },
      '命令行参数会覆盖配置文件中的值。',
    ),
    record(
      '/zh/guide/glossary#tree-shaking',
      { lvl0: '开始', lvl1: '术语表', lvl2: 'tree shaking' },
      '删除没有被导入的导出。',
    ),
  ]);

  test('filler words of a question do not decide the result', () => {
    assert.equal(
      top(engine, 'how do I use autoExternal in my config')[0],
      '/config/lib/auto-external',
    );
  });

  test('a word of intent counts less than the topic', () => {
    assert.equal(top(engine, 'change the output directory')[0], '/config/output');
  });

  test('a reader’s word finds the page’s word (en ↔ en, zh ↔ en)', () => {
    assert.equal(top(engine, 'dead code elimination')[0], '/guide/glossary');
    assert.equal(top(zh, '摇树优化')[0], '/zh/guide/glossary');
    assert.equal(top(zh, '外部依赖')[0], '/zh/guide/third-party');
  });

  test('words that stand together in the text rank above words scattered apart', () => {
    assert.equal(top(engine, 'keep old files')[0], '/guide/cli');
  });

  test('Chinese cut differently in the query and in the page still matches', () => {
    // The segmenter cuts 构建前 differently alone than inside the page's sentence.
    assert.equal(top(zh, '构建前不要清空产物目录')[0], '/zh/config/output');
  });

  test('a particle the segmenter glues to a word stays a filler word', () => {
    // ICU cuts 文件内的文件引用 as 文件|内的|文件|引用 and 中的依赖 as 中的|依赖: read as pairs, 内的文件
    // would make 的文 a word of the query, which every page has.
    const keys = zh
      .parse('编译产出文件内的文件引用都没后缀，node_modules中的依赖')
      .units.map((u) => u.key);
    for (const glued of ['的文', '内的', '中的', '的依']) assert.ok(!keys.includes(glued), glued);
    for (const word of ['文件', '引用', '后缀', '依赖']) assert.ok(keys.includes(word), word);
  });

  test('"what is" questions look in the glossary first', () => {
    assert.equal(top(engine, 'what is bundleless')[0], '/guide/glossary');
  });
});

describe('questions as readers write them (issue 19)', () => {
  const engine = new SearchEngine([
    record(
      '/guide/glossary#bundleless',
      { lvl0: 'Getting Started', lvl1: 'Glossary', lvl2: 'Bundleless' },
      'Bundleless: every source file is compiled on its own.',
    ),
    record(
      '/guide/css#bundleless',
      { lvl0: 'Advanced', lvl1: 'CSS', lvl2: 'Styles in bundleless mode' },
      'Each style file is compiled to its own CSS file; scss files become css files.',
    ),
    record(
      '/guide/wasm#copy',
      { lvl0: 'Advanced', lvl1: 'WebAssembly', lvl2: 'Copying the module' },
      'The .wasm file is copied next to the output, so that bundlers of the app find it.',
    ),
    ...['a', 'b', 'c'].map((n) =>
      record(
        `/guide/other-${n}#s`,
        { lvl1: `Other ${n}` },
        'Change, add, remove, modify, enable, disable, configure, create, fix, set, show, find it.',
      ),
    ),
  ]);
  const zh = new SearchEngine([
    record(
      '/zh/guide/cli#watch-mode',
      { lvl0: '基础', lvl1: '命令行', lvl2: '监听模式' },
      '`rslib --watch` 先构建一次，之后每次修改都会重新构建。',
    ),
    record(
      '/zh/guide/errors#build-completed-with-errors',
      {
        lvl0: '常见问题',
        lvl1: '错误信息',
        lvl2: 'build completed with errors, watching for changes',
      },
      '`rslib build --watch` 的首次构建失败，监听模式仍在运行。',
    ),
  ]);

  test('the glossary leads only when the question asks what a term means', () => {
    assert.equal(top(engine, 'bundleless')[0], '/guide/css');
    assert.equal(top(engine, 'what is bundleless')[0], '/guide/glossary');
    // "what is" inside a story does not ask for a meaning.
    assert.equal(top(engine, 'bundleless need to explore what is missing')[0], '/guide/css');
  });

  test('an English term typed on /zh finds the section whose anchor names it', () => {
    assert.equal(top(zh, '--watch')[0], '/zh/guide/cli');
    assert.equal(top(zh, 'watch mode')[0], '/zh/guide/cli');
  });

  test('a long question keeps its topic: filler and intent words give way first', () => {
    const query =
      'change add remove modify enable disable configure create fix set show find the scss';
    assert.equal(top(engine, query)[0], '/guide/css');
  });

  test('a file the pages do not name is found by its extension', () => {
    assert.equal(top(engine, 'mp4.wasm')[0], '/guide/wasm');
  });

  test('a word on nearly every page (产物) in a heading does not outrank the rarer word', () => {
    // 产物 is in a heading on nine pages; the page that answers 密钥 names it in a parent heading
    // and says 产物 in its text. The first of the nine also says 密钥, in passing.
    const topics = ['体积', '目录', '格式', '入口', '样式', '别名', '缓存', '日志', '插件'];
    const output = new SearchEngine([
      ...topics.map((t, i) =>
        record(
          `/zh/guide/p${i}#s`,
          { lvl0: '指南', lvl1: `${t}说明`, lvl2: `产物的${t}` },
          i === 0 ? '压缩后体积变小，与密钥无关。' : `${t}的写法见下文。`,
        ),
      ),
      record(
        '/zh/guide/env-vars#public',
        { lvl0: '指南', lvl1: '环境变量', lvl2: '密钥', lvl3: '公开变量' },
        '以 PUBLIC_ 开头的变量会写进产物。',
      ),
      record(
        '/zh/guide/publishing#token',
        { lvl0: '指南', lvl1: '发布', lvl2: '令牌' },
        '发布时用的密钥放在 CI 里。',
      ),
    ]);
    assert.equal(top(output, '产物里的密钥')[0], '/zh/guide/env-vars');
    // Alone, the common word still finds the headings that name it.
    assert.match(top(output, '产物')[0], /\/zh\/guide\/p\d/);
  });

  test('a Chinese idiom counts as one word, not as each of its character pairs', () => {
    // 原封不动 is read as three pairs (原封 封不 不动), all rare; counted three times over they
    // put the one page that says it, in passing, above the page about less files.
    const topics = ['体积', '目录', '格式', '入口', '样式', '别名', '缓存', '日志'];
    const engine = new SearchEngine([
      ...topics.map((t, i) =>
        record(
          `/zh/guide/p${i}#s`,
          { lvl0: '指南', lvl1: `${t}说明` },
          i === 0 ? `${t}的文件原封不动地拷贝。` : `${t}的写法见下文。`,
        ),
      ),
      record(
        '/zh/guide/css#less',
        { lvl0: '指南', lvl1: '样式', lvl2: 'Less 文件' },
        'bundleless 模式下 less 文件拷贝到产物目录，不做编译。',
      ),
      record(
        '/zh/guide/css#sass',
        { lvl0: '指南', lvl1: '样式', lvl2: 'Sass 文件' },
        'sass 文件编译成 css。',
      ),
    ]);
    assert.equal(top(engine, 'less 原封不动拷贝到产物')[0], '/zh/guide/css');
  });

  test('a reader’s word finds the pages’ word, not the other way round (打包 → 构建)', () => {
    const words = new SearchEngine([
      record(
        '/zh/config/rsbuild/performance#build-cache',
        { lvl0: '配置', lvl1: 'performance', lvl2: '构建缓存' },
        '构建缓存默认写在 node_modules/.cache 里。',
      ),
      record(
        '/zh/config/lib/bundle#bundle',
        { lvl0: '配置', lvl1: 'lib.bundle', lvl2: 'bundle 模式' },
        '把依赖打包进一个文件。',
      ),
      record(
        '/zh/guide/cli#watch',
        { lvl0: '指南', lvl1: '命令行', lvl2: '监听模式' },
        '修改后重新运行。',
      ),
    ]);
    // Readers say 打包 for building; the pages say 构建.
    assert.ok(top(words, '打包').includes('/zh/config/rsbuild/performance'));
    // On the pages, 打包 is bundling: a question about 构建 is not about bundle mode.
    assert.deepEqual(top(words, '构建'), ['/zh/config/rsbuild/performance']);
  });

  test('readers’ 引入 and 后缀 find the pages’ 导入 and the extension options', () => {
    const words = new SearchEngine([
      record(
        '/zh/config/lib/redirect#redirect-js-extension',
        { lvl0: '配置', lvl1: 'lib.redirect', lvl2: 'redirect.js.extension' },
        '相对导入会补上产物文件的扩展名。',
      ),
      record(
        '/zh/guide/css#imports',
        { lvl0: '指南', lvl1: '样式', lvl2: 'CSS 中的导入' },
        '样式文件中的导入保持原样。',
      ),
      record(
        '/zh/guide/cli#watch',
        { lvl0: '指南', lvl1: '命令行', lvl2: '监听模式' },
        '修改文件后重新运行。',
      ),
    ]);
    // The pages say 导入 and keep option names in Latin letters; readers say 引入 and 后缀.
    assert.equal(top(words, '样式引入')[0], '/zh/guide/css');
    assert.equal(top(words, '后缀')[0], '/zh/config/lib/redirect');
  });

  test('a word in the titles of several pages names a kind of page, not the page (组件库)', () => {
    // Eight framework pages are titled "… 组件库", each with a 样式 section that only points
    // elsewhere; a question that says 组件 as its setting finds the page about styles.
    const frameworks = ['React', 'Vue', 'Svelte', 'Solid', 'Preact', 'Lit', 'Qwik', 'Angular'];
    const kinds = new SearchEngine([
      ...frameworks.flatMap((name) => {
        const url = `/zh/guide/solution/${name.toLowerCase()}`;
        const titles = { lvl0: '方案', lvl1: `${name} 组件库` };
        return [
          record(url, titles, `用 Rslib 构建 ${name} 的库。`),
          record(`${url}#styles`, { ...titles, lvl2: '样式' }, '见 CSS 一页。'),
        ];
      }),
      record('/zh/guide/advanced/css', { lvl0: '进阶', lvl1: 'CSS' }, '组件的样式文件怎样处理。'),
      record(
        '/zh/guide/advanced/css#global',
        { lvl0: '进阶', lvl1: 'CSS', lvl2: '全局' },
        '全局样式不属于哪个组件。',
      ),
      record(
        '/zh/guide/advanced/css#modules',
        { lvl0: '进阶', lvl1: 'CSS', lvl2: '样式的类名' },
        '组件里的类名会被改写。',
      ),
    ]);
    assert.equal(top(kinds, '组件上的样式')[0], '/zh/guide/advanced/css');
    // A page's own title word keeps its weight: naming the framework finds its page.
    assert.equal(top(kinds, 'vue 组件库')[0], '/zh/guide/solution/vue');
  });

  test('an abbreviation of single letters (i.e., e.g.) is filler, not the word it spells', () => {
    const abbreviations = new SearchEngine([
      record(
        '/config/lib/syntax#downgrade',
        { lvl0: 'Config', lvl1: 'lib.syntax', lvl2: 'Syntax downgrade' },
        'Old browsers such as IE 11 need ES5 syntax.',
      ),
      record(
        '/guide/advanced/json-files#import',
        { lvl0: 'Guide', lvl1: 'JSON files', lvl2: 'Importing' },
        'Import .json files from ESM.',
      ),
    ]);
    // "i.e." spells ie, a synonym of the IE 11 downgrade.
    assert.deepEqual(top(abbreviations, 'i.e. json'), ['/guide/advanced/json-files']);
  });
});

describe('the modal’s order across DocSearch groups', () => {
  const page = (group: string, name: string, hits: string[]) => ({
    group,
    hits: hits.map((h) => `${name}#${h}`),
  });

  test('the first pages of the ranking lead, even when another group holds them', () => {
    const order = present(
      [
        page('A', 'a1', ['x', 'y']),
        page('B', 'b1', ['x']),
        page('A', 'a2', ['x']),
        page('A', 'a3', ['x']),
        page('C', 'c1', ['x']),
      ],
      { leadPages: 3, hitsPerGroup: 5, limit: 20 },
    );
    // a1 and a2 are lead pages in group A; a3 would sit above b1, so it is left out.
    assert.deepEqual(order, ['a1#x', 'a1#y', 'a2#x', 'b1#x', 'c1#x']);
  });

  test('each lead page keeps a row within the group limit of 5', () => {
    const order = present(
      [page('A', 'a1', ['1', '2', '3']), page('A', 'a2', ['1', '2', '3']), page('A', 'a3', ['1'])],
      { leadPages: 3, hitsPerGroup: 5, limit: 20 },
    );
    assert.deepEqual(order, ['a1#1', 'a1#2', 'a1#3', 'a2#1', 'a3#1']);
  });

  test('the engine hands DocSearch hits whose grouping keeps the best pages on top', () => {
    const records = [
      record('/a/best#s', { lvl0: 'Group A', lvl1: 'Alpha best', lvl2: 'Widget widget' }, 'widget'),
      record('/b/second#s', { lvl0: 'Group B', lvl1: 'Beta', lvl2: 'Widget' }, 'widget'),
      ...['one', 'two', 'three', 'four'].map((n) =>
        record(
          `/a/${n}#s`,
          { lvl0: 'Group A', lvl1: `Alpha ${n}` },
          `a page that says widget once (${n})`,
        ),
      ),
    ];
    const hits = new SearchEngine(records).search('widget').hits;
    const shown = modalPages(hits).slice(0, 3);
    assert.ok(shown.includes('/a/best') && shown.includes('/b/second'), shown.join(', '));
  });
});

describe('index tiers', () => {
  // Text that compresses like prose, not like a repeated phrase.
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const syllables = ['ka', 'lo', 'mi', 'ner', 'tu', 'vas', 'ri', 'on', 'pel', 'dra', 'sun', 'ex'];
  const word = () =>
    Array.from(
      { length: 2 + Math.floor(random() * 3) },
      () => syllables[Math.floor(random() * 12)],
    ).join('');
  const long = (n: number) => Array.from({ length: n }, word).join(' ');
  const records = Array.from({ length: 40 }, (_, i) =>
    record(`/p${i}#s`, { lvl1: `Page ${i}`, lvl2: `Section ${i}` }, long(80)),
  );
  records.push(record('/rare#s', { lvl1: 'Rare', lvl2: 'Rare' }, `${long(60)} zanzibarite`));

  test('the build splits each language into a first tier and a full-text tier within budget', () => {
    const budgets = { first: 6 * 1024, full: 30 * 1024, code: Infinity };
    const tiers = splitTiers('en', records, budgets);
    assert.ok(gzipSync(tiers.first).length <= budgets.first);
    assert.ok(gzipSync(tiers.full).length <= budgets.full);
    // Only the first tier is cut; the full-text tier holds every rest whole.
    assert.ok(tiers.firstCap !== null && !('fullCap' in tiers));
    const first: SearchIndexFile = JSON.parse(tiers.first);
    const full: FullTextFile = JSON.parse(tiers.full);
    assert.equal(full.key, first.key);
    first.records.forEach((r, i) => {
      assert.equal((r.content ?? '') + (full.rest[i] ?? ''), records[i].content, r.url);
    });
  });

  test('the client searches the first tier at once and the whole text once it is in', async () => {
    const tiers = splitTiers('en', records, { first: 6 * 1024, full: 60 * 1024, code: Infinity });
    let release!: () => void;
    const fullArrives = new Promise<void>((r) => {
      release = r;
    });
    const loader: TierLoader = async (_lang, tier) => {
      if (tier === 'full') await fullArrives;
      return JSON.parse(tier === 'first' ? tiers.first : tiers.full);
    };
    const client = localClient({ lang: 'en', loader });
    const ask = async (q: string) =>
      (await client.search({ requests: [{ query: q }] })).results[0].hits;
    assert.equal((await ask('zanzibarite')).length, 0, 'the word is in the cut-off part');
    release();
    await loadFullEngine('en', loader);
    assert.equal((await ask('zanzibarite'))[0].url, '/rare#s');
  });

  test('a full-text tier of another build is ignored', async () => {
    const tiers = splitTiers('zh', records, { first: 6 * 1024, full: 60 * 1024, code: Infinity });
    const stale: FullTextFile = { ...JSON.parse(tiers.full), key: 'another-build' };
    const loader: TierLoader = async (_lang, tier) =>
      tier === 'first' ? JSON.parse(tiers.first) : stale;
    const engine = await loadFullEngine('zh', loader);
    assert.equal(engine.search('zanzibarite').hits.length, 0);
  });

  test('a malformed first tier is an error the modal shows; a malformed full tier is ignored', async () => {
    const bad = localClient({ lang: 'fr', loader: async () => ({ records: 'nope' }) });
    await assert.rejects(bad.search({ requests: [{ query: 'page' }] }), { name: 'RetryError' });
    const tiers = splitTiers('de', records, { first: 6 * 1024, full: 60 * 1024, code: Infinity });
    const loader: TierLoader = async (_lang, tier) =>
      tier === 'first' ? JSON.parse(tiers.first) : 'garbage';
    const engine = await loadFullEngine('de', loader);
    assert.ok(engine.search('page').hits.length > 0);
  });

  test('the full text is indexed in slices that hand the thread back', async () => {
    const tiers = splitTiers('en', records, { first: 6 * 1024, full: 60 * 1024, code: Infinity });
    const engine = new SearchEngine(JSON.parse(tiers.first).records);
    let pauses = 0;
    await engine.addFullText(JSON.parse(tiers.full).rest, {
      sliceMs: 0,
      pause: async () => {
        pauses++;
      },
    });
    assert.ok(pauses > 10, `${pauses} pauses`);
    assert.equal(engine.search('zanzibarite').hits[0].url, '/rare#s');
  });

  test('a question asked before the full text arrived finds its pages once it is in', async () => {
    // The modal is often asked while the full-text tier is still being indexed; a synonym's
    // Chinese words missing from the first tier must be looked up again afterwards.
    const engine = new SearchEngine([
      record('/zh/a#a', { lvl0: '指南', lvl1: '产物体积' }, '介绍'),
      record('/zh/b#b', { lvl0: '指南', lvl1: '其他' }, '无关'),
    ]);
    assert.deepEqual(top(engine, '按需引入'), []);
    await engine.addFullText(['，摇树优化会删掉没有用到的导出。', null], { pause: async () => {} });
    assert.deepEqual(top(engine, '按需引入'), ['/zh/a']);
  });
});

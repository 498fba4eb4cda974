// Search benchmark over the build output (run after `npm run build`), with peers in the same run:
// - ours: the modal's search client (search/docsearch.ts) over both index tiers the build wrote;
// - MiniSearch 7.2 over the same records with their whole text, set up as its docs suggest
//   (title and heading boosts, prefix and fuzzy search, a word tokenizer from Intl.Segmenter so
//   that Chinese is cut into words, and the same stop words as ours);
// - Pagefind 1.6 over the built HTML, searched with the pagefind.js it writes (scripts/lib/search-peers.ts);
// - FlexSearch 0.8 set up as Rspress's default search (scripts/lib/search-peers.ts), read twice:
//   as Rspress's panel lists the results, and in FlexSearch's own ranking.
// Every engine answers every query of three sets: the identifiers (tests/search/golden.ts), the
// question set (questions.ts) and the real questions (real-questions.ts), and is read by its
// first 3 pages: ours and MiniSearch in the modal's order (DocSearch 3.9 groups hits by sidebar
// group; tests/search/helpers.ts), Pagefind and FlexSearch in their own order.
// Prints per language: top-3 recall per set (the question sets also tuned and held out), index
// size, index build time and keystroke → results latency (every query typed one character at a
// time, p50/p95/max).
//
// Exits non-zero when a budget of budgets.json is missed, when our recall of the golden set
// (identifiers and questions) is under 95% in a language, or when MiniSearch finds more of it
// than we do. The real questions and the other peers are reported, not enforced
// (tests/search/real-questions.test.ts holds the bar of the real questions).
//   --readme          write the table into README.md (between the bench-search markers)
//   --show-held-out   also list the held-out questions that miss (not while tuning!)
// SEARCH_BUILD_DIR picks another build output.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import type {
  FullTextFile,
  Hierarchy,
  HitType,
  SearchIndexFile,
  SearchRecord,
} from '../search/types.ts';
import type { Lang } from '../site/locale.ts';
import {
  BUILD_DIR,
  builtClient,
  firstTierEngine,
  modalPages,
  ROOT,
  readTier,
} from '../tests/search/helpers.ts';
import type { ModalHit } from '../tests/search/modal-order.ts';
import { missOnCrash, realQueries } from '../tests/search/real-questions-recall.ts';
import {
  docSearchRequest,
  goldenQueries,
  type Measured,
  measure,
  type Rate,
  type RecallQuery,
  rate,
} from '../tests/search/recall.ts';
import { loadFlexSearch, loadPagefind, rspressPages } from './lib/search-peers.ts';

const { BUDGETS } = await import('../site/budgets.ts');
const { SearchEngine } = await import('../search/engine.ts');
const { STOPWORDS } = await import('../search/lexicon.ts');
const { LANGS } = await import('../site/locale.ts');

const args = new Set(process.argv.slice(2));
const MIN_RECALL = 0.95;
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const pct = (r: Rate): string => `${(r.rate * 100).toFixed(1)}%`;
const ms = (n: number): string => `${n.toFixed(2)} ms`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Every prefix of every query, as the modal sends them while the reader types. */
function keystrokes(queries: { query: string }[]): string[] {
  return queries.flatMap(({ query }) => {
    const chars = Array.from(query);
    return chars.map((_, i) => chars.slice(0, i + 1).join(''));
  });
}

async function timeAll(
  prefixes: string[],
  run: (typed: string) => Promise<unknown>,
): Promise<number[]> {
  const times: number[] = [];
  for (const typed of prefixes) {
    const start = performance.now();
    await run(typed);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** A record of the first tier as read, with `keywords` if it carries any (left out below). */
type ReadRecord = SearchRecord & { keywords?: unknown };

/** The first tier's records with their whole text (the full-text tier's rests added). */
function wholeRecords(lang: Lang): SearchRecord[] {
  const first: SearchIndexFile = JSON.parse(readTier(lang, 'first'));
  const full: FullTextFile = JSON.parse(readTier(lang, 'full'));
  return first.records.map((r: ReadRecord, i) => {
    const { keywords: _keywords, ...record } = r;
    return full.rest[i] ? { ...record, content: (r.content ?? '') + full.rest[i] } : record;
  });
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A record as MiniSearch indexes it: the fields it searches and the ones it stores. */
interface MiniDoc {
  id: number;
  url: string;
  type: HitType;
  hierarchy: Hierarchy;
  title: string;
  headings: string;
  content: string;
  group: string;
}

/** The peer: MiniSearch over the same records. */
function miniSearch(records: SearchRecord[]): MiniSearch<MiniDoc> {
  const index = new MiniSearch<MiniDoc>({
    idField: 'id',
    fields: ['title', 'headings', 'content', 'group'],
    storeFields: ['url', 'type', 'hierarchy', 'content'],
    tokenize: (text) =>
      [...segmenter.segment(text ?? '')].filter((s) => s.isWordLike).map((s) => s.segment),
    processTerm: (term) => {
      const t = term.toLowerCase();
      return STOPWORDS.has(t) ? null : t;
    },
    searchOptions: {
      boost: { title: 3, headings: 2, group: 0.5 },
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'OR',
    },
  });
  index.addAll(
    records.map(
      (r, id): MiniDoc => ({
        id,
        url: r.url,
        type: r.type,
        hierarchy: r.hierarchy,
        title: r.hierarchy.lvl1,
        headings: (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
          .map((l) => r.hierarchy[l])
          .filter(Boolean)
          .join(' '),
        content: r.content ?? '',
        group: r.hierarchy.lvl0,
      }),
    ),
  );
  return index;
}

/** MiniSearch results as the hits DocSearch would receive (first 20, as the modal asks). */
function miniHits(index: MiniSearch<MiniDoc>, query: string): ModalHit[] {
  return index
    .search(query)
    .slice(0, 20)
    .map((r) => ({
      url_without_anchor: r.url.split('#')[0],
      hierarchy: r.hierarchy,
    }));
}

/** Recall of one engine per set (split). */
interface Recall {
  golden: Rate;
  identifiers: Rate;
  questions: Rate;
  tuning: Rate;
  heldOut: Rate;
  real: Rate;
  realTuning: Rate;
  realHeldOut: Rate;
}

/** Keystroke → results times, in milliseconds. */
interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/**
 * One engine's column: recall, index size and build time, and keystroke times unless it shares
 * another engine's (FlexSearch's ranking is the same index as FlexSearch as Rspress shows it).
 */
type EngineReport = Recall & { size: string; build: string } & (
    | Timing
    | { p50?: undefined; p95?: undefined; max?: undefined }
  );

interface LangReport {
  queries: number;
  keystrokes: number;
  ours: EngineReport & Timing & { firstTier: Rate; firstGzip: number; fullGzip: number };
  mini: EngineReport;
  pagefind: EngineReport;
  flexShown: EngineReport;
  flexRanked: EngineReport;
}

type EngineKey = 'ours' | 'mini' | 'pagefind' | 'flexShown' | 'flexRanked';

/** The engines of the tables: report key and label. */
const ENGINES: [EngineKey, string][] = [
  ['ours', 'ours'],
  ['mini', 'MiniSearch'],
  ['pagefind', 'Pagefind'],
  ['flexShown', 'FlexSearch as Rspress shows it'],
  ['flexRanked', 'FlexSearch ranking'],
];

/** The machine's 1-minute load average at the start and at the end of the run. */
const LOAD = [os.loadavg()[0]];
console.log(`Search benchmark over ${BUILD_DIR} (load average ${LOAD[0].toFixed(1)})\n`);
const report: Record<string, LangReport> = {};
const failures: string[] = [];
/** Queries an engine threw on (counted as misses). */
const crashes: string[] = [];

/** Recall of one engine per set: identifiers, questions (tuned, held out), real questions (tuned, held out). */
const split = (results: Measured<RecallQuery>[]): Recall => {
  const of = (set: RecallQuery['set']) => results.filter((r) => r.set === set);
  return {
    golden: rate(results.filter((r) => r.set !== 'real')),
    identifiers: rate(of('identifier')),
    questions: rate(of('question')),
    tuning: rate(of('question').filter((r) => !r.heldOut)),
    heldOut: rate(of('question').filter((r) => r.heldOut)),
    real: rate(of('real')),
    realTuning: rate(of('real').filter((r) => !r.heldOut)),
    realHeldOut: rate(of('real').filter((r) => r.heldOut)),
  };
};

/** Runs every query through `search` (query → DocSearch-shaped hits); a throw is a miss. */
async function recall(
  name: string,
  lang: Lang,
  search: (query: string) => Promise<ModalHit[]>,
  queries: RecallQuery[],
): Promise<Measured<RecallQuery>[]> {
  const { run, crashed } = missOnCrash(search);
  const results = await measure(run, queries);
  crashes.push(...crashed.map((c) => `${name} (${lang}): ${c}`));
  return results;
}

const timing = (times: number[]): Timing => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  max: times[times.length - 1],
});

console.log('Pagefind: indexing the build…');
const pf = await loadPagefind(BUILD_DIR);
console.log(
  `Pagefind: ${kb(pf.indexBytes)} of index files for both languages, ${pf.buildMs.toFixed(0)} ms\n`,
);

for (const lang of LANGS) {
  const golden = goldenQueries(lang);
  const queries = [...golden, ...realQueries(lang)];
  const firstText = readTier(lang, 'first');
  const fullText = readTier(lang, 'full');
  const firstGzip = gzipSync(firstText).length;
  const fullGzip = gzipSync(fullText).length;

  // Index build: the first tier (parse + index), then the full text added to it.
  let start = performance.now();
  const first = JSON.parse(firstText);
  const engine = new SearchEngine(first.records);
  const firstBuildMs = performance.now() - start;
  start = performance.now();
  await engine.addFullText(JSON.parse(fullText).rest, { pause: () => Promise.resolve() });
  const fullBuildMs = performance.now() - start;

  const { client } = await builtClient(lang);
  const ourHits = async (q: string) =>
    (await client.search(docSearchRequest(q, lang))).results[0].hits;
  const ours = await recall('ours', lang, ourHits, queries);
  const firstOnly = firstTierEngine(lang);
  const oursFirstTier = await recall(
    'ours, first tier',
    lang,
    async (q) => firstOnly.search(q).hits,
    golden,
  );
  const ourTimes = await timeAll(keystrokes(golden), async (typed) => {
    const { results } = await client.search(docSearchRequest(typed, lang));
    if (!Array.isArray(results[0].hits)) throw new Error(`no hits array for ${typed}`);
  });

  const records = wholeRecords(lang);
  start = performance.now();
  const mini = miniSearch(records);
  const miniBuildMs = performance.now() - start;
  const miniGzip = gzipSync(JSON.stringify(mini)).length;
  const miniResults = await recall('MiniSearch', lang, async (q) => miniHits(mini, q), queries);
  const miniTimes = await timeAll(keystrokes(golden), async (typed) => {
    modalPages(miniHits(mini, typed));
  });

  const pagefindEngine = pf.engines[lang];
  const fetchedBefore = pf.fetched.bytes;
  const pagefindResults = await recall('Pagefind', lang, pagefindEngine.hits, queries);
  const pagefindTimes = await timeAll(keystrokes(golden), async (typed) => {
    await pagefindEngine.search(typed);
  });
  const pagefindFetched = pagefindEngine.initBytes + (pf.fetched.bytes - fetchedBefore);

  const flex = await loadFlexSearch(rspressPages(records));
  const flexShown = await recall('FlexSearch (Rspress)', lang, flex.rspress, queries);
  const flexRanked = await recall('FlexSearch (ranking)', lang, flex.ranking, queries);
  const flexTimes = await timeAll(keystrokes(golden), async (typed) => {
    await flex.rspress(typed);
  });

  report[lang] = {
    queries: queries.length,
    keystrokes: ourTimes.length,
    ours: {
      ...split(ours),
      firstTier: rate(oursFirstTier),
      size: `${kb(firstGzip)} + ${kb(fullGzip)} gzip`,
      firstGzip,
      fullGzip,
      build: `${firstBuildMs.toFixed(0)} + ${fullBuildMs.toFixed(0)} ms`,
      ...timing(ourTimes),
    },
    mini: {
      ...split(miniResults),
      size: `${kb(miniGzip)} gzip`,
      build: `${miniBuildMs.toFixed(0)} ms`,
      ...timing(miniTimes),
    },
    pagefind: {
      ...split(pagefindResults),
      size: `${kb(pagefindFetched)} fetched`,
      build: `${pf.buildMs.toFixed(0)} ms (both)`,
      ...timing(pagefindTimes),
    },
    flexShown: {
      ...split(flexShown),
      size: `${kb(flex.gzip)} gzip`,
      build: `${flex.buildMs.toFixed(0)} ms`,
      ...timing(flexTimes),
    },
    flexRanked: { ...split(flexRanked), size: '(same)', build: '(same)' },
  };
  const r = report[lang];
  console.log(
    `${lang}: ${queries.length} queries (${golden.length} golden, ${queries.length - golden.length} real), ${ourTimes.length} keystrokes`,
  );
  for (const [key, label] of ENGINES) {
    const x = r[key];
    console.log(
      `  ${label}: identifiers ${pct(x.identifiers)}, questions ${pct(x.questions)} (tuned ${pct(x.tuning)}, held out ${pct(x.heldOut)}), real questions ${pct(x.real)} (tuned ${pct(x.realTuning)}, held out ${pct(x.realHeldOut)})`,
    );
    if (x.p95 !== undefined)
      console.log(
        `        index ${x.size}; build ${x.build}; keystroke p50 ${ms(x.p50)}, p95 ${ms(x.p95)}, max ${ms(x.max)}`,
      );
  }
  console.log(`  ours, first tier alone: ${pct(r.ours.firstTier)} of the golden set\n`);
  if (args.has('--show-held-out')) {
    for (const x of ours.filter((q) => q.heldOut && !q.pass))
      console.log(
        `  held-out miss (${x.set}): ${x.query} → ${x.pages.join(' | ')} (got ${x.top.join(', ')})`,
      );
  }

  const o = r.ours;
  if (firstGzip > BUDGETS.searchFirstTier)
    failures.push(`${lang}: first tier ${kb(firstGzip)} > ${kb(BUDGETS.searchFirstTier)}`);
  if (fullGzip > BUDGETS.searchFullTextTier)
    failures.push(`${lang}: full-text tier ${kb(fullGzip)} > ${kb(BUDGETS.searchFullTextTier)}`);
  if (o.p95 > BUDGETS.searchKeystrokeP95)
    failures.push(`${lang}: keystroke p95 ${ms(o.p95)} > ${BUDGETS.searchKeystrokeP95} ms`);
  if (o.golden.rate < MIN_RECALL) failures.push(`${lang}: recall ${pct(o.golden)} < 95%`);
  if (r.mini.golden.rate >= o.golden.rate || r.mini.questions.rate >= o.questions.rate)
    failures.push(`${lang}: MiniSearch's recall is not below ours`);
}
pf.cleanup();

/** The README tables: one per language, an engine a column. */
function table() {
  LOAD.push(os.loadavg()[0]);
  const when = new Date().toISOString().slice(0, 10);
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const count = (x: Rate) => `${pct(x)} (${x.pass}/${x.total})`;
  const rows: [string, (x: EngineReport) => string][] = [
    ['Identifiers (option names, flags, terms)', (x) => pct(x.identifiers)],
    ['Questions (questions.ts), tuned on', (x) => pct(x.tuning)],
    ['Questions (questions.ts), held out', (x) => count(x.heldOut)],
    ['Real questions, all', (x) => count(x.real)],
    ['Real questions, tuning part', (x) => pct(x.realTuning)],
    ['Real questions, held out', (x) => count(x.realHeldOut)],
    ['Index', (x) => x.size],
    ['Index build', (x) => x.build],
    ['Keystroke → results, p95', (x) => (x.p95 === undefined ? '(same)' : ms(x.p95))],
  ];
  const perLang = LANGS.flatMap((lang) => [
    `**${lang === 'en' ? 'English' : 'Chinese'}** (${report[lang].queries} queries)`,
    '',
    `| Top-3 recall | ${ENGINES.map(([, label]) => label).join(' | ')} |`,
    `| --- | ${ENGINES.map(() => '---').join(' | ')} |`,
    ...rows.map(
      ([label, f]) => `| ${label} | ${ENGINES.map(([key]) => f(report[lang][key])).join(' | ')} |`,
    ),
    '',
  ]);
  return [
    `Measured ${when} on ${os.cpus().length} CPU cores (${cpu}), Node.js ${process.version}, load average ${LOAD.map((l) => l.toFixed(1)).join(' at the start, ')} at the end (keystroke times rise with the load; recall does not depend on it). \`npm run bench:search\` prints these tables; \`-- --readme\` writes them here.`,
    '',
    ...perLang,
    `Budgets (budgets.json): first tier ≤ ${kb(BUDGETS.searchFirstTier)} and full-text tier ≤ ${kb(BUDGETS.searchFullTextTier)} gzip per language, keystroke p95 ≤ ${BUDGETS.searchKeystrokeP95} ms. Ours is the first tier (loaded on intent) + the full-text tier (fetched after it); before the full text arrives, the first tier alone finds ${LANGS.map((l) => `${pct(report[l].ours.firstTier)} (${l})`).join(' and ')} of the golden set. MiniSearch holds the same records with their whole text. Pagefind indexes the built HTML (the doc content of each page); its size is what its search fetched over this run (WebAssembly, metadata, index chunks and fragments), out of ${kb(pf.indexBytes)} of index files for both languages. FlexSearch is set up as Rspress's default search, over a page index in Rspress's shape (title, headings and text of each page, from the same records): "as Rspress shows it" keeps only the pages Rspress's panel lists (those containing the query as typed), "ranking" is FlexSearch's own order. Ours and MiniSearch are read in the modal's order, the others in their own. Query sets: \`tests/search/golden.ts\` (identifiers), \`tests/search/questions.ts\` (questions written for this site) and \`tests/search/real-questions.ts\` (questions readers typed into public trackers and Q&A threads, each naming the pages that answer it); every 4th question of a set is held out of tuning. Keystroke times cover the golden queries typed one character at a time.`,
  ].join('\n');
}

const text = table();
console.log(text);
if (crashes.length) {
  console.log(`\n${crashes.length} queries threw (counted as misses):`);
  for (const c of crashes) console.log(`  ${c}`);
}
if (args.has('--readme')) {
  const file = path.join(ROOT, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- bench-search:start -->';
  const end = '<!-- bench-search:end -->';
  const block = `${start}\n${text}\n${end}`;
  const next = readme.includes(start)
    ? readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => block)
    : `${readme.trimEnd()}\n\n## Search benchmark\n\n${block}\n`;
  writeFileSync(file, next);
  console.log('\nREADME.md updated.');
}
if (failures.length) {
  console.error(`\n${failures.length} failure(s):`);
  for (const f of failures) console.error(`  ✗ ${f}`);
  process.exitCode = 1;
}

// Search benchmark over the build output (run after `npm run build`), with a peer in the same run:
// - ours: the modal's search client (search/docsearch.ts) over both index tiers the build wrote;
// - peer: MiniSearch 7.2 over the same records with their whole text, set up as its docs
//   suggest (title and heading boosts, prefix and fuzzy search, a word tokenizer from
//   Intl.Segmenter so that Chinese is cut into words, and the same stop words as ours).
// Both answer every golden query (tests/search/golden.mjs and questions.mjs), and both are read
// in the modal's order (DocSearch 3.9 groups hits by sidebar group; tests/search/helpers.mjs).
// Prints per language: top-3 recall (whole set, identifiers, questions, held-out questions),
// index size (gzip), index build time and keystroke → results latency (every golden query typed
// one character at a time, p50/p95/max).
//
// Exits non-zero when a budget of budgets.json is missed, when our recall is under 95% in a
// language, or when the peer finds more than we do.
//   --readme          write the table into README.md (between the bench-search markers)
//   --show-held-out   also list the held-out questions that miss (not while tuning!)
// SEARCH_BUILD_DIR picks another build output.
import '../tests/search/register-ts.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import {
  BUILD_DIR,
  builtClient,
  firstTierEngine,
  modalPages,
  ROOT,
  readTier,
} from '../tests/search/helpers.mjs';
import { docSearchRequest, goldenQueries, measure, rate } from '../tests/search/recall.mjs';

const { SEARCH_BUDGET } = await import('../search/budget.ts');
const { SearchEngine } = await import('../search/engine.ts');
const { STOPWORDS } = await import('../search/lexicon.ts');
const { LANGS } = await import('../site/locale.ts');

const args = new Set(process.argv.slice(2));
const MIN_RECALL = 0.95;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pct = (r) => `${(r.rate * 100).toFixed(1)}%`;
const ms = (n) => `${n.toFixed(2)} ms`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Every prefix of every query, as the modal sends them while the reader types. */
function keystrokes(queries) {
  return queries.flatMap(({ query }) => {
    const chars = Array.from(query);
    return chars.map((_, i) => chars.slice(0, i + 1).join(''));
  });
}

async function timeAll(prefixes, run) {
  const times = [];
  for (const typed of prefixes) {
    const start = performance.now();
    await run(typed);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** The first tier's records with their whole text (the full-text tier's rests added). */
function wholeRecords(lang) {
  const first = JSON.parse(readTier(lang, 'first'));
  const full = JSON.parse(readTier(lang, 'full'));
  return first.records.map((r, i) => {
    const { keywords: _keywords, ...record } = r;
    return full.rest[i] ? { ...record, content: (r.content ?? '') + full.rest[i] } : record;
  });
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The peer: MiniSearch over the same records. */
function miniSearch(records) {
  const index = new MiniSearch({
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
    records.map((r, id) => ({
      id,
      url: r.url,
      type: r.type,
      hierarchy: r.hierarchy,
      title: r.hierarchy.lvl1,
      headings: ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
        .map((l) => r.hierarchy[l])
        .filter(Boolean)
        .join(' '),
      content: r.content ?? '',
      group: r.hierarchy.lvl0,
    })),
  );
  return index;
}

/** MiniSearch results as the hits DocSearch would receive (first 20, as the modal asks). */
function miniHits(index, query) {
  return index
    .search(query)
    .slice(0, 20)
    .map((r) => ({
      url_without_anchor: r.url.split('#')[0],
      hierarchy: r.hierarchy,
    }));
}

console.log(`Search benchmark over ${BUILD_DIR}\n`);
const report = {};
const failures = [];

for (const lang of LANGS) {
  const queries = goldenQueries(lang);
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
  const ours = await measure(
    async (q) => (await client.search(docSearchRequest(q, lang))).results[0].hits,
    queries,
  );
  const firstOnly = firstTierEngine(lang);
  const oursFirstTier = await measure(async (q) => firstOnly.search(q).hits, queries);
  const ourTimes = await timeAll(keystrokes(queries), async (typed) => {
    const { results } = await client.search(docSearchRequest(typed, lang));
    if (!Array.isArray(results[0].hits)) throw new Error(`no hits array for ${typed}`);
  });

  const records = wholeRecords(lang);
  start = performance.now();
  const peer = miniSearch(records);
  const peerBuildMs = performance.now() - start;
  const peerJson = JSON.stringify(peer);
  const peerGzip = gzipSync(peerJson).length;
  const theirs = await measure(async (q) => miniHits(peer, q), queries);
  const peerTimes = await timeAll(keystrokes(queries), async (typed) => {
    modalPages(miniHits(peer, typed));
  });

  const split = (results) => ({
    all: rate(results),
    identifiers: rate(results.filter((r) => r.set === 'identifier')),
    questions: rate(results.filter((r) => r.set === 'question')),
    tuning: rate(results.filter((r) => r.set === 'question' && !r.heldOut)),
    heldOut: rate(results.filter((r) => r.heldOut)),
  });
  report[lang] = {
    queries: queries.length,
    keystrokes: ourTimes.length,
    ours: {
      ...split(ours),
      firstTier: rate(oursFirstTier),
      firstGzip,
      fullGzip,
      firstBuildMs,
      fullBuildMs,
      p50: percentile(ourTimes, 50),
      p95: percentile(ourTimes, 95),
      max: ourTimes[ourTimes.length - 1],
    },
    peer: {
      ...split(theirs),
      gzip: peerGzip,
      buildMs: peerBuildMs,
      p50: percentile(peerTimes, 50),
      p95: percentile(peerTimes, 95),
      max: peerTimes[peerTimes.length - 1],
    },
  };
  const o = report[lang].ours;
  const p = report[lang].peer;
  console.log(`${lang}: ${queries.length} queries, ${ourTimes.length} keystrokes`);
  console.log(
    `  ours: recall ${pct(o.all)} (identifiers ${pct(o.identifiers)}, questions ${pct(o.questions)}: tuned ${pct(o.tuning)}, held out ${pct(o.heldOut)}); first tier alone ${pct(o.firstTier)}`,
  );
  console.log(
    `        index ${kb(firstGzip)} + ${kb(fullGzip)} gzip; build ${o.firstBuildMs.toFixed(0)} + ${o.fullBuildMs.toFixed(0)} ms; keystroke p50 ${ms(o.p50)}, p95 ${ms(o.p95)}, max ${ms(o.max)}`,
  );
  console.log(
    `  MiniSearch: recall ${pct(p.all)} (identifiers ${pct(p.identifiers)}, questions ${pct(p.questions)}, held out ${pct(p.heldOut)})`,
  );
  console.log(
    `        index ${kb(peerGzip)} gzip; build ${p.buildMs.toFixed(0)} ms; keystroke p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, max ${ms(p.max)}\n`,
  );
  if (args.has('--show-held-out')) {
    for (const r of ours.filter((x) => x.heldOut && !x.pass))
      console.log(`  held-out miss: ${r.query} → ${r.pages.join(' | ')} (got ${r.top.join(', ')})`);
  }

  if (firstGzip > SEARCH_BUDGET.firstTier)
    failures.push(`${lang}: first tier ${kb(firstGzip)} > ${kb(SEARCH_BUDGET.firstTier)}`);
  if (fullGzip > SEARCH_BUDGET.fullTextTier)
    failures.push(`${lang}: full-text tier ${kb(fullGzip)} > ${kb(SEARCH_BUDGET.fullTextTier)}`);
  if (o.p95 > SEARCH_BUDGET.keystrokeP95)
    failures.push(`${lang}: keystroke p95 ${ms(o.p95)} > ${SEARCH_BUDGET.keystrokeP95} ms`);
  if (o.all.rate < MIN_RECALL) failures.push(`${lang}: recall ${pct(o.all)} < 95%`);
  if (p.all.rate >= o.all.rate || p.questions.rate >= o.questions.rate)
    failures.push(`${lang}: MiniSearch's recall is not below ours`);
}

/** The README table. */
function table() {
  const when = new Date().toISOString().slice(0, 10);
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const row = (label, f) => `| ${label} | ${LANGS.map((l) => f(report[l])).join(' | ')} |`;
  const heads = LANGS.flatMap((l) => [`ours (${l})`, `MiniSearch (${l})`]);
  const both = (f) => (r) => `${f(r.ours, r)} | ${f(r.peer, r)}`;
  return [
    `Measured ${when} on ${os.cpus().length} CPU cores (${cpu}), Node.js ${process.version}. \`npm run bench:search\` prints this table; \`-- --readme\` writes it here.`,
    '',
    `| Top-3 recall in the modal's order | ${heads.join(' | ')} |`,
    `| --- | ${heads.map(() => '---').join(' | ')} |`,
    row(
      'Whole golden set',
      both((x) => `${pct(x.all)} (${x.all.pass}/${x.all.total})`),
    ),
    row(
      'Identifiers (option names, flags, terms)',
      both((x) => pct(x.identifiers)),
    ),
    row(
      'Questions, tuned on',
      both((x) => pct(x.tuning)),
    ),
    row(
      'Questions, held out (every 4th)',
      both((x) => `${pct(x.heldOut)} (${x.heldOut.pass}/${x.heldOut.total})`),
    ),
    row(
      'Index, gzip',
      both((x) => (x.gzip ? kb(x.gzip) : `${kb(x.firstGzip)} + ${kb(x.fullGzip)}`)),
    ),
    row(
      'Index build',
      both((x) =>
        x.buildMs !== undefined
          ? `${x.buildMs.toFixed(0)} ms`
          : `${x.firstBuildMs.toFixed(0)} + ${x.fullBuildMs.toFixed(0)} ms`,
      ),
    ),
    row(
      'Keystroke → results, p95',
      both((x) => ms(x.p95)),
    ),
    '',
    `Budgets (budgets.json): first tier ≤ ${kb(SEARCH_BUDGET.firstTier)} and full-text tier ≤ ${kb(SEARCH_BUDGET.fullTextTier)} gzip per language, keystroke p95 ≤ ${SEARCH_BUDGET.keystrokeP95} ms. Ours is the first tier (loaded on intent) + the full-text tier (fetched after it); before the full text arrives, the first tier alone finds ${LANGS.map((l) => `${pct(report[l].ours.firstTier)} (${l})`).join(' and ')}. MiniSearch holds the same records with their whole text. Golden sets: \`tests/search/golden.mjs\` (identifiers) and \`tests/search/questions.mjs\` (questions as readers ask them, each naming the pages that answer it).`,
  ].join('\n');
}

const text = table();
console.log(text);
if (args.has('--readme')) {
  const file = path.join(ROOT, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- bench-search:start -->';
  const end = '<!-- bench-search:end -->';
  const block = `${start}\n${text}\n${end}`;
  const next = readme.includes(start)
    ? readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${readme.trimEnd()}\n\n## Search benchmark\n\n${block}\n`;
  writeFileSync(file, next);
  console.log('\nREADME.md updated.');
}
if (failures.length) {
  console.error(`\n${failures.length} failure(s):`);
  for (const f of failures) console.error(`  ✗ ${f}`);
  process.exitCode = 1;
}

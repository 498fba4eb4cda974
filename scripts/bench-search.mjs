// Search benchmark over the build output (run after `npm run build`):
// - index size per language, raw and gzip (budget: 60 KB gzip);
// - time to load an index (parse + build the in-memory index), as after the reader's intent;
// - keystroke → results: every golden query typed one character at a time, each keystroke
//   answered by the same search client the modal uses, with DocSearch's request; p95 < 50 ms.
// SEARCH_BUILD_DIR picks another build output. Exits non-zero when a budget is missed.
import '../tests/search/register-ts.mjs';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { en, zh } from '../tests/search/golden.mjs';
import { BUILD_DIR, indexFile } from '../tests/search/helpers.mjs';

const { createLocalSearchClient } = await import('../search/client.ts');

const INDEX_BUDGET = 60 * 1024;
const P95_BUDGET_MS = 50;

/** The request DocSearch 3.9.0 sends for a query (spec 7.1). */
function docSearchRequest(query, lang) {
  const levels = [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:10`);
  return {
    requests: [
      {
        query,
        indexName: `rslib-docs-${lang}`,
        attributesToRetrieve: [
          'hierarchy.lvl0',
          ...levels.map((l) => l.split(':')[0]),
          'content',
          'type',
          'url',
        ],
        attributesToSnippet: [...levels, 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: [`lang:${lang}`],
      },
    ],
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;
console.log(`Search benchmark over ${BUILD_DIR}\n`);

const all = [];
for (const [lang, queries] of [
  ['en', en],
  ['zh', zh],
]) {
  const text = readFileSync(indexFile(lang), 'utf8');
  const gzip = gzipSync(text).length;
  const loadStart = performance.now();
  const client = createLocalSearchClient({ lang, load: async () => JSON.parse(text) });
  await client.search(docSearchRequest('', lang));
  const loadMs = performance.now() - loadStart;

  const times = [];
  for (const { query } of queries) {
    const chars = Array.from(query);
    for (let i = 1; i <= chars.length; i++) {
      const typed = chars.slice(0, i).join('');
      const start = performance.now();
      const { results } = await client.search(docSearchRequest(typed, lang));
      times.push(performance.now() - start);
      if (!Array.isArray(results[0].hits)) throw new Error(`no hits array for ${typed}`);
    }
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  const p95 = percentile(times, 95);
  const overIndex = gzip > INDEX_BUDGET;
  failed ||= overIndex || p95 >= P95_BUDGET_MS;
  console.log(
    `${lang}: index ${kb(text.length)} raw, ${kb(gzip)} gzip (budget ${kb(INDEX_BUDGET)})${overIndex ? '  OVER BUDGET' : ''}`,
  );
  console.log(`${lang}: index load ${loadMs.toFixed(1)} ms (parse + build)`);
  console.log(
    `${lang}: ${times.length} keystrokes over ${queries.length} queries: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms\n`,
  );
}
all.sort((a, b) => a - b);
const p95 = percentile(all, 95);
console.log(
  `all: ${all.length} keystrokes, p95 ${p95.toFixed(2)} ms (budget < ${P95_BUDGET_MS} ms)`,
);
if (failed) {
  console.error('Search budget missed.');
  process.exitCode = 1;
}

// Budgets over the production build (the numbers are in budgets.json, read by site/budgets.ts). Run after
// `npm run build`; RSPRESS_OUT_DIR picks another build. Fails when:
// - a doc page's first-load JS or CSS is over its budget (gzip);
// - a language's search tier (first, full text or code) is over its budget (gzip);
// - a doc page's first-load JS carries home-only code (hero, landing, home layout);
// - a page refers to a JS or CSS file that is not in the build.
// Lighthouse and build time are measured by `npm run bench`, not here: they are noisy.
import { existsSync } from 'node:fs';
import { BUDGETS, searchTierBudget } from '../site/budgets.ts';
import { buildDir } from './lib/build-files.ts';
import {
  HOME_ONLY_MARKERS,
  homeCodeIn,
  kb,
  measurePages,
  searchIndexes,
} from './lib/page-weight.ts';

if (!existsSync(buildDir)) {
  console.error(`No build at ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const failures = [];
const pages = measurePages();
const docs = pages.filter((p) => p.type === 'doc');
if (docs.length === 0) failures.push(`no doc pages found in ${buildDir}`);

for (const page of pages) {
  for (const url of page.missing)
    failures.push(`${page.route}: refers to ${url}, which is not in the build`);
}
for (const page of docs) {
  if (page.js.gzip > BUDGETS.docPageJs)
    failures.push(
      `${page.route}: first-load JS ${kb(page.js.gzip)} gzip > ${kb(BUDGETS.docPageJs)}`,
    );
  if (page.css.gzip > BUDGETS.docPageCss)
    failures.push(
      `${page.route}: first-load CSS ${kb(page.css.gzip)} gzip > ${kb(BUDGETS.docPageCss)}`,
    );
}

// Home-only code: checked once per distinct set of first-load files (most doc pages share theirs).
const seen = new Set();
for (const page of docs) {
  for (const { module, url } of homeCodeIn(page)) {
    const key = `${module} ${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    failures.push(
      `doc pages load home-only code: ${module} in ${url} (first seen on ${page.route})`,
    );
  }
}

const indexes = searchIndexes();
const docsearch = indexes.filter((i) => i.kind === 'docsearch');
for (const index of docsearch) {
  const budget = searchTierBudget(index.tier!);
  if (index.gzip > budget)
    failures.push(`search index ${index.file}: ${kb(index.gzip)} gzip > ${kb(budget)}`);
}

const max = <T>(list: T[], pick: (item: T) => number): T =>
  list.reduce((m, p) => (pick(p) > pick(m) ? p : m), list[0]);
const heaviestJs = max(docs, (p) => p.js.gzip);
const heaviestCss = max(docs, (p) => p.css.gzip);
console.log(`Budgets over ${buildDir}: ${pages.length} pages, ${docs.length} doc pages`);
if (heaviestJs) {
  console.log(
    `  doc first-load JS:  max ${kb(heaviestJs.js.gzip)} gzip (${heaviestJs.route}), budget ${kb(BUDGETS.docPageJs)}`,
  );
  console.log(
    `  doc first-load CSS: max ${kb(heaviestCss.css.gzip)} gzip (${heaviestCss.route}), budget ${kb(BUDGETS.docPageCss)}`,
  );
}
for (const home of pages.filter((p) => p.type === 'home')) {
  console.log(`  home ${home.route}: JS ${kb(home.js.gzip)}, CSS ${kb(home.css.gzip)} gzip`);
}
if (docsearch.length === 0) console.log('  search index: none in the build (Algolia backend)');
for (const index of docsearch) {
  console.log(
    `  search index ${index.lang} (${index.tier} tier): ${kb(index.gzip)} gzip, budget ${kb(searchTierBudget(index.tier!))}`,
  );
}
console.log(
  `  home-only code in doc pages: ${seen.size === 0 ? 'none' : `${seen.size} finding(s)`} (markers: ${HOME_ONLY_MARKERS.map((m) => m.module).join(', ')})`,
);

if (failures.length) {
  console.error(`\n${failures.length} budget failure(s):`);
  for (const failure of failures.slice(0, 40)) console.error(`  ✗ ${failure}`);
  if (failures.length > 40) console.error(`  … and ${failures.length - 40} more`);
  process.exit(1);
}
console.log('All budgets met.');

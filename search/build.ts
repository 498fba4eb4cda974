// Builds the local index after the site build (Node only; plugins/search-index.ts calls it):
// reads every rendered page (search/extract.ts), and writes two tiers per language within their
// budgets (search/budget.ts) to the paths of search/settings.ts:
// - first: every section's titles and the start of its text, cut to the longest length that
//   fits (titles and headings are never cut);
// - full: the cut-off rest of every text, fetched by the client after the first tier.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isLang, LANGS, type Lang, langOf } from '../site/locale';
import { SEARCH_BUDGET } from './budget';
import { pageRecords } from './extract';
import { type IndexTier, indexPath } from './settings';
import type { FullTextFile, SearchIndexFile, SearchRecord } from './types';

/** Room left under each budget, so that small text edits do not fail the budget checks. */
const HEADROOM = 1024;

function gzipSize(text: string): number {
  return gzipSync(text).length;
}

/** Cuts a text to at most `max` characters, at a word boundary where there is one. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return space > max * 0.8 ? head.slice(0, space) : head;
}

/** A record whose text is cut to `cap` characters (twice that for a page's opening section). */
function capRecord(record: SearchRecord, cap: number): SearchRecord {
  const max = record.type === 'lvl1' ? cap * 2 : cap;
  if (!record.content || record.content.length <= max) return record;
  return { ...record, content: cut(record.content, max) };
}

/** The longest cap in [lo, hi] whose output fits `maxBytes` gzip, by bisection. */
function longestFitting(lo: number, hi: number, fits: (cap: number) => boolean): number {
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

export interface Tiers {
  first: string;
  full: string;
  /** Characters each section's text was cut to in the first tier, or null when all fit. */
  firstCap: number | null;
  /** Characters each rest was cut to in the full tier, or null when all fit. */
  fullCap: number | null;
}

/** Splits a language's records into the two tiers, each within its budget. */
export function splitTiers(
  lang: string,
  records: SearchRecord[],
  budgets: { first: number; full: number } = {
    first: SEARCH_BUDGET.firstTier - HEADROOM,
    full: SEARCH_BUDGET.fullTextTier - HEADROOM,
  },
): Tiers {
  // Measured with a stand-in key as hard to compress as the real one, and a little room.
  const firstOf = (cap: number | null, key = 'f3a91c07b2e4d856') =>
    JSON.stringify({
      version: 1,
      lang,
      key,
      records: cap === null ? records : records.map((r) => capRecord(r, cap)),
    } satisfies SearchIndexFile);
  let firstCap: number | null = null;
  if (gzipSize(firstOf(null)) > budgets.first - 32) {
    const longest = Math.max(...records.map((r) => r.content?.length ?? 0));
    firstCap = longestFitting(0, longest, (cap) => gzipSize(firstOf(cap)) <= budgets.first - 32);
  }
  const cutRecords = firstCap === null ? records : records.map((r) => capRecord(r, firstCap));
  // The key names this build of the index: a hash of the first tier's records.
  const key = createHash('sha256').update(JSON.stringify(cutRecords)).digest('hex').slice(0, 16);
  const first = firstOf(firstCap, key);

  const rests = records.map((r, i) => {
    const whole = r.content ?? '';
    const head = cutRecords[i].content ?? '';
    return whole.length > head.length ? whole.slice(head.length) : null;
  });
  const fullOf = (cap: number | null) =>
    JSON.stringify({
      version: 1,
      lang,
      key,
      rest: cap === null ? rests : rests.map((t) => (t === null ? null : cut(t, cap))),
    } satisfies FullTextFile);
  let fullCap: number | null = null;
  if (gzipSize(fullOf(null)) > budgets.full) {
    const longest = Math.max(...rests.map((t) => t?.length ?? 0));
    fullCap = longestFitting(0, longest, (cap) => gzipSize(fullOf(cap)) <= budgets.full);
  }
  return { first, full: fullOf(fullCap), firstCap, fullCap };
}

async function htmlFiles(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'static' && !entry.name.startsWith('__'))
        out.push(...(await htmlFiles(dir, child)));
    } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
      out.push(child);
    }
  }
  return out.sort();
}

/** `zh/guide/start/index.html` → `/zh/guide/start/`; `config/lib/dts.html` → `/config/lib/dts`. */
function routeOf(file: string): string {
  return `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`;
}

export interface SiteInfo {
  /** The site base, such as `/` (Rspress `base`). */
  base: string;
  /** The lvl0 of pages outside any sidebar group and nav item, per language. */
  fallbackGroup: (lang: Lang) => string;
}

/** The index records of every rendered page, per language. */
async function collectRecords(
  outDir: string,
  site: SiteInfo,
): Promise<Record<Lang, SearchRecord[]>> {
  const byLang = Object.fromEntries(LANGS.map((l) => [l, []])) as unknown as Record<
    Lang,
    SearchRecord[]
  >;
  const base = site.base.replace(/\/$/, '');
  for (const file of await htmlFiles(outDir)) {
    const route = routeOf(file);
    const lang = langOf(route);
    const html = await readFile(path.join(outDir, file), 'utf8');
    byLang[lang].push(
      ...pageRecords({ url: `${base}${route}`, html, fallbackGroup: site.fallbackGroup(lang) }),
    );
  }
  return byLang;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Writes both tiers of every language into the build output. */
export async function writeSearchIndex(outDir: string, site: SiteInfo): Promise<void> {
  const byLang = await collectRecords(outDir, site);
  for (const [lang, records] of Object.entries(byLang)) {
    if (!isLang(lang)) continue;
    const tiers = splitTiers(lang, records);
    for (const tier of ['first', 'full'] as IndexTier[]) {
      const json = tier === 'first' ? tiers.first : tiers.full;
      const target = path.join(outDir, indexPath(lang, tier));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, json);
      const cap = tier === 'first' ? tiers.firstCap : tiers.fullCap;
      const note =
        cap === null
          ? ''
          : tier === 'first'
            ? ` (section texts cut to ${cap} characters; the rest is in the full-text tier)`
            : ` (rests cut to ${cap} characters to fit the budget)`;
      console.log(
        `search: ${indexPath(lang, tier)} ${records.length} records, ${kb(json.length)}, ${kb(gzipSize(json))} gzip${note}`,
      );
    }
  }
}

/** @docsearch/css (variables and modal) as one string, for the modal chunk to inject. */
export function docSearchStyles(): string {
  const require = createRequire(import.meta.url);
  return ['_variables.css', 'modal.css']
    .map((f) => readFileSync(require.resolve(`@docsearch/css/dist/${f}`), 'utf8'))
    .join('\n');
}

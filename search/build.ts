// Builds the local index after the site build (Node only; plugins/search-index.ts calls it):
// reads every rendered page (search/extract.ts), and writes three tiers per language within
// their budgets (site/budgets.ts) to the paths of search/settings.ts:
// - first: every section's titles and the start of its text, cut to the longest length that
//   fits (titles and headings are never cut), and other tools' option names read from the
//   migration pages (search/crosstool.ts);
// - full: the cut-off rest of every text, fetched by the client after the first tier;
// - code: the words of every section's code blocks (search/code.ts), fetched after the first.
// Only the first tier is cut to fit: a full-text or code tier over its budget fails the build
// with a message that names the budget (SearchBudgetError).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_TIER_BUDGETS, searchTierBudget } from '../site/budgets';
import { isLang, LANGS, type Lang, langOf } from '../site/locale';
import { builtPages, routeOfBuiltFile } from '../site/pages';
import { codeText } from './code';
import { crossToolEntries, optionNames } from './crosstool';
import { pageRecords } from './extract';
import { INDEX_TIERS, type IndexTier, indexPath } from './settings';
import type {
  CodeFile,
  CrossToolEntry,
  FullTextFile,
  PageRecord,
  SearchIndexFile,
  SearchRecord,
} from './types';

/** Room left under each budget, so that small text edits do not fail the budget checks. */
const HEADROOM = 1024;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

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
  code: string;
  /** Characters each section's text was cut to in the first tier, or null when all fit. */
  firstCap: number | null;
}

export interface TierBudgets {
  first: number;
  full: number;
  code: number;
}

/** A tier that would have to drop text to fit its budget fails the build, naming the budget. */
export class SearchBudgetError extends Error {
  constructor(lang: string, tier: IndexTier, size: number, budget: number) {
    super(
      `search: the ${tier} tier of ${lang} is ${kb(size)} gzip, over its budget of ${kb(budget)} ` +
        `(budgets.json "${SEARCH_TIER_BUDGETS[tier]}", less ${kb(HEADROOM)} headroom). No text is dropped ` +
        'to fit: raise the budget in budgets.json, or shorten the pages.',
    );
    this.name = 'SearchBudgetError';
  }
}

/**
 * Splits a language's records into the three tiers, each within its budget. Only the first
 * tier is cut to fit (the full-text tier holds the rest); a full-text or code tier over its
 * budget throws SearchBudgetError: nothing is cut silently.
 */
export function splitTiers(
  lang: string,
  pageRecords: PageRecord[],
  budgets: TierBudgets = {
    first: searchTierBudget('first') - HEADROOM,
    full: searchTierBudget('full') - HEADROOM,
    code: searchTierBudget('code') - HEADROOM,
  },
  crossTool: CrossToolEntry[] = [],
): Tiers {
  const records: SearchRecord[] = pageRecords.map(({ code: _, ...r }) => r);
  // Measured with a stand-in key as hard to compress as the real one, and a little room.
  const firstOf = (cap: number | null, key = 'f3a91c07b2e4d856') =>
    JSON.stringify({
      version: 1,
      lang,
      key,
      records: cap === null ? records : records.map((r) => capRecord(r, cap)),
      ...(crossTool.length ? { crossTool } : {}),
    } satisfies SearchIndexFile);
  let firstCap: number | null = null;
  if (gzipSize(firstOf(null)) > budgets.first - 32) {
    const longest = Math.max(...records.map((r) => r.content?.length ?? 0));
    firstCap = longestFitting(0, longest, (cap) => gzipSize(firstOf(cap)) <= budgets.first - 32);
    // Titles and headings alone do not fit: cutting every text to nothing is no index.
    if (gzipSize(firstOf(firstCap)) > budgets.first - 32)
      throw new SearchBudgetError(lang, 'first', gzipSize(firstOf(firstCap)), budgets.first);
  }
  const cutRecords = firstCap === null ? records : records.map((r) => capRecord(r, firstCap));
  // The key names this build of the index: a hash of the first tier's records.
  const key = createHash('sha256').update(JSON.stringify(cutRecords)).digest('hex').slice(0, 16);
  const first = firstOf(firstCap, key);

  const rest = records.map((r, i) => {
    const whole = r.content ?? '';
    const head = cutRecords[i].content ?? '';
    return whole.length > head.length ? whole.slice(head.length) : null;
  });
  const full = JSON.stringify({ version: 1, lang, key, rest } satisfies FullTextFile);
  if (gzipSize(full) > budgets.full)
    throw new SearchBudgetError(lang, 'full', gzipSize(full), budgets.full);

  const code = JSON.stringify({
    version: 1,
    lang,
    key,
    code: pageRecords.map((r) =>
      r.code
        ? codeText(r.code, `${Object.values(r.hierarchy).join(' ')} ${r.content ?? ''}`)
        : null,
    ),
  } satisfies CodeFile);
  if (gzipSize(code) > budgets.code)
    throw new SearchBudgetError(lang, 'code', gzipSize(code), budgets.code);
  return { first, full, code, firstCap };
}

export interface SiteInfo {
  /** The site base, such as `/` (Rspress `base`). */
  base: string;
  /** The lvl0 of pages outside any sidebar group and nav item, per language. */
  fallbackGroup: (lang: Lang) => string;
  /** The folder of the page sources (Rspress `root`), for the migration pages' option tables. */
  docsRoot?: string;
}

/** The index records of every rendered page, per language. */
async function collectRecords(outDir: string, site: SiteInfo): Promise<Record<Lang, PageRecord[]>> {
  const byLang = Object.fromEntries(LANGS.map((l) => [l, []])) as unknown as Record<
    Lang,
    PageRecord[]
  >;
  const base = site.base.replace(/\/$/, '');
  for (const file of builtPages(outDir)) {
    const route = routeOfBuiltFile(file);
    const lang = langOf(route);
    const html = await readFile(path.join(outDir, file), 'utf8');
    byLang[lang].push(
      ...pageRecords({ url: `${base}${route}`, html, fallbackGroup: site.fallbackGroup(lang) }),
    );
  }
  return byLang;
}

/** Writes the three tiers of every language into the build output. */
export async function writeSearchIndex(outDir: string, site: SiteInfo): Promise<void> {
  const byLang = await collectRecords(outDir, site);
  for (const [lang, records] of Object.entries(byLang)) {
    if (!isLang(lang)) continue;
    const crossTool = site.docsRoot
      ? crossToolEntries(site.docsRoot, lang, optionNames(records))
      : [];
    const tiers = splitTiers(lang, records, undefined, crossTool);
    for (const tier of INDEX_TIERS) {
      const json = tiers[tier];
      const target = path.join(outDir, indexPath(lang, tier));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, json);
      const cut =
        tiers.firstCap === null
          ? ''
          : `; section texts cut to ${tiers.firstCap} characters, the rest is in the full-text tier`;
      const note =
        tier === 'first' ? ` (${crossTool.length} option names of other tools${cut})` : '';
      console.log(
        `search: ${indexPath(lang, tier)} ${records.length} records, ${kb(json.length)}, ${kb(gzipSize(json))} gzip${note}`,
      );
    }
  }
}

/** @docsearch/css (variables and modal) as one string, for the modal chunk to inject. */
export function docSearchStyles(): string {
  const require = createRequire(import.meta.url);
  return [
    require.resolve('@docsearch/css/dist/_variables.css'),
    require.resolve('@docsearch/css/dist/modal.css'),
  ]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

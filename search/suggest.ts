// What the modal shows when a query finds nothing, so that no search ends at a bare "No results":
// - a corrected query: each word that the index lacks (not even as the start of a term) replaced
//   by the nearest term of the index vocabulary, by edit distance (at most 1 for words of up
//   to 4 letters, 2 up to 8, 3 beyond), the more frequent term first; offered only when the
//   corrected query finds pages;
// - the nearest pages: those the corrected query finds, or else the best partial matches (pages
//   that have any of the query's topic words), or else the pages a reader starts from.
import type { SearchEngine } from './engine';
import { STOPWORDS } from './lexicon';
import { normalize, parts, runs } from './tokenize';
import type { SearchRecord } from './types';
import { editDistance } from './vocabulary';

interface SuggestedPage {
  /** The page title (lvl1), as text. */
  title: string;
  /** The section heading of the best section, when it is not the page's opening. */
  section: string | null;
  /** The sidebar group (lvl0). */
  group: string;
  url: string;
}

export interface Suggestions {
  /** The query with its unknown words corrected, or null when there is nothing to correct. */
  query: string | null;
  /** What the pages are: found by the corrected query, partial matches, or where to start. */
  kind: 'corrected' | 'partial' | 'start';
  pages: SuggestedPage[];
}

/** Where a reader who found nothing can start (shown only when nothing is near the query). */
const START_PAGES = ['/guide/start/quick-start', '/guide/faq/features', '/guide/faq/errors'];

const MAX_PAGES = 5;

function maxDistance(word: string): number {
  return word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3;
}

const wordsByLength = new WeakMap<SearchEngine, Map<number, string[]>>();

/** The index's plain words (letters, then letters or digits), by length; built once per engine. */
function plainWords(engine: SearchEngine): Map<number, string[]> {
  let map = wordsByLength.get(engine);
  if (!map) {
    map = new Map();
    for (const term of engine.terms()) {
      if (!/^[a-z][a-z0-9]*$/.test(term)) continue;
      const list = map.get(term.length) ?? [];
      list.push(term);
      map.set(term.length, list);
    }
    wordsByLength.set(engine, map);
  }
  return map;
}

/**
 * The nearest index term to a word the index lacks, or null: the smallest edit distance, then
 * the same first letter (typos rarely hit it: wach → watch, not each), then the most frequent.
 */
function nearestTerm(engine: SearchEngine, word: string): string | null {
  const max = maxDistance(word);
  const byLength = plainWords(engine);
  let best: string | null = null;
  let bestRank = [max + 1, 1, 0];
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const term of byLength.get(length) ?? []) {
      const d = editDistance(word, term, Math.min(max, bestRank[0]));
      if (d > max) continue;
      const rank = [d, term[0] === word[0] ? 0 : 1, -engine.frequency(term)];
      if (!better(rank, bestRank)) continue;
      best = term;
      bestRank = rank;
    }
  }
  return best;
}

/** Whether rank `a` ([distance, first letter differs, -frequency]) is better than `b`. */
function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** Whether the index has the word, or a term that starts with it. */
function known(engine: SearchEngine, word: string): boolean {
  if (engine.frequency(word)) return true;
  const terms = engine.terms();
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo < terms.length && terms[lo].startsWith(word);
}

/** The query with every Latin word the index lacks replaced by its nearest term, or null. */
export function correctQuery(engine: SearchEngine, query: string): string | null {
  let out = '';
  let at = 0;
  let changed = false;
  for (const run of runs(query)) {
    if (run.kind !== 'word') continue;
    const word = parts(run.text)
      .map((p) => p.term)
      .join('');
    if (word.length < 3 || STOPWORDS.has(word) || /\d/.test(word) || known(engine, word)) continue;
    const term = nearestTerm(engine, word);
    if (!term) continue;
    out += query.slice(at, run.start) + term;
    at = run.end;
    changed = true;
  }
  return changed ? normalize(out + query.slice(at)) : null;
}

const recordsById = new WeakMap<SearchEngine, Map<string, SearchRecord>>();

function recordOf(engine: SearchEngine, id: string): SearchRecord | undefined {
  let map = recordsById.get(engine);
  if (!map) {
    map = new Map(engine.records.map((r) => [r.objectID, r]));
    recordsById.set(engine, map);
  }
  return map.get(id);
}

function pageOf(record: SearchRecord): SuggestedPage {
  const h = record.hierarchy;
  const section = record.type === 'lvl1' ? null : (h[record.type as 'lvl2'] ?? null);
  return { title: h.lvl1, section, group: h.lvl0, url: record.url };
}

/** The best section of each page of a search, in rank order. */
function pagesOf(engine: SearchEngine, query: string, minWordShare?: number): SuggestedPage[] {
  const seen = new Set<string>();
  const out: SuggestedPage[] = [];
  for (const hit of engine.search(query, { hitsPerPage: 20, minWordShare }).hits) {
    if (seen.has(hit.url_without_anchor) || out.length >= MAX_PAGES) continue;
    seen.add(hit.url_without_anchor);
    const record = recordOf(engine, hit.objectID);
    if (record) out.push(pageOf(record));
  }
  return out;
}

/** The suggestions for a query that found nothing. */
export function suggest(engine: SearchEngine, query: string): Suggestions {
  const corrected = query.trim() ? correctQuery(engine, query) : null;
  if (corrected) {
    const pages = pagesOf(engine, corrected);
    if (pages.length) return { query: corrected, kind: 'corrected', pages };
  }
  const partial = query.trim() ? pagesOf(engine, query, 0) : [];
  if (partial.length) return { query: null, kind: 'partial', pages: partial };
  // Nothing near: the pages a reader starts from, in this language.
  const prefix = engine.records[0]?.url.match(/^\/[a-z]{2}(?=\/)/)?.[0] ?? '';
  const start = START_PAGES.map((p) => `${prefix}${p}`);
  const pages = start
    .map((page) => engine.records.find((r) => r.url.split('#')[0] === page && r.type === 'lvl1'))
    .filter((r): r is SearchRecord => Boolean(r))
    .map(pageOf);
  return { query: null, kind: 'start', pages };
}

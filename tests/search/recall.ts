// Top-3 recall of a search over the golden sets, read in the modal's own order. Shared by the
// search tests and scripts/bench-search.ts, so every engine is measured the same way.
import type { SearchRequest } from '../../search/client.ts';
import type { Lang } from '../../site/locale.ts';
import * as golden from './golden.ts';
import { modalPages } from './helpers.ts';
import type { ModalHit } from './modal-order.ts';
import * as questions from './questions.ts';

const identifiers = { en: golden.en, zh: golden.zh };
const asked = { en: questions.en, zh: questions.zh };

const { withLang } = await import('../../site/locale.ts');

/** A page of the question set (written without a language) in `lang` (site/locale.ts's rule). */
export const pageIn = (lang: Lang, page: string): string => withLang(lang, page);

/** Every 4th question is held out of tuning (see questions.ts). */
export const isHeldOut = (index: number): boolean => index % 4 === 3;

/** A query of a set, with the pages that answer it (any one of them in the top 3 passes). */
export interface RecallQuery {
  query: string;
  pages: string[];
  set: 'identifier' | 'question' | 'real';
  heldOut: boolean;
  kind: string;
}

/**
 * The golden queries of a language: the identifier set (option names, flags, terms; each with
 * one page) and the question set (each with the pages that answer it).
 */
export function goldenQueries(lang: Lang): RecallQuery[] {
  // Known gaps (golden.ts `todo`) are reported by golden.test.ts, not counted here.
  const ids: RecallQuery[] = identifiers[lang]
    .filter((entry) => !entry.todo)
    .map(({ query, page }) => ({
      query,
      pages: [page],
      set: 'identifier',
      heldOut: false,
      kind: /[\u4e00-\u9fff]/.test(query) ? 'term' : 'identifier',
    }));
  const qs: RecallQuery[] = asked[lang].map(({ q, pages, kind }, i) => ({
    query: q,
    pages: pages.map((p) => pageIn(lang, p)),
    set: 'question',
    heldOut: isHeldOut(i),
    kind,
  }));
  return [...ids, ...qs];
}

/** One request as DocSearch 3.9.0 sends it (search/client.ts reads the fields of SearchRequest). */
export interface DocSearchRequest extends SearchRequest {
  attributesToRetrieve: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  clickAnalytics: boolean;
}

/** The DocSearch 3.9.0 request for a query (what the modal sends on each keystroke). */
export function docSearchRequest(query: string, lang: string): { requests: DocSearchRequest[] } {
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

/** A query with the first 3 pages the modal showed for it, and whether one of them answers it. */
export type Measured<Q extends RecallQuery> = Q & { top: string[]; pass: boolean };

/**
 * Runs every query through `search` (query → the hits DocSearch receives) and checks the
 * first 3 pages the modal shows.
 */
export async function measure<Q extends RecallQuery>(
  search: (query: string) => Promise<ModalHit[]>,
  queries: Q[],
): Promise<Measured<Q>[]> {
  const results: Measured<Q>[] = [];
  for (const q of queries) {
    const top = modalPages(await search(q.query)).slice(0, 3);
    results.push({ ...q, top, pass: q.pages.some((p) => top.includes(p)) });
  }
  return results;
}

/** How many results passed, of how many, and their share. */
export interface Rate {
  pass: number;
  total: number;
  rate: number;
}

/** Share of passing results, as { pass, total, rate }. */
export function rate(results: { pass: boolean }[]): Rate {
  const pass = results.filter((r) => r.pass).length;
  return { pass, total: results.length, rate: results.length ? pass / results.length : 1 };
}

export const percent = ({ rate: r }: Rate): string => `${(r * 100).toFixed(1)}%`;

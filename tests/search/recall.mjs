// Top-3 recall of a search over the golden sets, read in the modal's own order. Shared by the
// search tests and scripts/bench-search.mjs, so every engine is measured the same way.
import * as golden from './golden.mjs';
import { modalPages } from './helpers.mjs';
import * as questions from './questions.mjs';

const identifiers = { en: golden.en, zh: golden.zh };
const asked = { en: questions.en, zh: questions.zh };

const { withLang } = await import('../../site/locale.ts');

/** A page of the question set (written without a language) in `lang` (site/locale.ts's rule). */
export const pageIn = (lang, page) => withLang(lang, page);

/** Every 4th question is held out of tuning (see questions.mjs). */
export const isHeldOut = (index) => index % 4 === 3;

/**
 * The golden queries of a language: the identifier set (option names, flags, terms; each with
 * one page) and the question set (each with the pages that answer it).
 * @returns {{ query: string; pages: string[]; set: 'identifier' | 'question'; heldOut: boolean; kind: string }[]}
 */
export function goldenQueries(lang) {
  // Known gaps (golden.mjs `todo`) are reported by golden.test.mjs, not counted here.
  const ids = identifiers[lang]
    .filter((entry) => !entry.todo)
    .map(({ query, page }) => ({
      query,
      pages: [page],
      set: 'identifier',
      heldOut: false,
      kind: /[\u4e00-\u9fff]/.test(query) ? 'term' : 'identifier',
    }));
  const qs = asked[lang].map(({ q, pages, kind }, i) => ({
    query: q,
    pages: pages.map((p) => pageIn(lang, p)),
    set: 'question',
    heldOut: isHeldOut(i),
    kind,
  }));
  return [...ids, ...qs];
}

/** The DocSearch 3.9.0 request for a query (what the modal sends on each keystroke). */
export function docSearchRequest(query, lang) {
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

/**
 * Runs every query through `search` (query → the hits DocSearch receives) and checks the
 * first 3 pages the modal shows.
 */
export async function measure(search, queries) {
  const results = [];
  for (const q of queries) {
    const top = modalPages(await search(q.query)).slice(0, 3);
    results.push({ ...q, top, pass: q.pages.some((p) => top.includes(p)) });
  }
  return results;
}

/** Share of passing results, as { pass, total, rate }. */
export function rate(results) {
  const pass = results.filter((r) => r.pass).length;
  return { pass, total: results.length, rate: results.length ? pass / results.length : 1 };
}

export const percent = ({ rate: r }) => `${(r * 100).toFixed(1)}%`;

// The real-question set (real-questions.mjs) as golden queries: the same shape as
// recall.mjs's goldenQueries, so the test and scripts/bench-search.mjs measure every engine the
// same way (top 3 pages in the modal's order). Also where a named page lives in docs/.
import path from 'node:path';
import { sourceOfRoute } from '../../scripts/lib/build-files.mjs';
import { withLang } from '../../scripts/lib/locale.mjs';
import { ROOT } from './helpers.mjs';
import * as real from './real-questions.mjs';
import { isHeldOut, pageIn } from './recall.mjs';

const asked = { en: real.en, zh: real.zh };

/** The real questions of a language; every 4th is held out of tuning (see real-questions.mjs). */
export function realQueries(lang) {
  return asked[lang].map(({ q, pages, kind, source }, i) => ({
    query: q,
    pages: pages.map((p) => pageIn(lang, p)),
    set: 'real',
    heldOut: isHeldOut(i),
    kind,
    source,
  }));
}

/** The source file of a page (written without a language) in docs/<lang>/, or undefined. */
export const docFile = (lang, page) => sourceOfRoute(path.join(ROOT, 'docs'), withLang(lang, page));

/** Where a source address came from: an issue tracker (GitHub) or a Q&A thread or post. */
export const sourceType = (source) =>
  /^https:\/\/github\.com\//.test(source) ? 'tracker' : 'page';

/**
 * A search (query → hits) that answers a query the engine throws on with no hits, so that one
 * crash counts as a miss instead of stopping the run; the queries it threw on are kept in
 * `crashed` to be reported.
 */
export function missOnCrash(search) {
  const crashed = [];
  const run = async (query) => {
    try {
      return await search(query);
    } catch (error) {
      crashed.push(`${query}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  };
  return { run, crashed };
}

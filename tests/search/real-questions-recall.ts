// The real-question set (real-questions.ts) as golden queries: the same shape as
// recall.ts's goldenQueries, so the test and scripts/bench-search.ts measure every engine the
// same way (top 3 pages in the modal's order). Also where a named page lives in docs/.
import path from 'node:path';
import { sourceOfRoute } from '../../scripts/lib/build-files.ts';
import { type Lang, withLang } from '../../site/locale.ts';
import { ROOT } from './helpers.ts';
import type { ModalHit } from './modal-order.ts';
import * as real from './real-questions.ts';
import { isHeldOut, pageIn, type RecallQuery } from './recall.ts';

const asked = { en: real.en, zh: real.zh };

/** A real question as a golden query, with the address it was taken from. */
export interface RealQuery extends RecallQuery {
  source: string;
}

/** The real questions of a language; every 4th is held out of tuning (see real-questions.ts). */
export function realQueries(lang: Lang): RealQuery[] {
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
export const docFile = (lang: Lang, page: string) =>
  sourceOfRoute(path.join(ROOT, 'docs'), withLang(lang, page));

/** Where a source address came from: an issue tracker (GitHub) or a Q&A thread or post. */
export const sourceType = (source: string): 'tracker' | 'page' =>
  /^https:\/\/github\.com\//.test(source) ? 'tracker' : 'page';

/**
 * A search (query → hits) that answers a query the engine throws on with no hits, so that one
 * crash counts as a miss instead of stopping the run; the queries it threw on are kept in
 * `crashed` to be reported.
 */
export function missOnCrash(search: (query: string) => Promise<ModalHit[]>): {
  run: (query: string) => Promise<ModalHit[]>;
  crashed: string[];
} {
  const crashed: string[] = [];
  const run = async (query: string): Promise<ModalHit[]> => {
    try {
      return await search(query);
    } catch (error) {
      crashed.push(`${query}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  };
  return { run, crashed };
}

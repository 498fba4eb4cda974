// The search budgets, read from budgets.json (the one file for every budget of the site).
// Node only: the build (search/build.ts), the tests and the benchmark read it.
import { readFileSync } from 'node:fs';

interface Budgets {
  searchFirstTier: number;
  searchFullTextTier: number;
  searchCodeTier: number;
  searchFirstLoad: number;
  searchKeystrokeP95: number;
}

const budgets = JSON.parse(
  readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'),
) as Budgets;

export const SEARCH_BUDGET = {
  /** Gzip bytes of a language's first tier, loaded on the reader's intent. */
  firstTier: budgets.searchFirstTier,
  /** Gzip bytes of a language's full-text tier, fetched after the first tier. */
  fullTextTier: budgets.searchFullTextTier,
  /** Gzip bytes of a language's code tier (the words of the code blocks), fetched after the first tier. */
  codeTier: budgets.searchCodeTier,
  /** Gzip bytes that search adds to a page's first load (button, shortcuts, styles, strings). */
  firstLoad: budgets.searchFirstLoad,
  /** Milliseconds from a keystroke to results, 95th percentile, in the benchmark. */
  keystrokeP95: budgets.searchKeystrokeP95,
} as const;
